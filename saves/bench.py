"""Autosave cost: `python -m saves.bench`.

Plays one random game per title at its largest table with the autosave
writer attached, as the app does, and prints what each move costs the
drawing thread (handing the log over) at its worst -- wall clock, which
includes waiting for the interpreter lock while the writer runs, and the
thread's own CPU time -- and what the writer
thread spends per file and how big the file grows.
"""
from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time

from game import registry
from game.match import AI, Match, Seat
from saves.autosave import AutosaveWriter
from saves.store import SaveStore


def measure(title: str, seed: int, store: SaveStore) -> dict:
    rules = registry.get(title)
    seats = [Seat(f"P{i}", AI, "easy") for i in range(rules.max_players)]
    match = Match(title, seats, seed)
    writer = AutosaveWriter(match, store.new_autosave_path())
    rng = random.Random(seed)
    handovers, handover_cpu = [], []   # wall (waits for the interpreter lock too), the thread's own CPU
    write_times = []
    real_write = writer._write

    def timed_write(log):
        start = time.perf_counter()
        real_write(log)
        write_times.append(time.perf_counter() - start)
    writer._write = timed_write
    while not match.is_over():
        seat = match.pending()[0].seat
        match.submit(seat, rng.choice(match.legal_actions(seat)))
        start, start_cpu = time.perf_counter(), time.thread_time()
        writer.note(match)
        handovers.append(time.perf_counter() - start)
        handover_cpu.append(time.thread_time() - start_cpu)
        time.sleep(0.002)  # a table shows each move for a while; the writer runs meanwhile
    writer.flush()
    size = writer.path.stat().st_size
    writer.close(discard=True)
    return {"moves": len(match.log), "hand max": max(handovers) * 1000,
            "hand p99": sorted(handovers)[int(len(handovers) * 0.99)] * 1000,
            "hand cpu max": max(handover_cpu) * 1000,
            "writes": len(write_times), "write median": statistics.median(write_times) * 1000,
            "write max": max(write_times) * 1000, "KiB": size / 1024}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="autosave cost per move")
    parser.add_argument("--seed", type=int, default=4)
    args = parser.parse_args(argv)
    store = SaveStore(tempfile.mkdtemp(prefix="tavern-autosave-"))
    print(f"{'title':<14}{'moves':>6}{'drawing thread / move: max':>28}{'p99':>9}{'CPU max':>9}"
          f"{'writes':>8}{'writer median':>15}{'max':>9}{'file':>9}")
    for title in registry.ids():
        r = measure(title, args.seed, store)
        print(f"{title:<14}{r['moves']:>6}{r['hand max']:>25.3f} ms{r['hand p99']:>6.3f} ms{r['hand cpu max']:>6.3f} ms"
              f"{r['writes']:>8}{r['write median']:>12.1f} ms{r['write max']:>6.1f} ms{r['KiB']:>5.0f} KiB")


if __name__ == "__main__":
    main()
