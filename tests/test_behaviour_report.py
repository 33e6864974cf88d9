"""game.report: the behaviour figures of Normal-only games, and the bands
that say which of them a person could exploit."""
from game.report import TALLIES, lines, outside_bands, run_report


def test_behaviour_report_counts_citadels_strikes_resources_and_swaps():
    report = run_report("citadels", ["normal"] * 4, games=2, seed=1)
    assert 1 <= report["murder_targets"] <= 7 and 0 < report["murder_top"] <= 1
    assert 0 <= report["draw_share"] <= 1 and 0 <= report["swaps_with_seat_0"] <= 1


def test_behaviour_report_counts_dragons_lair_expeditions():
    report = run_report("dragons_lair", ["normal"] * 3, games=2, seed=1)
    assert 0 <= report["left_at_first_room"] <= 1 and 0 < report["risked"] <= 1


def test_behaviour_report_counts_whole_round_bids_in_dragonstones():
    report = run_report("dragonstones", ["normal"] * 3, games=1, seed=2)
    assert 0 <= report["whole_round"] <= 1


def test_behaviour_report_names_the_figures_outside_their_bands():
    report = {key: 0.0 for key in TALLIES["citadels"].figures} | {"rounds_per_game": 9.0, "draw_share": 0.3,
                                                                 "murder_targets": 2, "rob_targets": 5}
    assert outside_bands("citadels", report) == ["murder_targets"]
    printed = "\n".join(lines("citadels", report))
    assert "characters the Assassin named" in printed and "outside" in printed
    assert all(f.band is None or f.band[0] <= f.band[1] for t in TALLIES.values() for f in t.figures.values())
