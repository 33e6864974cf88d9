"""Learn to play: pick the game to learn (the title menu's way in; the
setup screen offers the chosen title's lesson itself)."""
from __future__ import annotations

import pygame

from game.lessons import LESSONS
from scenes import i18n
from scenes.layout import px
from scenes.menus.common import BUTTON_HEIGHT, GAP, MenuScene

WIDTH = 460
PAD = 24


class LessonsScene(MenuScene):
    def build(self, size):
        width, height = size
        self.heading(width, "app.lessons.heading", top=px(28))
        row = px(BUTTON_HEIGHT) + px(GAP)
        panel_rect = pygame.Rect(0, 0, px(WIDTH) + 2 * px(PAD), 2 * px(PAD) + px(60) + len(LESSONS) * row)
        panel_rect.midtop = (width // 2, px(110))
        panel = self.panel(panel_rect)
        inner = pygame.Rect(px(PAD), px(PAD), px(WIDTH), px(52))
        self.label(inner, "app.lessons.pick", container=panel, css="@caption")
        self.lesson_buttons = {}
        for index, title_id in enumerate(LESSONS):
            rect = pygame.Rect(px(PAD), px(PAD) + px(60) + index * row, px(WIDTH), px(BUTTON_HEIGHT))
            self.lesson_buttons[title_id] = self.button(rect, i18n.title_name_key(title_id),
                                                        lambda t=title_id: self.app.open_lesson(t),
                                                        container=panel, css="@menu_button")
        self.button(pygame.Rect((width - px(180)) // 2, height - px(BUTTON_HEIGHT) - px(28), px(180),
                                px(BUTTON_HEIGHT)), "app.common.back", self.back)
