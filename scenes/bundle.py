"""Build the double-click bundle, and put it in the desktop's menu.

    python -m scenes.bundle                 # -> dist/tavern-table/ (one folder)
    python -m scenes.bundle --install       # + the applications menu (the bundle's --install-desktop)
    python -m scenes.bundle --dist DIR --work DIR

PyInstaller (``pip install pyinstaller``) freezes `main.py` with everything
under ``assets/`` (found at run time through `game.resources`), pygame-gui's
data (themes and the Noto Sans SC fonts) and every title's packages (the
registry imports them by name, so they are listed here explicitly).  What
differs by platform is decided here, not in separate spec files:

- Linux: ``dist/tavern-table/tavern-table``.
- Windows: ``dist\\tavern-table\\tavern-table.exe`` with the .ico embedded and
  no console window.
- macOS: ``dist/Tavern Table.app`` built with the .icns icon.

The bundle puts itself in the menu: ``tavern-table --install-desktop``
(and ``--uninstall-desktop``), see `scenes.desktop`; ``--install`` here
runs it.  pygame-gui's copy of the Chinese font is a link to the game's
own (the same glyphs), and Tcl/Tk stays out (tkinter is never used).

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
#: pygame-gui's Chinese font, which the game ships too (assets/fonts, 17 MB).
SHARED_FONTS = ("NotoSansSC-Regular.otf", "NotoSansSC-Bold.otf")

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
            "--exclude-module", "tkinter", "--exclude-module", "_tkinter", "--paths", str(root)]
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
    link_shared_fonts(folder)
    shutil.copy(icons["png256"], (folder / "Contents" / "Resources") if sys.platform == "darwin" else folder)
    return folder


def executable(folder: Path) -> Path:
    if sys.platform == "darwin":
        return folder / "Contents" / "MacOS" / APP_TITLE
    return folder / (f"{APP_ID}.exe" if sys.platform == "win32" else APP_ID)


def link_shared_fonts(folder: Path) -> None:
    """pygame-gui's Chinese font files become links to the game's own
    copies (glyph for glyph the same font; see assets/fonts/README.md).
    Windows keeps both: a zipped folder loses links."""
    if sys.platform == "win32":
        return
    for data in folder.rglob("pygame_gui/data"):
        for name in SHARED_FONTS:
            ours = next(folder.rglob(f"assets/fonts/{name}"), None)
            theirs = data / name
            if ours is not None and theirs.is_file() and not theirs.is_symlink():
                theirs.unlink()
                theirs.symlink_to(os.path.relpath(ours, data))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scenes.bundle", description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=program_root() / "dist")
    parser.add_argument("--work", type=Path, default=program_root() / "build")
    parser.add_argument("--install", action="store_true", help="add the bundle to the applications menu")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    folder = build(args.dist.resolve(), args.work.resolve())
    size = sum(f.stat().st_size for f in folder.rglob("*") if f.is_file())
    print(f"built {executable(folder)} ({size / 2**20:.0f} MiB) in {time.perf_counter() - started:.0f} s")
    if args.install:
        return subprocess.run([str(executable(folder)), "--install-desktop"]).returncode
    return 0


if __name__ == "__main__":
    sys.exit(main())
