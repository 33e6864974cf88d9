"""The hint: a button on every table (and the H key) that asks the Hard
search what it would do for the human deciding now.

The search runs on the AI worker thread (`Match.hint_async`), from that
seat's view only, for the Hard opponent's thinking time.  Its top three
moves come back with their estimated chance to win and the feature each
improves most, each move once (two moves a player would name alike are
one); the table docks them in a plate over the game log, where it covers
no seat and no piece, and rings the suggested card, place or button where
the table has one.  A
hint belongs to the decision it was asked for: it goes when that decision
is made (`TableScene.submit` clears it) or the table is set back.
"""
from __future__ import annotations

from concurrent.futures import Future
from typing import Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from game.ai.hint import Suggestion
from game.core import Action
from scenes import layout, style
from scenes.gui_refit import made, refit

BUTTON_SIZE = (120, 36)
PAD = 10
#: A lead smaller than this in every feature is no reason.
SMALLEST_REASON = 0.05
LINE_GAP = 4
#: Ring colours for the first, second and third suggestion.
RANK_COLOURS = (style.GOLD_LIGHT, style.PARCHMENT, style.MUTED)


class Hint:
    """The hint button and what it shows, for one table.  The table gives
    it `moment()` (the decision on show as (seat, table generation), None
    while no human decides; bots sealing their part of a simultaneous
    choice meanwhile do not change it, so the hint stays), `ask(seat)` (the
    search's future), `changed()` (draw the table again), `showable()`
    (nothing is drawn over the table), `help_rect()` (the "?" button it
    sits beside), `dock()` (where its plate goes), `label(action)` (how a
    hint names a move) and `places_of(action)` (the rects to ring)."""

    def __init__(self, ui: pygame_gui.UIManager, t: Callable[..., str], *,
                 moment: Callable[[], tuple[int, int] | None], ask: Callable[[int], Future],
                 changed: Callable[[], None], showable: Callable[[], bool], help_rect: Callable[[], pygame.Rect],
                 dock: Callable[[], pygame.Rect], label: Callable[[Action], str],
                 places_of: Callable[[Action], list[pygame.Rect]]) -> None:
        self.t = t
        self.moment = moment
        self.ask = ask
        self.changed = changed
        self.showable = showable
        self.help_rect = help_rect
        self.dock = dock
        self.label = label
        self.places_of = places_of
        self.ui = ui
        self._button: UIButton | None = None   # made when first wanted: a table of bots never shows it
        self.future: Future | None = None
        self.asked_at: tuple[int, int] | None = None   # (seat, table generation)
        self.suggestions: list[Suggestion] = []
        self.plate: pygame.Rect | None = None   # where the suggestions were drawn last

    @property
    def button(self) -> UIButton:
        """The hint button (hidden until a human decides), made at its
        place the first time it is asked for: pygame-gui draws a rounded
        button's looks when it is made (7 ms at 2560×1440)."""
        if self._button is None:
            self._button = made(UIButton(self._rect(), "table.hint.button", self.ui,
                                         object_id=ObjectID(class_id="@small_button"), visible=0))
        return self._button

    # --- asking -------------------------------------------------------------
    def request(self) -> None:
        """Ask for a hint for the decision on show; asking again while one
        is shown hides it."""
        moment = self.moment()
        if moment is None or (self.future is not None and moment == self.asked_at):
            return
        if self.suggestions and moment == self.asked_at:
            self.clear()
            return
        self.clear()
        self.asked_at = moment
        self.future = self.ask(moment[0])
        self.changed()

    def clear(self) -> None:
        if self.future is not None:
            self.future.cancel()
        self.future, self.asked_at, self.suggestions = None, None, []
        self.changed()

    @property
    def thinking(self) -> bool:
        return self.future is not None

    def update(self) -> None:
        """Collect a finished hint; drop one whose decision has passed; show
        the button only while a human decides."""
        moment = self.moment()
        if self.asked_at is not None and moment != self.asked_at:
            self.clear()
        if self.future is not None and self.future.done():
            future, self.future = self.future, None
            if not future.cancelled():
                self.suggestions = self.distinct(future.result())
            self.changed()
        wanted = moment is not None and self.showable()
        if wanted != (self._button is not None and self._button.visible):
            self.button.show() if wanted else self.button.hide()

    def handles(self, event: pygame.event.Event) -> bool:
        """The H key or the button: ask.  True if the event was the hint's."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h:
            self.request()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self._button:
            self.request()
            return True
        return False

    def distinct(self, suggestions: list[Suggestion]) -> list[Suggestion]:
        """The suggestions a player tells apart: of two worded alike (two
        copies of one card), the first."""
        named: dict[str, Suggestion] = {}
        for suggestion in suggestions:
            named.setdefault(self.label(suggestion.action), suggestion)
        return list(named.values())

    # --- showing -------------------------------------------------------------
    def _rect(self) -> pygame.Rect:
        """Top of the game log (whose newest lines are at its foot), left
        of the rules' "?" button."""
        help_rect = self.help_rect()
        w, h = (layout.px_at_least(length) for length in BUTTON_SIZE)   # never smaller than at 1280×720
        return pygame.Rect(help_rect.left - w - layout.px(6), help_rect.centery - h // 2, w, h)

    def place(self) -> None:
        """The button to its place at the window's size and UI scale now
        (if it was made), drawn once."""
        if self._button is not None:
            refit(self._button, self._rect())

    def hide(self) -> None:
        if self._button is not None:
            self._button.hide()

    def kill(self) -> None:
        self.clear()
        if self._button is not None:
            self._button.kill()

    def lines(self) -> list[str]:
        t = self.t
        lines = []
        for rank, suggestion in enumerate(self.suggestions, 1):
            move = self.label(suggestion.action)
            if suggestion.feature is None or suggestion.gain < SMALLEST_REASON:
                why = t("table.hint.why.none")
            else:
                why = t(f"table.hint.why.{suggestion.feature}", value=f"{suggestion.gain:.1f}")
            lines.append(t("table.hint.line", rank=rank, move=move,
                           chance=round(100 * suggestion.win_chance), why=why))
        return lines

    def covers(self, pos: tuple[int, int]) -> bool:
        """Whether the suggestions' plate lies at `pos`."""
        return self.plate is not None and bool(self.suggestions) and self.plate.collidepoint(pos)

    def draw(self, surface: pygame.Surface) -> None:
        if self.thinking:
            badge = style.text(self.t("table.hint.thinking"), style.SMALL, style.MUTED)
            surface.blit(badge, badge.get_rect(topright=(self.button.rect.right, self.button.rect.bottom + 4)))
            return
        if not self.suggestions:
            return
        self._ring_suggested(surface)
        heading = style.text(self.t("table.hint.heading"), style.SMALL, style.GOLD_LIGHT, bold=True)
        dock = self.dock()
        width = dock.w
        rendered = []
        for rank, line in enumerate(self.lines()):
            for part in style.wrap(line, style.SMALL, width - 2 * PAD):
                rendered.append(style.text(part, style.SMALL, RANK_COLOURS[rank % len(RANK_COLOURS)]))
        height = heading.get_height() + sum(r.get_height() + LINE_GAP for r in rendered) + 2 * PAD
        box = pygame.Rect(dock.left, dock.top, width, min(height, dock.h))
        self.plate = box
        surface.blit(style.plate(box.size, alpha=255, edge=style.GOLD), box)   # the log must not show through
        y = box.top + PAD
        surface.blit(heading, (box.left + PAD, y))
        y += heading.get_height() + LINE_GAP
        for line in rendered:
            if y + line.get_height() > box.bottom:
                break
            surface.blit(line, (box.left + PAD, y))
            y += line.get_height() + LINE_GAP

    def _ring_suggested(self, surface: pygame.Surface) -> None:
        """Ring the table target and the prompt button of each suggested
        move, best last so it is drawn on top."""
        for rank in reversed(range(len(self.suggestions))):
            for rect in self.places_of(self.suggestions[rank].action):
                pygame.draw.rect(surface, RANK_COLOURS[rank], rect.inflate(10, 10), 3, border_radius=10)
                number = style.text(str(rank + 1), style.SMALL, RANK_COLOURS[rank], bold=True)
                surface.blit(number, number.get_rect(bottomleft=(rect.left - 4, rect.top - 2)))
