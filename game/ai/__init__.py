"""Bots.  A bot sees a determinized state (`rules.determinize(state, seat,
rng)`), never the true one, and answers within its level's time budget.

Levels: ``easy`` (a random legal action), ``normal`` (the title's own
heuristic, `game/<id>/ai.py: NormalBot`) and ``hard`` (information-set
Monte Carlo tree search, `game/ai/ismcts.py`, with the title's evaluation
from `game/<id>/evaluate.py`, leaving Normal's move only for a clearly
better one).
"""
from __future__ import annotations

import random
import time
from typing import Callable, Protocol

from game.core import Action, GameState, Rules

LEVELS = ("easy", "normal", "hard")

#: Seconds a level may think for one decision.
BUDGETS = {"easy": 0.01, "normal": 0.05, "hard": 1.0}

#: Clocks a budget can be counted on: the thinking thread's CPU time (what
#: a quiet machine gives, for measuring on a busy one) or wall time (what a
#: player waits).
CLOCKS = {"cpu": time.thread_time, "wall": time.perf_counter}


class Bot(Protocol):
    level: str

    def choose(self, rules: Rules, state: GameState, seat: int, rng: random.Random) -> Action:
        """Pick one of `rules.legal_actions(state, seat)`; `state` is a
        determinization, not the true state."""


class RandomBot:
    """Easy: any legal action, uniformly."""

    level = "easy"

    def choose(self, rules: Rules, state: GameState, seat: int, rng: random.Random) -> Action:
        return rng.choice(rules.legal_actions(state, seat))


def normal_bot(title_id: str) -> Bot:
    """The title's own heuristic (`game/<id>/ai.py: NormalBot`)."""
    from game import registry
    return registry.title(title_id).normal_bot()


def hard_guide(title_id: str) -> Bot:
    """The policy Hard's search starts from: the title's `hard_guide`, or
    its Normal bot where it has none."""
    from game import registry
    title = registry.title(title_id)
    return title.hard_guide() if title.hard_guide is not None else title.normal_bot()


def hard_bot(title_id: str, budget: float, clock: Callable[[], float] = time.perf_counter) -> Bot:
    """Hard for the title: its search, raced against its guide's move."""
    from game.ai.ismcts import ISMCTSBot
    return ISMCTSBot(hard_guide(title_id), budget, clock)


def make_bot(title_id: str, level: str, budget: float | None = None,
             clock: Callable[[], float] = time.perf_counter) -> Bot:
    """A bot of `level` for the title; `budget` (seconds) overrides the
    level's thinking time (Hard: the player's setting), counted on `clock`
    (wall time; the arena may count CPU time instead)."""
    if level not in LEVELS:
        raise ValueError(f"no AI level {level!r}; levels are {', '.join(LEVELS)}")
    if level == "easy":
        return RandomBot()
    if level == "normal":
        return normal_bot(title_id)
    return hard_bot(title_id, budget if budget is not None else BUDGETS["hard"], clock)


def decide(rules: Rules, state: GameState, seat: int, bot: Bot, rng: random.Random) -> Action:
    """What `bot` plays for `seat` in the true `state`, seen only through a
    determinization drawn from `rng`."""
    legal = rules.legal_actions(state, seat)
    if len(legal) == 1:
        return legal[0]
    guess = rules.determinize(state, seat, rng)
    return bot.choose(rules, guess, seat, rng)
