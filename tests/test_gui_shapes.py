"""pygame-gui's rounded buttons let go of their enlarged scratch shapes as
soon as each look is drawn (about 8 MB a button at UI scale 2.0), and
their looks are the very pixels pygame-gui draws keeping them."""
import pygame
from pygame_gui.core.drawable_shapes.rounded_rect_drawable_shape import RoundedRectangleShape

from scenes import gui_shapes

from app_driver import frames, make_app

STATES = ("normal", "hovered", "disabled", "selected", "active")


def _looks(app, rect) -> dict[str, bytes]:
    """Every look of a menu button of `rect`'s size, each drawn now."""
    from pygame_gui.core import ObjectID
    from pygame_gui.elements import UIButton
    button = UIButton(rect, "app.title.new_game", app.ui, object_id=ObjectID(class_id="@menu_button"))
    shape = button.drawable_shape
    for state in STATES:
        shape.redraw_state(state)
    looks = {state: pygame.image.tobytes(shape.states[state].surface, "RGBA") for state in STATES}
    button.kill()
    return looks


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
    monkeypatch.setattr(RoundedRectangleShape, "redraw_state", RoundedRectangleShape.redraw_state.__wrapped__)
    theirs = _looks(app, rect)
    assert ours == theirs


def test_installing_twice_wraps_pygame_guis_drawing_once():
    gui_shapes.drop_scratch_shapes_after_each_look()
    installed = RoundedRectangleShape.redraw_state
    gui_shapes.drop_scratch_shapes_after_each_look()
    assert RoundedRectangleShape.redraw_state is installed
    assert not hasattr(installed.__wrapped__, "__wrapped__")
