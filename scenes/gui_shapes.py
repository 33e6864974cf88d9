"""pygame-gui's rounded buttons without their scratch pictures.

To smooth a rounded rectangle's edges pygame-gui draws it four times as
wide and high, then shrinks it; the large white shapes it drew (about
8 MB for a title-menu button at UI scale 2.0) are kept on the button
until every one of its looks (normal, hovered, pressed, ...) has been
drawn, one a frame.  Under 40,000 pixels a button's finished looks are
shared through pygame-gui's shape cache, so this hardly shows at 1920×1080;
at 2560×1440 every button is bigger, and the nine of the title menu held
about 70 MB at once.  Here a shape lets go of them as soon as the look
they were drawn for is finished: the next look draws its own.
"""
from __future__ import annotations

import functools

from pygame_gui.core.drawable_shapes.rounded_rect_drawable_shape import RoundedRectangleShape


def drop_scratch_shapes_after_each_look() -> None:
    """From now on every rounded shape frees its enlarged scratch shapes
    when it has drawn one of its looks (pygame-gui frees them after the
    last).  Idempotent."""
    draw_look = RoundedRectangleShape.redraw_state
    if hasattr(draw_look, "__wrapped__"):
        return

    @functools.wraps(draw_look)
    def redraw_state(shape: RoundedRectangleShape, state_str: str, add_text: bool = True) -> None:
        draw_look(shape, state_str, add_text)
        shape.clean_up_temp_shapes()

    RoundedRectangleShape.redraw_state = redraw_state
