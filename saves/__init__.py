"""Save files and settings on disk.  No pygame here.

Saves live under ``platformdirs.user_data_dir("tavern-table")`` (or
``$TAVERN_TABLE_DATA_DIR``): one JSON file per named save, and one per
unfinished game under ``autosaves/``.  Settings live in
``user_config_dir`` (or ``$TAVERN_TABLE_CONFIG_DIR``).  Loading only
parses JSON and replays moves through the rules: nothing in a file is
ever executed, and a bad file is reported, never changed or removed.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

#: What `from saves import X` finds, and the module that defines it: each
#: loads on first use, so start-up reads settings without the save checks.
_HOMES = {"AutosaveWriter": "saves.autosave", "FORMAT": "saves.checks", "VERSION": "saves.checks",
          "SaveError": "saves.checks", "Settings": "saves.settings", "AUTOSAVE": "saves.store",
          "BadSave": "saves.listing", "SaveInfo": "saves.listing", "SaveStore": "saves.store",
          "atomic_write_json": "saves.store", "display_name": "saves.store"}

__all__ = list(_HOMES)

if TYPE_CHECKING:
    from saves.autosave import AutosaveWriter
    from saves.checks import FORMAT, VERSION, SaveError
    from saves.settings import Settings
    from saves.listing import BadSave, SaveInfo
    from saves.store import AUTOSAVE, SaveStore, atomic_write_json, display_name


def __getattr__(name: str):
    if name not in _HOMES:
        raise AttributeError(f"module 'saves' has no attribute {name!r}")
    return getattr(importlib.import_module(_HOMES[name]), name)
