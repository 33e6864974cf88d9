"""Every title, many seeded random games: every invariant of the engine
contract (`game.soak`: legal moves never raise, illegal ones are refused
and change nothing, JSON round trips, replays, views that leak nothing,
hidden event fields) and the title's own (`Title.broken`: cards, coins,
chips, stones and faces conserved) hold after every move."""
import pytest

from game import registry, soak

#: Games per title in the suite (`python -m game.soak --games N` plays more);
#: a Fist of Dragonstones game is ten times as many moves as the others'.
GAMES = {"dragonstones": 36, "dragons_lair": 150, "dragon_lyre": 300, "citadels": 150, "rattlebones": 150}
BATCHES = 3


@pytest.mark.parametrize("batch", range(BATCHES))
@pytest.mark.parametrize("title_id", registry.ids())
def test_random_games_keep_every_invariant(title_id, batch):
    games = GAMES[title_id] // BATCHES
    tally = soak.soak(title_id, games=games, checks=3, start=batch * games)
    assert tally.faults == []
    assert tally.games == games and tally.moves > games * 20 and tally.views > 0


@pytest.mark.parametrize("title_id", registry.ids())
def test_a_broken_invariant_is_a_fault(title_id, monkeypatch):
    title = registry.title(title_id)
    monkeypatch.setattr(registry, "_titles", {**registry._titles, title_id: title.__class__(
        **{**title.__dict__, "broken": lambda state: ["a coin went missing"]})})
    tally = soak.soak(title_id, games=1, checks=1)
    assert len(tally.faults) == 1 and "a coin went missing" in tally.faults[0]


@pytest.mark.parametrize("title_id", ["dragonstones", "dragons_lair", "dragon_lyre", "citadels"])
def test_each_title_names_what_its_views_hide(title_id):
    """`Title.leaks` finds a view that shows everything (the true state)."""
    title = registry.title(title_id)
    state = title.rules.new_state(title.rules.min_players + 1, seed=3)
    assert title.leaks(title.rules.view(state, 0), state, 0) == []
    assert title.leaks(state, state, 0) != []
