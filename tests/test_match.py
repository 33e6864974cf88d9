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


def test_undo_returns_to_just_before_the_last_human_action_and_replays_chance_identically():
    m = Match("dragons_lair", [Seat("Mei", HUMAN)] + bots(2), seed=8)
    snapshots = []
    for _ in range(6):
        m.play_ai_turns()
        if not m.human_decisions():
            break
        snapshots.append((len(m.log), m.state.clone()))
        m.submit(0, m.legal_actions(0)[-1])
    m.play_ai_turns()
    length, state = snapshots[-1]
    m.undo()
    assert len(m.log) == length and m.state == state


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
