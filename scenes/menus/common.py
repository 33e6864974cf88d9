"""What every menu screen shares: building and dropping its pygame-gui
elements with the scene's life, button actions, layout helpers, the table
background and the dimmed backdrop of overlays.

A menu keeps its choices in plain attributes and builds its elements from
them in `build`, so it can throw the elements away and build them again at
any time: when another screen covers it, when the window is resized and
when the language changes.
"""
from __future__ import annotations

from typing import Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton, UILabel

from scenes import style
from scenes.base import Scene
from scenes.layout import px
from scenes.style import draw_table_background, paint_table_background

BUTTON_HEIGHT = 48
ROW_HEIGHT = 40
GAP = 12
MARGIN = 40
PANEL_RADIUS = 16


class Column:
    """Hands out rectangles top to bottom: ``column.take(px(40))``."""

    def __init__(self, left: int, top: int, width: int, gap: int | None = None) -> None:
        self.left, self.y, self.width, self.gap = left, top, width, px(GAP) if gap is None else gap

    def take(self, height: int, width: int | None = None, indent: int = 0) -> pygame.Rect:
        rect = pygame.Rect(self.left + indent, self.y, width or self.width - indent, height)
        self.y += height + self.gap
        return rect

    def skip(self, height: int) -> None:
        self.y += height


class MenuScene(Scene):
    """A screen made of pygame-gui elements (see the module docstring)."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.root: UIContainer | None = None
        self.actions: dict[object, Callable[[], None]] = {}
        self.panel_rects: list[pygame.Rect] = []
        self.active = False

    # --- life cycle --------------------------------------------------------
    def enter(self) -> None:
        self.active = True
        self.build_ui()

    def resume(self) -> None:
        self.active = True
        self.build_ui()

    def pause(self) -> None:
        self.active = False
        self.clear_ui()

    def exit(self) -> None:
        self.active = False
        self.clear_ui()

    def on_resize(self, size: tuple[int, int]) -> None:
        if self.active:
            self.build_ui()

    def on_language_changed(self) -> None:
        if self.active:
            self.build_ui()

    def build_ui(self) -> None:
        self.clear_ui()
        self.root = UIContainer(self.app.screen.get_rect(), self.app.ui)
        self.build(self.app.screen.get_size())

    def clear_ui(self) -> None:
        if self.root is not None:
            self.root.kill()
            self.root = None
        self.actions = {}
        self.panel_rects = []

    def build(self, size: tuple[int, int]) -> None:
        """Create this screen's elements inside `self.root`."""
        raise NotImplementedError

    # --- input ---------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.actions:
            self.actions[event.ui_element]()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def back(self) -> None:
        """Esc: leave this screen."""
        self.app.scenes.pop()

    # --- element helpers -------------------------------------------------------
    def button(self, rect, key: str, action: Callable[[], None], container=None,
               css: str | None = None, enabled: bool = True, **values) -> UIButton:
        button = UIButton(rect, key, self.app.ui, container=container or self.root,
                          object_id=ObjectID(class_id=css) if css else None,
                          text_kwargs={k: v if k == "count" else str(v) for k, v in values.items()} or None)
        if not enabled:
            button.disable()
        self.actions[button] = action
        return button

    def label(self, rect, key: str, container=None, css: str | None = None,
              object_id: str | None = None, **values) -> UILabel:
        return UILabel(rect, key, self.app.ui, container=container or self.root,
                       object_id=ObjectID(object_id=object_id, class_id=css),
                       text_kwargs={k: v if k == "count" else str(v) for k, v in values.items()} or None)

    def panel(self, rect) -> UIContainer:
        """A wooden board for a group of elements: the returned container
        holds them, `draw` paints the board (pygame-gui's own rounded
        panels take half a second each to build at this size)."""
        rect = pygame.Rect(rect)
        self.panel_rects.append(rect)
        return UIContainer(rect, self.app.ui, container=self.root)

    def heading(self, width: int, key: str, top: int | None = None) -> UILabel:
        """The screen's centred title line."""
        top = px(MARGIN) if top is None else top
        return self.label(pygame.Rect(0, top, width, px(64)), key, object_id="#screen_title")

    # --- drawing -------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.app.frames_drawn:
            draw_table_background(surface)
        else:   # the title's first frame paints the felt straight onto the window, and its picture
            # (3.7 MB of fresh pages at 1280×720, 2 ms) is made in the next
            paint_table_background(surface)
        self.draw_panels(surface)

    def draw_panels(self, surface: pygame.Surface) -> None:
        for rect in self.panel_rects:
            pygame.draw.rect(surface, style.PANEL, rect, border_radius=px(PANEL_RADIUS))
            pygame.draw.rect(surface, style.GOLD, rect, width=px(2), border_radius=px(PANEL_RADIUS))


class OverlayMenu(MenuScene):
    """A menu drawn over the scene below it, which stays visible but dimmed."""

    overlay = True
    DIM = (12, 8, 4, 150)

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill(self.DIM)
        surface.blit(shade, (0, 0))
        self.draw_panels(surface)


def centered(width: int, height: int, size: tuple[int, int]) -> pygame.Rect:
    rect = pygame.Rect(0, 0, width, height)
    rect.center = (size[0] // 2, size[1] // 2)
    return rect
