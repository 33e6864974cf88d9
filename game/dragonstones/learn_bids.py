"""Learn the table of bids Fist of Dragonstones' Normal expects of a rival
(`rival_bids.SEEN_BIDS`) from games between Normal bots, and write it:

    python -m game.dragonstones.learn_bids --games 100 [--passes 2]

In every auction one seat, in turn, files each rival's coming bid as it can
tell from its own view (`Auctions.bid_kind`: the rival's fair share of its
coins for the card; a card that wins a rival the game is not filed, it
draws all that rival has); the bids revealed are counted per seat count
and kind.  Normal bids against the table, so the table is learned again
from the games it plays (`--passes`) until the bids it expects are the bids
it sees.
"""
from __future__ import annotations

import argparse
from collections import Counter
from pathlib import Path

from game.match import AI, Match, Seat

from . import RULES
from .ai import Auctions, Table
from .data import LOWEST_TAKES
from .rival_bids import FAIR_SHARES, SEEN_BIDS, TOP_BID
from .rules import bid_value

#: Bids of every seat count seen as often as this many of one count's own
#: make the prior of each count's chances (kinds seldom seen borrow most).
POOLED = 30
SEAT_COUNTS = range(RULES.min_players, RULES.max_players + 1)


def count_bids(players: int, games: int, seed: int) -> Counter:
    """(kind, bid) -> how often, over `games` seeded Normal-only games at
    `players` seats (bids over TOP_BID counted as TOP_BID)."""
    counts: Counter = Counter()
    for g in range(games):
        match = Match("dragonstones", [Seat(f"normal-{i}", AI, "normal") for i in range(players)], seed + g)
        while not match.is_over():
            auction = match.state.auction
            if auction["mode"] == "bid" and auction["card"] not in LOWEST_TAKES:
                decider = len(match.state.history) % players
                table = Table(RULES.view(match.state, decider), decider)
                kinds = Auctions(table, [auction["card"]] + table.pile, 0)
                filed = {r: kinds.bid_kind(r, auction["card"]) for r in table.rivals
                         if not table.winning_gain(r, kinds.rival_gains[r][auction["card"]])}
                while not auction["revealed"]:
                    seat = match.pending()[0].seat
                    match.submit(seat, match.think(seat))
                for rival, kind in filed.items():
                    counts[kind, min(TOP_BID, bid_value(auction["bids"][rival][0]))] += 1
            else:
                seat = match.pending()[0].seat
                match.submit(seat, match.think(seat))
    return counts


def chances(counts: dict[int, Counter]) -> dict[int, dict]:
    """Each seat count's chances of each bid per kind: its own counts, with
    the counts of every seat count (and one bid of each amount) as a prior."""
    pooled = Counter()
    for seen in counts.values():
        pooled.update(seen)
    table = {}
    for players, seen in counts.items():
        table[players] = {}
        for kind in FAIR_SHARES:
            everyone = [pooled[kind, bid] + 1 for bid in range(TOP_BID + 1)]
            prior = [POOLED * n / sum(everyone) for n in everyone]
            own = [seen[kind, bid] + p for bid, p in zip(range(TOP_BID + 1), prior)]
            table[players][kind] = tuple(round(n / sum(own), 4) for n in own)
    return table


def write(table: dict[int, dict], path: Path) -> None:
    """Replace the SEEN_BIDS literal of rival_bids.py with `table`."""
    source = path.read_text()
    head = source[:source.index("SEEN_BIDS = {")]
    rows = ["SEEN_BIDS = {"]
    for players, kinds in table.items():
        rows.append(f"    {players}: {{")
        rows += [f"        {kind!r}: {chances!r}," for kind, chances in kinds.items()]
        rows.append("    },")
    rows.append("}")
    path.write_text(head + "\n".join(rows) + "\n")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Learn the bids Normal expects of a rival.")
    parser.add_argument("--games", type=int, default=100, help="games per seat count and pass")
    parser.add_argument("--passes", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1000)
    args = parser.parse_args(argv)
    path = Path(__file__).with_name("rival_bids.py")
    for done in range(args.passes):
        counts = {players: count_bids(players, args.games, args.seed + 1000 * done) for players in SEAT_COUNTS}
        table = chances(counts)
        write(table, path)
        SEEN_BIDS.update(table)     # the next pass plays the table just written
        print(f"pass {done + 1}: " + ", ".join(f"{p} seats: {sum(c.values())} bids" for p, c in counts.items()))


if __name__ == "__main__":
    main()
