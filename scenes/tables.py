"""Each title's table scene, by title id: the registry of tables.

A title's table is registered here by an explicit import, never found from
a module name built from a string.  The imports wait for the first use (a
table pulls in its title's pictures and fonts), so the menus start without
them; the setup screen `preload`s the chosen title's table on a background
thread.
"""
from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from scenes.base import Scene


def _citadels() -> type:
    from scenes.citadels.table import Table
    return Table


def _dragon_lyre() -> type:
    from scenes.dragon_lyre.table import Table
    return Table


def _dragons_lair() -> type:
    from scenes.dragons_lair.table import Table
    return Table


def _dragonstones() -> type:
    from scenes.dragonstones.table import Table
    return Table


def _rattlebones() -> type:
    from scenes.rattlebones.table import Table
    return Table


#: {title id: loader of its table class}.
TABLES: dict[str, Callable[[], type]] = {
    "dragonstones": _dragonstones,
    "dragons_lair": _dragons_lair,
    "dragon_lyre": _dragon_lyre,
    "citadels": _citadels,
    "rattlebones": _rattlebones,
}


def table_class(title_id: str) -> type:
    """The title's table scene class (a `TableScene`)."""
    if title_id not in TABLES:
        raise KeyError(f"no table for title {title_id!r}; the tables are: {', '.join(TABLES)}")
    return TABLES[title_id]()


def preload(title_id: str) -> None:
    """Import the title's table on a background thread (the setup screen
    calls this when a title is chosen), so that opening it later spends no
    time importing."""
    threading.Thread(target=table_class, args=(title_id,), name=f"preload {title_id}", daemon=True).start()


def open_table(app, match) -> Scene:
    """The table scene for `match`."""
    return table_class(match.title_id)(app, match)
