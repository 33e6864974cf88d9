"""A match in progress: bots, undo by replay, JSON, the autosave hook."""
import threading

import pytest

from game.core import IllegalAction
from game.match import AI, HUMAN, Match, Seat


def bots(n, level="easy"):
    return [Seat(f"Bot {i}", AI, level) for i in range(n)]


def test_bots_play_a_whole_game_and_the_same_seed_plays_the_same_game():
    a, b = Match("dragons_lair", bots(4, "normal"), seed=3), Match("dragons_lair", bots(4, "normal"), seed=3)
    a.play_ai_turns()
    b.play_ai_turns()
    assert a.is_over() and a.log == b.log and a.state == b.state


def test_undo_returns_exactly_to_before_the_human_s_moves_by_replaying_chance_identically():
    """Citadels against bots: Mei takes 2 gold in her turn (nothing hidden
    comes out), then undoes: her moves since anything last came out are
    taken back, and the state is the one before them, exactly."""
    m = Match("citadels", [Seat("Mei", HUMAN)] + bots(2), seed=8)
    states = {}
    while True:
        m.play_ai_turns()
        states[len(m.log)] = m.state.clone()
        take_gold = [a for a in m.legal_actions(0) if a.kind == "take_gold"]
        if take_gold:
            break
        m.submit(0, m.legal_actions(0)[0])
    length = len(m.log)
    m.submit(0, take_gold[0])
    m.undo()
    assert len(m.log) <= length and m.state == states[len(m.log)]


def test_undo_without_a_human_action_is_refused():
    m = Match("dragons_lair", bots(3), seed=1)
    with pytest.raises(IllegalAction):
        m.undo()


def test_every_action_calls_the_autosave_hook():
    calls = []
    m = Match("dragons_lair", bots(3), seed=2, on_action=lambda match, seat, action, events: calls.append(action))
    m.play_ai_turns()
    assert len(calls) == len(m.log) > 0


def test_ai_thinks_on_a_worker_thread():
    m = Match("dragons_lair", bots(3, "normal"), seed=4)
    seen = []
    bot = m.bot(m.pending()[0].seat)
    original = bot.choose

    def spy(*args):
        seen.append(threading.current_thread().name)
        return original(*args)
    bot.choose = spy
    seat = m.pending()[0].seat
    while len(m.legal_actions(seat)) == 1:
        m.submit(seat, m.legal_actions(seat)[0])
        seat = m.pending()[0].seat
        bot = m.bot(seat)
        original = bot.choose
        bot.choose = spy
    action = m.think_async(seat).result(timeout=5)
    assert action in m.legal_actions(seat)
    assert seen and all(name.startswith("ai") for name in seen)


def test_match_json_round_trip_keeps_everything():
    m = Match("dragons_lair", [Seat("Mei", HUMAN)] + bots(2), seed=5)
    m.play_ai_turns()
    copy = Match.from_json(m.to_json())
    assert copy.state == m.state and copy.log == m.log and copy.seats == m.seats
