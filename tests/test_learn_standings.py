"""Standings learned from games (game/ai/learn_standings.py)."""
import random

from game.ai.learn_standings import chances, fit_weights, log_loss, record_positions


def _games_won_by(weights, count, seed):
    rng = random.Random(seed)
    samples = []
    for _ in range(count):
        features = [[rng.gauss(0, 1) for _ in weights] for _ in range(4)]
        roll, reached = rng.random(), 0.0
        for winner, chance in enumerate(chances(weights, features)):
            reached += chance
            if roll <= reached:
                break
        samples.append((features, [1.0 if s == winner else 0.0 for s in range(4)]))
    return samples


def test_the_fit_finds_the_weights_the_winners_were_drawn_with():
    truth = [1.5, -0.7, 0.3]
    weights = fit_weights(_games_won_by(truth, 3000, seed=1), shrinkage=0.1)
    assert all(abs(w - t) < 0.15 for w, t in zip(weights, truth))


def test_the_fitted_weights_tell_winners_better_than_knowing_nothing():
    held_out = _games_won_by([1.0, 0.5], 500, seed=2)
    weights = fit_weights(_games_won_by([1.0, 0.5], 1500, seed=3))
    assert log_loss(weights, held_out) < log_loss([0.0, 0.0], held_out) - 0.1


def test_positions_are_paired_with_the_game_s_winners():
    samples = record_positions("dragons_lair", 3, 1, 5, lambda state: [[float(s)] for s in range(3)], every=7)
    assert samples
    shares = samples[0][1]
    assert sum(shares) == 1.0 and all(s[1] == shares for s in samples)
    assert all(len(features) == 3 for features, _ in samples)


def test_a_title_s_weights_are_learned_per_phase_and_written_as_a_plain_table(monkeypatch, tmp_path):
    import runpy

    from game.ai import learn_standings
    from game.dragons_lair import evaluate

    monkeypatch.setattr(evaluate, "FEATURE_NAMES", ("chips",), raising=False)
    monkeypatch.setattr(evaluate, "features", lambda state: [[c / 10] for c in state.chips], raising=False)
    monkeypatch.setattr(evaluate, "phase", lambda state: "late" if state.round >= 3 else "early", raising=False)
    weights, report = learn_standings.learn("dragons_lair", [3], games=5, seed=9, every=4, shrinkage=1.0)
    assert set(weights) == {"early", "late"}
    assert weights["late"][0] > 0          # chips late in the game come with the win
    written = runpy.run_path(str(learn_standings.write("dragons_lair", weights, report, "learn", tmp_path / "s.py")))
    assert written["FEATURES"] == ("chips",)
    assert written["WEIGHTS"]["late"] == tuple(round(w, 4) for w in weights["late"])
