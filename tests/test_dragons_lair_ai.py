"""Dragon's Lair Normal bot: legal, and reasons from what its seat knows."""
import random

from game.core import Action
from game.dragons_lair import RULES
from game.dragons_lair.ai import NormalBot
from game.dragons_lair.rules import CHOOSE_ROOM, VOTE

from test_dragons_lair_rules import expedition
from random_games import play_against_random_bots


def test_normal_bot_plays_whole_games_legally():
    """Through determinizations only, in every variant (apply rejects
    anything illegal)."""
    for game in range(6):
        options = [{}, {"brave_chooses_direction": True}, {"key_card": True}][game % 3]
        state = RULES.new_state(3 + game % 3, seed=game, options=options)
        play_against_random_bots(RULES, state, NormalBot(), game)


def test_leader_walks_into_its_own_chest():
    """The bot remembers the chest it placed and leads the team there."""
    state = expedition(["3S", "4H", "KD", "5C"], travel=[9, 3, 3])
    state.known_by[2] = 0
    for trial in range(5):
        guess = RULES.determinize(state, 0, random.Random(trial))
        assert NormalBot().choose(RULES, guess, 0, random.Random(trial)) == Action("enter", room=2)


def test_leaves_before_its_own_dragon_and_stays_for_its_chest():
    state = expedition(["BJ", "4H", "KD"], travel=[5, 5], phase=VOTE, marker=0)
    state.known_by = [1, None, 1]
    assert NormalBot().choose(RULES, RULES.determinize(state, 1, random.Random(1)), 1,
                              random.Random(1)) == Action("leave")
    state.marker = 2
    assert NormalBot().choose(RULES, RULES.determinize(state, 1, random.Random(1)), 1,
                              random.Random(1)) == Action("stay")


def test_bids_to_lead_when_it_knows_a_chest():
    state = RULES.new_state(3, seed=2)
    seat = state.first_seat
    hand = state.hands[seat]
    hand[0] = "QS"
    action = NormalBot().choose(RULES, RULES.determinize(state, seat, random.Random(0)), seat,
                                random.Random(0))
    assert action.card == "QS"          # treasure goes into the maze first
    RULES.apply(state, seat, action)
    for _ in range(2):
        other = RULES.pending(state)[0].seat
        RULES.apply(state, other, RULES.legal_actions(state, other)[0])
    assert RULES.pending(state)[0].seat == seat    # it commits first
    bid = NormalBot().choose(RULES, RULES.determinize(state, seat, random.Random(0)), seat,
                             random.Random(0))
    assert bid.amount == state.chips[seat]   # Q pays back up to 50: all 20 chips
    RULES.apply(state, seat, bid)
    while state.phase != CHOOSE_ROOM:
        RULES.apply(state, RULES.pending(state)[0].seat, Action("commit", amount=1))
    assert state.leader == seat


def test_stakes_three_fifths_of_its_chips_without_a_known_chest():
    """Travel money is what a chest pays back double and comes home on a
    false clue: with no chest of its own and dragons scarce among the cards
    it has not seen, the bot takes 12 of its 20 chips along."""
    state = RULES.new_state(3, seed=2)
    seat = state.first_seat
    state.hands[seat] = ["2S", "3S", "4S"]
    RULES.apply(state, seat, RULES.legal_actions(state, seat)[0])
    for _ in range(2):
        other = RULES.pending(state)[0].seat
        RULES.apply(state, other, RULES.legal_actions(state, other)[0])
    bid = NormalBot().choose(RULES, RULES.determinize(state, seat, random.Random(0)), seat, random.Random(0))
    assert bid.amount == 12
