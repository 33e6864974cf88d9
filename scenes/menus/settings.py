"""Settings: language, fullscreen, animation speed, effects and music
volume, mute, how long the Hard opponent thinks.  Every change is saved at once and takes effect at once.

Two columns side by side (the table, then the sound), so the screen fits
a 960×600 window."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIHorizontalSlider

from saves.settings import HARD_BUDGETS
from scenes import i18n
from scenes.layout import px
from scenes.menus.common import BUTTON_HEIGHT, Column, MenuScene, centered

SPEEDS = (0.5, 3.0)
SPEED_STEP = 0.25
PAD = 32
COLUMN_GAP = 40
SLIDER_HEIGHT = 32
HARD_ROW = 36 + BUTTON_HEIGHT + 20


class SettingsScene(MenuScene):
    def build(self, size):
        width, height = size
        self.heading(width, "app.settings.heading", top=28)
        box = centered(min(px(960), width - px(80)), px(300) + px(HARD_ROW), size)
        panel = self.panel(box)
        settings = self.app.settings
        column_width = (box.width - 2 * px(PAD) - px(COLUMN_GAP)) // 2
        left = Column(px(PAD), px(PAD), column_width, gap=px(10))
        right = Column(px(PAD) + column_width + px(COLUMN_GAP), px(PAD), column_width, gap=px(10))

        choice_width = (column_width - px(10)) // 2
        self.label(left.take(px(36)), "app.settings.language", container=panel, css="@heading")
        row = left.take(px(BUTTON_HEIGHT))
        self.language_buttons = {}
        for i, language in enumerate(i18n.LANGUAGES):
            button = self.button(pygame.Rect(row.left + i * (choice_width + px(10)), row.top, choice_width, row.height),
                                 f"app.languages.{language}", lambda lang=language: self.app.set_language(lang),
                                 container=panel)
            if language == settings.language:
                button.select()
            self.language_buttons[language] = button
        row = left.take(px(BUTTON_HEIGHT))
        self.label(pygame.Rect(row.left, row.top, choice_width, row.height), "app.settings.fullscreen",
                   container=panel, css="@heading")
        self.fullscreen_button = self.button(
            pygame.Rect(row.left + choice_width + px(10), row.top, choice_width, row.height),
            "app.settings.on" if settings.fullscreen else "app.settings.off", self.toggle_fullscreen, container=panel)
        self.speed_label = self.label(left.take(px(36)), "app.settings.animation_speed",
                                      container=panel, css="@heading", value=f"{settings.animation_speed:g}")
        self.speed_slider = UIHorizontalSlider(left.take(SLIDER_HEIGHT), settings.animation_speed,
                                               SPEEDS, self.app.ui, container=panel, click_increment=SPEED_STEP)
        self.label(left.take(px(36)), "app.settings.hard_budget", container=panel, css="@heading")
        row = left.take(px(BUTTON_HEIGHT))
        budget_width = (column_width - px(20)) // len(HARD_BUDGETS)
        self.budget_buttons = {}
        for i, seconds in enumerate(HARD_BUDGETS):
            button = self.button(pygame.Rect(row.left + i * (budget_width + px(10)), row.top, budget_width, row.height),
                                 "app.settings.seconds", lambda s=seconds: self.set_hard_budget(s),
                                 container=panel, value=f"{seconds:g}")
            if seconds == settings.hard_budget:
                button.select()
            self.budget_buttons[seconds] = button

        self.volume_label = self.label(right.take(px(36)), "app.settings.volume", container=panel,
                                       css="@heading", value=round(settings.volume * 100))
        self.volume_slider = UIHorizontalSlider(right.take(SLIDER_HEIGHT), round(settings.volume * 100),
                                                (0, 100), self.app.ui, container=panel, click_increment=5)
        self.music_label = self.label(right.take(px(36)), "app.settings.music_volume", container=panel,
                                      css="@heading", value=round(settings.music_volume * 100))
        self.music_slider = UIHorizontalSlider(right.take(SLIDER_HEIGHT), round(settings.music_volume * 100),
                                               (0, 100), self.app.ui, container=panel, click_increment=5)
        row = right.take(px(BUTTON_HEIGHT))
        self.label(pygame.Rect(row.left, row.top, choice_width, row.height), "app.settings.mute",
                   container=panel, css="@heading")
        self.mute_button = self.button(
            pygame.Rect(row.left + choice_width + px(10), row.top, choice_width, row.height),
            "app.settings.on" if settings.muted else "app.settings.off", self.toggle_mute, container=panel)

        self.button(pygame.Rect(box.left, box.bottom + px(24), px(180), px(BUTTON_HEIGHT)), "app.common.back", self.back)

    def set_hard_budget(self, seconds: float) -> None:
        """Hard thinks this long per decision at every table opened from now on."""
        self.app.settings.hard_budget = seconds
        self.app.settings.save()
        self.build_ui()

    def toggle_fullscreen(self) -> None:
        self.app.toggle_fullscreen()
        self.build_ui()

    def toggle_mute(self) -> None:
        self.app.toggle_mute()
        self.build_ui()

    def handle_event(self, event):
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            if event.ui_element is self.speed_slider:
                self.set_animation_speed(event.value)
            elif event.ui_element is self.volume_slider:
                self.set_volume(event.value / 100)
            elif event.ui_element is self.music_slider:
                self.set_music_volume(event.value / 100)
        else:
            super().handle_event(event)

    def set_animation_speed(self, speed: float) -> None:
        speed = min(max(round(speed / SPEED_STEP) * SPEED_STEP, SPEEDS[0]), SPEEDS[1])
        self.app.settings.animation_speed = speed
        self.app.settings.save()
        self.speed_label.set_text("app.settings.animation_speed", text_kwargs={"value": f"{speed:g}"})

    def set_volume(self, volume: float) -> None:
        self.app.settings.volume = volume
        self.app.settings.save()
        self.app.sound.set_volume(volume)
        self.volume_label.set_text("app.settings.volume", text_kwargs={"value": str(round(volume * 100))})

    def set_music_volume(self, volume: float) -> None:
        self.app.settings.music_volume = volume
        self.app.settings.save()
        self.app.sound.set_music_volume(volume)
        self.music_label.set_text("app.settings.music_volume", text_kwargs={"value": str(round(volume * 100))})
