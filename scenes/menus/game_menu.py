"""The in-game menu the table opens on Esc: resume, save, load, undo, rules,
quit to title.  It sits over the table, which stays visible, dimmed; or,
opened on a pass-and-play curtain, over the curtain, the table staying
hidden, with Undo greyed out (the laptop is between two players)."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from scenes import i18n
from scenes.layout import px
from scenes.menus.common import BUTTON_HEIGHT, GAP, Column, OverlayMenu, centered
from scenes.menus.dialog import MessageDialog

WIDTH = 420
PAD = 28


class GameMenuScene(OverlayMenu):
    def __init__(self, app, table, curtained: bool = False) -> None:
        super().__init__(app)
        self.table = table
        self.curtained = curtained
        self.save_name = ""

    @property
    def match(self):
        return self.table.match

    def build(self, size):
        self.undo_point, why = (None, "curtain") if self.curtained else self.table.undo_status()
        why_height = 0 if self.undo_point is not None else px(22)
        buttons = 7 if self.match.networked else 6
        box = centered(px(WIDTH), 2 * px(PAD) + px(54) + buttons * (px(BUTTON_HEIGHT) + px(GAP)) + px(84) + why_height,
                       size)
        panel = self.panel(box)
        column = Column(px(PAD), px(PAD) - 6, px(WIDTH) - 2 * px(PAD))
        self.label(column.take(px(54)), "app.menu.heading", container=panel, object_id="#screen_title")
        self.resume_button = self.button(column.take(px(BUTTON_HEIGHT)), "app.menu.resume", self.back, container=panel,
                                         css="@menu_button")
        self.label(column.take(px(22), indent=2), "app.menu.save_name", container=panel, css="@caption")
        save_row = column.take(px(BUTTON_HEIGHT))
        self.name_entry = UITextEntryLine(pygame.Rect(save_row.x, save_row.y + 4, save_row.width - px(130), px(40)),
                                          self.app.ui, container=panel)
        self.name_entry.set_text_length_limit(40)
        self.name_entry.set_text(self.save_name)
        self.save_button = self.button(pygame.Rect(save_row.right - px(120), save_row.y, px(120), px(BUTTON_HEIGHT)),
                                       "app.menu.save", self.save, container=panel,
                                       enabled=self.match.saved_here and self.match.lesson is None)
        self.load_button = self.button(column.take(px(BUTTON_HEIGHT)), "app.menu.load", self.load, container=panel)
        self.undo_button = self.button(column.take(px(BUTTON_HEIGHT)), "app.menu.undo", self.undo, container=panel,
                                       enabled=self.undo_point is not None)
        if why_height:
            self.undo_why = self.label(column.take(why_height, indent=2), f"app.menu.undo_why.{why}",
                                       container=panel, css="@caption")
        if self.match.networked:
            self.button(column.take(px(BUTTON_HEIGHT)), "app.online.players.open", self.players, container=panel)
        self.rules_button = self.button(column.take(px(BUTTON_HEIGHT)), "app.menu.rules", self.rules, container=panel)
        self.settings_button = self.button(column.take(px(BUTTON_HEIGHT)), "app.menu.settings", self.settings,
                                           container=panel)
        self.quit_button = self.button(column.take(px(BUTTON_HEIGHT)), "app.menu.quit", self.app.back_to_title,
                                       container=panel, css="@danger_button")

    def handle_event(self, event):
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.name_entry:
            self.save_name = self.name_entry.get_text()
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.name_entry:
            self.save()
        else:
            super().handle_event(event)

    def save(self) -> None:
        name = self.save_name.strip() or self.default_save_name()
        try:
            path = self.app.store.save(name, self.match)
        except OSError:
            reason = i18n.t("saves.problem.write_failed", file=self.app.store.path_for(name).name)
            self.app.scenes.push(MessageDialog(self.app, "app.menu.save_failed", reason=reason))
            return
        self.app.notify("app.menu.saved", name=path.stem)

    def default_save_name(self) -> str:
        return f"{i18n.t(i18n.title_name_key(self.match.title_id))} {len(self.match.log)}"

    def load(self) -> None:
        from scenes.menus.load import LoadScene
        self.app.scenes.push(LoadScene(self.app))

    def undo(self) -> None:
        self.table.undo()
        self.app.scenes.pop()

    def players(self) -> None:
        from scenes.menus.players import PlayersScene
        self.app.scenes.push(PlayersScene(self.app, self.match, self.table.speaker))

    def settings(self) -> None:
        from scenes.menus.settings import SettingsScene
        self.app.scenes.push(SettingsScene(self.app))

    def rules(self) -> None:
        from scenes.menus.rules import RulesScene
        self.app.scenes.push(RulesScene(self.app, self.match.title_id))
