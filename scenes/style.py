"""The one palette and type scale of Tavern Table (the pygame-gui theme in
assets/theme.json uses the same values), the font loader and the table
background.

Fonts are pygame-gui's bundled Noto Sans SC, which covers Latin and Chinese.
Rendered text and backgrounds are cached: a frame only blits.

`text` is the one way anything on a table turns words into pixels, and
`face` is told about every card face drawn: `reading()` lets a test see
every string and face a frame draws (the pass-and-play privacy check).
Words that must stay inside a box go through `draw_text`, which wraps and
shrinks them to fit (`fit_text`); `reading()` also records its boxes, so a
test checks that every such text fits.
"""
from __future__ import annotations

import random
import sys
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache, wraps
from typing import Iterator

import pygame

from game.resources import asset
from scenes.cjk_breaks import break_lines

FELT = pygame.Color("#1f4d3a")
FELT_DARK = pygame.Color("#173b2c")
WOOD = pygame.Color("#6b4226")
WOOD_DARK = pygame.Color("#4a2c17")
WOOD_LIGHT = pygame.Color("#8a5a35")
PARCHMENT = pygame.Color("#f3e6c8")
INK = pygame.Color("#2b2118")
GOLD = pygame.Color("#d4a640")
GOLD_LIGHT = pygame.Color("#f0cf75")
RED = pygame.Color("#a8322d")
BLUE = pygame.Color("#2f5f9e")
TEXT_LIGHT = pygame.Color("#f5ecd7")
MUTED = pygame.Color("#bfae8e")
PANEL = pygame.Color("#2a1d14")

#: The type scale, in pixels at the current UI scale: scenes.layout.set_window
#: re-sets it when the window changes size (these are the sizes at 1280×720),
#: so read it when drawing, never copy it into a constant at import time.
SMALL, BODY, HEADING, TITLE, DISPLAY = 14, 18, 24, 36, 56
#: The smallest font size any text may shrink to, in pixels.
MIN_TEXT = 10

#: Noto Sans SC, pygame-gui's own Chinese font, with its glyph list stored
#: as one range (assets/fonts/README.md): FreeType opens it in 0.2 ms, not
#: the 6 ms it spends reading the original's 13,000 ranges two bytes at a time.
FONT_REGULAR = str(asset("fonts", "NotoSansSC-Regular.otf"))
FONT_BOLD = str(asset("fonts", "NotoSansSC-Bold.otf"))


#: How a font shapes text: (script, direction, underline).  The tables
#: keep SDL_ttf's defaults ("Zzzz": no script set); pygame-gui shapes as
#: Latin ("Latn"), which kerns Latin letters differently.
PLAIN_SHAPING = ("Zzzz", pygame.DIRECTION_LTR, False)

_faces: dict[bool, pygame.font.Font] = {}
_shaping: dict[bool, tuple[str, int, bool]] = {}


def font(size: int = BODY, bold: bool = False, shaping: tuple[str, int, bool] = PLAIN_SHAPING) -> pygame.font.Font:
    """The font at `size`, for measuring or rendering right away.  One
    font object per weight is set to each size asked for, for the tables
    and pygame-gui's menus alike (`scenes.gui_fonts`): a font object per
    size kept its own glyph caches of the 8 MB font, and opening one took a
    visible hitch when a banner or a card face first needed a size."""
    if not pygame.font.get_init():
        pygame.font.init()
        _faces.clear()
    face = _faces.get(bold)
    if face is None:
        face = _faces[bold] = pygame.font.Font(FONT_BOLD if bold else FONT_REGULAR, size)
        _shaping[bold] = PLAIN_SHAPING
    if face.point_size != size:
        face.point_size = size
    if _shaping[bold] != shaping:
        script, direction, underline = _shaping[bold] = shaping
        face.set_script(script)
        face.set_direction(direction)
        face.underline = underline
    return face


def text(string: str, size: int = BODY, color=TEXT_LIGHT, bold: bool = False) -> pygame.Surface:
    """`string` rendered once and kept: call it every frame freely.  Every
    word a table shows goes through here (see `reading`)."""
    for reader in _readers:
        reader.strings.append(string)
    return _text(string, size, rgb(color), bold)


def face(name: str) -> None:
    """A card face named `name` ("QH", a district, a character) is being
    drawn: picture-only faces say so here, so `reading` sees them too."""
    for reader in _readers:
        reader.faces.append(name)


class OutOfTime(Exception):
    """The time a frame may spend making pictures is spent (`making_pictures`):
    the drawing that wanted another is left to a later frame."""


@dataclass
class PictureTime:
    """Until when a frame may make pictures (this thread's CPU clock,
    `time.thread_time`: a busy machine's waits are no work done), and how
    many it made."""

    deadline: float
    made: int = 0


_pictures = threading.local()


@contextmanager
def making_pictures(time_for: PictureTime) -> Iterator[None]:
    """Inside the block, on this thread, a picture not drawn before (a
    `drawn_once` function's: a text, an icon, a shadow at a new size) is
    begun after `time_for.deadline` only if none was made in that time
    yet: else `OutOfTime` is raised, and the drawing is done again from its
    start in a later frame, with the pictures made so far.  So each frame
    makes one at least."""
    _pictures.now = time_for
    try:
        yield
    finally:
        _pictures.now = None


def drawn_once(maxsize: int | None = 128):
    """`functools.lru_cache` for a function that makes a picture: each it
    makes is a picture `making_pictures` allows for, or not."""
    def decorate(make):
        @wraps(make)
        def making(*args, **kwargs):
            now = getattr(_pictures, "now", None)
            if now is None:
                return make(*args, **kwargs)
            if now.made and time.thread_time() > now.deadline:
                raise OutOfTime
            picture = make(*args, **kwargs)
            now.made += 1
            return picture
        return lru_cache(maxsize)(making)
    return decorate


@dataclass
class Reading:
    """What was drawn while `reading()` was on: every string and card face."""

    strings: list[str] = field(default_factory=list)
    faces: list[str] = field(default_factory=list)
    boxes: list["DrawnText"] = field(default_factory=list)   # what draw_text put in a box


_readers: list[Reading] = []


@contextmanager
def reading() -> Iterator[Reading]:
    """Collect every string and card face drawn inside the block.  Cached
    drawings (every `lru_cache` in `scenes`) are forgotten first, so a
    picture drawn earlier is drawn again and read too."""
    forget_drawings()
    reader = Reading()
    _readers.append(reader)
    try:
        yield reader
    finally:
        _readers.remove(reader)


def forget_drawings() -> None:
    """Empty every drawing cache of the scenes (fonts stay loaded)."""
    for name, module in list(sys.modules.items()):
        if module is None or not (name == "scenes" or name.startswith("scenes.")):
            continue
        for value in list(vars(module).values()):
            if callable(getattr(value, "cache_clear", None)):
                value.cache_clear()


@drawn_once(maxsize=4096)
def _text(string: str, size: int, color: tuple, bold: bool) -> pygame.Surface:
    return optimized(font(size, bold).render(string, True, color))


def optimized(surface: pygame.Surface, alpha: bool = True) -> pygame.Surface:
    """`surface` converted to the display's pixel format when there is a
    display (fast blits), unchanged otherwise or when it is in that format
    already (pygame's SRCALPHA pictures, text and smoothscaled pictures
    are: converting them only copied each into fresh memory, about a
    hundred when a table opens).  `alpha=False` for opaque pictures, which
    then blit fastest."""
    display = pygame.display.get_surface() if pygame.display.get_init() else None
    if display is None:
        return surface
    if _pixel_format(surface) == _display_format(_pixel_format(display), alpha):
        return surface
    return surface.convert_alpha() if alpha else surface.convert()


def _pixel_format(surface: pygame.Surface) -> tuple:
    return surface.get_bitsize(), surface.get_masks(), bool(surface.get_flags() & pygame.SRCALPHA)


@lru_cache(maxsize=4)
def _display_format(display_format: tuple, alpha: bool) -> tuple:
    """The pixel format `optimized` converts to, for a display of `display_format`."""
    sample = pygame.Surface((1, 1), pygame.SRCALPHA if alpha else 0, 32)
    return _pixel_format(sample.convert_alpha() if alpha else sample.convert())


def opaque_surface(size: tuple[int, int]) -> pygame.Surface:
    """A new opaque picture of `size` in the display's pixel format (when
    there is a display), made so at once: converting a window-sized one
    afterwards would take a second window's worth of fresh memory and a
    copy (4 ms at 2560×1440)."""
    display = pygame.display.get_surface() if pygame.display.get_init() else None
    return pygame.Surface(size, 0, display) if display is not None else pygame.Surface(size)


def wrap(string: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Lines of `string` that fit in `width` pixels, broken where a line
    may break (`cjk_breaks`: English words kept whole, Chinese between
    characters but never before closing or after opening punctuation)."""
    f = font(size, bold)
    return [line for paragraph in string.split("\n")
            for line in break_lines(paragraph, lambda line: f.size(line)[0] <= width)]


def line_step(size: int) -> int:
    """The distance between two lines of text of `size`."""
    return round(size * 1.3)


def text_height(lines: int, size: int) -> int:
    """The height `lines` lines of text of `size` take."""
    return line_step(size) * lines if lines else 0


@dataclass(frozen=True)
class FittedText:
    """Text laid out for a box: its font `size`, its `lines`, and whether it
    fits (False only when even `min_size` could not hold it: then the last
    line ends in "…")."""

    size: int
    lines: tuple[str, ...]
    bold: bool
    fits: bool

    @property
    def width(self) -> int:
        f = font(self.size, self.bold)
        return max((f.size(line)[0] for line in self.lines), default=0)

    @property
    def height(self) -> int:
        return text_height(len(self.lines), self.size)


def fit_text(string: str, box: tuple[int, int], size: int, bold: bool = False, min_size: int | None = None,
             max_lines: int | None = None) -> FittedText:
    """`string` wrapped to `box` (width, height) at `size`; if it does not
    fit, at ever smaller sizes down to `min_size` (default 70% of `size`).
    Lines break between words (between characters in Chinese)."""
    floor = max(MIN_TEXT, min_size if min_size is not None else round(size * 0.7))
    return _fit_text(string, box[0], box[1], size, bold, min(floor, size), max_lines)


@drawn_once(maxsize=2048)
def _fit_text(string: str, width: int, height: int, size: int, bold: bool, floor: int,
              max_lines: int | None) -> FittedText:
    for candidate in range(size, floor - 1, -1):
        lines = wrap(string, candidate, width, bold)
        f = font(candidate, bold)
        if (text_height(len(lines), candidate) <= height and (max_lines is None or len(lines) <= max_lines)
                and all(f.size(line)[0] <= width for line in lines)):
            return FittedText(candidate, tuple(lines), bold, True)
    lines = wrap(string, floor, width, bold)
    room = max(1, min(height // line_step(floor), max_lines or len(lines)))
    kept = [_cut(line, floor, width, bold) for line in lines[:room]]
    if len(lines) > room:
        kept[-1] = _cut(kept[-1] + "…", floor, width, bold)
    return FittedText(floor, tuple(kept), bold, False)


def _cut(line: str, size: int, width: int, bold: bool) -> str:
    f = font(size, bold)
    if f.size(line)[0] <= width:
        return line
    while line and f.size(line + "…")[0] > width:
        line = line[:-1]
    return line + "…"


@dataclass(frozen=True)
class DrawnText:
    """One text drawn through `draw_text`: the string, the box it was given
    and how it was fitted (tests check `fitted.fits`)."""

    string: str
    box: pygame.Rect
    fitted: FittedText


def draw_text(surface: pygame.Surface, string: str, box: pygame.Rect, size: int, color=TEXT_LIGHT,
              bold: bool = False, align: str = "left", valign: str = "top", min_size: int | None = None,
              max_lines: int | None = None) -> FittedText:
    """Draw `string` inside `box`: wrapped, and shrunk if it must be (see
    `fit_text`); `align` left/center/right, `valign` top/center/bottom.
    The one way to put words in a box on screen."""
    fitted = fit_text(string, box.size, size, bold, min_size, max_lines)
    for reader in _readers:
        reader.boxes.append(DrawnText(string, pygame.Rect(box), fitted))
    step = line_step(fitted.size)
    top = box.top
    if valign != "top":
        spare = box.h - fitted.height
        top += spare // 2 if valign == "center" else spare
    for i, line in enumerate(fitted.lines):
        picture = text(line, fitted.size, color, bold)
        # the font's line box is taller than a line step; centre it on the step
        y = top + i * step + (step - picture.get_height()) // 2
        if align == "center":
            x = box.centerx - picture.get_width() // 2
        elif align == "right":
            x = box.right - picture.get_width()
        else:
            x = box.left
        surface.blit(picture, (x, y))
    return fitted


def rgb(color: pygame.Color | tuple) -> tuple[int, int, int]:
    return (color[0], color[1], color[2])


def shade(color: pygame.Color | tuple, factor: float) -> tuple[int, int, int]:
    """Darker (factor < 1) or lighter (factor > 1) version of `color`."""
    r, g, b = color[0], color[1], color[2]
    if factor <= 1:
        return max(0, int(r * factor)), max(0, int(g * factor)), max(0, int(b * factor))
    lift = factor - 1
    return min(255, int(r + (255 - r) * lift)), min(255, int(g + (255 - g) * lift)), min(255, int(b + (255 - b) * lift))


def plate(size: tuple[int, int], alpha: int = 235, radius: int = 10, edge=WOOD_LIGHT,
          edge_width: int = 1) -> pygame.Surface:
    """The table's one look for boards, bars, badges and tips: a dark
    rounded panel with a coloured edge.  A fresh surface to draw on; the
    caller caches what it builds from it."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (*rgb(PANEL), alpha), surface.get_rect(), border_radius=radius)
    pygame.draw.rect(surface, rgb(edge), surface.get_rect(), edge_width, border_radius=radius)
    return surface


RIM = 22  # width of the wooden table edge, in pixels


def draw_table_background(surface: pygame.Surface) -> None:
    """Warm felt inside a wooden rim, drawn once per window size."""
    surface.blit(_table_background(surface.get_size()), (0, 0))


#: The felt's tiles as `scenes.felt_tiles` draws them.
FELT_VIGNETTE = asset("felt", "vignette.png")
FELT_FIBRE = asset("felt", "fibre.png")


@lru_cache(maxsize=1)
def _vignetted_felt() -> pygame.Surface:
    """A small sheet of felt with a soft vignette, for scaling up to the table."""
    return optimized(pygame.image.load(str(FELT_VIGNETTE)), alpha=False)


@lru_cache(maxsize=1)
def _felt_fibre() -> pygame.Surface:
    """A tile of felt fibre: sparse specks a little darker or lighter than
    the felt under them.  The same at every window size, so read once.
    Run-length encoded, it is laid over the felt skipping the clear runs
    between specks (1.6 ms at 2560×1440, not 2.3; a colour differs by 1
    of 255 at most)."""
    tile = optimized(pygame.image.load(str(FELT_FIBRE)))
    tile.set_alpha(255, pygame.RLEACCEL)
    return tile


def _grain_line(surface: pygame.Surface, colour, y0: int, y1: int) -> None:
    """What `pygame.draw.line(surface, colour, (0, y0), (w, y1), 2)` draws
    for a line that rises less than it runs, the same pixels as a few
    rectangles: pygame walks such a line column by column (Bresenham),
    two pixels high, and this jumps straight to the columns where it steps
    a row up or down (three times faster for the wood grain)."""
    w = surface.get_width()
    rise = abs(y1 - y0)
    if rise >= w:
        pygame.draw.line(surface, colour, (0, y0), (w, y1), 2)
        return
    step = 1 if y1 > y0 else -1
    x, y, error = 0, y0, w // 2
    for _ in range(rise):
        last = x + error // rise   # the last column on this row
        surface.fill(colour, (x, y, last - x + 1, 2))
        error += w - (last - x + 1) * rise
        x, y = last + 1, y + step
    surface.fill(colour, (x, y, w - x, 2))


#: The wood grain's strokes worked out so far, (tone, rise) each, top to
#: bottom, and the seeded sequence they come from.
_strokes: list[tuple[tuple[int, int, int], int]] = []
_stroke_chances = random.Random(7)


def _grain_strokes(count: int) -> list[tuple[tuple[int, int, int], int]]:
    """The wood grain's first `count` strokes: the same at every window
    size (a window draws as many as it has rows of grain), each worked out
    once, when a window first needs it (the title's first window 241, not
    the 1400 a window 4200 px long needs: 1.2 ms sooner to the title)."""
    while len(_strokes) < count:
        _strokes.append((shade(WOOD, 0.8 + 0.4 * _stroke_chances.random()), _stroke_chances.randint(-2, 2)))
    return _strokes[:count]


# The window's size only: 14 MB at 2560×1440, and a resize draws the new
# size's felt anyway (13 ms there), so older sizes are let go.
@lru_cache(maxsize=1)
def _table_background(size: tuple[int, int]) -> pygame.Surface:
    bg = opaque_surface(size)
    paint_table_background(bg)
    return bg


def paint_table_background(bg: pygame.Surface) -> None:
    """Warm felt inside a wooden rim painted onto the whole of `bg` (the
    title's first frame paints the window so; `draw_table_background`
    keeps it as a picture of its own)."""
    w, h = bg.get_size()
    felt_rect = pygame.Rect(RIM, RIM, w - 2 * RIM, h - 2 * RIM)
    for rim in (pygame.Rect(0, 0, w, RIM), pygame.Rect(0, h - RIM, w, RIM), pygame.Rect(0, RIM, RIM, h),
                pygame.Rect(w - RIM, RIM, RIM, h)):
        bg.fill(WOOD_DARK, rim)
    # wood grain: long wavy lines in lighter and darker browns, seen on the rim only
    rows = range(0, min(max(w, h), h + 2), 3)
    for i, (tone, rise) in zip(rows, _grain_strokes(len(rows))):
        if RIM <= min(i, i + rise) and max(i, i + rise) + 2 <= h - RIM:
            # beside the felt: its row at the left edge, its row at the right edge (it steps
            # a row a quarter of the way along at the soonest, far from either rim)
            bg.fill(tone, (0, i, RIM, 2))
            bg.fill(tone, (w - RIM, i + rise, RIM, 2))
        else:
            _grain_line(bg, tone, i, i + rise)
    felt = bg.subsurface(felt_rect)   # painted in place: every full-window surface costs a millisecond
    pygame.transform.smoothscale(_vignetted_felt(), felt_rect.size, felt)
    specks = _felt_fibre()
    for y in range(0, felt_rect.h, specks.get_height()):
        for x in range(0, felt_rect.w, specks.get_width()):
            felt.blit(specks, (x, y))
    # bevel: a light edge on the rim's inner top-left, dark on the bottom-right
    pygame.draw.rect(bg, WOOD_LIGHT, bg.get_rect(), 3)
    pygame.draw.rect(bg, shade(WOOD_DARK, 0.6), felt_rect.inflate(6, 6), 3)
    pygame.draw.rect(bg, shade(FELT_DARK, 0.7), felt_rect.inflate(2, 2), 2)
