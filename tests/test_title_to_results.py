"""Every title from the title menu to its results: a new game with one
human and Normal AIs, every human decision made with mouse clicks (each
title's own way of clicking, from its table test), and the results show
the engine's ranking."""
import pytest
import test_citadels_table
import test_dragon_lyre_table
import test_dragons_lair_table
import test_dragonstones_table
import test_rattlebones_table
from app_driver import play_to_results, shown_ranking, start_from_title

from game import registry
from scenes.tables import table_class

#: How a human makes one decision at each title's table, with the mouse.
CLICKING = {"citadels": test_citadels_table.play_one_decision,
            "dragon_lyre": test_dragon_lyre_table.play_one_decision,
            "dragons_lair": test_dragons_lair_table.play_one_decision,
            "dragonstones": test_dragonstones_table.play_one_decision,
            "rattlebones": test_rattlebones_table.play_one_decision}
#: The game each title plays: its seed and how many AI seats beyond the
#: setup screen's default.
GAMES = {"citadels": (11, 1), "dragon_lyre": (5, 0), "dragons_lair": (7, 0), "dragonstones": (1, 0),
         "rattlebones": (11, 0)}
#: What a title's results screen shows beyond the ranking.
RESULTS = {"citadels": test_citadels_table.check_results}


@pytest.mark.parametrize("title_id", registry.ids())
def test_title_to_results_with_the_mouse(app, title_id):
    seed, extra_seats = GAMES[title_id]
    seats, table = start_from_title(app, title_id, seed=seed, extra_seats=extra_seats)
    assert isinstance(table, table_class(title_id)) and table.match.seed == seed
    assert seats[0].kind == "human" and all(s.kind == "ai" and s.level == "normal" for s in seats[1:])
    decisions = play_to_results(app, table, CLICKING[title_id])
    match = table.match
    assert match.is_over() and decisions > 5
    assert shown_ranking(app) == [match.seats[s].name for s in match.outcome().ranking]
    if title_id in RESULTS:
        RESULTS[title_id](app, table)
