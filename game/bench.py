"""Engine and AI speed, per title.  Prints figures only.

    python -m game.bench [--seconds 3] [--game citadels] [--levels easy,normal,guide]
    python -m game.bench --hard 1.0 [--decisions 8]   # Hard's search, every seat count

First the engine: random games per CPU second at 4 seats (or the nearest seat
count the title allows).  Then every AI level's decision time at every seat
count: seat 0 plays the level, the other seats play at random, and each of
seat 0's decisions is timed the way a table asks for it (`decide`: the
determinization included).  Printed per title, seat count and level: the
median, 95th percentile and worst decision time against the level's budget
(game/ai/__init__.py BUDGETS).  Decision times are the thinking thread's CPU
time by default (`--clock cpu`): on a shared, busy machine wall time mostly
measures the other programs; `--clock wall` measures what a player waits.  `--hard S` instead prints Hard's search
iterations and play-outs per decision at a budget of S seconds, the share
of decisions it searched for its whole budget (nothing settled the answer
sooner) with their median play-outs, and its seconds per decision
(median, 95th percentile, worst) on the same clock.  `--check` stops
after the engine figures, exiting 1 if a title's engine plays fewer than
ENGINE_GOAL random actions per CPU second.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from game import registry
from game.ai import BUDGETS, CLOCKS, LEVELS, RandomBot, decide, make_bot
from game.arena import REFERENCE_BOTS, arena_bot, seat_level

#: Random actions per CPU second every title's engine must reach (issue 34).
ENGINE_GOAL = 120_000


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


def engine_speed(title_id: str, seconds: float) -> dict[str, float]:
    """Random games and actions per CPU second of this thread (on a shared
    machine wall time mostly measures the other programs)."""
    rules = registry.get(title_id)
    players = min(max(4, rules.min_players), rules.max_players)
    games, actions, seed = 0, 0, 0
    start = time.thread_time()
    while time.thread_time() - start < seconds or not games:
        actions += random_game(rules, players, seed)
        games += 1
        seed += 1
    elapsed = time.thread_time() - start
    return {"players": players, "games_per_s": games / elapsed, "actions_per_game": actions / games,
            "actions_per_s": actions / elapsed}


def decision_times(title_id: str, players: int, level: str, seconds: float, most: int,
                   clock=time.thread_time) -> list[float]:
    """Seconds per decision of `level` at seat 0, over seeded games against
    random seats, until `seconds` of its thinking or `most` decisions.
    Besides the levels, `level` may name what the arena seats: Hard's
    guide ("guide", asked once by every Hard decision) or a frozen
    reference bot ("normal-v1")."""
    rules = registry.get(title_id)
    bot, easy, rng = arena_bot(title_id, level, None, clock), RandomBot(), random.Random(1)
    times: list[float] = []
    game_seed = 1000
    while sum(times) < seconds and len(times) < most:
        state = rules.new_state(players, game_seed, {})
        game_seed += 1
        while rules.pending(state) and sum(times) < seconds and len(times) < most:
            seat = rules.pending(state)[0].seat
            if seat == 0 and len(rules.legal_actions(state, seat)) > 1:
                start = clock()
                action = decide(rules, state, seat, bot, rng)
                times.append(clock() - start)
            else:
                action = decide(rules, state, seat, easy, rng)
            rules.apply(state, seat, action)
    return times


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def bench_hard(title_id: str, budget: float, players: int, decisions: int, seed: int = 0,
               clock=time.thread_time) -> dict[str, float]:
    """Hard's iterations and time per decision on `clock`, its budget
    counted on the same clock (decisions with a real choice, spread over a
    game the other seats play at random)."""
    rules = registry.get(title_id)
    hard, easy = make_bot(title_id, "hard", budget, clock), RandomBot()
    rng = random.Random(seed)
    iterations, playouts, times = [], [], []
    whole_budget = []   # play-outs of the decisions the search could not settle early
    state = rules.new_state(players, seed, {})
    while len(times) < decisions:
        if rules.is_over(state):
            seed += 1
            state = rules.new_state(players, seed, {})
        seat = rules.pending(state)[0].seat
        if len(rules.legal_actions(state, seat)) > 1 and rng.random() < 0.25:
            t0 = clock()
            action = decide(rules, state, seat, hard, rng)
            times.append(clock() - t0)
            iterations.append(hard.last.iterations)
            playouts.append(hard.last.playouts)
            if not hard.last.settled:
                whole_budget.append(hard.last.playouts)
        else:
            action = decide(rules, state, seat, easy, rng)
        rules.apply(state, seat, action)
    return {"median_iterations": statistics.median(iterations), "fewest_iterations": min(iterations),
            "median_playouts": statistics.median(playouts),
            "contested": len(whole_budget) / len(playouts),
            "contested_playouts": statistics.median(whole_budget) if whole_budget else 0,
            "median_s": statistics.median(times), "p95_s": percentile(times, 0.95), "worst_s": max(times)}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Engine and AI speed per title.")
    parser.add_argument("--seconds", type=float, default=3.0, help="random play time per title")
    parser.add_argument("--game", action="append", help="only these titles")
    parser.add_argument("--levels", default=",".join(LEVELS),
                        help="comma-separated levels to time; also guide (Hard's guide) and reference bots")
    parser.add_argument("--think", type=float, default=2.0,
                        help="seconds of one level's thinking to time per title and seat count")
    parser.add_argument("--most", type=int, default=400, help="at most this many decisions per line")
    parser.add_argument("--clock", choices=CLOCKS, default="cpu", help="time decisions by CPU or wall time")
    parser.add_argument("--hard", type=float, metavar="SECONDS", help="measure Hard's search at this budget instead")
    parser.add_argument("--decisions", type=int, default=8, help="Hard decisions per title and seat count")
    parser.add_argument("--check", action="store_true",
                        help=f"exit 1 if an engine plays under {ENGINE_GOAL} random actions per CPU second")
    args = parser.parse_args(argv)
    titles = args.game or registry.ids()
    if args.hard:
        print(f"Hard at {args.hard:g} s ({args.clock} clock): iterations, play-outs and seconds per decision")
        print(f"{'title':<14}{'seats':>6}{'median iter':>13}{'fewest iter':>13}{'median play-outs':>18}"
              f"{'whole budget':>14}{'its play-outs':>15}{'median s':>10}{'p95 s':>8}{'worst s':>9}")
        for title_id in titles:
            rules = registry.get(title_id)
            for players in range(rules.min_players, rules.max_players + 1):
                r = bench_hard(title_id, args.hard, players, args.decisions, clock=CLOCKS[args.clock])
                print(f"{title_id:<14}{players:>6}{r['median_iterations']:>13.0f}{r['fewest_iterations']:>13}"
                      f"{r['median_playouts']:>18.0f}{r['contested']:>14.0%}{r['contested_playouts']:>15.0f}"
                      f"{r['median_s']:>10.3f}{r['p95_s']:>8.3f}"
                      f"{r['worst_s']:>9.3f}", flush=True)
        return
    print(f"{'title':<14}{'seats':>6}{'games/s':>10}{'actions/game':>14}{'actions/s':>11}  (per CPU second)")
    slow = []
    for title_id in titles:
        r = engine_speed(title_id, args.seconds)
        print(f"{title_id:<14}{r['players']:>6}{r['games_per_s']:>10.1f}{r['actions_per_game']:>14.1f}"
              f"{r['actions_per_s']:>11.0f}")
        if r["actions_per_s"] < ENGINE_GOAL:
            slow.append(title_id)
    if args.check:
        print(f"under {ENGINE_GOAL} actions per CPU second: {', '.join(slow)}" if slow else "every engine meets its goal")
        sys.exit(1 if slow else 0)
    print()
    print(f"decision times ({args.clock} clock)")
    print(f"{'title':<14}{'seats':>6}{'level':>10}{'decisions':>11}{'median ms':>11}{'p95 ms':>9}"
          f"{'max ms':>9}{'budget ms':>11}  within")
    for title_id in titles:
        rules = registry.get(title_id)
        for players in range(rules.min_players, rules.max_players + 1):
            for level in args.levels.split(","):
                if level in REFERENCE_BOTS and level not in registry.title(title_id).reference_bots:
                    continue
                times = decision_times(title_id, players, level, args.think, args.most, CLOCKS[args.clock])
                if not times:
                    continue
                ms = [1000 * t for t in times]
                budget = 1000 * BUDGETS[seat_level(level)]
                worst = max(ms)
                print(f"{title_id:<14}{players:>6}{level:>10}{len(ms):>11}{statistics.median(ms):>11.2f}"
                      f"{percentile(ms, 0.95):>9.2f}{worst:>9.2f}{budget:>11.0f}  "
                      f"{'yes' if worst <= budget else 'p95' if percentile(ms, 0.95) <= budget else 'NO'}")


if __name__ == "__main__":
    main()
