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
    chest: the guide with 30 chips outbids it by one and walks into that
    room, where Normal stakes 18 and keeps away from a room a rival laid."""
    state, order = _built([["QS", "2S", "3S"], *CLUES], chips=[20, 30, 20, 20])
    chest = state.known_by.index(order[0])
    RULES.apply(state, order[0], Action("commit", amount=20))
    assert _choices(state, order[1]) == [Action("commit", amount=18), Action("commit", amount=21)]
    RULES.apply(state, order[1], Action("commit", amount=21))
    for seat in order[2:]:
        RULES.apply(state, seat, Action("commit", amount=5))
    normal, guide = _choices(state, order[1])
    assert guide == Action("enter", room=chest) != normal


def test_guide_stays_before_the_room_a_signalling_leader_laid():
    """Late in a game a rival outbids 90 chips by one to lead onto the
    chest it laid, and walks into that room.  A Normal with 90 chips of
    travel money reckons the room a plain gamble, weighs the dragon's
    chance against them and goes home; the guide stays for the chest (97.5 %
    of such rooms hold one)."""
    state, order = _built([CLUES[0], ["QS", "2S", "3S"], *CLUES[1:]], chips=[300, 300, 160, 60])
    played = [card for card in state.draw_pile if card not in ("SJ", "BJ")][:60]
    for card in played:     # late in the game: the dragons are among fewer unseen cards
        state.draw_pile.remove(card)
    state.discard += played
    for seat, amount in zip(order, (90, 91, 90, 5)):
        RULES.apply(state, seat, Action("commit", amount=amount))
    RULES.apply(state, order[1], Action("enter", room=state.known_by.index(order[1])))
    assert [sign.seat for sign in chest_signs(RULES.view(state, order[2]), order[2])] == [order[1]]
    assert _choices(state, order[2]) == [Action("leave"), Action("stay")]
