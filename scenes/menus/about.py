"""About Tavern Table: what it is, and who drew its pictures (the
game-icons.net authors, as their CC BY 3.0 licence asks)."""
from __future__ import annotations

import pygame
from pygame_gui.elements import UITextBox

from scenes import art, i18n
from scenes.layout import px
from scenes.menus.common import BUTTON_HEIGHT, MARGIN, MenuScene
from scenes.menus.dialog import escape


def about_html(credits: str) -> str:
    """The About text: the blurb, then the credits with authors in bold.

    >>> about_html("Pictures.\\n\\nlorc: anvil, ghost\\n")
    '...<b>lorc</b>: anvil, ghost<br>'
    """
    lines = [i18n.t("app.about.blurb"), ""]
    for line in credits.splitlines():
        author, sep, icons = line.partition(": ")
        if sep and " " not in author:
            lines.append(f"<b>{escape(author)}</b>: {escape(icons)}")
        else:
            lines.append(escape(line))
    return "<br>".join(lines) + "<br>"


class AboutScene(MenuScene):
    def build(self, size):
        width, height = size
        self.heading(width, "app.about.heading", top=28)
        text_width = min(width - 2 * px(MARGIN), px(900))
        top = px(100)
        text_rect = pygame.Rect((width - text_width) // 2, top, text_width,
                                height - top - px(BUTTON_HEIGHT) - px(56))
        self.panel(text_rect.inflate(px(24), px(24)))
        self.text_box = UITextBox(about_html(art.credits()), text_rect, self.app.ui,
                                  container=self.root, object_id="#rules_text")
        self.button(pygame.Rect((width - px(180)) // 2, height - px(BUTTON_HEIGHT) - px(28), px(180), px(BUTTON_HEIGHT)),
                    "app.common.back", self.back)
