"""Rattlebones: what the Hard search (game/ai/ismcts.py) needs of this title.

A rollout plays on for two turns with the Normal bot's habits, cheaply
(roll the best die, put a better face over the weakest one); the
position is then judged by what each seat holds (points, and gold, stars
and stock at their worth in points) plus its dice over the turns left.
A finished game is judged by who won.
"""
from __future__ import annotations

import random

from game.ai.ismcts import final_chances, softmax_chances
from game.core import Action

from . import RULES
from .ai import die_worth, face_worth, holdings, move_worth, turns_left
from .rules import OVER, RattleState

HORIZON = 2
ROLLOUT_STEPS = 40
SECOND_DIE = 0.35
SPREAD = 6.0        # a lead of this many points makes a win e times likelier
#: Hard keeps Normal's move unless another promises two points of win
#: chance more: without this it left Normal's monkey moves for staying put
#: in most move decisions, on "sure" gains of 0.3-1 %, an artefact of an
#: evaluation that does not see where a monkey stands.
MIN_GAIN = 0.02


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
    """The Normal bot's habits, cheaply: roll the best die, move a monkey,
    put a new face over the die's weakest face when it is worth more, sell
    every star it may; anything else at random."""
    phase = state.phase
    if phase == "choose_dice":
        takes = [a for a in actions if a.kind == "take"]
        if state.chosen or not takes:
            return next((a for a in actions if a.kind == "roll"), actions[0])
        move = move_worth(state)
        return max(takes, key=lambda a: die_worth(state, seat, state.dice[seat][a.die], move))
    if phase in ("replace", "plus_one"):
        return _new_face(state, seat, actions)
    if phase == "sell":
        return actions[-2]          # the most stars (the last action declines)
    useful = [a for a in actions if a.kind != "stay"]
    pool = useful or actions
    return pool[int(rng.random() * len(pool))]


def _new_face(state: RattleState, seat: int, actions: list[Action]) -> Action:
    die = state.dice[seat][state.current]
    move = move_worth(state)
    upgrades = [a for a in actions if a.kind == "upgrade"]
    if upgrades:
        return upgrades[0]
    offered = "p1" if state.phase == "plus_one" else state.tiles[state.space]
    places = [a for a in actions if a.kind == "replace"]
    if not places:
        return actions[-1]
    weakest = min(places, key=lambda a: face_worth(state, seat, die, a.face, move))
    gain = _offered_worth(state, seat, offered, move) - face_worth(state, seat, die, weakest.face, move)
    return weakest if gain > 0 else actions[-1]


def _offered_worth(state: RattleState, seat: int, face: str, move: float) -> float:
    """What the offered face is worth on a die (an arrow: about a number)."""
    if face == "arrow":
        return move
    return face_worth(state, seat, [face], 0, move)
