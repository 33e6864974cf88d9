"""Fist of Dragonstones: the guide Hard's search starts from (`HardGuide`),
stronger than Normal, which stays as it is.

Normal guesses a rival's bid from a table of bids seen in Normal's games
(`rival_bids.py`): a spread of amounts, so it bids where the spread says a
coin buys the most chance.  But every seat can work out how a Normal
rival would plan its bid: the plan depends on the public table and on the
coins behind that rival's screen, and those the public record tells
nearly exactly (`Table`'s estimates).  The guide foresees each rival's
bid so (`foreseen_plans`) and bids a coin over the highest of them when
the card is worth it, or nothing: every bid is paid, won or lost, and
Normal pays for many a card a rival was always going to outbid it for.
It trusts a foreseen bid four times in five (`FORESIGHT`; the rest of
its odds are Normal's spread), so it may still bid a coin or two on a
long shot that is cheap.

Against three Normals, 4 seats, seed 1000 (the arena, `guide` seat
rotated): 63.9 % (60.9-66.9) of 1000 games, where Normal in its seat
won 26.3 % (24.4-28.2) of 2000.  Played directly on the same 300-400
seeds (5000 on) the guide against Normal in its seat: 74.0 % against
32.0 % at 3 seats, 66.2 % against 24.0 % at 4, 58.0 % against 17.3 % at 6
(each ± about 5).  A decision costs it a Normal plan for each rival still
bidding: median 1.4 ms and p95 3.5 ms of CPU at 4 seats (Normal 0.4 and
0.9), 3.4 and 8.5 ms at 6 (Normal 0.7 and 1.4); Hard asks it once a
decision (its rollouts play `evaluate.RolloutNormal`).
"""
from __future__ import annotations

from .ai import NormalBot, Table
from .data import CARDS
from .rules import RULES
from .state import DragonstonesState

#: How far the guide trusts a foreseen bid; the rest of its odds are Normal's spread.
FORESIGHT = 0.8


def rival_view(table: Table, rival: int) -> DragonstonesState:
    """The table as `rival` sees it, its hidden coins as this seat reckons them."""
    world = table.view.clone()
    for other in table.rivals:
        player = world.seats[other]
        gold = round(table.gold[other])
        player["gold"], player["fairy"] = gold, max(0, round(table.money[other] - table.gold[other]))
        player["silver"] = round(table.silver[other])
    return RULES.view(world, rival)


def foreseen_plans(table: Table) -> dict[int, tuple[int, int, bool, bool]]:
    """The bid each rival still bidding for the card would seal, as
    (fairy, gold, black coin, amulet), planned as Normal plans it."""
    pool = table.view.auction["pool"]
    return {rival: NormalBot().plan_bid(Table(rival_view(table, rival), rival))
            for rival in table.rivals if rival in pool}


def foreseen_top(table: Table) -> int:
    """The highest of the foreseen bids (an amulet doubles a bid)."""
    return max(((fairy + gold) * (2 if amulet else 1) for fairy, gold, _, amulet in foreseen_plans(table).values()),
               default=0)


class HardGuide(NormalBot):
    """Normal, bidding against the rivals' bids it foresees."""

    def __init__(self) -> None:
        super().__init__()
        self._top: int | None = None     # the highest foreseen rival bid, while a bid is planned

    def round_plan(self, table: Table):
        """Normal's plan of the round, but while a bid is planned the card on
        auction is won by a bid over the foreseen top (tied at it), as far
        as the guide trusts its foresight."""
        auctions, later = super().round_plan(table)
        if self._top is not None:
            card = table.view.auction["card"]
            curve, tie = auctions.curves[card], auctions.tie_share
            sure = [0.0 if b < self._top else tie if b == self._top else 1.0 for b in range(len(curve))]
            auctions.curves[card] = [FORESIGHT * s + (1 - FORESIGHT) * c for s, c in zip(sure, curve)]
        return auctions, later

    def plan_bid(self, table: Table) -> tuple[int, int, bool, bool]:
        """The bid with the best expected worth against the foreseen bids:
        a coin over the highest when the card is worth it, else nothing."""
        card = table.view.auction["card"]
        if CARDS[card].power == "black_death" or table.view.auction["mode"] != "bid":
            return super().plan_bid(table)
        self._top = foreseen_top(table)
        try:
            options, _, _ = self.bid_options(table)
        finally:
            self._top = None
        _, bid, black, amulet = max(options)
        return self.split_bid(table, bid) + (black, amulet)
