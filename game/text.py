"""Translated text for the engine side (the terminal), without pygame.

The same files the screens use, ``assets/translations/<namespace>.<lang>.json``,
read with a few lines instead of python-i18n: dotted keys, ``%{name}``
placeholders, English when the language lacks a text, the full key when
English lacks it too.

>>> t = Translator("dragons_lair", "zh")
>>> t("log.draw.other", name="Ann")
'Ann摸了一张牌。'
>>> Translator("dragons_lair", "en")("log.leader.other", name="Ann", amount=5)
'Ann leads, with 5 travel money.'
>>> Translator("dragons_lair", "xx")("log.draw.other", name="Ann")
'Ann draws a card.'
>>> t("no.such.key")
'dragons_lair.no.such.key'

A text may have plural forms (python-i18n's ``zero`` / ``one`` / ``many``,
chosen by the ``count`` value), and a sentence about a seat has a form for
its reader (``you``) and one for everybody else (``other``): see `Teller`.

>>> Translator("dragons_lair", "en")("log.discard_hand.other", name="Ann", count=1)
'Ann loses 1 card.'
"""
from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import Callable

from game.resources import asset

TRANSLATIONS_DIR = asset("translations")
FALLBACK_LANGUAGE = "en"
PLACEHOLDER = re.compile(r"%\{(\w+)\}")
#: python-i18n's plural forms: a text that is a dict with two of these keys.
PLURAL_FORMS = ("zero", "one", "few", "many", "other")
FEW = 5  # python-i18n's `plural_few`
#: The sub-keys of a sentence about a seat: read by that seat, read by others.
YOU, OTHER = "you", "other"

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


def is_plural(node: object) -> bool:
    return isinstance(node, dict) and len(set(PLURAL_FORMS).intersection(node)) >= 2


def plural(forms: dict, count: int) -> str:
    """The form python-i18n picks for `count`."""
    if count == 0 and "zero" in forms:
        return forms["zero"]
    if count == 1 and "one" in forms:
        return forms["one"]
    if 1 < count <= FEW and "few" in forms:
        return forms["few"]
    return forms.get("other", forms.get("many", ""))


def _look_up(texts: dict, key: str) -> str | dict | None:
    node = texts
    for part in key.split("."):
        if not isinstance(node, dict) or part not in node:
            return None
        node = node[part]
    return node if isinstance(node, str) or is_plural(node) else None


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
            if isinstance(text, dict):
                text = plural(text, int(values.get("count", 0)))
            if text is not None:
                return fill(text, values)
        return f"{self.namespace}.{key}"


class Teller:
    """The sentences of a game log for one reader.

    `t` translates within the title's namespace, `name_of` names a seat,
    `viewer` is the seat reading (None: a spectator).  A sentence about a
    seat is a template with two forms, ``<key>.you`` when the reader is that
    seat and ``<key>.other`` otherwise, so English verbs agree ("You take",
    "Bram takes").  Any other seat in the sentence is `name`d: the reader is
    the title's ``you`` text there ("from you").  Give ``count`` for a text
    with plural forms.

    >>> tell = Teller(Translator("dragons_lair", "en"), ["Ann", "Bo"].__getitem__, viewer=0)
    >>> tell("log.draw", seat=0), tell("log.draw", seat=1)
    ('You draw a card.', 'Bo draws a card.')
    """

    def __init__(self, t: Translate, name_of: Callable[[int], str], viewer: int | None = None) -> None:
        self.t = t
        self.name_of = name_of
        self.viewer = viewer

    def is_you(self, seat: int | None) -> bool:
        return seat is not None and seat == self.viewer

    def name(self, seat: int | None) -> str:
        """A seat named inside a sentence ("you" for the reader)."""
        if seat is None:
            return ""
        return self.t("you") if self.is_you(seat) else self.name_of(seat)

    def names(self, seats) -> str:
        """"Ann, Bo and you"."""
        return listed([self.name(seat) for seat in seats], self.t)

    def __call__(self, key: str, seat: int | None = None, **values) -> str:
        """Template `key` filled with `values`; with `seat`, the sentence is
        about that seat (its ``you`` or ``name`` form, %{name} filled)."""
        if seat is not None:
            key = f"{key}.{YOU if self.is_you(seat) else OTHER}"
            values.setdefault("name", self.name_of(seat))
        return capitalised(self.t(key, **values))


def listed(items: list[str], t: Translate) -> str:
    """"A, B and C" in the namespace's words (its ``list_sep`` and ``list_last``)."""
    if len(items) < 2:
        return "".join(items)
    return t("list_sep").join(items[:-1]) + t("list_last") + items[-1]


def capitalised(text: str) -> str:
    """A sentence starts with a capital, even when it starts with a name
    written in lower case ("you")."""
    return text[:1].upper() + text[1:]


#: Words the game says to whoever is looking, by language: a player named
#: one of them would read as "You attacks Greta" to everybody else.
PRONOUNS = {"en": ("you", "me", "i"), "zh": ("你", "您", "我")}


def never_a_pronoun(name: str, seat: int) -> str:
    """A seat's name as the game says it: the player's own, unless that is
    a pronoun ("You", "你"), which becomes "Player 1" in that pronoun's
    language (the name the setup gives a human who types none).

    >>> never_a_pronoun("You", 0), never_a_pronoun("你", 1), never_a_pronoun("Youssef", 2)
    ('Player 1', '玩家2', 'Youssef')
    """
    for language, pronouns in PRONOUNS.items():
        if name.strip().casefold() in pronouns:
            return Translator("app", language)("setup.player_name", n=str(seat + 1))
    return name
