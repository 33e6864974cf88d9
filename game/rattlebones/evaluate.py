"""Rattlebones: what the Hard search (game/ai/ismcts.py) needs of this title.

A rollout plays on for two turns with the Normal bot's cheap habits (roll
the best die, take every face a tile offers over the weakest face); the
position is then judged by what each seat holds (points, and gold, stars
and stock at their worth in points) plus its dice over the turns left.
A finished game is judged by who won.
"""
from __future__ import annotations

import random

from game.ai.ismcts import final_chances, softmax_chances
from game.core import Action

from . import RULES
from .ai import die_worth, holdings, move_worth, turns_left
from .rules import OVER, RattleState

HORIZON = 2
ROLLOUT_STEPS = 40
SECOND_DIE = 0.35
SPREAD = 6.0        # a lead of this many points makes a win e times likelier


def progress(state: RattleState) -> int:
    return state.turn


def dice_worth(state: RattleState, seat: int) -> float:
    move = move_worth(state)
    worths = sorted((die_worth(state, seat, die, move) for die in state.dice[seat]), reverse=True)
    return worths[0] + SECOND_DIE * worths[1]


def features(state: RattleState, seat: int) -> dict[str, float]:
    return {"points": state.scores[seat], "gold": state.gold[seat], "stars": state.stars[seat],
            "stock": state.stock[seat], "dice": round(dice_worth(state, seat), 2)}


def standing(state: RattleState, seat: int) -> float:
    return holdings(state, seat) + turns_left(state) * dice_worth(state, seat)


def win_chances(state: RattleState) -> list[float]:
    if state.phase == OVER:
        return final_chances(RULES, state)
    return softmax_chances([standing(state, s) for s in range(state.players)], SPREAD)


def rollout_action(rules, state: RattleState, seat: int, actions: list[Action], rng: random.Random) -> Action:
    """Roll at once, move a monkey rather than stay, take a face rather
    than keep the die, sell stars; otherwise any legal action."""
    useful = [a for a in actions if a.kind not in ("stay", "decline")]
    pool = useful or actions
    for kind in ("roll", "sell"):
        for action in pool:
            if action.kind == kind:
                return action
    return pool[int(rng.random() * len(pool))]
