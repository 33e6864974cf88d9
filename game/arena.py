"""AI strength: seeded games between bot levels, seats rotated.

    python -m game.arena --game dragons_lair --bots normal,easy,easy,easy --games 200 --seed 1

Game g uses seed+g and rotates the line-up by g seats, so no level keeps a
seat advantage.  Prints each level's win share (shared wins split) and mean
score.
"""
from __future__ import annotations

import argparse
from collections import defaultdict

from game import registry
from game.ai import LEVELS
from game.match import AI, Match, Seat


def run_arena(title_id: str, bots: list[str], games: int, seed: int) -> dict[str, dict[str, float]]:
    wins: dict[str, float] = defaultdict(float)
    scores: dict[str, list[int]] = defaultdict(list)
    seats_of: dict[str, int] = defaultdict(int)
    for g in range(games):
        shift = g % len(bots)
        lineup = bots[shift:] + bots[:shift]
        match = Match(title_id, [Seat(f"{lvl}-{i}", AI, lvl) for i, lvl in enumerate(lineup)], seed + g)
        match.play_ai_turns()
        outcome = match.outcome()
        for seat, level in enumerate(lineup):
            scores[level].append(outcome.scores[seat])
            if seat in outcome.winners:
                wins[level] += 1 / len(outcome.winners)
    for level in bots:
        seats_of[level] += 1
    return {level: {"seats": seats_of[level], "win_share": wins[level] / games,
                    "mean_score": sum(scores[level]) / len(scores[level])}
            for level in seats_of}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Seeded games between AI levels.")
    parser.add_argument("--game", required=True, choices=registry.ids())
    parser.add_argument("--bots", required=True, help="comma-separated levels, one per seat")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    bots = args.bots.split(",")
    unknown = [b for b in bots if b not in LEVELS]
    if unknown:
        parser.error(f"unknown levels {unknown}; levels are {', '.join(LEVELS)}")
    results = run_arena(args.game, bots, args.games, args.seed)
    print(f"{args.game}: {args.games} games, seats {','.join(bots)}, seed {args.seed}")
    print(f"{'level':<8}{'seats':>6}{'win share':>11}{'per seat':>10}{'mean score':>12}")
    for level, r in results.items():
        print(f"{level:<8}{r['seats']:>6}{r['win_share']:>11.1%}{r['win_share'] / r['seats']:>10.1%}{r['mean_score']:>12.1f}")


if __name__ == "__main__":
    main()
