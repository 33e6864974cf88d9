"""The soft shadow every piece on the table lies on: cut from one small
blurred square per corner radius and blur, so a piece that grows in an
animation gets a shadow of its size every frame without blurring again."""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes import style


#: Three box blurs of this share of a Gaussian blur's radius look like it
#: (no shadow's alpha differs by more than 4 of 255) at a cost that does not
#: grow with the radius: a card's shadow at 2560×1440 (blur 17) takes 1.4 ms,
#: not 9.
BOX_SHARE = 0.85


@lru_cache(maxsize=32)
def _blurred(size: tuple[int, int], radius: int, blur: int, alpha: int) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface((w + 4 * blur, h + 4 * blur), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, alpha), (2 * blur, 2 * blur, w, h), border_radius=radius)
    for _ in range(3):
        surf = pygame.transform.box_blur(surf, _box(blur))
    return surf


def _box(blur: int) -> int:
    """The radius of each of the three box blurs standing for a Gaussian `blur`."""
    return max(1, round(blur * BOX_SHARE))


@style.drawn_once(maxsize=128)
def shadow(size: tuple[int, int], radius: int, blur: int = 6, alpha: int = 110) -> pygame.Surface:
    """A soft dark shape to lay under a piece of `size`; it is `2 * blur`
    larger on each axis.

    Blurring a big shape costs tens of milliseconds, and a piece that grows
    in an animation needs a new size every frame; so one small blurred
    square per radius and blur is cut into corners, edges and middle, and
    the edges and middle are stretched: away from the corners a blurred
    edge looks the same all along it."""
    w, h = size
    radius = max(0, min(radius, w // 2, h // 2))
    core = 2 * (radius + 3 * _box(blur)) + 1   # the middle line lies beyond the corners' blur
    if w <= core or h <= core:
        return style.optimized(_blurred(size, radius, blur, alpha))
    template = _blurred((core, core), radius, blur, alpha)
    corner = (template.get_width() - 1) // 2
    out = pygame.Surface((w + 4 * blur, h + 4 * blur), pygame.SRCALPHA)
    columns = _spans(corner, out.get_width())
    for sx, sw, dx, dw in columns:
        for sy, sh, dy, dh in _spans(corner, out.get_height()):
            piece = template.subsurface((sx, sy, sw, sh))
            if (sw, sh) != (dw, dh):
                piece = pygame.transform.scale(piece, (dw, dh))
            out.blit(piece, (dx, dy))
    return style.optimized(out)


def _spans(corner: int, length: int) -> tuple[tuple[int, int, int, int], ...]:
    """(from, width, to, width) along one axis: the corner, the middle line
    stretched, the far corner."""
    return ((0, corner, 0, corner), (corner, 1, corner, length - 2 * corner),
            (corner + 1, corner, length - corner, corner))


def blit_with_shadow(target: pygame.Surface, image: pygame.Surface, topleft, radius: int = 6,
                     lift: int = 3) -> None:
    """Blit `image` with its soft shadow falling down-right by `lift`."""
    blur = 5 + lift
    under = shadow(image.get_size(), radius, blur)
    target.blit(under, (topleft[0] - 2 * blur + lift, topleft[1] - 2 * blur + lift + 1))
    target.blit(image, topleft)


def shadow_reach(rect: pygame.Rect, lift: int = 3) -> pygame.Rect:
    """Where a piece in `rect` blitted with its shadow (`blit_with_shadow`) draws."""
    blur = 5 + lift
    return rect.union(pygame.Rect(rect.left - 2 * blur + lift, rect.top - 2 * blur + lift + 1,
                                  rect.w + 4 * blur, rect.h + 4 * blur))
