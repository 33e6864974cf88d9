"""Fist of Dragonstones: seeded random games and the invariants they keep."""
import json
import random

import pytest

from game.core import Action, IllegalAction
from game.dragonstones import RULES
from game.dragonstones.data import COINS, COLOURS, SUPPLY


def totals(state):
    """Every coin type and every stone colour, bank + seats (+ fairy gold in
    front of the screens)."""
    out = {}
    for item in COINS + COLOURS:
        out[item] = state.bank[item] + sum(p[item] for p in state.seats)
    out["fairy"] += sum(p["front"] for p in state.seats)
    return out


def play_random(seed, players, expansion=False, check=None):
    state = RULES.new_state(players, seed, {"expansion": expansion})
    rng = random.Random(seed)
    log = []
    while True:
        decisions = RULES.pending(state)
        if not decisions:
            return state, log
        seat = rng.choice(decisions).seat
        action = rng.choice(RULES.legal_actions(state, seat))
        if check:
            check(state, seat, action, len(log))
        RULES.apply(state, seat, action)
        log.append((seat, action))
        if len(log) % 5 == 0 or not RULES.pending(state):
            assert totals(state) == SUPPLY


def test_300_random_games_conserve_coins_and_stones_and_finish():
    """300 seeded random games (3–6 seats, with and without the expansion)
    end with a winner at 3 points or at the round limit, and all along (checked
    every 5 actions and at the end) bank + seats hold exactly the supply of
    every coin and every stone."""
    won = 0
    for seed in range(300):
        state, _ = play_random(seed, 3 + seed % 4, expansion=seed % 3 == 0)
        assert RULES.is_over(state)
        outcome = RULES.outcome(state)
        if state.winner is not None:
            won += 1
            assert outcome.winners == (state.winner,)
            assert state.seats[state.winner]["points"] >= 3
        assert all(p["points"] >= 0 for p in state.seats)
    # Random bids often tie for lowest on the Black Death (a 0 bid is a bid)
    # and cost points, so some expansion games run to the round limit.
    assert won >= 270


def hidden_coins_of_others_absent(view, seat):
    for other, player in enumerate(view.seats):
        if other != seat:
            assert all(player[c] is None for c in ("fairy", "gold", "silver"))
    if view.auction and not view.auction["revealed"]:
        assert all(b is None for s, b in enumerate(view.auction["bids"]) if s != seat)
    if view.auction:
        assert all(d is None for s, d in enumerate(view.auction["drafts"]) if s != seat)


def test_views_leak_no_hidden_coins_or_sealed_bids_and_round_trip_json():
    """A seat's view shows its own coins but None for coins behind other
    screens and for others' sealed bids; views and states survive JSON."""
    def check(state, seat, action, step):
        if step % 45:
            return
        for who in range(state.players):
            view = RULES.view(state, who)
            hidden_coins_of_others_absent(view, who)
            assert view.seats[who]["fairy"] == state.seats[who]["fairy"]
            assert view.rng is None
        data = json.loads(json.dumps(state.to_json()))
        assert RULES.state_from_json(data) == state
        guess = RULES.determinize(state, seat, random.Random(step))
        assert totals(guess) == SUPPLY
        assert RULES.legal_actions(guess, seat) == RULES.legal_actions(state, seat)
    for seed in range(6):
        play_random(1000 + seed, 3 + seed % 4, expansion=seed % 2 == 0, check=check)


def test_replay_of_the_log_gives_the_same_game():
    """Same seed and same actions give the same game."""
    for seed in (5, 6, 7):
        state, log = play_random(seed, 4, expansion=True)
        again = RULES.new_state(4, seed, {"expansion": True})
        for seat, action in log:
            RULES.apply(again, seat, Action.from_json(json.loads(json.dumps(action.to_json()))))
        assert again == state


def test_illegal_apply_leaves_the_state_unchanged():
    """Out-of-turn seats, unaffordable bids and unknown actions raise
    IllegalAction and change nothing."""
    def check(state, seat, action, step):
        if step % 11:
            return
        before = state.to_json()
        waiting = {d.seat for d in RULES.pending(state)}
        for wrong in (Action("bid_fairy", amount=999), Action("fly"), action.with_(kind_extra=1)):
            with pytest.raises(IllegalAction):
                RULES.apply(state, seat, wrong)
        idle = [s for s in range(state.players) if s not in waiting]
        if idle:
            with pytest.raises(IllegalAction):
                RULES.apply(state, idle[0], action)
        assert state.to_json() == before
    play_random(77, 5, expansion=True, check=check)
