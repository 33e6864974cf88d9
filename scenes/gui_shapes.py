"""pygame-gui's rounded buttons drawn four times as large only at their ends.

To smooth a rounded rectangle's edges pygame-gui draws it four times as
wide and high, then shrinks it: for a title-menu button at 1280×720
(340×48) about fourteen passes over a 1360×192 picture, 2.9 ms of the time
to the title, and 6-18 ms a button at 2560×1440.  But between its
rounded ends such a rectangle is one column over and over, and shrinking
by four makes each column from its own four: so `paint_rounded_background`
draws it at a width just past its two corners (`narrow_width`), shrinks
that, and stretches its middle column across, the very pixels pygame-gui
draws (`tests/test_gui_shapes.py` compares them, look by look).  The one
step of pygame-gui's that depends on the whole width, its background
shape scaled from its border shape, takes each column where pygame's
scaling of the whole width takes it (`_column_map`).

A plain rounded rectangle (no shadow, no gradient, no filled bar) is
drawn so (`_redraw_plain_state`, which keeps
pygame-gui's shape cache as `RoundedRectangleShape.redraw_state` does);
any other by pygame-gui, whose large scratch shapes (about 8 MB for a
title-menu button at UI scale 2.0) are let go of as soon as the look they
were drawn for is finished, not kept until every look (normal, hovered,
pressed, ...) has been drawn, one a frame.
"""
from __future__ import annotations

import array
import functools

import pygame
from pygame_gui.core.colour_gradient import ColourGradient
from pygame_gui.core.drawable_shapes.rounded_rect_drawable_shape import RoundedRectangleShape
from pygame_gui.core.utility import basic_blit

#: How much larger pygame-gui draws a rounded rectangle before shrinking it.
AA = 4
#: pygame-gui's shape cache keeps the looks of shapes under this many pixels.
CACHED_UNDER = 40000


def draw_rounded_looks_by_their_ends() -> None:
    """From now on every plain rounded shape draws its looks by their ends
    (see the module docstring), and any other frees its enlarged scratch
    shapes when it has drawn one of its looks.  Idempotent."""
    draw_look = RoundedRectangleShape.redraw_state
    if hasattr(draw_look, "__wrapped__"):
        return

    @functools.wraps(draw_look)
    def redraw_state(shape: RoundedRectangleShape, state_str: str, add_text: bool = True) -> None:
        if is_plain(shape, state_str):
            _redraw_plain_state(shape, state_str, add_text)
        else:
            draw_look(shape, state_str, add_text)
            shape.clean_up_temp_shapes()

    RoundedRectangleShape.redraw_state = redraw_state


def is_plain(shape: RoundedRectangleShape, state_str: str) -> bool:
    """Whether the look `state_str` is a plain rounded rectangle: no shadow,
    a colour each for border and background, no filled bar, some size."""
    theming = shape.theming
    return (shape.shadow_width == 0 and shape.containing_rect.width > 0 and shape.containing_rect.height > 0
            and not isinstance(theming[f"{state_str}_bg"], ColourGradient)
            and not isinstance(theming[f"{state_str}_border"], ColourGradient)
            and "filled_bar" not in theming and "filled_bar_width_percentage" not in theming)


def _redraw_plain_state(shape: RoundedRectangleShape, state_str: str, add_text: bool) -> None:
    """`RoundedRectangleShape.redraw_state` for a plain look, its
    background painted by `paint_rounded_background`."""
    state = shape.states[state_str]
    size = shape.containing_rect.size
    border, background = shape.theming[f"{state_str}_border"], shape.theming[f"{state_str}_bg"]
    cache = shape.shape_cache
    shape_id = cache.build_cache_id("rounded_rectangle", size, shape.shadow_width, shape.border_widths,
                                    border, background, shape.shape_corner_radius)
    found = cache.find_surface_in_cache(shape_id)
    if found is not None:
        state.surface = found.copy()
    else:
        state.surface = shape.base_surface.copy()
        paint_rounded_background(state.surface, shape.border_widths["left"], shape.shape_corner_radius,
                                 border, background, shape.theming.get("border_overlap", 0))
        if state.cached_background_id is not None:
            cache.remove_user_from_cache_item(state.cached_background_id)
        if not shape.has_been_resized and size[0] * size[1] < CACHED_UNDER and max(size) <= 1024:
            cache.add_surface_to_cache(state.surface.copy(), shape_id)
            state.cached_background_id = shape_id
    shape.finalise_images_and_text(f"{state_str}_images", state_str, f"{state_str}_text",
                                   f"{state_str}_text_shadow", add_text)
    state.has_fresh_surface = True
    state.generated = True


def narrow_width(width: int, border: int, radii) -> int:
    """The width drawn large: both rounded ends with room to spare and one
    middle column (the whole width, for a rectangle no wider)."""
    return min(width, 2 * _end_width(border, radii) + 1)


def _end_width(border: int, radii) -> int:
    """How many columns from each side differ from the middle one: the
    corners, the border and a column of smoothing each."""
    return max(radii) + border + 2


def paint_rounded_background(surface: pygame.Surface, border: int, radii, border_colour: pygame.Color,
                             background: pygame.Color, overlap: int = 0) -> None:
    """Onto the transparent `surface`, the rounded rectangle filling it that
    pygame-gui draws (border `border` wide in `border_colour`, corner
    `radii`, the background over the border's inner `overlap` pixels),
    drawn large only `narrow_width` wide."""
    width, height = surface.get_size()
    narrow = narrow_width(width, border, radii)
    large = _large_rounded_rectangle((width, height), narrow, border, radii, border_colour, background, overlap)
    shrunk = pygame.transform.smoothscale(large, (narrow, height))
    if narrow == width:
        basic_blit(surface, shrunk, (0, 0))
        return
    end = _end_width(border, radii)
    basic_blit(surface, shrunk, (0, 0), pygame.Rect(0, 0, end, height))
    basic_blit(surface, shrunk, (width - end, 0), pygame.Rect(narrow - end, 0, end, height))
    middle = pygame.transform.scale(shrunk.subsurface((end, 0, 1, height)), (width - 2 * end, height))
    basic_blit(surface, middle, (end, 0))


def _large_rounded_rectangle(size: tuple[int, int], narrow: int, border: int, radii, border_colour: pygame.Color,
                             background: pygame.Color, overlap: int) -> pygame.Surface:
    """pygame-gui's rounded rectangle of `size` drawn AA times as large,
    only `narrow` columns of it (each end whole, one middle column): its
    border's shape in the border colour, a hole cut for the background
    (`overlap` in from the border's inner edge), and the background's
    shape, the border's shape scaled, in its colour."""
    width, height = size[0] * AA, size[1] * AA
    narrow_large, inset = narrow * AA, border * AA
    shape = _white_rounded_rectangle((narrow_large, height), _large_radii((width, height), radii))
    drawn = pygame.Surface((narrow_large, height), pygame.SRCALPHA, 32)
    if border > 0:
        basic_blit(drawn, _tinted(shape, border_colour), (0, 0))
    inner_width, inner_height = width - 2 * inset, height - 2 * inset
    if inner_width <= 0 or inner_height <= 0:
        return drawn
    scale = min(inner_width / width, inner_height / height)
    inner_radii = _large_radii((inner_width, inner_height), [int(radius * scale) for radius in radii])
    narrow_inner = narrow_large - 2 * inset
    hole_in = overlap * AA
    if inner_width - 2 * hole_in > 0 and inner_height - 2 * hole_in > 0:
        hole = _white_rounded_rectangle((narrow_inner - 2 * hole_in, inner_height - 2 * hole_in), inner_radii,
                                        offset=AA // 2)
        drawn.blit(hole, (inset + hole_in, inset + hole_in), special_flags=pygame.BLEND_RGBA_SUB)
    inner = _scaled_columns(shape, width, (inner_width, inner_height), narrow_inner) if border > 0 else shape
    basic_blit(drawn, _tinted(inner, background), (inset, inset))
    return drawn


def _scaled_columns(shape: pygame.Surface, width: int, size: tuple[int, int], narrow: int) -> pygame.Surface:
    """The `narrow` columns of `shape` (the ends of a shape `width` wide)
    that pygame's nearest-pixel scaling of the whole shape to `size` shows,
    scaled to its height: each column taken where the whole width takes it."""
    shape_narrow, height = shape.get_size()
    left_out, end = width - shape_narrow, (shape_narrow - 1) // 2

    def narrow_column(column: int) -> int:
        if column < end or left_out == 0:
            return column
        if column >= width - end:
            return column - left_out
        return end   # the middle: all alike

    taken = _column_map(width, size[0])
    sources = [narrow_column(taken[x if x < narrow // 2 else x + size[0] - narrow]) for x in range(narrow)]
    columns = pygame.Surface((narrow, height), pygame.SRCALPHA, 32)
    start = 0
    for x in range(1, narrow + 1):
        if x == narrow or sources[x] != sources[x - 1] + 1:
            columns.blit(shape, (start, 0), (sources[start], 0, x - start, height),
                         special_flags=pygame.BLEND_RGBA_ADD)   # onto nothing: a copy
            start = x
    return pygame.transform.scale(columns, (narrow, size[1]))


def _column_map(width: int, scaled_width: int) -> list[int]:
    """For each column of a picture `width` wide scaled to `scaled_width`
    by `pygame.transform.scale`, the column it shows."""
    numbered = pygame.image.frombytes(array.array("I", range(width)).tobytes(), (width, 1), "RGBA")
    scaled = pygame.transform.scale(numbered, (scaled_width, 1))
    return memoryview(pygame.image.tobytes(scaled, "RGBA")).cast("I").tolist()


def _white_rounded_rectangle(size: tuple[int, int], radii, offset: int = 0) -> pygame.Surface:
    """pygame-gui's white rounded rectangle on transparent, `offset` in at
    the top left."""
    shape = pygame.Surface(size, pygame.SRCALPHA, 32)
    RoundedRectangleShape.draw_colourless_rounded_rectangle(radii, shape, offset)
    return shape


def _large_radii(size: tuple[int, int], radii) -> list[int]:
    """pygame-gui's corner radii of a shape drawn large (`size`, already large)."""
    half = min(size[0] / 2, size[1] / 2)
    return [max(int(half), 0) * AA if radius > half else max(radius, 0) * AA for radius in radii]


def _tinted(shape: pygame.Surface, colour: pygame.Color) -> pygame.Surface:
    """A copy of the white `shape` multiplied by `colour`, as pygame-gui tints."""
    tinted = shape.copy()
    tint = pygame.Surface(shape.get_size(), pygame.SRCALPHA, 32)
    tint.fill(colour)
    tinted.blit(tint, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return tinted
