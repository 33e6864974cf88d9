"""What the Load and Replays screens list: each save that loads, and each
that does not with why (`SaveStore.listing`).  Kept apart from the store,
which start-up reads for Continue and the settings without listing."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from saves.checks import SaveError


@dataclass(frozen=True)
class SaveInfo:
    """A save that loads, as the Load screen lists it: its name, file,
    title, when it was saved, its seats' names and round."""

    name: str
    path: Path
    title: str
    saved_at: str
    seats: list[str]
    round: int
    autosave: bool = False


@dataclass(frozen=True)
class BadSave:
    """A save that does not load, and why (the Load screen says so)."""

    path: Path
    error: SaveError

    @property
    def reason(self) -> str:
        return str(self.error)
