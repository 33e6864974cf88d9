"""Rattlebones, Learn to play: a first game of two (the learner and a
Normal bot) in which the learner chooses dice, moves a monkey, takes a
face onto a die and is paid by it.

The prepared deal is seed 3 as shuffled (its loop: START, 1234, +1,
Train, Arrow, Gold, Stock, Gamble) with the learner first (`arrange`:
only the first seat is chosen).  The seed's rolls then tell the story:
the white die shows 5, a monkey walks onto Gold, whose face goes over the
white die's 4; next turn the white die comes up Gold and pays a coin,
which buys a second die on the third turn.
"""
from __future__ import annotations

from game.lessons import Lesson, Step, deciding, kinds

from .rules import RattleState, begin_turn

WHITE, BLACK = 0, 1
FOUR = 3   # the position of the 4 on a starting die


def arrange(state: RattleState) -> None:
    """The learner takes the first turn."""
    state.first_seat = 0
    begin_turn(state, 0)


def _takes(die: int):
    return lambda action: action.kind == "take" and action.die == die


def _adding_a_die(view: RattleState, decision) -> bool:
    return decision is not None and decision.kind == "choose_dice" and bool(view.chosen)


STEPS = (
    Step("choose", deciding("choose_dice"), points_at=_takes(WHITE), done_by=kinds("take", "roll")),
    Step("move", deciding("move"), points_at=kinds("move"), done_by=kinds("move", "stay")),
    Step("face", deciding("replace"), points_at=lambda a: a.kind == "replace" and a.face == FOUR,
         done_by=kinds("replace", "upgrade", "decline")),
    Step("roll_again", deciding("choose_dice"), points_at=_takes(WHITE), done_by=kinds("take", "roll")),
    Step("payout", region="row 1", done_on="gain", until="turn_end"),
    Step("first_die", deciding("choose_dice"), points_at=_takes(WHITE), done_by=kinds("take", "roll")),
    Step("second_die", _adding_a_die, points_at=_takes(BLACK), done_by=kinds("take", "roll")),
)

LESSON = Lesson("rattlebones", players=2, seed=3, steps=STEPS, arrange=arrange,
                learned=("dice", "move", "face", "payout", "ringmaster", "end"))
