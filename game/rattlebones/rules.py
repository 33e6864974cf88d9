"""Rattlebones (骰子马戏团): the rules engine.

Every seat trains three monkeys on a loop of eight spaces (START and seven
tiles drawn from twelve) and builds its three dice face by face.

A turn:

1. Choose one of your three dice to roll; each further die costs 1 gold
   (at most three dice).
2. Roll.  Roll Again comes first: a die showing it is rolled again
   together with one die not yet rolled; a second Roll Again brings in
   the last die and all three are rolled again.  With all three dice
   rolled, Roll Again does nothing.
3. Resolve every rolled die, in the order you choose:
   Ringmaster (the marker drops 1 first, then one monkey may move 1), 2–6
   (move one monkey that far), 9-Pip (move one monkey 1–9), points 1–5,
   gold, star, stock, thief, arrow (the face it points at), 1234, double,
   gamble, train.  See `_resolve_face`.
4. After a monkey moves with a die, the space it lands on offers its face
   for that same die, over any face but the Ringmaster (or decline).
   START sells stars instead; +1 gives or upgrades a point face.  Landing
   never triggers a face's power.

The game ends at once when a score reaches the ringmaster marker: most
points wins; ties go to most gold + stock + stars, then are shared.

House rulings (docs/rulings.md; the seed is silent or unclear):

- Roll Again is settled right after the roll, before any face is
  resolved; with two unrolled dice the roller picks the one to add.  The
  dice re-rolled are those showing Roll Again plus the added die; on the
  second Roll Again, all three.
- A monkey may always stay where it is instead of moving.
- Double doubles what one other die gave this turn, judged by what that
  die rolled and gave (points, gold or stars from its points, gold, star,
  1234 or train face), not by the face it shows now: a die that moved and
  put a new face over the one it rolled is still a number die.  A die
  that gave nothing (a move, a theft, stock, the gamble die's points, or
  a die not yet resolved) cannot be chosen; a Double with nothing to
  double gives nothing.  Doubling the same die twice doubles the doubled
  gain.
- The stock tickets return as part of the payout, before the end is
  checked: a payout that ends the game leaves no tickets for the
  tie-break.
- 1234: the ranks below a tie skip (scores 20, 20, 10, 5 rank 1, 1, 3, 4).
- START sells once per landing: one of its four offers, or none.
- An arrow pointing (through other arrows) back at itself does nothing.
- +1 puts a 1-point face over any face but the Ringmaster and the point
  faces, or upgrades one point face of that die by one.
- A thief takes from every other seat in seat order; a seat with only one
  kind of loot loses that without a choice.
"""
from __future__ import annotations

import functools
import random
from dataclasses import dataclass
from typing import Any, Mapping

from game.core import Action, Decision, Event, GameState, Outcome, Rng, Rules, decision, event_kind

from . import data

# Phases; each names the decision it waits for.
CHOOSE, AGAIN, RESOLVE, MOVE, DISTANCE, REPLACE, AIM, PLUS_ONE, SELL, DOUBLE, STEAL, OVER = (
    "choose_dice", "again_die", "resolve", "move", "distance", "replace", "aim", "plus_one",
    "sell", "double", "steal", "over")

# Actions are built once and reused.
_TAKE = {d: Action("take", die=d) for d in range(data.DICE_PER_SEAT)}
_ROLL = Action("roll")
_AGAIN = tuple(Action("again", die=d) for d in range(data.DICE_PER_SEAT))
_RESOLVE = tuple(Action("resolve", die=d) for d in range(data.DICE_PER_SEAT))
_MOVE = {m: Action("move", monkey=m) for m in range(data.MONKEYS_PER_SEAT)}
_STAY = Action("stay")
_STEPS = tuple(Action("steps", n=n) for n in range(data.NINE_PIP_MOST + 1))
_REPLACE = {p: Action("replace", face=p) for p in range(data.FACES_PER_DIE)}
_UPGRADE = tuple(Action("upgrade", face=p) for p in range(data.FACES_PER_DIE))
_AIM = tuple(Action("aim", toward=p) for p in range(data.FACES_PER_DIE))
_DECLINE = Action("decline")
_SELL = {k: Action("sell", stars=k) for k in data.STAR_SALE}
_DOUBLE = tuple(Action("double", die=d) for d in range(data.DICE_PER_SEAT))
_STEAL = {item: Action("steal", item=item) for item in data.LOOT}

# The events told over and over, each built once per set of values (the
# rest are built new).
_TURN_EVENT = event_kind("turn", "seat", "turn")
_TURN_END_EVENT = event_kind("turn_end", "seat")
_DECISION_EVENT = event_kind("decision", "seat", "phase", "steps", "monkey", "aim_face", "victims")
_TAKE_DIE_EVENT = event_kind("take_die", "seat", "die", "count")
_ROLL_EVENT = event_kind("roll", "seat", "dice", "reason", "positions", "faces")
_RESOLVE_EVENT = event_kind("resolve", "seat", "die", "face", "power")
_STAY_EVENT = event_kind("stay", "seat", "die")
_MARKER_EVENT = event_kind("marker", "seat", "marker")


# --- rules as small pure functions ------------------------------------------

def effective_face(die: list, position: int) -> str | None:
    """The face whose power a rolled face uses: itself, or for an arrow
    the face it points at (following arrows).  None for arrows that lead
    back to an arrow already followed.

    >>> effective_face(["ringmaster", "arrow>2", "gold", "4", "5", "6"], 1)
    'gold'
    >>> effective_face(["ringmaster", "arrow>2", "arrow>1", "4", "5", "6"], 1) is None
    True
    """
    seen = []
    face = die[position]
    while data.is_arrow(face):
        if position in seen:
            return None
        seen.append(position)
        position = data.arrow_target(face)
        face = die[position]
    return face


def effective_faces(die: list) -> tuple:
    """Every position's `effective_face`, worked out once per set of faces.

    >>> effective_faces(["ringmaster", "arrow>2", "gold", "4", "5", "6"])
    ('ringmaster', 'gold', 'gold', '4', '5', '6')
    """
    return _effective_faces(tuple(die))


@functools.lru_cache(maxsize=1 << 16)
def _effective_faces(die: tuple) -> tuple:
    return tuple(effective_face(die, p) for p in range(data.FACES_PER_DIE))


def star_sale(stars: int) -> int:
    """Points for selling 1, 2, 3 or 4 stars on START: 3, 7, 11, 15."""
    return data.STAR_SALE[stars]


def rank_points(scores: list, seat: int) -> int:
    """1234: points equal to the seat's rank by score, a tie taking the
    better rank (1st: 1 … 4th: 4); seats below a tie count every seat above them.

    >>> rank_points([10, 20, 20, 5], 2), rank_points([10, 20, 20, 5], 0), rank_points([10, 20, 20, 5], 3)
    (1, 3, 4)
    """
    return data.RANK_POINTS[sum(1 for s in scores if s > scores[seat])]


def stock_payout(holdings: list) -> list:
    """Points each seat earns when the last stock ticket is taken.

    Most tickets 10, second most 5; tied for most: 7 each and the next
    count 2 each; tied for second: 2 each; one seat with all five: 15.
    Seats without a ticket earn nothing.

    >>> stock_payout([3, 2]), stock_payout([2, 2, 1]), stock_payout([2, 1, 1, 1]), stock_payout([0, 5, 0])
    ([10, 5], [7, 7, 2], [10, 2, 2, 2], [0, 15, 0])
    """
    payout = [0] * len(holdings)
    if max(holdings) == data.STOCK_TICKETS:
        payout[holdings.index(data.STOCK_TICKETS)] = data.STOCK_ALL
        return payout
    counts = sorted({h for h in holdings if h > 0}, reverse=True)
    first = [s for s, h in enumerate(holdings) if h == counts[0]]
    second = [s for s, h in enumerate(holdings) if len(counts) > 1 and h == counts[1]]
    for seat in first:
        payout[seat] = data.STOCK_FIRST if len(first) == 1 else data.STOCK_TIED_FIRST
    for seat in second:
        payout[seat] = data.STOCK_SECOND if len(first) == 1 and len(second) == 1 else data.STOCK_TIED_SECOND
    return payout


@functools.lru_cache(maxsize=None)
def hop_path(start: int, steps: int) -> tuple:
    """The spaces a monkey passes through, clockwise, ending where it
    lands (the loop has START and the seven tiles).

    >>> hop_path(6, 3)
    (7, 0, 1)
    """
    return tuple((start + i) % data.SPACES for i in range(1, steps + 1))


# --- state -------------------------------------------------------------------

@dataclass(eq=False)
class RattleState(GameState):
    players: int
    tiles: list        # the loop: tiles[0] is START, then the seven drawn tiles clockwise
    monkeys: list      # per seat, the spaces of its three monkeys
    dice: list         # per seat, three dice of six faces
    supply: dict       # faces left by type ("arrow", "gold", …, "p1" … "p5")
    scores: list
    gold: list
    stars: list
    stock: list
    train: int         # the train's space on its track
    marker: int        # the ringmaster marker
    first_seat: int
    seat: int          # whose turn it is
    turn: int
    phase: str
    chosen: list       # dice picked to roll, before the roll
    showing: list      # per die of the roller: the position facing up, None if not rolled
    resolved: list     # per die: resolved this turn?
    gained: list       # per die: [points, gold, stars] its rolled face gave this turn (what Double doubles)
    again: int         # Roll Agains settled this turn
    current: Any       # the die being resolved
    steps: Any         # how far the monkey about to move goes (None: 9-Pip, the roller picks)
    monkey: Any        # the monkey chosen for a 9-Pip move
    space: Any         # where the moved monkey landed
    aim_face: Any      # position of the arrow face being placed
    victims: list      # seats the thief still takes from
    rng: Any

    def clone(self, with_rng: bool = True) -> "RattleState":
        twin = RattleState.__new__(RattleState)
        twin.__dict__.update(self.__dict__)
        for name in _LIST_FIELDS:
            setattr(twin, name, list(getattr(self, name)))
        twin.monkeys = [list(m) for m in self.monkeys]
        twin.dice = [[list(d) for d in dice] for dice in self.dice]
        twin.gained = [list(g) for g in self.gained]
        twin.supply = dict(self.supply)
        twin.rng = self.rng.copy() if with_rng and self.rng is not None else None
        return twin

    def to_json(self) -> dict[str, Any]:
        copy = self.clone()
        data_ = dict(copy.__dict__)
        data_["rng"] = self.rng.to_json() if self.rng is not None else None
        return data_


_LIST_FIELDS = ("tiles", "scores", "gold", "stars", "stock", "chosen", "showing", "resolved", "victims")


def faces_in_play(state: RattleState) -> dict[str, int]:
    """Supply faces counted wherever they are (supply and dice): always
    the starting supply."""
    counts = dict(state.supply)
    for dice in state.dice:
        for die in dice:
            for face in die:
                kind = data.face_type(face)
                if kind in counts:
                    counts[kind] += 1
    return counts


def stock_left(state: RattleState) -> int:
    return data.STOCK_TICKETS - sum(state.stock)


# --- the rules object ------------------------------------------------------------

class RattlebonesRules(Rules):
    id = "rattlebones"
    min_players = 2
    max_players = 4
    state_class = RattleState

    # --- setting up ---------------------------------------------------------
    def new_state(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> RattleState:
        """Seven of the twelve tiles at random around START, every monkey on
        START, three starting dice each, the train on 0, the marker at
        55/60/65 for 2/3/4 seats, a random first seat."""
        self.check_players(players)
        self.resolve_options(options)
        rng = Rng(seed)
        tiles = [data.START] + rng.sample(data.TILES, data.TILES_DRAWN)
        first = rng.randrange(players)
        state = RattleState(
            players=players, tiles=tiles, monkeys=[[0] * data.MONKEYS_PER_SEAT for _ in range(players)],
            dice=[[list(data.START_DIE) for _ in range(data.DICE_PER_SEAT)] for _ in range(players)],
            supply=data.starting_supply(), scores=[0] * players, gold=[0] * players,
            stars=[0] * players, stock=[0] * players, train=0, marker=data.MARKER_START[players],
            first_seat=first, seat=first, turn=0, phase=CHOOSE, chosen=[], showing=[], resolved=[],
            gained=[], again=0, current=None, steps=None, monkey=None, space=None,
            aim_face=None, victims=[], rng=rng)
        self._start_turn(state, first, [])
        return state

    # --- asking -------------------------------------------------------------
    def pending(self, state: RattleState) -> list[Decision]:
        if state.phase == OVER:
            return []
        return [decision(state.seat, state.phase)]

    def legal_actions(self, state: RattleState, seat: int) -> list[Action]:
        if state.phase == OVER or seat != state.seat:
            return []
        return _LEGAL[state.phase](state)

    def is_legal(self, state: RattleState, seat: int, action: Action) -> bool:
        # The commonest choices (a die to take, a monkey to move, a face to
        # replace) are checked one action at a time, which is quicker than
        # listing them; what the quick check does not accept is looked for in
        # the legal list.
        if state.phase == OVER or seat != state.seat:
            return False
        quick = _QUICK_LEGAL.get(state.phase)
        return (quick is not None and quick(state, action)) or action in _LEGAL[state.phase](state)

    def _apply(self, state: RattleState, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        _HANDLERS[state.phase](state, action, events)
        if state.phase not in (OVER, CHOOSE):   # a turn's start tells its first decision
            events.append(_decision_event(state))
        return events

    def outcome(self, state: RattleState) -> Outcome:
        """Most points; ties: most gold + stock + stars, then shared."""
        return Outcome.from_scores(state.scores, [g + k + s for g, k, s in
                                                  zip(state.gold, state.stock, state.stars)])

    def round_number(self, state: RattleState) -> int:
        return state.turn // state.players + 1

    # --- information --------------------------------------------------------
    def view(self, state: RattleState, seat: int | None) -> RattleState:
        """Everything on the table is public; only the future rolls (the
        rng) are hidden."""
        return state.clone(with_rng=False)

    def determinize(self, state: RattleState, seat: int, rng: random.Random) -> RattleState:
        """The public table with a fresh future: dice roll from `rng`, so
        no bot can learn the true rolls to come."""
        guess = self.view(state, seat)
        guess.rng = Rng(rng.getrandbits(64))
        return guess

    # --- the turn -------------------------------------------------------------
    def _start_turn(self, state: RattleState, seat: int, events: list[Event]) -> None:
        begin_turn(state, seat)
        events.append(_TURN_EVENT(seat, state.turn))

    def _end_turn(self, state: RattleState, events: list[Event]) -> None:
        events.append(_TURN_END_EVENT(state.seat))
        state.turn += 1
        self._start_turn(state, (state.seat + 1) % state.players, events)


def begin_turn(state: RattleState, seat: int) -> None:
    """The seat's turn begins: no die chosen, rolled or resolved yet."""
    state.seat = seat
    state.phase = CHOOSE
    state.chosen = []
    state.showing = [None] * data.DICE_PER_SEAT
    state.resolved = [False] * data.DICE_PER_SEAT
    state.gained = [[0, 0, 0] for _ in range(data.DICE_PER_SEAT)]
    state.again = 0
    state.current = state.steps = state.monkey = state.space = state.aim_face = None
    state.victims = []


def _decision_event(state: RattleState) -> Event:
    """What the roller is asked next, and what it is about: how far the
    monkey goes, which monkey a 9-Pip moves, which face an arrow replaces,
    whom the thief still robs."""
    return _DECISION_EVENT(state.seat, state.phase, state.steps, state.monkey, state.aim_face, tuple(state.victims))


# --- legal actions per phase --------------------------------------------------

def _extra_die_affordable(state: RattleState) -> bool:
    """One die is free; each further die costs 1 gold."""
    return len(state.chosen) < data.DICE_PER_SEAT and state.gold[state.seat] >= len(state.chosen)


def _may_take(state: RattleState, die: int) -> bool:
    """A die not chosen yet; the first is free, each further one costs 1 gold."""
    return die not in state.chosen and (not state.chosen or _extra_die_affordable(state))


def _legal_choose(state: RattleState) -> list[Action]:
    actions = [_TAKE[d] for d in range(data.DICE_PER_SEAT) if _may_take(state, d)]
    if state.chosen:
        actions.append(_ROLL)
    return actions


def _legal_again(state: RattleState) -> list[Action]:
    return [_AGAIN[d] for d, up in enumerate(state.showing) if up is None]


def _legal_resolve(state: RattleState) -> list[Action]:
    return [_RESOLVE[d] for d in _unresolved(state)]


def _first_on_its_space(spaces: list, monkey: int) -> bool:
    """Monkeys on one space are alike: only the first of them is offered."""
    return spaces[monkey] not in spaces[:monkey]


def _legal_move(state: RattleState) -> list[Action]:
    """One choice per occupied space, or stay."""
    spaces = state.monkeys[state.seat]
    moves = [_MOVE[m] for m in range(data.MONKEYS_PER_SEAT) if _first_on_its_space(spaces, m)]
    moves.append(_STAY)
    return moves


def _legal_distance(state: RattleState) -> list[Action]:
    return list(_STEPS[1:])


def _legal_replace(state: RattleState) -> list[Action]:
    face = state.tiles[state.space]
    die = state.dice[state.seat][state.current]
    return [_REPLACE[p] for p in _replaceable(die, face)] + [_DECLINE]


def _legal_aim(state: RattleState) -> list[Action]:
    return [_AIM[p] for p in data.adjacent(state.aim_face)]


def _legal_plus_one(state: RattleState) -> list[Action]:
    die = state.dice[state.seat][state.current]
    return [*_plus_one_choices(die, state.supply), _DECLINE]


def _legal_sell(state: RattleState) -> list[Action]:
    most = min(state.stars[state.seat], max(data.STAR_SALE))
    return [_SELL[k] for k in range(1, most + 1)] + [_DECLINE]


def _legal_double(state: RattleState) -> list[Action]:
    return [_DOUBLE[d] for d in _double_targets(state)]


def _legal_steal(state: RattleState) -> list[Action]:
    return [_STEAL[item] for item in _loot_of(state, state.victims[0])]


_LEGAL = {CHOOSE: _legal_choose, AGAIN: _legal_again, RESOLVE: _legal_resolve, MOVE: _legal_move,
          DISTANCE: _legal_distance, REPLACE: _legal_replace, AIM: _legal_aim,
          PLUS_ONE: _legal_plus_one, SELL: _legal_sell, DOUBLE: _legal_double, STEAL: _legal_steal}


# The commonest phases' one action checked without listing them all, by the
# rules the lists follow: True only for the very action a list holds (an equal
# one, say read from a save, is looked for in the list).

def _quick_choose(state: RattleState, action: Action) -> bool:
    if action is _ROLL:
        return bool(state.chosen)
    die = action.get("die")
    return action is _TAKE.get(die) and _may_take(state, die)


def _quick_move(state: RattleState, action: Action) -> bool:
    monkey = action.get("monkey")
    return action is _STAY or (action is _MOVE.get(monkey)
                               and _first_on_its_space(state.monkeys[state.seat], monkey))


def _quick_replace(state: RattleState, action: Action) -> bool:
    position = action.get("face")
    return action is _DECLINE or (action is _REPLACE.get(position) and position in _replaceable(
        state.dice[state.seat][state.current], state.tiles[state.space]))


_QUICK_LEGAL = {CHOOSE: _quick_choose, MOVE: _quick_move, REPLACE: _quick_replace}


def _replaceable(die: list, face: str) -> list[int]:
    """Positions a landed-on face may go: any but the Ringmaster, and not
    over the very same face (an arrow may be placed again to re-aim)."""
    return [p for p in range(1, data.FACES_PER_DIE) if die[p] != face or face == "arrow"]


def _plus_one_choices(die: list, supply: dict) -> list[Action]:
    choices = []
    if supply["p1"]:
        choices += [_REPLACE[p] for p in range(1, data.FACES_PER_DIE) if not data.points_of(die[p])]
    for p in range(1, data.FACES_PER_DIE):
        value = data.points_of(die[p])
        if value and value < data.MAX_POINTS and supply[f"p{value + 1}"]:
            choices.append(_UPGRADE[p])
    return choices


def _unresolved(state: RattleState) -> list[int]:
    return [d for d, up in enumerate(state.showing) if up is not None and not state.resolved[d]]


def _face_of(state: RattleState, die: int) -> str | None:
    """The power the die `die` of the roller uses this turn."""
    return effective_face(state.dice[state.seat][die], state.showing[die])


def _double_targets(state: RattleState) -> list[int]:
    """The other dice a Double may name: those whose roll gave points,
    gold or stars this turn (whatever face they show now)."""
    return [d for d, gains in enumerate(state.gained) if d != state.current and any(gains)]


def _loot_of(state: RattleState, seat: int) -> list[str]:
    return [item for item in data.LOOT if getattr(state, _LOOT_FIELD[item])[seat]]


_LOOT_FIELD = {"star": "stars", "gold": "gold", "stock": "stock"}


# --- handlers per phase ---------------------------------------------------------

def _on_choose(state: RattleState, action: Action, events: list[Event]) -> None:
    if action.kind == "take":
        state.chosen.append(action.die)
        events.append(_TAKE_DIE_EVENT(state.seat, action.die, len(state.chosen)))
        if _extra_die_affordable(state):
            return
    _roll(state, events)


def _roll(state: RattleState, events: list[Event]) -> None:
    """Pay 1 gold per die beyond the first, roll them, then settle Roll
    Again."""
    seat = state.seat
    cost = len(state.chosen) - 1
    if cost:
        state.gold[seat] -= cost
        events.append(Event("pay", seat=seat, amount=cost))
    _roll_dice(state, sorted(state.chosen), "roll", events)
    _settle_roll_again(state, events)


def _roll_dice(state: RattleState, dice: list, reason: str, events: list[Event]) -> None:
    randrange, showing, faces = state.rng.randrange, state.showing, state.dice[state.seat]
    for d in dice:
        showing[d] = randrange(data.FACES_PER_DIE)
    events.append(_ROLL_EVENT(state.seat, tuple(dice), reason, tuple([showing[d] for d in dice]),
                              tuple([faces[d][showing[d]] for d in dice])))


def _settle_roll_again(state: RattleState, events: list[Event]) -> None:
    """A die showing Roll Again is rolled again with one die not yet
    rolled; a second Roll Again rolls all three.  With every die rolled
    it does nothing."""
    unrolled = [d for d, up in enumerate(state.showing) if up is None]
    again = [d for d, up in enumerate(state.showing) if up is not None and _face_of(state, d) == "roll_again"]
    if not again or not unrolled:
        _next_face(state, events)
        return
    if state.again == 0 and len(unrolled) > 1:
        state.phase = AGAIN
        return
    _roll_again_with(state, unrolled[0], events)


def _roll_again_with(state: RattleState, added: int, events: list[Event]) -> None:
    state.again += 1
    if state.again == 1:
        dice = [d for d, up in enumerate(state.showing)
                if up is not None and _face_of(state, d) == "roll_again"] + [added]
    else:
        dice = list(range(data.DICE_PER_SEAT))
    events.append(Event("roll_again", seat=state.seat, added=added, times=state.again))
    _roll_dice(state, sorted(dice), "again", events)
    _settle_roll_again(state, events)


def _on_again(state: RattleState, action: Action, events: list[Event]) -> None:
    _roll_again_with(state, action.die, events)


def _next_face(state: RattleState, events: list[Event]) -> None:
    """Resolve the next rolled die; the roller picks the order.  When none
    is left the turn passes."""
    if state.phase == OVER:
        return
    left = _unresolved(state)
    if not left:
        state.current = None
        RULES._end_turn(state, events)
    elif len(left) == 1:
        _resolve_die(state, left[0], events)
    else:
        state.phase = RESOLVE


def _on_resolve(state: RattleState, action: Action, events: list[Event]) -> None:
    _resolve_die(state, action.die, events)


def _resolve_die(state: RattleState, die: int, events: list[Event]) -> None:
    state.resolved[die] = True
    state.current = die
    face = _face_of(state, die)
    shown = state.dice[state.seat][die][state.showing[die]]
    events.append(_RESOLVE_EVENT(state.seat, die, shown, face))
    _resolve_face(state, face, events)


def _resolve_face(state: RattleState, face: str | None, events: list[Event]) -> None:
    """Each face's power for the roller, with the die `state.current`."""
    seat = state.seat
    if face == data.RINGMASTER:
        # The marker drops 1, then one monkey may move 1.
        if _lower_marker(state, events):
            _start_move(state, 1, events)
    elif face in data.MOVES:
        _start_move(state, data.MOVES[face], events)
    elif face is not None and face[0] == "p":
        _gain(state, "points", data.points_of(face), face, events)
    elif face == "gold" or face == "star":
        _gain(state, "gold" if face == "gold" else "stars", 1, face, events)
    elif face == "stock":
        _take_stock(state, events)
    elif face == "thief":
        state.victims = [(seat + i) % state.players for i in range(1, state.players)
                         if _loot_of(state, (seat + i) % state.players)]
        _next_theft(state, events)
    elif face == "rank":
        _gain(state, "points", rank_points(state.scores, seat), face, events)
    elif face == "double":
        targets = _double_targets(state)
        if not targets:
            events.append(Event("nothing_to_double", seat=seat, die=state.current))
            _next_face(state, events)
        elif len(targets) == 1:
            _double(state, targets[0], events)
        else:
            state.phase = DOUBLE
    elif face == "gamble":
        _gamble(state, events)
    elif face == "train":
        _train(state, events)
    else:   # roll again (already settled) or an arrow going round in circles
        events.append(Event("nothing", seat=seat, die=state.current, face=face))
        _next_face(state, events)


def _lower_marker(state: RattleState, events: list[Event]) -> bool:
    """The ringmaster marker drops 1; False if that ends the game."""
    state.marker -= 1
    events.append(_MARKER_EVENT(state.seat, state.marker))
    return not _check_end(state, events)


def _gain(state: RattleState, what: str, amount: int, face: str, events: list[Event],
          doublable: bool = True) -> None:
    """The roller gains points, gold or stars from the current die's face
    (kept for a Double unless the gamble die gave it), then resolves the
    next die."""
    if doublable:
        state.gained[state.current][GAIN_INDEX[what]] += amount
    _add(state, state.seat, what, amount, face, events, die=state.current if doublable else None)
    if state.phase != OVER:
        _next_face(state, events)


#: Where a die's gains this turn are kept in `RattleState.gained`.
GAIN_INDEX = {"points": 0, "gold": 1, "stars": 2}


def _add(state: RattleState, seat: int, what: str, amount: int, source: str, events: list[Event],
         check_end: bool = True, die: int | None = None) -> None:
    """The seat gains `amount`; `die`: a gain of that die this turn, which a Double may give again."""
    getattr(state, "scores" if what == "points" else what)[seat] += amount
    events.append(Event("gain", seat=seat, what=what, amount=amount, source=source, die=die,
                        total=(state.scores if what == "points" else getattr(state, what))[seat]))
    if what == "points" and check_end:
        _check_end(state, events)


def _check_end(state: RattleState, events: list[Event]) -> bool:
    """The game ends at once when a score reaches the marker."""
    if state.phase == OVER:
        return True
    if max(state.scores) < state.marker:
        return False
    state.phase = OVER
    result = RULES.outcome(state)
    events.append(Event("game_over", scores=result.scores, winners=result.winners, marker=state.marker))
    return True


def _take_stock(state: RattleState, events: list[Event]) -> None:
    """Take a ticket; taking the last pays every seat out at once (see
    `stock_payout`) and every ticket returns, as part of the payout: only
    then is the end checked, so a payout that ends the game leaves no
    tickets for the tie-break."""
    seat = state.seat
    state.stock[seat] += 1
    events.append(Event("stock", seat=seat, held=state.stock[seat], left=stock_left(state)))
    if not stock_left(state):
        payout = stock_payout(state.stock)
        events.append(Event("stock_payout", holdings=tuple(state.stock), payout=tuple(payout)))
        for s in range(state.players):
            if payout[s]:
                _add(state, s, "points", payout[s], "stock", events, check_end=False)
        state.stock = [0] * state.players
        if _check_end(state, events):
            return
    _next_face(state, events)


def _next_theft(state: RattleState, events: list[Event]) -> None:
    while state.victims:
        loot = _loot_of(state, state.victims[0])
        if len(loot) > 1:
            state.phase = STEAL
            return
        _steal(state, loot[0], events)
    _next_face(state, events)


def _steal(state: RattleState, item: str, events: list[Event]) -> None:
    victim = state.victims.pop(0)
    field = getattr(state, _LOOT_FIELD[item])
    field[victim] -= 1
    field[state.seat] += 1
    events.append(Event("steal", seat=state.seat, victim=victim, item=item))


def _on_steal(state: RattleState, action: Action, events: list[Event]) -> None:
    _steal(state, action.item, events)
    _next_theft(state, events)


def _double(state: RattleState, target: int, events: list[Event]) -> None:
    """The roller gains again what the `target` die gave this turn: its
    gain now counts twice (a second Double doubles it again)."""
    events.append(Event("double", seat=state.seat, die=state.current, target=target))
    gains = state.gained[target]
    for what, index in GAIN_INDEX.items():
        if gains[index] and state.phase != OVER:
            gains[index] *= 2
            _add(state, state.seat, what, gains[index] // 2, "double", events, die=target)
    _next_face(state, events)


def _on_double(state: RattleState, action: Action, events: list[Event]) -> None:
    _double(state, action.die, events)


def _gamble(state: RattleState, events: list[Event]) -> None:
    """Roll the gamble die: 2–5 points, Ringmaster (the marker drops 1, no
    move) or 9-Pip (move a monkey 1–9, then take a face as usual)."""
    result = state.rng.choice(data.GAMBLE_DIE)
    events.append(Event("gamble", seat=state.seat, result=result))
    if result == data.RINGMASTER:
        if _lower_marker(state, events):
            _next_face(state, events)
    elif result == "nine_pip":
        _start_move(state, None, events)
    else:
        _gain(state, "points", int(result), "gamble", events, doublable=False)


def _train(state: RattleState, events: list[Event]) -> None:
    """Score the train's space, then the train moves on one space."""
    value = data.TRAIN_TRACK[state.train]
    state.train = (state.train + 1) % len(data.TRAIN_TRACK)
    events.append(Event("train", seat=state.seat, value=value, space=state.train))
    _gain(state, "points", value, "train", events)


# moving a monkey and taking a face

def _start_move(state: RattleState, steps: int | None, events: list[Event]) -> None:
    state.steps = steps
    state.phase = MOVE


def _on_move(state: RattleState, action: Action, events: list[Event]) -> None:
    if action.kind == "stay":
        events.append(_STAY_EVENT(state.seat, state.current))
        _next_face(state, events)
        return
    state.monkey = action.monkey
    if state.steps is None:
        state.phase = DISTANCE
    else:
        _hop(state, state.steps, events)


def _on_distance(state: RattleState, action: Action, events: list[Event]) -> None:
    _hop(state, action.n, events)


def _hop(state: RattleState, steps: int, events: list[Event]) -> None:
    """The monkey hops clockwise; where it lands offers that space."""
    seat, monkey = state.seat, state.monkey
    path = hop_path(state.monkeys[seat][monkey], steps)
    state.monkeys[seat][monkey] = state.space = path[-1]
    events.append(Event("hop", seat=seat, monkey=monkey, path=path, die=state.current,
                        tile=state.tiles[path[-1]]))
    _land(state, events)


def _land(state: RattleState, events: list[Event]) -> None:
    seat, tile = state.seat, state.tiles[state.space]
    die = state.dice[seat][state.current]
    if tile == data.START:
        state.phase = SELL if state.stars[seat] else None
    elif tile == data.PLUS_ONE:
        state.phase = PLUS_ONE if _plus_one_choices(die, state.supply) else None
    else:
        state.phase = REPLACE if state.supply[tile] and _replaceable(die, tile) else None
    if state.phase is None:
        state.phase = RESOLVE
        _next_face(state, events)


def _on_replace(state: RattleState, action: Action, events: list[Event]) -> None:
    if action.kind == "decline":
        events.append(Event("decline", seat=state.seat, die=state.current, space=state.space))
        _next_face(state, events)
        return
    tile = state.tiles[state.space]
    if tile == "arrow":
        state.aim_face = action.face
        state.phase = AIM
        return
    _put_face(state, action.face, tile, events)


def _on_aim(state: RattleState, action: Action, events: list[Event]) -> None:
    _put_face(state, state.aim_face, data.arrow(action.toward), events)


def _on_plus_one(state: RattleState, action: Action, events: list[Event]) -> None:
    if action.kind == "upgrade":
        value = data.points_of(state.dice[state.seat][state.current][action.face])
        _put_face(state, action.face, f"p{value + 1}", events)
    elif action.kind == "replace":
        _put_face(state, action.face, "p1", events)
    else:
        _on_replace(state, action, events)


def _put_face(state: RattleState, position: int, face: str, events: list[Event]) -> None:
    """The new face goes onto the die that moved; the old one returns to
    its supply (the starting numbers leave the game)."""
    die = state.dice[state.seat][state.current]
    old = die[position]
    old_kind = data.face_type(old)
    if old_kind in state.supply:
        state.supply[old_kind] += 1
    state.supply[data.face_type(face)] -= 1
    die[position] = face
    state.aim_face = None
    events.append(Event("replace", seat=state.seat, die=state.current, position=position, old=old, new=face))
    _next_face(state, events)


def _on_sell(state: RattleState, action: Action, events: list[Event]) -> None:
    """START: sell 1–4 stars for 3/7/11/15 points."""
    if action.kind == "decline":
        _on_replace(state, action, events)
        return
    seat = state.seat
    state.stars[seat] -= action.stars
    events.append(Event("sell", seat=seat, stars=action.stars, points=star_sale(action.stars)))
    _add(state, seat, "points", star_sale(action.stars), "start", events)
    _next_face(state, events)


_HANDLERS = {CHOOSE: _on_choose, AGAIN: _on_again, RESOLVE: _on_resolve, MOVE: _on_move,
             DISTANCE: _on_distance, REPLACE: _on_replace, AIM: _on_aim, PLUS_ONE: _on_plus_one,
             SELL: _on_sell, DOUBLE: _on_double, STEAL: _on_steal}

RULES = RattlebonesRules()
