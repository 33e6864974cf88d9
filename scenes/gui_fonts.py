"""pygame-gui's fonts drawn with the tables' own font objects.

pygame-gui opens the font file for every size and weight its theme names:
the 8 MB Noto Sans SC took 5–6 ms each, six times before the title could
show (and again for every new size when the window's UI scale changes).
Here each size pygame-gui asks for of the game's font is a stand-in for
`style.font`'s one object per weight, set to that size (and to
pygame-gui's shaping) whenever it is used, so the file is opened once per
weight for the whole app.  Everything pygame-gui draws stays on the
drawing thread, as `style.font` requires.
"""
from __future__ import annotations

import os

import pygame
from pygame_gui.core.gui_font_pygame import GUIFontPygame
from pygame_gui.core.utility import FontResource

from scenes import style


class _SizedFace:
    """What a pygame Font at one size would be: every use goes to the
    shared face of its weight, set to this size and shaping first."""

    def __init__(self, size: int, bold: bool) -> None:
        self._points = size
        self._bold = bold
        self._script = "Zzzz"
        self._direction = pygame.DIRECTION_LTR
        self.underline = False

    def set_point_size(self, size: int) -> None:
        self._points = int(size)

    def set_script(self, script: str) -> None:
        self._script = script

    def set_direction(self, direction: int) -> None:
        self._direction = direction

    def __getattr__(self, name: str):
        face = style.font(self._points, self._bold, (self._script, self._direction, self.underline))
        return getattr(face, name)


class SharedFaceFont(GUIFontPygame):
    """pygame-gui's font (`GUIFontPygame`) at `size` without a font object
    of its own: its methods reach the shared face through `_SizedFace`."""

    def __init__(self, size: int, bold: bool, font_style: dict) -> None:  # noqa: super() would open the file
        self.point_size = int(size)
        face = _SizedFace(self.point_size, bold)
        self._GUIFontPygame__internal_font = face
        self._GUIFontPygame__underline_adjustment = 0.0
        self.pad = True
        self.origin = True
        self.antialiased = font_style.get("antialiased", True)
        self.italic = font_style.get("italic", False)
        self.bold = font_style.get("bold", False)
        face.set_script(font_style.get("script", "Zzzz"))
        self.direction = font_style.get("direction", pygame.DIRECTION_LTR)
        face.set_direction(self.direction)
        self.face = face

    def get_rect(self, text: str) -> pygame.Rect:
        """Where pygame-gui lays `text` out: measured by the face rather
        than by rendering it and throwing the picture away (the same size
        for every text the game shows, in a tenth of the time)."""
        if not text:
            return pygame.Rect(0, 0, 0, 0)
        return pygame.Rect((0, self.face.get_ascent()), self.face.size(text))


def share_faces(ui) -> None:
    """Make `ui` (a pygame-gui UIManager) draw the game's font, regular and
    bold, with `style.font`'s faces instead of opening it for each size."""
    fonts = ui.get_theme().get_font_dictionary()
    weights = {os.path.abspath(style.FONT_REGULAR): False, os.path.abspath(style.FONT_BOLD): True}
    load_from_file = fonts._load_single_font_style

    def load(font_loc, font_id, font_size, font_style, force_immediate_load=False):
        bold = weights.get(font_loc[0]) if isinstance(font_loc[0], str) and not font_loc[1] else None
        if bold is None:
            load_from_file(font_loc, font_id, font_size, font_style, force_immediate_load)
            return
        resource = FontResource(font_id=font_id, size=font_size, style=font_style, location=font_loc)
        resource.loaded_font = SharedFaceFont(font_size, bold, font_style)
        fonts.loaded_fonts[font_id] = resource

    fonts._load_single_font_style = load
