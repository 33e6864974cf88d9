"""Helpers (no tests) for Fist of Dragonstones scenario tests: set a table up,
run an auction with given bids."""
from game.core import Action
from game.dragonstones import RULES
from game.dragonstones.data import COLOURS


def table(players=4, expansion=False, seed=1):
    """A fresh game whose seats hold no stones (all back in the bank)."""
    state = RULES.new_state(players, seed, {"expansion": expansion})
    for seat in range(players):
        give(state, seat, red=0, blue=0, yellow=0)
    return state


def give(state, seat, **items):
    """Set a seat's holdings, taking the difference from / to the bank so
    totals stay as the supply."""
    for item, amount in items.items():
        if item in state.bank:
            state.bank[item] -= amount - state.seats[seat][item]
        state.seats[seat][item] = amount


def auction(state, card):
    """Make `card` the card on auction now."""
    state.pile = [c for c in state.pile if c != card]
    state.pile.insert(0, card)
    state.stack = []
    RULES._start_auction(state, [])


def bid(state, seat, fairy=0, gold=0, black=False, amulet=False):
    events = RULES.apply(state, seat, Action("bid_fairy", amount=fairy))
    events += RULES.apply(state, seat, Action("bid_gold", amount=gold))
    if any(d.seat == seat and d.kind == "seal" for d in RULES.pending(state)):
        events += RULES.apply(state, seat, Action("seal", black=black, amulet=amulet))
    return events


def rebid(state, seat, silver=0, amulet=False):
    events = RULES.apply(state, seat, Action("bid_silver", amount=silver))
    if any(d.seat == seat and d.kind == "seal" for d in RULES.pending(state)):
        events += RULES.apply(state, seat, Action("seal", black=False, amulet=amulet))
    return events


def bid_all(state, amounts):
    """Every seat bids fairy gold: amounts[seat]."""
    events = []
    for seat, amount in enumerate(amounts):
        events += bid(state, seat, fairy=amount)
    return events


def win(state, card, seat=0, fairy=1):
    """`seat` wins `card` alone with `fairy` fairy gold; returns the events."""
    auction(state, card)
    return bid_all(state, [fairy if s == seat else 0 for s in range(state.players)])


def stones(state, seat):
    return {c: state.seats[seat][c] for c in COLOURS}


def decide(state, action):
    """Answer the decision now pending (there must be exactly one)."""
    [decision] = RULES.pending(state)
    return RULES.apply(state, decision.seat, action)
