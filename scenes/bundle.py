"""Build the double-click bundle, and put it in the desktop's menu.

    python -m scenes.bundle                 # -> dist/tavern-table/ (one folder)
    python -m scenes.bundle --install       # + Linux applications menu entry
    python -m scenes.bundle --dist DIR --work DIR

PyInstaller (``pip install pyinstaller``) freezes `main.py` with everything
under ``assets/`` (found at run time through `game.resources`), pygame-gui's
data (themes and the Noto Sans SC fonts) and every title's packages (the
registry imports them by name, so they are listed here explicitly).  What
differs by platform is decided here, not in separate spec files:

- Linux: ``dist/tavern-table/tavern-table``; ``--install`` writes
  ``~/.local/share/applications/tavern-table.desktop`` and the icon in
  every hicolor size under ``~/.local/share/icons``.
- Windows: ``dist\\tavern-table\\tavern-table.exe`` with the .ico embedded and
  no console window; for the Start menu, make a shortcut to that .exe (or
  wrap the folder with an installer such as Inno Setup).
- macOS: ``dist/Tavern Table.app`` built with the .icns icon; drag it to
  /Applications.

Bundles are built on the platform they are for (PyInstaller does not
cross-compile).
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from game.resources import ASSETS_DIR, program_root

APP_ID = "tavern-table"
APP_TITLE = "Tavern Table"
PACKAGES = ("game", "scenes", "saves")
#: pygame-gui's fonts for languages the game does not speak (21 MB).
UNUSED_FONTS = ("NotoSansJP-*", "NotoSansKR-*")

DESKTOP_ENTRY = """[Desktop Entry]
Type=Application
Name=Tavern Table
Name[zh_CN]=酒馆桌游
Comment=Tabletop games against AI opponents or passing the laptop around
Comment[zh_CN]=与电脑对手对战，或多人轮流传递电脑的桌游合集
Exec="{exec}"
Icon={icon}
Terminal=false
Categories=Game;BoardGame;
StartupWMClass=tavern-table
"""


def write_icons(folder: Path) -> dict[str, Path]:
    """The application icon as PNGs (16–512 px), .ico and .icns."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from scenes.app_icon import SIZES, draw_app_icon, icns_bytes, ico_bytes
    pygame.init()
    folder.mkdir(parents=True, exist_ok=True)
    made = {}
    for size in SIZES:
        made[f"png{size}"] = folder / f"{APP_ID}-{size}.png"
        pygame.image.save(draw_app_icon(size), str(made[f"png{size}"]))
    made["ico"] = folder / f"{APP_ID}.ico"
    made["ico"].write_bytes(ico_bytes())
    made["icns"] = folder / f"{APP_ID}.icns"
    made["icns"].write_bytes(icns_bytes())
    return made


def pyinstaller_args(icons: dict[str, Path], dist: Path, work: Path, platform: str = sys.platform) -> list[str]:
    """PyInstaller's command line for `platform`: one folder, windowed
    on Windows and macOS, the icon in that platform's format."""
    root = program_root()
    args = [str(root / "main.py"), "--name", APP_TITLE if platform == "darwin" else APP_ID,
            "--onedir", "--noconfirm", "--clean",
            "--distpath", str(dist), "--workpath", str(work), "--specpath", str(work),
            "--add-data", f"{ASSETS_DIR}{os.pathsep}assets",
            "--collect-data", "pygame_gui", "--collect-data", "i18n",
            "--exclude-module", "tkinter", "--paths", str(root)]
    for package in PACKAGES:
        args += ["--collect-submodules", package]
    if platform == "win32":
        args += ["--windowed", "--icon", str(icons["ico"])]
    elif platform == "darwin":
        args += ["--windowed", "--icon", str(icons["icns"]), "--osx-bundle-identifier", "net.taverntable.app"]
    else:
        args += ["--icon", str(icons["png256"])]
    return args


def build(dist: Path, work: Path) -> Path:
    """Build the bundle; returns the folder holding the executable."""
    try:
        import PyInstaller.__main__
    except ImportError:
        raise SystemExit("PyInstaller is not installed: pip install pyinstaller")
    icons = write_icons(work / "icons")
    PyInstaller.__main__.run(pyinstaller_args(icons, dist, work))
    folder = dist / (f"{APP_TITLE}.app" if sys.platform == "darwin" else APP_ID)
    for pattern in UNUSED_FONTS:
        for font in folder.rglob(f"pygame_gui/data/{pattern}"):
            font.unlink()
    shutil.copy(icons["png256"], (folder / "Contents" / "Resources") if sys.platform == "darwin" else folder)
    return folder


def executable(folder: Path) -> Path:
    if sys.platform == "darwin":
        return folder / "Contents" / "MacOS" / APP_TITLE
    return folder / (f"{APP_ID}.exe" if sys.platform == "win32" else APP_ID)


def install_linux(folder: Path, home: Path | None = None) -> Path:
    """Put the bundle in the Linux applications menu (for this user)."""
    share = (home or Path.home()) / ".local" / "share"
    icons = write_icons(folder / "icons")
    from scenes.app_icon import SIZES
    for size in SIZES:
        target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(icons[f"png{size}"], target)
    entry = share / "applications" / f"{APP_ID}.desktop"
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(DESKTOP_ENTRY.format(exec=executable(folder).resolve(), icon=APP_ID), encoding="utf-8")
    entry.chmod(0o755)
    if shutil.which("update-desktop-database"):
        subprocess.run(["update-desktop-database", str(entry.parent)], check=False)
    return entry


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scenes.bundle", description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=program_root() / "dist")
    parser.add_argument("--work", type=Path, default=program_root() / "build")
    parser.add_argument("--install", action="store_true", help="add the bundle to the applications menu (Linux)")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    folder = build(args.dist.resolve(), args.work.resolve())
    size = sum(f.stat().st_size for f in folder.rglob("*") if f.is_file())
    print(f"built {executable(folder)} ({size / 2**20:.0f} MiB) in {time.perf_counter() - started:.0f} s")
    if args.install:
        if not sys.platform.startswith("linux"):
            raise SystemExit("--install knows Linux menus; see this module's docstring for Windows and macOS")
        print(f"installed {install_linux(folder)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
