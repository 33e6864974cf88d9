"""Rattlebones' Hard guide (game/rattlebones/guide.py): the habits it
fixes in Normal, each where Normal plays otherwise."""
import random

from game import registry
from game.core import Action
from game.rattlebones import RULES
from game.rattlebones.ai import NormalBot
from game.rattlebones.guide import HardGuide

from test_rattlebones_rules import set_die, table


def test_rattlebones_registers_the_guide_hard_starts_from():
    assert registry.title("rattlebones").hard_guide is HardGuide


def test_hard_guide_rolls_the_die_whose_moves_reach_start_with_four_stars_in_hand():
    """Four stars sell for 15 points on START: with its monkeys five spaces
    before it, the die with two 5s beats a die of slightly better points
    that cannot reach START, which Normal rolls."""
    state = table()
    state.stars[0] = 4
    state.monkeys[0] = [3, 3, 3]
    set_die(state, 1, ["p3", "p3", "p3", "5", "5"])
    set_die(state, 2, ["p3", "p3", "p3", "p4", "6"])
    assert NormalBot().choose(RULES, state, 0, random.Random(0)) == Action("take", die=2)
    assert HardGuide().choose(RULES, state, 0, random.Random(0)) == Action("take", die=1)


def choice_of_a_thief_die(players, points):
    """Seat 0 chooses between a die with a thief and one with a `points`
    face (numbers alike); every rival holds two stars to steal."""
    state = table(players=players)
    state.stars[1:] = [2] * (players - 1)
    set_die(state, 1, ["thief", "2", "3", "4", "5"])
    set_die(state, 2, [points, "2", "3", "4", "5"])
    return state


def test_at_two_and_three_seats_the_hard_guide_counts_a_theft_as_the_rivals_loss_too():
    """In a two-seat race what the rival loses is as good as what the thief
    gains (at three, half as good: two rivals share it): the guide rolls
    the thief's die where Normal, counting only the gain, rolls the die
    of points; at four seats the guide reckons as Normal."""
    thief_die, points_die = Action("take", die=1), Action("take", die=2)
    for players, points in ((2, "p3"), (3, "p5")):
        state = choice_of_a_thief_die(players, points)
        assert NormalBot().choose(RULES, state, 0, random.Random(0)) == points_die
        assert HardGuide().choose(RULES, state, 0, random.Random(0)) == thief_die
    for points in ("p3", "p5"):
        four = choice_of_a_thief_die(4, points)
        assert HardGuide().choose(RULES, four, 0, random.Random(0)) == NormalBot().choose(RULES, four, 0,
                                                                                           random.Random(0))
