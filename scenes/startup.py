"""Start-up time: `python -m scenes.startup --runs 5`.

Starts Tavern Table to its first title frame as a player does, with the
installed `tavern-table` command (`main` imported) and no options
(TAVERN_TABLE_TITLE_TIME set makes it print its times at that frame), and,
for comparison, a bare pygame-gui window with a UIManager, several times
each in fresh processes (taking turns, so a busy machine weighs on both
alike), and prints side by side the medians of the wall time from the
first line of the script to the first frame, of the CPU time the process
used until that frame (interpreter start included; on a busy machine this
is the steadier figure) and of the CPU time of the whole process (its exit
included).

Both run from compiled bytecode, as an installed game does (pip and the
bundle compile it; a checkout under PYTHONDONTWRITEBYTECODE would compile
every module on every start, and `python main.py` compiles main.py, 1.5 ms,
on every start): the bytecode goes to a temporary folder, filled by one
untimed run of each.  `--no-bytecode` measures without it.
`--check` exits 1 if Tavern Table's CPU time to its first frame is over
GOAL times the bare window's.
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from main import TITLE_TIME_ENV

ROOT = Path(__file__).resolve().parent.parent
#: The most CPU time to the first frame may be, against a bare pygame-gui window (issue 34).
GOAL = 1.2

BARE_WINDOW = """
import time
started = time.perf_counter()
import os
os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
import pygame, pygame_gui
pygame.init()
screen = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
ui = pygame_gui.UIManager(screen.get_size())
ui.update(0.0)
ui.draw_ui(screen)
pygame.display.flip()
print(f"{time.perf_counter() - started:.3f} {time.process_time():.3f}")
"""


#: What the `tavern-table` command pip installs runs (pyproject.toml's [project.scripts]).
INSTALLED_COMMAND = ("import re, sys; from main import main; "
                     "sys.argv[0] = re.sub(r'(-script\\.pyw|\\.exe)?$', '', sys.argv[0]); sys.exit(main())")


def timed_run(command: list[str], bytecode: str | None) -> tuple[float, float, float]:
    """(wall and CPU seconds to the first frame as the process reports them,
    CPU seconds the whole process used), with compiled bytecode kept in the
    folder `bytecode` (None: as the environment says)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    folder = tempfile.mkdtemp(prefix="tavern-startup-")
    env = {**os.environ, "SDL_VIDEODRIVER": os.environ.get("SDL_VIDEODRIVER", "dummy"),
           "SDL_AUDIODRIVER": os.environ.get("SDL_AUDIODRIVER", "dummy"), TITLE_TIME_ENV: "1",
           "TAVERN_TABLE_DATA_DIR": folder, "TAVERN_TABLE_CONFIG_DIR": folder}
    if bytecode is not None:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = bytecode
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120, env=env, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    wall, cpu_to_frame = result.stdout.split()[-2:]
    return float(wall), float(cpu_to_frame), cpu


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="time to the title screen against a bare pygame-gui window")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-bytecode", action="store_true", help="compile as the environment says (no cache)")
    parser.add_argument("--check", action="store_true", help=f"exit 1 if the CPU to frame ratio is over {GOAL}")
    args = parser.parse_args(argv)
    commands = {"bare pygame-gui window": [sys.executable, "-c", BARE_WINDOW],
                "Tavern Table title": [sys.executable, "-c", INSTALLED_COMMAND]}
    bytecode = None if args.no_bytecode else tempfile.mkdtemp(prefix="tavern-bytecode-")
    if bytecode is not None:
        for command in commands.values():
            timed_run(command, bytecode)
    runs = {name: [] for name in commands}
    for _ in range(args.runs):
        for name, command in commands.items():
            runs[name].append(timed_run(command, bytecode))
    medians = {name: [statistics.median(run[i] for run in times) for i in range(3)] for name, times in runs.items()}
    print(f"{'medians of ' + str(args.runs) + ' runs':<24}{'wall':>10}{'CPU to frame':>15}{'CPU, exit too':>15}")
    for name, (wall, cpu, whole) in medians.items():
        print(f"{name:<24}{wall:>8.3f} s{cpu:>13.3f} s{whole:>13.3f} s")
    bare, ours = medians.values()
    print(f"{'ratio':<24}{ours[0] / bare[0]:>9.2f}×{ours[1] / bare[1]:>14.2f}×{ours[2] / bare[2]:>14.2f}×")
    if args.check:
        met = ours[1] / bare[1] <= GOAL
        print(f"CPU to frame {'within' if met else 'over'} {GOAL}× the bare window")
        sys.exit(0 if met else 1)

if __name__ == "__main__":
    main()
