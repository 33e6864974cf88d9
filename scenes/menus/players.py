"""At a networked table (Esc, then Players and chat): who is connected,
the chat of a few preset phrases, and for the host, letting the AI play a
missing player's seat until they return."""
from __future__ import annotations

import pygame

from scenes.layout import px, split
from scenes.menus.common import BUTTON_HEIGHT, GAP, Column, OverlayMenu, centered

WIDTH, HEIGHT = 760, 560
PAD = 20
#: Chat lines shown, latest last.
CHAT_LINES = 5


class PlayersScene(OverlayMenu):
    def __init__(self, app, match, speaker: int) -> None:
        super().__init__(app)
        self.match = match
        #: The seat whose player holds this laptop now, who chats.
        self.speaker = speaker
        self.shown = None

    def now(self) -> tuple:
        """What the screen shows, to rebuild it when that changes."""
        return tuple(self.match.presence), len(self.match.chat)

    def update(self, dt: float) -> None:
        if self.active and self.now() != self.shown:
            self.build_ui()

    def build(self, size):
        from game.net.protocol import MISSING, PHRASES, STAND_IN
        self.shown = self.now()
        presence, chat = list(self.match.presence), list(self.match.chat)
        alone_here = len(self.match.humans) == 1
        box = centered(min(px(WIDTH), size[0] - px(40)), min(px(HEIGHT), size[1] - px(40)), size)
        panel = self.panel(box)
        column = Column(px(PAD), px(PAD), box.w - 2 * px(PAD), gap=px(6))
        self.label(column.take(px(54)), "app.online.players.heading", container=panel, object_id="#screen_title")
        self.stand_in_buttons = {}
        for seat, who in enumerate(self.match.seats):
            name_rect, status_rect, button_rect = split(column.take(px(34)), [0.35, 0.35, None], px(8), vertical=False)
            self.label(name_rect, f"{seat + 1}. {who.name}", container=panel)
            status = "here" if alone_here and seat in self.match.humans else \
                presence[seat] if seat < len(presence) else "open"
            self.label(status_rect, f"app.online.status.{status}", container=panel, css="@caption")
            if self.match.hosting is not None and status in (MISSING, STAND_IN):
                key = "app.online.players.wait" if status == STAND_IN else "app.online.players.stand_in"
                self.stand_in_buttons[seat] = self.button(button_rect, key, lambda s=seat, on=status == MISSING:
                                                          self.stand_in(s, on), container=panel, css="@small_button")
        column.skip(px(GAP))
        names = {i: s.name for i, s in enumerate(self.match.seats)}
        for said in chat[-CHAT_LINES:]:
            self.label(column.take(px(24)), "app.online.players.said", container=panel, css="@caption",
                       name=names.get(said.seat, "?"), phrase=self.app.t(f"app.online.chat.{said.phrase}"))
        phrase_rows = [PHRASES[:4], PHRASES[4:]]
        bottom = box.h - px(PAD) - px(BUTTON_HEIGHT)
        row_h = px(38)
        self.phrase_buttons = {}
        for r, row in enumerate(phrase_rows):
            cells = split(pygame.Rect(px(PAD), bottom - px(GAP) - (2 - r) * (row_h + px(6)), box.w - 2 * px(PAD),
                                      row_h), [None] * len(row), px(6), vertical=False)
            for phrase, cell in zip(row, cells):
                self.phrase_buttons[phrase] = self.button(cell, f"app.online.chat.{phrase}",
                                                          lambda p=phrase: self.match.say(p, self.speaker), container=panel,
                                                          css="@small_button")
        close = pygame.Rect(0, 0, px(160), px(BUTTON_HEIGHT))
        close.bottomright = (box.w - px(PAD), box.h - px(PAD))
        self.button(close, "app.common.back", self.back, container=panel)

    def stand_in(self, seat: int, on: bool) -> None:
        """The host lets the AI play a missing seat (or waits for them)."""
        self.match.set_stand_in(seat, on).result(5)
