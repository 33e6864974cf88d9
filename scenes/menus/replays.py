"""The replays screen: every finished game (title, date, players, winner)
to watch again or delete, and the replays this version can no longer play,
each with the reason (they are kept, never deleted behind your back)."""
from __future__ import annotations

import pygame

from saves import SaveError, display_name
from saves.replays import ReplayStore
from scenes import i18n
from scenes.layout import px
from scenes.menus.common import BUTTON_HEIGHT
from scenes.menus.dialog import MessageDialog
from scenes.menus.load import PAD, FileListScene, local_time, problem_text

ROW = 84


class ReplaysScene(FileListScene):
    heading_key, empty_key = "app.replays.heading", "app.replays.empty"
    unreadable_key, delete_confirm_key = "app.replays.unplayable", "app.replays.delete_confirm"
    row_height = ROW

    def __init__(self, app) -> None:
        super().__init__(app)
        app.wait_for_records()
        self.store = ReplayStore(app.store.root)

    def listing(self):
        self.watch_buttons = {}
        return self.store.listing()

    def remove(self, path) -> None:
        self.store.delete(path)

    def build_row(self, area, info, y: int, width: int) -> None:
        self.label(pygame.Rect(px(PAD), y + 4, width - px(300), px(36)), i18n.title_name_key(info.title),
                   container=area, css="@heading")
        self.label(pygame.Rect(px(PAD), y + px(42), width - px(300), px(32)), "app.replays.details", container=area,
                   date=local_time(info.finished_at), names=i18n.names_listed(info.players),
                   winners=i18n.names_listed(info.winners))
        self.watch_buttons[info.path] = self.button(
            pygame.Rect(px(PAD) + width - px(290), y, px(140), px(BUTTON_HEIGHT)), "app.replays.watch",
            lambda: self.watch(info.path), container=area)
        self.delete_button(area, info.path, display_name(info.path), px(PAD) + width - px(140), y)

    def watch(self, path) -> None:
        try:
            replay = self.store.load(path)
        except SaveError as err:
            self.app.scenes.push(MessageDialog(self.app, "app.replays.failed", reason=problem_text(err)))
            return
        from scenes.replay import ReplayScene
        self.app.scenes.push(ReplayScene(self.app, replay))
