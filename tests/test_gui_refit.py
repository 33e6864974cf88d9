"""A pygame-gui button refitted to a new rect and UI scale is drawn once,
in the theme's lengths now, and its other looks follow over the frames
after, one a frame (`scenes.gui_refit`)."""
import pygame
from pygame_gui.core import ObjectID
from pygame_gui.core.drawable_shapes.rounded_rect_drawable_shape import RoundedRectangleShape
from pygame_gui.elements import UIButton

from game.match import AI, Match, Seat
from scenes.gui_refit import refit
from app_driver import frames, make_app, wait_a_frame

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


def test_the_frame_a_decision_shows_in_draws_its_buttons_normal_looks_and_every_frame_after_one_look(monkeypatch):
    """Ann's decision (a bid) shows with its prompt's buttons, each drawn in its
    normal look only; the Hint button is made in a frame of its own, and
    the buttons' other looks follow one a frame (pygame-gui would draw
    one of every new button's in the same frame)."""
    app = make_app()
    looks = []
    draw_look = RoundedRectangleShape.redraw_state
    monkeypatch.setattr(RoundedRectangleShape, "redraw_state",
                        lambda shape, look, *args: looks.append(look) or draw_look(shape, look, *args))
    match = Match("dragonstones", [Seat("Ann"), Seat("Bo", AI, "easy"), Seat("Cy", AI, "easy")], seed=4)
    while all(decision.seat != 0 for decision in match.pending()):
        seat = match.pending()[0].seat
        match.submit(seat, match.think(seat))
    app.open_game(match)
    table = app.scenes.top
    for _ in range(600):
        looks.clear()
        wait_a_frame(app, table)
        if table.decision is not None:
            break
    assert table.decision.seat == 0 and table.prompt.slots and looks == ["normal"] * len(table.prompt.slots)
    drawn = []
    for _ in range(40):
        looks.clear()
        frames(app, 1)
        drawn.append(len(looks))
    assert max(drawn) == 1 and table.hint.button.drawable_shape.states["normal"].generated
    assert all(shape.states[look].generated for shape in [table.hint.button.drawable_shape]
               + [button.drawable_shape for button, _, _ in table.prompt.slots] for look in LOOKS)
