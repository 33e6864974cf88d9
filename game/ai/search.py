"""Hard: flat Monte Carlo over determinizations.

For each candidate action the bot deals a fresh world consistent with what
it can see (`determinize`), plays the action, lets its Normal guide play
every seat to the end, and scores the result (a win counts 1, shared wins
split, plus a little for the final score share).  It keeps sampling until
its time budget runs out, and leaves the guide's own choice only for an
action whose mean is clearly better (by two standard errors): noisy
samples never talk it out of a sound move.
"""
from __future__ import annotations

import math
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


def clearly_best(samples: dict[Action, list[float]], favourite: Action) -> Action:
    """The action with the best mean if it beats `favourite` by more than
    two standard errors of the difference; otherwise `favourite`.

    >>> a, b = Action("a"), Action("b")
    >>> clearly_best({a: [0.5, 0.6, 0.4], b: [1.0, 0.9, 1.0]}, a) == b
    True
    >>> clearly_best({a: [0.0, 1.0, 0.0], b: [1.0, 0.0, 1.0]}, a) == a
    True
    """
    def mean(xs):
        return sum(xs) / len(xs)

    def variance(xs):
        m = mean(xs)
        return sum((x - m) ** 2 for x in xs) / (len(xs) - 1)

    base = samples[favourite]
    if len(base) < 2:
        return favourite
    best, best_margin = favourite, 0.0
    for action, values in samples.items():
        if action == favourite or len(values) < 2:
            continue
        margin = mean(values) - mean(base)
        noise = 2 * math.sqrt(variance(values) / len(values) + variance(base) / len(base))
        if margin > max(noise, best_margin):
            best, best_margin = action, margin
    return best


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
        samples: dict[Action, list[float]] = {a: [] for a in candidates}
        while time.perf_counter() < deadline:
            for action in candidates:
                value = self._sample(rules, state, seat, action, rng, deadline)
                if value is None:
                    break
                samples[action].append(value)
        return clearly_best(samples, favourite)

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
