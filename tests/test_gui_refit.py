"""A pygame-gui button refitted to a new rect and UI scale is drawn once,
in the theme's lengths now, and its other looks follow over the frames
after, one a frame (`scenes.gui_refit`)."""
import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from scenes.gui_refit import refit
from app_driver import frames, make_app

LOOKS = ("hovered", "selected", "active")


def test_refitted_buttons_draw_their_other_looks_after_the_frame_one_a_frame():
    app = make_app()
    buttons = [UIButton(pygame.Rect(20, 20 + 60 * i, 200, 40), f"Button {i}", app.ui,
                        object_id=ObjectID(class_id="@prompt_button")) for i in range(2)]
    frames(app, 12)
    app.resize((2560, 1440))
    for i, button in enumerate(buttons):
        refit(button, pygame.Rect(40, 40 + 120 * i, 400, 80))
    shapes = [button.drawable_shape for button in buttons]
    drawn = []
    for _ in range(12):
        before = sum(shape.states[look].generated for shape in shapes for look in LOOKS)
        frames(app, 1)
        drawn.append(sum(shape.states[look].generated for shape in shapes for look in LOOKS) - before)
    assert drawn[0] == 0, "none in the refit's frame"
    assert max(drawn) == 1 and sum(drawn) == len(shapes) * len(LOOKS)
    assert [button.rect.size for button in buttons] == [(400, 80), (400, 80)]
    assert all(button.font is app.ui.get_theme().get_font(button.combined_element_ids) for button in buttons)


def test_a_button_refitted_to_its_own_size_and_theme_is_only_moved():
    app = make_app()
    button = UIButton(pygame.Rect(20, 20, 200, 40), "Stay", app.ui, object_id=ObjectID(class_id="@prompt_button"))
    shape = button.drawable_shape
    refit(button, pygame.Rect(60, 30, 200, 40))
    assert button.drawable_shape is shape and button.rect.topleft == (60, 30)
