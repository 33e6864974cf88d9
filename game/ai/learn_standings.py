"""Standings learned from games, for Hard's leaf evaluation.

A title's search scores a position by each seat's *standing*, a weighted
sum of what the seat has (points, coins, cards...), turned into chances
to win by `softmax_chances`.  Guessed weights misjudge what a coin is
worth against a point; this module learns them from Normal-only games
instead.  Each sampled position gives every seat a feature vector, and the
game's end gives every seat its share of the win; the weights are those of
the conditional logit model

    chance(seat) = exp(w · x_seat) / Σ_t exp(w · x_t)

fitted by Newton's method with a little L2 shrinkage.  The fitted chances
are `softmax_chances(standings, 1.0)` with `standing = w · x`.

A title writes its learner as a few lines: what its features are (a pure
function of the state, which the search only ever hands worlds dealt by
`determinize`), then `record_positions` and `fit_weights`; it keeps the
result as a plain table in its own package:

    python -m game.ai.learn_standings --game G --players 4 --games 200

reads `FEATURE_NAMES`, `features(state)` and optionally `phase(state)`
from `game/G/evaluate.py` and writes `game/G/standings.py`.
"""
from __future__ import annotations

import argparse
import importlib
import math
import sys
from pathlib import Path
from typing import Any, Callable, Sequence

from game.core import GameState

Features = list[list[float]]            # one vector per seat
Sample = tuple[Features, list[float]]   # features, each seat's share of the win


def standing(weights: Sequence[float], features: Sequence[float]) -> float:
    """A seat's standing: its features weighed.

    >>> standing([2.0, 0.5], [3, 4])
    8.0
    """
    return sum(w * x for w, x in zip(weights, features))


def record_positions(game_id: str, players: int, games: int, seed: int,
                     note: Callable[[GameState], Any], every: int = 1,
                     bots: Sequence[str] | None = None) -> list[tuple[Any, list[float]]]:
    """Play `games` seeded games (Normal at every seat unless `bots` names
    the levels) and `note` every `every`-th decision's position (each
    seat's features, say), paired at the end with each seat's share of the
    win."""
    from game.match import AI, Match, Seat

    levels = list(bots or ["normal"] * players)
    samples: list[Sample] = []
    for g in range(games):
        match = Match(game_id, [Seat(f"{level}-{i}", AI, level) for i, level in enumerate(levels)], seed + g)
        seen: list[Any] = []
        decisions = 0
        while not match.is_over():
            if decisions % every == 0:
                seen.append(note(match.state))
            decisions += 1
            seat = match.pending()[0].seat
            match.submit(seat, match.think(seat))
        winners = match.outcome().winners
        shares = [1.0 / len(winners) if s in winners else 0.0 for s in range(players)]
        samples += [(position, shares) for position in seen]
    return samples


def chances(weights: Sequence[float], features: Features) -> list[float]:
    """Each seat's fitted chance to win.

    >>> [round(p, 3) for p in chances([1.0], [[1.0], [0.0]])]
    [0.731, 0.269]
    """
    standings = [standing(weights, x) for x in features]
    top = max(standings)
    weights_ = [math.exp(s - top) for s in standings]
    total = sum(weights_)
    return [w / total for w in weights_]


def log_loss(weights: Sequence[float], samples: Sequence[Sample]) -> float:
    """Mean -log chance given to what happened (lower is better; a model
    that knows nothing scores log(seats))."""
    loss = 0.0
    for features, shares in samples:
        p = chances(weights, features)
        loss -= sum(y * math.log(max(q, 1e-12)) for y, q in zip(shares, p))
    return loss / max(1, len(samples))


def fit_weights(samples: Sequence[Sample], shrinkage: float = 1.0, iterations: int = 25) -> list[float]:
    """The weights that best tell the winners from the features (maximum
    likelihood of the conditional logit, each weight shrunk towards 0 by
    `shrinkage` / 2 · w²), by Newton's method.

    The seat holding a feature wins three games in four, so its weight is
    the log of those odds, log 3 ≈ 1.1:

    >>> won, lost = ([[1.0], [0.0]], [1.0, 0.0]), ([[1.0], [0.0]], [0.0, 1.0])
    >>> round(fit_weights([won, won, won, lost], shrinkage=0.0)[0], 3)
    1.099
    """
    size = len(samples[0][0][0])
    weights = [0.0] * size
    for _ in range(iterations):
        gradient = [-shrinkage * w for w in weights]
        hessian = [[-shrinkage if i == j else 0.0 for j in range(size)] for i in range(size)]
        for features, shares in samples:
            p = chances(weights, features)
            mean = [sum(q * x[i] for q, x in zip(p, features)) for i in range(size)]
            for y, q, x in zip(shares, p, features):
                centred = [x[i] - mean[i] for i in range(size)]
                for i in range(size):
                    gradient[i] += (y - q) * centred[i]
                    if centred[i]:
                        row = hessian[i]
                        qc = q * centred[i]
                        for j in range(size):
                            row[j] -= qc * centred[j]
        step = _solve(hessian, gradient)
        weights = [w - s for w, s in zip(weights, step)]
        if max(abs(s) for s in step) < 1e-6:
            break
    return weights


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """x with matrix · x = vector (Gaussian elimination, partial pivoting)."""
    n = len(vector)
    rows = [list(r) + [v] for r, v in zip(matrix, vector)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        lead = rows[col][col]
        for r in range(col + 1, n):
            factor = rows[r][col] / lead
            if factor:
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col])]
    solution = [0.0] * n
    for r in range(n - 1, -1, -1):
        solution[r] = (rows[r][n] - sum(rows[r][c] * solution[c] for c in range(r + 1, n))) / rows[r][r]
    return solution


def learn(game_id: str, seat_counts: Sequence[int], games: int, seed: int, every: int,
          shrinkage: float) -> tuple[dict, list[str]]:
    """Weights per phase for a title whose `evaluate.py` defines
    `FEATURE_NAMES`, `features(state)` and optionally `phase(state)` (any
    key: a round, an era, the seat count...), and lines reporting the fit
    on held-out games (every fifth game)."""
    evaluate = importlib.import_module(f"game.{game_id}.evaluate")
    phase = getattr(evaluate, "phase", lambda state: 0)
    by_phase: dict = {}
    held_out: dict = {}

    def note(state: GameState) -> tuple[Any, Features]:
        return phase(state), evaluate.features(state)

    for players in seat_counts:
        for g in range(games):
            kept = held_out if g % 5 == 4 else by_phase
            for (key, features), shares in record_positions(game_id, players, 1, seed + 1000 * players + g,
                                                             note, every):
                kept.setdefault(key, []).append((features, shares))
    weights = {key: fit_weights(samples, shrinkage) for key, samples in sorted(by_phase.items())}
    report = []
    for key, samples in sorted(held_out.items()):
        if key in weights:
            knowing_nothing = log_loss([0.0] * len(evaluate.FEATURE_NAMES), samples)
            report.append(f"phase {key!r}: {len(by_phase[key])} positions, held-out log loss "
                          f"{log_loss(weights[key], samples):.4f} (knowing nothing {knowing_nothing:.4f})")
    return weights, report


def write(game_id: str, weights: dict, report: list[str], command: str, path: Path | None = None) -> Path:
    """Write `game/<id>/standings.py` (or `path`): the feature names and the weights per phase."""
    evaluate = importlib.import_module(f"game.{game_id}.evaluate")
    path = path or Path(evaluate.__file__).with_name("standings.py")
    lines = ['"""Standing weights for Hard\'s leaf evaluation, learned from Normal-only',
             f"games by `{command}`", "(game/ai/learn_standings.py):", ""]
    lines += [f"- {line}" for line in report]
    lines += ['"""', "", f"FEATURES = {tuple(evaluate.FEATURE_NAMES)!r}", "", "WEIGHTS = {"]
    lines += [f"    {key!r}: ({', '.join(f'{w:.4f}' for w in ws)},)," for key, ws in weights.items()]
    lines.append("}")
    path.write_text("\n".join(lines) + "\n")
    return path


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Learn a title's standing weights from Normal-only games.")
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, nargs="+", default=[4])
    parser.add_argument("--games", type=int, default=100, help="games per seat count")
    parser.add_argument("--seed", type=int, default=50_000)
    parser.add_argument("--every", type=int, default=3, help="note every n-th decision")
    parser.add_argument("--shrinkage", type=float, default=1.0)
    args = parser.parse_args(argv)
    weights, report = learn(args.game, args.players, args.games, args.seed, args.every, args.shrinkage)
    command = "python -m game.ai.learn_standings " + " ".join(argv if argv is not None else sys.argv[1:])
    print("\n".join(report))
    print(f"wrote {write(args.game, weights, report, command)}")


if __name__ == "__main__":
    main()
