"""One window per autosave: a lock file beside it names the process that
plays the game (``<autosave>.lock``: its process id, host and start
time).  A second copy asked to open the same game is told it is open
elsewhere; a lock whose process is gone (the game was killed) is taken
over, by renaming it aside first, so two copies taking over at once
cannot both win.
"""
from __future__ import annotations

import json
import os
import platform
import sys
from dataclasses import dataclass
from pathlib import Path

LOCK_SUFFIX = ".lock"


class GameOpenElsewhere(Exception):
    """The autosave is played in another window (process `pid`)."""

    def __init__(self, path: Path, pid: int) -> None:
        self.path, self.pid = path, pid
        super().__init__(f"{path.name} is open in another Tavern Table window (process {pid})")


@dataclass(frozen=True)
class Owner:
    """The process a lock file names: its id, its machine and when it started."""

    pid: int
    host: str
    started: str

    @classmethod
    def this_process(cls) -> Owner:
        return cls(os.getpid(), host_name(), process_started(os.getpid()))

    def to_json(self) -> str:
        return json.dumps({"pid": self.pid, "host": self.host, "started": self.started})

    @classmethod
    def read(cls, path: Path) -> Owner | None:
        """The owner a lock file names (None: no lock, or one too damaged
        to name a process, which counts as stale)."""
        try:
            data = json.loads(path.read_bytes()[:4096])
            return cls(int(data["pid"]), str(data["host"]), str(data["started"]))
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def is_alive(self) -> bool:
        """Whether the process that took the lock still runs.  A process on
        another machine (a shared folder) is taken to be alive; a process
        id now used by a program started later is not the owner."""
        if self.host != host_name():
            return True
        if self.pid == os.getpid():
            return True
        if not pid_exists(self.pid):
            return False
        return self.started == process_started(self.pid)


def host_name() -> str:
    """This machine's name (a lock taken on another machine, through a
    shared folder, cannot be checked from here)."""
    return platform.node()   # os.uname's name, socket's only on Windows: opening a table spares importing socket


def process_started(pid: int) -> str:
    """When process `pid` started, as the system counts it ("" where that
    cannot be read): tells a reused process id from the lock's owner."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return ""
    return stat.rsplit(")", 1)[-1].split()[19]


def pid_exists(pid: int) -> bool:
    if pid <= 0:
        return False
    if sys.platform == "win32":
        import ctypes
        handle = ctypes.windll.kernel32.OpenProcess(0x1000, False, pid)   # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        ctypes.windll.kernel32.CloseHandle(handle)
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:   # someone else's process
        return True
    return True


def lock_path(autosave: Path) -> Path:
    return autosave.with_name(autosave.name + LOCK_SUFFIX)


def owner_elsewhere(autosave: Path) -> int | None:
    """The process id of another live window playing `autosave`, if any."""
    owner = Owner.read(lock_path(autosave))
    if owner is None or owner.pid == os.getpid() or not owner.is_alive():
        return None
    return owner.pid


class AutosaveLock:
    """This process's claim on one autosave file."""

    def __init__(self, autosave: Path) -> None:
        self.path = lock_path(autosave)
        self.held = False

    def acquire(self) -> None:
        """Take the lock, or raise GameOpenElsewhere.  A stale lock is
        renamed aside (only one contender's rename succeeds) and the claim
        made again."""
        me = Owner.this_process()
        for _ in range(5):
            if self._claim(me):
                self.held = True
                return
            owner = Owner.read(self.path)
            if owner is not None and owner.pid == me.pid and owner.host == me.host:
                self.held = True
                return
            if owner is not None and owner.is_alive():
                raise GameOpenElsewhere(self.path.with_suffix(""), owner.pid)
            self._set_aside_stale(owner)
        raise GameOpenElsewhere(self.path.with_suffix(""), -1)

    def _claim(self, me: Owner) -> bool:
        """Create the lock file with our name in it, in one step: written
        aside, then linked into place (a link never replaces a file), so
        no other window ever reads a lock half written."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        claim = self.path.with_name(f"{self.path.name}.{os.getpid()}.new")
        claim.write_text(me.to_json(), encoding="utf-8")
        try:
            os.link(claim, self.path)
        except FileExistsError:
            return False
        except OSError:   # a file system without links: create-if-absent instead
            try:
                fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
            except FileExistsError:
                return False
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                out.write(me.to_json())
        finally:
            claim.unlink(missing_ok=True)
        return True

    def _set_aside_stale(self, stale: Owner | None) -> None:
        """Remove a stale lock, unless another window claimed the game in
        the meantime (then its fresh lock is put back as it was)."""
        aside = self.path.with_name(f"{self.path.name}.{os.getpid()}.stale")
        try:
            os.rename(self.path, aside)
        except OSError:   # another contender moved it first
            return
        if Owner.read(aside) != stale:
            try:
                os.link(aside, self.path)   # never over a newer claim
            except OSError:
                pass
        aside.unlink(missing_ok=True)

    def release(self) -> None:
        if self.held:
            owner = Owner.read(self.path)
            if owner is not None and owner.pid == os.getpid():
                self.path.unlink(missing_ok=True)
            self.held = False
