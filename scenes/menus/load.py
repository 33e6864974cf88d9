"""The load screen: every save with its title, date, players and round, and
the files that could not be read, each with the reason."""
from __future__ import annotations

from datetime import datetime

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIScrollingContainer, UITextBox

from saves import SaveError
from scenes import i18n
from scenes.menus.common import BUTTON_HEIGHT, MARGIN, MenuScene
from scenes.menus.dialog import MessageDialog, escape

ROW = 84
PAD = 20


def local_time(iso: str) -> str:
    """A save's UTC timestamp as local 'YYYY-MM-DD HH:MM' (or as saved)."""
    try:
        return datetime.fromisoformat(iso).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return iso


class LoadScene(MenuScene):
    def build(self, size):
        width, height = size
        content = min(1000, width - 2 * MARGIN)
        left = (width - content) // 2
        self.heading(width, "app.load.heading", top=28)
        top, bottom = 100, height - BUTTON_HEIGHT - 44
        panel = self.panel(pygame.Rect(left, top, content, bottom - top))
        self.button(pygame.Rect(left, height - BUTTON_HEIGHT - 28, 180, BUTTON_HEIGHT), "app.common.back", self.back)

        self.saves, self.bad_files = self.app.store.listing()
        self.load_buttons = {}
        scroll = UIScrollingContainer(pygame.Rect(6, 6, content - 12, bottom - top - 12), self.app.ui,
                                      container=panel, allow_scroll_x=False)
        inner = content - 12 - 2 * PAD - 20
        area = scroll.get_container()
        y = PAD
        if not self.saves:
            self.label(pygame.Rect(PAD, y, inner, 36), "app.load.empty", container=area)
            y += 48
        for info in self.saves:
            self.build_save_row(area, info, y, inner)
            y += ROW + 10
        if self.bad_files:
            y += 10
            self.label(pygame.Rect(PAD, y, inner, 36), "app.load.unreadable", container=area, css="@heading")
            y += 40
            for bad in self.bad_files:
                self.label(pygame.Rect(PAD, y, inner, 30), bad.path.name, container=area)
                UITextBox(escape(bad.reason.removeprefix(f"{bad.path}: ")),
                          pygame.Rect(PAD + 12, y + 30, inner - 12, 48), self.app.ui, container=area,
                          object_id=ObjectID(object_id="#message_text", class_id="@caption"))
                y += 80
        scroll.set_scrollable_area_dimensions((content - 32, y + PAD))

    def build_save_row(self, area, info, y: int, width: int) -> None:
        name_key = "app.load.autosave" if info.path == self.app.store.autosave_path else info.name
        self.label(pygame.Rect(PAD, y - 2, width - 160, 36), name_key, container=area, css="@heading")
        self.label(pygame.Rect(PAD, y + 34, width - 160, 26), "app.load.details", container=area,
                   title=i18n.t(i18n.title_name_key(info.title)), date=local_time(info.saved_at),
                   round=info.round)
        self.label(pygame.Rect(PAD, y + 60, width - 160, 22), "app.load.seats", container=area, css="@caption",
                   names=", ".join(info.seats))
        button = self.button(pygame.Rect(PAD + width - 140, y + 18, 140, BUTTON_HEIGHT), "app.load.load",
                             lambda: self.load(info.path), container=area)
        self.load_buttons[info.path] = button

    def load(self, path) -> None:
        try:
            match = self.app.store.load(path)
        except SaveError as err:
            self.app.scenes.push(MessageDialog(self.app, "app.load.failed", reason=err))
            return
        self.app.open_game(match)

