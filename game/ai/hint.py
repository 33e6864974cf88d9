"""Hints: what the Hard search would do for a seat now, and why.

`suggest` deals worlds from the seat's own view only (`determinize`), runs
the search for `budget` seconds and returns its top moves, each with its
estimated chance to win and the reason in one number: the feature of the
title's evaluation (`features` in `game/<id>/evaluate.py`: gold, points,
cards ...) that this move improves most, on average at the rollouts' end,
compared with the other moves the search looked at.  The wording belongs
to the table (translation key ``table.hint.why.<name>``).
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from game.ai.ismcts import ISMCTS, Choice
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


def suggest(rules: Rules, state: GameState, seat: int, budget: float, rng: random.Random) -> list[Suggestion]:
    """The search's best moves for `seat` in the true `state`, seen only
    through worlds dealt from that seat's view."""
    guess = rules.determinize(state, seat, rng)
    result = ISMCTS(rules, budget).search(guess, seat, rng)
    tried = [c for c in result.choices if c.visits]
    suggestions = []
    for choice in tried[:SHOWN]:
        feature, gain = reason(choice, [c for c in tried if c is not choice])
        suggestions.append(Suggestion(choice.action, choice.win_chance, feature, gain))
    return suggestions
