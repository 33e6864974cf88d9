"""Dragon & Lyre: what the Hard search (game/ai/ismcts.py) needs of this title.

A rollout plays to the end of the round; the position is then judged by
each seat's captures on the Normal bot's curve (points plus the promise of
sets and territory runs), the heroes it can still send, and an unused
prophet while there is a round to use it in.
"""
from __future__ import annotations

from game.ai.ismcts import softmax_chances

from .ai import potential
from .rules import LyreState

HORIZON = 1
ROLLOUT_STEPS = 80
HERO = 0.6          # a hero in hand, in points
PROPHET = 3.0       # an unused prophet before the game's end
SPREAD = 6.0        # a lead of this many points makes a win e times likelier


def progress(state: LyreState) -> int:
    return state.round


def standing(state: LyreState, seat: int) -> float:
    value = potential(state.captured[seat]) + HERO * len(state.hands[seat])
    if not state.prophet_used[seat]:
        value += PROPHET
    return value


def win_chances(state: LyreState) -> list[float]:
    return softmax_chances([standing(state, s) for s in range(state.players)], SPREAD)
