"""Damaged saves of every title never crash anything: loading gives a
SaveError naming the file or a game that plays on to its end, the listing
never breaks, and no file is changed or removed (saves/fuzz.py; run
`python -m saves.fuzz --cases 5000` for many more)."""
from collections import Counter

from game import registry
from saves import fuzz


def test_every_kind_of_damage_to_every_title_gives_a_save_error_or_a_playable_game(tmp_path):
    results = fuzz.run(cases_per_title=7 * len(fuzz.DAMAGE), seed=7, folder=tmp_path)
    assert {title for title, _ in results} == set(registry.ids())
    per_damage = Counter()
    for (_, damage), counts in results.items():
        per_damage[damage] += counts["error"]
    assert set(per_damage) == set(fuzz.DAMAGE) and all(per_damage.values()), per_damage
    assert sum(c["loaded"] for c in results.values()) > 0, "some harmless damage loads"


def test_a_fault_is_reported(tmp_path, monkeypatch):
    """The checker itself can fail: a load that raises anything but
    SaveError is a Fault."""
    store = fuzz.SaveStore(tmp_path)
    source = fuzz.real_save(store, "dragons_lair", seed=1, moves=10)
    monkeypatch.setattr(store, "load", lambda path: {}["boom"])
    try:
        fuzz.check_case(store, source, "truncate", 1)
    except fuzz.Fault as fault:
        assert "KeyError" in str(fault)
    else:
        raise AssertionError("a KeyError while loading went unnoticed")
