"""Typesetting in each language's own forms: Chinese lines break between
characters with no hyphens, English texts use no marks the Chinese font
draws full-width (its curly quotes and ellipsis), and the START shop's
decline reads as declining a sale."""
import json
from pathlib import Path

import pygame
from pygame_gui.elements import UITextBox

from game.text import Translator

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
