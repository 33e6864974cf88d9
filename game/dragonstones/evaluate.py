"""Fist of Dragonstones: what the Hard search (game/ai/ismcts.py) needs of
this title.

Hard searches the move at hand flat, on paired samples (`TREE_DEPTH` 1):
each candidate amount is played out in the same dealt worlds with the same
dice, Normal's moves playing every seat in the rollouts, and races the move
of its guide (`guide.HardGuide`: Normal bidding against the rivals' bids it
foresees, not Normal itself), which it leaves only for one better by one
and a half standard errors.  The rollouts' Normal (`RolloutNormal`)
plans a seat's sealed bid once for tables that differ only in what the
searcher bid: a world's rollouts plan the rivals' next bids about once,
not once per candidate.  Normal planned them anew in every rollout (five
round plans a rollout): of 30 bids from Normal's games at 4 seats, searched
at 0.25 s CPU, 19 stopped short of the 20 worlds Hard needs before it may
leave Normal's move (median 3 worlds) and 4 left it; now 12 do (median
20) and 8 leave it.  The round's first bids, whose plans weigh ten cards,
are still searched in fewer.

A rollout plays out the auction in progress and the next one; the
position is then judged by standings learned from Normal-only games
(`standings.py`, written by `python -m game.ai.learn_standings --game
dragonstones --players 3 4 5 6 --games 120`): each seat's standing in
points as Normal reckons it (points, stones at their exchange worth, one
exchange from the game), its fairy gold (it comes back every round) and
the money it can still bid this round, weighed as they told the winners
apart at that many seats.  A Doppelganger or Rat King waiting to be used,
a red amulet and a black coin are worth a little besides (set by hand:
who holds them tells little of who wins; what they do when used, the
rollouts see).  Points and stones are weighed through Normal's standing
alone: weighed apart, Normal's games taught that a point is worth less than
the stones that buy it (Normals deny the leader), and the search then
declined the exchanges that win the game.  On 40 further Normal-only games
at 4 seats (5346 positions) the learned standings' log loss is 1.336
against knowing nothing's 1.386; the points-like standing they replace (a
lead of half a point made a win e times likelier) scored 1.552, worse than
knowing nothing: it was far too sure of a lead.

A sealed bid is searched step by step (its fairy gold with Normal's gold
to follow, then its gold), not whole.  Searching it whole was measured
and not kept: at a bid's first step whole bids raced (each total of the
spread split as Normal splits a bid, and Normal's whole bid) and Hard
played the rest of the one it took.  On 80 first bids from Normal-only
games at 4 seats, Hard at 0.25 s CPU against Normal's bid in the same 300
worlds, judged by these rollouts and leaf (two runs): step by step it
gained 1.1 points of win chance a bid (17 departures, 16 judged better),
whole 0.8-1.0 (7-9, all better): one search of a dozen whole bids on one
step's budget settles in 0.11 s, where the steps get two budgets and the
gold step few candidates.  Searching the gold step too, with the planned
gold as its favourite, or racing fewer totals about Normal's (0, Normal's
-1, +1, +2, +4) gained 1.0-1.1: within noise of step by step.  In 100
games against three Normals at 0.1 s CPU (seed 500) Hard won 36.0 %
(26.5-45.5) both ways.  The whole-bid search departing on 1.5 or 1
standard errors instead of 2 left Normal's bid one or two times more in
80: all but one of Hard's departures were judged better, so what holds it
back is the worlds it plays out (about 20 a bid), not its caution.  So the
step search departs on 1.5 standard errors, not 2 (`DEPARTURE_ERRORS`):
on 200 first bids (two sets of games) it left Normal's bid 63 times, not
51, 59 judged better and 4 worse (by at most 0.3 points), and gained 0.18
points of win chance a bid more (± 0.16, 95 %).

The rivals' sealed bids for the card on auction are guessed as the guide
foresees them four times in five, else as the Normal bot expects them
(`guess_hidden_moves`): `determinize` deals them at random, and against
random bids Hard learned that bidding nothing pays (it left Normal's bid
for 0 in one bid in six).  Rivals who bid as the table bids make the
search bid what a card is worth against them; dealt as the guide foresees
them, the search judges the guide's bids in the worlds the guide believes
(on 30 bids at 4 seats, 0.25 s CPU, it left the guide's bid once, three
times against Normal's spread alone).  So guided, Hard won 74.0 %
(67.9-80.1) of 200 games against three Normals at 0.25 s CPU, 4 seats,
seed 11 (38.6 % of 140 starting from Normal).
"""
from __future__ import annotations

from typing import Any, Callable

from game.ai.ismcts import TitleSearch, softmax_chances
from game.ai.learn_standings import standing
from game.core import Action

from .ai import STANDARD_EXCHANGES, NormalBot, Table
from .ai import standing as normal_standing
from .data import CARDS, COLOURS
from .guide import FORESIGHT, foreseen_plans
from .powers import EXCHANGES
from .rules import RULES
from .standings import WEIGHTS
from .state import DragonstonesState

#: A rollout stops when the auction after the next one starts.
HORIZON = 2
ROLLOUT_STEPS = 80
AUCTIONS = 10
KEPT = 0.1           # a Doppelganger or Rat King waiting to be used, in learned standing
TOKEN = 0.05         # a red amulet or black coin waiting to be bid, in learned standing
GUIDED = 0.0         # the rollouts' moves are RolloutNormal's (Normal's, its bids planned once for alike tables)
TREE_DEPTH = 1       # a flat search of the move at hand, on paired samples
DEPARTURE_ERRORS = 1.5   # standard errors by which a bid must beat Normal's to be taken (see above)
#: Coins worth trying in a bid step besides Normal's own.
BID_SPREAD = frozenset((0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20))
BID_STEPS = ("bid_fairy", "bid_gold", "bid_silver")


def candidates(state: DragonstonesState, seat: int, actions: list[Action]) -> list[Action]:
    """Every move, except the coins of a bid step: a spread of amounts, not each one."""
    if actions[0].kind not in BID_STEPS:
        return actions
    return [a for a in actions if a.amount in BID_SPREAD]


def progress(state: DragonstonesState) -> int:
    """Auctions started so far (each round has 10)."""
    return state.round * 11 - len(state.pile)


def stones(seat: dict) -> tuple[int, int, int]:
    return tuple(seat[c] for c in COLOURS)


def hint_features(state: DragonstonesState, seat: int) -> dict[str, float]:
    """The seat's standing as the hint explains a move."""
    player = state.seats[seat]
    return {"points": player["points"], "stones": sum(stones(player)),
            "coins": player["fairy"] + player["front"] + player["gold"] + player["silver"] / 3}


FEATURE_NAMES = ("standing", "lasting_fairy", "round_money")


def seat_features(player: dict, round_left: float, exchanges: tuple) -> list[float]:
    """What a seat has, as FEATURE_NAMES names it: its standing in points
    as Normal reckons it (points, its stones' worth through the exchanges,
    and whether one exchange, of the standard cards or of `exchanges` still
    to come this round, would win it the game); its fairy gold (it comes
    back every round); the money it can still bid this round, by the share
    of the round's auctions still to come."""
    return [normal_standing(player["points"], stones(player), exchanges), player["fairy"] + player["front"],
            round_left * (player["fairy"] + player["gold"])]


def exchanges_ahead(state: DragonstonesState) -> tuple:
    """The exchanges other than the standard ones still to come this round, the card at hand included."""
    cards = state.pile + ([state.auction["card"]] if state.auction else [])
    return tuple(sorted({CARDS[c].power for c in cards if CARDS[c].power in EXCHANGES} - set(STANDARD_EXCHANGES)))


def round_left(state: DragonstonesState) -> float:
    """The share of this round's auctions still to come, the one at hand included."""
    return (len(state.pile) + bool(state.auction)) / AUCTIONS


def features(state: DragonstonesState) -> list[list[float]]:
    """Every seat's FEATURE_NAMES (the learned standings weigh them)."""
    left, exchanges = round_left(state), exchanges_ahead(state)
    return [seat_features(player, left, exchanges) for player in state.seats]


def phase(state: DragonstonesState) -> int:
    """Standings are weighed per seat count."""
    return state.players


def win_chances(state: DragonstonesState) -> list[float]:
    """Each seat's chance from its learned standing (`standings.WEIGHTS` at
    this many seats) and the cards and tokens it keeps for later."""
    weights = WEIGHTS[state.players]
    left, exchanges = round_left(state), exchanges_ahead(state)
    return softmax_chances([standing(weights, seat_features(p, left, exchanges)) + KEPT * len(p["kept"])
                            + TOKEN * (p["amulet"] + p["black"]) for p in state.seats], 1.0)


class RolloutNormal(NormalBot):
    """Normal, as it plays every seat in Hard's rollouts, for less: a seat's
    sealed-bid plan, and the worth of a coin it answers a power by, are
    remembered by what they depend on most (`plan_key`) and reused for
    every table alike in that, though the fairy gold in front of the other
    screens and the bids revealed differ.  The searcher's candidates differ
    in just those, so one world's rollouts plan the rivals' next bids about
    once, not once per candidate."""

    def __init__(self) -> None:
        super().__init__()
        self._plans: dict[tuple, tuple[int, int, bool, bool] | float] = {}

    def _remembered(self, key: tuple, work_out: Callable[[], Any]) -> Any:
        if key not in self._plans:
            if len(self._plans) >= PLANS_KEPT:
                self._plans.clear()
            self._plans[key] = work_out()
        return self._plans[key]

    def planned_bid(self, table: Table) -> tuple[int, int, bool, bool]:
        return self._remembered(plan_key(table.view, table.seat), lambda: self.plan_bid(table))

    def worth_of_a_coin(self, table: Table) -> None:
        def work_out() -> float:
            self.round_plan(table)
            return table.coin
        table.coin = self._remembered(("coin",) + plan_key(table.view, table.seat), work_out)


PLANS_KEPT = 4096


def plan_key(view: DragonstonesState, seat: int) -> tuple:
    """What a seat's sealed-bid plan depends on most (`RolloutNormal`): its
    own coins, the card and the cards left, everyone's points, stones and
    tokens, the bank and who took the last card.  Two games alike in all
    this are alike enough for a rollout."""
    mine = view.seats[seat]
    last_winner = view.history[-1]["winner"] if view.history else None
    return (seat, mine["fairy"], mine["gold"], mine["silver"], mine["front"], view.round, len(view.history),
            view.auction["card"], len(view.auction["bids"][seat] or ()), tuple(sorted(view.pile)), last_winner,
            tuple(sorted(view.bank.items())),
            tuple((p["points"], p["red"], p["blue"], p["yellow"], p["black"], p["amulet"], tuple(p["kept"]),
                   p["illusionist"]) for p in view.seats))


_rollout_bot = RolloutNormal()


def rollout_action(rules, state: DragonstonesState, seat: int, actions: list[Action], rng) -> Action:
    """Every seat's move in the rollouts: Normal's (`RolloutNormal`)."""
    return _rollout_bot.choose(rules, state, seat, rng)


_model = NormalBot()
#: The rivals' bid chances and foreseen bids at the decisions searched lately.
_bid_chances: dict[tuple, tuple[dict[int, list[float]], dict[int, tuple]]] = {}
DECISIONS_KEPT = 64


def _decision_key(world: DragonstonesState, seat: int) -> tuple:
    """What the searching seat knows at this decision: the table everyone
    sees (the last auction's bids tell one game from another) and its own coins."""
    mine = world.seats[seat]
    last_bids = repr(world.history[-1]["bids"]) if world.history else ""
    return (seat, mine["fairy"], mine["gold"], mine["silver"], world.round, len(world.history), last_bids,
            world.auction["card"], tuple(sorted(world.bank.items())),
            tuple((p["points"], p["front"], p["red"], p["blue"], p["yellow"], p["black"], p["amulet"],
                   len(p["kept"]), p["illusionist"]) for p in world.seats))


def guess_hidden_moves(world: DragonstonesState, seat: int) -> None:
    """In sealed bidding, each rival bids as Hard's guide foresees it
    (`guide.foreseen_plans`: planned as Normal plans it) as often as the
    guide trusts that (FORESIGHT), else as the Normal bot expects it to
    (its past bids, and as rivals wanting the card as much were seen to bid
    in Normal's games), as far as the coins it was dealt allow, not at
    random: gold first, the rest in fairy gold."""
    auction = world.auction
    if not auction or auction["mode"] != "bid" or seat not in auction["pool"] or auction["sealed"][seat]:
        return
    key = _decision_key(world, seat)
    if key not in _bid_chances:
        if len(_bid_chances) >= DECISIONS_KEPT:
            _bid_chances.clear()
        view = RULES.view(world, seat)
        _bid_chances[key] = (_model.rival_bid_chances(view, seat), foreseen_plans(Table(view, seat)))
    chances, plans = _bid_chances[key]
    for rival in auction["pool"]:
        if rival == seat or rival not in chances:
            continue
        player = world.seats[rival]
        amulet = False
        if world.rng.random() < FORESIGHT:
            fairy, gold, _, amulet = plans[rival]
            bid, amulet = fairy + gold, amulet and bool(player["amulet"])
        else:
            pmf = chances[rival]
            bid = world.rng.choices(range(len(pmf)), pmf)[0]
        bid = min(bid, player["fairy"] + player["gold"])
        gold = min(bid, player["gold"])
        auction["bids"][rival] = [{"fairy": bid - gold, "gold": gold, "black": False, "amulet": amulet}]
        auction["drafts"][rival] = None
        auction["sealed"][rival] = True


#: Hard's plug-in for this title (see `TitleSearch`).
SEARCH = TitleSearch(
    win_chances=win_chances,
    progress=progress,
    horizon=HORIZON,
    rollout_steps=ROLLOUT_STEPS,
    rollout_action=rollout_action,
    features=hint_features,
    guided=GUIDED,
    tree_depth=TREE_DEPTH,
    candidates=candidates,
    departure_errors=DEPARTURE_ERRORS,
    guess_hidden_moves=guess_hidden_moves)
