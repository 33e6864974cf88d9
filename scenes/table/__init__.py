"""The table toolkit shared by all titles and `open_table`, which finds a
title's table scene (`scenes/<title_id>/table.py`, class `Table`)."""
from __future__ import annotations

import importlib
import importlib.util
import threading

from scenes.base import Scene


def table_class(title_id: str) -> type:
    """The title's `Table` class from scenes/<title_id>/table.py, or the
    generic TableScene (buttons for every legal action) if it has none."""
    if importlib.util.find_spec(f"scenes.{title_id}") is not None \
            and importlib.util.find_spec(f"scenes.{title_id}.table") is not None:
        return importlib.import_module(f"scenes.{title_id}.table").Table
    from scenes.table.base import TableScene
    return TableScene


def preload(title_id: str) -> None:
    """Import the title's table on a background thread (the setup screen
    calls this when a title is chosen), so that opening it later spends no
    time importing."""
    threading.Thread(target=table_class, args=(title_id,), name=f"preload {title_id}", daemon=True).start()


def open_table(app, match) -> Scene:
    """The table scene for `match`."""
    return table_class(match.title_id)(app, match)
