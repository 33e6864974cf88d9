"""Tavern Table in the desktop's applications menu, from the bundle or
the installed package themselves: ``tavern-table --install-desktop`` and
``--uninstall-desktop``.

- Linux (freedesktop): ``tavern-table.desktop`` under the XDG data folder
  (``$XDG_DATA_HOME``, else ``~/.local/share``, through platformdirs) and
  the icon in every hicolor size.  The launcher is the program as it runs
  now (the bundle's own executable, or the installed ``tavern-table``),
  written as the Desktop Entry spec escapes it; at every start, an entry
  whose program is gone (the bundle was moved) is pointed at this one.
- Windows: a Start-menu shortcut (made by PowerShell's WScript.Shell).
- macOS: the bundle's ``Tavern Table.app`` linked into ``~/Applications``.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import platformdirs

APP_ID = "tavern-table"
APP_TITLE = "Tavern Table"
ENTRY_NAME = f"{APP_ID}.desktop"

DESKTOP_ENTRY = """[Desktop Entry]
Type=Application
Name=Tavern Table
Name[zh_CN]=酒馆桌游
Comment=Tabletop games against AI opponents or passing the laptop around
Comment[zh_CN]=与电脑对手对战，或多人轮流传递电脑的桌游合集
TryExec={try_exec}
Exec={exec}
Icon={icon}
Terminal=false
Categories=Game;BoardGame;
StartupWMClass=tavern-table
"""

#: Characters that make the Desktop Entry spec quote an Exec argument.
EXEC_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")
#: Characters escaped by a backslash inside a quoted Exec argument.
EXEC_QUOTED_ESCAPES = set('"`$\\')
#: Escapes of a string value (every key): \s \n \t \r \\.
STRING_ESCAPES = {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}
FIELD_CODES = set("fFuUdDnNickvm")


class NotOnThisPlatform(Exception):
    """This platform's menu cannot be reached from here."""


class BadDesktopEntry(ValueError):
    """A desktop entry value the spec does not allow."""


# --- the Desktop Entry spec's escaping --------------------------------------------

def escape_string(value: str) -> str:
    """A string value as a desktop entry writes it."""
    return value.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t").replace("\r", "\\r")


def unescape_string(value: str) -> str:
    out, chars = [], iter(value)
    for char in chars:
        if char == "\\":
            code = next(chars, "")
            if code not in STRING_ESCAPES:
                raise BadDesktopEntry(f"unknown escape \\{code} in {value!r}")
            out.append(STRING_ESCAPES[code])
        else:
            out.append(char)
    return "".join(out)


def exec_value(argv: list[str]) -> str:
    """The Exec value that runs `argv`: each argument quoted, with ", `,
    $ and \\ escaped inside the quotes, % doubled (it starts field codes),
    then escaped as any string value is."""
    for arg in argv:
        try:
            arg.encode("utf-8")
        except UnicodeEncodeError:
            raise BadDesktopEntry(f"{arg!r} is not UTF-8: a desktop entry cannot name it") from None
    quoted = ('"' + "".join("\\" + c if c in EXEC_QUOTED_ESCAPES else c for c in arg) + '"' for arg in argv)
    return escape_string(" ".join(quoted).replace("%", "%%"))


def exec_argv(value: str) -> list[str]:
    """What a desktop reads from an Exec value: the program and its
    arguments, field codes left out.  BadDesktopEntry where the spec's
    quoting rules are broken."""
    text = unescape_string(value)
    args: list[str] = []
    current: list[str] | None = None
    i = 0
    while i < len(text):
        char = text[i]
        if char == '"':
            current = current if current is not None else []
            i += 1
            while i < len(text) and text[i] != '"':
                if text[i] == "\\":
                    if i + 1 >= len(text) or text[i + 1] not in EXEC_QUOTED_ESCAPES:
                        raise BadDesktopEntry(f"a backslash in quotes must escape \", `, $ or \\: {value!r}")
                    i += 1
                elif text[i] == "%":
                    if text[i + 1:i + 2] != "%":
                        raise BadDesktopEntry(f"no field code may be quoted: {value!r}")
                    i += 1
                current.append(text[i])
                i += 1
            if i >= len(text):
                raise BadDesktopEntry(f"an unclosed quote: {value!r}")
            i += 1
        elif char == " ":
            if current is not None:
                args.append("".join(current))
                current = None
            i += 1
        elif char == "%":
            code = text[i + 1:i + 2]
            if code == "%":
                current = (current or []) + ["%"]
            elif code not in FIELD_CODES:
                raise BadDesktopEntry(f"%{code} is no field code: {value!r}")
            i += 2
        elif char in EXEC_RESERVED:
            raise BadDesktopEntry(f"{char!r} must be quoted in Exec: {value!r}")
        else:
            current = (current or []) + [char]
            i += 1
    if current is not None:
        args.append("".join(current))
    if not args:
        raise BadDesktopEntry("Exec names no program")
    return args


def read_entry(text: str) -> dict[str, str]:
    """The keys of a desktop entry's [Desktop Entry] group."""
    lines = [line for line in text.splitlines() if line.strip() and not line.startswith("#")]
    if not lines or lines[0] != "[Desktop Entry]":
        raise BadDesktopEntry("the first group must be [Desktop Entry]")
    keys = {}
    for line in lines[1:]:
        if line.startswith("["):
            break
        key, equals, value = line.partition("=")
        if not equals or not key.strip():
            raise BadDesktopEntry(f"not a key=value line: {line!r}")
        keys[key.strip()] = value.strip()
    return keys


def entry_text(argv: list[str], icon: str = APP_ID) -> str:
    return DESKTOP_ENTRY.format(try_exec=escape_string(argv[0]), exec=exec_value(argv), icon=escape_string(icon))


# --- where things go --------------------------------------------------------------

def launcher() -> list[str]:
    """The command that starts this Tavern Table: the bundle's executable,
    the installed ``tavern-table`` script, or Python with the main.py
    that runs now."""
    if getattr(sys, "frozen", False):
        return [str(Path(sys.executable).resolve())]
    script = Path(sys.argv[0]) if sys.argv and sys.argv[0] else Path()
    if script.stem == APP_ID and script.is_file():
        return [str(script.resolve())]
    main = script if script.name == "main.py" and script.is_file() else None
    installed = shutil.which(APP_ID, path=str(Path(sys.executable).parent))
    if main is None and installed:
        return [str(Path(installed).resolve())]
    main = main or Path(__file__).resolve().parent.parent / "main.py"
    return [str(Path(sys.executable).absolute()), str(main.resolve())]


def data_home() -> Path:
    """$XDG_DATA_HOME, else ~/.local/share (platformdirs reads it)."""
    return Path(platformdirs.user_data_dir())


def entry_path() -> Path:
    return data_home() / "applications" / ENTRY_NAME


def icon_paths() -> dict[int, Path]:
    from scenes.app_icon import SIZES
    return {size: data_home() / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png" for size in SIZES}


# --- installing -------------------------------------------------------------------

def install(argv: list[str] | None = None) -> list[str]:
    """Put Tavern Table in this platform's menu; what was made, a line each."""
    argv = argv or launcher()
    if sys.platform.startswith("linux") or "bsd" in sys.platform:
        return install_linux(argv)
    if sys.platform == "win32":
        return [f"made {install_windows(argv)}"]
    if sys.platform == "darwin":
        return [f"linked {install_mac()}"]
    raise NotOnThisPlatform(f"no applications menu known on {sys.platform}")


def uninstall() -> list[str]:
    """Take Tavern Table out of the menu; what was removed, a line each."""
    if sys.platform == "win32":
        made = [windows_shortcut()]
    elif sys.platform == "darwin":
        made = [Path.home() / "Applications" / f"{APP_TITLE}.app"]
    else:
        made = [entry_path(), *icon_paths().values()]
    removed = []
    for path in made:
        if path.is_symlink() or path.exists():
            path.unlink()
            removed.append(f"removed {path}")
    refresh_menu()
    return removed or ["Tavern Table was not in the menu"]


def install_linux(argv: list[str]) -> list[str]:
    from scenes.app_icon import draw_app_icon
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    pygame.display.init()
    for size, path in icon_paths().items():
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(draw_app_icon(size), str(path))
    entry = write_entry(argv)
    refresh_menu()
    return [f"installed {entry}", f"it starts {' '.join(argv)}"]


def write_entry(argv: list[str]) -> Path:
    from saves.store import atomic_write_text
    entry = entry_path()
    atomic_write_text(entry, entry_text(argv))
    entry.chmod(0o755)
    return entry


def refresh_menu() -> None:
    if sys.platform.startswith("linux") and shutil.which("update-desktop-database"):
        subprocess.run(["update-desktop-database", str(entry_path().parent)], check=False,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def keep_menu_entry_valid() -> None:
    """At start: a menu entry whose program is gone (the bundle was moved
    or deleted) starts this copy instead.  Silent, and never in the way."""
    if not sys.platform.startswith("linux"):
        return
    try:
        text = entry_path().read_text(encoding="utf-8")
        program = exec_argv(read_entry(text)["Exec"])[0]
        if not Path(program).exists():
            write_entry(launcher())
    except (OSError, KeyError, ValueError):   # no entry (the usual case), or one we did not write
        pass


def windows_shortcut() -> Path:
    programs = Path(os.environ.get("APPDATA", Path.home())) / "Microsoft" / "Windows" / "Start Menu" / "Programs"
    return programs / f"{APP_TITLE}.lnk"


def install_windows(argv: list[str]) -> Path:
    shortcut = windows_shortcut()
    shortcut.parent.mkdir(parents=True, exist_ok=True)

    def quote(text: str) -> str:   # a PowerShell string: only ' is special, written twice
        return "'" + text.replace("'", "''") + "'"

    script = (f"$s = (New-Object -ComObject WScript.Shell).CreateShortcut({quote(str(shortcut))}); "
              f"$s.TargetPath = {quote(argv[0])}; "
              f"$s.Arguments = {quote(subprocess.list2cmdline(argv[1:]))}; "
              f"$s.WorkingDirectory = {quote(str(Path(argv[0]).parent))}; $s.Save()")
    subprocess.run(["powershell", "-NoProfile", "-Command", script], check=True)
    return shortcut


def install_mac() -> Path:
    if not getattr(sys, "frozen", False):
        raise NotOnThisPlatform("on macOS the menu takes the .app: build it with python -m scenes.bundle")
    app = Path(sys.executable).resolve().parents[2]
    link = Path.home() / "Applications" / f"{APP_TITLE}.app"
    link.parent.mkdir(parents=True, exist_ok=True)
    if link.is_symlink():
        link.unlink()
    link.symlink_to(app)
    return link
