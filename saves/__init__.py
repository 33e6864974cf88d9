"""Save files and settings on disk.  No pygame here.

Saves live under ``platformdirs.user_data_dir("tavern-table")`` (or
``$TAVERN_TABLE_DATA_DIR``): one JSON file per named save, and one per
unfinished game under ``autosaves/``.  Settings live in
``user_config_dir`` (or ``$TAVERN_TABLE_CONFIG_DIR``).  Loading only
parses JSON and replays moves through the rules: nothing in a file is
ever executed, and a bad file is reported, never changed or removed.
"""
from saves.autosave import AutosaveWriter
from saves.checks import FORMAT, VERSION, SaveError
from saves.settings import Settings
from saves.store import AUTOSAVE, BadSave, SaveInfo, SaveStore, atomic_write_json, display_name

__all__ = ["Settings", "SaveStore", "SaveError", "SaveInfo", "BadSave", "AUTOSAVE", "AutosaveWriter",
           "FORMAT", "VERSION", "atomic_write_json", "display_name"]
