"""The engine contract's value types and helpers (game/core.py)."""
import json

import pytest

from game.core import Action, Event, Outcome, Rng, seats_in_order


def test_action_is_a_hashable_value_with_a_json_form():
    a = Action("build", card="palace", cost=5, path=[1, 2])
    assert a.path == (1, 2)
    assert hash(a) == hash(Action("build", path=(1, 2), cost=5, card="palace"))
    assert Action.from_json(json.loads(json.dumps(a.to_json()))) == a


def test_record_fields_are_frozen_at_any_depth_and_dicts_refused():
    """Fields must be hashable: lists become tuples, inside tuples too;
    a dict, at any depth, is refused, and so is a field named after a method."""
    e = Event("reveal", bids=((1, [2, 3]), [4]), seats=[0, 1], card="witch")
    assert e.bids == ((1, (2, 3)), (4,)) and e.seats == (0, 1)
    assert hash(e) == hash(Event("reveal", bids=((1, (2, 3)), (4,)), seats=(0, 1), card="witch"))
    for bad in ({"a": 1}, ({"a": 1},), [(1, {"a": 1})]):
        with pytest.raises(TypeError, match="must not be dicts"):
            Event("bid", bids=bad)
    with pytest.raises(TypeError, match="reserved"):
        Action("take", get=1)


def test_action_fields_cannot_change_and_typos_fail():
    a = Action("take", room=3)
    with pytest.raises(AttributeError):
        a.room = 4
    with pytest.raises(AttributeError, match="no field 'rom'"):
        a.rom


def test_an_action_is_never_equal_to_an_event_of_the_same_shape():
    assert Action("draw", n=1) != Event("draw", n=1)


def test_private_event_fields_are_seen_only_by_their_owner():
    e = Event("draw", seat=1, card="KS", owner=1, hidden=("card",))
    assert e.seen_by(1) is e
    for other in (0, 2, None):
        seen = e.seen_by(other)
        assert seen.get("card") is None and seen.seat == 1


def test_rng_round_trips_through_json_and_copies_independently():
    rng = Rng(42)
    rng.random()
    twin = Rng.from_json(json.loads(json.dumps(rng.to_json())))
    assert [twin.random() for _ in range(5)] == [rng.random() for _ in range(5)]
    import copy
    fork = copy.deepcopy(rng)
    assert fork.random() == rng.random()


def test_outcome_ranks_by_score_then_tiebreak_and_shares_full_ties():
    o = Outcome.from_scores([5, 9, 9, 1], tiebreak=[0, 2, 2, 9])
    assert o.ranking[:2] in ((1, 2), (2, 1)) and o.ranking[-1] == 3
    assert o.winners in ((1, 2), (2, 1))
    assert Outcome.from_scores([5, 9, 9], tiebreak=[0, 1, 3]).winners == (2,)


def test_places_follow_the_tiebreak_and_only_full_ties_share_one():
    """Citadels, 16 points each and the same district total: the one with
    more gold is second, the other third (not both second)."""
    assert Outcome.from_scores([32, 16, 16], tiebreak=[(25, 0), (16, 4), (16, 3)]).places == (1, 2, 3)
    assert Outcome.from_scores([5, 9, 9, 1], tiebreak=[0, 2, 2, 9]).places == (3, 1, 1, 4)
    assert Outcome.from_scores([9, 9, 9]).places == (1, 1, 1)


def test_seats_in_order_runs_clockwise_from_the_start():
    assert seats_in_order(2, 4) == [2, 3, 0, 1]


def test_a_copied_rng_rolls_what_the_original_would_roll():
    """Rng.copy: a twin from the same point of the sequence (a clone of a
    state must replay the same dice), and the two then roll independently."""
    from game.core import Rng
    original = Rng(7)
    original.random()
    twin = original.copy()
    assert [twin.random() for _ in range(5)] == [original.random() for _ in range(5)]
    twin.random()
    assert twin.random() != original.random()
