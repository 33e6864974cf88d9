"""Dragon's Lair: what the Hard search (game/ai/ismcts.py) needs of this title.

A rollout plays to the end of the round; the position is then judged by
what each seat has, weighed as Normal-only games showed it wins
(`standings.py`, learned by `python -m game.ai.learn_standings`): chips
(counted twice over, as they are and as their logarithm: a seat with twice
the chips stakes twice the travel money), chests and dragons in hand (it
knows where it will lay them), clues in hand, and chests it laid in the
maze that are still closed.  Each seat count and stretch of the draw pile
has its own weights, so a chip lead counts for less while the pile, and the
100-chip chests in it, is still to come.  A seat that is out cannot win.

The others' sealed votes in a dealt world are cast as Normal would cast
them (`guess_hidden_moves`), not at random.

Hard does not start from Normal but from its guide (`guide.HardGuide`):
Normal's play that reads a rival's chest from its open travel money,
rides along with it, takes it or goes home from it.  The guide is Hard's
favourite move and plays every seat of the rollouts.
"""
from __future__ import annotations

import math
import random

from game.core import Action
from game.ai.ismcts import TitleSearch, softmax_chances

from . import data
from .ai import NormalBot
from .rules import COMMIT, PLACE, RULES, VOTE, LairState
from .standings import FEATURES, WEIGHTS

HORIZON = 1
ROLLOUT_STEPS = 120
GUIDED = 1.0        # the guide plays every seat in the rollouts
TREE_DEPTH = 1      # a flat search of the move at hand, on paired samples

#: The features a seat's standing weighs (in tens of chips where they are chips).
FEATURE_NAMES = ("chips", "log_chips", "travel", "chests_in_hand", "dragons_in_hand", "clues_in_hand",
                 "chests_laid")
#: Cards left in the draw pile where one stretch of weights ends and the next begins.
PILE_STRETCHES = (3, 6, 10, 15, 20, 30, 40, 55, 70)


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


def hint_features(state: LairState, seat: int) -> dict[str, float]:
    """What a hint explains a move by: chips (travel money included) and hand cards."""
    return {"chips": state.chips[seat] + state.travel[seat], "cards": len(state.hands[seat])}


def seat_features(state: LairState, seat: int) -> list[float]:
    """The seat's `FEATURE_NAMES`, in that order."""
    hand = state.hands[seat]
    laid = sum(data.treasure_value(card) for card, up, placer in zip(state.maze, state.face_up, state.known_by)
               if placer == seat and not up and data.is_treasure(card))
    return [state.chips[seat] / 10,
            math.log1p(state.chips[seat]),
            state.travel[seat] / 10,
            sum(data.treasure_value(card) for card in hand if data.is_treasure(card)) / 10,
            sum(data.is_dragon(card) for card in hand),
            sum(data.is_clue(card) for card in hand),
            laid / 10]


def features(state: LairState) -> list[list[float]]:
    """Every seat's features (the learner's and the evaluation's)."""
    return [seat_features(state, seat) for seat in range(state.players)]


def phase(state: LairState) -> tuple:
    """Whose weights judge the position: the seat count, whether the round
    is still at its start (where rollouts stop: nothing staked yet) and
    the stretch of the draw pile."""
    pile = len(state.draw_pile)
    moment = "start" if state.phase == PLACE else "in a round"
    return (state.players, moment, sum(pile >= edge for edge in PILE_STRETCHES))


def win_chances(state: LairState) -> list[float]:
    """Each seat's chance from its standing (its features weighed by the
    learned weights); a seat that is out has none."""
    weights = WEIGHTS[phase(state)]
    standings = [sum(w * x for w, x in zip(weights, seat_features(state, seat))) if state.in_game[seat]
                 else -math.inf for seat in range(state.players)]
    return softmax_chances(standings, 1.0)


_NORMAL = NormalBot()


def guess_hidden_moves(world: LairState, seat: int) -> None:
    """The other explorers who have voted vote as Normal would from what
    each sees in this world (`determinize` guesses sealed votes at random)."""
    if world.phase != VOTE:
        return
    unused = random.Random(0)   # Normal's vote draws no chance
    for other, vote in enumerate(world.votes):
        if other != seat and vote is not None:
            world.votes[other] = None
            world.votes[other] = _NORMAL.choose(RULES, world, other, unused).kind


#: Hard's plug-in for this title (see `TitleSearch`).
SEARCH = TitleSearch(
    win_chances=win_chances,
    progress=progress,
    horizon=HORIZON,
    rollout_steps=ROLLOUT_STEPS,
    features=hint_features,
    guided=GUIDED,
    tree_depth=TREE_DEPTH,
    candidates=candidates,
    guess_hidden_moves=guess_hidden_moves)
