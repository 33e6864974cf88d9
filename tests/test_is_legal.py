"""One source of truth for legality: every title's `is_legal` (its quick
check of one action) answers exactly as `legal_actions` does, for the
seat deciding and for every other seat, through random games."""
import random

import pytest

from game import registry
from game.core import IllegalAction


def _seat_counts(rules) -> list[int]:
    return list(range(rules.min_players, rules.max_players + 1))


@pytest.mark.parametrize("title_id", registry.ids())
def test_is_legal_agrees_with_legal_actions(title_id):
    rules = registry.get(title_id)
    checked = 0
    for players in _seat_counts(rules):
        rng = random.Random(players)
        state = rules.new_state(players, seed=players)
        seen = []   # actions met earlier in the game: mostly illegal now
        while not rules.is_over(state):
            waiting = {d.seat for d in rules.pending(state)}
            for seat in range(players):
                legal = rules.legal_actions(state, seat) if seat in waiting else []
                for action in legal:
                    assert rules.is_legal(state, seat, action), (title_id, seat, action)
                for action in rng.sample(seen, min(8, len(seen))):
                    assert rules.is_legal(state, seat, action) == (action in legal), (title_id, seat, action)
                    checked += 1
            seat = rng.choice(sorted(waiting))
            action = rng.choice(rules.legal_actions(state, seat))
            seen.append(action)
            rules.apply(state, seat, action)
    assert checked > 1000


@pytest.mark.parametrize("title_id", registry.ids())
def test_apply_refuses_with_the_reason(title_id):
    rules = registry.get(title_id)
    state = rules.new_state(rules.min_players, seed=1)
    deciding = rules.pending(state)[0].seat
    idle = next((s for s in range(rules.min_players) if s not in {d.seat for d in rules.pending(state)}), None)
    action = rules.legal_actions(state, deciding)[0]
    before = state.to_json()
    if idle is not None:
        with pytest.raises(IllegalAction, match=f"not seat {idle}'s decision"):
            rules.apply(state, idle, action)
    with pytest.raises(IllegalAction, match="is not legal for seat"):
        rules.apply(state, deciding, action.with_(nonsense=1))
    assert state.to_json() == before


@pytest.mark.parametrize("title_id", registry.ids())
def test_no_seat_outside_the_table_may_act(title_id):
    """Only the table's seats decide: a seat number past the last (or
    below 0) is never waited for, whatever the phase."""
    rules = registry.get(title_id)
    for players in _seat_counts(rules):
        rng = random.Random(players)
        state = rules.new_state(players, seed=players)
        for _ in range(60):
            if rules.is_over(state):
                break
            seat = rng.choice(sorted({d.seat for d in rules.pending(state)}))
            legal = rules.legal_actions(state, seat)
            for stranger in (players, players + 3, -1):
                assert not any(rules.is_legal(state, stranger, action) for action in legal), (title_id, stranger)
            rules.apply(state, seat, rng.choice(legal))
