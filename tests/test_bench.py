"""game.bench prints engine speed and every level's decision times per seat count."""
from game import bench


def test_bench_times_every_level_at_every_seat_count_against_its_budget(capsys):
    bench.main(["--game", "dragons_lair", "--seconds", "0.05", "--think", "0.02", "--most", "3",
                "--levels", "easy,normal"])
    lines = capsys.readouterr().out.splitlines()
    timed = [line.split() for line in lines if line.startswith("dragons_lair") and len(line.split()) == 9]
    assert {(int(row[1]), row[2]) for row in timed} == {(n, level) for n in range(2, 7) for level in ("easy", "normal")}
    assert all(float(row[4]) <= float(row[5]) <= float(row[6]) for row in timed)   # median <= p95 <= max
    assert "budget ms" in "\n".join(lines)


def test_hard_bench_tells_the_decisions_searched_for_their_whole_budget():
    """Decisions the search settles early (its answer could no longer
    change) are told apart from those run to the deadline: the share of
    the latter, and their median play-outs (none when there are none)."""
    figures = bench.bench_hard("dragonstones", 0.02, 3, decisions=3)
    assert 0.0 <= figures["contested"] <= 1.0
    assert (figures["contested_playouts"] > 0) == (figures["contested"] > 0)
    assert figures["median_playouts"] > 0
    assert figures["median_s"] <= figures["p95_s"] <= figures["worst_s"]


def test_bench_times_hard_guide_and_reference_bots_where_a_title_has_them(capsys):
    """Hard asks its guide once a decision, so its cost is timed like a
    level's (against Normal's budget); a frozen reference bot is timed
    only for the titles that keep one (Dragon & Lyre keeps none)."""
    bench.main(["--game", "dragons_lair", "--game", "dragon_lyre", "--seconds", "0.05", "--think", "0.02",
                "--most", "3", "--levels", "guide,normal-v1"])
    rows = [line.split() for line in capsys.readouterr().out.splitlines() if len(line.split()) == 9]
    timed = {(row[0], row[2]) for row in rows if row[0] in ("dragons_lair", "dragon_lyre")}
    assert timed == {("dragons_lair", "guide"), ("dragons_lair", "normal-v1"), ("dragon_lyre", "guide")}
