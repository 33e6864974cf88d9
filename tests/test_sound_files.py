"""The sounds the game reads are the ones its code synthesizes."""
import wave

import pygame

from scenes import sound


def test_every_sound_file_holds_exactly_what_the_code_synthesizes():
    """assets/sound/<name>.wav is the synthesis at RATE, mono, 16-bit:
    after a change to the synthesis, `python -m scenes.sound` writes them
    again (this test fails until it does)."""
    for name in (*sound.EFFECTS, "music"):
        with wave.open(str(sound.SOUND_DIR / f"{name}.wav"), "rb") as kept:
            assert (kept.getnchannels(), kept.getsampwidth(), kept.getframerate()) == (1, 2, sound.RATE), name
            assert kept.readframes(kept.getnframes()) == sound._pcm(sound.synthesized(name), 1).tobytes(), name


def test_a_sound_file_missing_or_unreadable_is_synthesized_instead(monkeypatch, tmp_path):
    """Without its file, or with one that is not a sound, a sound is
    synthesized at the mixer's format, and sounds the same."""
    pygame.mixer.init(sound.RATE, -16, 2, 512)
    try:
        rate, _, channels = pygame.mixer.get_init()
        from_file = sound._sound("click", rate, channels).get_raw()
        monkeypatch.setattr(sound, "SOUND_DIR", tmp_path)
        synthesized = sound._sound("click", rate, channels).get_raw()
        assert synthesized == sound._rendered("click", rate, channels)
        (tmp_path / "click.wav").write_bytes(b"RIFF, but not a sound")
        assert sound._sound("click", rate, channels).get_raw() == synthesized, "an unreadable file"
        if rate == sound.RATE:
            assert from_file == synthesized
    finally:
        pygame.mixer.quit()
