"""Player settings, kept as JSON in the user config folder.

Settings never stop the game: a file that cannot be read gives the
defaults, and says so (`reset_from`; a damaged one is kept beside, as
``settings.damaged.json``, so its reset is told once), and a write the
disk refuses leaves the change in force for this session and says why
(`write_failure`).
"""
from __future__ import annotations

import os
import copy
from dataclasses import dataclass, field, fields
from pathlib import Path

import platformdirs

from saves.checks import SaveError, parse
from saves.store import APP_NAME, atomic_write_json

CONFIG_DIR_ENV = "TAVERN_TABLE_CONFIG_DIR"
LANGUAGES = ("en", "zh")
#: Seconds the Hard opponent may think per decision (a setting).
HARD_BUDGETS = (0.5, 1.0, 3.0)


MAX_SEATS = 8
MAX_ELSEWHERE = 8
#: Seats taken at tables hosted elsewhere that are remembered.
MAX_JOINED = 8
SEAT_KINDS = ("human", "remote", "easy", "normal", "hard")
NAME_LIMIT = 40


def _is_seat_choice(seat: object) -> bool:
    """[name or None, kind] as the new-game screen remembers a seat."""
    return (isinstance(seat, list) and len(seat) == 2 and seat[1] in SEAT_KINDS
            and (seat[0] is None or (isinstance(seat[0], str) and 0 < len(seat[0]) <= NAME_LIMIT)))


def _is_short_text(value: object) -> bool:
    """A join code or a seat's token (`game.net.host`)."""
    return isinstance(value, str) and 0 < len(value) <= 64


#: What a Settings object knows that is not a setting.
UNSAVED = ("path", "write_failure", "write_failures", "reset_from")


@dataclass
class Settings:
    """The player's choices, kept between sessions (see the module docstring)."""

    language: str = "en"
    fullscreen: bool = False
    animation_speed: float = 1.0
    volume: float = 0.7
    music_volume: float = 0.4
    muted: bool = False
    hard_budget: float = 1.0
    #: The new-game screen's last choice: the title, and each seat as
    #: [name or None for the default name, kind] ("human", "easy", ...).
    last_title: str = ""
    last_seats: list = field(default_factory=list)
    #: Folders the player chose with "Save elsewhere…" when the save
    #: folder refused an autosave: Load and Continue look there too.
    elsewhere_folders: list = field(default_factory=list)
    #: The titles whose lesson the setup screen has offered (once each).
    lessons_offered: list = field(default_factory=list)
    #: The seats this laptop took at tables hosted on another laptop, as
    #: {join code: the seat's token}, the latest last: when its host opens
    #: a saved table again, joining it with the same code takes the same seat.
    seats_joined: dict = field(default_factory=dict)
    path: Path | None = field(default=None, repr=False, compare=False)
    #: Why the last write failed (None once one succeeds); `write_failures` counts them.
    write_failure: OSError | None = field(default=None, repr=False, compare=False)
    write_failures: int = field(default=0, repr=False, compare=False)
    #: The settings file was damaged and the defaults were put in its
    #: place, or it could not be read ("unreadable") and the defaults hold.
    reset_from: SaveError | None = field(default=None, repr=False, compare=False)

    @classmethod
    def load(cls, config_dir: str | os.PathLike | None = None) -> "Settings":
        """Settings from disk; defaults for a missing or unreadable file, and
        for any value out of range.  A damaged file is set aside and
        replaced by the defaults, with `reset_from` saying what was wrong."""
        root = Path(config_dir or os.environ.get(CONFIG_DIR_ENV) or platformdirs.user_config_dir(APP_NAME))
        settings = cls(path=root / "settings.json")
        try:
            raw = settings.path.read_bytes()
        except FileNotFoundError:   # none yet: the defaults
            return settings
        except OSError:   # there but not readable: the defaults for this session, and the player told
            settings.reset_from = SaveError(settings.path.name, "unreadable")
            return settings
        try:
            data = parse(raw, settings.path.name)
            if not isinstance(data, dict):
                raise SaveError(settings.path.name, "foreign")
        except SaveError as damage:
            settings.set_aside_damaged_file(damage)
            return settings
        settings._take(data)
        return settings

    def set_aside_damaged_file(self, damage: SaveError) -> None:
        """Keep a damaged settings file as ``settings.damaged.json`` and
        write the defaults in its place, so the reset is told only once."""
        self.reset_from = damage
        try:
            os.replace(self.path, self.path.with_name("settings.damaged.json"))
        except OSError:
            pass   # the defaults written next replace it all the same
        self.save()

    def _take(self, data: dict) -> None:
        if data.get("language") in LANGUAGES:
            self.language = data["language"]
        if isinstance(data.get("fullscreen"), bool):
            self.fullscreen = data["fullscreen"]
        speed = data.get("animation_speed")
        if isinstance(speed, (int, float)) and 0.25 <= speed <= 4:
            self.animation_speed = float(speed)
        for name in ("volume", "music_volume"):
            level = data.get(name)
            if isinstance(level, (int, float)) and not isinstance(level, bool) and 0 <= level <= 1:
                setattr(self, name, float(level))
        if isinstance(data.get("muted"), bool):
            self.muted = data["muted"]
        if data.get("hard_budget") in HARD_BUDGETS and not isinstance(data["hard_budget"], bool):
            self.hard_budget = float(data["hard_budget"])
        if isinstance(data.get("last_title"), str):
            self.last_title = data["last_title"]
        seats = data.get("last_seats")
        if isinstance(seats, list) and len(seats) <= MAX_SEATS and all(_is_seat_choice(s) for s in seats):
            self.last_seats = [list(s) for s in seats]
        offered = data.get("lessons_offered")
        if isinstance(offered, list) and all(isinstance(title, str) and len(title) <= NAME_LIMIT for title in offered):
            self.lessons_offered = offered
        folders = data.get("elsewhere_folders")
        if isinstance(folders, list) and all(isinstance(f, str) and os.path.isabs(f) for f in folders):
            self.elsewhere_folders = folders[-MAX_ELSEWHERE:]
        joined = data.get("seats_joined")
        if isinstance(joined, dict) and all(_is_short_text(k) and _is_short_text(v) for k, v in joined.items()):
            self.seats_joined = dict(list(joined.items())[-MAX_JOINED:])

    def remember_seat(self, code: str, token: str) -> None:
        """This laptop took a seat at the table `code` opens (see `seats_joined`)."""
        self.seats_joined.pop(code, None)
        self.seats_joined[code] = token
        self.seats_joined = dict(list(self.seats_joined.items())[-MAX_JOINED:])
        self.save()

    def save(self) -> bool:
        """Write the settings; a disk that refuses is remembered in
        `write_failure`, never raised: the change still holds until the
        game closes."""
        if self.path is None:
            return True
        try:
            atomic_write_json(self.path, self.to_json())
        except OSError as failure:
            self.write_failure = failure
            self.write_failures += 1
            return False
        self.write_failure = None
        return True

    def to_json(self) -> dict:
        return {f.name: copy.deepcopy(getattr(self, f.name)) for f in fields(self) if f.name not in UNSAVED}
