"""What a host refuses, and what happens when connections fail: all over
127.0.0.1.  A refusal names the reason and changes nothing; an oversized
message or a flood closes the connection; a dropped seat rejoins with its
token and sees the table as it is; a bot may stand in meanwhile; a host
that quits tells its clients, and its saved table reopens for the same
tokens."""
import asyncio
import json

import pytest

from game.match import HUMAN, REMOTE, Match, Seat
from game.net.client import TableClient, Unreachable
from game.net.host import HostedTable, TableServer
from game.net.protocol import MAX_CLIENT_MESSAGE, MISSING, STAND_IN, RateLimit, encode

TITLE = "dragons_lair"


def online(test):
    """Run the async test body with a listening server and a 3-seat table
    (two remote seats, and one played at the host, who does not move)."""
    def run():
        async def body():
            server = TableServer("127.0.0.1", 0, rate=lambda: RateLimit(per_second=50, burst=50))
            await server.start()
            try:
                match = Match(TITLE, [Seat("Ann", REMOTE), Seat("Bo", REMOTE), Seat("Cy", HUMAN)], seed=3)
                await test(server, server.open_table(match))
            finally:
                await server.close()
        asyncio.run(asyncio.wait_for(body(), 30))
    run.__name__, run.__doc__ = test.__name__, test.__doc__
    return run


async def seated(server: TableServer, table: HostedTable, name: str, token=None) -> TableClient:
    client = TableClient(f"ws://127.0.0.1:{server.port}", table.code, name, token=token)
    await client.connect()
    return client


async def answer(client: TableClient, text) -> str:
    """Send `text`; the host's refusal: its reason and params."""
    refused = len(client.refusals)
    await client.send_raw(text)
    await client.wait_until(lambda: len(client.refusals) > refused, timeout=5)
    return str(client.refusals[-1])


def waiting_seat(table: HostedTable) -> int:
    return table.match.pending()[0].seat


@online
async def test_online_refuses_another_seats_action_out_of_turn_garbage_and_malformed_actions(server, table):
    """Each refusal names the reason (a key and its params, worded by the
    player's laptop; a malformed message's detail for the logs) and the
    table is as it was."""
    ann, bo = await seated(server, table, "Ann"), await seated(server, table, "Bo")
    rules, match = table.match.rules, table.match
    waiting = waiting_seat(table)
    mover, other = (ann, bo) if waiting == ann.seat else (bo, ann)
    before = json.dumps(match.to_json())
    legal = match.legal_actions(waiting)[0]

    claimed = encode("act", action=legal.to_json(), seat=mover.seat)
    assert await answer(other, claimed) == f"refused: not_your_seat {{'seat': {mover.seat}}}"
    assert await answer(other, encode("act", action=legal.to_json(), seat=None)) == f"refused: not_your_decision {{'waiting': [{waiting}]}}"
    assert "not JSON" in await answer(mover, "{{{ not json")
    assert "not UTF-8" in await answer(mover, b"\xff\xfe binary")
    assert "version" in await answer(mover, json.dumps({"v": 99, "kind": "act"}))
    assert "kind" in await answer(mover, encode("shutdown"))
    assert "unknown fields" in await answer(mover, encode("chat", phrase="hello", extra=1))
    assert "preset" in await answer(mover, encode("chat", phrase="free text here"))
    assert "no kind" in await answer(mover, encode("act", action={"gold": 3}, seat=None))
    assert "plain value" in await answer(mover, encode("act", action={"kind": "x", "f": {"a": 1}}, seat=None))
    assert "reserved" in await answer(mover, encode("act", action={"kind": "x", "seen_by": 1}, seat=None))
    assert await answer(mover, encode("act", action={"kind": "take", "room": 99}, seat=None)) == "refused: not_a_choice {'kind': 'take'}"
    assert json.dumps(match.to_json()) == before and rules.pending(match.state)[0].seat == waiting
    assert mover.connected and other.connected


@online
async def test_online_oversized_message_closes_the_connection_and_changes_nothing(server, table):
    ann = await seated(server, table, "Ann")
    before = json.dumps(table.match.to_json())
    await ann.send_raw(encode("chat", phrase="x" * MAX_CLIENT_MESSAGE))
    await ann.wait_closed()
    assert ann.close_reason is not None and not ann.connected
    assert json.dumps(table.match.to_json()) == before
    assert table.status(ann.seat) == MISSING


@online
async def test_online_flood_closes_the_connection(server, table):
    ann = await seated(server, table, "Ann")
    for _ in range(200):
        if not ann.connected:
            break
        await ann.send_raw(encode("resync"))
    await ann.wait_closed()
    assert "flood" in ann.close_reason


@online
async def test_online_wrong_join_code_or_token_is_refused(server, table):
    with pytest.raises(Unreachable, match="no_such_table"):
        await TableClient(f"ws://127.0.0.1:{server.port}", "NOPE42", "Eve").connect()
    with pytest.raises(Unreachable, match="token_holds_no_seat"):
        await seated(server, table, "Eve", token="guessed")
    await seated(server, table, "Ann"), await seated(server, table, "Bo")
    with pytest.raises(Unreachable, match="table_full"):
        await seated(server, table, "Eve")


async def nobody_listening():
    server = TableServer("127.0.0.1", 0)
    await server.start()
    port = server.port
    await server.close()
    with pytest.raises(Unreachable, match="no table answers"):
        await TableClient(f"ws://127.0.0.1:{port}", "ABCDEF", "Ann").connect()


def test_online_unreachable_table():
    asyncio.run(nobody_listening())


@online
async def test_online_dropped_client_rejoins_its_seat_with_its_token_and_sees_the_table_as_it_is(server, table):
    ann, bo = await seated(server, table, "Ann"), await seated(server, table, "Bo")
    await ann.close()
    await asyncio.sleep(0.05)
    assert table.status(ann.seat) == MISSING
    assert bo.presence[ann.seat] == MISSING
    # While Ann is away the host lets a bot play her seat; the game goes on.
    table.set_stand_in(ann.seat, True)
    await bo.wait_until(lambda: bo.presence[ann.seat] == STAND_IN, timeout=5)
    while table.match.pending() and waiting_seat(table) != bo.seat:
        await asyncio.sleep(0.01)
    back = await seated(server, table, "someone", token=ann.token)
    assert back.seat == ann.seat and back.token == ann.token
    assert back.seq == len(table.match.log)
    assert back.view == table.match.view(ann.seat)
    await bo.wait_until(lambda: bo.presence[ann.seat] == "connected", timeout=5)
    assert table.status(ann.seat) == "connected" and ann.seat not in table.stand_ins


@online
async def test_online_host_quitting_tells_clients_and_the_saved_table_reopens_for_the_same_tokens(server, table):
    ann, bo = await seated(server, table, "Ann"), await seated(server, table, "Bo")
    saved = json.loads(json.dumps(table.to_json()))
    server.close_table(table.code)
    await ann.wait_closed()
    assert ann.closed_by_host == "host_quit"
    reopened = server.open_table(HostedTable.from_json(saved))
    assert reopened.code == table.code and reopened.match.state == table.match.state
    again = await seated(server, reopened, "Bo", token=bo.token)
    assert again.seat == bo.seat
    with pytest.raises(Unreachable, match="token_holds_no_seat"):
        await seated(server, reopened, "Eve", token="not-a-token")
