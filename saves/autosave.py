"""Autosave on a writer thread.

After every move the drawing thread hands over a copy of the move log (a
list of references: microseconds); the writer keeps its own copy of the
game, plays the new moves on it, and writes the file.  Moves that come
faster than the disk are coalesced: the writer always writes the newest
log it was given.  A game killed at any moment resumes from its last
move, or the one before when a write was under way.

A write the disk refuses never stops the game and is never forgotten:
`error` holds why until a write succeeds (the app shows it at once), the
next move tries again, and `retry` or `move_to` (another folder) try now.
The file is locked to this window while it plays (`saves.lock`).
"""
from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

from saves.lock import AutosaveLock, GameOpenElsewhere
from saves.store import AUTOSAVE, atomic_write_text, document_pieces, move_json

if TYPE_CHECKING:
    from game.core import Action
    from game.match import Match


class AutosaveWriter:
    """Keeps one game's autosave file at `path` up to date, from the
    game's start (written before its first move) to its last move."""

    def __init__(self, match: Match, path: Path) -> None:
        self.path = path
        self.lock = AutosaveLock(path)
        self.title, self.seats, self.seed = match.title_id, list(match.seats), match.seed
        self.options, self.rules = dict(match.options), match.rules
        self._state = None
        self._moves: list[tuple[int, Action]] = []
        self._moves_json: list[str] = []
        self._wanted: list[tuple[int, Action]] | None = list(match.log)
        self._latest = self._wanted
        self._hints = list(match.hints)
        self.hosted = match.hosted
        self._discard = self._closing = False
        #: Why the last write failed; None once one succeeds.
        self.error: Exception | None = None
        #: Moves of the game the file on disk holds (-1: no file yet).
        self.saved_moves = -1
        self.writes = self.attempts = 0
        self._left_behind: Path | None = None
        self._take_lock()
        self._idle = threading.Event()
        self._wake = threading.Condition()
        self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
        self._thread.start()

    # --- the drawing thread ----------------------------------------------
    def note(self, match: Match, *_: Any) -> None:
        """The game moved on (a `Match.on_action` hook)."""
        with self._wake:
            self._wanted = self._latest = list(match.log)
            self._hints = list(match.hints)
            self._idle.clear()
            self._wake.notify()

    @property
    def unsaved_moves(self) -> int:
        """How many of the game's moves the file on disk lacks."""
        return len(self._latest) - max(self.saved_moves, 0)

    @property
    def discarded(self) -> bool:
        """The game is over and its file was to be removed."""
        return self._discard

    def retry(self) -> None:
        """Try the newest move's write again now (the player asked to)."""
        with self._wake:
            self._wanted = self._latest
            self._idle.clear()
            self._wake.notify()

    def move_to(self, folder: Path) -> None:
        """Keep the autosave in `folder` from now on (the player chose
        it: the save folder refused), and write it there at once.  The
        older copy left behind, if any, goes.  OSError if `folder` cannot
        take it either."""
        path = Path(folder) / self.path.name
        lock = AutosaveLock(path)
        lock.acquire()
        with self._wake:
            self._left_behind, self.path = self.path, path
            self.lock.release()
            self.lock, self.error = lock, None
            self._wanted = self._latest
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
                if self.lock.held:
                    self.path.unlink(missing_ok=True)
                break
            if wanted is not None and self._take_lock():
                try:
                    self._write(wanted)
                except Exception as err:  # a full disk: keep playing, and the app shows why
                    self.error = err
                self.attempts += 1
            if closing:
                break
        self.lock.release()
        self._idle.set()

    def _take_lock(self) -> bool:
        """Whether this window holds the file's lock, claiming it if it
        does not yet (a full disk refused the claim before).  A game open
        in another window is never written over: only `move_to` helps."""
        if not self.lock.held and not isinstance(self.error, GameOpenElsewhere):
            try:
                self.lock.acquire()
            except (GameOpenElsewhere, OSError) as refused:
                self.error = refused
        return self.lock.held

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
        path = self.path
        atomic_write_text(path, document_pieces(self.title, self.seats, self.seed, self.options,
                                                self._moves_json, self._state, self.rules, AUTOSAVE,
                                                self._hints, self.hosted))
        self.saved_moves = len(log)
        self.error = None
        self.writes += 1
        if self._left_behind is not None and self._left_behind != path:   # the copy the save folder kept
            self._left_behind.unlink(missing_ok=True)
            self._left_behind = None
