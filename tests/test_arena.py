"""game.arena: seeded line-ups, frozen reference bots, confidence intervals."""
import pytest

from game import arena
from game.ai import make_bot


@pytest.mark.parametrize("title_id", ["dragonstones", "dragons_lair", "citadels"])
def test_normal_v1_is_a_frozen_reference_bot_seated_only_by_the_arena(title_id):
    """`normal-v1` (the first Normal, frozen) plays arena games; players
    never meet it: make_bot knows only the levels."""
    results = arena.run_arena(title_id, ["normal", "normal-v1", "normal-v1"], games=2, seed=5)
    assert set(results) == {"normal", "normal-v1"} and results["normal-v1"]["seats"] == 2
    assert abs(sum(r["win_share"] for r in results.values()) - 1) < 1e-9
    assert type(arena.arena_bot(title_id, "normal-v1", None)).__module__ == f"game.{title_id}.ai_v1"
    with pytest.raises(ValueError):
        make_bot(title_id, "normal-v1")


def test_arena_prints_each_entry_with_its_95_percent_interval(capsys):
    arena.main(["--game", "dragons_lair", "--bots", "normal,normal-v1", "--games", "2"])
    out = capsys.readouterr().out
    assert "95% interval" in out and "normal-v1" in out



def test_arena_can_report_running_win_shares_during_a_long_run(capsys):
    arena.main(["--game", "dragons_lair", "--bots", "normal,normal-v1", "--games", "2", "--every", "1"])
    err = capsys.readouterr().err
    assert "after 1 games:" in err and "after 2 games:" in err


def test_arena_in_parallel_processes_gives_the_same_results_as_one_game_at_a_time():
    """`jobs` plays games in separate processes; each game comes from its
    own seed, so the win shares, intervals and scores are exactly the serial run's."""
    lineup = ["normal", "normal-v1", "normal-v1"]
    serial = arena.run_arena("dragons_lair", lineup, games=6, seed=3, jobs=1)
    parallel = arena.run_arena("dragons_lair", lineup, games=6, seed=3, jobs=2)
    assert parallel == serial


def test_arena_command_line_prints_the_same_with_jobs_as_one_at_a_time(capsys):
    args = ["--game", "dragons_lair", "--bots", "normal,normal-v1", "--games", "2"]
    arena.main(args + ["--jobs", "2"])
    in_parallel = capsys.readouterr().out
    arena.main(args + ["--jobs", "1"])
    assert capsys.readouterr().out == in_parallel


def test_hard_starts_from_the_titles_guide_which_the_arena_seats_alone(monkeypatch):
    """Hard races its search against its guide's move: the title's Normal
    bot unless the title gives Hard a policy of its own (`hard_guide`).
    The arena seats that guide alone as `guide`; players never meet it."""
    from dataclasses import replace

    from game import registry
    from game.ai import hard_bot
    from game.citadels.ai import NormalBot

    class Stronger(NormalBot):
        pass

    title = registry.title("citadels")
    monkeypatch.setattr(registry, "title", lambda title_id: replace(title, hard_guide=None))
    assert type(hard_bot("citadels", 0.1).guide) is NormalBot
    assert type(arena.arena_bot("citadels", "guide", None)) is NormalBot
    monkeypatch.setattr(registry, "title", lambda title_id: replace(title, hard_guide=Stronger))
    assert type(hard_bot("citadels", 0.1).guide) is Stronger
    assert type(arena.arena_bot("citadels", "guide", None)) is Stronger
    assert arena.seat_level("guide") == "normal"
    with pytest.raises(ValueError):
        make_bot("citadels", "guide")
