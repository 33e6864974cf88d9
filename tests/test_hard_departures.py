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


def test_a_games_gain_is_its_departures_judged_margins_summed():
    """Games 5-7: two departures in game 5 (+0.25, -0.05), none in 6, one
    in 7 (+0.1): gains 0.2, 0 and 0.1."""
    def found(game, judged):
        return departures.Departure(game, 0.5, "turn", Action("a"), Action("b"), 0.0, 0.0, judged, 0.01)

    gains = departures.gain_per_game([found(5, 0.25), found(5, -0.05), found(7, 0.1)], range(5, 8))
    assert [round(g, 9) for g in gains] == [0.2, 0.0, 0.1]


class LastMoveHard:
    """A stand-in for Hard that always plays the last legal move, its guide
    the same (it never leaves its guide, only Normal); it notes how many
    moves had been applied when it was asked, and what it answered."""
    def __init__(self, applied):
        self.applied, self.answers = applied, []
        self.guide = self

    def choose(self, rules, state, seat, rng):
        move = rules.legal_actions(state, seat)[-1]
        self.answers.append((len(self.applied), seat, move))
        return move


def test_with_hard_playing_the_game_follows_hards_moves_judged_against_normals(monkeypatch):
    """`hard_plays`: the searching seat plays Hard's moves (here always the
    last legal one), so the move applied next after Hard is asked is
    Hard's, and each move Normal would not play is judged against Normal's
    (kept from the guide, so in no band of the search's sureness); without
    it, a Hard that never leaves its guide departs nowhere."""
    applied = []
    plain_apply = RULES.apply
    monkeypatch.setattr(RULES, "apply", lambda state, seat, action: (applied.append((seat, action)),
                                                                      plain_apply(state, seat, action))[1])

    def run(hard_plays):
        applied.clear()
        hard = LastMoveHard(applied)
        monkeypatch.setattr(departures, "make_bot", lambda *args: hard)
        found = [d for _, d in departures.departures("dragon_lyre", 2, 1, 4, 0.01, 2, hard_plays=hard_plays)
                 if d is not None]
        return found, [applied[index] == (seat, move) for index, seat, move in hard.answers]

    found, followed = run(False)
    assert found == [] and not all(followed)
    found, followed = run(True)
    assert all(followed)
    assert found and all(d.normal != d.hard and d.searched == 0.0 and math.isnan(d.sureness) for d in found)
    bands = dict(departures.summary_bands(found))
    assert len(bands["all"]) == len(found) and not bands["sure < 2"] + bands["sure 2-3"] + bands["sure 3+"]


def test_with_hard_playing_a_move_kept_from_the_guide_prints_guide_for_its_sureness(monkeypatch, capsys):
    """The printout's sureness column names a move Hard kept from its guide
    ("guide"), not a margin in standard errors it never had."""
    monkeypatch.setattr(departures, "make_bot", lambda *args: LastMoveHard([]))
    departures.main(["--game", "dragon_lyre", "--players", "2", "--games", "1", "--seed", "4", "--budget", "0.01",
                     "--worlds", "2", "--hard-plays"])
    rows = [line.split() for line in capsys.readouterr().out.splitlines()[1:]]
    departed = [row for row in rows if row and row[0].isdigit() and len(row) > 6]
    assert departed and all(row[4] == "guide" for row in departed)
