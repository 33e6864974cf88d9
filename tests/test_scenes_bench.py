"""scenes.bench --check names every goal a table misses (issue 34: frame
p95 4 ms, no frame over 16.7 ms, opening and resize 50 ms, CPU time) and
exits 1 when one is."""
import pytest

from scenes import bench


def test_a_table_within_every_goal_misses_none():
    times = bench.TableTimes(wall=[0.003] * 100, cpu=[0.002] * 99 + [0.016], opening=0.04, resize=0.045)
    assert bench.missed_frame_goals("citadels 960x600", times) == []


def test_each_goal_missed_is_named_with_its_figure():
    """A frame after the resize counts among the frames (the layers left to them are drawn then)."""
    times = bench.TableTimes(wall=[0.003] * 100, cpu=[0.002] * 90 + [0.005] * 9 + [0.010], opening=0.06,
                             resize=0.051, after_resize=[0.002] * 19 + [0.020])
    misses = bench.missed_frame_goals("rattlebones 2560x1440", times)
    assert misses == ["rattlebones 2560x1440: frame p95 ms 5.0 > 4.0",
                      "rattlebones 2560x1440: longest frame ms 20.0 > 16.7",
                      "rattlebones 2560x1440: opening ms 60.0 > 50.0",
                      "rattlebones 2560x1440: resize ms 51.0 > 50.0"]


def test_check_exits_1_only_when_a_goal_is_missed(capsys):
    bench.check([])
    assert "every goal met" in capsys.readouterr().out
    with pytest.raises(SystemExit) as exit_:
        bench.check(["citadels 960x600: opening ms 60.0 > 50.0"])
    assert exit_.value.code == 1 and "opening ms 60.0" in capsys.readouterr().out


def test_a_human_deciding_counts_every_frame_but_not_their_p95():
    """The human scenario's frames before the resize are the table's first and the one its decision
    showed in (its prompt's buttons made then): none may pass 16.7 ms; too few for a 95th percentile."""
    times = bench.TableTimes(cpu=[0.021] + [0.005] * 20, opening=0.04, resize=0.045, after_resize=[0.002] * 20,
                             decision_shows=0.021)
    assert bench.missed_frame_goals("dragon_lyre (human deciding) 2560x1440", times, p95=False) == [
        "dragon_lyre (human deciding) 2560x1440: longest frame ms 21.0 > 16.7"]
