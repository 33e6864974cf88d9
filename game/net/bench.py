"""Benchmark of the headless host: `python -m game.net.bench` starts
`game.net.serve` in its own process on 127.0.0.1 with 50 tables of remote
seats, and plays them all at once from simulated clients (Easy bots, one
client per seat, all in this process) for a bounded time.

Prints the round trip from an action leaving its client to the update
reaching every client at that table (p50, p95), moves played, and the host
process's CPU (share of one core, and per move) and memory per table,
read from /proc (Linux).
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import time
from dataclasses import dataclass, field

from game.net.client import TableClient, play_as_bot

LOOPBACK = "127.0.0.1"


@dataclass
class TableTimes:
    """Round trips at one table: when each seat's action left, and how many
    clients have each move."""

    clients: int
    sent: dict[int, float] = field(default_factory=dict)
    arrived: dict[int, int] = field(default_factory=dict)
    round_trips: list[float] = field(default_factory=list)

    def acting(self, client: TableClient) -> None:
        self.sent[client.seat] = time.perf_counter()

    def heard(self, client: TableClient) -> None:
        seq, by, _ = client.events[-1]
        self.arrived[seq] = self.arrived.get(seq, 0) + 1
        if self.arrived[seq] == self.clients:
            del self.arrived[seq]
            started = self.sent.pop(by, None)
            if started is not None:
                self.round_trips.append(time.perf_counter() - started)


def cpu_seconds(pid: int) -> float:
    """User + system CPU of process `pid` so far."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


async def play_tables(port: int, codes: list[str], seats: int, seconds: float,
                      pause: float) -> tuple[list[TableTimes], int]:
    times, players = [], []
    for code in codes:
        table = TableTimes(seats)
        times.append(table)
        for seat in range(seats):
            client = TableClient(f"ws://{LOOPBACK}:{port}", code, f"Bot {seat + 1}")
            client.on_message = lambda message, c=client, t=table: t.heard(c) if message["kind"] == "update" else None
            await client.connect()
            players.append(play_as_bot(client, "easy", seed=len(players), before_act=table.acting,
                                       pause=pause))
    done, running = await asyncio.wait([asyncio.ensure_future(p) for p in players], timeout=seconds)
    for task in running:
        task.cancel()
    for task in done:
        if task.exception() is not None:
            raise task.exception()
    return times, len(done)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.net.bench", description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--title", default="dragons_lair")
    parser.add_argument("--seats", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=20.0, help="play stops after this long")
    parser.add_argument("--pause", type=float, default=0.0,
                        help="seconds each simulated player takes over a decision (0: flat out)")
    args = parser.parse_args(argv)
    host = subprocess.Popen(
        [sys.executable, "-m", "game.net.serve", "--host", LOOPBACK, "--port", "0", "--ready", "--rate", "1000000",
         "--title", args.title, "--seats", str(args.seats), "--tables", str(args.tables), "--seed", "1"],
        stdout=subprocess.PIPE, text=True)
    try:
        ready = json.loads(host.stdout.readline())
        idle_mb, cpu_before = rss_mb(host.pid), cpu_seconds(host.pid)
        started, clients_started = time.perf_counter(), time.process_time()
        times, finished = asyncio.run(play_tables(ready["port"], ready["codes"], args.seats, args.seconds, args.pause))
        wall, clients_cpu = time.perf_counter() - started, time.process_time() - clients_started
        cpu, busy_mb = cpu_seconds(host.pid) - cpu_before, rss_mb(host.pid)
    finally:
        host.terminate()
        host.wait(10)
    trips = [t for table in times for t in table.round_trips]
    moves = len(trips)
    print(f"{args.tables} tables of {args.title}, {args.seats} remote seats each, {args.pause:g} s a decision, {wall:.1f} s "
          f"({finished} of {args.tables * args.seats} players saw their game end)")
    if trips:
        print(f"round trip, action to every client's update: p50 {percentile(trips, .5) * 1000:.1f} ms, "
              f"p95 {percentile(trips, .95) * 1000:.1f} ms over {moves} moves ({moves / wall:.0f} moves/s)")
        print(f"host CPU: {cpu / wall * 100:.0f} % of one core in all, {cpu / wall * 100 / args.tables:.2f} % per table,"
              f" {cpu / moves * 1000:.2f} ms per move (the simulated clients: {clients_cpu / wall * 100:.0f} %)")
    print(f"host memory: {busy_mb:.0f} MB resident ({idle_mb:.0f} MB with the tables open and nobody connected), "
          f"{busy_mb / args.tables:.2f} MB per table, {(busy_mb - idle_mb) / args.tables:.2f} MB per table in play")
    return 0


if __name__ == "__main__":
    sys.exit(main())
