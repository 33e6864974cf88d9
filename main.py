"""Tavern Table: five tabletop games for one laptop.

    python main.py [--lang en|zh] [--windowed] [--data-dir DIR]
                   [--screenshot PATH --frames N] [--title-time]
"""
from __future__ import annotations

import time

STARTED = time.perf_counter()

import argparse  # noqa: E402  (the clock starts before the imports)
import gc  # noqa: E402
import os  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="tavern-table", description="Five tabletop games for one laptop.")
    parser.add_argument("--lang", choices=("en", "zh"), help="language of the menus and tables")
    parser.add_argument("--windowed", action="store_true", help="open in a window even if fullscreen is set")
    parser.add_argument("--data-dir", metavar="DIR", help="keep saves and settings under DIR")
    parser.add_argument("--screenshot", metavar="PATH", help="render the starting screen to a PNG and exit")
    parser.add_argument("--frames", type=int, default=10, metavar="N", help="frames to run before --screenshot")
    parser.add_argument("--title-time", action="store_true",
                        help="print the seconds from start to the first title frame (wall clock, then the "
                             "process's CPU) and exit")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Run the game; if anything fails, log it and say where the log is."""
    args = parse_args(argv)
    # Start-up builds tens of thousands of objects that live as long as the
    # app: looking for garbage among them again and again took a tenth of
    # the time to the title.  Collection resumes with the title on screen.
    gc.disable()
    try:
        return run(args)
    except Exception as error:  # the last line of defence: tell the player, never vanish
        report_crash(error)
        return 1
    finally:
        gc.enable()


def report_crash(error: BaseException) -> None:
    from saves.crash import write_crash_log
    path = write_crash_log(error)
    message = (f"Tavern Table ran into a problem and has to close.\n\n"
               f"The details are in:\n{path}\n\nYour game was autosaved after your last move.")
    print(message, file=sys.stderr)
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        return
    try:
        import pygame
        pygame.display.message_box("Tavern Table", message, message_type="error")
    except Exception:  # no display or no message boxes: the log and stderr remain
        pass


def run(args: argparse.Namespace) -> int:
    if args.data_dir:
        os.environ["TAVERN_TABLE_DATA_DIR"] = str(Path(args.data_dir) / "saves")
        os.environ["TAVERN_TABLE_CONFIG_DIR"] = str(Path(args.data_dir) / "config")
    headless = args.screenshot or args.title_time
    if headless and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY") \
            and sys.platform.startswith("linux"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    # Our drawing is all software blits: a software window framebuffer
    # spares loading the GL driver stack (about 60 MB) for nothing.
    os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    import pygame

    from saves import Settings
    from scenes.app import App

    settings = Settings.load()
    if args.lang:
        settings.language = args.lang
    app = App(settings=settings, windowed=args.windowed or bool(headless))
    app.start()
    app.step(pygame.event.get(), 0.0)   # the title's first frame
    pygame.display.flip()
    if args.title_time:
        print(f"{time.perf_counter() - STARTED:.3f} {time.process_time():.3f}")
        return 0
    gc.enable()
    if args.screenshot:
        for _ in range(max(1, args.frames) - 1):
            app.step(pygame.event.get(), 1 / 60)
        pygame.image.save(app.screen, args.screenshot)
        return 0
    app.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
