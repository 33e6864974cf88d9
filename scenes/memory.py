"""Giving memory back when a table closes.

Each table draws its cards, pieces, plates and seat panels once per size
and keeps them (`functools.lru_cache` in its title's `scenes.<id>` package,
in the table toolkit, `scenes.table`, and the icons in `scenes.art`), so
it never renders mid-play.  Once the table is gone they are dead weight: an evening through all five
titles at 1920×1080 grew to 166 MB (`python -m scenes.bench --memory`),
where one table holds about 95-130.  So a closing table lets those
pictures go, the garbage (a scene is a web of references) is collected
at the end of the frame that changed screens, and the C heap hands the
freed pixels back to the system (glibc keeps freed memory for reuse
unless asked).  A table that opens lets go of what the screens before it
drew there (the title menu's emblems, 5.6 MB at 2560×1440).

glibc also keeps large blocks in its heap once a large block was freed
(its mmap threshold rises to the size freed, up to 32 MB): a table's
pictures then came from the heap and stayed there as holes when the
table closed, 20 MB more at the title menu after an evening at
2560×1440.  `pictures_from_their_own_pages` fixes the threshold at
128 KB, so every picture that large has pages of its own, handed back to
the system the moment it is freed.  The price is paid when a table opens:
its pictures' pages are fresh from the system (the kernel clears each),
about 20-30 ms more CPU at 2560×1440 than reusing the menu's freed heap
(Citadels opens in about 80 ms, 55-75 without; a threshold of 256 KB
to 1 MB opens 10-15 ms sooner but peaks at 150-151 MB through an
evening, 128 KB at 138, none at 160).  The threshold is fixed once the
title is on screen.  Until then (`everything_from_the_heap_until_the_title`)
every block comes from the heap, and freed memory stays there to be used
again instead of going back to the system: pygame-gui's first button
draws its 1 MB scratch pictures over and over, which glibc's own
thresholds mapped, unmapped and trimmed as fresh pages, and the title's
few pictures of 128 KB to 1 MB stay in the heap (980 fewer page faults
to the title's first frame, 2.6 ms sooner with the 2 ms ctypes took to
import; `_glibc` now imports only its core).

    everything_from_the_heap_until_the_title()   # first thing at start
    pictures_from_their_own_pages()  # once the title is on screen
    forget_table_art("citadels")     # the Citadels table opens or closed
    give_back_free_memory()          # end of the frame: collect, trim
"""
from __future__ import annotations

import gc
import sys
import threading


#: Where the pictures every table shares are drawn and kept: the table
#: toolkit's, and the icons drawn from the SVGs (the title menu's emblems too).
SHARED_ART = ("scenes.table", "scenes.art")


def forget_table_art(title_id: str) -> int:
    """Empty the picture caches of the title's `scenes.<id>` package and
    the shared ones (`SHARED_ART`); returns how many caches there were.
    The table that opens next draws what it needs again before its first
    frame."""
    packages = (f"scenes.{title_id}", *SHARED_ART)
    inside = tuple(package + "." for package in packages)
    caches = 0
    for name, module in list(sys.modules.items()):
        if not (name in packages or name.startswith(inside)):
            continue
        for value in vars(module).values():
            if getattr(value, "__module__", None) == name and callable(getattr(value, "cache_clear", None)):
                value.cache_clear()
                caches += 1
    return caches


#: mallopt's parameters: the free memory at the top of the heap from which
#: it is handed back to the system, and the size from which a block gets
#: pages of its own.
M_TRIM_THRESHOLD, M_MMAP_THRESHOLD = -1, -3
#: 128 KB, glibc's own starting thresholds: a card face 180 px square and up.
OWN_PAGES_FROM = TRIM_FROM = 128 * 1024
#: Both thresholds until the title is on screen: more than start-up uses.
HEAP_UNTIL_THE_TITLE = 32 * 2**20


def everything_from_the_heap_until_the_title() -> None:
    """Every block from the heap, freed memory kept there for the next,
    until `pictures_from_their_own_pages` (glibc; nothing elsewhere)."""
    mallopt = _glibc("mallopt")
    if mallopt is not None:
        mallopt(M_MMAP_THRESHOLD, HEAP_UNTIL_THE_TITLE)
        mallopt(M_TRIM_THRESHOLD, HEAP_UNTIL_THE_TITLE)


def pictures_from_their_own_pages() -> None:
    """Large blocks (a picture of 128 KB and up) get pages of their own
    from now on, whatever was freed before, and free memory at the top of
    the heap goes back to the system (glibc; nothing elsewhere)."""
    mallopt = _glibc("mallopt")
    if mallopt is not None:
        mallopt(M_MMAP_THRESHOLD, OWN_PAGES_FROM)
        mallopt(M_TRIM_THRESHOLD, TRIM_FROM)


def give_back_free_memory() -> None:
    """Collect the garbage now (on the calling thread, in a frame that is
    changing screens anyway), then hand freed heap pages back to the system
    on another thread (`malloc_trim` lets go of the interpreter while it
    works)."""
    gc.collect()
    trim = _glibc("malloc_trim")
    if trim is not None:
        threading.Thread(target=trim, args=(0,), name="malloc-trim", daemon=True).start()


def _glibc(name: str):
    """glibc's function `name` (`malloc_trim`, `mallopt`: integer arguments,
    an integer back), or None where the C library has none (macOS,
    Windows, musl): there the allocator returns memory by itself or not at
    all.  The process's own symbols are asked (`find_library` would run
    ldconfig at every start), through `_ctypes`, the core of ctypes, which
    calls a C function the way `ctypes.CDLL(None).<name>` does (releasing
    the interpreter while it runs) without the 1.2 ms `import ctypes`
    spends at start defining C types these calls do not need."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        import _ctypes
        address = _ctypes.dlsym(_ctypes.dlopen(None), name)
    except (ImportError, OSError, AttributeError):
        return None
    return lambda *arguments: _ctypes.call_function(address, arguments)
