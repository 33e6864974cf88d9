"""Fist of Dragonstones: what the Hard search (game/ai/ismcts.py) needs of
this title.

Hard searches the move at hand flat, on paired samples (`TREE_DEPTH` 1):
each candidate amount is played out in the same dealt worlds with the same
dice, the Normal bot playing every seat in the rollouts (`GUIDED`), so the
search improves on Normal's bid rather than on chance, and leaves it only
for one better by two standard errors.

A rollout plays out the auction in progress and the next one; the position
is then judged in points: points won, stones (sets of them turn into
points through the exchanges, so a set is worth well under the point it
buys until its card is won: else the search sees no gain in winning it),
and the coins that win later auctions:
fairy gold comes back every round (so it counts for the rest of the game,
wherever it lies), while what is left behind the screen counts for this
round's remaining auctions only (gold and silver vanish at its end).
Being one point from the third is worth far more than the first point, so
chances grow steeply with the standing.

The rivals' sealed bids for the card on auction are guessed as the Normal
bot expects them (`guess_hidden_moves`): `determinize` deals them at
random, and against random bids Hard learned that bidding nothing pays
(it left Normal's bid for 0 in one bid in six).  Rivals who bid as the
table bids make the search bid what a card is worth against them.
"""
from __future__ import annotations

from game.ai.ismcts import TitleSearch, softmax_chances
from game.core import Action

from .ai import NormalBot
from .data import COLOURS
from .rules import RULES
from .state import DragonstonesState

#: A rollout stops when the auction after the next one starts.
HORIZON = 2
ROLLOUT_STEPS = 80
STONE = 0.1          # any stone: four make a Magician's point, once the card is won
SET = 0.15           # one of each colour: the Wizard's point
FOUR_ALIKE = 0.3     # four of one colour: the Sorcerer's two points
FAIRY_LASTING = 0.1  # a fairy gold coin, for the rest of the game
ROUND_COIN = 0.15    # a coin behind the screen, for a whole round's auctions
SILVER = 1 / 3       # silver only pays tie-break rebids
AUCTIONS = 10
AMULET = 0.15
BLACK = 0.05
KEPT = 0.2           # a Doppelganger or Rat King waiting to be used
SPREAD = 0.5         # a lead of half a point makes a win e times likelier
GUIDED = 1.0         # the Normal bot plays every seat in the rollouts
TREE_DEPTH = 1       # a flat search of the move at hand, on paired samples
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


def standing(seat: dict, round_left: float) -> float:
    """`round_left`: the share of this round's auctions still to come."""
    held = stones(seat)
    spendable = seat["fairy"] + seat["gold"] + SILVER * seat["silver"]
    return (seat["points"] + STONE * sum(held) + SET * min(held) + FOUR_ALIKE * (max(held) >= 4)
            + FAIRY_LASTING * (seat["fairy"] + seat["front"]) + ROUND_COIN * round_left * spendable
            + AMULET * seat["amulet"] + BLACK * seat["black"] + KEPT * len(seat["kept"]))


def features(state: DragonstonesState, seat: int) -> dict[str, float]:
    player = state.seats[seat]
    return {"points": player["points"], "stones": sum(stones(player)),
            "coins": player["fairy"] + player["front"] + player["gold"] + player["silver"] / 3}


def win_chances(state: DragonstonesState) -> list[float]:
    round_left = len(state.pile) / AUCTIONS
    return softmax_chances([standing(p, round_left) for p in state.seats], SPREAD)


_model = NormalBot()
#: The rivals' bid chances at the decisions searched lately.
_bid_chances: dict[tuple, dict[int, list[float]]] = {}
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
    """In sealed bidding, each rival bids as the Normal bot expects it to
    (its past bids, and as rivals wanting the card as much were seen to bid
    in Normal's games), as far as the coins it was dealt allow, not at
    random: gold first, the rest in fairy gold."""
    auction = world.auction
    if not auction or auction["mode"] != "bid" or seat not in auction["pool"] or auction["sealed"][seat]:
        return
    key = _decision_key(world, seat)
    chances = _bid_chances.get(key)
    if chances is None:
        if len(_bid_chances) >= DECISIONS_KEPT:
            _bid_chances.clear()
        chances = _bid_chances[key] = _model.rival_bid_chances(RULES.view(world, seat), seat)
    for rival in auction["pool"]:
        if rival == seat or rival not in chances:
            continue
        player = world.seats[rival]
        pmf = chances[rival]
        bid = min(world.rng.choices(range(len(pmf)), pmf)[0], player["fairy"] + player["gold"])
        gold = min(bid, player["gold"])
        auction["bids"][rival] = [{"fairy": bid - gold, "gold": gold, "black": False, "amulet": False}]
        auction["drafts"][rival] = None
        auction["sealed"][rival] = True


#: Hard's plug-in for this title (see `TitleSearch`).
SEARCH = TitleSearch(
    win_chances=win_chances,
    progress=progress,
    horizon=HORIZON,
    rollout_steps=ROLLOUT_STEPS,
    features=features,
    guided=GUIDED,
    tree_depth=TREE_DEPTH,
    candidates=candidates,
    guess_hidden_moves=guess_hidden_moves)
