"""AI strength: seeded games between bot levels, seats rotated.

    python -m game.arena --game dragons_lair --bots normal,easy,easy,easy --games 200 --seed 1
    python -m game.arena --game citadels --bots hard,normal,normal,normal --budget 0.25
    python -m game.arena --game citadels --bots hard@1,hard@0.25 --games 100
    python -m game.arena --game dragonstones --bots normal,normal-v1,normal-v1,normal-v1 --games 400

Game g uses seed+g and rotates the line-up by g seats, so no level keeps a
seat advantage.  `--jobs N` plays N games at once in separate processes
(default: one per core); the results are the same as one at a time, but
for Hard's: its search stops on the clock, so the worlds it gets, and now
and then its move, differ from run to run, and a game with Hard in it may
go another way on the same seed (Rattlebones, 4 seats, seed 3400: Hard at
0.25 s won 32.2 % of 160 games one run and 41.0 % of 100 another).  Seeds
pair Normal's games, not Hard's.  Prints each line-up entry's win share
per seat (shared wins split) with its 95 % confidence interval, and mean
score.  `--budget` sets Hard's thinking time per decision; `hard@S` gives
one seat S seconds.
`--clock cpu` (the default) counts that time as the thinking thread's CPU
time, what a quiet machine gives, so a busy machine does not starve Hard;
`--clock wall` counts what a player would wait.
Besides the levels, the arena seats frozen reference bots by name
(`REFERENCE_BOTS`, e.g. `normal-v1`: the first Normal) to measure progress,
and `guide`: Hard's guide alone, without its search (cheap games that
measure the policy Hard starts from).
"""
from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from game import registry
from game.ai import CLOCKS, LEVELS, hard_guide, make_bot
from game.match import AI, Match, Seat


def parse_bot(entry: str, budget: float | None) -> tuple[str, float | None]:
    """"hard@0.5" -> ("hard", 0.5); "normal" -> ("normal", None)."""
    level, _, seconds = entry.partition("@")
    return level, float(seconds) if seconds else (budget if level == "hard" else None)


#: Frozen bots seated by name (arena only): a title's `Title.reference_bots`.
REFERENCE_BOTS = ("normal-v1",)

#: Hard's guide without the search (`game.ai.hard_guide`), seated as "guide".
GUIDE = "guide"


def arena_bot(title_id: str, entry: str, budget: float | None, clock=time.thread_time):
    """The bot for a line-up entry: a level (make_bot) or a reference bot."""
    level, seconds = parse_bot(entry, budget)
    if level in REFERENCE_BOTS:
        return registry.reference_bot(title_id, level)
    if level == GUIDE:
        return hard_guide(title_id)
    return make_bot(title_id, level, seconds, clock)


def seat_level(entry: str) -> str:
    """The level a Match records for an entry (a reference bot or the
    guide plays as Normal)."""
    level = parse_bot(entry, None)[0]
    return "normal" if level in REFERENCE_BOTS or level == GUIDE else level


def interval(shares: list[float]) -> tuple[float, float]:
    """Mean of per-game win shares and the half-width of its 95 % interval
    (normal approximation)."""
    n = len(shares)
    mean = sum(shares) / n
    if n < 2:
        return mean, 1.0
    variance = sum((x - mean) ** 2 for x in shares) / (n - 1)
    return mean, 1.96 * math.sqrt(variance / n)


@dataclass(frozen=True)
class Game:
    """One arena game to play: the line-up rotated by its number, its seed."""
    title_id: str
    bots: tuple[str, ...]
    seed: int
    budget: float | None
    clock: Callable[[], float]

    def play(self, g: int) -> tuple[list[str], list[int], list[int]]:
        """Game g: its line-up (the bots rotated by g seats), scores and winners."""
        shift = g % len(self.bots)
        lineup = list(self.bots[shift:] + self.bots[:shift])
        seats = [Seat(f"{entry}-{i}", AI, seat_level(entry)) for i, entry in enumerate(lineup)]
        match = Match(self.title_id, seats, self.seed + g)
        for seat, entry in enumerate(lineup):
            match._bots[seat] = arena_bot(self.title_id, entry, self.budget, self.clock)
        match.play_ai_turns()
        outcome = match.outcome()
        return lineup, list(outcome.scores), list(outcome.winners)


def played(game: Game, games: int, jobs: int) -> Iterator[tuple[list[str], list[int], list[int]]]:
    """The games in order, played in `jobs` processes at once (1: here)."""
    if jobs <= 1 or games <= 1:
        yield from map(game.play, range(games))
        return
    # Fresh processes, not forks: a fork of a process running threads (a
    # test runner's, a GUI's) can inherit a lock held mid-call and hang.
    with multiprocessing.get_context("spawn").Pool(min(jobs, games)) as pool:
        yield from pool.imap(game.play, range(games))


def run_arena(title_id: str, bots: list[str], games: int, seed: int, budget: float | None = None,
              clock=time.thread_time, every: int = 0, jobs: int = 1) -> dict[str, dict[str, float]]:
    """Play the games, `jobs` at a time in separate processes (the same
    results as one at a time: each game is played from its own seed); every
    `every` games (0: never) print the running win shares to stderr, for
    long runs watched from a log file."""
    shares: dict[str, list[float]] = defaultdict(list)
    scores: dict[str, list[int]] = defaultdict(list)
    seats_of: dict[str, int] = defaultdict(int)
    for entry in bots:
        seats_of[entry] += 1
    game = Game(title_id, tuple(bots), seed, budget, clock)
    for g, (lineup, game_scores, winners) in enumerate(played(game, games, jobs)):
        won: dict[str, float] = defaultdict(float)
        for seat, entry in enumerate(lineup):
            scores[entry].append(game_scores[seat])
            if seat in winners:
                won[entry] += 1 / len(winners)
        for entry in seats_of:
            shares[entry].append(won[entry] / seats_of[entry])
        if every and (g + 1) % every == 0:
            running = (f"{entry} {interval(shares[entry])[0]:.1%} ±{interval(shares[entry])[1]:.1%}"
                       for entry in seats_of)
            print(f"after {g + 1} games: " + ", ".join(running), file=sys.stderr, flush=True)
    results = {}
    for entry in seats_of:
        per_seat, half_width = interval(shares[entry])
        results[entry] = {"seats": seats_of[entry], "win_share": per_seat * seats_of[entry],
                          "per_seat": per_seat, "interval": half_width,
                          "mean_score": sum(scores[entry]) / len(scores[entry])}
    return results


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Seeded games between AI levels.")
    parser.add_argument("--game", required=True, choices=registry.ids())
    parser.add_argument("--bots", required=True, help="comma-separated levels, one per seat")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=None,
                        help="Hard's seconds per decision (default: its level's budget)")
    parser.add_argument("--clock", choices=CLOCKS, default="cpu",
                        help="count Hard's budget in the thinking thread's CPU time or in wall time")
    parser.add_argument("--every", type=int, default=0, metavar="N",
                        help="print the running win shares to stderr every N games")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="games played at once in separate processes (default: the machine's cores)")
    args = parser.parse_args(argv)
    bots = args.bots.split(",")
    unknown = [b for b in bots if parse_bot(b, None)[0] not in (*LEVELS, *REFERENCE_BOTS, GUIDE)]
    if unknown:
        parser.error(f"unknown levels {unknown}; levels are {', '.join(LEVELS)}; "
                     f"reference bots {', '.join(REFERENCE_BOTS)}; {GUIDE} (Hard's guide)")
    for entry in bots:
        level = parse_bot(entry, None)[0]
        if level in REFERENCE_BOTS and level not in registry.title(args.game).reference_bots:
            parser.error(f"{args.game} has no reference bot {level}")
    results = run_arena(args.game, bots, args.games, args.seed, args.budget, CLOCKS[args.clock], args.every,
                        args.jobs)
    print(f"{args.game}: {args.games} games, seats {','.join(bots)}, seed {args.seed}, "
          f"hard budget {args.budget} s ({args.clock} clock)")
    print(f"{'level':<12}{'seats':>6}{'win share':>11}{'per seat':>10}{'95% interval':>16}{'mean score':>12}")
    for entry, r in results.items():
        low, high = max(0.0, r['per_seat'] - r['interval']), min(1.0, r['per_seat'] + r['interval'])
        print(f"{entry:<12}{r['seats']:>6}{r['win_share']:>11.1%}{r['per_seat']:>10.1%}"
              f"{f'{low:.1%}–{high:.1%}':>16}{r['mean_score']:>12.1f}")


if __name__ == "__main__":
    main()
