"""Whole games over the network: a host on 127.0.0.1 with two remote seats
played by bots on their own clients and one seat played by the host's bot,
for every title.  Every message each client received is then checked
against the game replayed from its seed: it holds exactly the view
`view(state, seat)` of the moment it was sent and the events as
`Event.seen_by(seat)` words them, and the title finds nothing hidden in it
(`Title.leaks`)."""
import asyncio
import json

import pytest

from game import registry
from game.match import AI, REMOTE, Match, Seat
from game.net.client import TableClient, play_as_bot
from game.net.host import TableServer
from game.net.protocol import HOST_MESSAGES, MAX_HOST_MESSAGE, RateLimit, decode

#: Bots answer at once, far faster than people: the flood limit is for people.
BOT_RATE = lambda: RateLimit(per_second=100_000, burst=100_000)  # noqa: E731


async def play_online(title_id: str, seed: int) -> tuple[Match, list[TableClient]]:
    server = TableServer("127.0.0.1", 0, rate=BOT_RATE)
    await server.start()
    try:
        match = Match(title_id, [Seat("Ann", REMOTE), Seat("Bo", REMOTE), Seat("Cy", AI, "normal")], seed=seed)
        table = server.open_table(match)
        clients = [TableClient(f"ws://127.0.0.1:{server.port}", table.code, name, transcript=[])
                   for name in ("Ann", "Bo")]
        for client in clients:
            await client.connect()
        table.wake_bots()
        await asyncio.wait_for(asyncio.gather(*(play_as_bot(c, "normal", seed=i) for i, c in enumerate(clients))), 120)
        for client in clients:
            await client.close()
        return match, clients
    finally:
        await server.close()


def states_after_each_move(match: Match):
    """The true state after 0, 1, 2... moves, replayed from the seed."""
    rules = match.rules
    state = rules.new_state(len(match.seats), match.seed, match.options)
    yield state.clone()
    for seat, action in match.log:
        rules.apply(state, seat, action)
        yield state.clone()


@pytest.mark.parametrize("title_id", registry.ids())
def test_online_full_game_sends_each_seat_only_its_view_and_events(title_id):
    match, clients = asyncio.run(play_online(title_id, seed=7))
    assert match.is_over()
    title = registry.title(title_id)
    rules = title.rules
    states = list(states_after_each_move(match))
    for client in clients:
        seat = client.seat
        assert client.seq == len(match.log) and client.pending == []
        tables = 0
        for text in client.transcript:
            message = decode(text, HOST_MESSAGES, MAX_HOST_MESSAGE)
            if message["kind"] not in ("snapshot", "update"):
                continue
            tables += 1
            state = states[message["seq"]]
            assert message["view"] == json.loads(json.dumps(rules.view(state, seat).to_json()))
            assert title.leaks(rules.state_from_json(message["view"]), state, seat) == []
            if message["kind"] == "update":
                seen = [e.seen_by(seat).to_json() for e in match.events[message["seq"] - 1]]
                assert message["events"] == json.loads(json.dumps(seen))
                assert message["by"] == match.log[message["seq"] - 1][0]
        # A snapshot on joining, then one update per move after it.
        assert tables == 1 + len(match.log) - client.events[0][0] + 1
