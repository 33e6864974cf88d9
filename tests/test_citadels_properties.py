"""Citadels: what the random games of every title (tests/test_random_games.py) do not check."""
import random

from game.citadels import RULES
from game.citadels.rules import draft_offers


def check_view(state, seat):
    """The seat's view shows no hidden card, and is the same for any state it
    cannot tell apart (a determinization of its own)."""
    seen = RULES.view(state, seat)
    assert seen.rng is None
    assert set(seen.deck) <= {None} and set(seen.face_down) <= {None}
    for other in range(state.players):
        if other != seat:
            assert set(seen.hands[other]) <= {None}
            assert seen.offers[other] == []
            for character in seen.chars[other]:
                assert character is None or character in state.revealed
    if state.phase == "draft" and RULES.pending(state)[0].seat != seat:
        assert set(seen.pool) <= {None}
    guess = RULES.determinize(state, seat, random.Random(seat))
    assert guess.chars[seat] == state.chars[seat] and guess.hands[seat] == state.hands[seat]
    assert [len(c) for c in guess.chars] == [len(c) for c in state.chars]
    assert sum(map(len, guess.chars)) + len(guess.face_down + guess.pool + guess.face_up) == 8
    assert RULES.view(guess, seat).to_json() == seen.to_json()
    assert guess.offers == draft_offers(guess), "every seat's offers fit the world's own draft"


def test_dealt_worlds_fit_what_the_seat_knows():
    """Through random games at every seat count, a seat's view hides every
    card and character it may not see, and a world dealt from it keeps the
    seat's own characters and hand, everyone's character count, the eight
    characters and draft offers that fit the world's own draft."""
    rng = random.Random(7)
    for seed in range(30):
        state = RULES.new_state(2 + seed % 6, seed)
        step = 0
        while not RULES.is_over(state):
            seat = RULES.pending(state)[0].seat
            if step % 29 == 3:
                check_view(state, step % state.players)
            RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat)))
            step += 1


def test_clone_is_independent():
    state = RULES.new_state(4, 1)
    twin = state.clone()
    twin.hands[0].append("temple")
    twin.offers[state.steps[0][0]][0][1].append(99)
    twin.rng.random()
    assert state.hands[0] != twin.hands[0] and state != twin
    assert state.clone() == state


def test_cards_put_under_the_deck_face_down_are_named_only_to_their_owner():
    """A drawn card not kept, a Magician's or Laboratory's discard goes face
    down under the deck: other seats learn that a card went, not which.  A
    destroyed district stood in a city, so everyone sees it go."""
    rng = random.Random(5)
    secret = public = 0
    for seed in range(12):
        state = RULES.new_state(4, seed, {})
        while not RULES.is_over(state):
            seat = RULES.pending(state)[0].seat
            for event in RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat))):
                if event.kind != "discard":
                    continue
                others = [s for s in range(4) if s != event.seat]
                if event.reason == "destroyed":
                    public += 1
                    assert all(event.seen_by(s).card == event.card for s in others)
                else:
                    secret += 1
                    assert event.seen_by(event.seat).card == event.card
                    assert all(event.seen_by(s).get("card") is None for s in others + [None])
    assert secret and public


def test_a_dealt_world_keeps_no_other_seat_s_true_draft():
    """The bug this guards against: the world a bot plays in kept the true
    draft log, so every world named the other seats' real picks.  Now the
    hidden entries are dealt afresh: over 200 worlds at 7 seats (one pick
    each, little to go on) they differ from the truth most of the time."""
    state = RULES.new_state(7, 3)
    rng = random.Random(0)
    while state.phase == "draft":
        seat = RULES.pending(state)[0].seat
        RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat)))
    seat = 0
    hidden = [i for i, (who, kind, _) in enumerate(state.draft_log) if who != seat and kind != "up"]
    same = sum(all(world.draft_log[i] == state.draft_log[i] for i in hidden)
               for world in (RULES.determinize(state, seat, random.Random(k)) for k in range(200)))
    assert same < 50
