"""Pictures: the game-icons.net SVGs vendored under assets/icons/ (see
`scenes.art.vendor`), rendered at any size and tinted in the house palette.

    icon("citadels.assassin", 96, (240, 220, 180))  -> a 96×96 Surface

Each (name, size, colour) is rendered once and cached, so a table that
prepares its sizes before it first draws never renders mid-play.  The SVGs
are drawn in white on transparent, so a tint is a plain multiply.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.resources import asset

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


def icon(name: str, size: int, colour: Colour | pygame.Color = (255, 255, 255)) -> pygame.Surface:
    """Picture `name` as a `size`×`size` surface in `colour` (an RGB or
    RGBA tuple or a pygame Color; alpha fades the whole picture)."""
    rgba = tuple(colour) if len(colour) == 4 else (*tuple(colour), 255)
    return _tinted(name, max(1, int(size)), rgba)


@lru_cache(maxsize=4096)
def _tinted(name: str, size: int, rgba: tuple[int, int, int, int]) -> pygame.Surface:
    picture = _white(name, size)
    if rgba != (255, 255, 255, 255):
        picture = picture.copy()
        picture.fill(rgba, special_flags=pygame.BLEND_RGBA_MULT)
    return picture


def credits() -> str:
    """The authors of the pictures, as CC BY 3.0 asks (the About screen)."""
    return CREDITS_PATH.read_text(encoding="utf-8")
