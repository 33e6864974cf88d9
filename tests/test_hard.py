"""The Hard opponent's thinking time: a setting, kept, and handed to the bots."""
from saves import Settings
from saves.settings import HARD_BUDGETS
from saves.store import atomic_write_json
from scenes.menus.settings import SettingsScene
from tests.app_driver import button, click, make_app, start_from_title


def test_hard_budget_setting_persists_and_rejects_nonsense(tmp_path):
    assert Settings.load(tmp_path).hard_budget == 1.0
    for nonsense in (7, "3", True, None):
        atomic_write_json(tmp_path / "settings.json", {"hard_budget": nonsense})
        assert Settings.load(tmp_path).hard_budget == 1.0
    atomic_write_json(tmp_path / "settings.json", {"hard_budget": 3})
    assert Settings.load(tmp_path).hard_budget == 3.0


def test_the_chosen_thinking_time_reaches_the_hard_bots_at_the_table():
    app = make_app()
    click(app, button(app, "app.title.settings"))
    assert isinstance(app.scenes.top, SettingsScene)
    click(app, app.scenes.top.budget_buttons[HARD_BUDGETS[0]])
    assert Settings.load().hard_budget == HARD_BUDGETS[0]
    click(app, button(app, "app.common.back"))
    _, table = start_from_title(app, "citadels", seed=3)
    assert table.match.hard_budget == HARD_BUDGETS[0]
    from game.match import AI, Seat
    table.match.seats[1] = Seat("Bo", AI, "hard")
    table.match._bots.pop(1, None)
    assert table.match.bot(1).budget == HARD_BUDGETS[0]


def test_a_hint_offers_up_to_three_legal_moves_and_is_counted_in_the_save(tmp_path):
    from game.match import AI, Match, Seat
    from saves import SaveStore
    match = Match("dragons_lair", [Seat("Ann"), Seat("Bo", AI, "normal"), Seat("Cy", AI, "normal")], seed=4)
    match.play_ai_turns()
    seat = match.human_decisions()[0].seat
    suggestions = match.hint_async(seat, 0.05).result(timeout=30)
    assert 1 <= len(suggestions) <= 3
    assert all(s.action in match.legal_actions(seat) and 0 <= s.win_chance <= 1 for s in suggestions)
    assert match.hints == [1, 0, 0]
    store = SaveStore(tmp_path)
    store.save("with-hints", match)
    assert store.load("with-hints").hints == [1, 0, 0]
    data = match.to_json()
    data["hints"] = ["lots", 0, 0]
    assert Match.from_json(data).hints == [0, 0, 0]
