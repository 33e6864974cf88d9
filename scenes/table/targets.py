"""What a click on the felt does: the decision's clickable places (a
`Target` for each, from the title's `targets`), the one under the pointer
(lit, and explained on the prompt bar), and the piles anyone may look
through when no target is there.

A place that looks clickable but is not a legal choice now is a `Target`
with a `refusal`: pointing at it says why, and clicking it shakes it and
says why on the prompt bar (a `Refusal`), so no click goes unanswered."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Hashable, Sequence

import pygame

from game.core import Action
from scenes import layout
from scenes.table import sprites
from scenes.table.piles import PileView
from scenes.table.widgets import REFUSED


@dataclass(frozen=True)
class Target:
    """A clickable place on the table: clicking it submits `action`, or
    calls `on_click` for a step that is not an action yet (selecting the
    card before choosing where it goes)."""

    rect: pygame.Rect
    action: Action | None = None
    on_click: Callable[[], None] | None = None
    explanation: str = ""     # what clicking here does, when it is not an action the table explains
    refusal: str = ""         # why clicking here does nothing now ("" when it is a choice)

    def contains(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)

    @property
    def choice(self) -> Action | Callable[[], None] | None:
        """What a click here does: the action, or the step (nothing when refused)."""
        if self.refusal:
            return None
        return self.action if self.action is not None else self.on_click


#: Seconds a refused place shakes, and how long its reason stays on the prompt bar.
SHAKE_SECONDS = 0.4
REASON_SECONDS = 3.0


@dataclass(frozen=True)
class Refusal:
    """A click that was not a choice: where (it shakes), why (the prompt
    bar says it), and when."""

    rect: pygame.Rect
    reason: str
    at: float

    def shake(self, clock: float) -> int | None:
        """How far the place is pushed sideways now, dying away (None: the
        shake is over).

        >>> Refusal(pygame.Rect(0, 0, 5, 5), "", 0.0).shake(SHAKE_SECONDS + 0.1) is None
        True
        """
        age = clock - self.at
        if age > SHAKE_SECONDS:
            return None
        return round(6 * (1 - age / SHAKE_SECONDS) * math.sin(age * 50))

    def speaks(self, clock: float) -> bool:
        """Whether its reason is still on the prompt bar."""
        return clock - self.at <= REASON_SECONDS


class Pointing:
    """The targets of the decision on show, the pointer over them, and the
    piles drawn on the table at rest."""

    def __init__(self) -> None:
        self.targets: list[Target] = []
        self.hover: Target | None = None
        self.pointer = (-1, -1)   # where the mouse last moved
        self.piles: list[tuple[pygame.Rect, Callable[[], PileView]]] = []   # piles a click opens
        self.pile: PileView | None = None   # the pile looked through now
        self.refusal: Refusal | None = None   # the last click that was not a choice
        self.caption_rect: pygame.Rect | None = None   # where the caption of the target pointed at was drawn

    def under(self, pos: tuple[int, int]) -> Target | None:
        """The target at `pos` (the last drawn lies on top)."""
        for target in reversed(self.targets):
            if target.contains(pos):
                return target
        return None

    def point_at(self, pos: tuple[int, int]) -> None:
        self.pointer = pos
        self.hover = self.under(pos)

    @property
    def choices(self) -> list[Target]:
        """The targets that are choices now (not refused)."""
        return [target for target in self.targets if not target.refusal]

    def set_targets(self, targets: list[Target]) -> None:
        """The decision's targets now; the lit one goes if it is not among them."""
        self.targets = targets
        if self.hover is not None and self.hover not in targets:
            self.hover = None

    def refuse(self, rect: pygame.Rect, reason: str, clock: float) -> None:
        """A click on `rect` was not a choice, for `reason`."""
        self.refusal = Refusal(pygame.Rect(rect), reason, clock)

    def draw_caption(self, surface: pygame.Surface, text: str, felt: pygame.Rect) -> None:
        """One line by the target pointed at (what clicking it does, or why
        it cannot be chosen now): above it in the lower half of the felt,
        below it in the upper."""
        self.caption_rect = None
        if self.hover is None or not text:
            return
        tip = sprites.tooltip(text, felt.w // 2)
        rect = self.hover.rect
        if rect.centery > felt.centery:
            spot = tip.get_rect(midbottom=(rect.centerx, rect.top - layout.px(8)))
        else:
            spot = tip.get_rect(midtop=(rect.centerx, rect.bottom + layout.px(8)))
        spot.clamp_ip(felt)
        self.caption_rect = surface.blit(tip, spot)

    def draw_shake(self, surface: pygame.Surface, clock: float) -> None:
        """The place last clicked in vain, shaking for a moment in the refusal's colour."""
        offset = self.refusal.shake(clock) if self.refusal is not None else None
        if offset is not None:
            pygame.draw.rect(surface, REFUSED, self.refusal.rect.inflate(6, 6).move(offset, 0), 3, border_radius=8)

    def add_pile(self, rect: pygame.Rect, opener: Callable[[], PileView]) -> None:
        """A pile drawn in `rect` that anyone may look through: a click
        opens `opener()` (built then, from the shown view)."""
        self.piles.append((pygame.Rect(rect), opener))

    def open_pile_at(self, pos: tuple[int, int]) -> bool:
        """Open the pile at `pos`, where no target is; whether one opened."""
        if self.under(pos) is not None:
            return False
        for rect, opener in reversed(self.piles):
            if rect.collidepoint(pos):
                self.pile = opener()
                self.pile.inspector.pointer = pos
                return True
        return False


def steady_slots(items: Sequence[Hashable], began: Sequence[Hashable]) -> list[int]:
    """The slot of each of `items` in a row laid out for `began` (the row
    when the turn's first decision came): each item keeps the slot of an
    equal one there, so one that leaves leaves a gap and nothing slides
    under the pointer; one that was not there fills the first gap, else a
    new slot after them.

    >>> steady_slots(["a", "c"], ["a", "b", "c"])
    [0, 2]
    >>> steady_slots(["b", "d", "b", "e"], ["b", "x", "b"])
    [0, 1, 2, 3]
    """
    free = list(range(len(began)))
    slots: list[int | None] = []
    for item in items:
        slot = next((i for i in free if began[i] == item), None)
        if slot is not None:
            free.remove(slot)
        slots.append(slot)
    extra = iter(range(len(began), len(began) + len(items)))
    return [slot if slot is not None else free.pop(0) if free else next(extra) for slot in slots]


class TurnPlaces:
    """What keeps its place through one seat's turn (its decisions one
    after another, nobody else playing between): the prompt's buttons, in
    slot order by decision kind (`orders`), and rows and hands as the
    turn's first decision found them (`rects`)."""

    def __init__(self) -> None:
        self.seat: int | None = None
        self.orders: dict[str, list] = {}
        self.rows: dict[str, list] = {}

    def decision(self, seat: int) -> None:
        """`seat` decides now: a new turn unless it decided last."""
        if seat != self.seat:
            self.new_turn()
        self.seat = seat

    def new_turn(self) -> None:
        """Someone else played, or the table was set back: everything closes up."""
        self.seat, self.orders, self.rows = None, {}, {}

    def rects(self, name: str, items: list, rects_for: Callable[[int], list[pygame.Rect]],
              deciding: bool) -> list[pygame.Rect]:
        """Where each of `items` (the row `name`) lies, `rects_for(count)`
        laying out a row of `count`: each keeps the place it had when the
        turn's first decision (`deciding`) found it, a gap staying where
        one left (`steady_slots`); outside a turn the row closes up."""
        began = self.rows.get(name)
        if began is None:
            if not deciding:
                return rects_for(len(items))
            began = self.rows[name] = list(items)
        slots = steady_slots(items, began)
        rects = rects_for(max([len(began), *(slot + 1 for slot in slots)]))
        return [rects[slot] for slot in slots]
