"""Save files: round trip, atomic writes, bad files reported and kept."""
import json
import os

import pytest

from game.match import AI, HUMAN, Match, Seat
from saves import FORMAT, AutosaveWriter, SaveError, SaveStore, Settings, atomic_write_json


@pytest.fixture
def store(tmp_path):
    return SaveStore(tmp_path / "data")


@pytest.fixture
def match():
    m = Match("dragons_lair", [Seat("Mei", HUMAN), Seat("Bot", AI, "easy"), Seat("Ann", AI, "easy")], seed=11)
    for _ in range(15):
        decision = m.pending()[0]
        m.submit(decision.seat, m.legal_actions(decision.seat)[0])
    return m


def test_a_named_save_round_trips_state_seats_and_log(store, match):
    path = store.save("Friday night", match)
    loaded = store.load(path)
    assert loaded.state == match.state
    assert loaded.seats == match.seats and loaded.log == match.log and loaded.seed == match.seed
    assert store.load("Friday night").state == match.state


def test_a_loaded_game_plays_on_exactly_like_the_original(store, match):
    loaded = store.load(store.save("x", match))
    match.play_ai_turns()
    loaded.play_ai_turns()
    assert loaded.state == match.state


def test_autosave_round_trips(store, match):
    assert not store.has_autosave()
    path = store.autosave(match)
    assert store.newest_playable_autosave()[0] == path and store.is_autosave(path)
    assert store.load(path).state == match.state


def test_every_unfinished_game_keeps_its_own_autosave(store, match):
    other = Match("citadels", [Seat("Mei", HUMAN), Seat("Bot", AI, "easy")], seed=3)
    first, second = store.autosave(match), store.autosave(other)
    assert first != second
    good, bad = store.listing()
    assert not bad and {info.path for info in good if info.autosave} == {first, second}
    assert {info.title for info in good} == {"dragons_lair", "citadels"}


def test_stale_temp_files_are_removed_and_fresh_ones_kept(store):
    store.autosave_dir.mkdir(parents=True)
    stale, fresh = store.root / ".x.json.abc.tmp", store.autosave_dir / ".y.json.def.tmp"
    stale.write_text("{", encoding="utf-8")
    fresh.write_text("{", encoding="utf-8")
    os.utime(stale, (0, 0))
    assert store.remove_stale_temp_files() == [stale]
    assert not stale.exists() and fresh.exists()


def test_delete_removes_a_save(store, match):
    path = store.save("gone", match)
    store.delete(path)
    assert not path.exists() and store.listing() == ([], [])


def test_a_crash_mid_write_leaves_the_old_file_intact(store, match, monkeypatch):
    path = store.save("keep", match)
    before = path.read_bytes()

    def crash(*args, **kwargs):
        raise OSError("power cut")
    monkeypatch.setattr(os, "replace", crash)
    match.submit(match.pending()[0].seat, match.legal_actions(match.pending()[0].seat)[0])
    with pytest.raises(OSError):
        store.save("keep", match)
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir()] == ["keep.json"], "the temp file is cleaned up"


def test_a_rename_is_followed_by_a_sync_of_the_folder(store, match, monkeypatch):
    synced = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: synced.append(os.path.isdir(f"/proc/self/fd/{fd}")) or real_fsync(fd))
    store.save("durable", match)
    assert synced[-1] is True, "the folder is synced last, after the rename"


SEATS3 = [{"name": "a", "kind": "human", "level": None}, {"name": "b", "kind": "ai", "level": "easy"},
          {"name": "c", "kind": "ai", "level": "easy"}]


@pytest.mark.parametrize("content, problem, sentence", [
    ("", "empty", '"bad.json" is empty.'),
    ('{"format": "tavern-table-save", "version": 1, "tit', "not_json", "cut short"),
    ('{"hello": "world"}', "foreign", "is not a Tavern Table save"),
    ('[1, 2, 3]', "foreign", "is not a Tavern Table save"),
    (json.dumps({"format": FORMAT, "version": 99}), "newer", "newer version"),
    (json.dumps({"format": FORMAT, "version": 1, "title": "dragons_lair"}), "damaged", "damaged"),
    (json.dumps({"format": FORMAT, "version": 1, "title": "chess", "seats": [], "seed": 1, "log": [], "state": {}}),
     "unknown_title", 'a game of "chess"'),
    (json.dumps({"format": FORMAT, "version": 1, "title": "dragons_lair", "seats": SEATS3[:1],
                 "seed": 1, "log": [], "state": {}}), "bad_seats", "list of players"),
    (json.dumps({"format": FORMAT, "version": 1, "title": "dragons_lair",
                 "seats": SEATS3[:2] + [{"name": "c", "kind": "ai", "level": "HARD"}],
                 "seed": 1, "log": [], "state": {}}), "bad_level", '("HARD")'),
    (json.dumps({"format": FORMAT, "version": 1, "title": "dragons_lair", "seats": SEATS3,
                 "seed": 1, "log": [[0, {"kind": "fly"}]], "state": {}}), "bad_log", "moves cannot be played"),
    (json.dumps({"format": FORMAT, "version": 1, "title": "dragons_lair", "seats": SEATS3,
                 "seed": 1, "log": [], "state": {"nonsense": 1}}), "state_mismatch", "do not lead"),
    ("[" * 5000 + "]" * 5000, "strange_values", "numbers or nesting"),
    ('{"format": "tavern-table-save", "version": 1' + "0" * 5000 + "}", "strange_values", "numbers or nesting"),
])
def test_bad_files_raise_a_save_error_naming_the_file_only_and_stay_on_disk(store, content, problem, sentence):
    store.root.mkdir(parents=True)
    path = store.root / "bad.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(SaveError) as err:
        store.load(path)
    assert err.value.problem == problem and sentence in str(err.value)
    assert str(err.value).startswith('"bad.json"') and str(store.root) not in str(err.value)
    assert path.read_text(encoding="utf-8") == content


def test_a_save_re_encoded_as_utf16_still_loads_and_latin1_is_refused(store, match):
    path = store.save("wide", match)
    text = path.read_text(encoding="utf-8")
    path.write_bytes(text.encode("utf-16"))
    assert store.load(path).state == match.state
    path.write_bytes(text.replace("Mei", "Zoë").encode("latin-1"))
    with pytest.raises(SaveError) as err:
        store.load(path)
    assert err.value.problem == "not_text"


def test_listing_shows_good_saves_and_reports_bad_ones(store, match):
    store.save("one", match)
    (store.root / "broken.json").write_text("{oops", encoding="utf-8")
    good, bad = store.listing()
    assert [g.name for g in good] == ["one"]
    assert good[0].title == "dragons_lair" and good[0].seats == ["Mei", "Bot", "Ann"]
    assert [b.path.name for b in bad] == ["broken.json"]


def test_a_save_name_cannot_escape_the_save_folder(store, match):
    path = store.save("../../etc/passwd", match)
    assert path.parent == store.root


def test_save_files_never_execute_their_content(store):
    """Loading only parses JSON: a pickle payload is just a bad file."""
    import pickle
    store.root.mkdir(parents=True)
    path = store.root / "evil.json"
    path.write_bytes(pickle.dumps({"format": FORMAT}))
    with pytest.raises(SaveError):
        store.load(path)


def test_settings_persist_and_reject_nonsense(tmp_path):
    settings = Settings.load(tmp_path)
    assert settings.language == "en"
    settings.language, settings.volume = "zh", 0.25
    settings.save()
    again = Settings.load(tmp_path)
    assert again.language == "zh" and again.volume == 0.25
    atomic_write_json(tmp_path / "settings.json", {"language": "klingon", "volume": 7})
    assert Settings.load(tmp_path).language == "en" and Settings.load(tmp_path).volume == 0.7
    (tmp_path / "settings.json").write_text("garbage", encoding="utf-8")
    assert Settings.load(tmp_path).language == "en"


def play_random(match, moves, rng):
    for _ in range(moves):
        if match.is_over():
            return
        seat = match.pending()[0].seat
        match.submit(seat, rng.choice(match.legal_actions(seat)))


def test_the_autosave_writer_keeps_the_file_at_the_newest_move_undo_included(store):
    import random
    rng = random.Random(5)
    match = Match("dragons_lair", [Seat("Mei", HUMAN), Seat("Bot", AI, "easy"), Seat("Ann", AI, "easy")], seed=4)
    writer = AutosaveWriter(match, store.new_autosave_path())
    match.on_action = writer.note
    play_random(match, 40, rng)
    assert writer.flush()
    assert store.load(writer.path).to_json() == match.to_json()
    assert writer.writes <= 41, "moves that come faster than the disk are written together"
    for _ in range(300):  # undo reaches only moves made since nothing new came to light
        if match.can_undo():
            break
        play_random(match, 1, rng)
    match.undo()
    play_random(match, 3, rng)
    assert writer.flush()
    assert store.load(writer.path).to_json() == match.to_json()
    writer.close(discard=True)
    assert not writer.path.exists() and store.listing() == ([], [])


def test_a_full_disk_does_not_stop_the_game(store, monkeypatch):
    match = Match("dragons_lair", [Seat("Mei", HUMAN), Seat("Bot", AI, "easy"), Seat("Ann", AI, "easy")], seed=4)
    monkeypatch.setattr("saves.autosave.atomic_write_text", lambda *a: (_ for _ in ()).throw(OSError("full")))
    writer = AutosaveWriter(match, store.new_autosave_path())
    assert writer.flush()
    assert isinstance(writer.error, OSError)
    writer.close()


KILLED_WRITER = """
import random, sys, time
from game.match import AI, HUMAN, Match, Seat
from saves import AutosaveWriter
from pathlib import Path
match = Match("dragons_lair", [Seat("Mei", HUMAN), Seat("Bot", AI, "easy"), Seat("Ann", AI, "easy")], seed=9)
writer = AutosaveWriter(match, Path(sys.argv[1]))
match.on_action = writer.note
rng = random.Random(9)
writer.flush()
print("ready", flush=True)
while not match.is_over():
    seat = match.pending()[0].seat
    match.submit(seat, rng.choice(match.legal_actions(seat)))
    print(len(match.log), flush=True)
    time.sleep(0.01)
"""


@pytest.mark.parametrize("kill_after", [0.05, 0.13, 0.21, 0.34])
def test_a_game_killed_at_any_moment_resumes_from_a_move_it_reached(store, kill_after):
    import random
    import signal
    import subprocess
    import sys
    import time
    path = store.new_autosave_path()
    child = subprocess.Popen([sys.executable, "-c", KILLED_WRITER, str(path)], stdout=subprocess.PIPE, text=True)
    assert child.stdout.readline().strip() == "ready"
    time.sleep(kill_after)
    child.send_signal(signal.SIGKILL)
    child.wait()
    loaded = store.load(path)   # never half a file
    replayed = Match("dragons_lair", loaded.seats, 9)
    rng = random.Random(9)
    for seat, action in loaded.log:
        assert action == rng.choice(replayed.legal_actions(seat)), "the saved moves are the game's own"
        replayed.submit(seat, action)
