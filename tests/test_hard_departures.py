"""Hard's departures judged by play-outs to the game's end (game/ai/departures.py)."""
import math
import random

from game.ai import departures
from game.ai.ismcts import Choice, SearchResult
from game.core import Action
from game.dragon_lyre import RULES

from test_dragon_lyre_evaluate import the_games_last_action


def test_hard_departures_are_judged_by_who_wins_at_the_end():
    """On the game's last action the battle wins outright; the set piece
    wins only the tie fights seat 1 wins, so played to the end the battle
    is worth more, and a move against itself nothing."""
    state = the_games_last_action()
    battle = Action("capture", card="battle1", hero="knight")
    set_piece = Action("capture", card="dawn_shield", hero="sage")
    margin, error = departures.judged_margin(RULES, state, 1, battle, set_piece, 12, random.Random(3))
    assert margin > 2 * error and margin > 0.2
    assert departures.judged_margin(RULES, state, 1, battle, battle, 4, random.Random(3)) == (0.0, 0.0)


def test_the_departures_command_prints_each_and_their_mean(capsys):
    departures.main(["--game", "dragon_lyre", "--players", "2", "--games", "1", "--budget", "0.02",
                     "--worlds", "2"])
    out = capsys.readouterr().out
    assert "decisions searched" in out and "judged margin" in out


def test_the_departures_command_searches_only_the_kinds_asked_for(capsys):
    """`--kind` asks Hard only at decisions of that kind: of one Dragon &
    Lyre game, its fights alone, not its turn actions or recalls."""
    def searched(*kinds):
        departures.main(["--game", "dragon_lyre", "--players", "2", "--games", "1", "--budget", "0.01",
                         "--worlds", "2", *kinds])
        rows = [line.split() for line in capsys.readouterr().out.splitlines()[1:] if line.strip()]
        if kinds:
            assert {row[2] for row in rows if row[0].isdigit() and len(row) > 6} <= {"fight"}
        return int(next(row for row in rows if "decisions" in row)[3])

    assert 0 < searched("--kind", "fight") < searched()


def test_the_departures_command_names_a_kind_that_never_came_up(capsys):
    """A misspelt `--kind` searches nothing, and the printout says so and
    names the kinds that did come up, rather than a bare "0 decisions"."""
    departures.main(["--game", "dragon_lyre", "--players", "2", "--games", "1", "--budget", "0.01",
                     "--worlds", "2", "--kind", "fights"])
    out = capsys.readouterr().out
    assert "0 decisions searched" in out
    assert "no decision of kind fights came up" in out and "fight" in out.split("the kinds that did:")[1]


def test_the_summary_judges_departures_by_how_sure_the_search_was():
    """A departure found at 1.5 standard errors counts under 2, one at 2
    (the threshold itself) and one at 2.9 in 2-3, one at 3 and one every
    world agreed on (infinitely sure) in 3+; each also in its third of the game."""
    def found(stage, sureness, judged):
        return departures.Departure(1, stage, "turn", Action("a"), Action("b"), 0.05, sureness, judged, 0.01)

    bands = dict(departures.summary_bands([found(0.1, 1.5, -0.1), found(0.5, 2.0, 0.2), found(0.5, 2.9, 0.3),
                                           found(0.9, 3.0, 0.4), found(0.9, math.inf, 0.5)]))
    assert bands["sure < 2"] == [-0.1]
    assert bands["sure 2-3"] == [0.2, 0.3]
    assert bands["sure 3+"] == [0.4, 0.5]
    assert bands["first third"] == [-0.1] and bands["second third"] == [0.2, 0.3]
    assert bands["last third"] == [0.4, 0.5] and len(bands["all"]) == 5


def test_a_departures_sureness_is_its_margin_in_standard_errors_of_the_paired_difference():
    """Paired samples 0.6/0.5, 0.9/0.5, 0.6/0.6: differences 0.1, 0.4, 0.0,
    mean 1/6, standard error sqrt(13)/30: sureness 5/sqrt(13), about 1.39."""
    taken, favourite = Action("a"), Action("b")
    result = SearchResult([Choice(taken, 3, 0.7, samples=[0.6, 0.9, 0.6]),
                           Choice(favourite, 3, 0.53, samples=[0.5, 0.5, 0.6])], 3, 0.1)
    margin, sureness = departures._searched_margin(result, taken, favourite)
    assert abs(margin - 1 / 6) < 1e-9
    assert abs(sureness - 5 / 13 ** 0.5) < 1e-9
