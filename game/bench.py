"""Engine and AI speed, per title.  Prints figures only.

    python -m game.bench [--seconds 3]
    python -m game.bench --hard 1.0 [--decisions 8]   # Hard's search, every seat count
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

from game import registry
from game.ai import RandomBot, decide, make_bot


def random_game(rules, players: int, seed: int) -> int:
    """Play one game with random legal actions; return its action count."""
    state = rules.new_state(players, seed, {})
    rng = random.Random(seed)
    actions = 0
    while True:
        decisions = rules.pending(state)
        if not decisions:
            return actions
        seat = decisions[0].seat
        rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
        actions += 1


def bench_title(title_id: str, seconds: float) -> dict[str, float]:
    rules = registry.get(title_id)
    players = min(max(4, rules.min_players), rules.max_players)
    games, actions, seed = 0, 0, 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        actions += random_game(rules, players, seed)
        games += 1
        seed += 1
    elapsed = time.perf_counter() - start

    bot, times = make_bot(title_id, "normal"), []
    easy = RandomBot()
    rng = random.Random(1)
    for game_seed in range(3):
        state = rules.new_state(players, 1000 + game_seed, {})
        while rules.pending(state):
            seat = rules.pending(state)[0].seat
            if seat == 0:
                t0 = time.perf_counter()
                action = decide(rules, state, seat, bot, rng)
                times.append(time.perf_counter() - t0)
            else:
                action = decide(rules, state, seat, easy, rng)
            rules.apply(state, seat, action)
    return {
        "players": players,
        "games_per_s": games / elapsed,
        "actions_per_game": actions / games,
        "normal_mean_ms": 1000 * statistics.mean(times),
        "normal_worst_ms": 1000 * max(times),
        "normal_decisions": len(times),
    }


def bench_hard(title_id: str, budget: float, players: int, decisions: int, seed: int = 0) -> dict[str, float]:
    """Hard's iterations and wall time per decision (decisions with a real
    choice, spread over a game the other seats play at random)."""
    rules = registry.get(title_id)
    hard, easy = make_bot(title_id, "hard", budget), RandomBot()
    rng = random.Random(seed)
    iterations, times = [], []
    state = rules.new_state(players, seed, {})
    while len(times) < decisions:
        if rules.is_over(state):
            seed += 1
            state = rules.new_state(players, seed, {})
        seat = rules.pending(state)[0].seat
        if len(rules.legal_actions(state, seat)) > 1 and rng.random() < 0.25:
            t0 = time.perf_counter()
            action = decide(rules, state, seat, hard, rng)
            times.append(time.perf_counter() - t0)
            iterations.append(hard.last.iterations)
        else:
            action = decide(rules, state, seat, easy, rng)
        rules.apply(state, seat, action)
    return {"median_iterations": statistics.median(iterations), "fewest_iterations": min(iterations),
            "median_s": statistics.median(times), "worst_s": max(times)}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Engine and AI speed per title.")
    parser.add_argument("--seconds", type=float, default=3.0, help="random play time per title")
    parser.add_argument("--game", action="append", help="only these titles")
    parser.add_argument("--hard", type=float, metavar="SECONDS", help="measure Hard's search at this budget instead")
    parser.add_argument("--decisions", type=int, default=8, help="Hard decisions per title and seat count")
    args = parser.parse_args(argv)
    if args.hard:
        print(f"Hard at {args.hard:g} s: iterations and seconds per decision")
        print(f"{'title':<14}{'seats':>6}{'median iter':>13}{'fewest iter':>13}{'median s':>10}{'worst s':>9}")
        for title_id in args.game or registry.ids():
            rules = registry.get(title_id)
            for players in range(rules.min_players, rules.max_players + 1):
                r = bench_hard(title_id, args.hard, players, args.decisions)
                print(f"{title_id:<14}{players:>6}{r['median_iterations']:>13.0f}{r['fewest_iterations']:>13}"
                      f"{r['median_s']:>10.3f}{r['worst_s']:>9.3f}", flush=True)
        return
    print(f"{'title':<14}{'seats':>6}{'games/s':>10}{'actions/game':>14}{'normal mean ms':>16}{'normal worst ms':>17}")
    for title_id in args.game or registry.ids():
        r = bench_title(title_id, args.seconds)
        print(f"{title_id:<14}{r['players']:>6}{r['games_per_s']:>10.1f}{r['actions_per_game']:>14.1f}"
              f"{r['normal_mean_ms']:>16.2f}{r['normal_worst_ms']:>17.2f}")


if __name__ == "__main__":
    main()
