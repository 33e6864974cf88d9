"""The game's copy of Noto Sans SC (assets/fonts) differs from pygame-gui's
only in how its glyph list is numbered: every translated line, shaped as
the tables shape it and as pygame-gui does, draws the same pixels."""
import json
import os

import pygame
import pygame_gui

from scenes import i18n, style

ORIGINALS = os.path.join(os.path.dirname(pygame_gui.__file__), "data")


def translated_lines() -> list[str]:
    lines = set()

    def collect(value):
        if isinstance(value, dict):
            for inner in value.values():
                collect(inner)
        elif isinstance(value, str) and value.strip():
            lines.add(value[:160])
    for path in sorted(i18n.TRANSLATIONS_DIR.glob("*.json")):
        collect(json.loads(path.read_text(encoding="utf-8")))
    return sorted(lines)


def pixels(face: pygame.font.Font, line: str) -> tuple:
    surface = face.render(line, True, (255, 255, 255))
    return surface.get_size(), pygame.image.tobytes(surface, "RGBA")


def test_the_games_font_draws_every_translated_line_as_pygame_guis_original():
    pygame.font.init()
    lines = translated_lines()
    assert len(lines) > 1000 and any("龙" in line for line in lines)
    for ours, original in ((style.FONT_REGULAR, "NotoSansSC-Regular.otf"),
                           (style.FONT_BOLD, "NotoSansSC-Bold.otf")):
        mine, theirs = pygame.font.Font(ours, 17), pygame.font.Font(os.path.join(ORIGINALS, original), 17)
        for line in lines:
            assert pixels(mine, line) == pixels(theirs, line), (original, line)
        for face in (mine, theirs):
            face.set_script("Latn")     # pygame-gui shapes as Latin
            face.point_size = 31
        for line in lines[::7]:
            assert pixels(mine, line) == pixels(theirs, line), (original, line)
