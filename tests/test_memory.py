"""A closed table gives its pictures back: its title's caches and the
table toolkit's are emptied, other titles' kept, and by the end of the
frame the garbage is collected; an opening table holds none of the
title menu's pictures."""
import gc
import weakref

from game.match import AI, HUMAN, Match, Seat
from scenes import memory
from scenes.dragonstones import pieces
from scenes.menus.title import TitleScene
from scenes.table import sprites
from app_driver import frames, title_settled


def test_forgetting_a_title_s_art_empties_its_caches_and_the_toolkit_s_only():
    from scenes.citadels import cards as citadels_cards
    pieces.fist((200, 40, 40))
    sprites.shadow((60, 90), 8)
    citadels_cards.backing((60, 90))
    assert memory.forget_table_art("dragonstones") > 0
    assert pieces.fist.cache_info().currsize == 0 and sprites.shadow.cache_info().currsize == 0
    assert citadels_cards.backing.cache_info().currsize == 1


def test_a_table_opened_from_the_title_menu_holds_none_of_the_menu_s_pictures(app):
    """The menu stays under the table, without its buttons' looks and its
    emblems (drawn again when it shows)."""
    title_settled(app)
    title = app.scenes.top
    emblem = weakref.ref(title.emblems[0][0])
    button = weakref.ref(title.menu_buttons["app.title.new_game"])
    app.open_game(Match("dragonstones", [Seat("Mei", HUMAN), Seat("Bo", AI, "easy"), Seat("Cy", AI, "easy")], seed=3))
    frames(app, 1)
    gc.collect()
    assert app.scenes.stack[0] is title
    assert emblem() is None and button() is None


def test_closing_a_table_collects_its_garbage_by_the_end_of_the_frame(app):
    """The table closed is gone by the end of the frame (whatever tables
    other tests left behind are not this test's)."""
    match = Match("dragonstones", [Seat("Mei", HUMAN), Seat("Bo", AI, "easy"), Seat("Cy", AI, "easy")], seed=3)
    app.open_game(match)
    frames(app, 3)
    table = weakref.ref(app.scenes.top)
    assert pieces.folding_screen.cache_info().currsize > 0
    gc.disable()     # only the app may collect the closed table now
    try:
        app.scenes.clear_to(TitleScene(app))
        assert app.memory_to_give_back and pieces.folding_screen.cache_info().currsize == 0
        frames(app, 1)
        assert not app.memory_to_give_back
        assert table() is None
    finally:
        gc.enable()


def test_the_memory_bench_walks_an_evening_from_the_menu_through_each_table_and_back():
    from scenes import bench
    rows = bench.evening_memory((960, 600), ["dragon_lyre", "rattlebones"], frames=4)
    assert [name for name, _, _ in rows] == ["title menu", "dragon_lyre", "rattlebones"]
    assert all(at_table > 20 and after > 20 for _, at_table, after in rows)


def test_a_resized_table_lets_its_old_size_s_pictures_go(app, monkeypatch):
    """A table's pictures are drawn per window size: a resize draws the new
    size's anyway, so the old size's are let go (not at the same size)."""
    from scenes.table import scene
    match = Match("dragonstones", [Seat("Mei", HUMAN), Seat("Bo", AI, "easy"), Seat("Cy", AI, "easy")], seed=3)
    app.open_game(match)
    frames(app, 2)
    forgotten = []
    monkeypatch.setattr(scene, "forget_table_art", forgotten.append)
    app.resize(app.screen.get_size())
    assert forgotten == []
    app.resize((960, 600))
    assert forgotten == ["dragonstones"]
    frames(app, 2)


def test_glibc_s_allocator_is_reached_without_importing_ctypes():
    """`mallopt` answers 1 when glibc takes the setting (here: its own
    starting mmap threshold, so the tests' process is left as it was) and
    `malloc_trim` answers whether it gave memory back; a function glibc has
    not is none."""
    import subprocess
    import sys
    if not sys.platform.startswith("linux"):
        assert memory._glibc("mallopt") is None
        return
    code = ("import sys; from scenes import memory; "
            "print(memory._glibc('mallopt')(memory.M_MMAP_THRESHOLD, memory.OWN_PAGES_FROM), "
            "memory._glibc('malloc_trim')(0) in (0, 1), memory._glibc('no_such_function'), 'ctypes' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60)
    assert done.stdout.split() == ["1", "True", "None", "False"]
