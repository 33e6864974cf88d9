"""Bots cannot cheat, by construction: for every title, `determinize(state,
seat, rng)` is a function of `view(state, seat)` and `rng` alone.

Two states the seat cannot tell apart must give the same world for the same
rng.  A second state the seat cannot tell from the true one is dealt by
`determinize` itself; then the true state and that world are determinized
with one rng and their JSON compared.  Titles added later are checked too
(`registry.ids()`)."""
import random

import pytest

from game import registry


def positions(rules, games: int, seed: int, per_game: int = 10, longest: int = 500):
    """(state, seat) at `per_game` random moments of `games` random games
    (their first `longest` moves; the end if they end sooner) with random
    seat counts, any seat looking."""
    rng = random.Random(seed)
    for _ in range(games):
        players = rng.randint(rules.min_players, rules.max_players)
        game_seed = rng.randrange(10**6)
        state = rules.new_state(players, game_seed, {})
        moves = []
        while not rules.is_over(state) and len(moves) < longest:
            decision = rng.choice(rules.pending(state))
            action = rng.choice(rules.legal_actions(state, decision.seat))
            rules.apply(state, decision.seat, action)
            moves.append((decision.seat, action))
        stops = set(rng.sample(range(len(moves)), min(per_game - 1, len(moves)))) | {len(moves)}
        state = rules.new_state(players, game_seed, {})
        for done, move in enumerate(moves + [None]):
            if done in stops:
                yield state, rng.randrange(players)
            if move is not None:
                rules.apply(state, *move)


@pytest.mark.parametrize("title_id", registry.ids())
def test_determinize_sees_only_the_view(title_id):
    rules = registry.get(title_id)
    checked = 0
    for state, seat in positions(rules, games=8, seed=len(title_id)):
        before = state.to_json()
        twin = rules.determinize(state, seat, random.Random(checked))
        assert state.to_json() == before, "determinize left the true state alone"
        assert rules.view(twin, seat).to_json() == rules.view(state, seat).to_json(), \
            f"the world dealt for seat {seat} looks the same to it as the true state"
        mine = rules.determinize(state, seat, random.Random(-checked))
        theirs = rules.determinize(twin, seat, random.Random(-checked))
        assert mine.to_json() == theirs.to_json(), \
            f"seat {seat}: two states it cannot tell apart gave different worlds"
        checked += 1
    assert checked >= 50
