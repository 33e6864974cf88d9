"""game.report: the behaviour figures of Normal-only games, and the bands
that say which of them a person could exploit."""
from game.report import BANDS, main, outside_bands, run_report


def test_behaviour_report_counts_citadels_strikes_resources_and_swaps():
    report = run_report("citadels", ["normal"] * 4, games=2, seed=1)
    assert 1 <= report["murder_targets"] <= 7 and 0 < report["murder_top"] <= 1
    assert 0 <= report["draw_share"] <= 1 and 0 <= report["swap_first_seat"] <= 1


def test_behaviour_report_counts_dragons_lair_expeditions():
    report = run_report("dragons_lair", ["normal"] * 3, games=2, seed=1)
    assert 0 <= report["left_at_first_room"] <= 1 and 0 < report["risked"] <= 1


def test_behaviour_report_names_the_figures_outside_their_bands(capsys):
    assert outside_bands({"no_bids": 0.28, "draw_share": 0.3, "rounds_per_game": 9}) == ["no_bids"]
    assert all(band.low <= band.high for band in BANDS.values())
    status = main(["--game", "citadels", "--players", "3", "--games", "1"])
    printed = capsys.readouterr().out
    assert "characters the Assassin named" in printed and ("OUTSIDE" in printed) == (status == 1)
