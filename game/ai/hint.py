"""Hints: what the Hard search would do for a seat now, and why.

`suggest` deals a world from the seat's own view only (`determinize`) and
asks the Hard bot itself (`hard_bot`: the title's Hard guide's move raced by
the search against the others for `budget` seconds): its pick comes
first.  The other moves the search tried follow in the order of their
value (their estimated chance to win), each move once.  Each comes with
the reason in one number: the feature of the title's evaluation
(`features` in `game/<id>/evaluate.py`: gold, points, cards ...) that this
move improves most, on average at the rollouts' end, compared with the
other moves the search looked at.  The wording belongs to the table
(translation key ``table.hint.why.<name>``).
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Callable

from game.ai import hard_bot
from game.ai.ismcts import Choice
from game.core import Action, GameState, Rules

#: Moves a hint shows.
SHOWN = 3


@dataclass(frozen=True)
class Suggestion:
    action: Action
    win_chance: float
    #: The feature this move improves most compared with the other moves,
    #: and by how much (None: the move has no clear edge in any of them).
    feature: str | None
    gain: float


def reason(choice: Choice, others: list[Choice]) -> tuple[str | None, float]:
    """The feature in which `choice` leads the visit-weighted mean of
    `others` by the most, and that lead (None if it leads in none).

    >>> a = Choice(Action("a"), 10, 0.5, 0.1, {"gold": 3.0, "cards": 1.0})
    >>> b = Choice(Action("b"), 10, 0.4, 0.1, {"gold": 1.0, "cards": 1.5})
    >>> reason(a, [b])
    ('gold', 2.0)
    """
    weight = sum(o.visits for o in others if o.features)
    if not choice.features or not weight:
        return None, 0.0
    best, best_gain = None, 0.0
    for name, value in choice.features.items():
        mean = sum(o.features.get(name, 0.0) * o.visits for o in others if o.features) / weight
        if value - mean > best_gain:
            best, best_gain = name, value - mean
    return best, best_gain


def ranked(choices: list[Choice], first: Action) -> list[Choice]:
    """The tried moves, each once: `first` (Hard's pick, tried or not),
    then the others by their chance to win.

    >>> low, high = Choice(Action("a"), 5, 0.2), Choice(Action("b"), 9, 0.6)
    >>> [c.action.kind for c in ranked([low, high, low], Action("a"))]
    ['a', 'b']
    """
    distinct: dict[Action, Choice] = {}
    for choice in choices:
        if (choice.visits or choice.action == first) and choice.action not in distinct:
            distinct[choice.action] = choice
    rest = sorted((c for a, c in distinct.items() if a != first), key=lambda c: c.win_chance, reverse=True)
    return ([distinct[first]] if first in distinct else []) + rest


def suggest(rules: Rules, state: GameState, seat: int, budget: float, rng: random.Random,
            clock: Callable[[], float] = time.perf_counter) -> list[Suggestion]:
    """Hard's move for `seat` in the true `state` (the very bot, on a
    world dealt from that seat's view), then the next best moves its
    search found."""
    guess = rules.determinize(state, seat, rng)
    hard = hard_bot(rules.id, budget, clock)
    first = hard.choose(rules, guess, seat, rng)
    tried = ranked(hard.last.choices, first)
    suggestions = []
    for choice in tried[:SHOWN]:
        feature, gain = reason(choice, [c for c in tried if c is not choice])
        suggestions.append(Suggestion(choice.action, choice.win_chance, feature, gain))
    return suggestions
