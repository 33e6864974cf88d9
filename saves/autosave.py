"""Autosave on a writer thread.

After every move the drawing thread hands over a copy of the move log (a
list of references: microseconds); the writer keeps its own copy of the
game, plays the new moves on it, and writes the file.  Moves that come
faster than the disk are coalesced: the writer always writes the newest
log it was given.  A game killed at any moment resumes from its last
move, or the one before when a write was under way.
"""
from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

from saves.store import AUTOSAVE, atomic_write_text, document_pieces, move_json

if TYPE_CHECKING:
    from game.core import Action
    from game.match import Match


class AutosaveWriter:
    """Keeps one game's autosave file at `path` up to date."""

    def __init__(self, match: Match, path: Path) -> None:
        self.path = path
        self.title, self.seats, self.seed = match.title_id, list(match.seats), match.seed
        self.options, self.rules = dict(match.options), match.rules
        self._state = None
        self._moves: list[tuple[int, Action]] = []
        self._moves_json: list[str] = []
        self._wanted: list[tuple[int, Action]] | None = list(match.log)
        self._hints = list(match.hints)
        self._discard = self._closing = False
        self.error: Exception | None = None
        self.writes = 0
        self._idle = threading.Event()
        self._wake = threading.Condition()
        self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
        self._thread.start()

    # --- the drawing thread ----------------------------------------------
    def note(self, match: Match, *_: Any) -> None:
        """The game moved on (a `Match.on_action` hook)."""
        with self._wake:
            self._wanted = list(match.log)
            self._hints = list(match.hints)
            self._idle.clear()
            self._wake.notify()

    def close(self, discard: bool = False, timeout: float = 10.0) -> None:
        """Write what is still waiting and stop; with `discard` (the game
        is over) remove the file instead."""
        with self._wake:
            self._closing = True
            self._discard = discard
            self._wake.notify()
        self._thread.join(timeout)

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until the newest log handed over is on disk."""
        return self._idle.wait(timeout)

    # --- the writer thread -----------------------------------------------
    def _run(self) -> None:
        while True:
            with self._wake:
                while self._wanted is None and not self._closing:
                    self._idle.set()
                    self._wake.wait()
                wanted, self._wanted = self._wanted, None
                closing, discard = self._closing, self._discard
            if discard:
                self.path.unlink(missing_ok=True)
                break
            if wanted is not None:
                try:
                    self._write(wanted)
                except Exception as err:  # a full disk: keep playing, keep the error for the table
                    self.error = err
            if closing:
                break
        self._idle.set()

    def _catch_up(self, log: list[tuple[int, Action]]) -> None:
        """Bring the writer's own game to `log`: play the new moves, or
        start over after an undo changed the past."""
        kept = len(self._moves)
        if self._state is None or len(log) < kept or (kept and log[kept - 1] is not self._moves[-1]):
            self._state = self.rules.new_state(len(self.seats), self.seed, self.options)
            self._moves, self._moves_json, kept = [], [], 0
        try:
            for seat, action in log[kept:]:
                self.rules.apply(self._state, seat, action)
                self._moves_json.append(move_json(seat, action))
        except Exception:
            self._state = None
            raise
        self._moves = log

    def _write(self, log: list[tuple[int, Action]]) -> None:
        self._catch_up(log)
        atomic_write_text(self.path, document_pieces(self.title, self.seats, self.seed, self.options,
                                                     self._moves_json, self._state, self.rules, AUTOSAVE,
                                                     self._hints))
        self.writes += 1
