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
from collections import Counter

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


def dragonstones_figures(match: Match, events: list[Event]) -> Counter:
    """Auctions of one Fist of Dragonstones game, by how they ended, and the
    price winners paid (fairy gold + gold + silver) against the points scored."""
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
    figures["points"] = sum(e.delta for e in events if e.kind == "points" and e.delta > 0)
    return figures


TITLE_FIGURES = {"dragonstones": dragonstones_figures}


def run_report(title_id: str, bots: list[str], games: int, seed: int) -> dict[str, float]:
    rounds, totals = [], Counter()
    for g in range(games):
        match, events = play_game(title_id, bots, seed + g)
        rounds.append(getattr(match.state, "round", 0))
        if title_id in TITLE_FIGURES:
            totals += TITLE_FIGURES[title_id](match, events)
    report = {"games": games, "rounds_per_game": statistics.mean(rounds)}
    if totals["auctions"]:
        report.update(auctions_per_game=totals["auctions"] / games,
                      tied=totals["tied"] / totals["auctions"],
                      discarded_after_tie=totals["discarded_after_tie"] / totals["auctions"],
                      no_bids=totals["no_bids"] / totals["auctions"],
                      price_per_point=totals["price"] / max(1, totals["points"]))
    return report


LABELS = {"rounds_per_game": "rounds per game", "auctions_per_game": "auctions per game",
          "tied": "auctions tied for the top (silver rebid)",
          "discarded_after_tie": "auctions discarded after a tie",
          "no_bids": "auctions nobody bid on",
          "price_per_point": "price paid by winners per point scored"}


def main(argv: list[str] | None = None) -> None:
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
    for key, label in LABELS.items():
        if key in report:
            value = report[key]
            text = f"{value:.1%}" if key in ("tied", "discarded_after_tie", "no_bids") else f"{value:.2f}"
            print(f"  {label:<42}{text:>8}")


if __name__ == "__main__":
    main()
