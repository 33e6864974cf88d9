"""Reading a save file without trusting it.

Everything in a file is checked before anything else uses it: the bytes
must be JSON text of bounded size, nesting and numbers; the header must
name a known title, its seats, levels and options; and the move log must
replay from the seed to exactly the state saved beside it.  The game the
app then plays is the replayed one, built by the rules themselves, so a
damaged state snapshot never reaches a table or a bot.  Every problem is
a `SaveError` naming the file and what is wrong in a player's words.
"""
from __future__ import annotations

import json
import math
import unicodedata
from typing import TYPE_CHECKING, Any, Mapping

from game import registry
from game.text import Translator

if TYPE_CHECKING:  # the engine loads when a save is first read, not at start-up
    from game.match import Match, Seat

FORMAT = "tavern-table-save"
VERSION = 1

MAX_FILE_BYTES = 8 * 2**20     # the longest six-seat game saves about 300 KiB
MAX_DEPTH = 32                 # real saves nest about 8 deep
MAX_INT_DIGITS = 19            # seeds and the dice's state fit in 64 bits
MAX_MOVES = 100_000
MAX_NAME_LENGTH = 60
#: A hosted game's join code and a remote seat's token (`game.net.host`) are shorter.
MAX_CODE_LENGTH, MAX_TOKEN_LENGTH = 12, 64


class SaveError(Exception):
    """A save file that cannot be used.  `file` is the file's name only;
    `problem` a key under ``saves.problem`` in the translations, filled
    with `values`.  ``str()`` is the English sentence."""

    def __init__(self, file: str, problem: str, **values: Any) -> None:
        self.file, self.problem, self.values = file, problem, values
        super().__init__(self.sentence(Translator("saves")))

    def sentence(self, translate) -> str:
        """The problem in the language of `translate` (a `Translate` of
        the ``saves`` namespace)."""
        return translate(f"problem.{self.problem}", file=self.file, **self.values)


class _Strange(ValueError):
    """A number no save ever holds (parse hooks raise it)."""


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise _Strange(text[:20])
    return int(text)


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _Strange(text[:20])
    return value


def _no_constant(text: str) -> Any:
    raise _Strange(text)


def parse(raw: bytes, file: str) -> Any:
    """JSON from the bytes of a file, in UTF-8 (or UTF-16/32 with its
    byte-order mark), with bounded nesting, numbers and text."""
    if len(raw) > MAX_FILE_BYTES:
        raise SaveError(file, "too_big")
    if not raw.strip():
        raise SaveError(file, "empty")
    try:
        data = json.loads(raw, parse_int=_bounded_int, parse_float=_finite_float,
                          parse_constant=_no_constant)
    except UnicodeDecodeError:
        raise SaveError(file, "not_text") from None
    except (_Strange, RecursionError):
        raise SaveError(file, "strange_values") from None
    except ValueError:
        raise SaveError(file, "not_json") from None
    _check_shape(data, file)
    return data


def _check_shape(data: Any, file: str) -> None:
    """No nesting deeper than MAX_DEPTH and no text Python could not
    write back (lone surrogates from ``\\ud800`` escapes)."""
    stack = [(data, 0)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, str):
            if not value.isascii() and not _encodable(value):
                raise SaveError(file, "strange_values")
        elif isinstance(value, (list, dict)):
            if depth >= MAX_DEPTH:
                raise SaveError(file, "strange_values")
            if isinstance(value, dict):
                stack.extend((key, depth + 1) for key in value)
                value = value.values()
            stack.extend((item, depth + 1) for item in value)


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _is_int(value: Any) -> bool:
    return type(value) is int


def plain_text(value: Any, limit: int = MAX_NAME_LENGTH) -> bool:
    """Text a screen can show: a string of at most `limit` characters
    without control characters."""
    return (isinstance(value, str) and len(value) <= limit
            and not any(unicodedata.category(c) in ("Cc", "Cf", "Cs") for c in value))


def check_header(data: Any, file: str) -> dict[str, Any]:
    """The document's format, version and title, checked."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(file, "foreign")
    version = data.get("version")
    if not _is_int(version) or version < 1:
        raise SaveError(file, "damaged")
    if version > VERSION:
        raise SaveError(file, "newer")
    missing = [key for key in ("title", "seats", "seed", "log", "state") if key not in data]
    if missing:
        raise SaveError(file, "damaged")
    title = data["title"]
    if not isinstance(title, str):
        raise SaveError(file, "damaged")
    if title not in registry.ids():
        raise SaveError(file, "unknown_title", title=title[:40] if plain_text(title, 10_000) else "?")
    return data


def check_seats(raw: Any, title: str, file: str, hosted: bool = False) -> list[Seat]:
    """Seats: as many as the title allows, each a name, human or AI, and
    an AI's level one this version knows; in a game hosted across
    laptops, remote players too."""
    from game.ai import LEVELS
    from game.match import AI, HUMAN, REMOTE, Seat
    rules = registry.get(title)
    if not isinstance(raw, list) or not rules.min_players <= len(raw) <= rules.max_players:
        raise SaveError(file, "bad_seats")
    seats = []
    for seat in raw:
        if not isinstance(seat, dict) or not plain_text(seat.get("name")) or set(seat) - {"name", "kind", "level"}:
            raise SaveError(file, "bad_seats")
        kind, level = seat.get("kind"), seat.get("level")
        if kind in (HUMAN, REMOTE) and level is None and (kind == HUMAN or hosted):
            seats.append(Seat(seat["name"], kind))
        elif kind == AI and isinstance(level, str) and level in LEVELS:
            seats.append(Seat(seat["name"], AI, level))
        elif kind == AI:
            raise SaveError(file, "bad_level", level=level[:20] if plain_text(level, 10_000) else "?")
        else:
            raise SaveError(file, "bad_seats")
    return seats


def check_options(raw: Any, title: str, file: str) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise SaveError(file, "bad_options")
    try:
        return registry.get(title).resolve_options(raw)
    except (ValueError, TypeError):
        raise SaveError(file, "bad_options") from None


def check_log(raw: Any, seat_count: int, file: str) -> list[tuple[int, Mapping[str, Any]]]:
    """The log's shape: [seat, action] pairs naming a seat at the table
    and an action with a kind (whether each move is legal, replay says)."""
    if not isinstance(raw, list) or len(raw) > MAX_MOVES:
        raise SaveError(file, "bad_log")
    log = []
    for entry in raw:
        if not (isinstance(entry, list) and len(entry) == 2 and _is_int(entry[0])
                and 0 <= entry[0] < seat_count and isinstance(entry[1], dict)
                and isinstance(entry[1].get("kind"), str)):
            raise SaveError(file, "bad_log")
        log.append((entry[0], entry[1]))
    return log


def check_hosted(raw: Any, seats: list[Seat], file: str) -> dict[str, Any]:
    """A game hosted across laptops: its join code, and the token of each
    remote seat that was taken (a short text for a remote seat's number)."""
    from game.match import REMOTE
    if not isinstance(raw, dict) or set(raw) != {"code", "tokens"}:
        raise SaveError(file, "damaged")
    code, tokens = raw["code"], raw["tokens"]
    if not (plain_text(code, MAX_CODE_LENGTH) and code.isalnum() and isinstance(tokens, dict)):
        raise SaveError(file, "damaged")
    for seat, token in tokens.items():
        if not (seat.isdigit() and int(seat) < len(seats) and seats[int(seat)].kind == REMOTE
                and plain_text(token, MAX_TOKEN_LENGTH) and token):
            raise SaveError(file, "bad_seats")
    return {"code": code, "tokens": dict(tokens)}


def check_hints(hints: Any, seats: int) -> list[int]:
    """Hints each seat asked for; none counted for a save without them
    (older saves) or with nonsense in their place."""
    if isinstance(hints, list) and len(hints) == seats and all(_is_int(n) and n >= 0 for n in hints):
        return list(hints)
    return [0] * seats


def replay(data: dict[str, Any], file: str) -> Match:
    """The game a checked document holds, rebuilt by playing its log from
    the seed; the state saved beside the log must be the one it reaches."""
    from game.match import Match
    title = data["title"]
    rules = registry.get(title)
    hosted = data.get("hosted")
    seats = check_seats(data["seats"], title, file, hosted=hosted is not None)
    if hosted is not None:
        hosted = check_hosted(hosted, seats, file)
    seed = data["seed"]
    if not _is_int(seed):
        raise SaveError(file, "damaged")
    options = check_options(data.get("options", {}), title, file)
    log = check_log(data["log"], len(seats), file)
    if not isinstance(data["state"], dict):
        raise SaveError(file, "damaged")
    try:
        actions = [(seat, rules.action_from_json(action)) for seat, action in log]
        match = Match(title, seats, seed, options, log=actions, hints=check_hints(data.get("hints"), len(seats)))
    except Exception:  # an illegal or malformed move: the rules said no
        raise SaveError(file, "bad_log") from None
    if _as_json(match.state.to_json()) != data["state"]:
        raise SaveError(file, "state_mismatch")
    match.hosted = hosted
    return match


def _as_json(value: Any) -> Any:
    """`value` as it reads back from a file (tuples become lists)."""
    return json.loads(json.dumps(value))
