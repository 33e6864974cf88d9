"""Dragon's Lair Hard's guide: Normal's play, reading what a Normal's open
travel money tells (a Normal commits so only to lead onto a chest it knows)."""
import random

from game import registry
from game.core import Action
from game.dragons_lair import RULES
from game.dragons_lair.ai import NormalBot
from game.dragons_lair.guide import HardGuide, chest_signs

CLUES = (["4S", "5S", "6S"], ["7S", "8S", "9S"], ["10S", "AS", "2C"])


def _built(hands, chips=None):
    """Four seats that have each laid the first card of `hands` (by turn
    order) at the right end of the maze, about to commit."""
    state = RULES.new_state(len(hands), seed=5)
    order = state.turn_order
    for seat, hand in zip(order, hands):
        state.hands[seat] = list(hand)
    if chips is not None:
        state.chips = [chips[order.index(seat)] for seat in range(len(hands))]
    for seat in order:
        RULES.apply(state, seat, Action("place", card=state.hands[seat][0], end="right"))
    return state, order


def _choices(state, seat):
    """Normal's and the guide's move, each from the same world dealt for the seat."""
    return [bot.choose(RULES, RULES.determinize(state, seat, random.Random(0)), seat, random.Random(0))
            for bot in (NormalBot(), HardGuide())]


def test_the_title_gives_hard_its_guide():
    assert registry.title("dragons_lair").hard_guide is HardGuide


def test_guide_reads_a_chest_from_a_rival_committing_all_its_chips():
    """A Normal without a known chest keeps a chip at home; one that commits
    all of them knows a chest and means to lead onto it."""
    state, order = _built([["KS", "2S", "3S"], *CLUES])
    RULES.apply(state, order[0], Action("commit", amount=20))
    assert [sign.seat for sign in chest_signs(RULES.view(state, order[1]), order[1])] == [order[0]]
    RULES.apply(state, order[1], Action("commit", amount=12))
    assert [sign.seat for sign in chest_signs(RULES.view(state, order[2]), order[2])] == [order[0]]


def test_guide_rides_along_with_a_rival_leading_onto_its_chest():
    """The leader's chest pays every explorer's travel money back double
    before the rest is shared: with a rival's 20 chips on its own chest the
    guide stakes 19 (one chip kept home, the tie left to the rival), where
    Normal stakes its usual 12."""
    state, order = _built([["KS", "2S", "3S"], *CLUES])
    RULES.apply(state, order[0], Action("commit", amount=20))
    assert _choices(state, order[1]) == [Action("commit", amount=12), Action("commit", amount=19)]


def test_guide_takes_a_rival_chest_it_can_outbid():
    """A rival committed all its 20 chips, so the one room it laid holds its
    chest: the guide with 30 chips outbids it with all of them (a King
    would pay them back) and walks into that room, where Normal stakes 18
    and keeps away from a room a rival laid."""
    state, order = _built([["QS", "2S", "3S"], *CLUES], chips=[20, 30, 20, 20])
    chest = state.known_by.index(order[0])
    RULES.apply(state, order[0], Action("commit", amount=20))
    assert _choices(state, order[1]) == [Action("commit", amount=18), Action("commit", amount=30)]
    RULES.apply(state, order[1], Action("commit", amount=30))
    for seat in order[2:]:
        RULES.apply(state, seat, Action("commit", amount=5))
    normal, guide = _choices(state, order[1])
    assert guide == Action("enter", room=chest) != normal


def test_guide_goes_home_when_the_leader_takes_the_whole_chest():
    """Late in a game a rival outbids 104 chips by one to lead onto the
    chest it laid: the leader's travel money is paid back first, and no
    chest pays back more than 105, so a stayer pays a chip and risks its
    45 chips of travel money for two cards.  Normal stays, reckoning the
    leader may go home; the guide goes home for one card."""
    state, order = _built([CLUES[0], ["KS", "2S", "3S"], *CLUES[1:]], chips=[300, 300, 80, 60])
    for seat, amount in zip(order, (104, 105, 46, 5)):
        RULES.apply(state, seat, Action("commit", amount=amount))
    RULES.apply(state, order[1], Action("enter", room=state.known_by.index(order[1])))
    assert [sign.seat for sign in chest_signs(RULES.view(state, order[2]), order[2])] == [order[1]]
    assert _choices(state, order[2]) == [Action("stay"), Action("leave")]
