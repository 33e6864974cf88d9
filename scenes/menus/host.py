"""Hosting a game with remote players: this laptop opens the table to the
network (only now, on the address and port shown), shows the join code to
read out and each seat's connection, and starts when every remote player
has joined.  The people at this laptop then play their seats at the
title's table, passing the laptop between them as in any game here."""
from __future__ import annotations

from concurrent.futures import Future

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UITextBox

from game.match import HUMAN, Match
from scenes import i18n
from scenes.layout import px, split
from scenes.menus.common import BUTTON_HEIGHT, GAP, MARGIN, ROW_HEIGHT, Column, MenuScene
from scenes.menus.dialog import MessageDialog

PAD = 20


class HostScene(MenuScene):
    def __init__(self, app, match: Match, autosave_path=None) -> None:
        """Open `match` to the network: a new game, or one hosted before
        and saved (`match.hosted`), which its players rejoin with their
        seats' tokens; its autosave goes on in `autosave_path`."""
        from game.net.discovery import network_address
        from game.net.host import HostedTable
        from game.net.hosting import host
        from game.net.remote import network
        super().__init__(app)
        self.match, self.autosave_path = match, autosave_path
        match.hard_budget = app.settings.hard_budget   # the host's Hard bots think as long as at any table here
        self.address = network_address()
        self.hosting = None
        self.statuses: list[str] = []
        self.changed = False
        self.starting: Future | None = None
        here = next((seat for seat in match.seats if seat.kind == HUMAN), match.seats[0])
        table_name = i18n.t("app.online.host.table_name", name=here.name)
        table = match if match.hosted is None else HostedTable.reopen(match, match.hosted)
        self.opening: Future | None = network().run(host(table, self.address, table_name))

    # --- the network ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.opening is not None and self.opening.done():
            self._opened(self.opening)
        if self.changed and self.active:
            self.changed = False
            self.build_ui()
        if self.starting is not None and self.starting.done():
            self._started(self.starting)

    def _opened(self, opening: Future) -> None:
        self.opening = None
        error = opening.exception()
        if error is not None:
            self.app.scenes.pop()
            self.app.scenes.push(MessageDialog(self.app, "app.online.host.cannot_listen", address=self.address,
                                               reason=error))
            return
        self.hosting = opening.result()
        self.hosting.table.listeners.append(self._heard)
        self.statuses = self.hosting.table.statuses()
        self.build_ui()

    def _heard(self, message: dict) -> None:
        """On the network thread: a seat came or went."""
        if message["kind"] == "presence":
            self.statuses = list(message["seats"])
            self.changed = True

    def everyone_here(self) -> bool:
        """Every remote seat was taken (a player who joined and dropped
        since is shown missing at the table, where the AI may play them)."""
        from game.net.protocol import OPEN
        return bool(self.statuses) and OPEN not in self.statuses

    def start(self) -> None:
        """Every remote player has joined: the people here sit down at
        the table, which follows the hosted game."""
        from game.net.hosting import HostedMatch
        from game.net.remote import network
        if self.hosting is None or self.starting is not None or not self.everyone_here():
            return
        self.hosting.table.listeners.remove(self._heard)
        self.starting = HostedMatch.follow(self.hosting, network())

    def _started(self, starting: Future) -> None:
        self.starting = None
        match, self.hosting = starting.result(), None   # the table closes the hosting when it closes
        self.app.open_game(match, self.autosave_path)

    def back(self) -> None:
        self.app.scenes.pop()

    def exit(self) -> None:
        """Leaving without starting stops hosting: the players who joined
        are told the host left."""
        from game.net.remote import network
        super().exit()
        if self.hosting is not None:
            network().run(self.hosting.close()).result(5)
            self.hosting = None

    # --- the screen ----------------------------------------------------------------------------
    def build(self, size):
        width, height = size
        content = min(px(1100), width - 2 * px(MARGIN))
        left = (width - content) // 2
        self.heading(width, "app.online.host.heading", top=px(28))
        top, bottom = px(100), height - px(BUTTON_HEIGHT) - px(44)
        code_rect, seats_rect = split(pygame.Rect(left, top, content, bottom - top), [0.45, None], px(20),
                                      vertical=False)
        self.build_code(self.panel(code_rect), code_rect)
        self.build_seats(self.panel(seats_rect), seats_rect)
        foot = height - px(BUTTON_HEIGHT) - px(28)
        self.button(pygame.Rect(left, foot, px(180), px(BUTTON_HEIGHT)), "app.online.host.stop", self.back)
        self.start_button = self.button(pygame.Rect(left + content - px(240), foot, px(240), px(BUTTON_HEIGHT)),
                                        "app.online.host.start", self.start, css="@menu_button",
                                        enabled=self.everyone_here() and self.starting is None)

    def build_code(self, panel, rect: pygame.Rect) -> None:
        column = Column(px(PAD), px(PAD), rect.w - 2 * px(PAD))
        if self.hosting is None:
            self.label(column.take(px(ROW_HEIGHT)), "app.online.host.opening", container=panel)
            return
        self.label(column.take(px(28)), "app.online.host.code", container=panel, css="@caption")
        self.code_label = self.label(column.take(px(64)), self.hosting.table.code, container=panel,
                                     object_id="#screen_title")
        self.label(column.take(px(28)), "app.online.host.address", container=panel, css="@caption")
        self.address_label = self.label(column.take(px(ROW_HEIGHT)), f"{self.address}:{self.hosting.port}",
                                        container=panel, css="@heading")
        column.skip(px(GAP))
        UITextBox("app.online.host.hint", column.take(px(ROW_HEIGHT) * 3), self.app.ui, container=panel,
                  object_id=ObjectID(object_id="#message_text"))

    def build_seats(self, panel, rect: pygame.Rect) -> None:
        column = Column(px(PAD), px(PAD), rect.w - 2 * px(PAD))
        self.label(column.take(px(36)), "app.online.host.seats", container=panel, css="@heading")
        self.status_labels = []
        for seat, who in enumerate(self.match.seats):
            name_rect, status_rect = split(column.take(px(ROW_HEIGHT)), [0.5, None], px(10), vertical=False)
            self.label(name_rect, f"{seat + 1}. {who.name}", container=panel)
            status = self.statuses[seat] if self.statuses else "open"
            self.status_labels.append(self.label(status_rect, f"app.online.status.{status}", container=panel,
                                                 css="@caption"))
