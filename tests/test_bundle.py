"""The double-click bundle and the desktop integration (issue: packaging).

The slow test freezes the game with PyInstaller into a temporary folder and
starts the bundled executable in screenshot mode, as a player's
double-click would (minus the display), then looks at the picture."""
import os
import subprocess
import sys

import pygame
import pytest

from scenes import bundle
from scenes.app_icon import ICNS_TYPES, SIZES, draw_app_icon, icns_bytes, ico_bytes


def test_the_icon_reads_at_every_size_and_packs_as_ico_and_icns():
    pygame.init()
    for size in SIZES:
        icon = draw_app_icon(size)
        assert icon.get_size() == (size, size)
        assert icon.get_at((0, 0)).a == 0, "round icon: transparent corners"
        assert icon.get_at((size // 2, size // 2)).a == 255
    ico = ico_bytes()
    assert ico[:4] == b"\0\0\1\0" and int.from_bytes(ico[4:6], "little") == 7
    icns = icns_bytes()
    assert icns[:4] == b"icns" and int.from_bytes(icns[4:8], "big") == len(icns)
    assert all(kind in icns for kind in ICNS_TYPES.values())


def test_pyinstaller_is_told_each_platforms_icon_and_window_kind(tmp_path):
    icons = {"ico": tmp_path / "i.ico", "icns": tmp_path / "i.icns", "png256": tmp_path / "i.png"}
    windows = bundle.pyinstaller_args(icons, tmp_path, tmp_path, platform="win32")
    mac = bundle.pyinstaller_args(icons, tmp_path, tmp_path, platform="darwin")
    linux = bundle.pyinstaller_args(icons, tmp_path, tmp_path, platform="linux")
    assert "--windowed" in windows and str(icons["ico"]) in windows
    assert "--windowed" in mac and str(icons["icns"]) in mac and "Tavern Table" in mac
    assert "--windowed" not in linux and str(icons["png256"]) in linux
    assert "_tkinter" in linux, "Tcl/Tk (about 6 MB) stays out: nothing uses tkinter"
    assert all(arg.endswith(f"{os.pathsep}assets") for arg in linux if arg.startswith(str(bundle.ASSETS_DIR)))


def test_a_crash_is_logged_and_explained_instead_of_vanishing(tmp_path, monkeypatch, capsys):
    import main
    from scenes.app import App
    monkeypatch.setenv("TAVERN_TABLE_LOG_DIR", str(tmp_path / "logs"))

    def broken_start(self):
        raise RuntimeError("the table leg snapped")
    monkeypatch.setattr(App, "start", broken_start)
    assert main.main(["--screenshot", str(tmp_path / "never.png")]) == 1
    logs = list((tmp_path / "logs").glob("crash-*.log"))
    assert len(logs) == 1 and "the table leg snapped" in logs[0].read_text(encoding="utf-8")
    assert str(logs[0]) in capsys.readouterr().err


@pytest.mark.slow
def test_the_bundle_builds_and_starts_to_the_title_screen(tmp_path):
    pytest.importorskip("PyInstaller")
    built = subprocess.run([sys.executable, "-m", "scenes.bundle", "--dist", str(tmp_path / "dist"),
                            "--work", str(tmp_path / "build")], capture_output=True, text=True, timeout=900)
    assert built.returncode == 0, built.stderr[-3000:]
    exe = bundle.executable(tmp_path / "dist" / "tavern-table")
    shot = tmp_path / "title.png"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               TAVERN_TABLE_DATA_DIR=str(tmp_path / "data"), TAVERN_TABLE_CONFIG_DIR=str(tmp_path / "config"))
    run = subprocess.run([str(exe), "--screenshot", str(shot), "--frames", "5"], env=env,
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-3000:]
    chinese = subprocess.run([str(exe), "--lang", "zh", "--screenshot", str(tmp_path / "zh.png"), "--frames", "5"],
                             env=env, capture_output=True, text=True, timeout=120)
    assert chinese.returncode == 0, "pygame-gui finds its Chinese font through the link: " + chinese.stderr[-3000:]
    if sys.platform != "win32":
        shared = [f for f in (tmp_path / "dist").rglob("pygame_gui/data/NotoSansSC-*")]
        assert shared and all(f.is_symlink() and f.resolve().is_file() for f in shared)
    assert not list((tmp_path / "dist").rglob("*tcl*")), "no Tcl/Tk in the bundle"
    if sys.platform.startswith("linux"):   # the bundle puts itself in the menu, where XDG says
        from scenes import desktop
        menus = dict(env, XDG_DATA_HOME=str(tmp_path / "xdg"))
        installed = subprocess.run([str(exe), "--install-desktop"], env=menus, capture_output=True, text=True,
                                   timeout=120)
        assert installed.returncode == 0, installed.stderr[-3000:]
        entry = (tmp_path / "xdg" / "applications" / "tavern-table.desktop").read_text(encoding="utf-8")
        assert desktop.exec_argv(desktop.read_entry(entry)["Exec"]) == [str(exe.resolve())]
    picture = pygame.image.load(str(shot))
    assert picture.get_size() == (1280, 720)
    gold_title = [picture.get_at((x, 118)) for x in range(460, 820, 4)]
    assert sum(1 for c in gold_title if c.r > 200 and c.g > 170 and c.b < 150) > 10, "the title is drawn"
