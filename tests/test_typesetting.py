"""Typesetting in each language's own forms: Chinese lines break between
characters with no hyphens, never before closing punctuation nor after
opening punctuation, in pygame-gui's text boxes and the table's own lines; English texts use no marks the Chinese font
draws full-width (its curly quotes and ellipsis), and the START shop's
decline reads as declining a sale."""
import json
from pathlib import Path

import pygame
from pygame_gui.elements import UITextBox

from game.text import Translator
from scenes import style
from scenes.cjk_breaks import NO_LINE_END, NO_LINE_START

TRANSLATIONS = Path(__file__).resolve().parent.parent / "assets" / "translations"
FULL_WIDTH_IN_THE_FONT = "“”‘’…"


def laid_out_rows(box: UITextBox) -> list[str]:
    return ["".join(chunk.text for chunk in row.items if hasattr(chunk, "text"))
            for row in box.text_box_layout.layout_rows]


def test_chinese_lines_break_between_characters_without_hyphens(app):
    text = Translator("rattlebones", "zh")("explain.sell") * 3
    box = UITextBox(text, pygame.Rect(0, 0, 160, 400), app.ui)
    rows = laid_out_rows(box)
    assert len(rows) > 3, "the text was broken into lines"
    assert not [row for row in rows if row.endswith("-") or row.startswith("-")]
    assert "".join(rows).replace(" ", "") == text.replace(" ", "")


HOST_LEFT = Translator("app", "zh")("online.host_left.message")
#: Opening and closing punctuation of every kind, one of each between Chinese characters.
PUNCTUATED = "他说（马戏团）、《规则》：「好的」；『是』！“注”〔甲〕，〈乙〉‘丙’……还有？完。" * 2


def broken_against_the_rules(rows: list[str]) -> list[str]:
    return [row for row in rows if row and (row[0] in NO_LINE_START or row[-1] in NO_LINE_END
                                            or row.endswith("-") or row.startswith("-"))]


def test_no_line_of_a_text_box_starts_with_closing_or_ends_with_opening_punctuation(app):
    """The host-left dialog's message at 1920×1080 in 中文 had a line starting "，"."""
    for text in (HOST_LEFT, PUNCTUATED, "Bo 离开了牌桌，" + HOST_LEFT):
        for width in range(200, 520, 37):
            rows = laid_out_rows(UITextBox(text, pygame.Rect(0, 0, width, 900), app.ui))
            assert not broken_against_the_rules(rows), (width, rows)
            assert "".join(rows).replace(" ", "") == text.replace(" ", "")


def test_an_english_name_in_a_chinese_sentence_is_never_cut(app):
    rows = laid_out_rows(UITextBox("轮到Bartholomew出价了，" * 6, pygame.Rect(0, 0, 300, 900), app.ui))
    assert all(row.count("Bartholomew") == row.count("B") for row in rows), rows


def test_the_tables_own_lines_keep_the_same_rules(app):
    """The game log and the table's notices wrap with `style.wrap`."""
    for text in (HOST_LEFT, PUNCTUATED, "Bo 离开了牌桌，" + HOST_LEFT):
        for width in range(200, 520, 37):
            rows = style.wrap(text, style.SMALL, width)
            assert not broken_against_the_rules(rows), (width, rows)
            assert all(style.font(style.SMALL).size(row)[0] <= width for row in rows if len(row) > 2)


def test_a_long_english_word_still_breaks_with_a_hyphen(app):
    box = UITextBox("Pneumonoultramicroscopicsilicovolcanoconiosis", pygame.Rect(0, 0, 120, 200), app.ui)
    assert any(row.endswith("-") for row in laid_out_rows(box))


def test_english_texts_use_no_mark_the_chinese_font_draws_full_width():
    def strings(node):
        return [s for v in node.values() for s in strings(v)] if isinstance(node, dict) else [node]
    found = [(path.name, text) for path in TRANSLATIONS.glob("*.en.json")
             for text in strings(json.loads(path.read_text(encoding="utf-8")))
             if any(mark in text for mark in FULL_WIDTH_IN_THE_FONT)]
    assert not found


def test_the_start_shop_decline_keeps_the_stars_in_both_languages():
    assert Translator("rattlebones", "zh")("action.keep_stars") == "不兑换"
    assert Translator("rattlebones", "en")("action.keep_stars") == "Keep the stars"
