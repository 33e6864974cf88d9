"""When the program fails: the whole story goes to a log file in the
platform's log folder, so a player can send it to us, instead of the
window just vanishing."""
from __future__ import annotations

import os
import traceback
from datetime import datetime
from pathlib import Path

import platformdirs

from saves.store import APP_NAME

LOG_DIR_ENV = "TAVERN_TABLE_LOG_DIR"


def log_dir() -> Path:
    return Path(os.environ.get(LOG_DIR_ENV) or platformdirs.user_log_dir(APP_NAME))


def write_crash_log(error: BaseException, when: datetime | None = None) -> Path:
    """Write `error` with its traceback to ``crash-<time>.log`` in the log
    folder (made if needed) and return the file's path."""
    when = when or datetime.now()
    folder = log_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"crash-{when:%Y%m%d-%H%M%S}.log"
    text = "".join(traceback.format_exception(type(error), error, error.__traceback__))
    path.write_text(f"Tavern Table crashed at {when:%Y-%m-%d %H:%M:%S}\n\n{text}", encoding="utf-8")
    return path
