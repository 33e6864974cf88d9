"""Statistics per player: every finished game is kept as a small record
(title, when, and each seat's name, kind, level, score and whether it won);
everything a screen shows — games, wins, win rate, best and average score,
longest winning streak, games against each AI level, wins over time — is
computed from those records, per title and overall.

Figures are kept per player profile, the same in every language: a name
typed is its own profile; a default name ("Player 2", "玩家2") is one
profile whatever the language it was shown in, and the pronoun earlier
versions named the one human ("You", "你") is the first player's.  A
profile can be renamed: its new name, typed in a later game, is the same
profile.  Records keep the names as played; the mapping is read anew.

The file is ``statistics/players.json`` in the data folder, written
atomically.  A damaged file is never lost silently: it is set aside as
``players.damaged-<time>.json`` and `StatsBook.notice` says so.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterable

from game.match import AI, HUMAN, REMOTE, Match
from game.text import PRONOUNS, Translator, languages
from saves.checks import SaveError, parse, plain_text
from saves.store import atomic_write_json

STATS_FORMAT = "tavern-table-statistics"
STATS_VERSION = 2   # 2: renamed profiles ("profiles": {profile: name shown})
AI_LEVELS = ("easy", "normal", "hard")
SEAT_KINDS = (HUMAN, AI, REMOTE)
#: The profile of the human a game names by default as its n-th player.
PLAYER_PROFILE = "player:{}"


def _default_names() -> re.Pattern:
    """"Player 2", "玩家2", ...: the setup's default human name in every language."""
    shapes = [re.escape(Translator("app", language)("setup.player_name", n="0")).replace("0", r"(\d+)")
              for language in languages()]
    return re.compile("|".join(f"^{shape}$" for shape in shapes))


DEFAULT_NAMES = _default_names()


def profile_of(name: str, renamed: dict[str, str] | None = None) -> str:
    """The player profile a seat's name stands for (see the module's
    docstring): a renamed profile's new name, the first player for a
    pronoun, player n for a default name in any language, else the name.

    >>> profile_of("玩家2"), profile_of("Player 2"), profile_of("You"), profile_of("你"), profile_of("Mei")
    ('player:2', 'player:2', 'player:1', 'player:1', 'Mei')
    >>> profile_of("Mei", {"player:1": "Mei"})
    'player:1'
    """
    for profile, shown in (renamed or {}).items():
        if shown == name:
            return profile
    if name.strip().casefold() in {p for pronouns in PRONOUNS.values() for p in pronouns}:
        return PLAYER_PROFILE.format(1)
    found = DEFAULT_NAMES.match(name.strip())
    if found:
        return PLAYER_PROFILE.format(next(group for group in found.groups() if group))
    return name


@dataclass(frozen=True)
class SeatResult:
    name: str
    kind: str            # "human" (played at this laptop), "ai" or "remote" (a person at another laptop)
    level: str | None
    score: int
    won: bool

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level, "score": self.score, "won": self.won}


@dataclass(frozen=True)
class GameRecord:
    title: str
    finished_at: str     # ISO 8601, UTC
    seats: tuple[SeatResult, ...]

    @classmethod
    def of(cls, match: Match, when: datetime | None = None) -> "GameRecord":
        outcome = match.outcome()
        when = when or datetime.now(timezone.utc)
        return cls(match.title_id, when.isoformat(timespec="seconds"), tuple(
            SeatResult(seat.name, seat.kind, seat.level, int(outcome.scores[i]), i in outcome.winners)
            for i, seat in enumerate(match.seats)))

    def to_json(self) -> dict[str, Any]:
        return {"title": self.title, "finished_at": self.finished_at, "seats": [s.to_json() for s in self.seats]}

    @classmethod
    def from_json(cls, data: Any) -> "GameRecord | None":
        """The record, or None for an entry that is not one (skipped)."""
        try:
            seats = tuple(SeatResult(str(s["name"]), str(s["kind"]), s.get("level"), int(s["score"]), bool(s["won"]))
                          for s in data["seats"])
            title, finished = data["title"], data["finished_at"]
        except (KeyError, TypeError, ValueError, AttributeError):
            return None
        if not (plain_text(title) and plain_text(finished) and seats
                and all(plain_text(s.name) and s.kind in SEAT_KINDS for s in seats)):
            return None
        return cls(title, finished, seats)


@dataclass
class Summary:
    """One player's figures over a set of games (a title, or all)."""
    games: int = 0
    wins: int = 0
    best: int | None = None
    total_score: int = 0
    longest_streak: int = 0
    against: dict[str, int] = field(default_factory=lambda: {level: 0 for level in AI_LEVELS})
    #: Wins so far after each game, in order (the chart).
    wins_over_time: list[int] = field(default_factory=list)

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def average(self) -> float:
        return self.total_score / self.games if self.games else 0.0


def summarize(name: str, records: Iterable[GameRecord], profile=lambda name: name) -> Summary:
    """`name`'s figures over `records` (oldest first): the seats whose
    `profile(seat name)` is `name`.

    >>> a = GameRecord("citadels", "1", (SeatResult("Mei", "human", None, 30, True),
    ...                                  SeatResult("Bot", "ai", "hard", 20, False)))
    >>> b = GameRecord("citadels", "2", (SeatResult("Mei", "human", None, 12, False),
    ...                                  SeatResult("Bot", "ai", "easy", 25, True)))
    >>> s = summarize("Mei", [a, a, b, a])
    >>> s.games, s.wins, s.best, s.average, s.longest_streak, s.against["hard"], s.wins_over_time
    (4, 3, 30, 25.5, 2, 3, [1, 2, 2, 3])
    """
    summary, streak = Summary(), 0
    for record in records:
        mine = next((seat for seat in record.seats if seat.kind == "human" and profile(seat.name) == name), None)
        if mine is None:
            continue
        summary.games += 1
        summary.total_score += mine.score
        summary.best = mine.score if summary.best is None else max(summary.best, mine.score)
        if mine.won:
            summary.wins += 1
            streak += 1
            summary.longest_streak = max(summary.longest_streak, streak)
        else:
            streak = 0
        for level in {seat.level for seat in record.seats if seat.kind == "ai" and seat.level in AI_LEVELS}:
            summary.against[level] += 1
        summary.wins_over_time.append(summary.wins)
    return summary


class StatsBook:
    """The records on disk.  `notice` is set when a damaged file was set
    aside on loading (the Statistics screen shows it once)."""

    def __init__(self, data_folder: Path) -> None:
        self.path = Path(data_folder) / "statistics" / "players.json"
        self.records: list[GameRecord] = []
        self.renamed: dict[str, str] = {}     # profile: the name it is shown by now
        self.notice: str | None = None
        self._load()

    def _load(self) -> None:
        if not self.path.exists():
            return
        try:
            data = parse(self.path.read_bytes(), self.path.name)
            if not (isinstance(data, dict) and data.get("format") == STATS_FORMAT
                    and isinstance(data.get("games"), list)):
                raise SaveError(self.path.name, "not_a_save")
        except (SaveError, OSError):
            self._set_aside()
            return
        self.records = [r for r in map(GameRecord.from_json, data["games"]) if r is not None]
        renamed = data.get("profiles", {})
        if isinstance(renamed, dict):
            self.renamed = {str(k): str(v) for k, v in renamed.items() if plain_text(k) and plain_text(v)}

    def _set_aside(self) -> None:
        aside = self.path.with_name(f"players.damaged-{datetime.now():%Y%m%d-%H%M%S}.json")
        try:
            os.replace(self.path, aside)
        except OSError:
            aside = self.path
        self.notice = aside.name

    def save(self) -> None:
        atomic_write_json(self.path, {"format": STATS_FORMAT, "version": STATS_VERSION,
                                      "games": [record.to_json() for record in self.records],
                                      "profiles": dict(self.renamed)})

    def record(self, match: Match) -> GameRecord:
        """Add a finished game and write the file."""
        record = GameRecord.of(match)
        self.records.append(record)
        self.save()
        return record

    def profile(self, name: str) -> str:
        """The profile a seat's name stands for (see `profile_of`)."""
        return profile_of(name, self.renamed)

    def players(self) -> list[str]:
        """The profiles of the humans who have played, most games first."""
        counts: dict[str, int] = {}
        for record in self.records:
            for seat in record.seats:
                if seat.kind == "human":
                    profile = self.profile(seat.name)
                    counts[profile] = counts.get(profile, 0) + 1
        return sorted(counts, key=lambda profile: (-counts[profile], profile.casefold()))

    def name_of(self, profile: str, player_name) -> str:
        """How a profile is shown: its new name, or the default name in the
        language of `player_name(n)` ("Player 1"), or its own name."""
        if profile in self.renamed:
            return self.renamed[profile]
        if profile.startswith(PLAYER_PROFILE.format("")):
            return player_name(profile.removeprefix(PLAYER_PROFILE.format("")))
        return profile

    def rename(self, profile: str, name: str) -> None:
        """Show `profile` as `name` from now on; a game played under that
        name later counts for it too."""
        self.renamed[profile] = name
        self.save()

    def summary(self, name: str, title: str | None = None) -> Summary:
        """The figures of profile `name` in `title` (None: every title)."""
        return summarize(name, (r for r in self.records if title is None or r.title == title), self.profile)

    def reset(self, name: str) -> None:
        """Forget profile `name`'s results (the others' records of those
        games stay, with that seat renamed away)."""
        kept = []
        for record in self.records:
            seats = tuple(seat for seat in record.seats
                          if not (seat.kind == "human" and self.profile(seat.name) == name))
            if any(seat.kind == "human" for seat in seats):
                kept.append(GameRecord(record.title, record.finished_at, seats))
        self.records = kept
        self.renamed.pop(name, None)
        self.save()
