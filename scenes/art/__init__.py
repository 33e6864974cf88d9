"""Pictures: the game-icons.net SVGs vendored under assets/icons/ (see
`scenes.art.vendor`), rendered at any size and tinted in the house palette.

    icon("citadels.assassin", 96, (240, 220, 180))  -> a 96×96 Surface

Each (name, size, colour) is rendered once and cached, so a table that
prepares its sizes before it first draws never renders mid-play.  The SVGs
are drawn in white on transparent, so a tint is a plain multiply.
"""
from __future__ import annotations

import threading
from functools import lru_cache

import pygame

from game.resources import asset
from scenes import style

ICONS_DIR = asset("icons")
CREDITS_PATH = ICONS_DIR / "CREDITS"

Colour = tuple[int, int, int] | tuple[int, int, int, int]


def names() -> list[str]:
    """Every picture there is, by name (`citadels.king`, `tavern`, ...)."""
    return sorted(path.stem for path in ICONS_DIR.glob("*.svg"))


def has(name: str) -> bool:
    return (ICONS_DIR / f"{name}.svg").is_file()


@lru_cache(maxsize=None)
def _white(name: str, size: int) -> pygame.Surface:
    path = ICONS_DIR / f"{name}.svg"
    if not path.is_file():
        raise KeyError(f"no picture {name!r} in {ICONS_DIR}")
    return pygame.image.load_sized_svg(str(path), (size, size))


#: Pictures being drawn ahead, by (name, size): the thread drawing them.
_ahead: dict[tuple[str, int], threading.Thread] = {}


def draw_ahead(names, size: int) -> None:
    """Start drawing the pictures `names` at `size` on another thread (the
    SVG rasterizer does not hold the GIL), for a screen that builds its
    other parts meanwhile: `icon` then waits for them instead of drawing
    them itself."""
    size = max(1, int(size))
    wanted = [name for name in names if (name, size) not in _ahead]
    if not wanted:
        return

    def draw() -> None:
        for name in wanted:
            try:
                _white(name, size)
            except (KeyError, pygame.error):   # `icon` raises it where the picture is wanted
                pass
    thread = threading.Thread(target=draw, name="draw pictures", daemon=True)
    for name in wanted:
        _ahead[name, size] = thread
    thread.start()


def ready(names, size: int) -> bool:
    """Whether none of the pictures `names` at `size` is still being drawn
    ahead: `icon` would not wait for them."""
    size = max(1, int(size))
    return all(not (thread := _ahead.get((name, size))) or not thread.is_alive() for name in names)


def icon(name: str, size: int, colour: Colour | pygame.Color = (255, 255, 255)) -> pygame.Surface:
    """Picture `name` as a `size`×`size` surface in `colour` (an RGB or
    RGBA tuple or a pygame Color; alpha fades the whole picture)."""
    rgba = tuple(colour) if len(colour) == 4 else (*tuple(colour), 255)
    size = max(1, int(size))
    drawing = _ahead.pop((name, size), None)
    if drawing is not None:
        drawing.join()
    return _tinted(name, size, rgba)


@style.drawn_once(maxsize=4096)
def _tinted(name: str, size: int, rgba: tuple[int, int, int, int]) -> pygame.Surface:
    picture = _white(name, size)
    if rgba != (255, 255, 255, 255):
        picture = picture.copy()
        picture.fill(rgba, special_flags=pygame.BLEND_RGBA_MULT)
    return picture


def credits() -> str:
    """The authors of the pictures, as CC BY 3.0 asks (the About screen)."""
    return CREDITS_PATH.read_text(encoding="utf-8")
