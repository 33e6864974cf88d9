"""A pygame-gui button moved and sized again, drawn once.

pygame-gui's own `set_dimensions` stretches the button's old look at
once and draws it whole again 0.35 s later (its "rapid resizing"), and
a button takes a new UI scale's font, borders and corners only when told
its theme changed (`rebuild_from_changed_theme_data`, which draws it
whole again if anything did).  A resized table stretched its Hint button
and drew it again, in the old scale's type, and made its prompt's
buttons afresh.  `refit` takes the new rect without a look, then the
theme as it is now, and draws the button once.

A button drawn again draws its normal look at once and queues its others
(hovered, selected, active) for pygame-gui's update to draw, one a frame
for every button: at 2560×1440 a wide button's look takes 2-7 ms, mostly
fresh pages for its enlarged scratch shapes (`scenes.gui_shapes`), so
the frame of a resize that refits three buttons drew three more looks,
and so did each of the next three.  `refit` holds them back, and
`queue_held_looks` (called once a frame, after pygame-gui's update) gives
them back to one button at a time, the next once it has drawn them all:
one look a frame from the frame after.  A look wanted sooner is drawn
when it is first shown, as pygame-gui does.

A button made anew (`made`: the prompt's, the Hint) is held the same
way: pygame-gui draws its normal look as it is made and would draw its
others in the next frames, every new button's at once, so the frame
after a human's decision showed drew the prompt buttons' hovered looks
with the Hint button made (22-26 ms CPU at 2560×1440).  No look is given
back after a frame that made a button: that frame drew looks enough.
"""
from __future__ import annotations

from collections import deque

import pygame
from pygame_gui.elements import UIButton

#: Buttons `refit` drew again, each with the looks its shape then queued, oldest first.
_held: deque[tuple[UIButton, list[str]]] = deque()
#: The button drawing its looks given back (none: the next may start).
_drawing: list[UIButton] = []
#: Whether a button was made since the last frame's `queue_held_looks`.
_made_since: list[bool] = [False]


def made(button: UIButton) -> UIButton:
    """`button`, just made with its normal look drawn: its other looks
    wait for `queue_held_looks`, as a refitted button's do."""
    _hold(button, button.drawable_shape)
    _made_since[0] = True
    return button


def refit(button: UIButton, rect: pygame.Rect) -> None:
    """`button` at `rect` (relative to its container), with the theme's
    lengths now, drawn again only if its size or its theme changed, and
    then once (hidden or not): its other looks wait for `queue_held_looks`."""
    resized = button.rect.size != rect.size
    if resized:
        button.relative_rect.size = rect.size
        button.rect.size = rect.size
    button.set_relative_position(rect.topleft)
    shape = button.drawable_shape
    button.rebuild_from_changed_theme_data()   # draws it if the theme changed
    if resized and button.drawable_shape is shape:
        button.rebuild()
    if button.drawable_shape is not shape:
        _hold(button, button.drawable_shape)


def _hold(button: UIButton, drawn) -> None:
    """The looks `button`'s new shape `drawn` queued wait their turn (see `queue_held_looks`)."""
    if drawn is not None:
        _held.append((button, list(drawn.states_to_redraw_queue)))
        drawn.states_to_redraw_queue.clear()


def queue_held_looks() -> None:
    """Once a frame, after pygame-gui's update: when no button is drawing
    the looks given back to it, the next held button gets its own (those
    not drawn since) to draw from pygame-gui's next update, one a frame;
    none after a frame that made a button."""
    if _made_since[0]:
        _made_since[0] = False
        return
    if _drawing and _drawing[0].alive() and _drawing[0].drawable_shape.states_to_redraw_queue:
        return
    _drawing.clear()
    while _held:
        button, looks = _held.popleft()
        shape = button.drawable_shape
        if button.alive() and shape is not None:
            shape.states_to_redraw_queue.extend(look for look in looks if not shape.states[look].generated)
            if shape.states_to_redraw_queue:
                _drawing.append(button)
                return
