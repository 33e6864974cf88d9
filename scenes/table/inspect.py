"""Inspect anything: a card on the table, hovered for a moment (or pinned
with a right click), shows large beside the pointer with what it is.

A table registers every face it draws while drawing its still picture
(`Inspector.add`), so only what the shown view put on the table can ever be
enlarged: a card drawn face down is never registered.  The large face comes
from the title's own (cached) card-drawing function at a bigger size.
Pieces and icons (coins, stones, chips, dice, a deck, a hand's count)
register the same way with `add_piece`: a larger picture and a caption
worded when it is shown, from the view, for the seat looking.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable

import pygame

from scenes import layout
from scenes.table import sprites
from scenes.table.shadows import blit_with_shadow

HOVER_DELAY = 0.35   # seconds over a card before it shows large: passing the mouse over shows nothing
GAP = 18             # pixels between the pointer and the large card
PIECE_MOST = 96      # the largest a piece or icon shows, at 1280×720
CAPTION_WIDTH = 380  # captions wrap at this width, at 1280×720


@dataclass(frozen=True)
class Inspectable:
    """A face on the table that shows large when looked at.

    `key` names what it is ("hand QH"); `face(size)` draws it at `size`
    (a cached drawing); `shape` is its width and height as drawn on a
    card; `caption()` words what it is, when shown; `most` is the largest
    it is worth showing (a coin need not fill half the window)."""

    key: Hashable
    rect: pygame.Rect
    face: Callable[[tuple[int, int]], pygame.Surface]
    shape: tuple[int, int]
    caption: Callable[[], str] | None = None
    most: tuple[int, int] | None = None


class Inspector:
    def __init__(self) -> None:
        self.spots: list[Inspectable] = []
        self.pointer: tuple[int, int] | None = None
        self.hovered: Hashable | None = None
        self.since = 0.0
        self.pinned: Hashable | None = None
        self.showing = False   # a face was shown large at the last frame

    def clear(self) -> None:
        """The still picture is drawn again: its faces register again."""
        self.spots = []

    def add(self, key: Hashable, rect: pygame.Rect, face: Callable[[tuple[int, int]], pygame.Surface],
            shape: tuple[int, int] | None = None, caption: Callable[[], str] | None = None,
            most: tuple[int, int] | None = None) -> None:
        self.spots.append(Inspectable(key, pygame.Rect(rect), face, shape or rect.size, caption, most))

    def add_piece(self, key: Hashable, rect: pygame.Rect, picture: Callable[[int], pygame.Surface] | None,
                  caption: Callable[[], str], shape: tuple[float, float] = (1, 1)) -> None:
        """A piece or an icon (a coin, a stone, a deck, a hand's count):
        `picture(height)` draws it (its width and height in proportion
        `shape`), shown up to `PIECE_MOST` high with its caption; without a
        picture, the caption alone."""
        most = layout.px(PIECE_MOST)
        face = (lambda size: picture(size[1])) if picture is not None else (lambda size: None)
        self.add(key, rect, face, shape, caption, layout.fit_size(shape, (most * 2, most)))

    def spot_at(self, pos: tuple[int, int] | None) -> Inspectable | None:
        if pos is None:
            return None
        for spot in reversed(self.spots):   # the last drawn lies on top
            if spot.rect.collidepoint(pos):
                return spot
        return None

    def _spot(self, key: Hashable | None) -> Inspectable | None:
        return next((spot for spot in self.spots if spot.key == key), None) if key is not None else None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Follow the pointer; a right click pins the face under it (or
        lets a pinned one go).  True when the event was used."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.pointer = event.pos
            under = self.spot_at(event.pos)
            self.pinned = None if under is None or under.key == self.pinned else under.key
            return True
        return False

    def shown(self, clock: float) -> Inspectable | None:
        """The face to show large now: the pinned one, else the one the
        pointer has rested on for `HOVER_DELAY`."""
        pinned = self._spot(self.pinned)
        if pinned is not None:
            return pinned
        under = self.spot_at(self.pointer)
        key = under.key if under is not None else None
        if key != self.hovered:
            self.hovered, self.since = key, clock
        return under if under is not None and clock - self.since >= HOVER_DELAY else None

    def draw(self, surface: pygame.Surface, clock: float) -> None:
        """The shown face, large, beside the pointer (or over its place when
        pinned), its caption under it, all inside the window."""
        spot = self.shown(clock)
        self.showing = spot is not None
        if spot is None:
            return
        bounds = surface.get_rect().inflate(-8, -8)
        caption = None
        if spot.caption is not None:
            caption = sprites.tooltip(spot.caption(), min(layout.px(CAPTION_WIDTH), bounds.w // 2))
        caption_h = caption.get_height() + 6 if caption else 0
        size = layout.fit_size(spot.shape, (bounds.w * 4 // 10, bounds.h * 6 // 10 - caption_h))
        if spot.most is not None:
            size = layout.fit_size(spot.shape, (min(size[0], spot.most[0]), min(size[1], spot.most[1])))
        # a card drawn this large already: words only
        card = spot.face(size) if spot.most is not None or size[0] > spot.rect.w else None
        width = max(card.get_width() if card else 0, caption.get_width() if caption else 0)
        whole = pygame.Rect(0, 0, width, (card.get_height() if card else 0) + caption_h)
        anchor = self.pointer if self.pointer is not None and spot.key != self.pinned else spot.rect.center
        whole.topleft = (anchor[0] + GAP, anchor[1] + GAP)
        if whole.right > bounds.right:
            whole.right = anchor[0] - GAP
        if whole.bottom > bounds.bottom:
            whole.bottom = anchor[1] - GAP
        whole.clamp_ip(bounds)
        y = whole.top
        if card is not None:
            topleft = (whole.centerx - card.get_width() // 2, y)
            if spot.most is None:
                blit_with_shadow(surface, card, topleft, sprites.card_radius(size), lift=8)
            else:   # a piece: no card's shadow under a round coin
                surface.blit(card, topleft)
            y += card.get_height() + 6
        if caption is not None:
            surface.blit(caption, (whole.centerx - caption.get_width() // 2, y))
