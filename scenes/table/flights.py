"""Ready-made table animations built from actors and tweens: a piece
flying from one place to another, a banner popping up, a piece shaking and
fading away, a card turning over in place, a colour washing over the
table.  Each adds its actor to the
stage and returns the animation to hand to the event queue.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes import style
from scenes.table.animation import Actor, Stage
from scenes.table.tween import (Animation, Call, Parallel, Sequence, Tween, Wait, ease_in_out, ease_out,
                                ease_out_back, fade, flip, linear, move)


def fly(stage: Stage, image: pygame.Surface, start, end, duration: float = 0.35, delay: float = 0.0,
        shadow: bool = True, layer: int = 1, stay: bool = True, grow_to: float | None = None) -> Animation:
    """`image` travels from `start` to `end` (centres).  With `stay` it
    rests there until the stage is cleared (when the table shows the new
    view), so the piece never blinks out before its new place is drawn.
    `grow_to` scales it on the way (a small tile becoming a card)."""
    actor = Actor(image, start, layer=layer, shadow=shadow)
    stage.add(actor)
    motion = move(actor, end, duration, ease_out)
    if grow_to is not None:
        motion = Parallel(motion, Tween(actor, duration, ease_out, scale=grow_to))
    steps = [Wait(delay) if delay else None, motion]
    if not stay:
        steps.append(Call(stage.remover(actor)))
    return Sequence(*steps)


def pop_banner(stage: Stage, image: pygame.Surface, center, hold: float = 0.6, layer: int = 6) -> Animation:
    """A banner that springs up at `center`, stays `hold` seconds and fades."""
    actor = Actor(image, center, layer=layer, scale=0.6)
    stage.add(actor)
    return Sequence(Tween(actor, 0.22, ease_out_back, scale=1.0), Wait(hold), fade(actor, 0, 0.2),
                    Call(stage.remover(actor)))


def shake_and_fade(stage: Stage, image: pygame.Surface, center, layer: int = 3) -> Animation:
    """A piece being destroyed: it trembles, swells a little and fades out."""
    actor = Actor(image, center, layer=layer, shadow=False)
    stage.add(actor)
    x, y = center
    shakes = [move(actor, (x + dx, y), 0.04, linear) for dx in (-5, 5, -4, 4, -3, 3, 0)]
    return Sequence(*shakes, Parallel(fade(actor, 0, 0.3), Tween(actor, 0.3, ease_in_out, scale=1.25)),
                    Call(stage.remover(actor)))


def turn_over(stage: Stage, back: pygame.Surface, face: pygame.Surface, center, duration: float = 0.3,
              layer: int = 2) -> Animation:
    """A card lying face down at `center` turns face up (and stays)."""
    actor = Actor(back, center, layer=layer, shadow=True)
    stage.add(actor)
    return Sequence(Tween(actor, 0.1, ease_out, scale=1.12),
                    flip(actor, lambda: setattr(actor, "image", face), duration),
                    Tween(actor, 0.1, ease_out, scale=1.0))


def stamp_down(stage: Stage, image: pygame.Surface, center, layer: int = 4) -> Animation:
    """A mark pressed onto the table: it drops from large to its size and stays."""
    actor = Actor(image, center, layer=layer, scale=2.2, alpha=60)
    stage.add(actor)
    return Parallel(Tween(actor, 0.25, ease_out, scale=1.0), Tween(actor, 0.2, linear, alpha=255))


class Wash(Actor):
    """A colour laid over `rect` at `alpha` (a flash fading): drawn in
    strips of one small picture, the same pixels as a `rect`-sized one
    without making a window's worth of fresh memory as it starts (4 ms at
    2560x1440)."""

    STRIP = 32

    def __init__(self, rect: pygame.Rect, color: tuple, layer: int = 0, alpha: float = 255.0) -> None:
        super().__init__(_strip(rect.w, tuple(color)), rect.center, layer=layer, alpha=alpha, owned=True)
        self.rect = pygame.Rect(rect)

    def draw(self, surface: pygame.Surface) -> None:
        self.image.set_alpha(max(0, int(self.alpha)))
        left, bottom = self.rect.left, self.rect.bottom
        for top in range(self.rect.top, bottom, self.STRIP):
            surface.blit(self.image, (left, top), (0, 0, self.rect.w, min(self.STRIP, bottom - top)))


@lru_cache(maxsize=8)
def _strip(width: int, color: tuple) -> pygame.Surface:
    strip = style.opaque_surface((width, Wash.STRIP))
    strip.fill(color)
    return strip
