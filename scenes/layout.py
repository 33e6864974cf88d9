"""Where things go on screen: the one layout system of Tavern Table.

Every screen (menus, tables, overlays, every title) places its things the
same way, so it fits any window from 960×600 to fullscreen 4K:

1. **One UI scale.**  The app calls `set_window(size)` whenever the window
   opens or changes size.  That sets `scale()` from the window's shorter
   side (1.0 at 1280×720; 0.83 at 960×600; 1.5 at 1920×1080; 2.0 at
   2560×1440) and re-sets the type scale `style.SMALL … style.DISPLAY` to
   match.  Write every length as it would be at 1280×720 and pass it
   through `px()`: ``px(12)`` for a gap, ``px(120), px(170)`` for a card.
   Fonts: always `style.SMALL`/`BODY`/`HEADING`/`TITLE`/`DISPLAY` (read
   them when you draw, never copy them into a constant at import time).
   Everything then keeps its proportions at every size.

2. **Named regions from the window size.**  A screen computes its
   rectangles in its `layout(size)` hook, top-down, with the helpers here:
   `inset`, `split` (rows or columns: fixed lengths, fractions, "the
   rest"), `grid` (the largest cells of a given shape that fit `count`
   things), `fit_size`, `card_row`.  A table lays its game out inside
   `self.table_rect` (the felt left by the seat panels, log and prompt
   bar) and names its parts in `table_regions()`; `regions()` adds the
   frame, and `region_problems(regions, window)` says which lie outside
   the window or overlap (tests/test_layout_sizes.py checks every title in
   the registry at four sizes).  Lay the screen out again whenever the
   window changes (`Scene.on_resize` calls the table's `layout`): nothing
   caches a position across a resize.  For example::

       def layout(self, size):
           area = inset(self.table_rect, px(8))
           self.board, self.tray, self.hand_area = split(area, [None, px(120), px(140)], px(8))

       def table_regions(self):
           return {"board": self.board, "tray": self.tray, "hand": self.hand_area}

3. **Text fits its box.**  Put words in a box with `style.draw_text`
   (`style.fit_text` to measure first): it wraps them to the box, then
   shrinks them (down to `min_size`, by default 70% of the asked size,
   never below `style.MIN_TEXT`) until they fit, and never cuts them
   unless even that fails.  Inside `style.reading()` a test sees every
   string drawn, and for `draw_text` the box and whether it fitted.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import pygame

from scenes import style

#: The smallest window the app allows.
MIN_WINDOW = (960, 600)
#: The window the lengths in the code are written for (`scale() == 1`).
DESIGN_WINDOW = (1280, 720)
#: The narrowest design width a window is laid out for: a window narrower
#: than 16:10 scales down by its width instead, so nothing runs off the side.
DESIGN_MIN_WIDTH = 1152
#: Scales are multiples of this step, so a live resize builds a handful of
#: font sizes and cached pictures, not one per pixel.
SCALE_STEP = 1 / 12
#: The type scale at scale 1 (style.SMALL … style.DISPLAY follow it).
TYPE_SCALE = {"SMALL": 14, "BODY": 18, "HEADING": 24, "TITLE": 36, "DISPLAY": 56}

_scale = 1.0


def ui_scale(size: tuple[int, int]) -> float:
    """The UI scale for a window of `size`: its height against 720 (its
    width against 1152 when it is narrower than 16:10), in steps of 1/12.

    >>> [round(ui_scale(s), 3) for s in [(960, 600), (1280, 720), (1920, 1080), (2560, 1440), (900, 900)]]
    [0.833, 1.0, 1.5, 2.0, 0.75]
    """
    w, h = size
    raw = min(h / DESIGN_WINDOW[1], w / DESIGN_MIN_WIDTH)
    return max(SCALE_STEP, int(raw / SCALE_STEP + 1e-6) * SCALE_STEP)


def set_window(size: tuple[int, int]) -> float:
    """The window is now `size`: set the UI scale and the type scale."""
    global _scale
    _scale = ui_scale(size)
    for name, base in TYPE_SCALE.items():
        setattr(style, name, max(style.MIN_TEXT, round(base * _scale)))
    return _scale


def scale() -> float:
    """The current UI scale (1.0 at 1280×720)."""
    return _scale


def px(length: float) -> int:
    """`length` (written for 1280×720) at the current UI scale, in whole
    pixels; never 0 for a non-zero length."""
    scaled = round(length * _scale)
    return scaled if scaled or not length else (1 if length > 0 else -1)


def px_at_least(length: float) -> int:
    """`length` scaled up with a larger window, never down: for the few
    controls that are already as small as they can be at 1280×720."""
    return max(round(length), px(length))


# --- rectangles --------------------------------------------------------------
def inset(rect: pygame.Rect, by: int, by_y: int | None = None) -> pygame.Rect:
    """`rect` shrunk by `by` pixels on each side (`by_y` top and bottom)."""
    by_y = by if by_y is None else by_y
    return pygame.Rect(rect.left + by, rect.top + by_y, max(0, rect.w - 2 * by), max(0, rect.h - 2 * by_y))


def split(rect: pygame.Rect, sizes: Sequence[int | float | None], gap: int = 0,
          vertical: bool = True) -> list[pygame.Rect]:
    """Cut `rect` into rows (`vertical`) or columns, `gap` apart.  Each size
    is a length in pixels (int), a fraction of `rect` (float), or None for
    an equal share of what is left.

    >>> [tuple(r) for r in split(pygame.Rect(0, 0, 100, 100), [20, None, 0.5], gap=5)]
    [(0, 0, 100, 20), (0, 25, 100, 20), (0, 50, 100, 50)]
    >>> [r.w for r in split(pygame.Rect(0, 0, 100, 10), [None, None], vertical=False)]
    [50, 50]
    """
    total = rect.h if vertical else rect.w
    lengths = [round(s * total) if isinstance(s, float) else s for s in sizes]
    free = total - gap * (len(sizes) - 1) - sum(n for n in lengths if n is not None)
    shares = lengths.count(None)
    lengths = [max(0, free // shares) if n is None else n for n in lengths]
    rects, at = [], rect.top if vertical else rect.left
    for n in lengths:
        rects.append(pygame.Rect(rect.left, at, rect.w, n) if vertical else pygame.Rect(at, rect.top, n, rect.h))
        at += n + gap
    return rects


def fit_size(size: tuple[float, float], box: tuple[int, int]) -> tuple[int, int]:
    """`size` scaled up or down to the largest that fits in `box`, keeping
    its proportions.

    >>> fit_size((2, 3), (100, 100))
    (66, 100)
    """
    w, h = size
    factor = min(box[0] / w, box[1] / h)
    return max(1, int(w * factor)), max(1, int(h * factor))


@dataclass(frozen=True)
class Grid:
    """`count` cells of `cell` size, `columns` across, in rows."""

    area: pygame.Rect
    count: int
    columns: int
    cell: tuple[int, int]
    gap: int

    @property
    def rows(self) -> int:
        return -(-self.count // self.columns) if self.count else 0

    def rect(self, index: int) -> pygame.Rect:
        """Cell `index`, rows left to right, the grid centred in its area."""
        w, h = self.cell
        width = self.columns * w + (self.columns - 1) * self.gap
        height = self.rows * h + (self.rows - 1) * self.gap
        left = self.area.centerx - width // 2
        top = self.area.centery - height // 2
        row, column = divmod(index, self.columns)
        return pygame.Rect(left + column * (w + self.gap), top + row * (h + self.gap), w, h)

    def rects(self) -> list[pygame.Rect]:
        return [self.rect(i) for i in range(self.count)]


def grid(area: pygame.Rect, count: int, aspect: float, gap: int = 0, max_cell: tuple[int, int] | None = None) -> Grid:
    """The largest cells with width/height `aspect` (no larger than
    `max_cell`) of which `count` fit in `area` in rows.

    >>> g = grid(pygame.Rect(0, 0, 300, 100), 6, 1.0)
    >>> g.columns, g.cell
    (3, (50, 50))
    """
    best = Grid(area, count, max(count, 1), (1, 1), gap)
    best_w = 0
    for columns in range(1, max(count, 1) + 1):
        rows = -(-count // columns)
        w = min((area.w - gap * (columns - 1)) / columns, (area.h - gap * (rows - 1)) / rows * aspect)
        if max_cell:
            w = min(w, max_cell[0], max_cell[1] * aspect)
        if w > best_w:
            best_w = w
            best = Grid(area, count, columns, (max(1, int(w)), max(1, int(w / aspect))), gap)
    return best


def card_row(area: pygame.Rect, count: int, size: tuple[int, int], gap: int, top: int) -> list[pygame.Rect]:
    """`count` cards of `size` side by side, `gap` apart, centred in
    `area`; when they do not fit they overlap like a hand of cards.

    >>> [r.left for r in card_row(pygame.Rect(0, 0, 100, 50), 3, (20, 30), 10, 5)]
    [10, 40, 70]
    >>> [r.left for r in card_row(pygame.Rect(0, 0, 60, 50), 3, (20, 30), 10, 5)]
    [0, 20, 40]
    """
    w, h = size
    step = min(w + gap, (area.w - w) / max(count - 1, 1))
    width = step * (count - 1) + w if count else 0
    left = area.centerx - width / 2
    return [pygame.Rect(round(left + i * step), top, w, h) for i in range(count)]


def region_problems(regions: dict[str, pygame.Rect], window: pygame.Rect | tuple[int, int]) -> list[str]:
    """What is wrong with a screen's named regions: any that lies outside
    `window`, is empty, or overlaps another.  Empty when all is well."""
    window = pygame.Rect((0, 0), window) if isinstance(window, tuple) else window
    problems = []
    items = list(regions.items())
    for i, (name, rect) in enumerate(items):
        if rect.w <= 0 or rect.h <= 0:
            problems.append(f"{name} is empty: {tuple(rect)}")
        elif not window.contains(rect):
            problems.append(f"{name} {tuple(rect)} is outside the window {window.size}")
        for other, other_rect in items[i + 1:]:
            if rect.colliderect(other_rect):
                problems.append(f"{name} {tuple(rect)} overlaps {other} {tuple(other_rect)}")
    return problems


#: The pygame-gui theme values that are lengths (they scale with the UI).
THEME_LENGTHS = ("size", "shape_corner_radius", "border_width", "text_horiz_alignment_padding",
                 "text_vert_alignment_padding", "list_item_height")


def scaled_theme(theme: dict, factor: float) -> dict:
    """A copy of a pygame-gui theme (the parsed theme.json) with every font
    size, corner radius, border and padding at `factor` times its size, so
    menus and buttons scale with the tables."""
    def walk(node):
        if isinstance(node, dict):
            return {key: (str(max(1, round(int(value) * factor))) if key in THEME_LENGTHS and isinstance(value, str)
                          and value.isdigit() and int(value) else walk(value))
                    for key, value in node.items()}
        if isinstance(node, list):
            return [walk(item) for item in node]
        return node
    return walk(theme)
