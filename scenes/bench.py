"""Frame-time bench: `python -m scenes.bench`.

Renders the Dragon's Lair table mid-game at 1280×720 under the dummy video
driver, with animations running (bots play every seat, so events keep
coming), and prints the median and 95th-percentile time of a whole frame
(update + draw + pygame-gui), then the time from start to the first
title-screen frame (`python main.py --title-time` in a subprocess).
"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
FRAMES = 600


def table_frame_times(frames: int = FRAMES, seed: int = 3) -> list[float]:
    from game.match import Match, Seat
    from saves import SaveStore, Settings
    from scenes.app import App
    from scenes.table import open_table

    app = App(settings=Settings(), store=SaveStore(tempfile.mkdtemp()), windowed=True)
    seats = [Seat("Ann", "ai", "normal"), Seat("Bo", "ai", "normal"), Seat("Cy", "ai", "normal"),
             Seat("Dee", "ai", "normal")]
    match = Match("dragons_lair", seats, seed=seed)
    for _ in range(12):        # mid-game: a few moves already made
        seat = match.pending()[0].seat
        match.submit(seat, match.think(seat))
    table = open_table(app, match)
    app.scenes.push(table)
    for _ in range(30):        # warm the caches
        app.step(pygame.event.get(), 1 / 60)
    times = []
    animating = 0
    for _ in range(frames):
        start = time.perf_counter()
        app.step(pygame.event.get(), 1 / 60)
        times.append(time.perf_counter() - start)
        animating += table.events.busy
        if match.is_over():
            break
    pygame.image.save(app.screen, str(Path(tempfile.gettempdir()) / "bench_table.png"))
    print(f"frames: {len(times)} ({animating} with animations running)")
    return times


def title_time() -> str:
    try:
        result = subprocess.run([sys.executable, str(ROOT / "main.py"), "--title-time"], cwd=ROOT,
                                capture_output=True, text=True, timeout=60,
                                env={**os.environ, "TAVERN_TABLE_DATA_DIR": tempfile.mkdtemp(),
                                     "TAVERN_TABLE_CONFIG_DIR": tempfile.mkdtemp()})
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"unavailable ({error})"
    lines = [line for line in result.stdout.splitlines() if line.strip()]
    return f"{lines[-1]} s" if result.returncode == 0 and lines else f"unavailable ({result.stderr.strip()[-200:]})"


def main() -> None:
    times = sorted(table_frame_times())
    median = statistics.median(times) * 1000
    p95 = times[int(len(times) * 0.95) - 1] * 1000
    print(f"table frame at 1280x720: median {median:.2f} ms, p95 {p95:.2f} ms, max {times[-1] * 1000:.2f} ms")
    print(f"start to first title frame: {title_time()}")


if __name__ == "__main__":
    main()
