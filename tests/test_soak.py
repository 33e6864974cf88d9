"""The soak script (python -m game.soak) finds nothing in a few games of
every title, and notices a view that leaks."""
import pytest

from game import registry, soak


@pytest.mark.parametrize("title", registry.ids())
def test_a_few_random_games_hold_every_invariant(title):
    tally = soak.soak(title, games=2, checks=3)
    assert tally.faults == [] and tally.games == 2 and tally.moves > 0 and tally.views > 0


def test_a_leaking_view_is_a_fault(monkeypatch):
    rules = registry.get("dragons_lair")
    monkeypatch.setattr(type(rules), "view", lambda self, state, seat: state.clone())
    tally = soak.soak("dragons_lair", games=1, checks=3)
    assert len(tally.faults) == 1 and "leaks" in tally.faults[0]
