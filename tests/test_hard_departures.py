"""Hard's departures judged by play-outs to the game's end (game/ai/departures.py)."""
import random

from game.ai import departures
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
