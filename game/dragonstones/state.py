"""The state of a Fist of Dragonstones game and the moves of coins, stones
and points between the bank and the seats.

A seat is a dict: coins behind its screen (`fairy`, `gold`, `silver`),
fairy gold bid this round lying in front of it (`front`), its black coins
and red amulets (`black`, `amulet`), stones by colour, `points`, the
face-up cards it keeps (`kept`: Doppelganger, Rat King) and whether it
holds the Illusionist's power this round (`illusionist`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core import Event, GameState, Rng, event_kind

from .data import COLOURS, POINTS_TO_WIN

BANK = "bank"


@dataclass(eq=False)
class DragonstonesState(GameState):
    players: int
    expansion: bool
    round: int
    bank: dict
    seats: list
    special_deck: list      # top is the end of the list; order hidden
    special_discard: list
    pile: list              # this round's cards still to auction, next first; order hidden
    auction: dict | None
    stack: list             # powers being resolved, innermost last
    used_this_round: list   # cards whose power was won or drawn this round (Ghost)
    history: list           # every auction's revealed bids and result
    winner: int | None
    over: bool
    rng: Rng | None

    def clone(self) -> "DragonstonesState":
        twin = DragonstonesState.__new__(DragonstonesState)
        for name, value in vars(self).items():
            if name == "rng":
                twin.rng = None if value is None else Rng.__deepcopy__(value, None)
            elif name == "history":
                twin.history = list(value)   # entries are never changed once written
            else:
                setattr(twin, name, copy_data(value))
        return twin

    def to_json(self) -> dict[str, Any]:
        """As `GameState.to_json`, quicker: the quick copy, and the history's
        entries shared as `clone` shares them (a long game's history made
        the deep copy most of the time of comparing two views)."""
        data = {}
        for name, value in vars(self).items():
            if name == "rng":
                data[name] = None if value is None else value.to_json()
            else:
                data[name] = list(value) if name == "history" else copy_data(value)
        return data


_NESTED = frozenset((dict, list))


def copy_data(value: Any) -> Any:
    """A deep copy of JSON-like data (much faster than copy.deepcopy)."""
    if type(value) is dict:
        return {k: copy_data(v) if type(v) in _NESTED else v for k, v in value.items()}
    if type(value) is list:
        return [copy_data(v) if type(v) in _NESTED else v for v in value]
    return value


def new_seat() -> dict:
    return {"fairy": 0, "front": 0, "gold": 0, "silver": 0, "black": 0, "amulet": 0,
            "red": 0, "blue": 0, "yellow": 0, "points": 0, "kept": [], "illusionist": False}


def transfer(state: DragonstonesState, events: list, item: str, amount: int, giver: int | str,
             taker: int | str, reason: str, source: str | None = None, dest: str | None = None,
             hidden_amount: bool = False) -> int:
    """Move up to `amount` of `item` from `giver` to `taker` (a seat or the
    bank).  What the giver lacks is not moved: the bank pays a gain only as
    far as it can.  `source`/`dest` name another slot than `item` (fairy gold
    lying in front of a screen is the slot "front").  `hidden_amount`: a
    seat takes everything another holds of a coin (the Brigand): only the
    taker sees how much, everyone sees the giver left with none.  Returns
    what moved."""
    source, dest = source or item, dest or item
    giving = state.bank if giver == BANK else state.seats[giver]
    moved = min(amount, giving[source])
    if moved <= 0:
        return 0
    giving[source] -= moved
    (state.bank if taker == BANK else state.seats[taker])[dest] += moved
    if hidden_amount:
        events.append(Event("move", item=item, amount=moved, giver=giver, taker=taker, reason=reason,
                            source=_place(giver, source), dest=_place(taker, dest),
                            emptied=giving[source] == 0, owner=taker, hidden=("amount",)))
    else:
        events.append(_MOVE_EVENT(item, moved, giver, taker, reason, _place(giver, source), _place(taker, dest)))
    return moved


#: A public move of coins, stones or points, built once per set of values.
_MOVE_EVENT = event_kind("move", "item", "amount", "giver", "taker", "reason", "source", "dest")

_SLOT_PLACES = {"front": "front", "fairy": "screen", "gold": "screen", "silver": "screen"}


def _place(who: int | str, slot: str) -> str:
    """Where a slot lies: the bank, in front of a screen, behind it, or on the table."""
    if who == BANK:
        return BANK
    return _SLOT_PLACES.get(slot, "table")


def stone_count(seat: dict) -> int:
    return seat["red"] + seat["blue"] + seat["yellow"]


def add_points(state: DragonstonesState, events: list, seat: int, delta: int) -> None:
    """Points never go below 0; the first seat to reach 3 wins at once."""
    player = state.seats[seat]
    new = max(0, player["points"] + delta)
    if new != player["points"]:
        events.append(Event("points", seat=seat, delta=new - player["points"], total=new))
        player["points"] = new
    if new >= POINTS_TO_WIN and state.winner is None:
        state.winner = seat


def pay_stones(state: DragonstonesState, events: list, seat: int, stones: dict, reason: str) -> None:
    for colour in COLOURS:
        transfer(state, events, colour, stones.get(colour, 0), seat, BANK, reason)
