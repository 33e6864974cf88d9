"""Short sound effects synthesized in code (no sound files): card flip,
chip, coin, dice, dragon roar, treasure fanfare and click.

The samples are computed with the standard library on a background thread
when `Sounds` is made, so startup does not wait for them.  Without an audio
device (the mixer cannot start) every call is silently a no-op.
"""
from __future__ import annotations

import math
import random
import threading
from array import array
from typing import Callable

import pygame

RATE = 22050


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


EFFECTS: dict[str, Callable[[int], list[float]]] = {
    "card": card_flip, "chip": chip, "coin": coin, "dice": dice,
    "roar": dragon_roar, "fanfare": treasure_fanfare, "click": click,
}


def _pcm(samples: list[float], channels: int) -> array:
    data = array("h")
    for value in samples:
        sample = int(max(-1.0, min(1.0, value)) * 32000)
        data.extend([sample] * channels)
    return data


class Sounds:
    """The game's sound effects: `play("coin")`; names are those of
    `EFFECTS`.  Silent, without errors, when there is no audio device."""

    def __init__(self, volume: float = 1.0) -> None:
        self.volume = volume
        self.sounds: dict[str, pygame.mixer.Sound] = {}
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
            for name, make in EFFECTS.items():
                sound = pygame.mixer.Sound(buffer=_pcm(make(rate), channels).tobytes())
                sound.set_volume(self.volume)
                self.sounds[name] = sound
        except (pygame.error, TypeError):
            self.enabled = False

    def play(self, name: str) -> None:
        sound = self.sounds.get(name) if self.enabled else None
        if sound is None:
            return
        try:
            sound.play()
        except pygame.error:
            pass

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, volume))
        for sound in list(self.sounds.values()):
            sound.set_volume(self.volume)
