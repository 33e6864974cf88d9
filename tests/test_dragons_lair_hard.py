"""Dragon's Lair Hard: how its search judges the end of a round, and what
it expects of the others' sealed votes."""
import random

from game.dragons_lair import data, evaluate, standings
from game.dragons_lair.evaluate import guess_hidden_moves, win_chances
from game.dragons_lair.rules import LEAVE, PLACE, RULES, STAY, VOTE

from test_dragons_lair_rules import expedition


def _round_start(chips, pile):
    """Seats with `chips` and the same three clues in hand about to build
    the next maze, the draw pile `pile` cards long."""
    state = RULES.new_state(len(chips), seed=3)
    assert state.phase == PLACE
    state.chips = list(chips)
    state.hands = [["3S", "4H", "5C"] for _ in chips]
    state.draw_pile = state.draw_pile[:pile]
    return state


def test_hard_judges_by_the_weights_learned_from_the_features_it_names():
    """The table was learned from the very features the evaluation weighs."""
    assert standings.FEATURES == evaluate.FEATURE_NAMES
    assert all(len(weights) == len(evaluate.FEATURE_NAMES) for weights in standings.WEIGHTS.values())


def test_hard_gives_more_chips_the_higher_chance_and_a_seat_that_is_out_none():
    """Most chips wins: at every seat count and stretch of the pile, the
    seat with more chips has the higher chance; a seat out of the game has
    none."""
    for players in range(2, 7):
        for pile in (1, 8, 25, 60, 90):
            chances = win_chances(_round_start([60] + [30] * (players - 1), pile))
            assert chances[0] > max(chances[1:])
    state = _round_start([0, 30, 30, 30], 25)
    state.in_game[0] = False
    assert win_chances(state)[0] == 0.0


def test_hard_counts_a_lead_for_more_as_the_pile_runs_out():
    """The most chips wins once the draw pile has run out: a 30-chip lead
    among stacks of 200 with the pile (and its 100-chip chests) still to
    come is far from won, and counts for much more in the last rounds."""
    early, late = _round_start([230, 200, 200, 200], 80), _round_start([230, 200, 200, 200], 2)
    assert win_chances(early)[0] < 0.4 < win_chances(late)[0]


def test_hard_values_a_chest_it_laid_in_the_maze():
    """A seat that laid a King in the maze, still closed, knows where 100
    chips lie: it stands better than a seat with as many chips."""
    state = _round_start([30, 30, 30, 30], 40)
    state.maze[0], state.known_by[0] = "KS", 0
    chances = win_chances(state)
    assert chances[0] > max(chances[1:])


def test_hard_expects_a_rival_to_vote_as_normal_would():
    """Votes are sealed, so a dealt world guesses the rivals' votes: as
    Normal casts them, not at random.  With all four dragons discarded no
    room can cost a rival its travel money, and Normal stays."""
    state = expedition(["3S", "4H", "5C"], travel=[6, 6, 6], chips=[14, 14, 14])
    for place in (state.draw_pile, *state.hands):
        place[:] = [card for card in place if not data.is_dragon(card)]
    state.discard = [*data.DRAGONS, *data.DRAGONS]
    state.phase, state.marker, state.brave = VOTE, 0, 0
    state.votes = [None, LEAVE, LEAVE]
    for seed in range(20):
        world = RULES.determinize(state, 0, random.Random(seed))
        guess_hidden_moves(world, 0)
        assert world.votes[1:] == [STAY, STAY]
