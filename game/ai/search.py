"""Hard: flat Monte Carlo over determinizations.

For each candidate action the bot deals a fresh world consistent with what
it can see (`determinize`), plays the action, lets its Normal guide play
every seat to the end, and scores the result (a win counts 1, shared wins
split, plus a little for the final score share).  It keeps sampling until
its time budget runs out and plays the best mean; with too few samples it
trusts the guide.
"""
from __future__ import annotations

import random
import time

from game.core import Action, GameState, Rules

#: Candidate actions examined at most; the guide's pick is always one.
MAX_CANDIDATES = 10
#: A rollout longer than this many decisions is abandoned.
ROLLOUT_LIMIT = 3000


def result_value(rules: Rules, state: GameState, seat: int) -> float:
    """How good the finished game is for `seat`: its share of the win, plus
    a tenth of its share of all points as a tie-breaker between samples."""
    outcome = rules.outcome(state)
    win = 1.0 / len(outcome.winners) if seat in outcome.winners else 0.0
    total = sum(max(s, 0) for s in outcome.scores) or 1
    return win + 0.1 * max(outcome.scores[seat], 0) / total


class SearchBot:
    level = "hard"

    def __init__(self, guide, budget: float = 1.0) -> None:
        self.guide = guide
        self.budget = budget

    def choose(self, rules: Rules, state: GameState, seat: int, rng: random.Random) -> Action:
        deadline = time.perf_counter() + self.budget * 0.9
        legal = rules.legal_actions(state, seat)
        favourite = self.guide.choose(rules, state.clone(), seat, rng)
        if len(legal) == 1:
            return legal[0]
        others = [a for a in legal if a != favourite]
        rng.shuffle(others)
        candidates = [favourite] + others[: MAX_CANDIDATES - 1]
        totals = {a: 0.0 for a in candidates}
        counts = {a: 0 for a in candidates}
        while time.perf_counter() < deadline:
            for action in candidates:
                value = self._sample(rules, state, seat, action, rng, deadline)
                if value is None:
                    break
                totals[action] += value
                counts[action] += 1
        if min(counts.values()) < 2:
            return favourite
        return max(candidates, key=lambda a: (totals[a] / counts[a], a == favourite))

    def _sample(self, rules, state, seat, action, rng, deadline) -> float | None:
        world = rules.determinize(state, seat, rng)
        rules.apply(world, seat, action)
        for _ in range(ROLLOUT_LIMIT):
            decisions = rules.pending(world)
            if not decisions:
                return result_value(rules, world, seat)
            if time.perf_counter() > deadline:
                return None
            mover = decisions[0].seat
            rules.apply(world, mover, self.guide.choose(rules, world, mover, rng))
        return None
