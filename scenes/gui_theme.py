"""pygame-gui's manager, with a theme that leaves what the title's first
frame does not need until after it.

Every theme pygame-gui loads (its default one as the manager is made, then
ours) it first checks for mistakes, and it draws the corners of every
shadow the theme's elements may cast: together about 2.5 ms of the CPU
time to the title, which casts none.  The only themes the game loads are
pygame-gui's own and assets/theme.json (scaled), which a test checks with
pygame-gui's own checks (tests/test_startup.py), so they load unchecked;
the shadows' corners are drawn after the first frame
(`TitleFirstTheme.draw_shadows_from_now_on`), and by every load after it.
"""
from __future__ import annotations

import pygame_gui
from pygame_gui.core import UIAppearanceTheme


class TitleFirstTheme(UIAppearanceTheme):
    """pygame-gui's theme, taking the game's theme data as checked and
    drawing no shadow corners until `draw_shadows_from_now_on`."""

    shadows_drawn = False

    def validate_theme_data(self, theme_data: dict) -> list[str]:
        return []

    def _preload_shadow_edges(self) -> None:
        if self.shadows_drawn:
            super()._preload_shadow_edges()

    def draw_shadows_from_now_on(self) -> None:
        """Draw the corners of the shadows of every theme loaded so far, and
        of each one loaded from now on, as pygame-gui does as it loads them."""
        self.shadows_drawn = True
        super()._preload_shadow_edges()


class TitleFirstUIManager(pygame_gui.UIManager):
    """pygame-gui's UIManager with a `TitleFirstTheme`."""

    def create_new_theme(self, theme_path=None) -> TitleFirstTheme:
        theme = TitleFirstTheme(self.resource_loader, self._locale)
        if theme_path is not None:
            theme.load_theme(theme_path)
        return theme
