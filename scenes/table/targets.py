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
from scenes.table.piles import PileView


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
