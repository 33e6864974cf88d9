"""Hard's departures judged: where Hard leaves its guide's move (Normal's,
unless the title gives Hard a guide of its own), is the move it takes
better?

Plays seeded Normal-only games; at each decision of one seat (a
different seat each game) it asks Hard, at `budget` seconds of the
thinking thread's CPU time, what it would play there.  Where Hard would
leave its guide's move, both moves are played out to the game's end in
`worlds` dealt worlds (`determinize` from the seat's view, then the
title's `guess_hidden_moves`), Normal playing every seat and both moves
meeting the same world and dice, and the difference in the seat's share
of the win is the departure's value.  The leaf Hard's search judged by
never enters it: this is the check on the leaf, the horizon and the
departure threshold, paired decision by decision and far cheaper than an
arena (Normal plays a whole game in a fraction of a second).  The game
itself goes on with Normal's move, so every run meets the same positions.
Each departure also shows how sure the search was (its margin in standard
errors of the paired difference), and the summary judges the departures
by bands of that sureness: below where they stop paying, the title's
`DEPARTURE_ERRORS` need not go.  Judged along Normal's games, a
departure is worth what it gains at a position Normal reached, and
Hard's own games may seldom reach such positions (Rattlebones, two
seats: about three departures from its guide a game along Normal's
games, about one along Hard's own, seeds 9980-9999), so a band that pays
here may still win nothing in an arena (Citadels at one and a half to
two standard errors): a lower threshold must also win there.

`--hard-plays` lets the game go on with Hard's move at the searching
seat instead, and judges every move Hard plays that Normal would not
(its guide's habits too) against Normal's.  Summed over a game, with
Normal playing on, those margins are what Hard gains over Normal in that
game, in expectation (the performance-difference lemma: Normal's own
moves gain nothing over Normal), so the fair share plus their mean per
game is Hard's win share against Normals, paired move by move and less
noisy than an arena's where Hard seldom leaves Normal's move.  That holds
where nothing is hidden (Rattlebones); elsewhere the worlds are dealt
from the seat's view, every unseen card alike, not as the table's
history makes likely, and the sum is only as good as that dealing
(Dragon & Lyre, two seats, six games: +0.20, ±0.13, where Hard wins
92.9 % of arena games).

    python -m game.ai.departures --game dragon_lyre --players 4 --games 10 --worlds 120
    python -m game.ai.departures --game citadels --kind pick_character   # one kind of decision only
    python -m game.ai.departures --game rattlebones --players 2 --games 20 --worlds 60 --hard-plays
"""
from __future__ import annotations

import argparse
import math
import random
import time
from dataclasses import dataclass
from typing import Iterator

from game import registry
from game.ai import make_bot, normal_bot
from game.ai.ismcts import final_chances, paired_error, title_search
from game.core import Action, GameState, Rules


@dataclass(frozen=True)
class Departure:
    """One decision where Hard would not play Normal's move."""
    game: int
    #: How far into the game the decision came (0 at its start, 1 at its end).
    stage: float
    kind: str
    #: The move Hard is judged against: the one it raced, its guide's
    #: (with `--hard-plays`, Normal's).
    normal: Action
    hard: Action
    #: Hard's paired margin over its guide's move in its own search (the
    #: leaf's word) ...  (0 where Hard kept its guide's move: `--hard-plays`)
    searched: float
    #: ... in standard errors of the paired difference (how sure the search
    #: was; not a number where Hard kept its guide's move, so such a move
    #: falls in no band of sureness, and is printed as "guide").
    sureness: float
    #: The margin judged by play-outs to the game's end, and its standard error.
    judged: float
    error: float


def played_to_the_end(rules: Rules, world: GameState, guide, rng: random.Random) -> list[float]:
    """Each seat's share of the win when `guide` plays every seat from `world` to the end."""
    while decisions := rules.pending(world):
        seat = decisions[0].seat
        legal = rules.legal_actions(world, seat)
        rules.apply(world, seat, legal[0] if len(legal) == 1 else guide.choose(rules, world, seat, rng))
    return final_chances(rules, world)


def judged_margin(rules: Rules, state: GameState, seat: int, move: Action, against: Action, worlds: int,
                  rng: random.Random) -> tuple[float, float]:
    """How much more of the win `move` gives `seat` than `against`, played
    out to the game's end by Normal in `worlds` worlds dealt from the
    seat's view of `state`, each move on the same world and dice: the mean
    paired difference and its standard error."""
    guide, guess_hidden_moves = normal_bot(rules.id), title_search(rules).guess_hidden_moves
    differences = []
    for _ in range(worlds):
        world = rules.determinize(state, seat, rng)
        guess_hidden_moves(world, seat)
        dice = rng.random()
        shares = []
        for action in (move, against):
            played = world.clone()
            rules.apply(played, seat, action)
            shares.append(played_to_the_end(rules, played, guide, random.Random(dice))[seat])
        differences.append(shares[0] - shares[1])
    mean = sum(differences) / worlds
    spread = sum((d - mean) ** 2 for d in differences) / max(1, worlds - 1)
    return mean, math.sqrt(spread / worlds)


def departures(game_id: str, players: int, games: int, seed: int, budget: float,
               worlds: int, kinds: frozenset[str] = frozenset(),
               seen: set[str] | None = None, hard_plays: bool = False) -> Iterator[tuple[int, Departure | None]]:
    """Each searched decision of the games in turn: (game, its departure,
    or None where Hard keeps its guide's move: Normal's, unless the title
    gives Hard a guide of its own).  `kinds`: search only decisions of
    these kinds (every kind when empty); `seen` collects the kinds of the
    searching seat's decisions that came up, searched or not.
    `hard_plays`: the searching seat plays Hard's moves, and each is judged
    against Normal's (None where they agree)."""
    rules = registry.get(game_id)
    normal = normal_bot(game_id)
    hard = make_bot(game_id, "hard", budget, time.thread_time)
    for game in range(seed, seed + games):
        state = rules.new_state(players=players, seed=game, options={})
        rng = random.Random(game)
        searcher = game % players
        found: list[tuple[int, str, GameState, Action, Action, float]] = []
        steps = 0
        while decisions := rules.pending(state):
            seat = decisions[0].seat
            guess = rules.determinize(state, seat, rng)
            move = normal.choose(rules, guess.clone(), seat, rng)
            choosing = seat == searcher and len(rules.legal_actions(state, seat)) > 1
            if choosing and seen is not None:
                seen.add(decisions[0].kind)
            if choosing and (not kinds or decisions[0].kind in kinds):
                luck = rng.random()
                # Hard asks its guide first, with the same luck: the move it races.
                favourite = hard.guide.choose(rules, guess.clone(), seat, random.Random(luck))
                taken = hard.choose(rules, guess.clone(), seat, random.Random(luck))
                against = move if hard_plays else favourite
                if taken != against:
                    searched = _searched_margin(hard.last, taken, favourite) if taken != favourite else (0.0, math.nan)
                    found.append((steps, decisions[0].kind, guess, against, taken, *searched))
                else:
                    yield game, None
                if hard_plays:
                    move = taken
            rules.apply(state, seat, move)
            steps += 1
        for step, kind, guess, against, taken, searched, sureness in found:
            judged, error = judged_margin(rules, guess, searcher, taken, against, worlds,
                                          random.Random(game * 1000 + step))
            yield game, Departure(game, step / steps, kind, against, taken, searched, sureness, judged, error)


def _searched_margin(result, taken: Action, favourite: Action) -> tuple[float, float]:
    """The taken move's paired margin over the favourite in the search, and
    that margin in standard errors (infinite where every world agreed)."""
    samples = {choice.action: choice.samples for choice in result.choices}
    n = min(len(samples[taken]), len(samples[favourite]))
    mine, theirs = samples[taken][:n], samples[favourite][:n]
    margin = sum(a - b for a, b in zip(mine, theirs)) / max(1, n)
    error = paired_error(mine, theirs) if n > 1 else 0.0
    return margin, margin / error if error else math.inf


#: Bands of the search's sureness (its margin in standard errors) the
#: summary judges apart: is the departure threshold (`DEPARTURE_ERRORS`) where
#: the departures stop paying?
SURENESS_BANDS = (("sure < 2", -math.inf, 2), ("sure 2-3", 2, 3), ("sure 3+", 3, math.inf))


#: Stretches of the game the summary judges apart.
STAGE_BANDS = (("all", 0.0, 1.01), ("first third", 0.0, 1 / 3), ("second third", 1 / 3, 2 / 3),
               ("last third", 2 / 3, 1.01))


def summary_bands(found: list[Departure]) -> list[tuple[str, list[float]]]:
    """The judged margins of the departures in each band the summary
    prints: by how far into the game they came (`STAGE_BANDS`), then by
    how sure the search was (`SURENESS_BANDS`; the last band holds the
    departures every world agreed on, infinitely sure)."""
    return ([(name, [d.judged for d in found if low <= d.stage < high]) for name, low, high in STAGE_BANDS]
            + [(name, [d.judged for d in found if low <= d.sureness and (d.sureness < high or high == math.inf)])
               for name, low, high in SURENESS_BANDS])


def mean_and_error(values: list[float]) -> tuple[float, float]:
    """The mean and its standard error (0 for fewer than two values)."""
    n = len(values)
    mean = sum(values) / max(1, n)
    if n < 2:
        return mean, 0.0
    return mean, math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1) / n)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Hard's departures from Normal's moves, judged to the game's end.")
    parser.add_argument("--game", required=True, choices=registry.ids())
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=0.25, help="Hard's CPU seconds per decision")
    parser.add_argument("--worlds", type=int, default=120, help="worlds each departure is judged in")
    parser.add_argument("--kind", action="append", default=[],
                        help="search only decisions of this kind (e.g. pick_character; repeat for more)")
    parser.add_argument("--hard-plays", action="store_true",
                        help="the searching seat plays Hard's moves, each judged against Normal's: "
                             "their sum is Hard's gain over Normal")
    args = parser.parse_args(argv)
    searched = 0
    found: list[Departure] = []
    seen: set[str] = set()
    print(f"{'game':>6} {'stage':>5} {'kind':10} {'searched':>8} {'sure':>5} {'judged':>7} {'±':>6}  Normal -> Hard")
    for game, departure in departures(args.game, args.players, args.games, args.seed, args.budget, args.worlds,
                                      frozenset(args.kind), seen, args.hard_plays):
        searched += 1
        if departure is None:
            continue
        found.append(departure)
        sure = "guide" if math.isnan(departure.sureness) else f"{min(departure.sureness, 99):5.1f}"
        print(f"{game:>6} {departure.stage:5.2f} {departure.kind:10} {departure.searched:8.3f} "
              f"{sure:>5} {departure.judged:7.3f} {departure.error:6.3f}  "
              f"{departure.normal} -> {departure.hard}", flush=True)
    print(f"{len(found)} departures in {searched} decisions searched")
    missing = sorted(set(args.kind) - seen)
    if missing:
        print(f"no decision of kind {', '.join(missing)} came up; the kinds that did: {', '.join(sorted(seen))}")
    for name, values in summary_bands(found):
        mean, error = mean_and_error(values)
        print(f"{name:>12}: {len(values):4} departures, judged margin {mean:+.3f} ± {error:.3f} (one standard error)")
    if args.hard_plays:
        gain, error = mean_and_error(gain_per_game(found, range(args.seed, args.seed + args.games)))
        print(f"Hard's gain over Normal: {gain:+.3f} ± {error:.3f} of a game per game (one standard error): "
              f"a win share of {1 / args.players + gain:.1%} against Normals")


def gain_per_game(found: list[Departure], games: range) -> list[float]:
    """Each game's judged margins summed (0 where Hard played Normal's every
    move): along Hard's own game, what it gained over Normal there."""
    gains = dict.fromkeys(games, 0.0)
    for departure in found:
        gains[departure.game] += departure.judged
    return list(gains.values())


if __name__ == "__main__":
    main()
