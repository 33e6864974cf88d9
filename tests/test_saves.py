"""Save files: round trip, atomic writes, bad files reported and kept."""
import json
import os

import pytest

from game.match import AI, HUMAN, Match, Seat
from saves import FORMAT, SaveError, SaveStore, Settings, atomic_write_json


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
    assert not store.has_autosave() and store.load_autosave() is None
    store.autosave(match)
    assert store.load_autosave().state == match.state


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


@pytest.mark.parametrize("content, complaint", [
    ("", "empty"),
    ('{"format": "tavern-table-save", "version": 1, "tit', "not valid JSON"),
    ('{"hello": "world"}', "not a Tavern Table save"),
    ('[1, 2, 3]', "not a Tavern Table save"),
    (json.dumps({"format": FORMAT, "version": 99}), "newer version"),
    (json.dumps({"format": FORMAT, "version": 1, "title": "dragons_lair"}), "missing"),
    (json.dumps({"format": FORMAT, "version": 1, "title": "chess", "seats": [], "seed": 1, "log": [], "state": {}}), "unknown game"),
    (json.dumps({"format": FORMAT, "version": 1, "title": "dragons_lair", "seats": [{"name": "a", "kind": "human"}],
                 "seed": 1, "log": [], "state": {"nonsense": 1}}), "damaged"),
])
def test_bad_files_raise_save_error_naming_the_file_and_stay_on_disk(store, content, complaint):
    store.root.mkdir(parents=True)
    path = store.root / "bad.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(SaveError) as err:
        store.load(path)
    assert "bad.json" in str(err.value) and complaint in str(err.value)
    assert path.read_text(encoding="utf-8") == content


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
