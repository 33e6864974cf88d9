"""Dragon & Lyre: seeded random games keep every invariant."""
import json
import random

import pytest
from random_games import random_move

from game.core import Action
from game.dragon_lyre import RULES, data
from game.dragon_lyre.log import describe
from game.dragon_lyre.rules import UNKNOWN, epic_cards, heroes_of
from game.text import Translator

GAMES_PER_SEAT_COUNT = 300
EPIC = sorted(data.EPIC_DECK)
HEROES = sorted(data.HERO_IDS)
NOT_LEGAL = [Action("capture", hero="knight", card="unicorn"), Action("attack", defender=9, card="castle1"),
             Action("prophet", card="nothing"), Action("seal", hero="nobody"), Action("reinforce", extra=1)]


def check_cards_in_place(state):
    """All 52 epic cards and each seat's 12 heroes, each in exactly one place."""
    assert sorted(epic_cards(state)) == EPIC
    for seat in range(state.players):
        assert sorted(heroes_of(state, seat)) == HEROES


def check_view_leaks_nothing(state, seat):
    view = RULES.view(state, seat)
    assert view.rng is None and set(view.deck) <= {UNKNOWN}
    for other in range(state.players):
        if other == seat:
            continue
        assert set(view.hands[other]) <= {UNKNOWN}
        assert set(view.used[other][:-1]) <= {UNKNOWN}
        assert set(view.setup_picks[other]) <= {UNKNOWN}
        assert view.sealed[other] in (None, UNKNOWN)


def check_determinization(state, seat, rng):
    world = RULES.determinize(state, seat, rng)
    check_cards_in_place(world)
    assert RULES.view(world, seat) == RULES.view(state, seat)


def play(players, number, narrate):
    rng = random.Random(number)
    state = RULES.new_state(players, number)
    log = []
    while not RULES.is_over(state):
        seat, action = random_move(RULES, state, players, rng, NOT_LEGAL)
        if rng.random() < 0.03:
            assert RULES.state_from_json(json.loads(json.dumps(state.to_json()))) == state
            for viewer in range(players):
                check_view_leaks_nothing(state, viewer)
            check_determinization(state, seat, rng)
        if state.final_round:
            assert not any(a.kind == "attack" for a in RULES.legal_actions(state, seat))
        events = RULES.apply(state, seat, action)
        log.append((seat, action))
        if number % 10 == 0:
            for event in events:
                for viewer in (None, *range(players)):
                    line = narrate(event.seen_by(viewer), viewer)
                    assert line is None or "dragon_lyre." not in line, line
        check_cards_in_place(state)
    return state, log


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant(players):
    """No exception; every card conserved in its place; views leak
    nothing; determinizations match the view; illegal actions change
    nothing; no attack in the final round; every event has words for
    every reader; the log replays exactly."""
    t = Translator("dragon_lyre", "en")

    def narrate(event, viewer):
        return describe(event, t, lambda s: f"seat {s}", viewer=viewer)

    ends = 0
    for number in range(GAMES_PER_SEAT_COUNT):
        state, log = play(players, number, narrate)
        outcome = RULES.outcome(state)
        assert outcome.winners and set(outcome.winners) <= set(range(players))
        ends += state.final_round
        if number % 50 == 0:
            replay = RULES.new_state(players, number)
            for seat, action in log:
                RULES.apply(replay, seat, action)
            assert replay == state
    assert ends == GAMES_PER_SEAT_COUNT, "every game ends with its final round"
