"""Save files: format, atomic writes, listing, autosaves.

Named saves are ``<name>.json`` in the save folder; every unfinished game
keeps its own autosave in ``autosaves/`` (a file ``autosave.json`` in the
save folder, from older versions, counts as one too).
"""
from __future__ import annotations

import json
import os
import re
import stat
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterator, Sequence

import platformdirs

from saves.checks import FORMAT, MAX_FILE_BYTES, VERSION, SaveError, check_header, parse, plain_text, replay

if TYPE_CHECKING:  # the engine loads when a game is first saved or loaded, not at start-up
    from game.core import Action, GameState
    from game.match import Match, Seat
    from saves.listing import BadSave, SaveInfo

APP_NAME = "tavern-table"
AUTOSAVE = "autosave"
AUTOSAVE_DIR = "autosaves"
DATA_DIR_ENV = "TAVERN_TABLE_DATA_DIR"
TEMP_SUFFIX = ".tmp"
#: A temp file older than this was left by a write that never finished.
STALE_TEMP_SECONDS = 60


def display_name(path: Path) -> str:
    """A file's name as a screen can show it, whatever bytes it has."""
    raw = os.fsencode(path.name).decode("utf-8", "replace")
    return "".join(c if c.isprintable() else "?" for c in raw)


# --- writing ------------------------------------------------------------------

def encode(value: Any, depth: int = 0) -> Iterator[str]:
    """JSON text of `value` in pieces: the big lists and maps of a state
    are encoded an item at a time, so a writer thread never holds the
    interpreter for long in one C call."""
    if depth < 3 and isinstance(value, dict) and value:
        yield "{"
        for i, (key, item) in enumerate(value.items()):
            yield ("," if i else "") + json.dumps(str(key), ensure_ascii=False) + ":"
            yield from encode(item, depth + 1)
        yield "}"
    elif depth < 3 and isinstance(value, (list, tuple)) and len(value) > 16:
        yield "["
        for i, item in enumerate(value):
            if i:
                yield ","
            yield from encode(item, depth + 1)
        yield "]"
    else:
        yield json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def fsync_directory(folder: Path) -> None:
    """Make a rename in `folder` durable (where the system allows it)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some systems cannot sync a folder; the rename still happened
    finally:
        os.close(fd)


def atomic_write_text(path: Path, pieces: Iterator[str] | str) -> None:
    """Write text so that `path` holds either the old or the new contents,
    never half of either: temp file in the same folder, fsync, rename,
    fsync the folder."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=TEMP_SUFFIX)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.writelines([pieces] if isinstance(pieces, str) else pieces)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except BaseException:
        if os.path.exists(temp):
            os.unlink(temp)
        raise
    fsync_directory(path.parent)


def atomic_write_json(path: Path, data: Any) -> None:
    atomic_write_text(path, encode(data))


def _now() -> str:
    """The time now, for a save's header ("2026-12-01T03:53:20+00:00")."""
    from datetime import datetime, timezone   # loads with the first save, not at start-up
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def document_pieces(title: str, seats: Sequence[Seat], seed: int, options: dict, log_json: Sequence[str],
                    state: GameState, rules, name: str, hints: Sequence[int] = (),
                    hosted: dict | None = None) -> Iterator[str]:
    """A save file's text: the header (with the hints each seat asked
    for, and a game hosted across laptops' join code and tokens), the log
    (each move already JSON) and the state snapshot."""
    header = {
        "format": FORMAT,
        "version": VERSION,
        "name": name,
        "saved_at": _now(),
        "round": rules.round_number(state),
        "title": title,
        "seats": [s.to_json() for s in seats],
        "seed": seed,
        "options": dict(options),
        "hints": list(hints),
    }
    if hosted is not None:
        header["hosted"] = hosted
    yield json.dumps(header, ensure_ascii=False, separators=(",", ":"))[:-1]
    yield ',"log":['
    for i, move in enumerate(log_json):
        yield ("," if i else "") + move
    yield '],"state":'
    yield from encode(state.to_json())
    yield "}"


def move_json(seat: int, action: Action) -> str:
    return json.dumps([seat, action.to_json()], ensure_ascii=False, separators=(",", ":"))


def match_pieces(match: Match, name: str) -> Iterator[str]:
    return document_pieces(match.title_id, match.seats, match.seed, match.options,
                           [move_json(seat, action) for seat, action in match.log], match.state,
                           match.rules, name, match.hints, match.hosted)


def safe_name(name: str) -> str:
    """A file name from what a player typed: letters, digits (any script),
    spaces, dashes and underscores kept, the rest dropped."""
    cleaned = re.sub(r"[^\w\- ]", "", name, flags=re.UNICODE).strip()
    return cleaned[:60] or "save"


class SaveStore:
    def __init__(self, data_dir: str | os.PathLike | None = None) -> None:
        chosen = data_dir or os.environ.get(DATA_DIR_ENV) or platformdirs.user_data_dir(APP_NAME)
        self.root = Path(chosen)
        self.autosave_dir = self.root / AUTOSAVE_DIR
        #: Autosave folders the player chose outside the save folder ("Save elsewhere…").
        self.elsewhere_dirs: list[Path] = []
        self._listed: dict[Path, tuple[tuple[int, int], SaveInfo | BadSave]] = {}

    def path_for(self, name: str) -> Path:
        return self.root / f"{safe_name(name)}.json"

    @property
    def legacy_autosave_path(self) -> Path:
        """Where versions with a single autosave kept it."""
        return self.root / f"{AUTOSAVE}.json"

    def new_autosave_path(self) -> Path:
        """A fresh autosave file for a game that starts now."""
        return self.autosave_dir / f"{time.strftime('%Y%m%d-%H%M%S')}-{os.urandom(3).hex()}.json"

    def is_autosave(self, path: Path) -> bool:
        return (path.parent == self.autosave_dir or path.parent in self.elsewhere_dirs
                or path == self.legacy_autosave_path)

    # --- writing -----------------------------------------------------------
    def save(self, name: str, match: Match) -> Path:
        path = self.path_for(name)
        atomic_write_text(path, match_pieces(match, name))
        return path

    def autosave(self, match: Match, path: Path | None = None) -> Path:
        """Write `match` to an autosave file now (the table uses an
        `AutosaveWriter` instead, off the drawing thread)."""
        path = path or self.new_autosave_path()
        atomic_write_text(path, match_pieces(match, AUTOSAVE))
        return path

    def delete(self, path: Path) -> None:
        """Remove a save file (a player asked to, or its game is over),
        and the lock a killed game left beside it."""
        from saves.lock import lock_path, owner_elsewhere   # not at start: the title deletes nothing
        path.unlink(missing_ok=True)
        if owner_elsewhere(path) is None:
            lock_path(path).unlink(missing_ok=True)
        self._listed.pop(path, None)

    def remove_stale_temp_files(self) -> list[Path]:
        """Remove the temp files of writes that never finished (the app
        was killed mid-save); a recent one may be another copy's write in
        progress and stays."""
        removed = []
        for folder in (self.root, self.autosave_dir):
            try:
                temps = list(folder.glob(f".*{TEMP_SUFFIX}"))
            except OSError:
                continue
            for temp in temps:
                try:
                    if time.time() - temp.stat().st_mtime > STALE_TEMP_SECONDS:
                        temp.unlink()
                        removed.append(temp)
                except OSError:
                    pass
        return removed

    # --- reading -----------------------------------------------------------
    def resolve(self, path_or_name: str | os.PathLike) -> Path:
        path = Path(path_or_name)
        if path.suffix == ".json" and (path.is_absolute() or path.parent != Path(".")):
            return path
        return self.path_for(str(path_or_name))

    def read_document(self, path: Path) -> dict[str, Any]:
        """The JSON of a save file with its header checked (SaveError if
        it is not one)."""
        file = display_name(path)
        try:
            # Opened without waiting, then checked: a pipe or device named like a save never blocks the reader.
            with open(os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)),
                      "rb") as opened:
                info = os.fstat(opened.fileno())
                if not stat.S_ISREG(info.st_mode):
                    raise SaveError(file, "not_a_file")
                if info.st_size > MAX_FILE_BYTES:
                    raise SaveError(file, "too_big")
                raw = opened.read(MAX_FILE_BYTES + 1)
        except FileNotFoundError:
            raise SaveError(file, "missing") from None
        except IsADirectoryError:
            raise SaveError(file, "not_a_file") from None
        except OSError:
            raise SaveError(file, "unreadable") from None
        return check_header(parse(raw, file), file)

    def load(self, path_or_name: str | os.PathLike) -> Match:
        """The game in a save file, checked through and through."""
        path = self.resolve(path_or_name)
        return replay(self.read_document(path), display_name(path))

    def autosave_paths(self) -> list[Path]:
        """Every autosave file, the most recently written first."""
        paths = []
        folders = [(self.autosave_dir, "*.json"), (self.root, f"{AUTOSAVE}.json")]
        for folder, pattern in folders + [(elsewhere, "*.json") for elsewhere in self.elsewhere_dirs]:
            try:
                paths.extend((p.stat().st_mtime, p) for p in folder.glob(pattern) if p.is_file())
            except OSError:
                continue
        return [p for _, p in sorted(paths, key=lambda pair: pair[0], reverse=True)]

    def has_autosave(self) -> bool:
        return bool(self.autosave_paths())

    def newest_playable_autosave(self) -> tuple[Path, Match]:
        """The unfinished game played last that loads (Continue): a newer
        autosave that is damaged is passed over (Load lists it with its
        reason).  SaveError of the newest if none loads; GameOpenElsewhere
        if the game is open in another window."""
        first_problem: SaveError | None = None
        for path in self.autosave_paths():
            try:
                match = self.load(path)
            except SaveError as problem:
                first_problem = first_problem or problem
                continue
            self.check_not_open_elsewhere(path)
            return path, match
        raise first_problem or SaveError(AUTOSAVE, "missing")

    @staticmethod
    def check_not_open_elsewhere(path: Path) -> None:
        """GameOpenElsewhere if another window plays the autosave `path`."""
        from saves.lock import GameOpenElsewhere, owner_elsewhere   # with the first game, not at start
        pid = owner_elsewhere(path)
        if pid is not None:
            raise GameOpenElsewhere(path, pid)

    def listing(self) -> tuple[list[SaveInfo], list[BadSave]]:
        """Saves and autosaves, newest first, and the files that could not
        be used, each with its problem.  Every file is checked as fully as
        loading would; a file unchanged since the last listing is not read
        again."""
        from saves.listing import SaveInfo   # with the Load screen, not at start
        good: list[SaveInfo] = []
        bad: list[BadSave] = []
        for path in self._candidates():
            try:
                stat = path.stat()
                key = (stat.st_size, stat.st_mtime_ns)
            except OSError:
                key = (-1, -1)
            cached = self._listed.get(path)
            if cached is None or cached[0] != key:
                cached = self._listed[path] = (key, self._examine(path))
            (good if isinstance(cached[1], SaveInfo) else bad).append(cached[1])
        good.sort(key=lambda info: info.saved_at, reverse=True)
        return good, bad

    def _candidates(self) -> list[Path]:
        paths = []
        for folder in (self.root, self.autosave_dir, *self.elsewhere_dirs):
            try:
                paths.extend(sorted(p for p in folder.glob("*.json") if p.is_file()))
            except OSError:
                continue
        return paths

    def _examine(self, path: Path) -> SaveInfo | BadSave:
        from saves.listing import BadSave, SaveInfo
        file = display_name(path)
        try:
            data = self.read_document(path)
            match = replay(data, file)
        except SaveError as err:
            return BadSave(path, err)
        name, saved_at = data.get("name"), data.get("saved_at")
        return SaveInfo(
            name=name if plain_text(name) and name else path.stem, path=path, title=match.title_id,
            saved_at=saved_at if plain_text(saved_at) else "",
            seats=[seat.name for seat in match.seats],
            round=match.rules.round_number(match.state), autosave=self.is_autosave(path))
