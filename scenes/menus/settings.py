"""Settings: language, fullscreen, animation speed, volume.  Every change is
saved at once and takes effect at once."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIHorizontalSlider

from scenes import i18n
from scenes.menus.common import BUTTON_HEIGHT, MenuScene, centered

SPEEDS = (0.5, 3.0)
SPEED_STEP = 0.25
PAD = 32


class SettingsScene(MenuScene):
    def build(self, size):
        width, height = size
        self.heading(width, "app.settings.heading", top=28)
        box = centered(min(720, width - 80), 420, size)
        panel = self.panel(box)
        inner = box.width - 2 * PAD
        settings = self.app.settings
        y = PAD

        self.label(pygame.Rect(PAD, y, 220, BUTTON_HEIGHT), "app.settings.language", container=panel, css="@heading")
        self.language_buttons = {}
        for i, language in enumerate(i18n.LANGUAGES):
            button = self.button(pygame.Rect(PAD + 240 + i * 170, y, 160, BUTTON_HEIGHT),
                                 f"app.languages.{language}", lambda lang=language: self.app.set_language(lang),
                                 container=panel)
            if language == settings.language:
                button.select()
            self.language_buttons[language] = button
        y += BUTTON_HEIGHT + 28

        self.label(pygame.Rect(PAD, y, 220, BUTTON_HEIGHT), "app.settings.fullscreen", container=panel, css="@heading")
        self.fullscreen_button = self.button(pygame.Rect(PAD + 240, y, 160, BUTTON_HEIGHT),
                                             "app.settings.on" if settings.fullscreen else "app.settings.off",
                                             self.toggle_fullscreen, container=panel)
        y += BUTTON_HEIGHT + 28

        self.speed_label = self.label(pygame.Rect(PAD, y, inner, 36), "app.settings.animation_speed",
                                      container=panel, css="@heading", value=f"{settings.animation_speed:g}")
        self.speed_slider = UIHorizontalSlider(pygame.Rect(PAD, y + 38, inner, 32), settings.animation_speed,
                                               SPEEDS, self.app.ui, container=panel, click_increment=SPEED_STEP)
        y += 100

        self.volume_label = self.label(pygame.Rect(PAD, y, inner, 36), "app.settings.volume", container=panel,
                                       css="@heading", value=round(settings.volume * 100))
        self.volume_slider = UIHorizontalSlider(pygame.Rect(PAD, y + 38, inner, 32), round(settings.volume * 100),
                                                (0, 100), self.app.ui, container=panel, click_increment=5)

        self.button(pygame.Rect(box.left, box.bottom + 24, 180, BUTTON_HEIGHT), "app.common.back", self.back)

    def toggle_fullscreen(self) -> None:
        self.app.toggle_fullscreen()
        self.build_ui()

    def handle_event(self, event):
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            if event.ui_element is self.speed_slider:
                self.set_animation_speed(event.value)
            elif event.ui_element is self.volume_slider:
                self.set_volume(event.value / 100)
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
