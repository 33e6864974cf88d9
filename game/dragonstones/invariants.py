"""What holds all through a Fist of Dragonstones game, whatever is played
(`game.soak` checks it after every move of its random games)."""
from __future__ import annotations

from .data import COINS, COLOURS, POINTS_TO_WIN, SUPPLY
from .state import DragonstonesState

_SCREENED = ("fairy", "gold", "silver")


def totals(state: DragonstonesState) -> dict[str, int]:
    """Every coin type and stone colour: the bank's, the seats' and the
    fairy gold lying in front of the screens."""
    out = {item: state.bank[item] + sum(p[item] for p in state.seats) for item in COINS + COLOURS}
    out["fairy"] += sum(p["front"] for p in state.seats)
    return out


def broken(state: DragonstonesState) -> list[str]:
    """The invariants `state` breaks: coins and stones are conserved (bank
    + seats hold the supply), points never go below 0, and a winner has 3."""
    problems = []
    if totals(state) != SUPPLY:
        problems.append(f"coins and stones not conserved: {totals(state)} != {SUPPLY}")
    if any(p["points"] < 0 for p in state.seats):
        problems.append("a seat has fewer than 0 points")
    if state.winner is not None and state.seats[state.winner]["points"] < POINTS_TO_WIN:
        problems.append(f"seat {state.winner} won with fewer than {POINTS_TO_WIN} points")
    return problems


def leaks(view: DragonstonesState, state: DragonstonesState, seat: int) -> list[str]:
    """What `seat`'s view shows that it may not: coins behind another
    screen, or another seat's sealed bid or bid in the making."""
    problems = []
    for other, player in enumerate(view.seats):
        if other != seat and any(player[c] is not None for c in _SCREENED):
            problems.append(f"seat {seat} sees the coins behind seat {other}'s screen")
    auction = view.auction
    if auction:
        if not auction["revealed"] and any(b is not None for s, b in enumerate(auction["bids"]) if s != seat):
            problems.append(f"seat {seat} sees a sealed bid")
        if any(d is not None for s, d in enumerate(auction["drafts"]) if s != seat):
            problems.append(f"seat {seat} sees another seat's bid in the making")
    return problems
