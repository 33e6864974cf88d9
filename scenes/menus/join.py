"""Joining a table hosted on another laptop: the tables found on this
network (zeroconf), or the host's address typed in, the join code the
host reads out, and the name the others will see.  The table then plays
through the title's own table scene (`game.net.remote.RemoteMatch`)."""
from __future__ import annotations

import asyncio
from concurrent.futures import Future

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from game import registry
from scenes import i18n
from scenes.layout import px, split
from scenes.menus.common import BUTTON_HEIGHT, GAP, MARGIN, ROW_HEIGHT, Column, MenuScene
from scenes.menus.dialog import MessageDialog

PAD = 20
#: Found tables listed at most.
MAX_LISTED = 6


class JoinScene(MenuScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.address_text = self.code_text = ""
        # The name this player last typed for a seat at this laptop, else "Player 1" (to type over).
        self.name_text = next((name for name, kind in app.settings.last_seats if kind == "human" and name),
                              i18n.t("app.setup.player_name", n="1"))
        self.found = None        # the tables found (None: still looking)
        self.search: Future | None = None
        self.joining: Future | None = None
        self.look_again(rebuild=False)

    # --- looking and joining ------------------------------------------------------------
    def look_again(self, rebuild: bool = True) -> None:
        from game.net.discovery import browse, network_address
        from game.net.remote import network
        self.found = None
        self.search = network().run(asyncio.to_thread(browse, [network_address()]))
        if rebuild:
            self.build_ui()

    def pick(self, table) -> None:
        """A found table: its address goes in the address line."""
        self.address_text = f"[{table.address}]:{table.port}" if ":" in table.address else f"{table.address}:{table.port}"
        self.build_ui()

    def join(self) -> None:
        from game.net.client import TableClient, table_uri
        from game.net.remote import RemoteMatch, network
        if self.joining is not None:
            return
        try:
            uri = table_uri(self.address_text)
        except ValueError:
            self.app.scenes.push(MessageDialog(self.app, "app.online.join.bad_address"))
            return
        code, name = self.code_text.strip().upper(), self.name_text.strip()
        if not code or not name:
            self.app.scenes.push(MessageDialog(self.app, "app.online.join.empty_code" if not code else "app.online.join.empty_name"))
            return
        token = self.app.settings.seats_joined.get(code)   # a seat taken before, at a table opened again
        self.joining = RemoteMatch.join(TableClient(uri, code, name, token=token), network())
        self.build_ui()

    def update(self, dt: float) -> None:
        if self.search is not None and self.search.done():
            error = self.search.exception()
            self.found, self.search = ([] if error else self.search.result()), None
            if self.active:
                self.build_ui()
        if self.joining is not None and self.joining.done():
            self._joined(self.joining)

    def _joined(self, joining: Future) -> None:
        from game.net.client import Unreachable
        self.joining = None
        error = joining.exception()
        if error is None:
            match = joining.result()
            self.app.settings.remember_seat(match.client.code, match.client.token)
            self.app.open_game(match)
            return
        why = error.why if isinstance(error, Unreachable) else "no_answer"
        self.build_ui()
        self.app.scenes.push(MessageDialog(self.app, f"app.online.join.why.{why}", address=self.address_text.strip()))

    # --- the screen ------------------------------------------------------------------------
    def build(self, size):
        width, height = size
        content = min(px(1100), width - 2 * px(MARGIN))
        left = (width - content) // 2
        self.heading(width, "app.online.join.heading", top=px(28))
        top, bottom = px(100), height - px(BUTTON_HEIGHT) - px(44)
        found_rect, form_rect = split(pygame.Rect(left, top, content, bottom - top), [0.5, None], px(20), vertical=False)
        self.build_found(self.panel(found_rect), found_rect)
        self.build_form(self.panel(form_rect), form_rect)
        foot = height - px(BUTTON_HEIGHT) - px(28)
        self.button(pygame.Rect(left, foot, px(180), px(BUTTON_HEIGHT)), "app.common.back", self.back)
        self.join_button = self.button(pygame.Rect(left + content - px(240), foot, px(240), px(BUTTON_HEIGHT)),
                                       "app.online.join.join", self.join, css="@menu_button",
                                       enabled=self.joining is None)

    def build_found(self, panel, rect: pygame.Rect) -> None:
        column = Column(px(PAD), px(PAD), rect.w - 2 * px(PAD))
        self.label(column.take(px(36)), "app.online.join.found", container=panel, css="@heading")
        self.found_buttons = []
        if self.found is None:
            self.label(column.take(px(ROW_HEIGHT)), "app.online.join.searching", container=panel)
        elif not self.found:
            self.label(column.take(px(ROW_HEIGHT) * 2), "app.online.join.none_found", container=panel)
        for table in (self.found or [])[:MAX_LISTED]:
            title = i18n.t(i18n.title_name_key(table.title)) if table.title in registry.ids() else table.title
            self.found_buttons.append(self.button(
                column.take(px(38)), "app.online.join.table_entry", lambda t=table: self.pick(t), container=panel,
                name=table.name, title=title, open=table.open_seats, seats=table.seats))
        look = pygame.Rect(px(PAD), rect.h - px(PAD) - px(BUTTON_HEIGHT), px(200), px(BUTTON_HEIGHT))
        self.button(look, "app.online.join.look_again", self.look_again, container=panel, enabled=self.found is not None)

    def build_form(self, panel, rect: pygame.Rect) -> None:
        column = Column(px(PAD), px(PAD), rect.w - 2 * px(PAD), gap=px(GAP) // 2)
        self.entries = {}
        for key, attribute, limit in (("app.online.join.address", "address_text", 60), ("app.online.join.code", "code_text", 12),
                                      ("app.online.join.name", "name_text", 20)):
            self.label(column.take(px(28)), key, container=panel, css="@caption")
            entry = UITextEntryLine(column.take(px(40)), self.app.ui, container=panel)
            entry.set_text_length_limit(limit)
            entry.set_text(getattr(self, attribute))
            self.entries[entry] = attribute
            column.skip(px(GAP))
        if self.joining is not None:
            self.label(column.take(px(ROW_HEIGHT)), "app.online.join.connecting", container=panel,
                       address=self.address_text.strip())

    def handle_event(self, event):
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element in getattr(self, "entries", {}):
            setattr(self, self.entries[event.ui_element], event.ui_element.get_text())
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element in getattr(self, "entries", {}):
            self.join()
        else:
            super().handle_event(event)
