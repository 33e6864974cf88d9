"""The engine contract every title implements (see docs/architecture.md).

Value types (`Decision`, `Action`, `Event`, `Outcome`), the seeded `Rng`
that lives inside a state, the `IllegalAction` error and the `Rules` base
class.  Nothing here knows about any one game, and nothing imports pygame.

>>> a = Action("bid", gold=3, amulet=True)
>>> a.gold, a.kind
(3, 'bid')
>>> Action.from_json(a.to_json()) == a
True
>>> a.with_(gold=4)
Action('bid', amulet=True, gold=4)
"""
from __future__ import annotations

import copy
import functools
import json
import random
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Mapping, Sequence


class IllegalAction(ValueError):
    """An action that the rules do not allow for this seat now.

    The message names the action and says why it is not allowed.
    """


_SCALARS = frozenset((int, str, bool, float, type(None)))


def freeze(value: Any) -> Any:
    """Turn JSON-like data into hashable data: lists become tuples.  Dicts
    are refused: record fields are flat."""
    if isinstance(value, (list, tuple)):
        if _SCALARS.issuperset(map(type, value)):
            return tuple(value)
        return tuple(freeze(v) for v in value)
    if isinstance(value, dict):
        raise TypeError("action and event fields must not be dicts")
    return value


def thaw(value: Any) -> Any:
    """The JSON form of a frozen field value (tuples become lists)."""
    if isinstance(value, tuple):
        return [thaw(v) for v in value]
    return value


_COMPOUND = frozenset((list, tuple, dict))


class _Record:
    """A small immutable record: a `kind` and named, hashable fields.

    Fields read as attributes (`action.gold`); a missing field is an
    AttributeError, so typos fail loudly.
    """

    # The fields are the instance's own __dict__, the very keyword dict they
    # arrived in: cheap to build (engines make thousands of events per game)
    # and read as plain attributes.  Whatever shows an order (repr, JSON,
    # `fields`, hash) uses the fields sorted by name.
    __slots__ = ("kind", "_hash", "__dict__")

    def __init__(self, kind: str, **fields: Any) -> None:
        if not _RESERVED.isdisjoint(fields):
            raise TypeError(f"field names {sorted(_RESERVED.intersection(fields))} are reserved")
        try:
            hash(tuple(fields.values()))    # the usual case: every field is hashable already
        except TypeError:
            fields = {k: freeze(v) if type(v) in _COMPOUND else v for k, v in fields.items()}
        _set_kind(self, kind)
        _set_fields(self, fields)

    def __getattr__(self, name: str) -> Any:
        # Only reached for a name that is not a field.
        raise AttributeError(f"{type(self).__name__} {_get_kind(self)!r} has no field {name!r}")

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def get(self, name: str, default: Any = None) -> Any:
        return self.__dict__.get(name, default)

    @property
    def _fields(self) -> tuple[tuple[str, Any], ...]:
        """(name, value) pairs sorted by name."""
        return tuple(sorted(self.__dict__.items()))

    @property
    def fields(self) -> dict[str, Any]:
        return dict(self._fields)

    def with_(self, **changes: Any):
        merged = dict(self.__dict__)
        merged.update(changes)
        return type(self)(self.kind, **merged)

    def __eq__(self, other: object) -> bool:
        return other is self or (type(other) is type(self) and other.kind == self.kind
                                 and other.__dict__ == self.__dict__)

    def __hash__(self) -> int:
        try:
            return _get_hash(self)
        except AttributeError:  # not computed yet
            value = hash((type(self).__name__, self.kind, self._fields))
            _set_hash(self, value)
            return value

    def __repr__(self) -> str:
        parts = [repr(self.kind)] + [f"{k}={v!r}" for k, v in self._fields]
        return f"{type(self).__name__}({', '.join(parts)})"

    def __reduce__(self):
        return (_rebuild, (type(self), self.kind, self._fields))

    def to_json(self) -> dict[str, Any]:
        data = {k: thaw(v) for k, v in self._fields}
        data["kind"] = self.kind
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]):
        data = dict(data)
        kind = data.pop("kind")
        return cls(kind, **data)


# The slots' own accessors: they skip the immutability guard, and reading an
# unset slot raises AttributeError without calling __getattr__.
_set_kind, _get_kind = _Record.kind.__set__, _Record.kind.__get__
_get_hash, _set_hash = _Record._hash.__get__, _Record._hash.__set__
_set_fields = _Record.__dict__["__dict__"].__set__


def _rebuild(cls, kind, fields):
    return cls(kind, **dict(fields))


class Action(_Record):
    """One choice a seat makes: `Action("take", room=3)`."""

    __slots__ = ()


class Event(_Record):
    """Something that happened, for animations and the game log.

    An event is public unless it names an `owner` seat and `hidden` fields:
    then every other seat sees it through `seen_by`, with those fields
    removed (a card drawn is seen by all, its face only by its owner).

    >>> e = Event("draw", seat=1, card="QH", owner=1, hidden=("card",))
    >>> e.seen_by(1).card
    'QH'
    >>> e.seen_by(2).get("card") is None
    True
    """

    __slots__ = ()

    def seen_by(self, seat: int | None) -> "Event":
        data = self.__dict__
        hidden = data.get("hidden", ())
        if not hidden or (seat is not None and seat == data.get("owner")):
            return self
        kept = {k: v for k, v in data.items() if k not in hidden and k != "hidden"}
        return Event(self.kind, **kept)


def event_kind(kind: str, *fields: str, kept: int = 1024) -> Callable[..., Event]:
    """A maker of `kind` events from their fields' values, in this order,
    for the events an engine tells over and over: each distinct event is
    built once and shared (it is immutable), and one of the last `kept`
    costs a fifth of a new one.  Values must be hashable (scalars and
    tuples) and a field's values of one type (`True` would be taken for
    `1`).

    >>> turn_end = event_kind("turn_end", "seat")
    >>> turn_end(1), turn_end(1) is turn_end(1)
    (Event('turn_end', seat=1), True)
    """
    @functools.lru_cache(maxsize=kept)
    def make(*values: Any) -> Event:
        return Event(kind, **dict(zip(fields, values)))
    return make


#: Names a field cannot have: they would hide the records' own attributes.
_RESERVED = frozenset(name for cls in (Action, Event) for name in dir(cls)
                      if not name.startswith("__")) - {"kind"}


@dataclass(frozen=True)
class Decision:
    """A choice the game waits for: which seat, and what kind of choice."""

    seat: int
    kind: str


_decisions: dict[tuple[Any, str], Decision] = {}


def decision(seat: int, kind: str) -> Decision:
    """`Decision(seat, kind)`, built once and shared (it is immutable):
    `pending` runs several times per action."""
    try:
        return _decisions[seat, kind]
    except KeyError:
        made = _decisions[seat, kind] = Decision(seat, kind)
        return made


@dataclass(frozen=True)
class Outcome:
    """Final result: score per seat, seats best first, the winners, and
    each seat's place (seats the title's tie-break cannot part share one)."""

    scores: tuple[int, ...]
    ranking: tuple[int, ...]
    winners: tuple[int, ...]
    places: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"scores": list(self.scores), "ranking": list(self.ranking),
                "winners": list(self.winners)}

    @classmethod
    def from_scores(cls, scores: Sequence[int], tiebreak: Sequence[Any] | None = None) -> "Outcome":
        """Rank by score, then by `tiebreak` (higher is better). Winners are
        every seat equal to the best on both."""
        keys = [(scores[s], tiebreak[s] if tiebreak else 0) for s in range(len(scores))]
        ranking = tuple(sorted(range(len(scores)), key=lambda s: keys[s], reverse=True))
        best = keys[ranking[0]]
        winners = tuple(s for s in ranking if keys[s] == best)
        places = [0] * len(scores)
        for index, seat in enumerate(ranking):
            tied_above = index and keys[ranking[index - 1]] == keys[seat]
            places[seat] = places[ranking[index - 1]] if tied_above else index + 1
        return cls(tuple(scores), ranking, winners, tuple(places))


class Rng(random.Random):
    """The chance that lives inside a state: seeded, copyable, JSON-able."""

    def to_json(self) -> list:
        version, internal, gauss = self.getstate()
        return [version, list(internal), gauss]

    @classmethod
    def from_json(cls, data: Sequence) -> "Rng":
        rng = cls()
        rng.setstate((data[0], tuple(data[1]), data[2]))
        return rng

    def copy(self) -> "Rng":
        """A twin that rolls what this one would roll from now on."""
        twin = Rng.__new__(Rng)     # no fresh seeding: the state is set at once
        twin.setstate(self.getstate())
        return twin

    def __deepcopy__(self, memo) -> "Rng":
        return self.copy()


class GameState:
    """Base for a title's state: plain data plus the seeded `rng`.

    A title's state is a dataclass whose fields are JSON-like values
    (ints, strings, lists, dicts with string keys, None) and `rng`.  The
    default `to_json`/`from_json`/`clone` work for that shape; a title may
    override `clone` with something faster.
    """

    rng: Rng | None

    def to_json(self) -> dict[str, Any]:
        data = {}
        for name, value in vars(self).items():
            if name == "rng":
                data[name] = value.to_json() if value is not None else None
            else:
                data[name] = copy.deepcopy(value)
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]):
        obj = cls.__new__(cls)
        for name, value in data.items():
            if name == "rng":
                setattr(obj, name, Rng.from_json(value) if value is not None else None)
            else:
                setattr(obj, name, _json_copy(value))
        return obj

    def clone(self):
        return copy.deepcopy(self)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self.to_json() == other.to_json()


def json_form(state: GameState) -> dict[str, Any]:
    """`state.to_json()` without the deep copy the default `to_json` makes:
    the dict shares the state's own lists and dicts, so it is for writing
    out at once, never for keeping (titles with their own `to_json` use it)."""
    if type(state).to_json is not GameState.to_json:
        return state.to_json()
    return {name: (value.to_json() if name == "rng" and value is not None else value)
            for name, value in vars(state).items()}


def _json_copy(value: Any) -> Any:
    """A deep copy through JSON, which also turns tuples into lists."""
    return json.loads(json.dumps(value))


@dataclass(frozen=True)
class Option:
    """A setup option a title offers (shown on the new-game screen)."""

    name: str
    default: Any
    choices: tuple = (False, True)


class Rules:
    """One title's rules.  Subclasses set the class attributes and
    implement the `_`-free methods below; `apply` checks legality first,
    so a title's `_apply` only ever sees legal actions.
    """

    id: str = ""
    min_players: int = 2
    max_players: int = 6
    options: tuple[Option, ...] = ()

    # --- setting up -------------------------------------------------
    def new_state(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> GameState:
        raise NotImplementedError

    def check_players(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"{self.id} is for {self.min_players}–{self.max_players} players, not {players}")

    def resolve_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Defaults for every option, overridden by `options`; unknown or
        out-of-range options are an error."""
        chosen = {o.name: o.default for o in self.options}
        for name, value in (options or {}).items():
            match = [o for o in self.options if o.name == name]
            if not match:
                raise ValueError(f"{self.id} has no option {name!r}")
            if value not in match[0].choices:
                raise ValueError(f"option {name!r} cannot be {value!r}")
            chosen[name] = value
        return chosen

    # --- playing ----------------------------------------------------
    def pending(self, state: GameState) -> list[Decision]:
        raise NotImplementedError

    def legal_actions(self, state: GameState, seat: int) -> list[Action]:
        raise NotImplementedError

    def apply(self, state: GameState, seat: int, action: Action) -> list[Event]:
        """Play `action` for `seat`.  Raises IllegalAction, naming the
        action and why, and leaves `state` untouched if it is not legal."""
        if not self.is_legal(state, seat, action):
            raise IllegalAction(self.refusal(state, seat, action))
        return self._apply(state, seat, action)

    def apply_chosen(self, state: GameState, seat: int, action: Action) -> list[Event]:
        """`apply` without the legality check, for a bot's imagined games,
        which play thousands of actions each chosen from the seat's choices
        (the check was a tenth of a Citadels Normal pick).  Real play goes
        through `apply`."""
        return self._apply(state, seat, action)

    def is_legal(self, state: GameState, seat: int, action: Action) -> bool:
        """Whether `seat` may play `action` now: exactly whether the game
        waits for `seat` and `action` is in `legal_actions(state, seat)`.
        A title may answer faster by checking the one action (every
        simulated game runs this), never differently: tests hold every
        title's answer to `legal_actions` on random games."""
        return any(d.seat == seat for d in self.pending(state)) and action in self.legal_actions(state, seat)

    def refusal(self, state: GameState, seat: int, action: Action) -> str:
        """Why `apply` refuses `action`: whose decision it is, or why the
        action is not one of the seat's choices."""
        waiting = [d.seat for d in self.pending(state)]
        if seat not in waiting:
            who = ", ".join(map(str, waiting)) or "nobody (the game is over)"
            return f"{action!r}: it is not seat {seat}'s decision (waiting for {who})"
        return f"{action!r} is not legal for seat {seat} now: {self.why_illegal(state, seat, action)}"

    def why_illegal(self, state: GameState, seat: int, action: Action) -> str:
        """A sentence on why `action` is not allowed; titles refine it."""
        kinds = sorted({a.kind for a in self.legal_actions(state, seat)})
        return f"the choice now is one of: {', '.join(kinds)}"

    def _apply(self, state: GameState, seat: int, action: Action) -> list[Event]:
        raise NotImplementedError

    def is_over(self, state: GameState) -> bool:
        return not self.pending(state)

    def outcome(self, state: GameState) -> Outcome:
        raise NotImplementedError

    # --- information --------------------------------------------------
    def view(self, state: GameState, seat: int | None) -> GameState:
        """A copy of `state` holding only what `seat` may see (None: a
        spectator).  The copy has no rng."""
        raise NotImplementedError

    def determinize(self, state: GameState, seat: int, rng: random.Random) -> GameState:
        """A full state consistent with `view(state, seat)`: everything the
        seat cannot see is re-dealt at random from `rng`."""
        raise NotImplementedError

    # --- JSON ---------------------------------------------------------
    state_class: type[GameState] = GameState

    def state_from_json(self, data: Mapping[str, Any]) -> GameState:
        return self.state_class.from_json(data)

    @staticmethod
    def action_from_json(data: Mapping[str, Any]) -> Action:
        return Action.from_json(data)

    @staticmethod
    def event_from_json(data: Mapping[str, Any]) -> Event:
        return Event.from_json(data)

    # --- helpers for the UI and logs ------------------------------------
    def round_number(self, state: GameState) -> int:
        """The round in progress, for save listings (0 if not tracked)."""
        return getattr(state, "round", 0)


def seats_in_order(start: int, count: int) -> list[int]:
    """Seats clockwise from `start`: seats_in_order(2, 4) -> [2, 3, 0, 1]."""
    return [(start + i) % count for i in range(count)]


def flatten(groups: Iterable[Iterable[Any]]) -> list[Any]:
    return [x for g in groups for x in g]
