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
from scenes import i18n, layout, style
from scenes.cjk_breaks import NO_LINE_END, NO_LINE_START
from scenes.layout import px
from scenes.menus.common import BUTTON_HEIGHT, MARGIN, MenuScene
from scenes.menus.dialog import escape

#: The type scale's title, heading and body sizes (fonts the theme loads).
HEADING_SIZES = {"#": 36, "##": 24, "###": 18}
BODY_SIZE = 18  # the theme's text_box font
RULING_COLOUR = "#8a2a20"
HEADING_COLOUR = "#4a2c17"
BULLET = "• "
NO_BREAK_SPACE = "\u00a0"
#: Slack in the line width: pygame-gui measures a whole line a few pixels
#: wider than its words measured one by one.
LINE_SLACK = 8
BOLD = re.compile(r"\*\*(.+?)\*\*")
CJK = "\u2e80-\u9fff\u3000-\u303f\uff00-\uffef"
TOKEN = re.compile(rf"[{CJK}]|[^\s{CJK}]+|\s+")

#: A run of text: (text, bold).
Run = tuple[str, bool]


def runs_of(text: str, bold: bool = False) -> list[Run]:
    """Markdown inline text as runs: **bold** parts bold."""
    parts = BOLD.split(text)
    return [(part, bold or i % 2 == 1) for i, part in enumerate(parts) if part]


def lines_of(runs: list[Run], size: int, width: int) -> list[list[Run]]:
    """The runs broken into lines that fit `width` pixels, the way a book
    is set: English between words, Chinese between any two characters but
    never before closing punctuation nor after an opening bracket (the
    character next to it moves to the new line with it).  pygame-gui wraps
    only at spaces, so Chinese would jump to the next line whole; the rules
    are set here.  A line is measured whole, as pygame-gui measures it (its
    characters one by one come out a few pixels narrower)."""
    lines: list[list[Run]] = [[]]
    for text, bold in runs:
        for token in TOKEN.findall(text):
            blank = token.isspace()
            if blank and not lines[-1]:
                continue
            if lines[-1] and not blank and line_width(lines[-1] + [(token, bold)], size) > width:
                carried = carried_down(lines[-1], token)
                while lines[-1] and lines[-1][-1][0].isspace():
                    lines[-1].pop()
                lines.append(carried)
            lines[-1].append((" " if blank else token, bold))
    return lines


def carried_down(line: list[Run], token: str) -> list[Run]:
    """What leaves the end of a full `line` for the next one, so that
    `token` does not start it: closing punctuation takes the word before it
    along, and an opening bracket never ends a line."""
    carried: list[Run] = []
    while len(line) > 1 and not line[-1][0].isspace():
        first = carried[0][0] if carried else token
        if first not in NO_LINE_START and line[-1][0] not in NO_LINE_END:
            break
        carried.insert(0, line.pop())
    return carried


def line_width(line: list[Run], size: int) -> int:
    """The width of a line of runs, each stretch of one weight measured whole."""
    width, i = 0, 0
    while i < len(line):
        j = i
        while j < len(line) and line[j][1] == line[i][1]:
            j += 1
        width += style.font(size, line[i][1]).size("".join(token for token, _ in line[i:j]))[0]
        i = j
    return width


def line_html(line: list[Run]) -> str:
    out, i = [], 0
    while i < len(line):
        j = i
        while j < len(line) and line[j][1] == line[i][1]:
            j += 1
        text = escape("".join(token for token, _ in line[i:j]))
        out.append(f"<b>{text}</b>" if line[i][1] else text)
        i = j
    return "".join(out)


def block_html(runs: list[Run], size: int, width: int, first: str = "", hanging: bool = False) -> str:
    """One block set in lines; `first` starts it ("• "), and with
    `hanging` the lines after the first are indented as far."""
    indent = style.font(size).size(first)[0] if hanging else 0
    lines = lines_of([(first, False)] * bool(first) + runs, size, width - indent)
    if indent:
        pad = NO_BREAK_SPACE * round(indent / max(1, style.font(size).size(NO_BREAK_SPACE)[0]))
        return "<br>".join(line_html(line) if i == 0 else pad + line_html(line) for i, line in enumerate(lines))
    return "<br>".join(line_html(line) for line in lines)


def joined(lines: list[str]) -> str:
    """A paragraph's source lines as one: a space between English words,
    nothing between Chinese characters."""
    text = ""
    for line in lines:
        cjk = text and re.match(rf"[{CJK}]", text[-1]) and re.match(rf"[{CJK}]", line[0])
        text += line if not text or cjk else " " + line
    return text


def rules_fonts(scale: float) -> list[tuple[int, bool]]:
    """The (size, bold) fonts `rules_html` sets text in at the UI `scale`,
    for pygame-gui to load before the text box first draws them (bold body
    text and the headings are not among the theme's own fonts).

    >>> rules_fonts(1.0)
    [(18, False), (18, True), (36, True), (24, True)]
    """
    body = max(1, round(BODY_SIZE * scale))
    headings = dict.fromkeys([body] + [max(1, round(size * scale)) for size in HEADING_SIZES.values()])
    return [(body, False)] + [(size, True) for size in headings]


def rules_html(markdown: str, house_rule_label: str, width: int = 10_000, scale: float = 1.0) -> str:
    """The rules text as pygame-gui HTML, set in lines `width` pixels wide
    in the type scale at the UI `scale` (the text box's font grows with the
    window, so the lines are measured at the size they are drawn).

    >>> rules_html("# Goal\\n\\nWin **big**.\\n- one\\n> Ties share.", "House rule:")
    '<font pixel_size=36 color=#4a2c17><b>Goal</b></font><br>Win <b>big</b>.<br><br>• one<br><br><font color=#8a2a20><b>House rule: </b>Ties share.</font><br>'
    """
    out: list[str] = []
    paragraph: list[str] = []
    last = None  # what the previous block was, to space blocks evenly
    label_gap = " " if house_rule_label[-1:].isascii() else ""
    body = max(1, round(BODY_SIZE * scale))

    def flush() -> None:
        nonlocal last
        if paragraph:
            out.append(block_html(runs_of(joined(paragraph)), body, width) + "<br>")
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
            size = max(1, round(HEADING_SIZES[marker] * scale))
            heading = block_html(runs_of(rest, bold=True), size, width)
            out.append(f"<font pixel_size={size} color={HEADING_COLOUR}>{heading}</font><br>")
            last = "heading"
        elif marker == "-":
            flush()
            open_block("bullet")
            out.append(block_html(runs_of(rest), body, width, BULLET, hanging=True) + "<br>")
            last = "bullet"
        elif marker == ">":
            flush()
            open_block("ruling")
            runs = [(house_rule_label + label_gap, True)] + runs_of(rest)
            out.append(f"<font color={RULING_COLOUR}>{block_html(runs, body, width)}</font><br>")
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
        content = min(px(1200), width - 2 * px(MARGIN))
        left = (width - content) // 2
        self.heading(width, "app.rules.heading", top=28)
        top, bottom = px(100), height - px(BUTTON_HEIGHT) - px(44)
        list_width = px(300)
        self.title_buttons = {}
        for i, title_id in enumerate(registry.ids()):
            button = self.button(pygame.Rect(left, top + i * px(54), list_width, px(46)), i18n.title_name_key(title_id),
                                 lambda t=title_id: self.choose(t))
            if title_id == self.title_id:
                button.select()
            self.title_buttons[title_id] = button
        self.button(pygame.Rect(left, height - px(BUTTON_HEIGHT) - px(28), px(180), px(BUTTON_HEIGHT)), "app.common.back", self.back)

        text_rect = pygame.Rect(left + list_width + px(20), top, content - list_width - px(20), bottom - top)
        self.text_box = UITextBox("", text_rect, self.app.ui, container=self.root, allow_split_dashes=False)
        fonts = self.app.ui.get_theme().get_font_dictionary()
        for size, bold in rules_fonts(layout.scale()):
            if not fonts.check_font_preloaded(fonts.create_font_id(size, i18n.CHINESE_FONT, bold, False)):
                fonts.preload_font(size, i18n.CHINESE_FONT, bold)
        self.text_box.set_text(self.html(self.line_width(self.text_box)))

    @staticmethod
    def line_width(box: UITextBox) -> int:
        """The width the box wraps its text to once its scroll bar shows."""
        return (box.rect.w - 2 * box.padding[0] - box.border_width["left"] - box.border_width["right"]
                - 2 * box.shadow_width - box.scroll_bar_width - px(LINE_SLACK))

    def html(self, width: int = 10_000) -> str:
        if self.title_id is None:
            return escape(i18n.t("app.setup.no_titles"))
        markdown = rules_text(self.title_id, self.app.settings.language)
        if markdown is None:
            return escape(i18n.t("app.rules.not_available", title=i18n.t(i18n.title_name_key(self.title_id))))
        return rules_html(markdown, i18n.t("app.rules.house_rule"), width, layout.scale())
