"""The step every title's random-game property test takes: a random legal
move of a random seat that must decide, and now and then a check that
illegal moves are refused and change nothing."""
import random

import pytest

from game.ai import RandomBot, decide
from game.core import Action, GameState, IllegalAction, Rules


def random_move(rules: Rules, state: GameState, players: int, rng: random.Random, not_legal: list[Action],
                probe: float = 0.02) -> tuple[int, Action]:
    """(seat, action): a uniformly random legal action of a seat in
    `pending`.  With chance `probe`, first checks that an action from
    `not_legal`, and the chosen action played by a seat nobody asked,
    raise IllegalAction and leave the state exactly as it was."""
    decisions = rules.pending(state)
    seat = rng.choice(decisions).seat
    action = rng.choice(rules.legal_actions(state, seat))
    if rng.random() < probe:
        before = state.to_json()
        with pytest.raises(IllegalAction):
            rules.apply(state, seat, rng.choice(not_legal))
        asked = {d.seat for d in decisions}
        idle = next((s for s in range(players) if s not in asked), None)
        if idle is not None:
            with pytest.raises(IllegalAction):
                rules.apply(state, idle, action)
        assert state.to_json() == before
    return seat, action


def play_against_random_bots(rules: Rules, state: GameState, bot, seed: int) -> None:
    """Play `state` to its end with `bot` at seat 0 and random bots at the
    other seats, every bot deciding from its own seat's determinized world
    (`decide`), every action through `apply` (which rejects anything illegal)."""
    rng = random.Random(seed)
    while not rules.is_over(state):
        seat = rules.pending(state)[0].seat
        rules.apply(state, seat, decide(rules, state, seat, bot if seat == 0 else RandomBot(), rng))
