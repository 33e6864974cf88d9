"""The table toolkit: tween maths, skipping, cached sprites, silent sound."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from scenes.table import shadows, sprites
from scenes.table.tween import (Call, Parallel, Sequence, Tween, Tweener, Wait, ease_in_out, ease_out_back,
                                ease_out_bounce, ease_in, ease_out, flip, lerp, linear, move, stagger)


class Box:
    def __init__(self):
        self.x = 0.0
        self.pos = (0.0, 0.0)
        self.scale_x = 1.0


@pytest.mark.parametrize("ease", [linear, ease_in, ease_out, ease_in_out, ease_out_back, ease_out_bounce])
def test_easings_start_at_0_and_end_at_1(ease):
    assert ease(0.0) == pytest.approx(0.0, abs=1e-9)
    assert ease(1.0) == pytest.approx(1.0, abs=1e-9)


def test_lerp_numbers_and_tuples():
    assert lerp(0, 10, 0.25) == 2.5
    assert lerp((0, 10), (10, 30), 0.5) == (5, 20)


def test_tween_reaches_values_in_time_and_reports_leftover():
    box = Box()
    tween = Tween(box, 1.0, linear, x=10)
    assert tween.update(0.25) == 0.0
    assert box.x == pytest.approx(2.5)
    left = tween.update(1.0)
    assert tween.done and box.x == 10 and left == pytest.approx(0.25)


def test_delay_holds_the_start_value():
    box = Box()
    box.x = 4
    tween = Tween(box, 1.0, linear, delay=0.5, x=8)
    tween.update(0.5)
    assert box.x == 4
    tween.update(0.5)
    assert box.x == pytest.approx(6)


def test_sequence_runs_in_order_and_parallel_waits_for_longest():
    box, calls = Box(), []
    seq = Sequence(Tween(box, 0.5, linear, x=5), Call(lambda: calls.append(box.x)), Tween(box, 0.5, linear, x=0))
    seq.update(0.6)   # 0.5 for the first, the call, then 0.1 of the second
    assert calls == [5] and box.x == pytest.approx(4)
    other = Box()
    group = Parallel(Tween(box, 0.2, linear, x=1), Tween(other, 1.0, linear, x=1))
    group.update(0.5)
    assert not group.done and box.x == 1
    group.update(0.5)
    assert group.done and other.x == 1


def test_move_and_flip_helpers():
    box, turned = Box(), []
    tweens = Tweener()
    tweens.add(Sequence(move(box, (100, 50), 0.4), flip(box, lambda: turned.append(True), 0.2)))
    tweens.update(0.4)
    assert box.pos == (100, 50)
    tweens.update(0.1)
    assert box.scale_x == pytest.approx(0.0) and turned == [True]
    tweens.update(0.1)
    assert box.scale_x == 1.0 and not tweens.busy


def test_speed_factor_scales_time():
    box = Box()
    speed = {"value": 4.0}
    tweens = Tweener(lambda: speed["value"])
    tweens.add(Tween(box, 1.0, linear, x=10))
    tweens.update(0.125)
    assert box.x == pytest.approx(5)


def test_skip_finishes_everything_including_callbacks_and_chained_animations():
    box, other, log = Box(), Box(), []
    tweens = Tweener()
    # a callback that starts another animation: skip must finish that too
    tweens.add(Sequence(Wait(5), Call(lambda: tweens.add(Tween(other, 3, linear, x=7))), Tween(box, 2, linear, x=9)),
               stagger([Call(lambda i=i: log.append(i)) for i in range(3)], 1.0))
    tweens.skip()
    assert box.x == 9 and other.x == 7 and log == [0, 1, 2]
    assert not tweens.busy


def test_sprites_are_cached_and_sized():
    pygame.init()
    card = sprites.playing_card("Q", "H", (60, 84))
    assert card.get_size() == (60, 84)
    assert sprites.playing_card("Q", "H", (60, 84)) is card
    assert sprites.playing_card("big_joker", None).get_size() == sprites.CARD_SIZE
    assert sprites.card_back().get_size() == sprites.CARD_SIZE
    for color in ("red", "blue", "yellow"):
        assert sprites.gem(color, 24).get_size() == (24, 24)
    assert len(set(sprites.GEM_SHAPES.values())) == 3, "each gem colour has its own shape"
    assert sprites.die(5, 40).get_size() == (40, 40)
    assert sprites.chip_stack(12).get_height() > sprites.chip_stack(1).get_height()
    for kind in sprites.COIN_COLORS:
        assert sprites.coin(kind, 26).get_size() == (26, 26)


def test_sounds_never_fail():
    from scenes.sound import Sounds
    sounds = Sounds(0.5)
    sounds.play("card")               # before the device opens: silently nothing
    sounds.start()
    for name in ("card", "chip", "coin", "dice", "roar", "fanfare", "click", "no-such-sound"):
        sounds.play(name)
    sounds.set_volume(0.0)


def test_synthesized_effects_are_short_and_in_range():
    from scenes.sound import EFFECTS
    for name, make in EFFECTS.items():
        samples = make(8000)
        assert 0 < len(samples) <= 8000 * 1.5, name
        assert max(abs(s) for s in samples) <= 1.5, name


def test_reading_sees_every_string_and_face_even_from_cached_drawings():
    from scenes import style
    pygame.font.init()
    sprites.playing_card("Q", "H", (60, 84))          # cached before reading starts
    style.text("Mei", style.BODY)
    with style.reading() as seen:
        sprites.playing_card("Q", "H", (60, 84))
        style.text("Mei", style.BODY)
    style.text("after", style.BODY)
    assert seen.faces == ["QH"]
    assert "Mei" in seen.strings and "Q" in seen.strings and "after" not in seen.strings


def test_music_loops_without_a_seam_and_effects_are_distinct():
    """The synthesized music starts and ends in silence (no click at the
    loop point) and stays within full scale; the effects for your turn, a
    murder or robbery and a win are different sounds."""
    from scenes.sound import EFFECTS, tavern_music
    music = tavern_music(8000)
    assert abs(music[0]) < 1e-6 and abs(music[-1]) < 1e-6
    assert 0.2 < max(abs(x) for x in music) < 1.0
    rendered = {name: EFFECTS[name](8000) for name in ("turn", "sting", "win")}
    assert len({tuple(round(x, 3) for x in samples[:400]) for samples in rendered.values()}) == 3


def test_m_mutes_music_and_effects_and_the_setting_is_kept(app):
    from app_driver import frames
    assert not app.settings.muted
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m", scancode=0))
    frames(app, 1)
    assert app.settings.muted and app.sound.muted and app.settings.to_json()["muted"] is True
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m", scancode=0))
    frames(app, 1)
    assert not app.settings.muted and not app.sound.muted


@pytest.mark.parametrize("size, radius, blur", [((120, 170), 8, 8), ((300, 90), 12, 11), ((61, 200), 4, 6),
                                                ((30, 30), 5, 8)])
def test_a_shadow_cut_from_a_small_blurred_square_is_the_fully_blurred_shadow(size, radius, blur):
    pygame.display.init()
    fast = shadows.shadow(size, radius, blur)
    full = shadows._blurred(size, min(radius, size[0] // 2, size[1] // 2), blur, 110)
    assert fast.get_size() == full.get_size() == (size[0] + 4 * blur, size[1] + 4 * blur)
    assert all(fast.get_at((x, y)).a == full.get_at((x, y)).a
               for x in range(0, fast.get_width(), 2) for y in range(0, fast.get_height(), 2))
