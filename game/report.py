"""How games between bots go: figures a player would notice.

    python -m game.report --game dragonstones --players 6 --games 200
    python -m game.report --game dragonstones --players 4 --bots normal,normal-v1,normal-v1,normal-v1

Bots play seeded games (seed+g, like the arena); the report prints rounds
per game and, for Fist of Dragonstones, how its auctions end: the share of
auctions discarded after a tie (a second tie in the silver rebid), the share
nobody bid on, and the mean price the winners paid per point scored.
"""
from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from dataclasses import dataclass

from game import registry
from game.arena import REFERENCE_BOTS, arena_bot, parse_bot, seat_level
from game.ai import LEVELS
from game.core import Event
from game.match import AI, Match, Seat


def play_game(title_id: str, bots: list[str], seed: int) -> tuple[Match, list[Event]]:
    """One seeded game between `bots` (levels or reference bots), with every event."""
    events: list[Event] = []
    seats = [Seat(f"{entry}-{i}", AI, seat_level(entry)) for i, entry in enumerate(bots)]
    match = Match(title_id, seats, seed, on_action=lambda _m, _s, _a, evs: events.extend(evs))
    for seat, entry in enumerate(bots):
        match._bots[seat] = arena_bot(title_id, entry, None)
    match.play_ai_turns()
    return match, events


@dataclass(frozen=True)
class Band:
    """A figure's sensible range for a bot a person cannot exploit."""

    low: float
    high: float
    label: str
    percent: bool = True

    def holds(self, value: float) -> bool:
        return self.low <= value <= self.high


#: A bid this big spends a whole round's fairy gold (8 a round) on one card.
WHOLE_ROUND = 8


def dragonstones_figures(match: Match, events: list[Event]) -> Counter:
    """Auctions of one Fist of Dragonstones game, by how they ended; bids
    of a whole round's fairy gold or more; the price winners paid (fairy
    gold + gold + silver) against the points scored."""
    figures: Counter = Counter()
    for auction in match.state.history:
        figures["auctions"] += 1
        if auction["winner"] is not None:
            bid = auction["bids"][auction["winner"]][0]
            rebid = (auction["rebids"] or [None] * len(auction["bids"]))[auction["winner"]] or {}
            figures["price"] += bid["fairy"] + bid["gold"] + rebid.get("silver", 0)
        elif auction["rebids"] is not None:
            figures["discarded_after_tie"] += 1
        else:
            figures["no_bids"] += 1
        figures["tied"] += auction["rebids"] is not None
    for event in events:
        if event.kind == "reveal":
            for hands in event.bids:
                if hands:
                    fairy, gold = hands[0][0], hands[0][1]
                    figures["bids"] += 1
                    figures["whole_round"] += fairy + gold >= WHOLE_ROUND
    figures["points"] = sum(e.delta for e in events if e.kind == "points" and e.delta > 0)
    return figures


def dragonstones_report(totals: Counter, games: int) -> dict[str, float]:
    auctions = max(1, totals["auctions"])
    return {"auctions_per_game": totals["auctions"] / games, "tied": totals["tied"] / auctions,
            "discarded_after_tie": totals["discarded_after_tie"] / auctions,
            "no_bids": totals["no_bids"] / auctions,
            "whole_round": totals["whole_round"] / max(1, totals["bids"]),
            "price_per_point": totals["price"] / max(1, totals["points"])}


def citadels_figures(match: Match, events: list[Event]) -> Counter:
    """Whom Assassins name and Thieves rob, gold taken against cards drawn,
    and which seats Magicians swap hands with."""
    figures: Counter = Counter()
    for seat, action in match.log:
        if action.kind in ("murder", "rob"):
            figures[action.kind] += 1
            figures[f"{action.kind}:{action.character}"] += 1
        elif action.kind in ("take_gold", "draw_cards"):
            figures["resource"] += 1
            figures["draw"] += action.kind == "draw_cards"
        elif action.kind == "swap_hands":
            figures["swap"] += 1
            figures["swap_first_seat"] += action.seat == 0
            figures["swap_fair_first_seat"] += 0 if seat == 0 else 1 / (len(match.seats) - 1)
    return figures


def _top_share(totals: Counter, kind: str) -> float:
    named = [v for k, v in totals.items() if k.startswith(f"{kind}:")]
    return max(named) / max(1, totals[kind]) if named else 0.0


def citadels_report(totals: Counter, games: int) -> dict[str, float]:
    return {"murder_top": _top_share(totals, "murder"), "rob_top": _top_share(totals, "rob"),
            "murder_targets": sum(1 for k in totals if k.startswith("murder:")),
            "rob_targets": sum(1 for k in totals if k.startswith("rob:")),
            "draw_share": totals["draw"] / max(1, totals["resource"]),
            "swap_first_seat": totals["swap_first_seat"] / max(1, totals["swap"]),
            "swap_first_seat_fair": totals["swap_fair_first_seat"] / max(1, totals["swap"])}


def dragons_lair_figures(match: Match, events: list[Event]) -> Counter:
    """Expeditions (a seat's travel money in one round): how many went home
    at the first vote, before any room was turned, and the share of its
    chips a seat committed."""
    figures: Counter = Counter()
    turned = 0
    for event in events:
        if event.kind == "round_start":
            turned = 0
        elif event.kind == "flip":
            turned += 1
        elif event.kind == "commit":
            figures["expeditions"] += 1
            figures["risked"] += event.amount / (event.amount + event.chips_left)
        elif event.kind == "leave" and not event.forced:
            figures["left"] += 1
            figures["left_at_first_room"] += turned == 0
    return figures


def dragons_lair_report(totals: Counter, games: int) -> dict[str, float]:
    expeditions = max(1, totals["expeditions"])
    return {"left_at_first_room": totals["left_at_first_room"] / expeditions,
            "risked": totals["risked"] / expeditions}


#: Each title's figures from one game, and the report made of their sums.
TITLE_FIGURES = {"dragonstones": (dragonstones_figures, dragonstones_report),
                 "citadels": (citadels_figures, citadels_report),
                 "dragons_lair": (dragons_lair_figures, dragons_lair_report)}

BANDS = {
    "no_bids": Band(0.0, 0.10, "auctions nobody bid on"),
    "discarded_after_tie": Band(0.0, 0.05, "auctions discarded after a tie"),
    "whole_round": Band(0.0, 0.05, "bids of a whole round's fairy gold (8+)"),
    "murder_top": Band(0.0, 0.45, "murders naming the most named character"),
    "rob_top": Band(0.0, 0.45, "robberies naming the most robbed character"),
    "murder_targets": Band(5, 7, "characters the Assassin named", percent=False),
    "rob_targets": Band(4, 6, "characters the Thief robbed", percent=False),
    "draw_share": Band(0.15, 0.70, "resource actions that drew cards"),
    "left_at_first_room": Band(0.0, 0.25, "expeditions gone home before the first room"),
}
LABELS = {"rounds_per_game": "rounds per game", "auctions_per_game": "auctions per game",
          "tied": "auctions tied for the top (silver rebid)",
          "price_per_point": "price paid by winners per point scored",
          "swap_first_seat": "Magician swaps with seat 0",
          "swap_first_seat_fair": "  its fair share (one of the others)",
          "risked": "share of its chips a seat commits",
          **{key: band.label for key, band in BANDS.items()}}


def run_report(title_id: str, bots: list[str], games: int, seed: int) -> dict[str, float]:
    rounds, totals = [], Counter()
    figures, report_of = TITLE_FIGURES.get(title_id, (None, None))
    for g in range(games):
        match, events = play_game(title_id, bots, seed + g)
        rounds.append(registry.get(title_id).round_number(match.state))
        if figures:
            totals += figures(match, events)
    report = {"games": games, "rounds_per_game": statistics.mean(rounds)}
    if report_of:
        report.update(report_of(totals, games))
    return report


def outside_bands(report: dict[str, float]) -> list[str]:
    """The figures outside their sensible band."""
    return [key for key, band in BANDS.items() if key in report and not band.holds(report[key])]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="How games between bots go.")
    parser.add_argument("--game", required=True, choices=registry.ids())
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--bots", default="normal",
                        help="one entry for every seat, or one per seat, comma-separated")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    bots = args.bots.split(",")
    if len(bots) == 1:
        bots = bots * args.players
    if len(bots) != args.players:
        parser.error(f"{len(bots)} bots for {args.players} players")
    unknown = [b for b in bots if parse_bot(b, None)[0] not in (*LEVELS, *REFERENCE_BOTS)]
    if unknown:
        parser.error(f"unknown bots {unknown}")
    report = run_report(args.game, bots, args.games, args.seed)
    print(f"{args.game}: {args.games} games, seats {','.join(bots)}, seed {args.seed}")
    outside = outside_bands(report)
    for key, label in LABELS.items():
        if key in report:
            value, band = report[key], BANDS.get(key)
            percent = band.percent if band else key not in ("rounds_per_game", "auctions_per_game",
                                                            "price_per_point")
            text = f"{value:.1%}" if percent else f"{value:.2f}"
            verdict = ""
            if band:
                span = f"{band.low:.0%}–{band.high:.0%}" if band.percent else f"{band.low:g}–{band.high:g}"
                verdict = f"  {'OUTSIDE' if key in outside else 'ok'} ({span})"
            print(f"  {label:<46}{text:>8}{verdict}")
    return 1 if outside else 0


if __name__ == "__main__":
    sys.exit(main())
