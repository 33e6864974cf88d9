"""Sound synthesized in code: effects (card flip, chip, coin, dice, dragon
roar, treasure fanfare, click, your-turn chime, the sting of a murder or
robbery, a win) and a calm tavern music loop.

What the code synthesizes is kept in assets/sound/ as WAV files
(`python -m scenes.sound` writes them again after a change here): the game
reads them on one background thread once the title is on screen
(`Sounds.start`), which takes milliseconds, where synthesizing took about
1.2 s of CPU in Python, holding up every frame drawn meanwhile by up to
5 ms (the GIL).  A file missing or unreadable is synthesized instead.
Music and effects have their own volumes, and `muted` silences both.
Without an audio device (the mixer cannot start) every call is silently a
no-op.
"""
from __future__ import annotations

import math
import random
import threading
import time
import wave
from array import array
from functools import lru_cache
from pathlib import Path
from typing import Callable

import pygame

from game.resources import asset

RATE = 22050
#: The sounds as synthesized, mono, 16-bit, at `RATE`: `<name>.wav`.
SOUND_DIR = asset("sound")


def _envelope(n: int, attack: float, rate: int) -> Callable[[int], float]:
    a = max(1, int(attack * rate))
    return lambda i: min(1.0, i / a) * (1 - i / n) ** 2


def card_flip(rate: int) -> list[float]:
    """A soft swish: noise that swells and fades, brightening as it goes."""
    n = int(0.09 * rate)
    rng = random.Random(1)
    out, smooth = [], 0.0
    for i in range(n):
        t = i / n
        smooth += (rng.uniform(-1, 1) - smooth) * (0.15 + 0.6 * t)
        out.append(smooth * math.sin(math.pi * t) * 0.9)
    return out


def chip(rate: int) -> list[float]:
    """Two clay chips clacking: two short high knocks."""
    out = [0.0] * int(0.12 * rate)
    for start, freq in ((0, 3100), (int(0.045 * rate), 2600)):
        for i in range(int(0.04 * rate)):
            decay = math.exp(-i / (0.006 * rate))
            out[start + i] += 0.6 * decay * (math.sin(2 * math.pi * freq * i / rate)
                                             + 0.5 * math.sin(2 * math.pi * freq * 1.47 * i / rate))
    return out


def coin(rate: int) -> list[float]:
    """A coin ringing: inharmonic partials with a long decay."""
    n = int(0.45 * rate)
    partials = ((2093, 1.0), (3320, 0.6), (4710, 0.4), (6050, 0.2))
    return [sum(a * math.sin(2 * math.pi * f * i / rate) for f, a in partials) * 0.35
            * math.exp(-i / (0.09 * rate)) for i in range(n)]


def dice(rate: int) -> list[float]:
    """Dice tumbling: a handful of knocks, closer together as they settle."""
    rng = random.Random(3)
    out = [0.0] * int(0.5 * rate)
    t = 0.0
    for k in range(7):
        start = int(t * rate)
        freq = rng.uniform(900, 1600)
        for i in range(min(int(0.03 * rate), len(out) - start)):
            out[start + i] += (0.7 - k * 0.07) * math.exp(-i / (0.004 * rate)) * (
                math.sin(2 * math.pi * freq * i / rate) + rng.uniform(-0.4, 0.4))
        t += 0.1 * (0.75 ** k)
    return out


def dragon_roar(rate: int) -> list[float]:
    """A growl: a low wobbling sawtooth with rasp, rising then falling."""
    n = int(1.3 * rate)
    rng = random.Random(5)
    out, phase, low = [], 0.0, 0.0
    for i in range(n):
        t = i / n
        freq = 70 + 55 * math.sin(math.pi * t) + 8 * math.sin(2 * math.pi * 9 * i / rate)
        phase = (phase + freq / rate) % 1.0
        raw = (2 * phase - 1) * 0.7 + rng.uniform(-1, 1) * 0.5
        low += (raw - low) * 0.25
        envelope = min(1.0, t / 0.12) * (1 - t) ** 1.5
        out.append(low * envelope * 1.4)
    return out


def treasure_fanfare(rate: int) -> list[float]:
    """A bright rising arpeggio ending on a held chord."""
    notes = ((523.25, 0.0, 0.14), (659.25, 0.12, 0.14), (783.99, 0.24, 0.14), (1046.5, 0.36, 0.6))
    n = int(1.0 * rate)
    out = [0.0] * n
    for freq, start, length in notes:
        s, m = int(start * rate), int(length * rate)
        env = _envelope(m, 0.01, rate)
        for i in range(min(m, n - s)):
            x = 2 * math.pi * freq * i / rate
            out[s + i] += 0.35 * env(i) * (math.sin(x) + 0.3 * math.sin(2 * x) + 0.15 * math.sin(3 * x))
    return out


def click(rate: int) -> list[float]:
    n = int(0.025 * rate)
    return [0.5 * math.sin(2 * math.pi * 1200 * i / rate) * math.exp(-i / (0.004 * rate)) for i in range(n)]


def _bell(out: list[float], rate: int, freq: float, start: float, length: float, gain: float) -> None:
    s, m = int(start * rate), int(length * rate)
    for i in range(min(m, len(out) - s)):
        x = 2 * math.pi * freq * i / rate
        out[s + i] += gain * math.exp(-i / (0.25 * rate)) * (math.sin(x) + 0.25 * math.sin(2.76 * x))


def turn_chime(rate: int) -> list[float]:
    """Your turn: two soft bell notes, a rising fourth."""
    out = [0.0] * int(0.9 * rate)
    _bell(out, rate, 784.0, 0.0, 0.9, 0.35)
    _bell(out, rate, 1046.5, 0.14, 0.76, 0.35)
    return out


def sting(rate: int) -> list[float]:
    """Something bad happened to you (murdered, robbed): a low dissonant
    stab that falls away."""
    n = int(0.8 * rate)
    out = []
    for i in range(n):
        t = i / rate
        drop = 1 - 0.15 * i / n
        value = sum(math.sin(2 * math.pi * f * drop * t) for f in (146.8, 155.6, 207.7))
        out.append(0.28 * value * min(1.0, i / (0.005 * rate)) * math.exp(-t / 0.25))
    return out


def victory(rate: int) -> list[float]:
    """A win: a fanfare rising through the major chord to a long ring."""
    out = [0.0] * int(1.45 * rate)
    for k, (freq, start) in enumerate(((392.0, 0.0), (523.25, 0.14), (659.25, 0.28), (783.99, 0.42))):
        _bell(out, rate, freq, start, 1.45 - start, 0.22 + 0.04 * k)
    for freq in (523.25, 659.25, 783.99, 1046.5):
        _bell(out, rate, freq, 0.62, 0.83, 0.16)
    return out


EFFECTS: dict[str, Callable[[int], list[float]]] = {
    "card": card_flip, "chip": chip, "coin": coin, "dice": dice,
    "roar": dragon_roar, "fanfare": treasure_fanfare, "click": click,
    "turn": turn_chime, "sting": sting, "win": victory,
}


# --- music: a slow tavern waltz on a plucked lute -----------------------------
#: Beats per minute; three beats to the bar.
TEMPO = 84
#: D minor, descending to the dominant (i - VII - VI - V), twice.
CHORDS = (("D3", "F3", "A3"), ("C3", "E3", "G3"), ("A#2", "D3", "F3"), ("A2", "C#3", "E3")) * 2
#: One melody note per beat (None: rest), over the eight bars.
MELODY = ("D5", None, "F5", "E5", None, "C5", "D5", None, "A#4", "C#5", None, "E5",
          "F5", None, "A5", "G5", None, "E5", "F5", "E5", "D5", "C#5", None, None)
_NOTE_INDEX = {"C": 0, "C#": 1, "D": 2, "D#": 3, "E": 4, "F": 5, "F#": 6, "G": 7, "G#": 8,
               "A": 9, "A#": 10, "B": 11}


def note_frequency(name: str) -> float:
    """Equal temperament, A4 = 440 Hz.

    >>> round(note_frequency("A4")), round(note_frequency("C5"))
    (440, 523)
    """
    pitch, octave = name[:-1], int(name[-1])
    return 440.0 * 2 ** ((_NOTE_INDEX[pitch] - 9) / 12 + octave - 4)


_WAVE_SIZE = 2048


@lru_cache(maxsize=None)
def _lute() -> list[float]:
    """One period of the lute's wave (fundamental and two overtones)."""
    return [math.sin(2 * math.pi * i / _WAVE_SIZE) + 0.45 * math.sin(4 * math.pi * i / _WAVE_SIZE)
            + 0.2 * math.sin(6 * math.pi * i / _WAVE_SIZE) for i in range(_WAVE_SIZE)]


def _pluck(out: list[float] | array, rate: int, at: int, freq: float, gain: float, ring: float) -> None:
    """Add one plucked note: a warm wavetable with a fast attack and an
    exponential decay (`ring` seconds to fade to about a third)."""
    lute = _lute()
    step = freq * _WAVE_SIZE / rate
    decay = math.exp(-1 / (ring * rate))
    level, phase = gain, 0.0
    for i in range(at, min(len(out), at + int(ring * 4 * rate))):
        out[i] += lute[int(phase) & (_WAVE_SIZE - 1)] * level * min(1.0, (i - at) / 60)
        phase += step
        level *= decay


def tavern_music(rate: int, pause: Callable[[], None] = lambda: None) -> array:
    """The music loop: bass on each bar's first beat, the chord rolled on
    beats two and three, a lute melody above; it ends where it began so it
    loops without a seam.  `pause` runs between notes (the synthesis
    thread yields there so it never holds up a frame)."""
    beat = 60 / TEMPO
    # An array of doubles, not a list: 8 bytes a sample instead of about 32
    # (the loop's 378,000 samples held 12 MB while a table was playing).
    out = array("d", bytes(8 * int(len(CHORDS) * 3 * beat * rate)))
    for bar, chord in enumerate(CHORDS):
        start = bar * 3 * beat
        bass = chord[0][:-1] + str(int(chord[0][-1]) - 1)
        _pluck(out, rate, int(start * rate), note_frequency(bass), 0.22, 1.2)
        for beat_index in (1, 2):
            for k, note in enumerate(chord):
                at = int((start + beat_index * beat + k * 0.03) * rate)
                _pluck(out, rate, at, note_frequency(note), 0.07, 0.5)
            pause()
    for index, note in enumerate(MELODY):
        if note:
            _pluck(out, rate, int(index * beat * rate), note_frequency(note), 0.13, 0.7)
            pause()
    tail = int(0.05 * rate)
    for i in range(tail):  # fade the seam so the loop point does not click
        out[i] *= i / tail
        out[-1 - i] *= i / tail
    return out


def _pcm(samples: list[float] | array, channels: int) -> array:
    data = array("h")
    for value in samples:
        sample = int(max(-1.0, min(1.0, value)) * 32000)
        data.extend([sample] * channels)
    return data


def _yield_to_drawing() -> None:
    time.sleep(0.001)


def synthesized(name: str, rate: int = RATE) -> list[float] | array:
    """The samples of an effect or of the music, computed here."""
    return tavern_music(rate, _yield_to_drawing) if name == "music" else EFFECTS[name](rate)


def write_sound_files(folder: Path = SOUND_DIR) -> list[Path]:
    """Write every sound as synthesized to `folder` (what the game reads)."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name in (*EFFECTS, "music"):
        path = folder / f"{name}.wav"
        with wave.open(str(path), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(_pcm(synthesized(name), 1).tobytes())
        written.append(path)
    return written


def _sound(name: str, rate: int, channels: int) -> pygame.mixer.Sound:
    """The sound `name` from its file, else synthesized at the mixer's format."""
    try:
        return pygame.mixer.Sound(file=str(SOUND_DIR / f"{name}.wav"))
    except (pygame.error, OSError):
        return pygame.mixer.Sound(buffer=_rendered(name, rate, channels))


@lru_cache(maxsize=None)
def _rendered(name: str, rate: int, channels: int) -> bytes:
    """PCM of an effect or of the music, computed once per process."""
    return _pcm(synthesized(name, rate), channels).tobytes()


class Sounds:
    """The game's sound: `play("coin")` (names are those of `EFFECTS`) and
    the music loop, which starts by itself once it is ready after
    `start`.  Silent, without errors, before `start` and when there is no
    audio device."""

    def __init__(self, volume: float = 1.0, music_volume: float = 0.5, muted: bool = False) -> None:
        self.volume = volume
        self.music_volume = music_volume
        self.muted = muted
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.music: pygame.mixer.Sound | None = None
        self.music_channel: pygame.mixer.Channel | None = None
        self.enabled = False
        self.started = False

    def start(self) -> None:
        """Open the audio device and synthesize everything on a background
        thread (once; the app calls this after its first frame)."""
        if self.started:
            return
        self.started = True
        self.enabled = self._start_mixer()
        if self.enabled:
            threading.Thread(target=self._synthesize, name="sound-synth", daemon=True).start()

    @staticmethod
    def _start_mixer() -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(RATE, -16, 2, 512)
            return pygame.mixer.get_init() is not None
        except pygame.error:
            return False

    def _synthesize(self) -> None:
        try:
            rate, size, channels = pygame.mixer.get_init()
            if size != -16:
                return
            for name in EFFECTS:
                sound = _sound(name, rate, channels)
                sound.set_volume(self._effects_level())
                self.sounds[name] = sound
                _yield_to_drawing()
            self.music = _sound("music", rate, channels)
            pygame.mixer.set_reserved(1)
            self.music_channel = pygame.mixer.Channel(0)
            self.music_channel.set_volume(self._music_level())
            self.music_channel.play(self.music, loops=-1)
        except (pygame.error, TypeError):
            self.enabled = False

    def _effects_level(self) -> float:
        return 0.0 if self.muted else self.volume

    def _music_level(self) -> float:
        return 0.0 if self.muted else self.music_volume

    def play(self, name: str) -> None:
        sound = self.sounds.get(name) if self.enabled and not self.muted else None
        if sound is None:
            return
        try:
            sound.play()
        except pygame.error:
            pass

    def set_volume(self, volume: float) -> None:
        """The effects' volume, 0..1."""
        self.volume = max(0.0, min(1.0, volume))
        self._apply_levels()

    def set_music_volume(self, volume: float) -> None:
        self.music_volume = max(0.0, min(1.0, volume))
        self._apply_levels()

    def set_muted(self, muted: bool) -> None:
        self.muted = muted
        self._apply_levels()

    def _apply_levels(self) -> None:
        for sound in list(self.sounds.values()):
            sound.set_volume(self._effects_level())
        if self.music_channel is not None:
            self.music_channel.set_volume(self._music_level())


if __name__ == "__main__":
    for written in write_sound_files():
        print(written)
