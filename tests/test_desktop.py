"""Nothing is lost silently (issue 33), outside the window: no display
is an error with a message, a crash says truly what became of the game,
and the desktop entry (installed by the program itself) is escaped as
the Desktop Entry spec says and checked by our reader and, where it is
installed, by desktop-file-validate."""
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app_driver import make_app
from scenes import desktop
from test_nothing_lost import Disk, new_match

ROOT = Path(__file__).resolve().parent.parent
#: XDG menus and X11/Wayland displays are what these check.
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG menus and X11/Wayland are Linux's")


def test_a_full_disk_crash_does_not_claim_the_game_was_saved(monkeypatch, tmp_path):
    import main
    disk = Disk(monkeypatch)
    monkeypatch.setattr(main, "running_app", None)
    assert main.autosave_words() == "", "no game open: nothing said about one"
    app = make_app(store_dir=tmp_path / "saves")
    monkeypatch.setattr(main, "running_app", app)
    app.open_game(new_match())
    assert "autosaved after your last move" in main.autosave_words()
    disk.full = True
    app.open_game(new_match(5))
    app.autosaver.flush()
    assert "could not be autosaved" in main.autosave_words()


# --- no display -------------------------------------------------------------------------------

@linux_only
def test_no_display_exits_with_a_message_and_a_log_within_seconds(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(TAVERN_TABLE_LOG_DIR=str(tmp_path / "logs"), SDL_AUDIODRIVER="dummy")
    started = time.monotonic()
    run = subprocess.run([sys.executable, str(ROOT / "main.py")], cwd=tmp_path, env=env, capture_output=True,
                         text=True, timeout=60)
    assert run.returncode == 1 and "could not open its window: no screen was found" in run.stderr
    assert time.monotonic() - started < 30
    [log] = (tmp_path / "logs").glob("crash-*.log")
    assert "no screen" in run.stderr and "NoDisplay" in log.read_text(encoding="utf-8")


def test_no_display_is_not_claimed_when_the_player_asked_for_the_off_screen_driver(monkeypatch):
    import main
    import pygame
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "offscreen")
    main.check_display(asked_off_screen=True)
    with pytest.raises(main.NoDisplay):
        main.check_display(asked_off_screen=False)


# --- the desktop entry -----------------------------------------------------------------------

NASTY = ["/opt/Tavern Table/100% fun/tavern-table", '/home/ann/"quoted"/tt', "/home/$USER/back\\slash/tt",
         "/tmp/`tick`/#hash;semi&amp|pipe*?~<>()'/tt", "/tmp/tab\there/新/tt"]


@pytest.mark.parametrize("program", NASTY)
def test_desktop_entry_exec_escapes_every_reserved_character(program):
    value = desktop.exec_value([program, "--lang", "zh"])
    assert desktop.exec_argv(value) == [program, "--lang", "zh"]
    entry = desktop.read_entry(desktop.entry_text([program]))
    assert desktop.exec_argv(entry["Exec"]) == [program]
    assert desktop.unescape_string(entry["TryExec"]) == program


@pytest.mark.parametrize("broken", ['"/a b"/c %', "/a'b", '"/a\\b"', '"/a %f"', "/a$b", '"/unclosed', "/a %q"])
def test_desktop_entry_checker_refuses_what_the_spec_forbids(broken):
    with pytest.raises(desktop.BadDesktopEntry):
        desktop.exec_argv(broken)


@linux_only
def test_desktop_entry_installs_under_xdg_data_home_and_uninstalls(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg data"))
    program = tmp_path / "moved % bundle" / "tavern-table"
    program.parent.mkdir()
    program.write_text("#!/bin/sh\n", encoding="utf-8")
    desktop.install([str(program)])
    entry = tmp_path / "xdg data" / "applications" / "tavern-table.desktop"
    assert desktop.exec_argv(desktop.read_entry(entry.read_text(encoding="utf-8"))["Exec"]) == [str(program)]
    assert (tmp_path / "xdg data" / "icons" / "hicolor" / "256x256" / "apps" / "tavern-table.png").is_file()
    if shutil.which("desktop-file-validate"):
        checked = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
        assert checked.returncode == 0 and not checked.stdout.strip(), checked.stdout
    desktop.uninstall()
    assert not entry.exists() and not list((tmp_path / "xdg data" / "icons").rglob("*.png"))


@linux_only
def test_desktop_entry_of_a_moved_bundle_is_pointed_at_this_copy_at_start(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    here = tmp_path / "new place" / "tavern-table"
    here.parent.mkdir()
    here.write_text("", encoding="utf-8")
    monkeypatch.setattr(desktop, "launcher", lambda: [str(here)])
    desktop.write_entry(["/where/the/bundle/was/tavern-table"])
    desktop.keep_menu_entry_valid()
    text = desktop.entry_path().read_text(encoding="utf-8")
    assert desktop.exec_argv(desktop.read_entry(text)["Exec"]) == [str(here)]
    desktop.write_entry([str(here)])
    before = desktop.entry_path().stat().st_mtime_ns
    desktop.keep_menu_entry_valid()
    assert desktop.entry_path().stat().st_mtime_ns == before, "a valid entry is left alone"


@linux_only
def test_desktop_entry_from_the_command_line(tmp_path):
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy")
    run = subprocess.run([sys.executable, str(ROOT / "main.py"), "--install-desktop"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    entry = desktop.read_entry((tmp_path / "applications" / "tavern-table.desktop").read_text(encoding="utf-8"))
    assert desktop.exec_argv(entry["Exec"])[-1] == str(ROOT / "main.py")
    run = subprocess.run([sys.executable, str(ROOT / "main.py"), "--uninstall-desktop"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and not (tmp_path / "applications" / "tavern-table.desktop").exists()
