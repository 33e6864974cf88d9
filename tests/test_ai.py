"""Bot levels for every title: legal, fair (no peeking), inside the budget."""
import os
import random
import subprocess
import sys

import pytest

from game import registry
from game.ai import BUDGETS, LEVELS, RandomBot, decide, make_bot
from game.ai.ismcts import ISMCTS, ISMCTSBot, Node, title_search
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
    """Hard searches the tree of its information sets; here with a tiny
    budget, against Easy bots, for a few of its turns."""
    rules = registry.get(title_id)
    players = max(rules.min_players, 3)
    match = Match(title_id, [Seat("hard", AI, "hard")] + [Seat(f"e{i}", AI, "easy") for i in range(players - 1)], 2)
    match._bots[0] = make_bot(title_id, "hard", budget=0.03)
    assert isinstance(match._bots[0], ISMCTSBot)
    hard_turns = 0
    while not match.is_over() and hard_turns < 8:
        seat = match.pending()[0].seat
        action = match.think(seat)
        assert action in match.legal_actions(seat)
        match.submit(seat, action)
        hard_turns += seat == 0


def test_budgets_rise_with_the_level():
    assert BUDGETS["easy"] <= BUDGETS["normal"] <= BUDGETS["hard"]


def _position(rules, players, seed, moves):
    state = rules.new_state(players, seed, {})
    rng = random.Random(seed)
    for _ in range(moves):
        seat = rules.pending(state)[0].seat
        rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
    return state


@pytest.mark.parametrize("title_id", registry.ids())
def test_the_search_depends_only_on_what_the_seat_can_see(title_id):
    """Two worlds the seat cannot tell apart (two determinizations of the
    true state) give the very same search, iteration for iteration."""
    rules = registry.get(title_id)
    state = _position(rules, max(rules.min_players, 4), 3, 25)
    seat = rules.pending(state)[0].seat
    results = []
    for dealer in (random.Random(1), random.Random(2)):
        guess = rules.determinize(state, seat, dealer)
        # A clock that stands still: the iterations, not a loaded machine's pace, end the search.
        result = ISMCTS(rules, budget=10.0, clock=lambda: 0.0).search(guess, seat, random.Random(7),
                                                                       max_iterations=60)
        results.append([(c.action, c.visits, round(c.win_chance, 9)) for c in result.choices])
    assert results[0] == results[1]


@pytest.mark.parametrize("title_id", registry.ids())
def test_the_play_outs_choose_only_legal_moves(title_id):
    """The search plays its worlds out unchecked (`Rules.apply_chosen`), so
    the title's play-out policy must choose among the moves it is offered:
    whole games played by it alone, at two and four seats, through the
    checked `apply`."""
    rules = registry.get(title_id)
    choose = title_search(rules).rollout_action
    for players in sorted({max(rules.min_players, 2), max(rules.min_players, 4)}):
        state, rng = rules.new_state(players, players, {}), random.Random(players)
        while not rules.is_over(state):
            seat = rules.pending(state)[0].seat
            rules.apply(state, seat, choose(rules, state, seat, rules.legal_actions(state, seat), rng))


@pytest.mark.parametrize("title_id", registry.ids())
def test_every_title_evaluates_positions_as_win_chances(title_id):
    rules = registry.get(title_id)
    plugin = title_search(rules)
    for seed in range(5):
        state = _position(rules, max(rules.min_players, 4), seed, 20 + 13 * seed)
        if rules.is_over(state):
            continue
        chances = plugin.win_chances(state)
        assert len(chances) == state.players
        assert all(0 <= p <= 1 for p in chances)
        assert abs(sum(chances) - 1) < 1e-6


def test_a_sealed_bid_looks_the_same_to_the_other_seats_whatever_it_is():
    """In the search, another seat's tree follows what it saw of a move:
    every fairy-gold amount seat 0 may seal leads the other seats' trees to
    one and the same node, so no simulated rival answers a bid it could not
    have seen."""
    from game.ai.ismcts import _observation
    rules = registry.get("dragonstones")
    state = rules.new_state(4, 1, {})
    seen = set()
    for action in rules.legal_actions(state, 0):
        world = state.clone()
        seen.add(_observation(rules.apply(world, 0, action), 0, 1))
    assert len(rules.legal_actions(state, 0)) > 1 and len(seen) == 1


def test_selection_counts_only_the_visits_in_which_an_action_was_legal():
    """Availability-aware UCB: an action legal in few of the dealt worlds
    is judged against those visits only, and untried actions go first."""
    search = ISMCTS(registry.get("citadels"), budget=1.0)
    node = Node()
    a, b = ("a",), ("b",)
    action, expanded = search._select(node, [a], random.Random(1))
    assert (action, expanded) == (a, True)
    node.children[a].visits, node.children[a].reward = 1, 1.0
    action, expanded = search._select(node, [a, b], random.Random(1))
    assert (action, expanded) == (b, True)
    assert node.children[a].available == 2 and node.children[b].available == 1


def test_hard_counts_its_budget_on_the_clock_it_is_given():
    """The arena counts Hard's budget in CPU time: the search stops when
    its clock says the budget is spent, however fast the machine is."""
    rules = registry.get("citadels")
    state = rules.new_state(4, 2, {})
    ticks = iter(range(10 ** 6))
    bot = make_bot("citadels", "hard", budget=1.0, clock=lambda: 0.1 * next(ticks))
    seat = rules.pending(state)[0].seat
    assert bot.choose(rules, rules.determinize(state, seat, random.Random(1)), seat, random.Random(2)) \
        in rules.legal_actions(state, seat)
    assert bot.last.iterations <= 8


def test_guided_rollouts_let_the_titles_normal_play_on():
    """With GUIDED set, the rollouts' moves are the guide's (the title's
    Normal bot), not the cheap rollout policy's."""
    import dataclasses
    from game.ai import normal_bot
    rules = registry.get("citadels")
    asked = []

    class Guide:
        def choose(self, rules, state, seat, rng):
            asked.append(seat)
            return normal_bot("citadels").choose(rules, state, seat, rng)

    plugin = dataclasses.replace(title_search(rules), guided=1.0, tree_depth=1)
    state = rules.new_state(4, 2, {})
    seat = rules.pending(state)[0].seat
    ISMCTS(rules, 10.0, plugin, guide=Guide()).search(state, seat, random.Random(3), max_iterations=5)
    assert len(asked) >= 5 and set(asked) > {seat}


def test_a_flat_search_plays_every_move_out_in_the_same_worlds():
    """TREE_DEPTH 1: each iteration deals one world and plays every move
    out in it, so each move has one sample per iteration and the samples
    pair up (moves compared on equal luck)."""
    rules = registry.get("dragons_lair")
    assert title_search(rules).tree_depth == 1
    state = _position(rules, 4, 3, 25)
    seat = rules.pending(state)[0].seat
    result = ISMCTS(rules, 10.0).search(state, seat, random.Random(1), max_iterations=6)
    assert result.iterations == 6
    assert {(c.visits, len(c.samples)) for c in result.choices} == {(6, 6)}


def test_hard_leaves_normals_move_only_for_one_better_on_paired_samples():
    from game.ai.ismcts import Choice, SearchResult
    favourite, other = ("normal",), ("other",)
    steady = [0.2 + 0.05 * i for i in range(30)]          # the luck of the deal varies...
    better = [x + 0.02 for x in steady]                    # ...but `other` always does a little better
    result = SearchResult([Choice(other, 30, sum(better) / 30, 0.02, samples=better),
                           Choice(favourite, 30, sum(steady) / 30, 0.02, samples=steady)], 30, 0.1)
    assert result.clearly_best(favourite) == other
    unpaired = SearchResult([Choice(other, 30, sum(better) / 30, 0.02),
                             Choice(favourite, 30, sum(steady) / 30, 0.02)], 30, 0.1)
    assert unpaired.clearly_best(favourite) == favourite


def test_a_title_may_let_hard_depart_on_fewer_standard_errors():
    """`DEPARTURE_ERRORS`: a move ahead by about one and a half standard
    errors of the paired difference is not taken at the default two, and
    is at one."""
    from game.ai.ismcts import Choice, SearchResult, paired_error
    favourite, other = ("normal",), ("other",)
    steady = [0.5] * 30
    noisy = [0.5 + (0.3 if i % 2 else -0.17) for i in range(30)]
    margin = sum(noisy) / 30 - 0.5
    assert 1.2 < margin / paired_error(noisy, steady) < 1.8
    result = SearchResult([Choice(other, 30, sum(noisy) / 30, 0.07, samples=noisy),
                           Choice(favourite, 30, 0.5, 0.0, samples=steady)], 30, 0.1)
    assert result.clearly_best(favourite) == favourite
    assert result.clearly_best(favourite, errors=1.0) == other


def test_dragons_lair_searches_a_spread_of_travel_money_and_normals_amount():
    from game.dragons_lair.rules import COMMIT
    rules = registry.get("dragons_lair")
    state, rng = rules.new_state(4, 1, {}), random.Random(1)
    while state.phase != COMMIT:
        seat = rules.pending(state)[0].seat
        rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
    seat = rules.pending(state)[0].seat
    legal = rules.legal_actions(state, seat)
    odd = next(a for a in legal if a.amount == 11)
    result = ISMCTS(rules, 10.0).search(state, seat, random.Random(1), max_iterations=2, favourite=odd)
    amounts = sorted(c.action.amount for c in result.choices)
    assert 11 in amounts and 1 in amounts and state.chips[seat] in amounts and len(amounts) < len(legal)


def test_a_flat_search_drops_a_move_sure_to_lose_and_stops_when_none_can_win():
    """The race: after TRUSTED_VISITS worlds a move whose paired margin
    over the favourite stays below the least gain even with three standard
    errors added is played out no more; with no challenger left, or one
    left that is surely better, the answer is settled."""
    from game.ai.ismcts import TRUSTED_VISITS, Race
    favourite, worse, close, better = ("normal",), ("worse",), ("close",), ("better",)
    race = Race(favourite, [worse, favourite, close], min_gain=0.0)
    samples = {favourite: [], worse: [], close: []}
    for world in range(TRUSTED_VISITS):
        luck = 0.1 * (world % 7)                      # the deal varies a lot...
        samples[favourite].append(0.3 + luck)
        samples[worse].append(0.25 + luck + 0.01 * (world % 3))   # ...but `worse` always does worse
        samples[close].append(0.3 + luck + (0.05 if world % 2 else -0.05))
        race.record(samples)
        assert (worse in race.running) == (world < TRUSTED_VISITS - 1)
    assert race.running == [favourite, close] and not race.settled
    race = Race(favourite, [favourite, better], min_gain=0.02)
    samples = {favourite: [], better: []}
    for world in range(TRUSTED_VISITS):
        samples[favourite].append(0.1 * (world % 5))
        samples[better].append(0.1 * (world % 5) + 0.1 + 0.01 * (world % 2))
        race.record(samples)
        assert race.settled == (world == TRUSTED_VISITS - 1)

def test_a_flat_search_halves_the_challengers_its_budget_cannot_play_out():
    """Sequential halving: when the play-outs left cannot give every
    running move WORLDS_WANTED worlds, the worse half of the challengers
    (by paired margin) drop out, never the favourite, and not again
    before HALVING_WORLDS more worlds; a budget that can wait cuts nothing."""
    from game.ai.ismcts import HALVING_WORLDS, WORLDS_WANTED, Race
    favourite = ("normal",)
    challengers = [(f"m{i}",) for i in range(6)]
    race = Race(favourite, [favourite] + challengers, min_gain=0.0)
    samples = {move: [] for move in race.running}

    def deal_worlds(count):
        for world in range(count):
            samples[favourite].append(0.9)                # the favourite looks worst...
            for rank, move in enumerate(challengers):     # ...and m5 best
                samples[move].append(0.1 + 0.1 * rank + 0.05 * (world % 2))
            race.record(samples)

    deal_worlds(HALVING_WORLDS)
    race.fit(playouts_left=len(race.running) * (WORLDS_WANTED - HALVING_WORLDS))
    assert len(race.running) == 7
    race.fit(playouts_left=10)
    assert race.running == [favourite, ("m3",), ("m4",), ("m5",)]
    race.fit(playouts_left=10)
    assert len(race.running) == 4
    deal_worlds(HALVING_WORLDS)
    race.fit(playouts_left=10)
    assert race.running == [favourite, ("m4",), ("m5",)]


def test_hard_stops_once_its_budget_could_not_change_its_answer():
    """Hard takes another move only after TRUSTED_VISITS worlds: when, at
    the pace of its first HALVING_WORLDS worlds, the play-outs left could
    not bring the favourite and a challenger there (even raced down to
    one challenger), the race is starved and Hard answers at once with
    Normal's move; a pace that can get there, or one measured on fewer
    worlds, goes on."""
    from game.ai.ismcts import HALVING_WORLDS, TRUSTED_VISITS, Race
    favourite, others = ("normal",), [("a",), ("b",), ("c",)]
    race = Race(favourite, [favourite] + others, min_gain=0.0)
    samples = {move: [] for move in race.running}
    enough = 2 * (TRUSTED_VISITS - HALVING_WORLDS)
    for world in range(HALVING_WORLDS):
        assert not race.starved(playouts_left=0)
        for rank, move in enumerate(race.running):
            samples[move].append(0.1 * rank + 0.3 * (world % 2))
        race.record(samples)
    assert race.starved(playouts_left=enough - 1)
    assert not race.starved(playouts_left=enough)


def _normal_positions(title_id, players, count, seed):
    """Seat 0's real choices in a game the Normal bots play, as seat 0 sees them."""
    from game.ai import normal_bot
    rules, normal, rng = registry.get(title_id), normal_bot(title_id), random.Random(seed)
    state, positions = rules.new_state(players, seed, {}), []
    while rules.pending(state) and len(positions) < count:
        seat = rules.pending(state)[0].seat
        if seat == 0 and len(rules.legal_actions(state, 0)) > 1:
            positions.append(rules.determinize(state, 0, rng))
        rules.apply(state, seat, decide(rules, state, seat, normal, rng))
    return positions


@pytest.mark.parametrize("title_id", ["citadels", "dragons_lair"])
def test_hard_answers_early_once_settled_and_picks_what_the_full_search_picks(title_id):
    """The race deals the same worlds and dice as a full flat search (it
    only plays fewer moves out), so where the answer is settled early it is
    the answer the whole budget gives, with fewer play-outs."""
    from game.ai import normal_bot
    rules, normal = registry.get(title_id), normal_bot(title_id)
    positions = _normal_positions(title_id, 4, 5, seed=11)
    cut_short = 0
    for i, position in enumerate(positions):
        favourite = normal.choose(rules, position.clone(), 0, random.Random(i))
        search = ISMCTS(rules, 10.0, clock=lambda: 0.0)   # settled by the worlds alone, not by the pace
        full, raced = (search.search(position, 0, random.Random(i), max_iterations=40, favourite=favourite,
                                     early_stop=early) for early in (False, True))
        assert raced.clearly_best(favourite) == full.clearly_best(favourite)
        assert raced.playouts <= full.playouts
        cut_short += raced.playouts < full.playouts
    assert cut_short >= 2


def test_hard_does_not_sit_on_an_obvious_move_for_its_whole_budget():
    """Citadels: where no other move can beat Normal's (a choice between
    cards that end the round alike), Hard answers in a small part of its
    five seconds of thinking."""
    import time
    rules = registry.get("citadels")
    bot = make_bot("citadels", "hard", budget=5.0, clock=time.thread_time)
    quick = []
    for i, position in enumerate(_normal_positions("citadels", 4, 3, seed=11)):
        bot.choose(rules, position, 0, random.Random(i))
        quick.append(bot.last.seconds < 0.5)
    assert any(quick)


_REPLAY = """
import hashlib, random, sys
from game import registry
from game.ai import normal_bot
rules, bot = registry.get(sys.argv[1]), normal_bot(sys.argv[1])
state, rng, played = rules.new_state(3, 7, {}), random.Random(7), hashlib.sha256()
for _ in range(60):
    if rules.is_over(state):
        break
    seat = rules.pending(state)[0].seat
    action = bot.choose(rules, state.clone(), seat, rng)
    played.update(repr(action).encode())
    rules.apply(state, seat, action)
print(played.hexdigest())
"""


@pytest.mark.parametrize("title_id", registry.ids())
def test_a_seeded_game_plays_the_same_moves_whatever_the_string_hash_seed(title_id):
    """Python salts string hashes per process, so a bot that breaks ties by
    iterating a set of card names plays a seeded game differently each run:
    the arena's seeds and a saved game's replay would then mean nothing."""
    runs = {subprocess.run([sys.executable, "-c", _REPLAY, title_id], capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": salt}).stdout for salt in ("1", "2")}
    assert len(runs) == 1
