"""FROZEN reference bot `normal-v1` (measurement only): the Normal bot as it
was on 2026-12-03, before issue 32's pass (it rolled one die a turn and
built no gold).  Kept unchanged so that
`python -m game.arena --game rattlebones --bots normal,normal-v1,normal-v1,normal-v1`
measures progress against it.  Never edit it; players never meet it
(make_bot's levels are easy/normal/hard).

Rattlebones Normal bot: builds its dice with a plan.

- Values a die by what its faces bring per roll (points, gold, stars,
  stock, the train, 1234 at its rank, thieving from who has loot, moves
  while there are faces still worth taking) and a set of dice by its best
  die first: one die rolls free, the others only for gold.  So it stacks
  its best faces on one die and fills the others when gold comes in.
- Moves monkeys and replaces faces by looking ahead through its own
  choices of the move (which monkey, how far, which face, or declining)
  and keeping the line that leaves its table worth most.
- Pays gold for an extra die when that die is worth more than the gold;
  sells stars on START (3/7/11/15 beats holding them); the thief takes
  what hurts most; 1234 before its other points; Double on the richest die.
"""
from __future__ import annotations

import random
import time

from game.ai import BUDGETS
from game.core import Action

from . import data
from .rules import (AGAIN, AIM, CHOOSE, DISTANCE, MOVE, OVER, PLUS_ONE, REPLACE, RESOLVE, SELL,
                    RattlebonesRules, RattleState, effective_face, effective_faces, rank_points, stock_left)

#: What one gold, star and stock ticket in hand are worth, in points.
GOLD = 1.3
STAR = 2.6
#: A star beyond the four a sale on START takes at once is worth less.
SPARE_STAR = 1.5
STOCK = 2.3
#: Expected points of the gamble die (2–5 on four faces, a move on one).
GAMBLE = 14 / 6 + 0.3
#: A Double gains again what another die gave: worth this with gold to pay
#: for a second die, nothing without (the one die rolls alone).
DOUBLE = 1.6
#: The second and third die's share of a set's worth (they roll for gold only).
SECOND_DIE, THIRD_DIE = 0.35, 0.12
#: Points a seat gains per turn, roughly: how many turns are left.
POINTS_PER_TURN = 4.5
#: A move is worth at most this share of the best face a landing can
#: still put on a die: on a track of poor tiles, a number that only walks
#: the monkey from one to the next is worth less than the tile's face.
MOVE_OF_BEST_OFFER = 0.75
#: Weight of the others' holdings against our own.
RIVALS = 0.5
#: The choices of one move the bot looks ahead through.
LOOKAHEAD_PHASES = (MOVE, DISTANCE, REPLACE, PLUS_ONE, SELL)
#: Share of the Normal budget the look-ahead may use; past it, the lines
#: not yet examined are judged where they stand.  Counted in the thinking
#: thread's CPU time: a busy machine must not make Normal play another
#: move (a seeded game replays the same, and the arena measures Hard
#: against the same Normal on a crowded machine as on a quiet one).
LOOKAHEAD_SHARE = 0.5


def leading_score(state: RattleState, seat: int | None = None) -> int:
    """The best score; given `seat`, the best among the others (our own
    points must not make our dice look worth less)."""
    return max(s for i, s in enumerate(state.scores) if i != seat)


def turns_left(state: RattleState, seat: int | None = None) -> float:
    """Turns still to come, roughly, from how far the lead is from the marker."""
    return max(1.0, (state.marker - leading_score(state, seat)) / POINTS_PER_TURN)


def move_worth(state: RattleState, seat: int | None = None) -> float:
    """A move is worth the faces it can still bring: much early, little late."""
    progress = leading_score(state, seat) / max(1, state.marker)
    return 0.4 + 2.2 * max(0.0, 1.0 - 1.4 * progress)


def die_worth(state: RattleState, seat: int, die: list, move: float) -> float:
    """Expected worth of one roll of `die`."""
    return FaceWorths(state, seat, move).of_die(die)


class FaceWorths(dict):
    """What each face brings `seat` per roll at this table, worked out the
    first time it is asked for: a face's worth depends on the table (a
    move's worth, the seat's stars, who has loot), not on the die.  A move
    is worth `move`, or less on a track whose tiles offer little (see
    `best_offer`)."""

    __slots__ = ("state", "seat", "move")

    def __init__(self, state: RattleState, seat: int, move: float) -> None:
        super().__init__()
        self.state, self.seat = state, seat
        self.move = min(move, MOVE_OF_BEST_OFFER * best_offer(state, seat))

    @classmethod
    def at_table(cls, state: RattleState, seat: int) -> "FaceWorths":
        """The worths with a move valued by the table's lead (`move_worth`)."""
        return cls(state, seat, move_worth(state))

    def __missing__(self, face: str | None) -> float:
        worth = self[face] = _worth_of_face(self.state, self.seat, face, self.move)
        return worth

    def of_die(self, die: list) -> float:
        """Expected worth of one roll of `die`."""
        return sum(self[face] for face in effective_faces(die)) / data.FACES_PER_DIE


def best_offer(state: RattleState, seat: int) -> float:
    """The most a landing can still put on one of `seat`'s dice, per roll:
    the best face that a tile on the track offers from its supply (the
    +1 tile a point), moves aside (a move is worth what it lands on)."""
    supply, offers = state.supply, [0.0]
    for tile in state.tiles:
        if tile == data.PLUS_ONE:
            offers.append(1.0)
        elif tile != data.START and tile not in data.MOVES and supply[tile]:
            offers.append(_worth_of_face(state, seat, tile, 0.0))
    return max(offers)


def _worth_of_face(state: RattleState, seat: int, face: str | None, move: float) -> float:
    if face is None or face == "roll_again":
        return 1.0 if face else 0.0
    if face[0] == "p":
        return data.points_of(face)
    if face in data.MOVES:
        return move * (1.3 if face == "nine_pip" else 0.6 if face == data.RINGMASTER else 1.0)
    if face == "gold":
        return GOLD
    if face == "star":
        return STAR if state.stars[seat] < max(data.STAR_SALE) else SPARE_STAR
    if face == "stock":
        return STOCK + (1.0 if stock_left(state) <= 2 else 0.0)
    if face == "train":
        return 3.5
    if face == "rank":
        return rank_points(state.scores, seat)
    if face == "thief":
        return sum(1.8 for s in range(state.players) if s != seat
                   and (state.gold[s] or state.stars[s] or state.stock[s]))
    if face == "double":
        return DOUBLE if state.gold[seat] else 0.0
    if face == "gamble":
        return GAMBLE
    return 0.0


def loot_worth(state: RattleState, seat: int, item: str) -> float:
    """What one more (or one fewer) star, gold or stock ticket is worth to `seat`."""
    if item == "star":
        return STAR if state.stars[seat] < max(data.STAR_SALE) else SPARE_STAR
    return GOLD if item == "gold" else STOCK


def holdings(state: RattleState, seat: int) -> float:
    stars = state.stars[seat]
    most_sold = max(data.STAR_SALE)
    return (state.scores[seat] + GOLD * state.gold[seat] + STOCK * state.stock[seat]
            + STAR * min(stars, most_sold) + SPARE_STAR * max(0, stars - most_sold))


def value(state: RattleState, seat: int) -> float:
    """How good the table is for `seat`: its holdings, its dice over the
    turns left, against a share of the others' holdings."""
    if state.phase == OVER:
        best = max(state.scores)
        return 1000.0 if state.scores[seat] == best else -1000.0
    worths = FaceWorths(state, seat, move_worth(state, seat))
    dice = sorted((worths.of_die(die) for die in state.dice[seat]), reverse=True)
    dice_value = dice[0] + SECOND_DIE * dice[1] + THIRD_DIE * dice[2]
    others = [holdings(state, s) for s in range(state.players) if s != seat]
    return holdings(state, seat) + turns_left(state, seat) * dice_value - RIVALS * max(others)


class NormalBot:
    level = "normal"

    def choose(self, rules: RattlebonesRules, state: RattleState, seat: int, rng: random.Random) -> Action:
        legal = rules.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        phase = state.phase
        if phase == CHOOSE:
            return self._choose_dice(state, seat, legal)
        if phase == AGAIN:
            worths = FaceWorths.at_table(state, seat)
            return max(legal, key=lambda a: worths.of_die(state.dice[seat][a.die]))
        if phase == RESOLVE:
            return min(legal, key=lambda a: _RESOLVE_ORDER.get(
                effective_face(state.dice[seat][a.die], state.showing[a.die]) or "", 3))
        if phase == AIM:
            die = state.dice[seat][state.current]
            worths, faces = FaceWorths.at_table(state, seat), effective_faces(die)
            return max(legal, key=lambda a: worths[faces[a.toward]] if not data.is_arrow(die[a.toward]) else -1.0)
        self.deadline = time.thread_time() + LOOKAHEAD_SHARE * BUDGETS["normal"]
        return max(legal, key=lambda a: self._look_ahead(rules, state, seat, a))

    @staticmethod
    def _choose_dice(state: RattleState, seat: int, legal: list[Action]) -> Action:
        """The best die first; another for 1 gold if it is worth more than
        the gold."""
        worths = FaceWorths.at_table(state, seat)
        worth = {a: worths.of_die(state.dice[seat][a.die]) for a in legal if a.kind == "take"}
        if not state.chosen:
            return max(worth, key=worth.get)
        best = max(worth, key=worth.get, default=None)
        if best is not None and worth[best] > GOLD:
            return best
        return Action("roll")

    def _look_ahead(self, rules: RattlebonesRules, state: RattleState, seat: int, action: Action,
                    depth: int = 3) -> float:
        """The best value reachable through our own choices of this move."""
        world = state.clone(with_rng=False)
        # Our own choices roll nothing but a last die that resolves itself (a
        # rare gamble): the lines share the imagined future's one generator
        # rather than each copying its state (half of what a clone cost).
        world.rng = state.rng
        rules.apply(world, seat, action)
        if depth == 0 or world.phase == OVER or world.seat != seat or world.phase not in LOOKAHEAD_PHASES + (AIM,) \
                or time.thread_time() > self.deadline:
            return value(world, seat)
        if world.phase == AIM:
            return self._look_ahead(rules, world, seat, self.choose(rules, world, seat, random.Random(0)), 0)
        return max(self._look_ahead(rules, world, seat, a, depth - 1) for a in rules.legal_actions(world, seat))


#: Resolving order: 1234 before the points that would lower its rank,
#: the thief before the others hide nothing, moves after the gains, and
#: Double last, once the other dice have given what it doubles.
_RESOLVE_ORDER = {"rank": 0, "thief": 1, "p1": 2, "p2": 2, "p3": 2, "p4": 2, "p5": 2, "gold": 2, "star": 2,
                  "stock": 2, "train": 2, "gamble": 4, "double": 5}
