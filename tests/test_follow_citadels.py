"""Citadels' shown view follows the events (scenes/citadels/follow.py):
folding the events of every action, each as the seat looking sees it,
over that seat's view before gives exactly its view after, for every seat
and an onlooker, through random games at every seat count (at 2 and 3
seats each seat plays two characters; at 7 the last to choose takes up
the face-down card)."""
import pytest

from follow_check import check_follows
from scenes.citadels.follow import CHANGES

SEEDS = range(5)


@pytest.mark.parametrize("players", range(2, 8))
def test_a_seats_view_follows_the_events_it_sees(players):
    actions = sum(check_follows("citadels", CHANGES, players, seed) for seed in SEEDS)
    assert actions > 100 * len(SEEDS)
