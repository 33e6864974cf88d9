"""Dragon's Lair: seeded random games (Easy bots) keep every invariant."""
import json
import random

import pytest
from random_games import random_move

from game.core import Action
from game.dragons_lair import RULES
from game.dragons_lair.data import STARTING_CHIPS, full_deck
from game.dragons_lair.rules import all_cards, chips_in_play

DECK = sorted(full_deck())
GAMES = 300
VARIANTS = [{}, {"brave_chooses_direction": True}, {"key_card": True},
            {"brave_chooses_direction": True, "key_card": True}]
NOT_LEGAL = [Action("commit", amount=10_000), Action("enter", room=999), Action("go", direction="up"),
             Action("place", card="ZZ", end="left"), Action("stay", extra=1)]


def check_view_leaks_nothing(state, seat):
    """No seat's view holds another hand, the pile or a face-down card it
    did not place, or another seat's sealed vote."""
    view = RULES.view(state, seat)
    assert view.rng is None
    for other, hand in enumerate(view.hands):
        if other != seat:
            assert set(hand) <= {"?"} and len(hand) == len(state.hands[other])
    for card, up, known in zip(view.maze, state.face_up, state.known_by):
        assert card == "?" or up or known == seat
    assert set(view.draw_pile) <= {"?"}
    assert all(v in (None, "sealed") for s, v in enumerate(view.votes) if s != seat)


def check_determinization(state, seat, rng):
    guess = RULES.determinize(state, seat, rng)
    assert sorted(all_cards(guess)) == DECK
    assert RULES.view(guess, seat).to_json() == RULES.view(state, seat).to_json()


def play(game_number):
    rng = random.Random(game_number)
    players = 2 + game_number % 5
    options = VARIANTS[game_number % len(VARIANTS)]
    state = RULES.new_state(players, game_number, options)
    log = []
    while not RULES.is_over(state):
        seat, action = random_move(RULES, state, players, rng, NOT_LEGAL)
        if rng.random() < 0.02:
            data = json.loads(json.dumps(state.to_json()))
            assert RULES.state_from_json(data) == state
            for viewer in range(players):
                check_view_leaks_nothing(state, viewer)
            check_determinization(state, seat, rng)
            assert sorted(all_cards(state)) == DECK
        RULES.apply(state, seat, action)
        log.append((seat, action))
        assert chips_in_play(state) == STARTING_CHIPS * players + state.bank_added
        assert min(state.chips) >= 0 and min(state.travel) >= 0 and state.pool >= 0
        assert len(all_cards(state)) == len(DECK)
    assert sorted(all_cards(state)) == DECK
    return players, options, state, log


@pytest.mark.parametrize("batch", range(6))
def test_random_games_keep_every_invariant(batch):
    """No exception; chips + travel + pool == starting chips + bank's
    treasure; all 108 cards accounted for; JSON round-trips; views leak
    nothing; illegal actions change nothing; the log replays exactly."""
    for game_number in range(batch * GAMES // 6, (batch + 1) * GAMES // 6):
        players, options, final, log = play(game_number)
        outcome = RULES.outcome(final)
        assert outcome.winners and set(outcome.ranking) == set(range(players))
        assert final.chips[outcome.winners[0]] == max(final.chips)
        replay = RULES.new_state(players, game_number, options)
        for seat, action in log:
            RULES.apply(replay, seat, action)
        assert replay == final
