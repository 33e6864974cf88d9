"""Dragon & Lyre: what the Hard search (game/ai/ismcts.py) needs of this title.

A rollout plays to the end of the next round with a cheap greedy policy (the
best capture by the Normal bot's curve, the prophet only on a sweeping
beast or in the final round, else recall); the position is then judged by
each seat's captures on that curve (points plus the promise of sets and
territory runs), the heroes it can still send, and an unused prophet
while there is a round to use it in.
"""
from __future__ import annotations

import random

from game.ai.ismcts import softmax_chances
from game.core import Action, Rules

from . import data
from .ai import gain, potential
from .rules import LyreState, score

HORIZON = 2
ROLLOUT_STEPS = 80
HERO = 0.6          # a hero in hand, in points
PROPHET = 3.0       # an unused prophet before the game's end
SPREAD = 3.0        # a lead of this many points makes a win e times likelier


def progress(state: LyreState) -> int:
    return state.round


def features(state: LyreState, seat: int) -> dict[str, float]:
    return {"points": score(state.captured[seat]), "promise": round(potential(state.captured[seat]), 1),
            "heroes": len(state.hands[seat]), "prophet": 0 if state.prophet_used[seat] else 1}


def standing(state: LyreState, seat: int) -> float:
    value = potential(state.captured[seat]) + HERO * len(state.hands[seat])
    if not state.prophet_used[seat]:
        value += PROPHET
    return value


def win_chances(state: LyreState) -> list[float]:
    return softmax_chances([standing(state, s) for s in range(state.players)], SPREAD)


def rollout_action(rules: Rules, state: LyreState, seat: int, actions: list[Action],
                   rng: random.Random) -> Action:
    """Mostly the capture that adds most to the seat's curve; the prophet
    on a beast that sweeps two cards or more, or anything in the final
    round; else recall; a random action now and then."""
    if rng.random() < 0.1 or actions[0].kind not in ("capture", "prophet", "attack", "recall"):
        return actions[int(rng.random() * len(actions))]
    captured = state.captured[seat]
    best, best_value = None, 0.0
    for action in actions:
        if action.kind == "capture":
            value = gain(captured, [action.card]) + rng.random()
        elif action.kind == "prophet":
            sweep = data.BEAST_SWEEPS.get(action.card)
            swept = [c for c in state.row if sweep and data.KIND_OF[c] == sweep and c != action.card]
            if not state.final_round and len(swept) < 2:
                continue
            value = gain(captured, [action.card, *swept]) + rng.random()
        else:
            continue
        if value > best_value:
            best, best_value = action, value
    if best is not None:
        return best
    recall = [a for a in actions if a.kind == "recall"]
    return recall[0] if recall else actions[int(rng.random() * len(actions))]
