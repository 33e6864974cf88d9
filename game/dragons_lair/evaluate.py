"""Dragon's Lair: what the Hard search (game/ai/ismcts.py) needs of this title.

A rollout plays to the end of the round; the position is then judged by
chips (the travel money still out comes back unless a dragon takes it, so
it counts at most of its worth) and a little for the hand cards, which
steer later mazes.  A chip lead counts for less while much of the draw
pile, and the 100-chip chests in it, is still to come (`spread`).
"""
from __future__ import annotations

import math

from game.core import Action
from game.ai.ismcts import TitleSearch, softmax_chances

from .rules import COMMIT, LairState

HORIZON = 1
ROLLOUT_STEPS = 120
GUIDED = 1.0        # the Normal bot plays every seat in the rollouts
TREE_DEPTH = 1      # a flat search of the move at hand, on paired samples
TRAVEL = 0.8        # travel money still out: usually comes back
HAND_CARD = 1.0     # a card in hand, in chips
SPREAD_AT_END = 8.0         # a lead of this many chips in the last round makes a win e times likelier
SPREAD_PER_ROOT_CARD = 4.0  # ... and more with every chest still to come: 8 + 4 * sqrt(pile)


#: Travel money worth trying besides Normal's, the table's highest
#: commitment, one more (to lead), half and all of one's chips.
COMMIT_SPREAD = (1, 2, 3, 4, 6, 8, 10, 13, 16, 20, 25, 30)


def candidates(state: LairState, seat: int, actions: list[Action]) -> list[Action]:
    """Every move, except travel money: a spread of amounts, not each one."""
    if state.phase != COMMIT:
        return actions
    chips = state.chips[seat]
    highest = max((c for c in state.commitments if c is not None), default=0)
    wanted = {*COMMIT_SPREAD, highest, highest + 1, chips // 2, chips}
    return [a for a in actions if a.amount in wanted]


def progress(state: LairState) -> int:
    return state.round


def features(state: LairState, seat: int) -> dict[str, float]:
    return {"chips": state.chips[seat] + state.travel[seat], "cards": len(state.hands[seat])}


def standing(state: LairState, seat: int) -> float:
    if not state.in_game[seat]:
        return -1000.0 + state.eliminated_round[seat]
    return state.chips[seat] + TRAVEL * state.travel[seat] + HAND_CARD * len(state.hands[seat])


def spread(state: LairState) -> float:
    """A lead counts for less while many cards (100-chip chests among them)
    are still to come from the draw pile."""
    return SPREAD_AT_END + SPREAD_PER_ROOT_CARD * math.sqrt(len(state.draw_pile))


def win_chances(state: LairState) -> list[float]:
    return softmax_chances([standing(state, s) for s in range(state.players)], spread(state))


#: Hard's plug-in for this title (see `TitleSearch`).
SEARCH = TitleSearch(
    win_chances=win_chances,
    progress=progress,
    horizon=HORIZON,
    rollout_steps=ROLLOUT_STEPS,
    features=features,
    guided=GUIDED,
    tree_depth=TREE_DEPTH,
    candidates=candidates)
