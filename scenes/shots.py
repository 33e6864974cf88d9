"""Screenshots of every screen at every window size:
`python -m scenes.shots --out DIR [--only NAME] [--sizes 960x600,1920x1080]`.

Renders, under the dummy video driver, every menu and every title's table
mid-game (fixed seeds; the smallest and the largest seat count of each title
in the registry, so new titles are picked up by themselves; Dragon's Lair
late in the game too) at 960×600, 1280×720, 1920×1080 and 2560×1440, to
`<screen>-<seats>-<w>x<h>.png` (menus without seats: `<screen>-<w>x<h>.png`).

Seat 0 is the human, so a table shows a human's view and the prompt; the
other seats are Easy bots.  The game is played by bots to its end once, and
the table opens where seat 0 is next to decide after `fraction` of it.
"""
from __future__ import annotations

import argparse
import os
import tempfile
import time
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Callable, Iterator

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game import registry  # noqa: E402
from game.core import Action  # noqa: E402
from game.match import AI, HUMAN, REMOTE, Match, Seat  # noqa: E402

SIZES = [(960, 600), (1280, 720), (1920, 1080), (2560, 1440)]
SEED = 11
MID_GAME = 0.5
LATE_GAME = 0.9


@dataclass(frozen=True)
class Table:
    """A table to photograph: `title_id` at `players` seats, `fraction` of
    the way through a bot game of seed SEED."""

    title_id: str
    players: int
    fraction: float = MID_GAME
    tag: str = ""            # "late" for a late-game shot

    @property
    def name(self) -> str:
        return f"{self.title_id}{'-' + self.tag if self.tag else ''}-{self.players}"


def tables() -> list[Table]:
    """Each title's table at its smallest and largest seat count; Dragon's
    Lair late in the game too (the long maze)."""
    shots = []
    for title_id in registry.ids():
        rules = registry.get(title_id)
        for players in sorted({rules.min_players, rules.max_players}):
            shots.append(Table(title_id, players))
    if "dragons_lair" in registry.ids():
        shots.append(Table("dragons_lair", registry.get("dragons_lair").max_players, LATE_GAME, "late"))
    return shots


def seats(players: int, human: bool = True) -> list[Seat]:
    names = ["Ann", "Bram", "Cora", "Dov", "Esme", "Finn", "Gus"]
    return [Seat(names[i], HUMAN) if human and i == 0 else Seat(names[i], AI, "easy") for i in range(players)]


@lru_cache(maxsize=None)
def bot_game(title_id: str, players: int, seed: int = SEED) -> tuple[tuple[int, Action], ...]:
    """Every (seat, action) of a whole game between Easy bots."""
    match = Match(title_id, seats(players, human=False), seed=seed)
    played = []
    while not match.is_over():
        seat = match.pending()[0].seat
        action = match.think(seat)
        match.submit(seat, action)
        played.append((seat, action))
    return tuple(played)


def match_at(shot: Table) -> Match:
    """The game `shot.fraction` of the way through, where seat 0 (the
    human) decides next; the whole game when fraction is 1."""
    played = bot_game(shot.title_id, shot.players)
    match = Match(shot.title_id, seats(shot.players), seed=SEED)
    stop = int(len(played) * shot.fraction)
    for i, (seat, action) in enumerate(played):
        if i >= stop and any(d.seat == 0 for d in match.pending()):
            break
        match.submit(seat, action)
    return match


def settle(app, table=None, frames: int = 8) -> None:
    """Run frames until a table waits for its human (bots answered,
    animations done), then a few more."""
    for _ in range(900):
        if table is None or table.match.is_over() or (table.decision is not None and not table.events.busy):
            break
        if table.thinking is not None and not table.thinking.future.cancelled():
            table.thinking.future.exception(timeout=60)
        app.step(pygame.event.get(), 1 / 30)
    for _ in range(frames):
        app.step(pygame.event.get(), 1 / 30)
    for _ in range(900):   # a menu's pictures drawn on another thread, faded in
        if not getattr(app.scenes.top, "settling", False):
            break
        time.sleep(0.001)
        app.step(pygame.event.get(), 1 / 30)


def make_app():
    from saves import SaveStore, Settings
    from scenes.app import App
    from scenes.menus.settings import SPEEDS
    # The fastest speed a player may choose, so the settings screen shows
    # a speed its slider can hold.
    app = App(settings=Settings(animation_speed=SPEEDS[-1]), store=SaveStore(tempfile.mkdtemp()), windowed=True)
    app.start()
    return app


def screens(app) -> Iterator[tuple[str, Callable[[], None]]]:
    """(file name stem, a function that puts the screen up) for every menu
    and table."""
    from game.lessons import all_lessons
    from scenes.menus.about import AboutScene
    from scenes.menus.game_menu import GameMenuScene
    from scenes.menus.host import HostScene
    from scenes.menus.join import JoinScene
    from scenes.menus.load import LoadScene
    from scenes.menus.replays import ReplaysScene
    from scenes.menus.results import ResultsScene
    from scenes.menus.rules import RulesScene
    from scenes.menus.settings import SettingsScene
    from scenes.menus.stats import StatsScene
    from scenes.menus.setup import SeatChoice, SetupScene
    from scenes.menus.title import TitleScene

    def menu(scene_type, *args):
        return lambda: app.scenes.clear_to(scene_type(app, *args))

    yield "title", menu(TitleScene)
    for title_id in registry.ids():
        def setup(title_id=title_id):
            scene = SetupScene(app, title_id)
            scene.seats = [SeatChoice("human")] + [SeatChoice("normal")
                                                   for _ in range(registry.get(title_id).max_players - 1)]
            app.scenes.clear_to(scene)
        yield f"setup-{title_id}-{registry.get(title_id).max_players}", setup
    yield "rules", menu(RulesScene)
    yield "settings", menu(SettingsScene)
    yield "about", menu(AboutScene)
    yield "join", menu(JoinScene)

    def hosting():
        match = Match("citadels", [Seat("Ann"), Seat("Bo", REMOTE), Seat("Cy", AI, "normal")], seed=SEED)
        app.scenes.clear_to(HostScene(app, match))
        app.scenes.top.opening.exception(10)
    yield "host", hosting
    for shot in tables():
        def sit(shot=shot):
            app.open_game(match_at(shot))
        yield f"table-{shot.name}", sit
    for lesson in all_lessons():
        yield f"lesson-{lesson.title_id}", lambda title_id=lesson.title_id: app.open_lesson(title_id)

        def summary(title_id=lesson.title_id):
            app.open_lesson(title_id)
            while not app.scenes.top.coach.run.finished:
                app.scenes.top.coach.skip()
        yield f"lesson-{lesson.title_id}-summary", summary
    yield "load", menu(LoadScene)           # after the tables, whose autosaves it lists
    yield "replays", menu(ReplaysScene)
    yield "stats", menu(StatsScene)
    first = tables()[0]

    def game_menu():
        app.open_game(match_at(first))
        settle(app, app.scenes.top)
        app.scenes.push(GameMenuScene(app, app.scenes.top))
    yield "game_menu", game_menu

    def curtain_menu():
        from scenes.table.curtain import CurtainScene
        game_menu()
        table = app.scenes.top.table
        app.scenes.pop()
        app.scenes.push(CurtainScene(app, 1, table.name(1), ready=lambda seat: None, menu=lambda: None))
        app.open_game_menu(table, curtained=True)
    yield "curtain_menu", curtain_menu
    for title_id in registry.ids():
        players = registry.get(title_id).max_players
        yield f"results-{title_id}-{players}", \
            lambda title_id=title_id, players=players: app.scenes.clear_to(
                ResultsScene(app, match_at(Table(title_id, players, 1.0))))


def shoot(out: Path, sizes=SIZES, only: str | None = None) -> list[Path]:
    from scenes.menus.load import FileListScene
    from scenes.table.base import TableScene
    out.mkdir(parents=True, exist_ok=True)
    app = make_app()
    written = []
    for size in sizes:
        app.resize(size)
        for stem, put_up in screens(app):
            if only and only not in stem:
                continue
            put_up()
            top = app.scenes.top
            if isinstance(top, FileListScene):   # its files are read on another thread
                top.wait_for_listing()
            settle(app, top if isinstance(top, TableScene) else None)
            path = out / f"{stem}-{size[0]}x{size[1]}.png"
            pygame.image.save(app.screen, str(path))
            written.append(path)
            print(path, flush=True)
    app.scenes.close_all()
    return written


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m scenes.shots", description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True, type=Path, help="folder for the PNG files")
    parser.add_argument("--only", help="only the screens whose name contains this")
    parser.add_argument("--sizes", help="window sizes such as 960x600,1920x1080 (default: all four)")
    args = parser.parse_args()
    sizes = [tuple(int(n) for n in s.split("x")) for s in args.sizes.split(",")] if args.sizes else SIZES
    shoot(args.out, sizes, args.only)


if __name__ == "__main__":
    main()
