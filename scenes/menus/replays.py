"""The replays screen: every finished game (title, date, players, winner)
to watch again or delete, and the replays this version can no longer play,
each with the reason (they are kept, never deleted behind your back)."""
from __future__ import annotations

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIScrollingContainer, UITextBox

from saves import SaveError, display_name
from saves.replays import ReplayStore
from scenes import i18n
from scenes.layout import px
from scenes.menus.common import BUTTON_HEIGHT, MARGIN, MenuScene
from scenes.menus.dialog import ConfirmDialog, MessageDialog, escape
from scenes.menus.load import local_time, problem_text

ROW = 84
PAD = 20


class ReplaysScene(MenuScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        app.wait_for_records()
        self.store = ReplayStore(app.store.root)

    def build(self, size):
        width, height = size
        content = min(px(1000), width - 2 * px(MARGIN))
        left = (width - content) // 2
        self.heading(width, "app.replays.heading", top=28)
        top, bottom = px(100), height - px(BUTTON_HEIGHT) - px(44)
        panel = self.panel(pygame.Rect(left, top, content, bottom - top))
        self.button(pygame.Rect(left, height - px(BUTTON_HEIGHT) - px(28), px(180), px(BUTTON_HEIGHT)), "app.common.back", self.back)

        self.replays, self.bad_files = self.store.listing()
        self.watch_buttons, self.delete_buttons = {}, {}
        scroll = UIScrollingContainer(pygame.Rect(6, 6, content - px(12), bottom - top - px(12)), self.app.ui,
                                      container=panel, allow_scroll_x=False)
        inner = content - px(12) - 2 * px(PAD) - px(20)
        area = scroll.get_container()
        y = px(PAD)
        if not self.replays:
            self.label(pygame.Rect(px(PAD), y, inner, px(36)), "app.replays.empty", container=area)
            y += px(48)
        for info in self.replays:
            self.label(pygame.Rect(px(PAD), y + 4, inner - px(300), px(36)), i18n.title_name_key(info.title),
                       container=area, css="@heading")
            self.label(pygame.Rect(px(PAD), y + px(42), inner - px(300), px(32)), "app.replays.details", container=area,
                       date=local_time(info.finished_at), names=", ".join(info.players),
                       winners=" & ".join(info.winners))
            self.watch_buttons[info.path] = self.button(
                pygame.Rect(px(PAD) + inner - px(290), y, px(140), px(BUTTON_HEIGHT)), "app.replays.watch",
                lambda info=info: self.watch(info.path), container=area)
            self.delete_button(area, info.path, px(PAD) + inner - px(140), y)
            y += px(ROW) + px(10)
        if self.bad_files:
            y += px(10)
            self.label(pygame.Rect(px(PAD), y, inner, px(36)), "app.replays.unplayable", container=area, css="@heading")
            y += px(40)
            for bad in self.bad_files:
                self.label(pygame.Rect(px(PAD), y, inner - px(160), px(30)), display_name(bad.path), container=area)
                UITextBox(escape(problem_text(bad.error)), pygame.Rect(px(PAD) + px(12), y + px(30), inner - px(172), px(48)),
                          self.app.ui, container=area,
                          object_id=ObjectID(object_id="#message_text", class_id="@caption"))
                self.delete_button(area, bad.path, px(PAD) + inner - px(140), y + px(12))
                y += px(80)
        scroll.set_scrollable_area_dimensions((content - px(32), y + px(PAD)))

    def delete_button(self, area, path, x: int, y: int) -> None:
        self.delete_buttons[path] = self.button(
            pygame.Rect(x, y, px(140), px(BUTTON_HEIGHT)), "app.load.delete", container=area, css="@danger_button",
            action=lambda: self.app.scenes.push(ConfirmDialog(
                self.app, "app.replays.delete_confirm", "app.load.delete", lambda: self.delete(path))))

    def delete(self, path) -> None:
        try:
            self.store.delete(path)
        except OSError:
            self.app.scenes.push(MessageDialog(self.app, "app.load.delete_failed", name=display_name(path)))
            return
        if self.active:
            self.build_ui()

    def watch(self, path) -> None:
        try:
            replay = self.store.load(path)
        except SaveError as err:
            self.app.scenes.push(MessageDialog(self.app, "app.replays.failed", reason=problem_text(err)))
            return
        from scenes.replay import ReplayScene
        self.app.scenes.push(ReplayScene(self.app, replay))
