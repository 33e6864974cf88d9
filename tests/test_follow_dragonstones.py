"""Fist of Dragonstones: the table's shown view follows the events.
Folding the events of every action, each seen by the seat looking, over
that seat's view before gives its view after, for every seat and for an
onlooker, through whole random games at every seat count, with and without
the expansion cards.  (A random game runs to the 40-round limit, two to
three thousand actions: one game per seat count keeps this near 15 s.)"""
import pytest

from follow_check import check_follows
from game import registry
from scenes.dragonstones.follow import CHANGES, bids_in_the_making


@pytest.fixture
def views_without_bids_in_the_making(monkeypatch):
    """The one part of a view the events leave out, on purpose: a seat's
    own bid in the making (see `bids_in_the_making` for why)."""
    rules = registry.get("dragonstones")
    view = rules.view
    monkeypatch.setattr(rules, "view", lambda state, seat: bids_in_the_making(view(state, seat)))


@pytest.mark.parametrize("players, expansion, seed", [(3, False, 0), (3, True, 4), (4, True, 1), (5, False, 2),
                                                      (6, True, 3)])
def test_folded_events_give_every_seats_view_after_each_action(views_without_bids_in_the_making, players,
                                                               expansion, seed):
    assert check_follows("dragonstones", CHANGES, players, seed, {"expansion": expansion}) > 100


def test_only_a_seats_own_bid_in_the_making_is_left_out():
    """What the check leaves out is the seat's own draft and sealed hands
    before the reveal; the other seats' are unknown in its view anyway."""
    rules = registry.get("dragonstones")
    state = rules.new_state(3, 1, {})
    for action in ("bid_fairy", "bid_gold"):
        rules.apply(state, 0, next(a for a in rules.legal_actions(state, 0) if a.kind == action))
    seen = rules.view(state, 0)
    assert seen.auction["bids"][0] and not bids_in_the_making(seen).auction["bids"][0]
    assert bids_in_the_making(seen).to_json() == {**seen.to_json(), "auction": {
        **seen.auction, "drafts": [None] * 3, "bids": [None] * 3}}
