"""Where the program's own files are: one answer for a checkout, an
installed copy and the PyInstaller bundle.

Everything under ``assets/`` (theme, translations, rules pages, pictures)
is found through `asset`; nothing else assembles these paths.

>>> asset("translations").name
'translations'
>>> (asset("theme.json")).is_file()
True
"""
from __future__ import annotations

import sys
from pathlib import Path


def program_root() -> Path:
    """The folder holding ``assets/``: the bundle's unpack folder when
    frozen by PyInstaller, else the project folder above ``game/``."""
    bundled = getattr(sys, "_MEIPASS", None)
    if bundled:
        return Path(bundled)
    return Path(__file__).resolve().parent.parent


ASSETS_DIR = program_root() / "assets"


def asset(*parts: str) -> Path:
    """A path under ``assets/``: ``asset("icons", "tavern.svg")``."""
    return ASSETS_DIR.joinpath(*parts)
