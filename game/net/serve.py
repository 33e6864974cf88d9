"""A headless host: many tables in one process, no window, no pygame.

    python -m game.net.serve --host ADDRESS --port 8765 --title citadels --seats 4 --tables 3

opens three Citadels tables of four remote seats on ADDRESS:8765 (the
address the group reaches this machine by; 127.0.0.1 serves only this
machine) and prints each table's join code.  ``--bots N`` seats N of each
table's seats with the host's Normal bots.  Stop it with Ctrl+C: clients
are told the host quit, and with ``--saves DIR`` every unfinished table is
saved there, to be opened again with ``--reopen FILE`` for the same players
to rejoin with their tokens.  ``--ready`` prints one JSON line (port and
codes) once listening, for scripts (`game.net.bench`).
"""
from __future__ import annotations

import argparse
import asyncio
import json
import random
import signal
import sys
from pathlib import Path

from game import registry
from game.match import AI, REMOTE, Match, Seat
from game.net.host import HostedTable, TableServer
from game.net.protocol import RateLimit


def new_table(title_id: str, seats: int, bots: int, seed: int) -> HostedTable:
    people = [Seat(f"Player {i + 1}", REMOTE) for i in range(seats - bots)]
    machines = [Seat(f"Bot {i + 1}", AI, "normal") for i in range(bots)]
    return HostedTable(Match(title_id, people + machines, seed=seed))


def save_tables(server: TableServer, folder: Path) -> list[Path]:
    """Every unfinished table as ``<code>.json`` in `folder`."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for table in server.tables.values():
        if not table.match.is_over():
            path = folder / f"{table.code}.json"
            temp = path.with_suffix(".tmp")
            temp.write_text(json.dumps(table.to_json()), encoding="utf-8")
            temp.replace(path)
            written.append(path)
    return written


async def serve(args: argparse.Namespace) -> None:
    rate = (lambda: RateLimit(per_second=args.rate, burst=args.rate)) if args.rate else RateLimit
    server = TableServer(args.host, args.port, rate=rate)
    for path in args.reopen:
        server.open_table(HostedTable.from_json(json.loads(Path(path).read_text(encoding="utf-8"))))
    seeds = random.Random(args.seed)
    for _ in range(args.tables):
        server.open_table(new_table(args.title, args.seats, args.bots, seeds.randrange(2 ** 31)))
    await server.start()
    for table in server.tables.values():
        table.wake_bots()
    if args.ready:
        print(json.dumps({"port": server.port, "codes": list(server.tables)}), flush=True)
    else:
        print(f"Listening on {args.host}:{server.port}")
        for code, table in server.tables.items():
            print(f"  {code}  {table.match.title_id}, {len(table.remote_seats)} remote seats")
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stop.set)
    await stop.wait()
    if args.saves:
        for path in save_tables(server, Path(args.saves)):
            print(f"saved {path}")
    await server.close("host_quit")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.net.serve", description=__doc__.split("\n\n")[0])
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default: this machine only)")
    parser.add_argument("--port", type=int, default=8765, help="port to listen on (0: any free one)")
    parser.add_argument("--title", default="citadels", choices=registry.ids())
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--bots", type=int, default=0, help="seats of each table the host's bots play")
    parser.add_argument("--tables", type=int, default=1)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--saves", help="folder to save unfinished tables in when stopped")
    parser.add_argument("--reopen", nargs="*", default=[], help="saved tables to open again")
    parser.add_argument("--rate", type=float, default=None, help="messages a second a client may send (bench bots)")
    parser.add_argument("--ready", action="store_true", help="print the port and codes as one JSON line")
    args = parser.parse_args(argv)
    registry.get(args.title).check_players(args.seats)
    if not 0 <= args.bots < args.seats:
        parser.error("--bots must leave at least one remote seat")
    asyncio.run(serve(args))
    return 0


if __name__ == "__main__":
    sys.exit(main())
