"""Bot levels for every title: legal, fair (no peeking), inside the budget."""
import random

import pytest

from game import registry
from game.ai import BUDGETS, LEVELS, RandomBot, decide, make_bot
from game.ai.search import SearchBot
from game.match import AI, Match, Seat


@pytest.mark.parametrize("title_id", registry.ids())
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_exists_for_every_title(title_id, level):
    bot = make_bot(title_id, level)
    assert bot.level == level


@pytest.mark.parametrize("title_id", registry.ids())
def test_a_bot_only_ever_sees_a_determinization_never_the_true_state(title_id, monkeypatch):
    rules = registry.get(title_id)
    state = rules.new_state(rules.min_players, 4, {})
    seen, dealt = [], []
    real_determinize = rules.determinize

    def determinize(s, seat, rng):
        world = real_determinize(s, seat, rng)
        dealt.append(world)
        return world
    monkeypatch.setattr(rules, "determinize", determinize)

    class Spy(RandomBot):
        def choose(self, rules, s, seat, rng):
            seen.append(s)
            return super().choose(rules, s, seat, rng)
    rng = random.Random(1)
    for _ in range(40):
        if rules.is_over(state):
            break
        seat = rules.pending(state)[0].seat
        rules.apply(state, seat, decide(rules, state, seat, Spy(), rng))
    assert seen, "the spy bot was asked at least once"
    assert all(s is not state for s in seen)
    assert all(any(s is w for w in dealt) for s in seen)


@pytest.mark.parametrize("title_id", registry.ids())
def test_the_search_bot_plays_legal_moves_in_mixed_company(title_id):
    """Hard searches over determinizations with the Normal bot as its guide;
    here with a tiny budget, against Easy bots, for a few of its turns."""
    rules = registry.get(title_id)
    players = max(rules.min_players, 3)
    match = Match(title_id, [Seat("hard", AI, "hard")] + [Seat(f"e{i}", AI, "easy") for i in range(players - 1)], 2)
    match._bots[0] = SearchBot(make_bot(title_id, "normal"), budget=0.03)
    hard_turns = 0
    while not match.is_over() and hard_turns < 8:
        seat = match.pending()[0].seat
        action = match.think(seat)
        assert action in match.legal_actions(seat)
        match.submit(seat, action)
        hard_turns += seat == 0


def test_budgets_rise_with_the_level():
    assert BUDGETS["easy"] <= BUDGETS["normal"] <= BUDGETS["hard"]
