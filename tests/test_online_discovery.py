"""Finding hosted tables on the local network: zeroconf on the loopback
interface alone.  A table announced is found with its address, port,
title and open seats (never its join code), and its address reaches it."""
import asyncio

from game.match import REMOTE, Match, Seat
from game.net.client import TableClient
from game.net.discovery import Announcement, browse
from game.net.host import TableServer

LOOPBACK = "127.0.0.1"


def test_online_announced_table_is_found_and_joined_by_its_found_address():
    async def body():
        server = TableServer(LOOPBACK, 0)
        await server.start()
        table = server.open_table(Match("citadels", [Seat("Ann", REMOTE), Seat("Bo", REMOTE)], seed=1))
        announcement = Announcement("Ann's table", LOOPBACK, server.port, "citadels", seats=2, open_seats=2)
        await announcement.start()
        try:
            found = await asyncio.to_thread(browse, [LOOPBACK], 1.5)
            mine = [t for t in found if t.port == server.port]
            assert len(mine) == 1
            assert (mine[0].name, mine[0].address, mine[0].title, mine[0].open_seats) == (
                "Ann's table", LOOPBACK, "citadels", 2)
            assert table.code not in repr(announcement.info.properties)
            client = TableClient(mine[0].uri, table.code, "Bo")
            await client.connect()
            assert client.title_id == "citadels"
            await client.close()
        finally:
            await announcement.close()
            await server.close()
    asyncio.run(asyncio.wait_for(body(), 30))
