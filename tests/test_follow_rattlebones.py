"""Rattlebones' shown view follows the events: folding the events of every
action, each seen by the seat looking, over that seat's view before the
action gives exactly its view after it (`tests/follow_check.py`), for every
seat and an onlooker, through whole random games at two, three and four
seats (Rattlebones has no options)."""
import pytest

from follow_check import check_follows
from scenes.rattlebones.follow import CHANGES


@pytest.mark.parametrize("players", [2, 3, 4])
def test_folding_the_events_of_an_action_gives_the_view_after_it(players):
    """Every action of 12 seeded random games at each seat count: the
    events carry everything a seat's view changes by."""
    for seed in range(12):
        assert check_follows("rattlebones", CHANGES, players, seed) > 0
