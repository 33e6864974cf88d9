"""Dragon & Lyre's Hard guide: the habits of Normal's it plays otherwise,
each from a constructed position where Normal chooses differently, and
that the title hands it to Hard."""
import random

from game import registry
from game.ai import hard_guide
from game.dragon_lyre import RULES
from game.dragon_lyre.ai import NormalBot
from game.dragon_lyre.guide import HardGuide

from test_dragon_lyre_rules import arrange, set_up


def both_choose(state, seat):
    world = RULES.determinize(state, seat, random.Random(0))
    return (NormalBot().choose(RULES, world, seat, random.Random(0)),
            HardGuide().choose(RULES, world, seat, random.Random(0)))


def test_the_title_registers_the_guide_hard_starts_from():
    assert registry.title("dragon_lyre").hard_guide is HardGuide
    assert isinstance(hard_guide("dragon_lyre"), HardGuide)


def test_the_guide_takes_a_card_for_itself_rather_than_deny_one_rival_at_four_seats():
    """At four seats a card taken only to keep it from one rival helps the
    other two as much: the guide takes the third fortress, 3 points to it,
    where Normal takes the sixth castle for the 6 it would give seat 1."""
    state = arrange(set_up(players=4), row=["castle6", "fortress3"],
                    captured={0: ["fortress1", "fortress2"],
                              1: ["castle1", "castle2", "castle3", "castle4", "castle5"]},
                    hands={0: ["ranger", "scout", "druid", "paladin", "knight", "sage"]})
    normal, guide = both_choose(state, 0)
    assert (normal.kind, normal.card) == ("capture", "castle6")
    assert (guide.kind, guide.card) == ("capture", "fortress3")


def test_the_guide_does_not_attack_at_four_seats_where_normal_would():
    """An attack spends an action and a hero whether it wins or not, and a
    win takes from one rival for all the others: Normal attacks a rival
    holding no hero (a sure win), the guide captures instead."""
    state = arrange(set_up(players=4), row=["battle9"],
                    captured={1: ["dawn_helm", "dawn_shield", "dawn_blade"]},
                    hands={0: ["knight", "druid", "ranger"], 1: []})
    normal, guide = both_choose(state, 0)
    assert normal.kind == "attack" and normal.defender == 1
    assert (guide.kind, guide.card) == ("capture", "battle9")


def test_the_guide_plays_as_normal_at_two_seats():
    """At two seats a rival's gain is the seat's loss: denial and attacks
    keep their worth, and the guide chooses as Normal does."""
    state = arrange(set_up(), row=["battle9"], captured={1: ["dawn_helm", "dawn_shield", "dawn_blade"]},
                    hands={0: ["knight", "druid", "ranger"], 1: []})
    normal, guide = both_choose(state, 0)
    assert guide == normal and guide.kind == "attack"
