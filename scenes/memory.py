"""Giving memory back when a table closes.

Each table draws its cards, pieces, plates and seat panels once per size
and keeps them (`functools.lru_cache` in its title's `scenes.<id>` package
and in the table toolkit, `scenes.table`), so it never renders mid-play.
Once the table is gone they are dead weight: an evening through all five
titles at 1920×1080 grew to 166 MB (`python -m scenes.bench --memory`),
where one table holds about 95-130.  So a closing table lets those
pictures go, the garbage (a scene is a web of references) is collected
at the end of the frame that changed screens, and the C heap hands the
freed pixels back to the system (glibc keeps freed memory for reuse
unless asked).

    forget_table_art("citadels")   # the Citadels table closed
    give_back_free_memory()        # end of the frame: collect, trim
"""
from __future__ import annotations

import ctypes
import ctypes.util
import gc
import sys
import threading


#: Where the pictures every table shares are drawn and kept.
TABLE_TOOLKIT = "scenes.table"


def forget_table_art(title_id: str) -> int:
    """Empty the picture caches of the title's `scenes.<id>` package and of
    the table toolkit; returns how many caches there were.  The table that
    opens next draws what it needs again before its first frame."""
    packages = (f"scenes.{title_id}", TABLE_TOOLKIT)
    caches = 0
    for name, module in list(sys.modules.items()):
        if not any(name == package or name.startswith(package + ".") for package in packages):
            continue
        for value in vars(module).values():
            if getattr(value, "__module__", None) == name and callable(getattr(value, "cache_clear", None)):
                value.cache_clear()
                caches += 1
    return caches


def give_back_free_memory() -> None:
    """Collect the garbage now (on the calling thread, in a frame that is
    changing screens anyway), then hand freed heap pages back to the system
    on another thread (`malloc_trim` lets go of the interpreter while it
    works)."""
    gc.collect()
    trim = _malloc_trim()
    if trim is not None:
        threading.Thread(target=trim, args=(0,), name="malloc-trim", daemon=True).start()


def _malloc_trim():
    """glibc's `malloc_trim`, or None where the C library has none (macOS,
    Windows, musl): there the allocator returns memory by itself or not at all."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6").malloc_trim
    except (OSError, AttributeError):
        return None
