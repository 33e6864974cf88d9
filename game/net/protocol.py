"""The messages between a table's host and its remote seats.

Every message is one JSON object with the protocol version `v` and a
`kind`; `decode` checks its size, its version, that its kind is one the
reader expects and every field's type and length before anything uses it.
Nothing received is ever executed (no pickle, no eval): a message is data.

A seat's client says:
- ``join``  {code, token (None at first), name}: take a seat at the table
  the join code opens; the token, given back in ``welcome``, takes the same
  seat again after a drop;
- ``act``   {action, seat (optional)}: play an action for its own seat;
- ``chat``  {phrase}: one of `PHRASES` (no free text);
- ``resync`` {}: send me the table afresh.

The host says:
- ``welcome``  {seat, token, title, seats, options}: the seat taken;
- ``snapshot`` {seq, view, pending, legal}: the table as this seat sees it
  (`view(state, seat).to_json()`), the decisions waited for and this
  seat's legal actions; `seq` counts the moves played;
- ``update``   {seq, by, events, view, pending, legal}: one move, with its
  events as this seat may see them (`Event.seen_by(seat)`);
- ``presence`` {seats}: each seat's `status`;
- ``chat``     {seat, phrase};
- ``refused``  {reason, params, about}: a message refused, nothing
  changed; `reason` is one of `REFUSALS`, worded on each laptop with its
  `params` (a reason a laptop does not know, a newer host's key or an
  older host's sentence, is worded as a plain refusal);
- ``closing``  {reason}: the host is leaving (`host_quit`) or the game
  moved elsewhere.

>>> decode(encode("chat", phrase="good_luck"), CLIENT_MESSAGES)
{'v': 1, 'kind': 'chat', 'phrase': 'good_luck'}
>>> decode('{"v": 1, "kind": "chat", "phrase": "rm -rf"}', CLIENT_MESSAGES)
Traceback (most recent call last):
...
game.net.protocol.ProtocolError: chat: phrase 'rm -rf' is not one of the preset phrases
"""
from __future__ import annotations

import json
import math
import time
from typing import Any, Callable, Mapping

from game.core import Action, Event, IllegalAction

VERSION = 1

#: A client's message is small (an action); more is an attack or a bug, and
#: the connection is closed.
MAX_CLIENT_MESSAGE = 16 * 1024
#: A host's message carries a whole view (the largest title's is ~11 KB).
MAX_HOST_MESSAGE = 1024 * 1024
#: The longest join code, token, name, phrase or action field name.
MAX_TEXT = 64
#: The longest reason an older host's refusal gave (a sentence), and the
#: longest `detail` a refusal of a malformed message carries.
MAX_REASON = 1000
#: The most fields an action has, and items a list field holds.
MAX_ACTION_FIELDS = 16
MAX_LIST = 64

#: The chat a seat may send (worded on each laptop: ``app.online.chat.*``).
PHRASES = ("hello", "good_luck", "well_played", "thinking", "one_moment", "thanks", "oops", "good_game")

#: Why a host refuses a message, and the params each reason carries
#: (worded on each laptop: ``app.online.refused.*``).  `detail` is what a
#: malformed message got wrong, for the logs and tests, never shown;
#: `no_answer` is a laptop's own, when the host did not answer in time.
REFUSALS: dict[str, tuple[str, ...]] = {
    "no_answer": (),
    "no_such_table": (),
    "table_closed": (),
    "token_holds_no_seat": (),
    "table_full": (),
    "malformed": ("detail",),
    "not_for_players": ("kind",),
    "not_your_seat": ("seat",),
    "not_started": (),
    "not_your_decision": ("waiting",),
    "not_a_choice": ("kind",),
}

#: What a seat's status can be, as `presence` tells it.
LOCAL, BOT, OPEN, CONNECTED, MISSING, STAND_IN = "local", "ai", "open", "connected", "missing", "stand_in"
STATUSES = (LOCAL, BOT, OPEN, CONNECTED, MISSING, STAND_IN)


class ProtocolError(ValueError):
    """A message that is not one this side accepts; says what is wrong."""


class Refused(IllegalAction):
    """A message or move the host will not take: `reason` (one of
    `REFUSALS`, or one this laptop does not know) with its `params`, worded
    by the laptop that shows it, never by the host."""

    def __init__(self, reason: str, params: Mapping[str, Any] | None = None) -> None:
        self.reason, self.params = reason, dict(params or {})
        super().__init__(f"refused: {reason} {self.params}" if self.params else f"refused: {reason}")

    @classmethod
    def malformed(cls, error: ProtocolError) -> "Refused":
        """A message refused for what `error` found wrong with it."""
        detail = str(error)
        if len(detail) > MAX_REASON:
            detail = detail[:MAX_REASON - 3] + "..."
        return cls("malformed", {"detail": detail})


def _text(value: Any) -> bool:
    return isinstance(value, str) and len(value) <= MAX_TEXT


def _optional_text(value: Any) -> bool:
    return value is None or _text(value)


def _seat_number(value: Any) -> bool:
    return type(value) is int and 0 <= value < 16


def _count(value: Any) -> bool:
    return type(value) is int and value >= 0


def _json_object(value: Any) -> bool:
    return isinstance(value, dict)


def _list_of_objects(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(item, dict) for item in value)


def _statuses(value: Any) -> bool:
    return isinstance(value, list) and len(value) <= 16 and all(s in STATUSES for s in value)


def _params(value: Any) -> bool:
    """A refusal's params: short texts, counts and lists of seats."""
    return value is None or (isinstance(value, dict) and len(value) <= MAX_ACTION_FIELDS and all(
        _text(key) and (type(v) is int or (isinstance(v, str) and len(v) <= MAX_REASON)
                        or (isinstance(v, list) and len(v) <= 16 and all(map(_seat_number, v))))
        for key, v in value.items()))


def _phrase(value: Any) -> bool:
    return value in PHRASES


_SEAT = (_seat_number, "a seat")
_PHRASE = (_phrase, "one of the preset phrases")
_SHORT = (_text, "a short text")
_DECISIONS = (_list_of_objects, "a list of decisions")
_ACTIONS = (_list_of_objects, "a list of actions")
_VIEW = (_json_object, "a view")

#: What a client may send: each kind's fields, name -> (check, what the
#: check wants).  A field is required unless its check accepts None;
#: fields not named are refused.
CLIENT_MESSAGES: dict[str, dict[str, tuple[Callable[[Any], bool], str]]] = {
    "join": {"code": _SHORT, "token": (_optional_text, "a short text or null"), "name": _SHORT},
    "act": {"action": (_json_object, "an action object"), "seat": (lambda v: v is None or _seat_number(v), "a seat")},
    "chat": {"phrase": _PHRASE},
    "resync": {},
}
#: What a host may send, checked the same way by the client.
HOST_MESSAGES: dict[str, dict[str, tuple[Callable[[Any], bool], str]]] = {
    "welcome": {"seat": _SEAT, "token": _SHORT, "title": _SHORT, "seats": (_list_of_objects, "a list of seats"),
                "options": (_json_object, "an object")},
    "snapshot": {"seq": (_count, "a move count"), "view": _VIEW, "pending": _DECISIONS, "legal": _ACTIONS},
    "update": {"seq": (_count, "a move count"), "by": _SEAT, "events": (_list_of_objects, "a list of events"),
               "view": _VIEW, "pending": _DECISIONS, "legal": _ACTIONS},
    "presence": {"seats": (_statuses, "a list of seat statuses")},
    "chat": {"seat": _SEAT, "phrase": _PHRASE},
    "refused": {"reason": (lambda v: isinstance(v, str) and len(v) <= MAX_REASON, "a text"),
                "params": (_params, "short texts, counts and seats"), "about": _SHORT},
    "closing": {"reason": _SHORT},
}


def encode(kind: str, **fields: Any) -> str:
    """The text of one message."""
    return json.dumps({"v": VERSION, "kind": kind, **fields}, ensure_ascii=False, separators=(",", ":"))


def _refuse_constant(name: str) -> Any:
    raise ProtocolError(f"{name} is not a number JSON allows")


def decode(text: str | bytes, kinds: Mapping[str, Mapping[str, tuple[Callable[[Any], bool], str]]],
           limit: int = MAX_CLIENT_MESSAGE) -> dict[str, Any]:
    """The message in `text`, checked: at most `limit` bytes of UTF-8 JSON,
    an object of this protocol's version whose kind is one of `kinds`
    (`CLIENT_MESSAGES` or `HOST_MESSAGES`),
    with exactly its kind's fields, each of the right type and length."""
    if isinstance(text, bytes):
        if len(text) > limit:
            raise ProtocolError(f"message of {len(text)} bytes is over the limit of {limit}")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise ProtocolError("message is not UTF-8 text") from None
    if len(text) > limit or len(text.encode("utf-8")) > limit:
        raise ProtocolError(f"message is over the limit of {limit} bytes")
    try:
        message = json.loads(text, parse_constant=_refuse_constant)
    except (ValueError, RecursionError) as error:
        raise ProtocolError(f"message is not JSON ({type(error).__name__})") from None
    if not isinstance(message, dict):
        raise ProtocolError("message is not a JSON object")
    if message.get("v") != VERSION:
        raise ProtocolError(f"protocol version {message.get('v')!r} is not {VERSION}")
    kind = message.get("kind")
    if kind not in kinds:
        raise ProtocolError(f"message kind {kind!r} is not one of {', '.join(sorted(kinds))}")
    fields = kinds[kind]
    unknown = set(message) - set(fields) - {"v", "kind"}
    if unknown:
        raise ProtocolError(f"{kind}: unknown fields {', '.join(sorted(unknown))}")
    for name, (check, wanted) in fields.items():
        value = message.get(name)
        if not check(value):
            if name == "phrase":
                raise ProtocolError(f"{kind}: phrase {value!r} is not one of the preset phrases")
            raise ProtocolError(f"{kind}: {name} must be {wanted}, not {_shown(value)}")
        message.setdefault(name, None)
    return message


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _scalar(value: Any) -> bool:
    if isinstance(value, float):
        return math.isfinite(value)
    return value is None or isinstance(value, (bool, int)) or (isinstance(value, str) and len(value) <= MAX_TEXT)


def _field_value(value: Any, depth: int = 0) -> bool:
    if isinstance(value, list):
        return depth < 2 and len(value) <= MAX_LIST and all(_field_value(v, depth + 1) for v in value)
    return _scalar(value)


def action_from_message(data: Mapping[str, Any]) -> Action:
    """The `Action` an ``act`` message carries: a kind and flat fields
    (short texts, numbers, booleans, null, or short lists of them), the
    forms `Action.to_json` writes.  Anything else is a ProtocolError."""
    kind = data.get("kind")
    if not _text(kind) or not kind:
        raise ProtocolError("act: the action has no kind")
    fields = {k: v for k, v in data.items() if k != "kind"}
    if len(fields) > MAX_ACTION_FIELDS:
        raise ProtocolError(f"act: an action has at most {MAX_ACTION_FIELDS} fields")
    for name, value in fields.items():
        if not (name.isidentifier() and len(name) <= MAX_TEXT and not name.startswith("_")):
            raise ProtocolError(f"act: {_shown(name)} is not a field name")
        if not _field_value(value):
            raise ProtocolError(f"act: field {name} holds {_shown(value)}, not a plain value")
    try:
        return Action.from_json(data)
    except (TypeError, ValueError) as error:
        raise ProtocolError(f"act: {error}") from None


def events_from_message(data: list[Mapping[str, Any]]) -> list[Event]:
    """The events of an ``update``, as the seat was sent them."""
    try:
        return [Event.from_json(e) for e in data]
    except (KeyError, TypeError, ValueError) as error:
        raise ProtocolError(f"update: an event is malformed ({error})") from None


class RateLimit:
    """A token bucket: `burst` messages at once, then `per_second` on
    average.  A connection over it is closed (a flood).

    >>> clock = iter([0.0, 0.0, 0.0, 1.0]).__next__
    >>> limit = RateLimit(per_second=1, burst=2, clock=clock)
    >>> [limit.allow() for _ in range(4)]
    [True, True, False, True]
    """

    def __init__(self, per_second: float = 20.0, burst: float = 40.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.per_second, self.burst, self.clock = per_second, burst, clock
        self.tokens = burst
        self.last: float | None = None

    def allow(self) -> bool:
        now = self.clock()
        if self.last is not None:
            self.tokens = min(self.burst, self.tokens + (now - self.last) * self.per_second)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True
