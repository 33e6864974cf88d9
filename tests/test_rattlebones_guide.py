"""Rattlebones' Hard guide (game/rattlebones/guide.py): the habits it
fixes in Normal, each where Normal plays otherwise."""
import random

from game import registry
from game.core import Action
from game.rattlebones import RULES
from game.rattlebones.ai import NormalBot
from game.rattlebones.guide import HardGuide

from test_rattlebones_rules import play, set_die, table


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


def landed_on_the_thief(players):
    """Seat 0 rolled the 2 of a die of 2-point faces onto the Thief tile;
    seat 1 holds two stars to steal."""
    state = table(players=players)
    state.stars[1] = 2
    set_die(state, 0, ["2", "p2", "p2", "p2", "p2"])
    play(state, Action("take", die=0), Action("move", monkey=0), rolls=[1])
    assert state.phase == "replace" and state.tiles[state.space] == "thief"
    return RULES.determinize(state, 0, random.Random(0))


def test_at_two_seats_the_hard_guide_counts_a_theft_as_the_rivals_loss_too():
    """In a two-seat race what the rival loses is as good as what the thief
    gains: the guide puts the thief over a 2-point face, where Normal,
    counting only the gain, covers the die's one number instead; at three
    seats the guide reckons as Normal."""
    two = landed_on_the_thief(2)
    assert NormalBot().choose(RULES, two, 0, random.Random(0)) == Action("replace", face=1)
    assert HardGuide().choose(RULES, two, 0, random.Random(0)) == Action("replace", face=2)
    three = landed_on_the_thief(3)
    assert HardGuide().choose(RULES, three, 0, random.Random(0)) == NormalBot().choose(RULES, three, 0,
                                                                                        random.Random(0))
