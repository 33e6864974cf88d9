"""Rattlebones Normal bot: builds its best die, and weighs where its
monkeys stand.

A turn rolls one die free and each further die for a gold, so a seat's
dice are worth its best die every turn (`engine`), its gold and Roll
Again faces counted as the next die they bring along.  From that:

- A gold is worth a roll of the die it pays for (the seat's next die, at
  least a move): mostly less than the face it would cover on the best
  die, so gold comes from the track's Gold tile and thieves, and is spent
  at once on the next die (it buys nothing else, and a thief takes what
  is hoarded).  A Roll Again face brings the next die along free and
  rolls its own again.
- Moves monkeys and replaces faces by looking ahead through its own
  choices of the move (which monkey, how far, which face, or declining)
  and keeping the line that leaves its table worth most: its holdings,
  its dice and what its monkeys' places promise them (`reach`).
- Sells stars on START (3/7/11/15 beats holding them); the thief takes
  what hurts most; 1234 before its other points; Double on the richest die.
"""
from __future__ import annotations

import random
import threading
import time
from typing import Callable

from game.ai import BUDGETS
from game.core import Action

from . import data
from .rules import (AGAIN, AIM, CHOOSE, DISTANCE, MOVE, OVER, PLUS_ONE, REPLACE, RESOLVE, SELL,
                    RattlebonesRules, RattleState, _replaceable, effective_face, effective_faces, rank_points,
                    star_sale, stock_left)

#: What one gold, star and stock ticket in hand are worth, in points (a
#: gold's worth to a seat is a roll of the die it pays for: `FaceWorths`;
#: GOLD is what the track's offers and the others' gold are judged by).
GOLD = 1.3
#: A gold held beyond what the turns left can spend (two dice a turn) is
#: worth this: a tie-break, and loot for a thief.
IDLE_GOLD = 0.3
STAR = 2.6
#: A star beyond the four a sale on START takes at once is worth less.
SPARE_STAR = 1.5
STOCK = 2.3
#: What a thief's face takes from each seat with loot, in points: the
#: loot's worth to the thief.
THIEF = 1.8
#: Expected points of the gamble die (2–5 on four faces, a move on one).
GAMBLE = 14 / 6 + 0.3
#: A Double gains again what another die gave: worth this when a second
#: die rolls with it, as often as the gold held pays for one over the turns
#: left; rolled alone it gives nothing.  (Worth 1.6 with any gold at all,
#: it went onto dice that then rolled alone: one gold is one turn.)
DOUBLE = 1.6
#: Points a seat gains per turn, roughly: how many turns are left.
POINTS_PER_TURN = 4.5
#: A move is worth at most this share of the best face a landing can
#: still put on a die: on a track of poor tiles, a number that only walks
#: the monkey from one to the next is worth less than the tile's face.
#: (0.75 and a move worth 0.4-2.6 before issue 32; at seven tenths of that
#: Normal takes more faces, and beat three normal-v1 more often.)
MOVE_OF_BEST_OFFER = 0.525
#: Weight of what the monkeys' places promise the best die (`reach`), per
#: turn left: without it Normal moved the monkey that gained most now and
#: left the others where no roll could take them anywhere worth going.
REACH = 1.0
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
    return 0.28 + 1.54 * max(0.0, 1.0 - 1.4 * progress)


def die_worth(state: RattleState, seat: int, die: list, move: float) -> float:
    """Expected worth of one roll of `die`."""
    return FaceWorths(state, seat, move).of_die(die)


class FaceWorths(dict):
    """What each face brings `seat` per roll at this table, worked out the
    first time it is asked for: a face's worth depends on the table (a
    move's worth, the seat's stars and gold, who has loot), not on the
    die.  A move is worth `move`, or less on a track whose tiles offer
    little (`best_offer`).  A gold is worth a roll of the die it pays
    for (`gold_buys`); a Roll Again face brings that die along free and
    rolls its own die again (counted as a roll of the seat's best die)."""

    __slots__ = ("state", "seat", "move", "thief", "_faces", "_rolls", "_plain", "_best", "_landing_gains")

    def __init__(self, state: RattleState, seat: int, move: float) -> None:
        super().__init__()
        self.state, self.seat = state, seat
        self.thief = self.thief_per_victim(state)
        self._faces: dict[tuple, list[float]] = {}
        self._rolls: dict[tuple, float] = {}
        self._plain: dict[tuple, float] = {}
        self._best: tuple | None = None
        self._landing_gains: dict[tuple, float] = {}
        self.move = min(move, MOVE_OF_BEST_OFFER * self.best_offer())

    @classmethod
    def at_table(cls, state: RattleState, seat: int) -> "FaceWorths":
        """The worths with a move valued by the table's lead (`move_worth`).
        A table met again (the next decision of a turn, a play-out of the
        same world for another move) gets the worths already worked out:
        they depend on nothing but what `table_key` holds."""
        tables = _tables.worths
        key = table_key(state, seat, cls)
        worths = tables.get(key)
        if worths is None:
            if len(tables) >= TABLES_KEPT:
                tables.clear()
            worths = tables[key] = cls(state, seat, move_worth(state))
        else:
            worths.state = state        # the same table; faces still to work out read this one
        return worths

    @staticmethod
    def thief_per_victim(state: RattleState) -> float:
        """What a thief's face brings per seat it can rob: what the thief gains."""
        return THIEF

    def __missing__(self, face: str | None) -> float:
        if face == "gold":
            worth = self.gold_buys()
        elif face == "roll_again":
            worth = self["gold"] + self.plain(max(self.state.dice[self.seat], key=self.plain))
        elif face in data.MOVES:
            worth = self.move * (1.3 if face == "nine_pip" else 0.6 if face == data.RINGMASTER else 1.0)
        else:
            worth = _worth_of_face(self.state, self.seat, face, self.thief)
        self[face] = worth
        return worth

    def best_offer(self) -> float:
        """The most a landing can still put on one of the seat's dice, per
        roll: the best face that a tile on the track offers from its supply
        (the +1 tile a point), moves aside (a move is worth what it lands
        on), a gold at GOLD and a Roll Again face at a point."""
        state, offers = self.state, [0.0]
        for tile in state.tiles:
            if tile == data.PLUS_ONE:
                offers.append(1.0)
            elif tile != data.START and tile not in data.MOVES and state.supply[tile]:
                offers.append(_worth_of_face(state, self.seat, tile, self.thief) if tile in _FUEL else self[tile])
        return max(offers)

    def best_die(self) -> tuple:
        """The seat's best die (a copy: these worths serve every table with
        the same `table_key`, and a play-out puts new faces on its dice),
        the steps of its move faces, and what landing on each space brings
        it, each space worked out the first time it is asked for (START:
        no lasting gain)."""
        best = self._best
        if best is None:
            die = tuple(max(self.state.dice[self.seat], key=self.of_die))
            steps = [data.MOVES[face] for face in effective_faces(die) if face in data.MOVES]
            best = self._best = (die, steps, [0.0] + [None] * (data.SPACES - 1))
        return best

    def best_die_gain(self, space: int) -> float:
        """What landing on `space` brings the seat's best die (`landing_gain_at`)."""
        die, _, gains = self.best_die()
        gain = gains[space]
        if gain is None:
            gain = gains[space] = landing_gain_at(self, die, space)
        return gain

    def reach(self, monkeys: list[int]) -> float:
        """`reach` with the monkeys on `monkeys`: weighing a move asks it
        of many places of the monkeys at the same table."""
        _, steps, _ = self.best_die()
        gain, total = self.best_die_gain, 0.0
        for step in steps:
            if step is None:                        # a 9-Pip reaches every space
                total += max(map(gain, range(data.SPACES)))
            else:
                total += max(gain((m + step) % data.SPACES) for m in monkeys)
        return total / (data.FACES_PER_DIE * data.FACES_PER_DIE)

    def landing_gain(self, die: list, space: int) -> float:
        """What landing on `space` brings `die` (`landing_gain_at`)."""
        key = (*die, space)
        gain = self._landing_gains.get(key)
        if gain is None:
            gain = self._landing_gains[key] = landing_gain_at(self, die, space)
        return gain

    def of_faces(self, die: list) -> list[float]:
        """What each of `die`'s faces brings, position by position."""
        faces = effective_faces(die)
        worths = self._faces.get(faces)
        if worths is None:
            worths = self._faces[faces] = [self[face] for face in faces]
        return worths

    def of_die(self, die: list) -> float:
        """Expected worth of one roll of `die`."""
        faces = effective_faces(die)
        worth = self._rolls.get(faces)
        if worth is None:
            worth = self._rolls[faces] = sum(self[face] for face in faces) / data.FACES_PER_DIE
        return worth

    def plain(self, die: list) -> float:
        """A roll of `die` counting its gold and Roll Again faces as
        nothing: what the die itself brings when gold pays for it."""
        faces = effective_faces(die)
        worth = self._plain.get(faces)
        if worth is None:
            worth = self._plain[faces] = sum(self[face] for face in faces if face not in _FUEL) / data.FACES_PER_DIE
        return worth

    def gold_buys(self) -> float:
        """What one more gold is worth: a roll of the die it would pay for,
        the seat's second die (its third once the gold held already pays
        for the second every turn left), at least a move; or IDLE_GOLD
        when the gold held pays for every die every turn left."""
        state, seat = self.state, self.seat
        ranked = sorted((self.plain(die) for die in state.dice[seat]), reverse=True)
        spare = int(state.gold[seat] / turns_left(state, seat))
        if spare >= data.DICE_PER_SEAT - 1:
            return IDLE_GOLD
        return max(ranked[1 + spare], self.move)


def table_key(state: RattleState, seat: int, worths_type: type) -> tuple:
    """Everything a seat's face worths at a table are worked out from: the
    scores and the marker (what a move is worth, the turns left, 1234),
    everyone's gold, stars and stock (what a thief takes, the stock
    left), which of the track's tiles still offer a face, and the seat's
    own dice."""
    supply = state.supply
    return (worths_type, seat, state.marker, *state.tiles, *state.scores, *state.gold, *state.stars, *state.stock,
            *[tile in supply and supply[tile] > 0 for tile in state.tiles], *map(tuple, state.dice[seat]))


class _Tables(threading.local):
    """Each thinking thread's worths of the tables it met last (`FaceWorths.at_table`)."""

    def __init__(self) -> None:
        self.worths: dict[tuple, FaceWorths] = {}


_tables = _Tables()
TABLES_KEPT = 256


#: Faces that roll more dice rather than bring something themselves.
_FUEL = ("gold", "roll_again")


def engine(worths: FaceWorths) -> float:
    """What the seat's dice bring per turn: a roll of its best die, whose
    gold and Roll Again faces count the rolls of the next die they bring,
    and the other dice as often as a Roll Again or a stolen gold brings
    them along unplanned (OTHER_DICE)."""
    best, *others = sorted((worths.of_die(die) for die in worths.state.dice[worths.seat]), reverse=True)
    return best + OTHER_DICE * sum(others)


#: How often a die other than the best rolls unplanned, per turn, roughly.
#: Counted at nothing, the faces a Roll Again's die took were put anywhere
#: (a Double over a 2 on a die without gold).
OTHER_DICE = 0.1


def _worth_of_face(state: RattleState, seat: int, face: str | None, thief: float) -> float:
    """What a face other than a move brings `seat` per roll, a gold at
    GOLD, a Roll Again face at a point and a thief's face at `thief` a
    seat it can rob."""
    if face is None or face == "roll_again":
        return 1.0 if face else 0.0
    if face[0] == "p":
        return data.points_of(face)
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
        return sum(thief for s in range(state.players) if s != seat
                   and (state.gold[s] or state.stars[s] or state.stock[s]))
    if face == "double":
        return DOUBLE * min(1.0, state.gold[seat] / turns_left(state, seat))
    if face == "gamble":
        return GAMBLE
    return 0.0


def reach(state: RattleState, seat: int, worths: FaceWorths | None = None, monkeys: list[int] | None = None) -> float:
    """What the seat's monkeys promise its best die per turn: each of the
    die's moves takes the monkey that gains most (or none) onto the tile
    whose face improves the die most (`landing_gain_at`; a sale on START
    is no lasting gain).  A move comes up a sixth of the rolls, and a new
    face is a sixth of the die's worth.  Where the monkeys stand is what
    the dice alone miss: monkeys two spaces before the Train promise more
    than monkeys just past it.  `monkeys`: other places to weigh than
    where they stand."""
    worths = FaceWorths.at_table(state, seat) if worths is None else worths
    return worths.reach(state.monkeys[seat] if monkeys is None else monkeys)


def landing_gain_at(worths: FaceWorths, die: list, space: int) -> float:
    """What landing on `space` brings `die`: the offered face over its
    weakest, a sale of stars on START (`FaceWorths.landing_gain` keeps
    what it worked out for a table)."""
    state, seat = worths.state, worths.seat
    tile = state.tiles[space]
    if tile == data.START:
        stars = min(state.stars[seat], max(data.STAR_SALE))
        return star_sale(stars) - STAR * stars if stars else 0.0
    if tile == data.PLUS_ONE:
        offered, places = "p1", [p for p in range(1, data.FACES_PER_DIE) if not data.points_of(die[p])]
    elif state.supply[tile]:
        offered, places = tile, _replaceable(die, tile)
    else:
        return 0.0
    return max(0.0, best_place(worths, die, offered, places)[0])


def best_place(worths: FaceWorths, die: list, offered: str, places: list[int]) -> tuple[float, int]:
    """Where the offered face improves the die most, and by how much per
    face: over the weakest face, or for an arrow, the face whose
    neighbours hold the best face to point at.  Nowhere to put it: a loss."""
    if not places:
        return -1.0, -1
    worth = worths.of_faces(die)
    if offered == "arrow":
        gains = {p: max(worth[q] for q in data.ADJACENT[p]) - worth[p] for p in places}
    else:
        new = worths[offered]
        gains = {p: new - worth[p] for p in places}
    place = max(gains, key=gains.get)     # the first of equals, as Normal
    return gains[place], place


def new_face(state: RattleState, seat: int, actions: list[Action],
             worths_type: type[FaceWorths] = FaceWorths) -> Action:
    """A landing's face at a glance: an upgrade of a point face, else the
    offered face where it improves the die most (`best_place`), else decline."""
    upgrades = [a for a in actions if a.kind == "upgrade"]
    if upgrades:
        return upgrades[0]
    offered = "p1" if state.phase == PLUS_ONE else state.tiles[state.space]
    places = [a.face for a in actions if a.kind == "replace"]
    gain, place = best_place(worths_type.at_table(state, seat), state.dice[seat][state.current], offered, places)
    return _REPLACE_AT[place] if gain >= 0 else actions[-1]


_REPLACE_AT = {p: Action("replace", face=p) for p in range(data.FACES_PER_DIE)}


def loot_worth(state: RattleState, seat: int, item: str) -> float:
    """What one more (or one fewer) star, gold or stock ticket is worth to `seat`."""
    if item == "star":
        return STAR if state.stars[seat] < max(data.STAR_SALE) else SPARE_STAR
    return GOLD if item == "gold" else STOCK


def holdings(state: RattleState, seat: int, gold: float = GOLD) -> float:
    """Points, and gold (at `gold` each), stock and stars at their worth in points."""
    stars = state.stars[seat]
    most_sold = max(data.STAR_SALE)
    return (state.scores[seat] + gold * state.gold[seat] + STOCK * state.stock[seat]
            + STAR * min(stars, most_sold) + SPARE_STAR * max(0, stars - most_sold))


def value(state: RattleState, seat: int, worths_type: type[FaceWorths] = FaceWorths) -> float:
    """How good the table is for `seat`: its holdings (a gold at what it
    buys), over the turns left its dice's `engine` and what its monkeys'
    places promise (`reach`), against a share of the others' holdings."""
    if state.phase == OVER:
        best = max(state.scores)
        return 1000.0 if state.scores[seat] == best else -1000.0
    worths = worths_type(state, seat, move_worth(state, seat))
    others = [holdings(state, s) for s in range(state.players) if s != seat]
    return (holdings(state, seat, worths["gold"])
            + turns_left(state, seat) * (engine(worths) + REACH * reach(state, seat, worths))
            - RIVALS * max(others))


class NormalBot:
    level = "normal"
    #: How the bot reckons what each face brings.
    worths_type: type[FaceWorths] = FaceWorths

    def choose(self, rules: RattlebonesRules, state: RattleState, seat: int, rng: random.Random) -> Action:
        legal = rules.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        phase = state.phase
        if phase == CHOOSE:
            return self._choose_dice(state, seat, legal)
        if phase == AGAIN:
            worth_of = self.roll_worths(state, seat)
            return max(legal, key=lambda a: worth_of(state.dice[seat][a.die]))
        if phase == RESOLVE:
            return min(legal, key=lambda a: _RESOLVE_ORDER.get(
                effective_face(state.dice[seat][a.die], state.showing[a.die]) or "", 3))
        if phase == AIM:
            die = state.dice[seat][state.current]
            worths, faces = self.worths_type.at_table(state, seat), effective_faces(die)
            return max(legal, key=lambda a: worths[faces[a.toward]] if not data.is_arrow(die[a.toward]) else -1.0)
        self.deadline = time.thread_time() + LOOKAHEAD_SHARE * BUDGETS["normal"]
        return max(legal, key=lambda a: self._look_ahead(rules, state, seat, a))

    @classmethod
    def _choose_dice(cls, state: RattleState, seat: int, legal: list[Action]) -> Action:
        """The best die first, then the next for a gold while there is gold
        and a die worth rolling: gold buys nothing else."""
        worth_of = cls.roll_worths(state, seat)
        worth = {a: worth_of(state.dice[seat][a.die]) for a in legal if a.kind == "take"}
        if not state.chosen:
            return max(worth, key=worth.get)
        best = max(worth, key=worth.get, default=None)
        if best is not None and worth[best] > IDLE_GOLD:
            return best
        return Action("roll")

    @classmethod
    def roll_worths(cls, state: RattleState, seat: int) -> Callable[[list], float]:
        """What one roll of a die brings `seat` at this table, by which
        die to roll."""
        return cls.worths_type.at_table(state, seat).of_die

    def _look_ahead(self, rules: RattlebonesRules, state: RattleState, seat: int, action: Action,
                    depth: int = 3) -> float:
        """The best value reachable through our own choices of this move."""
        # Our own choices roll nothing but a last die that resolves itself (a
        # gamble): every line rolls it alike, from a copy of the same future,
        # or a lucky gamble would pick the face put on the die before it.
        world = state.clone()
        rules.apply(world, seat, action)
        if depth == 0 or world.phase == OVER or world.seat != seat or world.phase not in LOOKAHEAD_PHASES + (AIM,) \
                or time.thread_time() > self.deadline:
            return value(world, seat, self.worths_type)
        if world.phase == AIM:
            return self._look_ahead(rules, world, seat, self.choose(rules, world, seat, random.Random(0)), 0)
        if world.phase in (REPLACE, PLUS_ONE):
            # A landing's face is weighed only when it is the decision itself;
            # behind a move the best place for it stands in (a tenth of the cost).
            placed = new_face(world, seat, rules.legal_actions(world, seat), self.worths_type)
            return self._look_ahead(rules, world, seat, placed, 1)
        return max(self._look_ahead(rules, world, seat, a, depth - 1) for a in rules.legal_actions(world, seat))


#: Resolving order: 1234 before the points that would lower its rank,
#: the thief before the others hide nothing, moves after the gains, and
#: Double last, once the other dice have given what it doubles.
_RESOLVE_ORDER = {"rank": 0, "thief": 1, "p1": 2, "p2": 2, "p3": 2, "p4": 2, "p5": 2, "gold": 2, "star": 2,
                  "stock": 2, "train": 2, "gamble": 4, "double": 5}
