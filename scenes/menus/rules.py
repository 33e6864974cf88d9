"""The rules reader: a title's whole rules text, scrollable.

Rules live in ``assets/rules/<id>.<lang>.md`` in a small Markdown subset
("# " title, "## " section, "### " subsection, "- " bullets, blank-line
paragraphs, **bold**, and "> " lines for the program's house rulings),
turned here into pygame-gui's HTML subset.
"""
from __future__ import annotations

import re

import pygame
from pygame_gui.elements import UITextBox

from game import registry
from scenes import i18n
from scenes.menus.common import BUTTON_HEIGHT, MARGIN, MenuScene
from scenes.menus.dialog import escape

#: The type scale's title, heading and body sizes (fonts the theme loads).
HEADING_SIZES = {"#": 36, "##": 24, "###": 18}
RULING_COLOUR = "#8a2a20"
HEADING_COLOUR = "#4a2c17"
BOLD = re.compile(r"\*\*(.+?)\*\*")
CJK_PAUSE = re.compile(r"([，。；：！？、])(?=\S)")


def inline(text: str) -> str:
    return BOLD.sub(r"<b>\1</b>", escape(text))


def breakable(text: str) -> str:
    """Chinese text with a space after each comma and full stop: pygame-gui
    wraps lines only at spaces, and a run of text too long for the rest of
    a line would otherwise jump to the next line whole."""
    return CJK_PAUSE.sub(r"\1 ", text)


def rules_html(markdown: str, house_ruling_label: str) -> str:
    """The rules text as pygame-gui HTML.

    >>> rules_html("# Goal\\n\\nWin **big**.\\n- one\\n> Ties share.", "House ruling")
    '<font pixel_size=36 color=#4a2c17><b>Goal</b></font><br>Win <b>big</b>.<br><br>• one<br><br><font color=#8a2a20><b>House ruling:</b> Ties share.</font><br>'
    """
    out: list[str] = []
    paragraph: list[str] = []
    last = None  # what the previous block was, to space blocks evenly

    def flush() -> None:
        nonlocal last
        if paragraph:
            out.append(inline(" ".join(paragraph)) + "<br>")
            paragraph.clear()
            last = "paragraph"

    def open_block(kind: str) -> None:
        if last not in (None, "heading") and (kind != last or kind == "paragraph"):
            out.append("<br>")

    for raw in markdown.splitlines():
        line = raw.strip()
        if not line:
            flush()
            continue
        marker, _, rest = line.partition(" ")
        if marker in HEADING_SIZES:
            flush()
            open_block("heading")
            out.append(f"<font pixel_size={HEADING_SIZES[marker]} color={HEADING_COLOUR}><b>{inline(rest)}</b></font><br>")
            last = "heading"
        elif marker == "-":
            flush()
            open_block("bullet")
            out.append(f"• {inline(rest)}<br>")
            last = "bullet"
        elif marker == ">":
            flush()
            open_block("ruling")
            out.append(f"<font color={RULING_COLOUR}><b>{escape(house_ruling_label)}:</b> {inline(rest)}</font><br>")
            last = "ruling"
        else:
            if not paragraph:
                open_block("paragraph")
            paragraph.append(line)
    flush()
    return "".join(out)


def rules_text(title_id: str, language: str) -> str | None:
    path = i18n.RULES_DIR / f"{title_id}.{language}.md"
    try:
        return path.read_text(encoding="utf-8")
    except (FileNotFoundError, UnicodeDecodeError):
        return None


class RulesScene(MenuScene):
    """Pick a title on the left, read its rules on the right."""

    def __init__(self, app, title_id: str | None = None) -> None:
        super().__init__(app)
        titles = registry.ids()
        self.title_id = title_id if title_id in titles else (titles[0] if titles else None)

    def choose(self, title_id: str) -> None:
        self.title_id = title_id
        self.build_ui()

    def build(self, size):
        width, height = size
        content = min(1200, width - 2 * MARGIN)
        left = (width - content) // 2
        self.heading(width, "app.rules.heading", top=28)
        top, bottom = 100, height - BUTTON_HEIGHT - 44
        list_width = 300
        self.title_buttons = {}
        for i, title_id in enumerate(registry.ids()):
            button = self.button(pygame.Rect(left, top + i * 54, list_width, 46), i18n.title_name_key(title_id),
                                 lambda t=title_id: self.choose(t))
            if title_id == self.title_id:
                button.select()
            self.title_buttons[title_id] = button
        self.button(pygame.Rect(left, height - BUTTON_HEIGHT - 28, 180, BUTTON_HEIGHT), "app.common.back", self.back)

        text_rect = pygame.Rect(left + list_width + 20, top, content - list_width - 20, bottom - top)
        # Chinese has no spaces to wrap at: let lines break between any characters.
        self.text_box = UITextBox(self.html(), text_rect, self.app.ui, container=self.root,
                                  allow_split_dashes=False)

    def html(self) -> str:
        if self.title_id is None:
            return escape(i18n.t("app.setup.no_titles"))
        markdown = rules_text(self.title_id, self.app.settings.language)
        if markdown is None:
            return escape(i18n.t("app.rules.not_available", title=i18n.t(i18n.title_name_key(self.title_id))))
        if self.app.settings.language == "zh":
            markdown = breakable(markdown)
        return rules_html(markdown, i18n.t("app.rules.house_ruling"))
