"""Nothing is lost silently (issue 33): a full disk at every save point, a
settings folder that refuses writes, a damaged newest autosave, two
windows on one game, and a special file in the save folder."""
import errno
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app_driver import click, frames, make_app
from game.match import AI, HUMAN, Match, Seat
from saves import AutosaveWriter, SaveError, SaveStore, Settings
from saves.lock import AutosaveLock, GameOpenElsewhere, Owner, lock_path
from scenes.alerts import FolderChoice
from scenes.menus.dialog import MessageDialog

ROOT = Path(__file__).resolve().parent.parent


def new_match(seed: int = 4) -> Match:
    return Match("dragons_lair", [Seat("Mei", HUMAN), Seat("Bot", AI, "easy"), Seat("Ann", AI, "easy")], seed=seed)


def play(match: Match, moves: int) -> None:
    for _ in range(moves):
        seat = match.pending()[0].seat
        match.submit(seat, match.legal_actions(seat)[0])


class Disk:
    """The autosave's writes, failing as a full disk does while `full`."""

    def __init__(self, monkeypatch) -> None:
        from saves import autosave
        self.full = False
        self.refused = 0
        real = autosave.atomic_write_text

        def write(path, pieces):
            if self.full:
                self.refused += 1
                raise OSError(errno.ENOSPC, "No space left on device")
            real(path, pieces)
        monkeypatch.setattr(autosave, "atomic_write_text", write)


def banner_text(app) -> str:
    banner = app.alerts.banner()
    return "" if banner is None else app.t(banner.key, **banner.values)


# --- a full disk --------------------------------------------------------------------

@pytest.mark.parametrize("fails_at", ["new game", "every move", "after undo"])
def test_a_full_disk_at_any_save_point_is_kept_as_the_error_and_the_next_write_saves_every_move(
        monkeypatch, tmp_path, fails_at):
    """A write the disk refuses leaves the error to show and the moves
    still to write; the next move after the disk has room writes them all."""
    disk = Disk(monkeypatch)
    store = SaveStore(tmp_path)
    match = new_match()
    disk.full = fails_at == "new game"
    writer = AutosaveWriter(match, store.new_autosave_path())
    match.on_action = writer.note
    assert writer.flush()
    if fails_at == "new game":
        assert writer.saved_moves == -1 and isinstance(writer.error, OSError) and not writer.path.exists()
    else:
        assert writer.saved_moves == 0 and writer.path.exists(), "a new game's autosave is written before its first move"
    play(match, 6)
    disk.full = True
    if fails_at == "after undo":
        while not match.can_undo():
            play(match, 1)
        match.undo()
    else:
        play(match, 5)
    assert writer.flush() and writer.error is not None and writer.unsaved_moves > 0
    disk.full = False
    play(match, 1)
    assert writer.flush() and writer.error is None and writer.unsaved_moves == 0
    assert store.load(writer.path).to_json() == match.to_json(), "no move lost"
    writer.close()


def test_a_full_disk_shows_a_banner_at_once_on_the_table_and_try_again_saves(monkeypatch, tmp_path):
    disk = Disk(monkeypatch)
    app = make_app(animation_speed=6.0, store_dir=tmp_path / "saves")
    match = new_match()
    disk.full = True
    app.open_game(match)
    app.autosaver.flush()
    frames(app, 2)
    assert "the disk is full" in banner_text(app) and "no autosave at all" in banner_text(app)
    assert set(app.alerts.actions.values()) == {app.alerts.try_again, app.alerts.choose_folder}
    retry = next(button for button, action in app.alerts.actions.items() if action == app.alerts.try_again)
    click(app, retry)
    app.autosaver.flush()
    frames(app, 2)
    assert disk.refused >= 2 and app.toast is not None, "tried again, and said that the disk still refuses"
    retry = next(button for button, action in app.alerts.actions.items() if action == app.alerts.try_again)
    disk.full = False
    click(app, retry)
    app.autosaver.flush()
    frames(app, 2)
    assert app.alerts.banner() is None and app.toast is not None, "the banner goes and says the game is saved"
    app.autosaver.flush()   # a bot may have moved in those frames (late, on a busy machine): its save too
    assert app.store.load(app.autosaver.path).to_json() == match.to_json()


def test_a_full_disk_banner_takes_the_clicks_that_land_on_it(monkeypatch, tmp_path):
    import pygame
    disk = Disk(monkeypatch)
    disk.full = True
    app = make_app(animation_speed=6.0, store_dir=tmp_path / "saves")
    app.open_game(new_match())
    app.autosaver.flush()
    frames(app, 2)
    inside = app.alerts.rect.move(4, 4).topleft
    assert app.alerts.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=inside, button=1))
    assert not app.alerts.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 590), button=1))


@pytest.mark.parametrize("folder", ["saves", "s" * 9 + "/saves", "s" * 17 + "/saves", "s" * 25 + "/saves"])
def test_a_full_disk_banner_keeps_its_buttons_in_place_as_unsaved_moves_mount(monkeypatch, tmp_path, folder):
    """One more unsaved move changes the banner's words, not its buttons:
    nothing moves under the pointer of a player about to press one, also
    where "1 move" becoming "2 moves" wraps the folder's name onto another
    line (the folders here are of several lengths)."""
    disk = Disk(monkeypatch)
    app = make_app(store_dir=tmp_path / folder)
    match = new_match()
    app.open_game(match)
    app.autosaver.flush()
    disk.full = True
    play(match, 1)
    app.autosaver.flush()
    frames(app, 2)
    buttons = {button: button.rect.copy() for button in app.alerts.actions}
    words = app.alerts.picture.image.copy()
    play(match, 1)
    app.autosaver.flush()
    frames(app, 2)
    assert {button: button.rect for button in app.alerts.actions} == buttons and all(b.alive() for b in buttons)
    assert app.alerts.picture.image.get_view("2").raw != words.get_view("2").raw


def test_a_full_disk_save_elsewhere_moves_the_autosave_to_the_chosen_folder(monkeypatch, tmp_path):
    disk = Disk(monkeypatch)
    app = make_app(store_dir=tmp_path / "saves")   # settings on disk: the chosen folder is remembered
    match = new_match()
    app.open_game(match)
    app.autosaver.flush()
    first = app.autosaver.path
    disk.full = True
    play(match, 3)
    app.autosaver.flush()
    frames(app, 2)
    assert app.alerts.banner() is not None
    elsewhere = tmp_path / "usb stick"
    elsewhere.mkdir()
    save_elsewhere = next(b for b, action in app.alerts.actions.items() if action == app.alerts.choose_folder)
    click(app, save_elsewhere)   # the disk still full: a bot's move meanwhile cannot save and lift the banner
    choice = app.scenes.top
    assert isinstance(choice, FolderChoice) and Path.home() in choice.folder_buttons
    disk.full = False
    choice.entry.set_text(str(elsewhere))
    click(app, next(b for b, action in choice.actions.items() if action == choice.choose_typed))
    assert app.scenes.top is not choice
    app.autosaver.flush()
    frames(app, 2)
    assert app.alerts.banner() is None
    moved = app.autosaver.path
    assert moved.parent.parent == elsewhere and not first.exists(), "the stale copy does not linger"
    assert app.store.load(moved).to_json() == match.to_json()
    assert lock_path(moved).exists() and not lock_path(first).exists()
    app.stop_autosave()
    later = make_app(store_dir=tmp_path / "saves")
    assert later.store.newest_playable_autosave()[0] == moved, "Continue finds it after a restart"
    assert [info.path for info in later.store.listing()[0]] == [moved]


def test_a_full_disk_game_left_unsaved_is_told_after_it_closes(monkeypatch, tmp_path):
    disk = Disk(monkeypatch)
    app = make_app(animation_speed=6.0, store_dir=tmp_path / "saves")
    match = new_match()
    app.open_game(match)
    app.autosaver.flush()
    disk.full = True
    play(match, 4)
    app.autosaver.flush()
    frames(app, 1)
    app.stop_autosave()
    app.back_to_title()
    frames(app, 2)
    assert banner_text(app) == "The game you left could not be autosaved: its last 4 moves are lost."


# --- settings ------------------------------------------------------------------------

@pytest.fixture
def unwritable_settings(monkeypatch):
    """A config folder that refuses writes (read-only)."""
    def refuse(path, data):
        raise PermissionError(errno.EROFS, "Read-only file system", str(path))
    monkeypatch.setattr("saves.settings.atomic_write_json", refuse)


def test_settings_write_to_a_read_only_folder_is_a_notice_and_the_change_still_applies(unwritable_settings):
    app = make_app()
    app.toggle_fullscreen()
    app.toggle_fullscreen()
    app.toggle_mute()
    app.set_language("zh")
    from scenes.menus.settings import SettingsScene
    app.scenes.push(SettingsScene(app))
    frames(app, 2)
    app.scenes.top.set_hard_budget(3.0)
    app.scenes.top.set_volume(0.3)
    from scenes.menus.setup import SetupScene
    setup = SetupScene(app, "citadels")
    app.scenes.push(setup)
    setup.remember()   # Start game keeps the choice for next time
    frames(app, 2)
    assert app.settings.muted and app.settings.language == "zh" and app.settings.hard_budget == 3.0
    assert app.settings.last_title == "citadels" and app.settings.lessons_offered == ["citadels"]
    assert app.settings.write_failures == 8 and isinstance(app.settings.write_failure, OSError)
    assert [n.key for n in app.alerts.notices] == ["app.alerts.settings_failed"], "told once, not once a change"
    assert "该文件夹不允许写入" in banner_text(app)


def test_settings_write_under_a_file_that_is_no_folder_never_raises(tmp_path):
    (tmp_path / "config").write_text("a file where the folder should be", encoding="utf-8")
    settings = Settings.load(tmp_path / "config" / "inner")
    settings.language = "zh"
    assert settings.save() is False and settings.write_failure is not None and settings.language == "zh"


def test_settings_write_of_a_damaged_file_resets_it_and_tells_it_once(tmp_path, monkeypatch):
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text('{"language": "zh", "volume"', encoding="utf-8")
    monkeypatch.setenv("TAVERN_TABLE_CONFIG_DIR", str(config))
    app = make_app()
    frames(app, 2)
    assert app.alerts.banner().key == "app.alerts.settings_reset"
    assert "settings.json" in banner_text(app) and (config / "settings.damaged.json").exists()
    assert Settings.load(config).reset_from is None, "the next start has nothing to tell"


# --- Continue falls back to an older autosave ------------------------------------------

def test_continue_fallback_opens_the_newest_autosave_that_loads(tmp_path):
    store = SaveStore(tmp_path / "saves")
    older = new_match(4)
    play(older, 5)
    good = store.autosave(older)
    damaged = store.autosave(new_match(6))
    damaged.write_text(damaged.read_text(encoding="utf-8")[:200], encoding="utf-8")
    os.utime(good, (time.time() - 60, time.time() - 60))
    assert store.autosave_paths() == [damaged, good]
    path, match = store.newest_playable_autosave()
    assert path == good and match.to_json() == older.to_json()
    listed, bad = store.listing()
    assert [info.path for info in listed] == [good] and [b.path for b in bad] == [damaged]
    assert bad[0].error.problem == "not_json"

    app = make_app(store_dir=tmp_path / "saves")
    opened = []
    app.open_game = lambda match, autosave_path=None: opened.append(autosave_path)
    click(app, app.scenes.top.menu_buttons["app.title.continue"])
    assert opened == [good] and not isinstance(app.scenes.top, MessageDialog)


def test_continue_fallback_with_no_autosave_that_loads_says_why(tmp_path):
    store = SaveStore(tmp_path / "saves")
    store.autosave_dir.mkdir(parents=True)
    (store.autosave_dir / "broken.json").write_text("{", encoding="utf-8")
    with pytest.raises(SaveError) as problem:
        store.newest_playable_autosave()
    assert problem.value.file == "broken.json"
    assert (store.autosave_dir / "broken.json").read_text(encoding="utf-8") == "{", "never changed"


# --- one window per autosave -------------------------------------------------------------

HOLDER = """
import sys, time
from pathlib import Path
from saves.lock import AutosaveLock
AutosaveLock(Path(sys.argv[1])).acquire()
print("holding", flush=True)
time.sleep(60)
"""


def holder(path: Path) -> subprocess.Popen:
    process = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    assert process.stdout.readline().strip() == "holding"
    return process


def test_lock_a_second_process_is_told_the_game_is_open_elsewhere_until_the_first_is_gone(tmp_path):
    store = SaveStore(tmp_path / "saves")
    path = store.autosave(new_match())
    other = holder(path)
    try:
        with pytest.raises(GameOpenElsewhere) as elsewhere:
            AutosaveLock(path).acquire()
        assert elsewhere.value.pid == other.pid
        with pytest.raises(GameOpenElsewhere):
            store.newest_playable_autosave()
        app = make_app(store_dir=tmp_path / "saves")
        click(app, app.scenes.top.menu_buttons["app.title.continue"])
        assert isinstance(app.scenes.top, MessageDialog) and app.scenes.top.message_key == "app.errors.open_elsewhere"
        assert app.autosaver is None, "the game was not opened a second time"
    finally:
        other.kill()
        other.wait()
    lock = AutosaveLock(path)
    lock.acquire()   # the killed window's lock is stale: taken over
    assert Owner.read(lock_path(path)).pid == os.getpid()
    lock.release()
    assert not lock_path(path).exists()
    other = holder(path)
    other.kill()
    other.wait()
    store.delete(path)
    assert not lock_path(path).exists(), "deleting a killed game's autosave takes its stale lock too"


def test_lock_lost_race_never_writes_over_the_other_windows_game(tmp_path):
    store = SaveStore(tmp_path / "saves")
    match = new_match()
    path = store.autosave(match)
    before = path.read_bytes()
    other = holder(path)
    try:
        writer = AutosaveWriter(match, path)
        play(match, 3)
        writer.note(match)
        assert writer.flush() and isinstance(writer.error, GameOpenElsewhere)
        app = make_app(store_dir=tmp_path / "saves")
        app.alerts.follow_autosave(writer)
        assert "open in another Tavern Table window" in banner_text(app)
        assert list(app.alerts.banner().buttons) == [("app.alerts.save_elsewhere", app.alerts.choose_folder)]
        writer.close(discard=True)
        assert path.read_bytes() == before
    finally:
        other.kill()
        other.wait()


def test_lock_of_a_reused_process_id_or_a_damaged_lock_is_stale(tmp_path):
    path = tmp_path / "game.json"
    lock_path(path).write_text(Owner(1, Owner.this_process().host, "not when process 1 started").to_json())
    AutosaveLock(path).acquire()
    lock_path(path).write_text("{ half a lock")
    AutosaveLock(path).acquire()
    assert Owner.read(lock_path(path)) == Owner.this_process()


TAKER = """
import sys
from pathlib import Path
from saves.lock import AutosaveLock, GameOpenElsewhere
try:
    AutosaveLock(Path(sys.argv[1])).acquire()
    print("won", flush=True)
except GameOpenElsewhere:
    print("lost", flush=True)
sys.stdin.read()
"""


def test_lock_stale_taken_over_by_many_at_once_has_one_winner(tmp_path):
    path = tmp_path / "game.json"
    lock_path(path).write_text(Owner(2**22 + 7, Owner.this_process().host, "gone").to_json())
    takers = [subprocess.Popen([sys.executable, "-c", TAKER, str(path)], cwd=ROOT, stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, text=True) for _ in range(4)]
    try:
        results = sorted(taker.stdout.readline().strip() for taker in takers)
    finally:
        for taker in takers:
            taker.kill()
            taker.wait()
    assert results == ["lost", "lost", "lost", "won"]


# --- the Load screen reads off the drawing thread -------------------------------------------

@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_special_file_named_like_a_save_is_skipped_and_never_blocks(tmp_path):
    store = SaveStore(tmp_path / "saves")
    store.save("Friday", new_match())
    os.mkfifo(store.root / "pipe.json")
    (store.root / "folder.json").mkdir()
    good, bad = store.listing()
    assert [info.name for info in good] == ["Friday"] and bad == []
    with pytest.raises(SaveError) as problem:
        store.load(store.root / "pipe.json")
    assert problem.value.problem == "not_a_file"


def test_the_load_screen_shows_at_once_and_lists_when_the_reading_thread_is_done(tmp_path, monkeypatch):
    import threading
    from scenes.menus.load import LoadScene
    store = SaveStore(tmp_path / "saves")
    store.save("Friday", new_match())
    app = make_app(store_dir=tmp_path / "saves")
    drawing_thread = threading.current_thread()
    go = threading.Event()
    read_on = []

    def slow_listing():
        read_on.append(threading.current_thread())
        go.wait(10)
        return SaveStore.listing(app.store)
    monkeypatch.setattr(app.store, "listing", slow_listing)
    click(app, app.scenes.top.menu_buttons["app.title.load"])
    screen = app.scenes.top
    assert isinstance(screen, LoadScene) and screen.files is None
    go.set()
    screen.wait_for_listing()
    assert [info.name for info in screen.files] == ["Friday"] and read_on[0] is not drawing_thread


def test_a_settings_file_that_cannot_be_read_is_told_and_the_defaults_hold(tmp_path, monkeypatch):
    config = tmp_path / "config"
    (config / "settings.json").mkdir(parents=True)   # there, but no file to read
    monkeypatch.setenv("TAVERN_TABLE_CONFIG_DIR", str(config))
    app = make_app()
    frames(app, 2)
    assert app.alerts.banner().key == "app.alerts.settings_unreadable" and app.settings.language == "en"
    assert "could not be read from the disk" in banner_text(app)


def test_a_full_disk_when_a_game_ends_tells_that_its_statistics_and_replay_were_not_kept(tmp_path, monkeypatch):
    def full(match, folder):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr("saves.replays.keep_finished_game", full)
    app = make_app(store_dir=tmp_path / "saves")
    match = Match("citadels", [Seat("Mei", AI, "easy"), Seat("Bo", AI, "easy")], seed=3)
    match.play_ai_turns()
    app.show_results(match)
    app.wait_for_records()
    frames(app, 2)
    assert app.alerts.banner().key == "app.alerts.records_failed" and "the disk is full" in banner_text(app)


def test_a_full_disk_named_save_says_why_and_the_autosave_keeps_the_game(tmp_path, monkeypatch):
    """Save in the game menu on a full disk: a clear error, the game and
    its autosave untouched."""
    from scenes.menus.game_menu import GameMenuScene
    app = make_app(animation_speed=6.0, store_dir=tmp_path / "saves")
    match = new_match()
    app.open_game(match)
    app.autosaver.flush()
    table = app.scenes.top

    def full(fd):   # the data is written, but the disk cannot take it
        raise OSError(errno.ENOSPC, "No space left on device")
    app.scenes.push(GameMenuScene(app, table))
    frames(app, 2)
    with monkeypatch.context() as disk:
        disk.setattr(os, "fsync", full)
        app.scenes.top.save()
    assert isinstance(app.scenes.top, MessageDialog) and app.scenes.top.message_key == "app.menu.save_failed"
    assert app.store.load(app.autosaver.path).to_json() == match.to_json()
    assert [p.name for p in app.store.root.iterdir() if p.is_file()] == [], "no half-written save, no temp file"
