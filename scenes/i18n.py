"""Translation helpers around pygame-gui's localisation (python-i18n).

Every visible string is a key in ``assets/translations/<namespace>.<lang>.json``
(the menus use the ``app`` namespace: ``app.title.new_game``).  pygame-gui
elements are given the *key* and translate it themselves when drawn, so a
language switch (``UIManager.set_locale``) reaches them too; code that draws
text itself calls `t`.  python-i18n placeholders are written ``%{name}``.
"""
from __future__ import annotations

import json
from functools import lru_cache

import i18n
from pygame_gui.core.utility import translate

from game.resources import asset
from game.text import listed

ASSETS_DIR = asset()
TRANSLATIONS_DIR = ASSETS_DIR / "translations"
THEME_PATH = ASSETS_DIR / "theme.json"
RULES_DIR = ASSETS_DIR / "rules"

LANGUAGES = ("en", "zh")

#: The theme's name for the Chinese font: Noto Sans SC, shipped in assets/fonts
#: (pygame-gui's own copy with its glyph list in one range; see the README there).
CHINESE_FONT = "tavern_sc"


@lru_cache(maxsize=1)
def theme() -> dict:
    """The pygame-gui theme (assets/theme.json), read once (the app loads
    it scaled to the window, again whenever the UI scale changes)."""
    return json.loads(THEME_PATH.read_text(encoding="utf-8"))


def t(key: str, **values) -> str:
    """The text for `key` in the current language (the key itself if
    missing), remembered per language: a table words the same captions
    and labels every time it draws (python-i18n takes 20-40 µs a text)."""
    try:
        return _remembered(i18n.get("locale"), key, tuple(sorted(values.items())))
    except TypeError:   # a value that cannot be remembered by (a list): worded afresh
        return translate(key, **values)


def remembered(namespace: str):
    """`t(key, **values)` within `namespace` (``t("deck")`` reads
    ``<namespace>.deck``), each text remembered per language: tables ask
    for the same texts every time they draw."""
    def namespaced(key: str, **values) -> str:
        return _remembered(i18n.get("locale"), f"{namespace}.{key}", tuple(sorted(values.items())))
    return namespaced


@lru_cache(maxsize=16384)
def _remembered(language: str, key: str, values: tuple) -> str:
    return translate(key, **dict(values))


def names_listed(names) -> str:
    """"Mei, Bo and Cy" ("Mei、Bo和Cy") in the current language."""
    return listed(list(names), lambda key, **values: t(f"app.{key}", **values))


def has(key: str) -> bool:
    """Whether `key` is translated in the current language (or in the
    fallback language, which `t` then words it in)."""
    return _has(i18n.get("locale"), key)


@lru_cache(maxsize=4096)
def _has(language: str, key: str) -> bool:
    """Asked through `t`, every missing key made python-i18n read and parse
    its namespace's file again (1-3 ms: Dragonstones asks for each card's
    note, most cards have none), so the texts already read are asked."""
    namespace = key.partition(".")[0]
    for locale in dict.fromkeys((language, i18n.get("fallback"))):
        _load(namespace, locale)
        if i18n.translations.has(key, locale):
            return True
    return False


@lru_cache(maxsize=None)
def _load(namespace: str, locale: str) -> None:
    """Have python-i18n read the namespace's texts in `locale`, once."""
    i18n.resource_loader.search_translation(f"{namespace}.any", locale)


def title_name_key(title_id: str) -> str:
    return f"app.titles.{title_id}.name"


def title_pitch_key(title_id: str) -> str:
    return f"app.titles.{title_id}.pitch"


def option_label(title_id: str, option_name: str) -> str:
    """What to give pygame-gui as a title option's label: the key
    ``app.options.<title>.<name>``, or the option name made readable while
    that key has no translation yet."""
    key = f"app.options.{title_id}.{option_name}"
    return key if has(key) else option_name.replace("_", " ").capitalize()


def forget_duplicate_load_paths() -> None:
    """Every UIManager appends its translation folders to python-i18n's global
    search path; keep each folder once so look-ups stay cheap."""
    i18n.load_path[:] = list(dict.fromkeys(i18n.load_path))
