"""Save files and settings on disk.  No pygame here.

Saves live under ``platformdirs.user_data_dir("tavern-table")`` (or
``$TAVERN_TABLE_DATA_DIR``): one JSON file per named save plus
``autosave.json``.  Settings live in ``user_config_dir`` (or
``$TAVERN_TABLE_CONFIG_DIR``).  Loading only parses JSON: nothing in a
file is ever executed, and a bad file is reported, never removed.
"""
from saves.settings import Settings
from saves.store import (AUTOSAVE, FORMAT, VERSION, BadSave, SaveError, SaveInfo,
                         SaveStore, atomic_write_json)

__all__ = ["Settings", "SaveStore", "SaveError", "SaveInfo", "BadSave", "AUTOSAVE",
           "FORMAT", "VERSION", "atomic_write_json"]
