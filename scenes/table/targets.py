"""What a click on the felt does: the decision's clickable places (a
`Target` for each, from the title's `targets`), the one under the pointer
(lit, and explained on the prompt bar), and the piles anyone may look
through when no target is there."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

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

    def contains(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)

    @property
    def choice(self) -> Action | Callable[[], None] | None:
        """What a click here does: the action, or the step."""
        return self.action if self.action is not None else self.on_click


class Pointing:
    """The targets of the decision on show, the pointer over them, and the
    piles drawn on the table at rest."""

    def __init__(self) -> None:
        self.targets: list[Target] = []
        self.hover: Target | None = None
        self.pointer = (-1, -1)   # where the mouse last moved
        self.piles: list[tuple[pygame.Rect, Callable[[], PileView]]] = []   # piles a click opens
        self.pile: PileView | None = None   # the pile looked through now

    def under(self, pos: tuple[int, int]) -> Target | None:
        """The target at `pos` (the last drawn lies on top)."""
        for target in reversed(self.targets):
            if target.contains(pos):
                return target
        return None

    def point_at(self, pos: tuple[int, int]) -> None:
        self.pointer = pos
        self.hover = self.under(pos)

    def set_targets(self, targets: list[Target]) -> None:
        """The decision's targets now; the lit one goes if it is not among them."""
        self.targets = targets
        if self.hover is not None and self.hover not in targets:
            self.hover = None

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
