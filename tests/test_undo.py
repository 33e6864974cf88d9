"""Undo that cannot peek: it takes back only the acting human's own
decisions since the last moment anything hidden came out, never another
human's, and what comes back is exact.  Checked for every registered title
(titles added later included), then on the cases players tripped over."""
import json
import random

import pytest

from game import registry
from game.match import AI, HUMAN, Match, Seat

#: Events that show a human something hidden from them: undo never goes
#: back past one.  (A room the human placed, or a vote only they cast, is
#: not news to them; the generic rule in `Match.news` knows that too.)
REVEALING = {
    "dragons_lair": lambda e, human: (e.kind == "votes_revealed" and len(e.seats) > 1
                                      or e.kind == "draw" and e.seat == human),
    "dragonstones": lambda e, human: e.kind in ("reveal", "rebid_reveal", "card_drawn", "rainbow_draw"),
    "citadels": lambda e, human: e.kind in ("reveal", "round_start") or e.kind == "draw" and e.seat == human,
}


def as_json(state):
    return json.loads(json.dumps(state.to_json()))


def mixed_match(title_id, seed):
    """Two humans and bots (Easy), at one laptop."""
    rules = registry.get(title_id)
    players = max(rules.min_players, 3)
    seats = [Seat("Ann"), Seat("Mei")] + [Seat(f"Bot {i}", AI, "easy") for i in range(players - 2)]
    return Match(title_id, seats, seed)


@pytest.mark.parametrize("title_id", registry.ids())
def test_undo_takes_back_only_your_own_moves_since_anything_came_out(title_id):
    rng = random.Random(7)
    undone = refused = 0
    for seed in range(2):
        match = mixed_match(title_id, seed)
        states = [as_json(match.state)]
        for _ in range(100):
            if match.is_over():
                break
            decision = rng.choice(match.pending())
            match.submit(decision.seat, rng.choice(match.legal_actions(decision.seat)))
            states.append(as_json(match.state))
            if rng.random() > 0.2:
                continue
            point, why = match.undo_status()
            if point is None:
                refused += 1
                assert why in ("nothing", "revealed", "other_human", "too_far")
                continue
            human = match.log[point][0]
            taken_back = match.log[point:]
            assert match.seats[human].is_human
            assert all(seat == human or not match.seats[seat].is_human for seat, _ in taken_back), \
                "never another human's decision"
            revealing = REVEALING.get(title_id, lambda e, human: False)
            shown = [e for events in match.events[point:] for e in events if revealing(e, human)]
            assert not shown, f"undo would go back past {shown}"
            match.undo()
            assert as_json(match.state) == states[point], "the state comes back exactly"
            del states[point + 1:]
            undone += 1
    assert undone and refused


def test_solo_dragons_lair_cannot_undo_past_an_opened_room_even_after_a_reload():
    """The reported peek: undo after a room was opened went back to the vote
    before it, so a player could look behind every door first."""
    match = Match("dragons_lair", [Seat("Mei", HUMAN), Seat("Bo", AI, "easy"), Seat("Cy", AI, "easy")], seed=4)
    while True:
        match.play_ai_turns()
        events = match.submit(0, match.legal_actions(0)[0])
        if any(e.kind == "flip" for e in events):
            break
    assert match.undo_status() == (None, "revealed")
    again = Match.from_json(json.loads(json.dumps(match.to_json())))
    assert again.undo_status() == (None, "revealed")


def test_a_sealed_bid_comes_back_whole_and_only_to_its_bidder():
    """Dragonstones at one laptop: Ann composes and seals her bid in steps;
    undo gives her the whole bid back (the state as before her first step),
    and once Mei has bid too, Ann's bid is out of reach."""
    match = Match("dragonstones", [Seat("Ann"), Seat("Mei"), Seat("Bot", AI, "easy")], seed=2)
    while not {d.seat for d in match.pending()} >= {0, 1}:
        decision = match.pending()[0]
        match.submit(decision.seat, match.legal_actions(decision.seat)[0])
    before = as_json(match.state)
    while 0 in {d.seat for d in match.pending()}:
        match.submit(0, max(match.legal_actions(0), key=lambda a: a.get("amount") or 0))
    assert match.undo_status(0)[1] == "ok"
    match.undo(0)
    assert as_json(match.state) == before
    while 0 in {d.seat for d in match.pending()}:
        match.submit(0, match.legal_actions(0)[-1])
    match.submit(1, match.legal_actions(1)[0])
    assert match.undo_status(0) == (None, "other_human")
