"""Translated text for the engine side (the terminal), without pygame.

The same files the screens use, ``assets/translations/<namespace>.<lang>.json``,
read with a few lines instead of python-i18n: dotted keys, ``%{name}``
placeholders, English when the language lacks a text, the full key when
English lacks it too.

>>> t = Translator("dragons_lair", "zh")
>>> t("log.draw", name="Ann")
'Ann 摸了一张牌。'
>>> Translator("dragons_lair", "en")("log.leader", name="Ann", amount=5)
'Ann leads, with 5 travel money.'
>>> Translator("dragons_lair", "xx")("log.draw", name="Ann")
'Ann draws a card.'
>>> t("no.such.key")
'dragons_lair.no.such.key'
"""
from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Callable

TRANSLATIONS_DIR = Path(__file__).resolve().parent.parent / "assets" / "translations"
FALLBACK_LANGUAGE = "en"
PLACEHOLDER = re.compile(r"%\{(\w+)\}")

#: `t(key, **values)`: the text for a key of one namespace, placeholders filled.
Translate = Callable[..., str]


def languages() -> list[str]:
    """The languages some translation file is written in."""
    return sorted({path.name.split(".")[1] for path in TRANSLATIONS_DIR.glob("*.*.json")})


@lru_cache(maxsize=None)
def _texts(namespace: str, language: str) -> dict:
    path = TRANSLATIONS_DIR / f"{namespace}.{language}.json"
    if not path.exists():
        return {}
    return json.loads(path.read_text(encoding="utf-8")).get(language, {})


def _look_up(texts: dict, key: str) -> str | None:
    node = texts
    for part in key.split("."):
        if not isinstance(node, dict) or part not in node:
            return None
        node = node[part]
    return node if isinstance(node, str) else None


def fill(text: str, values: dict) -> str:
    """Put the values into the ``%{name}`` placeholders (unknown ones stay)."""
    return PLACEHOLDER.sub(lambda m: str(values[m.group(1)]) if m.group(1) in values else m.group(0), text)


class Translator:
    """`Translator(namespace, language)(key, **values)`: a `Translate`."""

    def __init__(self, namespace: str, language: str = FALLBACK_LANGUAGE) -> None:
        self.namespace = namespace
        self.language = language

    def __call__(self, key: str, **values) -> str:
        for language in (self.language, FALLBACK_LANGUAGE):
            text = _look_up(_texts(self.namespace, language), key)
            if text is not None:
                return fill(text, values)
        return f"{self.namespace}.{key}"
