"""Tavern Table: five tabletop games for one laptop.

    python main.py [--lang en|zh] [--windowed] [--data-dir DIR]
                   [--screenshot PATH --frames N] [--title-time]
                   [--install-desktop | --uninstall-desktop]

TAVERN_TABLE_TITLE_TIME set does what --title-time does, for a start
without options, the start a player makes (`scenes.startup` times it).
"""
from __future__ import annotations

import time

STARTED = time.perf_counter()

import gc  # noqa: E402  (the clock starts before the imports)
import os  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402
from types import SimpleNamespace  # noqa: E402

#: Set (to anything but ""): --title-time.
TITLE_TIME_ENV = "TAVERN_TABLE_TITLE_TIME"

#: What `parse_args` gives a start without options, the player's start from
#: the desktop: argparse, imported and building its parser, took 3.5 ms of it.
NO_OPTIONS = {"lang": None, "windowed": False, "data_dir": None, "screenshot": None, "frames": 10,
              "title_time": False, "install_desktop": False, "uninstall_desktop": False}


def parse_args(argv: list[str] | None) -> SimpleNamespace:
    argv = sys.argv[1:] if argv is None else argv
    if not argv:
        return SimpleNamespace(**NO_OPTIONS)
    return SimpleNamespace(**vars(option_parser().parse_args(argv)))


def option_parser():
    import argparse
    parser = argparse.ArgumentParser(prog="tavern-table", description="Five tabletop games for one laptop.")
    parser.add_argument("--lang", choices=("en", "zh"), help="language of the menus and tables")
    parser.add_argument("--windowed", action="store_true", help="open in a window even if fullscreen is set")
    parser.add_argument("--data-dir", metavar="DIR", help="keep saves and settings under DIR")
    parser.add_argument("--screenshot", metavar="PATH", help="render the starting screen to a PNG and exit")
    parser.add_argument("--frames", type=int, default=10, metavar="N", help="frames to run before --screenshot")
    parser.add_argument("--title-time", action="store_true",
                        help="print the seconds from start to the first title frame (wall clock, then the "
                             "process's CPU) and exit")
    desktop = parser.add_mutually_exclusive_group()
    desktop.add_argument("--install-desktop", action="store_true",
                         help="add Tavern Table to your desktop's applications menu and exit")
    desktop.add_argument("--uninstall-desktop", action="store_true",
                         help="take Tavern Table out of your desktop's applications menu and exit")
    return parser


#: SDL's drivers that draw into memory: chosen only when asked for, or when there is no screen.
OFF_SCREEN_DRIVERS = ("offscreen", "dummy")


class NoDisplay(Exception):
    """No screen to open the window on."""


#: The app while it runs, so a crash can finish its autosave and say whether it could.
running_app = None


def main(argv: list[str] | None = None) -> int:
    """Run the game; if anything fails, log it and say where the log is."""
    args = parse_args(argv)
    # Start-up builds tens of thousands of objects that live as long as the
    # app: looking for garbage among them again and again took a tenth of
    # the time to the title.  Collection resumes with the title on screen.
    gc.disable()
    try:
        if args.install_desktop or args.uninstall_desktop:
            return desktop_menu(install=args.install_desktop)
        return run(args)
    except NoDisplay as error:
        report_no_display(error)
        return 1
    except Exception as error:  # the last line of defence: tell the player, never vanish
        report_crash(error)
        return 1
    finally:
        gc.enable()


def desktop_menu(install: bool) -> int:
    """--install-desktop / --uninstall-desktop: say what was done, or why not."""
    from scenes import desktop
    try:
        done = desktop.install() if install else desktop.uninstall()
    except (OSError, desktop.NotOnThisPlatform) as error:
        print(f"tavern-table: {error}", file=sys.stderr)
        return 1
    for line in done:
        print(line)
    return 0


def report_no_display(error: NoDisplay) -> None:
    from saves.crash import write_crash_log
    message = ("Tavern Table could not open its window: no screen was found "
               f"({error}). Start it from your desktop session, or set DISPLAY (X11) or "
               "WAYLAND_DISPLAY; SDL_VIDEODRIVER chooses a video driver.")
    try:
        message += f"\n\nThis message is also in:\n{write_crash_log(error)}"
    except OSError:
        pass
    print(message, file=sys.stderr)


def autosave_words() -> str:
    """What became of the open game, for the crash message: its autosave
    is finished first."""
    app = running_app
    writer = getattr(app, "autosaver", None)
    if writer is None:
        return ""
    try:
        writer.close()
    except Exception:  # the writer is part of what failed: say nothing we cannot stand behind
        return ""
    if writer.error is None and writer.saved_moves >= 0:
        return "\n\nYour game was autosaved after your last move: Continue opens it."
    return "\n\nYour game could not be autosaved (see the banner it showed); Load lists what was kept."


def report_crash(error: BaseException) -> None:
    from saves.crash import write_crash_log
    words = autosave_words()
    try:
        where = f"The details are in:\n{write_crash_log(error)}"
    except OSError:   # the log folder refused too: the details go to stderr
        import traceback
        where = "The details follow:\n" + "".join(traceback.format_exception(error))
    message = f"Tavern Table ran into a problem and has to close.\n\n{where}{words}"
    print(message, file=sys.stderr)
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        return
    try:
        import pygame
        pygame.display.message_box("Tavern Table", message, message_type="error")
    except Exception:  # no display or no message boxes: the log and stderr remain
        pass


def check_display(asked_off_screen: bool) -> None:
    """NoDisplay unless a window can be shown: with no screen SDL falls
    back to drawing into memory, and the game would run unseen forever."""
    import pygame
    try:
        pygame.display.init()
    except pygame.error as error:
        raise NoDisplay(str(error)) from None
    driver = pygame.display.get_driver()
    if driver in OFF_SCREEN_DRIVERS and not asked_off_screen:
        pygame.display.quit()
        raise NoDisplay(f"SDL chose its {driver!r} driver, which shows nothing")


def run(args: SimpleNamespace) -> int:
    from scenes import memory
    memory.everything_from_the_heap_until_the_title()
    if args.data_dir:
        os.environ["TAVERN_TABLE_DATA_DIR"] = str(Path(args.data_dir) / "saves")
        os.environ["TAVERN_TABLE_CONFIG_DIR"] = str(Path(args.data_dir) / "config")
    title_time = args.title_time or bool(os.environ.get(TITLE_TIME_ENV))
    headless = args.screenshot or title_time
    if headless and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY") \
            and sys.platform.startswith("linux"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    # Our drawing is all software blits: a software window framebuffer
    # spares loading the GL driver stack (about 60 MB) for nothing.
    os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    import pygame

    check_display(asked_off_screen="SDL_VIDEODRIVER" in os.environ)
    from saves import Settings
    from scenes.app import App

    settings = Settings.load()
    if args.lang:
        settings.language = args.lang
    global running_app
    app = running_app = App(settings=settings, windowed=args.windowed or bool(headless))
    app.start()
    app.step(pygame.event.get(), 0.0)   # the title's first frame
    pygame.display.flip()
    if title_time:
        print(f"{time.perf_counter() - STARTED:.3f} {time.process_time():.3f}")
        return 0
    from scenes.desktop import keep_menu_entry_valid
    keep_menu_entry_valid()   # the title on screen first: it shows nothing of the menu entry
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
