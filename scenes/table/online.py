"""What a table across laptops shows of the others (`game.net`): who is
missing, on a plate at the top of the game log's lines (which make room
for it), with the host's button to let the AI play a missing seat until
it returns or to wait for them; each chat phrase as a notice over the log
(the notice makes room too); and, on a player's laptop, that the host
left the table.  A table at one laptop has none of it.
"""
from __future__ import annotations

from typing import Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from game.core import IllegalAction
from game.net.protocol import MISSING, REFUSALS, STAND_IN, Refused
from game.text import listed
from scenes import layout, style
from scenes.gui_refit import made, refit
from scenes.table.story import Note

#: A missing seat's row on the plate, and the host's button in it.
ROW = 34
BUTTON_WIDTH = 132
PAD = 6


class AcrossLaptops:
    """The others at a table across laptops, for one table.  The table
    gives it the match, `name(seat)`, `area()` (the game log's lines),
    `changed()` (the plate came, went or changed: draw again and make
    room), `tell(text)` (a notice for everyone at this laptop) and
    `host_left()` (the host closed the table: say so, once)."""

    def __init__(self, ui: pygame_gui.UIManager, t: Callable[..., str], match, *, name: Callable[[int], str],
                 area: Callable[[], pygame.Rect], changed: Callable[[], None], tell: Callable[[str], None],
                 host_left: Callable[[], None]) -> None:
        self.ui, self.t, self.match = ui, t, match
        self.name, self.area, self.changed, self.tell, self.host_left = name, area, changed, tell, host_left
        self.networked = match.networked
        self.shown: tuple = ()   # the missing seats and their statuses on the plate now
        self.chat_told = len(match.chat) if self.networked else 0
        self.host_left_told = False
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.picture: pygame.Surface | None = None
        self.buttons: dict[UIButton, tuple[int, bool]] = {}
        self.visible = True

    @property
    def height(self) -> int:
        """The room the plate takes at the top of the log's lines."""
        return self.rect.h + layout.px(PAD) if self.shown else 0

    @property
    def log_below(self) -> pygame.Rect:
        """The game log's lines below the plate."""
        area = self.area()
        kept = min(self.height, area.h)
        return pygame.Rect(area.left, area.top + kept, area.w, area.h - kept)

    @property
    def notice_area(self) -> pygame.Rect:
        """Where notices show: over the top of the game log's lines below
        the plate, which hides no piece of the game."""
        return layout.inset(self.log_below, layout.px(6), 0)

    def gone(self, seat: int) -> str | None:
        """Whether `seat`'s player is gone now: `MISSING`, or `STAND_IN`
        while the AI plays for them (None: here, or not a remote seat)."""
        return next((status for missing, status in self.shown if missing == seat), None)

    def missing(self) -> tuple:
        """(seat, status) of each remote seat whose player is gone now."""
        return tuple((seat, status) for seat, status in enumerate(self.match.presence) if status in (MISSING, STAND_IN))

    def update(self) -> None:
        """Follow the table's presence, chat and host (once a frame)."""
        if not self.networked:
            return
        missing = self.missing()
        if missing != self.shown:
            self.shown = missing
            self.place()
            self.changed()
        chat = self.match.chat
        for said in chat[self.chat_told:]:
            self.tell(self.t("app.online.players.said", name=self.name(said.seat),
                             phrase=self.t(f"app.online.chat.{said.phrase}")))
        self.chat_told = len(chat)
        if not self.host_left_told and self.match.closed_by_host is not None:
            self.host_left_told = True
            self.host_left()

    def refusal(self, error: IllegalAction) -> Note:
        """The log's line for a move not taken: a host's refusal worded
        here from its reason (``app.online.refused.*``; a reason this
        laptop does not know, a newer host's or an older host's sentence,
        as a plain refusal).  A move refused at one laptop says its text."""
        if not isinstance(error, Refused):
            return Note(str(error))
        if error.reason not in REFUSALS:
            return Note(key="app.online.refused.other")
        values = {"name": self.name(error.params["seat"])} if "seat" in error.params else {}
        if "waiting" in error.params:
            values["names"] = listed([self.name(seat) for seat in error.params["waiting"]],
                                     lambda key: self.t(f"app.{key}"))
        return Note(key=f"app.online.refused.{error.reason}", values=tuple(values.items()))

    # --- the plate -------------------------------------------------------------------
    def place(self) -> None:
        """Lay the plate and its buttons out in the log's lines now: a
        button whose row stays is moved and drawn again at the new size
        (`refit`), not made anew."""
        kept = {row: button for button, row in self.buttons.items()}
        self.buttons, self.picture = {}, None
        self.rect = pygame.Rect(0, 0, 0, 0)
        if self.shown:
            self._lay_plate(kept)
        for button in kept.values():
            button.kill()

    def _lay_plate(self, kept: dict[tuple[int, bool], UIButton]) -> None:
        """The plate with a line for each missing seat, as tall as its
        sentence needs beside the host's button; the buttons of `kept` that
        find their row again leave it."""
        area, pad = self.area(), layout.px(PAD)
        hosting = self.match.hosting is not None
        button_w = layout.px_at_least(BUTTON_WIDTH) if hosting else 0
        width = area.w - 2 * pad
        words_w = width - 3 * pad - (button_w + pad if hosting else 0)
        sentences = [self.t("table.online.missing" if status == MISSING else "table.online.stand_in",
                            name=self.name(seat)) for seat, status in self.shown]
        rows = [max(layout.px_at_least(ROW), style.text_height(len(style.wrap(sentence, style.SMALL, words_w, True)),
                                                                style.SMALL) + pad)
                for sentence in sentences]
        self.rect = pygame.Rect(area.left + pad, area.top + pad, width, sum(rows) + 2 * pad)
        self.picture = style.plate(self.rect.size, alpha=245, edge=style.RED, edge_width=max(2, layout.px(2)))
        top = pad
        for (seat, status), sentence, row in zip(self.shown, sentences, rows):
            line = pygame.Rect(pad, top, width - 2 * pad, row)
            top += row
            style.draw_text(self.picture, sentence, pygame.Rect(line.left + pad // 2, line.top, words_w, row),
                            style.SMALL, bold=True, valign="center")
            if hosting:
                rect = pygame.Rect(0, 0, button_w, layout.px_at_least(ROW) - 4)
                rect.midright = (self.rect.left + line.right, self.rect.top + line.centery)
                wait = status != MISSING
                element = kept.pop((seat, not wait), None)
                if element is None:
                    element = made(UIButton(rect, "app.online.players.wait" if wait else "app.online.players.stand_in",
                                            self.ui, object_id=ObjectID(class_id="@small_button")))
                else:
                    refit(element, rect)
                if not self.visible:
                    element.hide()
                self.buttons[element] = (seat, not wait)

    def draw(self, surface: pygame.Surface) -> None:
        if self.picture is not None:
            surface.blit(self.picture, self.rect)

    def handles(self, event: pygame.event.Event) -> bool:
        """A press of the host's button: the AI plays that seat (or stops)."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            seat, on = self.buttons[event.ui_element]
            self.match.set_stand_in(seat, on)
            return True
        return False

    def set_visible(self, visible: bool) -> None:
        """The buttons hide while another screen lies over the table."""
        self.visible = visible
        for button in self.buttons:
            button.show() if visible else button.hide()

    def kill(self) -> None:
        for button in self.buttons:
            button.kill()
        self.buttons = {}
