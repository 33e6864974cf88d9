"""Replays: a finished game played back move by move from its log.

A `Replay` knows the whole script (seed, seats, options, every move) and
hands out the game at any point of it as a `ReplayMatch`: a `Match` whose
seats all "think" by reading the next scripted move, released when the
viewer asks for it (play at a speed, or step).  Chance lives in the state,
so the same seed and moves give the same game, card for card.

The replay is the one place where nothing is hidden: `ReplayMatch.view`
shows the game from the chosen seat (`viewpoint`), or, with viewpoint
None, the whole true state (every hand, sealed bid and face-down card).

>>> from game.match import Seat
>>> m = Match("dragons_lair", [Seat("Ann", "ai", "easy"), Seat("Bo", "ai", "easy")], seed=5)
>>> m.play_ai_turns()
>>> replay = Replay.of(m)
>>> replay.at(len(replay.script)).state == m.state
True
"""
from __future__ import annotations

from bisect import bisect_left
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any

from game.core import Action, Event, GameState
from game.match import AI, Match, Seat


@dataclass(frozen=True)
class Replay:
    title_id: str
    seats: tuple[Seat, ...]
    seed: int
    options: dict[str, Any]
    script: tuple[tuple[int, Action], ...]

    @classmethod
    def of(cls, match: Match) -> "Replay":
        return cls(match.title_id, tuple(match.seats), match.seed, dict(match.options), tuple(match.log))

    def at(self, position: int, viewpoint: int | None = None) -> "ReplayMatch":
        """The game after the first `position` moves."""
        return ReplayMatch(self, max(0, min(position, len(self.script))), viewpoint)

    def round_starts(self) -> list[int]:
        """For each round (1, 2, ...), the position where it begins."""
        match = self.at(0)
        starts, last = [0], match.rules.round_number(match.state)
        for position, (seat, action) in enumerate(self.script, start=1):
            match.rules.apply(match.state, seat, action)
            now = match.rules.round_number(match.state)
            if now != last:
                starts.append(position)
                last = now
        return starts

    def first_round(self) -> int:
        """The number the title gives the game's first round, as its table
        shows it: 1, or 0 for a setup before round 1 (Dragon & Lyre)."""
        match = self.at(0)
        return match.rules.round_number(match.state)

    def round_at(self, position: int, starts: list[int]) -> int:
        """The round (from 1) that `position` falls in."""
        return max(1, bisect_left(starts, position + 1))


class ReplayMatch(Match):
    """The replayed game at one point of its script.  Every seat plays as
    a bot whose answer is the next scripted move; `release` gives it."""

    def __init__(self, replay: Replay, position: int, viewpoint: int | None) -> None:
        seats = [Seat(seat.name, AI, seat.level or "normal") for seat in replay.seats]
        super().__init__(replay.title_id, seats, replay.seed, dict(replay.options), list(replay.script[:position]))
        self.replay = replay
        self.viewpoint = viewpoint
        self._waiting: Future | None = None

    @property
    def position(self) -> int:
        return len(self.log)

    @property
    def finished(self) -> bool:
        return self.position >= len(self.replay.script)

    def view(self, seat: int | None, state: GameState | None = None) -> GameState:
        """The chosen viewpoint's view, whoever the table asks for: a seat's
        own view, or everything (viewpoint None)."""
        state = self.state if state is None else state
        if self.viewpoint is None:
            return state.clone()
        return self.rules.view(state, self.viewpoint)

    def think_async(self, seat: int) -> Future:
        self._waiting = Future()
        return self._waiting

    @property
    def waiting(self) -> bool:
        """The table is ready for the next move."""
        return self._waiting is not None and not self._waiting.done()

    def release(self) -> bool:
        """Let the table play the next scripted move; False at the end."""
        if not self.waiting or self.finished:
            return False
        self._waiting.set_result(self.replay.script[self.position][1])
        return True

    def submit(self, seat: int, action: Action) -> list[Event]:
        """The next scripted move, by the seat that made it (in a
        simultaneous choice the table may have asked another seat first)."""
        scripted_seat, scripted = self.replay.script[self.position]
        return super().submit(scripted_seat, scripted)
