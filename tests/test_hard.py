"""The Hard opponent's thinking time (a setting, kept, handed to the bots)
and the hint button on every table."""
import pygame
import pytest

from game import registry
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


def _human_deciding(app, table, limit=3000):
    from tests.app_driver import press_space, wait_a_frame
    for _ in range(limit):
        if app.scenes.top is table and table.decision is not None and not table.events.busy:
            return table.decision.seat
        press_space(app) if table.events.busy else wait_a_frame(app, table)
    raise AssertionError("no human decision came")


def _wait_for_hint(app, table):
    """Let the hint's search finish (it may already have been collected)."""
    from tests.app_driver import frames
    if table.hint.future is not None:
        table.hint.future.result(timeout=60)
    frames(app, 1)


@pytest.mark.parametrize("title_id", registry.ids())
def test_the_hint_button_shows_the_searchs_top_moves_for_the_human_deciding(title_id):
    """Hint (or H): up to three moves with their chance to win and why,
    drawn on the table for the deciding seat, counted for that seat; H again
    hides it, and making the move takes it away."""
    from scenes import style
    from tests.app_driver import frames
    app = make_app()
    app.settings.hard_budget = 0.05
    _, table = start_from_title(app, title_id, seed=3)
    seat = _human_deciding(app, table)
    frames(app, 1)
    assert table.hint.button.visible
    click(app, table.hint.button)
    _wait_for_hint(app, table)
    suggestions = table.hint.suggestions
    assert 1 <= len(suggestions) <= 3
    assert all(s.action in table.legal for s in suggestions)
    assert table.match.hints[seat] == 1
    with style.reading() as seen:
        frames(app, 1)
    shown = " ".join(seen.strings)
    assert app.t("table.hint.heading") in seen.strings
    assert all(f"{round(100 * s.win_chance)}%" in shown for s in suggestions)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0))
    frames(app, 2)
    assert not table.hint.suggestions and table.match.hints[seat] == 1
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0))
    frames(app, 1)
    _wait_for_hint(app, table)
    assert table.hint.suggestions and table.match.hints[seat] == 2
    table.submit(table.hint.suggestions[0].action)
    frames(app, 1)
    assert not table.hint.suggestions


@pytest.mark.parametrize("title_id", registry.ids())
def test_every_hint_reason_has_words_in_both_languages(title_id):
    """Each feature a title's evaluation names is a reason a hint can give."""
    import json
    from game.ai.ismcts import title_search
    from scenes.i18n import TRANSLATIONS_DIR
    rules = registry.get(title_id)
    plugin = title_search(rules)
    if plugin.features is None:
        return
    state = rules.new_state(max(rules.min_players, 3), 1, {})
    for language in ("en", "zh"):
        with open(f"{TRANSLATIONS_DIR}/table.{language}.json", encoding="utf-8") as file:
            reasons = json.load(file)[language]["hint"]["why"]
        for name in plugin.features(state, 0):
            assert name in reasons
