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
