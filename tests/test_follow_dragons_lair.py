"""Dragon's Lair's shown view follows the events exactly: folding the
events of every action, each as the seat looking sees it, over that seat's
view before the action gives its view after it, for every seat and an
onlooker, through whole random games at every seat count, with each
variant (the brave chooses the direction; the key card) off and on."""
import pathlib
import subprocess
import sys

import pytest

from follow_check import check_follows
from scenes.dragons_lair.follow import CHANGES

VARIANTS = [{}, {"brave_chooses_direction": True}, {"key_card": True},
            {"brave_chooses_direction": True, "key_card": True}]


@pytest.mark.parametrize("players", range(2, 7))
@pytest.mark.parametrize("options", VARIANTS, ids=["plain", "direction", "key", "both"])
def test_every_seat_s_view_follows_the_events_of_every_action(players, options):
    checked = sum(check_follows("dragons_lair", CHANGES, players, seed, options) for seed in range(3))
    assert checked > 3 * players * 4   # whole games: every seat built, committed and voted


def test_following_the_events_needs_no_pygame():
    """The changes are plain rules on a view: they load and run in a test
    with no screen."""
    code = ("import sys, scenes.dragons_lair.follow\n"
            "assert 'pygame' not in sys.modules, 'pygame got imported'\n")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=pathlib.Path(__file__).resolve().parent.parent)


@pytest.mark.parametrize("seed", [53, 119, 198])
def test_a_seat_with_nothing_to_place_is_passed_over_in_every_view(seed):
    """Rare games (these seeds were searched for) in which the draw pile is
    empty when a seat with no hand card should build, and a later seat
    still builds from its hand."""
    check_follows("dragons_lair", CHANGES, 4, seed)
