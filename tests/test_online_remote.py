"""A seat of a hosted game played through `RemoteMatch`, the way a table
scene plays a `Match`: the seat here decides from its own view, every
other seat's move arrives as its events, one move at a time, and the
table ends on the same view the host holds for that seat."""
import random
import time

import pytest

from game.ai import decide, make_bot
from game.match import AI, REMOTE, Match, Seat
from game.net.client import TableClient
from game.net.host import TableServer
from game.net.protocol import RateLimit, Refused
from game.net.remote import NetThread, RemoteMatch


@pytest.fixture
def net():
    thread = NetThread()
    yield thread
    thread.stop()


def host_and_join(net: NetThread, title_id: str):
    server = TableServer("127.0.0.1", 0, rate=lambda: RateLimit(10_000, 10_000))
    net.run(server.start()).result(5)
    match = Match(title_id, [Seat("Ann", REMOTE), Seat("Bo", AI, "easy"), Seat("Cy", AI, "easy")], seed=11)
    table = server.open_table(match)
    client = TableClient(f"ws://127.0.0.1:{server.port}", table.code, "Ann")
    return server, table, RemoteMatch.join(client, net).result(5)


@pytest.mark.parametrize("title_id", ["dragons_lair", "citadels"])
def test_online_remote_match_plays_a_whole_game_as_a_table_would(net, title_id):
    server, table, remote = host_and_join(net, title_id)
    me, rules = remote.me, remote.rules
    assert remote.humans == [me] and [s.is_human for s in remote.seats] == [True, False, False]
    net.run(_wake(table)).result(5)
    bot, rng, played = make_bot(title_id, "easy"), random.Random(1), []
    for _ in range(5000):
        if remote.is_over():
            break
        decision = remote.pending()[0]
        if decision.seat == me:
            action = decide(rules, remote.view(me), me, bot, rng)
            assert action in remote.legal_actions(me)
            try:
                played.append(remote.submit(me, action))
            except Refused as refusal:
                assert refusal.reason in ("not_your_decision", "not_a_choice")  # chosen on a stale table
        else:
            answer = remote.think_async(decision.seat)
            played.append(remote.submit(decision.seat, answer.result(10)))
    assert remote.is_over() and table.match.is_over()
    assert remote.view(me) == table.match.view(me)
    everything_seen = [e for events in played for e in events]
    assert everything_seen == [e.seen_by(me) for events in table.match.events for e in events]
    remote.leave()
    net.run(server.close()).result(5)


async def _wake(table):
    table.wake_bots()


def test_online_remote_match_rejoins_by_itself_after_a_drop(net):
    """A Wi-Fi blip: the connection drops without the host closing the
    table; the seat rejoins with its token and the table goes on."""
    server, table, remote = host_and_join(net, "dragons_lair")
    first = remote.client._websocket
    net.run(first.close()).result(5)
    for _ in range(200):
        if remote.client.connected and remote.client._websocket is not first:
            break
        time.sleep(0.02)
    assert remote.client._websocket is not first and table.status(remote.me) == "connected"
    remote.leave()
    net.run(server.close()).result(5)
