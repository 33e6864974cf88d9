"""Rattlebones: seeded random games (Easy bots) keep every invariant."""
import json
import random

import pytest
from random_games import random_move

from game.core import Action
from game.rattlebones import RULES, data
from game.rattlebones.log import describe
from game.rattlebones.rules import OVER, faces_in_play
from game.text import Translator

#: Games per seat count in the suite; `scripts`-size runs pass more.
GAMES = 300
NOT_LEGAL = [Action("take", die=7), Action("steps", n=12), Action("sell", stars=5), Action("fly")]


def check_state(state):
    """Faces conserved between dice and supply, the Ringmaster on every die,
    monkeys on the loop, no negative holdings, fewer than 5 stock tickets
    held (all 5 only when their payout ended the game)."""
    assert faces_in_play(state) == data.starting_supply()
    assert all(die[0] == data.RINGMASTER and data.RINGMASTER not in die[1:]
               for dice in state.dice for die in dice)
    assert all(0 <= space < data.SPACES for monkeys in state.monkeys for space in monkeys)
    assert min(state.gold + state.stars + state.stock) >= 0
    assert sum(state.stock) < data.STOCK_TICKETS or state.phase == OVER
    assert all(0 <= v <= data.FACES_PER_TYPE for v in state.supply.values())


def play(players, game_number, texts):
    rng = random.Random(game_number)
    state = RULES.new_state(players, game_number)
    log = []
    while not RULES.is_over(state):
        seat, action = random_move(RULES, state, players, rng, NOT_LEGAL, probe=0.01)
        if rng.random() < 0.01:
            assert RULES.state_from_json(json.loads(json.dumps(state.to_json()))) == state
            assert RULES.view(state, seat).rng is None
            assert RULES.view(RULES.determinize(state, seat, rng), seat).to_json() == RULES.view(state, seat).to_json()
        for event in RULES.apply(state, seat, action):
            for t in texts:
                describe(event, t, str, viewer=seat)
        log.append((seat, action))
        check_state(state)
    outcome = RULES.outcome(state)
    assert max(state.scores) >= state.marker
    assert set(outcome.winners) <= {s for s in range(players) if state.scores[s] == max(state.scores)}
    return state, log


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant(players):
    texts = [Translator("rattlebones", "en"), Translator("rattlebones", "zh")]
    for game_number in range(GAMES):
        state, log = play(players, game_number, texts if game_number < 10 else [])
        if game_number % 50 == 0:
            replay = RULES.new_state(players, game_number)
            for seat, action in log:
                RULES.apply(replay, seat, action)
            assert replay == state


def test_every_log_line_is_translated():
    """No event falls back to a raw key in either language."""
    for lang in ("en", "zh"):
        t = Translator("rattlebones", lang)
        rng = random.Random(3)
        for game_number in range(30):
            state = RULES.new_state(2 + game_number % 3, game_number)
            while not RULES.is_over(state):
                seat = RULES.pending(state)[0].seat
                for event in RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat))):
                    for viewer in (None, 0, 1):
                        line = describe(event, t, lambda s: f"P{s}", viewer=viewer)
                        assert line is None or "rattlebones." not in line, (event, line)
