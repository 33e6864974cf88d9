"""Fist of Dragonstones, Learn to play: the first three auctions of a game
of three (the learner and two Normal bots): a sealed bid lost, a tie won
on a silver rebid, and the Wizard's power turning stones into a point.

The prepared deal (`arrange`, rule-legal: the round's cards only
reordered, the learner's four starting stones drawn as red, red, blue and
yellow from the bank's bag) puts the Red Dragon and the Wizard right after
the Witch.  The bots' Normal moves from seed 3, each sealing its bid
before the learner as the table asks them, then tell the story: the
learner bids 1 fairy gold for the Witch and loses it to Bo's 2 gold; bids
2 fairy gold for the Red Dragon and ties with Bo; rebids all 5 silver
against Bo's 4 and takes a red stone; bids 3 fairy gold and 2 gold for
the Wizard, wins it, and pays one stone of each colour for a point.  The
game goes on from there as a real one; the lesson ends with the point.
"""
from __future__ import annotations

from typing import Callable

from game.core import Action, Decision, Event
from game.lessons import LEARNER, Lesson, Step, deciding, kinds, matching, watching

from .data import COLOURS
from .state import DragonstonesState

#: The round's first cards after the Witch, in auction order.
FIRST_CARDS = ("red_dragon", "wizard")
#: The learner's starting stones (4, as every seat's).
STONES = {"red": 2, "blue": 1, "yellow": 1}
#: The bids the lesson asks for, by card, and the silver rebid of the tie.
BIDS = {"witch": {"fairy": 1, "gold": 0}, "red_dragon": {"fairy": 2, "gold": 0},
        "wizard": {"fairy": 3, "gold": 2}}
REBID = 5


def arrange(state: DragonstonesState) -> None:
    """The learner's stones go back to the bank's bag and STONES come out
    of it; the round's pile (shuffled, the Witch already on auction) puts
    FIRST_CARDS first, the rest in their shuffled order."""
    seat = state.seats[LEARNER]
    for colour in COLOURS:
        state.bank[colour] += seat[colour] - STONES[colour]
        seat[colour] = STONES[colour]
    state.pile = list(FIRST_CARDS) + [card for card in state.pile if card not in FIRST_CARDS]


def bidding_for(card: str) -> Callable[[DragonstonesState, Decision | None], bool]:
    """A step's `when`: the learner seals a bid for `card`."""
    return lambda view, decision: (deciding("bid_fairy", "bid_gold")(view, decision)
                                   and view.auction["card"] == card)


def the_bid(card: str) -> Callable[[Action], bool]:
    """The steps of the bid the lesson asks for `card`: its fairy gold and
    its gold (the gold step seals a bid without a black coin or amulet)."""
    bid = BIDS[card]
    return lambda action: action.kind in ("bid_fairy", "bid_gold") and action.amount == bid[action.kind[4:]]


def _settled(event: Event) -> bool:
    """The card on auction has gone, to a winner or to nobody."""
    return event.kind in ("winner", "no_winner")


STEPS = (
    Step("witch", bidding_for("witch"), points_at=the_bid("witch"), region="bid panel",
         begun_by=kinds("bid_fairy"), done_by=kinds("bid_gold")),
    Step("red_dragon", bidding_for("red_dragon"), points_at=the_bid("red_dragon"), region="bid panel",
         begun_by=kinds("bid_fairy"), done_by=kinds("bid_gold")),
    Step("tie", watching, region="bid panel", done_on="tie", until=_settled),
    Step("rebid", deciding("bid_silver"), points_at=matching("bid_silver", amount=REBID),
         region="bid panel", done_by=kinds("bid_silver"), until=_settled),
    Step("stone", watching, region="own place", done_on=matching("winner", seat=LEARNER), until="auction_start"),
    Step("wizard", bidding_for("wizard"), points_at=the_bid("wizard"), region="bid panel",
         begun_by=kinds("bid_fairy"), done_by=kinds("bid_gold")),
    Step("power", deciding("exchange"), points_at=kinds("exchange"), region="own place",
         done_by=kinds("exchange", "take"), until="auction_start"),
)

LESSON = Lesson("dragonstones", players=3, seed=3, steps=STEPS, arrange=arrange,
                learned=("auction", "pay", "fairy", "tie", "stones", "powers", "points", "round"))
