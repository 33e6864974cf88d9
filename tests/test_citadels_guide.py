"""Citadels' Hard guide (game/citadels/guide.py): the habit it fixes in
Normal, where Normal plays otherwise."""
import random

from game import registry
from game.ai import decide
from game.citadels import RULES
from game.citadels.ai import NormalBot
from game.citadels.data import MERCHANT, THIEF
from game.citadels.evaluate import believed_holders
from game.citadels.guide import HardGuide


def test_citadels_registers_the_guide_hard_starts_from():
    assert registry.title("citadels").hard_guide is HardGuide


def assassins_turn(seed):
    """The first murder of a seeded game between Normals: the state and the
    Assassin's seat."""
    state, rng = RULES.new_state(4, seed), random.Random(seed)
    while not any(a.kind == "murder" for a in RULES.legal_actions(state, RULES.pending(state)[0].seat)):
        waiting = RULES.pending(state)[0]
        RULES.apply(state, waiting.seat, decide(RULES, state, waiting.seat, NormalBot(), rng))
    return state, RULES.pending(state)[0].seat


def test_hard_guide_imagines_a_rival_assassin_aiming_by_the_draft_it_believes_not_the_true_hands():
    """In a round its pick imagines, a rival Assassin murders as Normal's
    Assassin does, by the draft histories it believes: here the Merchant,
    which nobody holds in that imagined world (the Merchant is what
    Normals' Assassins name most).  Normal imagines it aiming at the
    characters the world dealt, and has it murder the Thief its true holder
    took."""
    state, assassin = assassins_turn(2)
    world = RULES.determinize(state, (assassin + 1) % 4, random.Random(2))
    legal = RULES.legal_actions(world, assassin)

    guide = HardGuide().plain_action(world.clone(), assassin, "turn", legal, None, random.Random(1))
    aim = random.Random(1)
    believed = believed_holders(world.clone(), assassin, aim)
    assert guide == NormalBot().strike(world.clone(), assassin, legal, believed, aim)
    assert guide.character == MERCHANT and world.holder(MERCHANT) is None

    normal = NormalBot().plain_action(world.clone(), assassin, "turn", legal, None, random.Random(1))
    assert normal.character == THIEF and world.holder(THIEF) not in (None, assassin)
