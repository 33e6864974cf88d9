"""How each Rattlebones event changes what a seat sees (no pygame): the
shown view follows the events one by one as their motions land (see
`scenes.table.follow`).  Everything on this table is public, so every
seat's view changes alike.

Each change gets its own copy of the view and returns it changed.
"""
from __future__ import annotations

from game.core import Event
from game.rattlebones import data
from game.rattlebones.rules import GAIN_INDEX, OVER, RattleState, begin_turn

#: A `gain` event's `what`, by the view's field it adds to.
GAINED = {"points": "scores", "gold": "gold", "stars": "stars"}
#: A stolen item, by the view's field it moves between seats.
LOOT = {"star": "stars", "gold": "gold", "stock": "stock"}


def turn(view: RattleState, event: Event) -> RattleState:
    """A seat's turn begins: nothing chosen, rolled or resolved yet."""
    begin_turn(view, event.seat)
    view.turn = event.turn
    return view


def take_die(view: RattleState, event: Event) -> RattleState:
    view.chosen.append(event.die)
    return view


def pay(view: RattleState, event: Event) -> RattleState:
    view.gold[event.seat] -= event.amount
    return view


def roll(view: RattleState, event: Event) -> RattleState:
    """The dice rolled show the positions they landed on."""
    for die, position in zip(event.dice, event.positions):
        view.showing[die] = position
    return view


def roll_again(view: RattleState, event: Event) -> RattleState:
    view.again = event.times
    return view


def resolve(view: RattleState, event: Event) -> RattleState:
    """The die is resolved now (and counts as resolved from now on)."""
    view.resolved[event.die] = True
    view.current = event.die
    return view


def marker(view: RattleState, event: Event) -> RattleState:
    view.marker = event.marker
    return view


def gain(view: RattleState, event: Event) -> RattleState:
    """The seat's points, gold or stars reach `total`; what a die gave is
    remembered for a Double (which gives it again, counted for that die)."""
    getattr(view, GAINED[event.what])[event.seat] = event.total
    if event.get("die") is not None:
        view.gained[event.die][GAIN_INDEX[event.what]] += event.amount
    return view


def stock(view: RattleState, event: Event) -> RattleState:
    view.stock[event.seat] = event.held
    return view


def stock_payout(view: RattleState, event: Event) -> RattleState:
    """Every ticket returns with the payout."""
    view.stock = [0] * view.players
    return view


def steal(view: RattleState, event: Event) -> RattleState:
    """One item moves from the victim to the thief."""
    field = getattr(view, LOOT[event.item])
    field[event.victim] -= 1
    field[event.seat] += 1
    return view


def train(view: RattleState, event: Event) -> RattleState:
    view.train = event.space
    return view


def hop(view: RattleState, event: Event) -> RattleState:
    """The monkey lands at the end of its path."""
    view.monkeys[event.seat][event.monkey] = view.space = event.path[-1]
    view.monkey = event.monkey
    return view


def replace(view: RattleState, event: Event) -> RattleState:
    """The new face goes on the die; the old one returns to its supply."""
    view.dice[event.seat][event.die][event.position] = event.new
    for face, step in ((event.old, 1), (event.new, -1)):
        kind = data.face_type(face)
        if kind in view.supply:
            view.supply[kind] += step
    view.aim_face = None
    return view


def sell(view: RattleState, event: Event) -> RattleState:
    view.stars[event.seat] -= event.stars
    return view


def decision(view: RattleState, event: Event) -> RattleState:
    """The roller is asked for the next decision: its kind and what it is about."""
    view.phase, view.steps, view.monkey = event.phase, event.steps, event.monkey
    view.aim_face, view.victims = event.aim_face, list(event.victims)
    return view


def game_over(view: RattleState, event: Event) -> RattleState:
    view.phase = OVER
    return view


CHANGES = {"turn": turn, "take_die": take_die, "pay": pay, "roll": roll, "roll_again": roll_again,
           "resolve": resolve, "marker": marker, "gain": gain, "stock": stock, "stock_payout": stock_payout,
           "steal": steal, "train": train, "hop": hop, "replace": replace, "sell": sell,
           "decision": decision, "game_over": game_over}
