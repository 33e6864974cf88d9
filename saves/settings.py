"""Player settings, kept as JSON in the user config folder."""
from __future__ import annotations

import os
from dataclasses import asdict, dataclass, field
from pathlib import Path

import platformdirs

from saves.checks import SaveError, parse
from saves.store import APP_NAME, atomic_write_json

CONFIG_DIR_ENV = "TAVERN_TABLE_CONFIG_DIR"
LANGUAGES = ("en", "zh")
#: Seconds the Hard opponent may think per decision (a setting).
HARD_BUDGETS = (0.5, 1.0, 3.0)


MAX_SEATS = 8
SEAT_KINDS = ("human", "easy", "normal", "hard")
NAME_LIMIT = 40


def _is_seat_choice(seat: object) -> bool:
    """[name or None, kind] as the new-game screen remembers a seat."""
    return (isinstance(seat, list) and len(seat) == 2 and seat[1] in SEAT_KINDS
            and (seat[0] is None or (isinstance(seat[0], str) and 0 < len(seat[0]) <= NAME_LIMIT)))


@dataclass
class Settings:
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
    path: Path | None = field(default=None, repr=False, compare=False)

    @classmethod
    def load(cls, config_dir: str | os.PathLike | None = None) -> "Settings":
        """Settings from disk; defaults for a missing or unreadable file, and
        for any value out of range."""
        root = Path(config_dir or os.environ.get(CONFIG_DIR_ENV) or platformdirs.user_config_dir(APP_NAME))
        settings = cls(path=root / "settings.json")
        if not settings.path.exists():
            return settings
        try:
            data = parse(settings.path.read_bytes(), settings.path.name)
        except (OSError, SaveError):
            return settings
        if isinstance(data, dict):
            settings._take(data)
        return settings

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

    def save(self) -> None:
        if self.path is not None:
            atomic_write_json(self.path, self.to_json())

    def to_json(self) -> dict:
        data = asdict(self)
        data.pop("path")
        return data
