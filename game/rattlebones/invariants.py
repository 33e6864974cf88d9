"""What holds all through a Rattlebones game, whatever is played
(`game.soak` checks it after every move of its random games)."""
from __future__ import annotations

from . import data
from .rules import OVER, RattleState, faces_in_play

_SUPPLY = data.starting_supply()


def broken(state: RattleState) -> list[str]:
    """The invariants `state` breaks: faces are conserved between dice and
    supply, each die keeps its one Ringmaster face, monkeys stay on the
    loop, nobody holds a negative amount, fewer than 5 stock tickets are
    held (their payout returns them, also when it ends the game), no supply holds more than 15, and the
    game ends only when a score reaches the Ringmaster marker."""
    problems = []
    if state.phase == OVER and max(state.scores) < state.marker:
        problems.append("the game ended with no score at the marker")
    if faces_in_play(state) != _SUPPLY:
        problems.append("faces not conserved between dice and supply")
    if not all(die[0] == data.RINGMASTER and data.RINGMASTER not in die[1:]
               for dice in state.dice for die in dice):
        problems.append("a die without its one Ringmaster face")
    if not all(0 <= space < data.SPACES for monkeys in state.monkeys for space in monkeys):
        problems.append("a monkey off the loop")
    if min(state.gold + state.stars + state.stock) < 0:
        problems.append("a negative holding")
    if sum(state.stock) >= data.STOCK_TICKETS:
        problems.append("all stock tickets held: their payout returns them")
    if not all(0 <= v <= data.FACES_PER_TYPE for v in state.supply.values()):
        problems.append("a supply out of 0..15")
    return problems


def leaks(view: RattleState, state: RattleState, seat: int) -> list[str]:
    """Nothing: Rattlebones hides only what the dice will roll (the random
    generator, which no title's view may hold)."""
    return []
