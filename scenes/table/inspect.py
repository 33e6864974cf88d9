"""Inspect anything: a card on the table, hovered for a moment (or pinned
with a right click), shows large beside the pointer with what it is.

A table registers every face it draws while drawing its still picture
(`Inspector.add`), so only what the shown view put on the table can ever be
enlarged: a card drawn face down is never registered.  The large face comes
from the title's own (cached) card-drawing function at a bigger size.
Pieces and icons (coins, stones, chips, dice, a deck, a hand's count)
register the same way with `add_piece`: a larger picture and a caption
worded when it is shown, from the view, for the seat looking.

The rules of looking, the same at every table: hovering shows, a right
click pins (or lets go), any other click or a new decision lets go.
Nothing opens under a pointer that has not moved since the screen changed
(a curtain lifted, a menu closed: `hush`), nothing shows from under a
panel drawn over it (`cover`, and the table's `covered` places), and the
large face goes where it covers the fewest of the decision's choices
(`avoid`).
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
    """`covered(pos)`: whether a panel the table draws over everything
    (the hint, a notice) is at `pos`; `avoid()`: the places of the
    decision's choices, which a large face should leave in sight."""

    def __init__(self, covered: Callable[[tuple[int, int]], bool] = lambda pos: False,
                 avoid: Callable[[], list[pygame.Rect]] = list) -> None:
        self.covered = covered
        self.avoid = avoid
        # each layer's faces and the panels drawn over them: (faces, [(faces drawn before it, its rect)])
        self.layers: dict[str, tuple[list[Inspectable], list[tuple[int, pygame.Rect]]]] = {}
        self.layer = ""   # the layer registering its faces now
        self.pointer: tuple[int, int] | None = None
        self.hovered: Hashable | None = None
        self.since = 0.0
        self.pinned: Hashable | None = None
        self.hushed_at: tuple[int, int] | None = None   # where the pointer rested when the screen changed
        self.showing = False   # a face was shown large at the last frame

    def clear(self, layer: str = "") -> None:
        """The still picture (or its `layer` alone) is drawn again: its
        faces register again, in their layer's place among the others'."""
        if not layer:
            self.layers = {}
        self.layer = layer
        self.layers[layer] = ([], [])

    @property
    def spots(self) -> list[Inspectable]:
        """Every face registered, in the order drawn (layer by layer)."""
        return [spot for spots, _ in self.layers.values() for spot in spots]

    @spots.setter
    def spots(self, spots: list[Inspectable]) -> None:
        self.layers, self.layer = {"": (list(spots), [])}, ""

    @property
    def covers(self) -> list[tuple[int, pygame.Rect]]:
        """The panels drawn over faces: (how many faces were drawn before it, its rect)."""
        covers, before = [], 0
        for spots, over in self.layers.values():
            covers += [(before + count, rect) for count, rect in over]
            before += len(spots)
        return covers

    def cover(self, rect: pygame.Rect) -> None:
        """A panel drawn over the faces registered so far: none of them
        shows from under it."""
        spots, covers = self.layers.setdefault(self.layer, ([], []))
        covers.append((len(spots), pygame.Rect(rect)))

    def unpin(self) -> None:
        self.pinned = None

    def hush(self, pos: tuple[int, int]) -> None:
        """The screen changed under a pointer resting at `pos`: let go of
        the pinned face, and show nothing there until the pointer moves
        to another face."""
        self.pinned = None
        self.pointer = self.hushed_at = pos

    def add(self, key: Hashable, rect: pygame.Rect, face: Callable[[tuple[int, int]], pygame.Surface],
            shape: tuple[int, int] | None = None, caption: Callable[[], str] | None = None,
            most: tuple[int, int] | None = None) -> None:
        self.layers.setdefault(self.layer, ([], []))[0].append(
            Inspectable(key, pygame.Rect(rect), face, shape or rect.size, caption, most))

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
        """The face at `pos`, unless a panel lies over it there."""
        if pos is None or self.covered(pos):
            return None
        spots = self.spots
        for index in reversed(range(len(spots))):   # the last drawn lies on top
            if spots[index].rect.collidepoint(pos):
                over = any(rect.collidepoint(pos) for before, rect in self.covers if before > index)
                return None if over else spots[index]
        return None

    def _spot(self, key: Hashable | None) -> Inspectable | None:
        return next((spot for spot in self.spots if spot.key == key), None) if key is not None else None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Follow the pointer; a right click pins the face under it (or
        lets a pinned one go), any other click lets go.  True when the
        event was used."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button != 3:
            self.pinned = None
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
        if self.hushed_at is not None:
            hushed = self.spot_at(self.hushed_at)
            if under is not None and hushed is not None and hushed.key == key:
                return None
            self.hushed_at = None
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
        whole = self._clearest_place(whole.size, anchor, bounds, spot.rect)
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

    def _clearest_place(self, size: tuple[int, int], anchor: tuple[int, int], bounds: pygame.Rect,
                        looked_at: pygame.Rect) -> pygame.Rect:
        """Beside `anchor` (below right, below left, above right, above
        left, kept in `bounds`): the first place covering the least of the
        decision's choices other than the one looked at."""
        choices = [rect for rect in self.avoid() if rect != looked_at]
        best, least = None, None
        for dx, dy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
            place = pygame.Rect((0, 0), size)
            place.left = anchor[0] + GAP if dx > 0 else anchor[0] - GAP - size[0]
            place.top = anchor[1] + GAP if dy > 0 else anchor[1] - GAP - size[1]
            place.clamp_ip(bounds)
            covered = sum(place.clip(rect).w * place.clip(rect).h for rect in choices)
            covered += size[0] * size[1] if place.collidepoint(anchor) else 0   # pushed back over the pointer
            if least is None or covered < least:
                best, least = place, covered
        return best
