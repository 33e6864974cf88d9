"""Save files: format, versioning, atomic writes, listing."""
from __future__ import annotations

import json
import os
import re
import tempfile
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import platformdirs

from game.match import Match

APP_NAME = "tavern-table"
FORMAT = "tavern-table-save"
VERSION = 1
AUTOSAVE = "autosave"
DATA_DIR_ENV = "TAVERN_TABLE_DATA_DIR"


class SaveError(Exception):
    """A save file that cannot be loaded; the message names the file and
    what is wrong with it."""


@dataclass(frozen=True)
class SaveInfo:
    name: str
    path: Path
    title: str
    saved_at: str
    seats: list[str]
    round: int


@dataclass(frozen=True)
class BadSave:
    path: Path
    reason: str


def atomic_write_json(path: Path, data: Any) -> None:
    """Write `data` as JSON so that `path` holds either the old or the new
    contents, never half of either: temp file in the same folder, fsync,
    then os.replace."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(data, out, ensure_ascii=False, separators=(",", ":"))
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except BaseException:
        if os.path.exists(temp):
            os.unlink(temp)
        raise


def read_json(path: Path, what: str) -> Any:
    """Parse a JSON file, turning every failure into a SaveError."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"{path}: no such {what}") from None
    except (OSError, UnicodeDecodeError) as err:
        raise SaveError(f"{path}: cannot be read ({err})") from None
    if not text.strip():
        raise SaveError(f"{path}: the file is empty")
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        raise SaveError(f"{path}: not valid JSON, perhaps truncated ({err.msg} at line {err.lineno})") from None


def safe_name(name: str) -> str:
    """A file name from what a player typed: letters, digits (any script),
    spaces, dashes and underscores kept, the rest dropped."""
    cleaned = re.sub(r"[^\w\- ]", "", name, flags=re.UNICODE).strip()
    return cleaned[:60] or "save"


class SaveStore:
    def __init__(self, data_dir: str | os.PathLike | None = None) -> None:
        chosen = data_dir or os.environ.get(DATA_DIR_ENV) or platformdirs.user_data_dir(APP_NAME)
        self.root = Path(chosen)

    def path_for(self, name: str) -> Path:
        return self.root / f"{safe_name(name)}.json"

    @property
    def autosave_path(self) -> Path:
        return self.root / f"{AUTOSAVE}.json"

    # --- writing -----------------------------------------------------------
    def document(self, match: Match, name: str) -> dict[str, Any]:
        body = match.to_json()
        return {
            "format": FORMAT,
            "version": VERSION,
            "name": name,
            "saved_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
            "round": match.rules.round_number(match.state),
            **body,
        }

    def save(self, name: str, match: Match) -> Path:
        path = self.path_for(name)
        atomic_write_json(path, self.document(match, name))
        return path

    def autosave(self, match: Match) -> Path:
        atomic_write_json(self.autosave_path, self.document(match, AUTOSAVE))
        return self.autosave_path

    def delete_autosave(self) -> None:
        """Forget the autosave (a finished game has nothing to continue)."""
        if self.autosave_path.exists():
            self.autosave_path.unlink()

    # --- reading -----------------------------------------------------------
    def has_autosave(self) -> bool:
        return self.autosave_path.exists()

    def resolve(self, path_or_name: str | os.PathLike) -> Path:
        path = Path(path_or_name)
        if path.suffix == ".json" and (path.is_absolute() or path.parent != Path(".")):
            return path
        return self.path_for(str(path_or_name))

    def read_document(self, path: Path) -> dict[str, Any]:
        """The checked JSON of a save file (SaveError if it is not one)."""
        data = read_json(path, "save file")
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise SaveError(f"{path}: not a Tavern Table save file")
        version = data.get("version")
        if not isinstance(version, int):
            raise SaveError(f"{path}: the save has no format version")
        if version > VERSION:
            raise SaveError(f"{path}: saved by a newer version of Tavern Table (format {version}, this one reads up to {VERSION})")
        missing = [k for k in ("title", "seats", "seed", "log", "state") if k not in data]
        if missing:
            raise SaveError(f"{path}: the save is missing {', '.join(missing)}")
        from game import registry
        if data["title"] not in registry.ids():
            raise SaveError(f"{path}: unknown game {data['title']!r}")
        return data

    def load(self, path_or_name: str | os.PathLike) -> Match:
        path = self.resolve(path_or_name)
        data = self.read_document(path)
        try:
            match = Match.from_json(data)
            replayed = Match(match.title_id, match.seats, match.seed, match.options, log=match.log)
        except Exception as err:  # any malformed content: report, never crash
            raise SaveError(f"{path}: the game inside is damaged ({type(err).__name__}: {err})") from None
        if replayed.state != match.state:
            raise SaveError(f"{path}: the game inside is damaged (its state does not match its move log)")
        return match

    def load_autosave(self) -> Match | None:
        if not self.has_autosave():
            return None
        return self.load(self.autosave_path)

    def listing(self) -> tuple[list[SaveInfo], list[BadSave]]:
        """Named saves, newest first, and the files that could not be read."""
        good: list[SaveInfo] = []
        bad: list[BadSave] = []
        if not self.root.is_dir():
            return good, bad
        for path in sorted(self.root.glob("*.json")):
            try:
                data = self.read_document(path)
                good.append(SaveInfo(
                    name=str(data.get("name") or path.stem), path=path, title=data["title"],
                    saved_at=str(data.get("saved_at", "")),
                    seats=[str(s.get("name", "?")) for s in data["seats"]],
                    round=int(data.get("round", 0))))
            except SaveError as err:
                bad.append(BadSave(path, str(err)))
            except (TypeError, ValueError, AttributeError) as err:
                bad.append(BadSave(path, f"{path}: damaged ({err})"))
        good.sort(key=lambda info: info.saved_at, reverse=True)
        return good, bad
