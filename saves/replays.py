"""Finished games, kept to be watched again: the same document as a save
(seed, seats, options, every move, and the final state to check against),
one file per game in ``replays/`` in the data folder.

A replay from an earlier version whose moves no longer replay is listed
with the reason, never deleted.
"""
from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from game.match import Match
from game.replay import Replay, ReplayMatch
from saves.checks import SaveError
from saves.listing import BadSave, SaveInfo
from saves.stats import StatsBook
from saves.store import SaveStore

REPLAYS_DIR = "replays"


@dataclass(frozen=True)
class ReplayInfo:
    path: Path
    title: str
    finished_at: str
    players: list[str]
    winners: list[str]


class ReplayStore:
    def __init__(self, data_folder: Path) -> None:
        self.saves = SaveStore(Path(data_folder) / REPLAYS_DIR)
        self._winners: dict[tuple[Path, str], list[str]] = {}

    @property
    def folder(self) -> Path:
        return self.saves.root

    def keep(self, match: Match, when: datetime | None = None) -> Path:
        """Store a finished game."""
        name = f"{(when or datetime.now()):%Y%m%d-%H%M%S}-{match.title_id}-{uuid.uuid4().hex[:6]}"
        return self.saves.save(name, match)

    def load(self, path: Path) -> Replay:
        """The replay in `path` (SaveError if it no longer replays)."""
        return Replay.of(self.saves.load(path))

    def delete(self, path: Path) -> None:
        self.saves.delete(path)

    def listing(self) -> tuple[list[ReplayInfo], list[BadSave]]:
        """Replays newest first, and the files that cannot be replayed."""
        good, bad = self.saves.listing()
        infos = []
        for info in good:
            winners = self._winners_of(info)
            if winners is None:
                bad.append(BadSave(info.path, SaveError(info.path.name, "unreadable")))
                continue
            infos.append(ReplayInfo(info.path, info.title, info.saved_at, info.seats, winners))
        return infos, bad

    def _winners_of(self, info: SaveInfo) -> list[str] | None:
        key = (info.path, info.saved_at)
        if key not in self._winners:
            try:
                match = self.saves.load(info.path)
            except SaveError:
                return None
            self._winners[key] = [match.seats[s].name for s in match.outcome().winners]
        return self._winners[key]


def keep_finished_game(match: Match, data_folder: Path) -> None:
    """A game just ended: count it in the statistics of the people who
    played it at this laptop, and keep its replay.  A replay watched to its
    end counts for nobody, nor does a Learn-to-play game.  A game played
    across laptops counts here for the seats played here (each laptop
    keeps its own players' figures) and keeps no replay: a seat of a game
    hosted elsewhere saw only its own view."""
    if isinstance(match, ReplayMatch) or match.lesson is not None or not match.is_over():
        return
    StatsBook(data_folder).record(match)
    if not match.networked:
        ReplayStore(data_folder).keep(match)
