"""pygame-gui's rounded buttons are drawn four times as large only at their
ends (their middle is one column over and over), and every look is the
very pixels pygame-gui draws; shapes drawn by pygame-gui let go of their
enlarged scratch shapes as soon as each look is drawn (about 8 MB a
button at UI scale 2.0)."""
import random

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.core.drawable_shapes.rounded_rect_drawable_shape import RoundedRectangleShape
from pygame_gui.elements import UIButton

from scenes import gui_shapes

from app_driver import frames, make_app

STATES = ("normal", "hovered", "disabled", "selected", "active")


def _looks(app, rect, css="@menu_button", object_id=None) -> dict[str, bytes]:
    """Every look of a button of `rect`'s size, each drawn now."""
    button = UIButton(rect, "app.title.new_game", app.ui, object_id=ObjectID(object_id=object_id, class_id=css))
    shape = button.drawable_shape
    for state in STATES:
        assert gui_shapes.is_plain(shape, state)
        shape.redraw_state(state)
    looks = {state: pygame.image.tobytes(shape.states[state].surface, "RGBA") for state in STATES}
    button.kill()
    return looks


def _pygame_guis_own(monkeypatch) -> None:
    monkeypatch.setattr(RoundedRectangleShape, "redraw_state", RoundedRectangleShape.redraw_state.__wrapped__)


def test_a_big_button_keeps_no_scratch_shape_once_its_looks_are_drawn():
    app = make_app()
    app.resize((2560, 1440))
    frames(app, 1)
    shapes = [b.drawable_shape for b in app.scenes.top.menu_buttons.values()]
    assert shapes and all(isinstance(s, RoundedRectangleShape) for s in shapes)
    assert all(s.temp_additive_shape is None and s.temp_subtractive_shape is None for s in shapes)


def test_the_looks_are_the_pixels_pygame_gui_draws_with_its_scratch_shapes(monkeypatch):
    app = make_app()
    app.resize((2560, 1440))
    rect = pygame.Rect(0, 0, 680, 96)      # over pygame-gui's shape cache's 40,000 pixels: drawn anew
    ours = _looks(app, rect)
    _pygame_guis_own(monkeypatch)
    assert _looks(app, rect) == ours


def test_buttons_drawn_large_only_at_their_ends_are_the_pixels_pygame_gui_draws(monkeypatch):
    """Every style of the game's rounded buttons (corners and borders as
    the UI scale makes them), at sizes from narrower than their two ends
    to wider than the widest menu, look by look."""
    app = make_app()
    rng = random.Random(34)
    sizes = [(340, 48), (37, 30), (21, 40), (64, 64), (690, 97)] + \
            [(rng.randint(20, 400), rng.randint(20, 80)) for _ in range(3)]
    assert any(gui_shapes.narrow_width(w, 2, [14] * 4) < w for w, _ in sizes)
    for window in ((1280, 720), (2560, 1440)):
        app.resize(window)
        cases = [(css, pygame.Rect((0, 0), size))
                 for css in ("@menu_button", "@small_button", "@danger_button", None) for size in sizes]
        ours = [_looks(app, rect, css) for css, rect in cases]
        with monkeypatch.context() as theirs:
            _pygame_guis_own(theirs)
            for (css, rect), look in zip(cases, ours):
                assert _looks(app, rect, css) == look, (window, css, rect.size)


def test_a_shadowed_button_is_drawn_by_pygame_gui_and_lets_go_of_its_scratch_shapes():
    app = make_app()
    app.ui.get_theme().load_theme({"#shadowed": {"misc": {"shadow_width": "3"}}})
    button = UIButton(pygame.Rect(0, 0, 300, 60), "app.title.new_game", app.ui, object_id="#shadowed")
    shape = button.drawable_shape
    assert shape.shadow_width == 3 and not gui_shapes.is_plain(shape, "normal")
    assert shape.temp_additive_shape is None and shape.temp_subtractive_shape is None


def test_installing_twice_wraps_pygame_guis_drawing_once():
    gui_shapes.draw_rounded_looks_by_their_ends()
    installed = RoundedRectangleShape.redraw_state
    gui_shapes.draw_rounded_looks_by_their_ends()
    assert RoundedRectangleShape.redraw_state is installed
    assert not hasattr(installed.__wrapped__, "__wrapped__")
