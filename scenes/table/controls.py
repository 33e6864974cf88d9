"""Table controls drawn on the felt for choices made in several local steps
before they become actions: a stepper (− value +) and a toggle.

A control holds its value; the table draws it into its still picture and
adds its `targets()` (clickable − / + / the toggle) to its own, so a click
changes the value through the table's usual click handling.  The table
then submits the collected values as actions.  A control's `explanation`
(what the value does) shows under the prompt while the pointer is on it.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

import pygame

from scenes import style
from scenes.layout import px
from scenes.table.targets import Target

ROW_HEIGHT = 40
BUTTON = 32
VALUE_WIDTH = 74


class Stepper:
    """A whole number between `low` and `high`, set with − and +.
    `on_change` runs after every change (to update a prompt's total).
    `key` names what it sets (the table finds it and words its label by it).
    `limits` say why − at the lowest and + at the highest do nothing."""

    def __init__(self, label: str, value: int, low: int, high: int, icon: pygame.Surface | None = None,
                 on_change: Callable[[], None] | None = None, explanation: str = "", key: str = "",
                 limits: tuple[str, str] = ("", "")) -> None:
        self.label, self.icon, self.explanation, self.key = label, icon, explanation, key
        self.limits = limits
        self.low, self.high = low, max(low, high)
        self.value = max(self.low, min(self.high, value))
        self.on_change = on_change
        self.rect = pygame.Rect(0, 0, 260, ROW_HEIGHT)

    def place(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def set(self, value: int) -> None:
        self.value = max(self.low, min(self.high, value))
        if self.on_change:
            self.on_change()

    def step(self, delta: int) -> None:
        self.set(self.value + delta)

    @property
    def button(self) -> int:
        return min(px(BUTTON), self.rect.h - 2)

    @property
    def minus_rect(self) -> pygame.Rect:
        b = self.button
        return pygame.Rect(self.plus_rect.left - px(VALUE_WIDTH) - b, self.rect.centery - b // 2, b, b)

    @property
    def plus_rect(self) -> pygame.Rect:
        b = self.button
        return pygame.Rect(self.rect.right - b - px(4), self.rect.centery - b // 2, b, b)

    @property
    def value_rect(self) -> pygame.Rect:
        return pygame.Rect(self.minus_rect.right, self.rect.top, self.plus_rect.left - self.minus_rect.right,
                           self.rect.h)

    def targets(self) -> list[Target]:
        """− and +, each saying why it does nothing at its end."""
        return [Target(self.minus_rect, on_click=lambda: self.step(-1), explanation=self.explanation)
                if self.value > self.low else Target(self.minus_rect, refusal=self.limits[0]),
                Target(self.plus_rect, on_click=lambda: self.step(1), explanation=self.explanation)
                if self.value < self.high else Target(self.plus_rect, refusal=self.limits[1])]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(_row_plate(self.rect.size), self.rect)
        x = self.rect.left + px(10)
        if self.icon is not None:
            surface.blit(self.icon, self.icon.get_rect(midleft=(x, self.rect.centery)))
            x += self.icon.get_width() + px(8)
        style.draw_text(surface, self.label, pygame.Rect(x, self.rect.top, self.minus_rect.left - px(6) - x, self.rect.h),
                        style.BODY, style.TEXT_LIGHT, valign="center", max_lines=1)
        surface.blit(_round_button("−", self.value > self.low, self.button), self.minus_rect)
        surface.blit(_round_button("+", self.value < self.high, self.button), self.plus_rect)
        number = style.text(str(self.value), min(style.HEADING, self.rect.h * 3 // 5), style.GOLD_LIGHT, bold=True)
        most = style.text(f"/{self.high}", style.SMALL, style.MUTED)
        left = self.value_rect.centerx - (number.get_width() + most.get_width()) // 2
        surface.blit(number, number.get_rect(midleft=(left, self.rect.centery)))
        surface.blit(most, most.get_rect(bottomleft=(left + number.get_width() + 1, self.rect.centery + px(9))))


class Toggle:
    """On or off, flipped by a click anywhere on its row."""

    def __init__(self, label: str, on: bool = False, icon: pygame.Surface | None = None,
                 on_change: Callable[[], None] | None = None, explanation: str = "", key: str = "") -> None:
        self.label, self.icon, self.on, self.explanation, self.key = label, icon, on, explanation, key
        self.on_change = on_change
        self.rect = pygame.Rect(0, 0, 200, ROW_HEIGHT)

    def place(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def flip(self) -> None:
        self.on = not self.on
        if self.on_change:
            self.on_change()

    def targets(self) -> list[Target]:
        return [Target(self.rect, on_click=self.flip, explanation=self.explanation)]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(_row_plate(self.rect.size, self.on), self.rect)
        side = min(px(22), self.rect.h - 4)
        box = pygame.Rect(self.rect.left + px(10), self.rect.centery - side // 2, side, side)
        surface.blit(_check_box(self.on, side), box)
        x = box.right + px(8)
        if self.icon is not None:
            surface.blit(self.icon, self.icon.get_rect(midleft=(x, self.rect.centery)))
            x += self.icon.get_width() + px(6)
        style.draw_text(surface, self.label, pygame.Rect(x, self.rect.top, self.rect.right - px(6) - x, self.rect.h),
                        style.BODY, style.GOLD_LIGHT if self.on else style.TEXT_LIGHT, valign="center", max_lines=1)


@lru_cache(maxsize=32)
def _row_plate(size: tuple[int, int], lit: bool = False) -> pygame.Surface:
    return style.optimized(style.plate(size, alpha=215, edge=style.GOLD_LIGHT if lit else style.WOOD_LIGHT,
                                       edge_width=2 if lit else 1))


@lru_cache(maxsize=16)
def _round_button(mark: str, enabled: bool, size: int) -> pygame.Surface:
    d = size * 2
    big = pygame.Surface((d, d), pygame.SRCALPHA)
    fill = style.rgb(style.GOLD) if enabled else style.shade(style.PANEL, 1.3)
    pygame.draw.circle(big, style.shade(fill, 0.55), (d // 2, d // 2), d // 2)
    pygame.draw.circle(big, fill, (d // 2, d // 2 - 2), d // 2 - 4)
    ink = style.rgb(style.PANEL) if enabled else style.rgb(style.MUTED)
    bar = d // 2 - 2
    pygame.draw.rect(big, ink, (d // 2 - bar // 2, d // 2 - 5, bar, 6), border_radius=3)
    if mark == "+":
        pygame.draw.rect(big, ink, (d // 2 - 3, d // 2 - 2 - bar // 2, 6, bar), border_radius=3)
    return style.optimized(pygame.transform.smoothscale(big, (size, size)))


@lru_cache(maxsize=8)
def _check_box(on: bool, side: int) -> pygame.Surface:
    box = pygame.Surface((22, 22), pygame.SRCALPHA)
    pygame.draw.rect(box, style.rgb(style.PARCHMENT) if on else style.shade(style.PANEL, 1.5), box.get_rect(),
                     border_radius=5)
    pygame.draw.rect(box, style.rgb(style.GOLD), box.get_rect(), 2, border_radius=5)
    if on:
        pygame.draw.lines(box, style.rgb(style.RED), False, [(5, 11), (9, 16), (17, 5)], 3)
    return style.optimized(pygame.transform.smoothscale(box, (side, side)))
