"""The Dragon & Lyre table's shown view follows the events exactly: folding
the events of every action, each seen by the seat looking, over that
seat's view before the action gives its view after it, for every seat and
an onlooker, through random games at two, three and four seats."""
import pytest

from follow_check import check_follows
from scenes.dragon_lyre.follow import CHANGES

GAMES_PER_SEAT_COUNT = 40


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_seat_s_shown_view_follows_the_events_to_its_true_view(players):
    """Rule checked: what each seat sees after an action (hands face down
    but its own, used piles but their tops, sealed heroes) is its view
    before it changed by the events it was shown, and nothing else."""
    actions = sum(check_follows("dragon_lyre", CHANGES, players, seed) for seed in range(GAMES_PER_SEAT_COUNT))
    assert actions > GAMES_PER_SEAT_COUNT * 40
