"""Every title's rules, by id.

>>> "dragons_lair" in ids()
True
"""
from __future__ import annotations

import importlib
import importlib.util
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the rules load with the first game, not when the menus count the titles
    from game.core import Rules

#: The five titles, in menu order.  A title's package `game/<id>/` exposes
#: `RULES`, its `Rules` instance.
TITLE_IDS = ("dragonstones", "dragons_lair", "dragon_lyre", "citadels", "rattlebones")

_cache: dict[str, Rules] = {}


def ids() -> list[str]:
    """Ids of the titles whose rules are present, in menu order."""
    return [t for t in TITLE_IDS if importlib.util.find_spec(f"game.{t}") is not None]


def get(title_id: str) -> Rules:
    if title_id not in _cache:
        if title_id not in ids():
            raise KeyError(f"no title {title_id!r}; known: {', '.join(ids())}")
        _cache[title_id] = importlib.import_module(f"game.{title_id}").RULES
    return _cache[title_id]
