"""Title menu flows: Continue after a restart, a corrupt autosave, the
new-game setup, the load screen, the in-game menu and the results."""
from app_driver import button, click, frames, make_app, shown_strings, shown_texts, type_into, visible

import pygame
import pygame_gui
from pygame_gui.elements import UILabel

from game.core import Outcome
from game.match import AI, HUMAN, Match, Seat
from saves import SaveStore
from scenes.base import Scene
from scenes.menus.dialog import ConfirmDialog, MessageDialog
from scenes.menus.game_menu import GameMenuScene
from scenes.menus.load import LoadScene
from scenes.menus.results import ResultsScene
from scenes.menus.rules import RulesScene, rules_html
from scenes.menus.setup import SetupScene
from scenes.menus.title import TitleScene

SEATS = [Seat("Ann"), Seat("Bram", AI, "easy"), Seat("Cy", AI, "easy")]


def record_open_game(app, monkeypatch) -> list:
    opened = []
    monkeypatch.setattr(app, "open_game", lambda match, autosave_path=None: opened.append(match))
    return opened


def started_match(moves: int = 0) -> Match:
    """A dragons_lair match with `moves` actions played by the bots."""
    match = Match("dragons_lair", [Seat("Ann", AI, "easy"), Seat("Bram", AI, "easy"), Seat("Cy", AI, "easy")], seed=11)
    for _ in range(moves):
        seat = match.pending()[0].seat
        match.submit(seat, match.think(seat))
    return match


def test_continue_after_a_restart_resumes_the_same_game(monkeypatch):
    match = started_match(moves=6)
    SaveStore().autosave(match)
    app = make_app()  # a new process, as far as the app can tell
    opened = record_open_game(app, monkeypatch)
    click(app, button(app, "app.title.continue"))
    assert len(opened) == 1
    assert opened[0].to_json() == match.to_json()


def test_continue_opens_the_game_played_last_of_several(monkeypatch):
    import os
    store = SaveStore()
    older, newer = started_match(moves=2), Match("citadels", [Seat("Ann"), Seat("Bo", AI, "easy")], seed=5)
    old_path, new_path = store.autosave(older), store.autosave(newer)
    os.utime(old_path, (1_000_000, 1_000_000))
    app = make_app()
    opened = []
    monkeypatch.setattr(app, "open_game", lambda match, autosave_path=None: opened.append((match, autosave_path)))
    click(app, button(app, "app.title.continue"))
    [(match, path)] = opened
    assert match.title_id == "citadels" and path == new_path, "it goes on writing the same autosave"


def test_continue_opens_the_table():
    match = started_match(moves=3)
    SaveStore().autosave(match)
    app = make_app()
    click(app, button(app, "app.title.continue"))
    table = app.scenes.top
    assert not isinstance(table, (TitleScene, MessageDialog))
    assert table.match.log[:len(match.log)] == match.log  # the same game goes on (bots may move on)
    assert app.scenes.stack[0].__class__ is TitleScene


def test_no_continue_without_an_autosave():
    app = make_app()
    assert "app.title.continue" not in shown_texts(app)


def test_a_corrupt_autosave_shows_the_problem_and_the_menu_still_works():
    store = SaveStore()
    store.root.mkdir(parents=True)
    store.legacy_autosave_path.write_text('{"format": "tavern-table-save", "vers', encoding="utf-8")
    app = make_app()
    click(app, button(app, "app.title.continue"))
    dialog = app.scenes.top
    assert isinstance(dialog, MessageDialog)
    assert dialog.values["reason"] == "\"autosave.json\" is cut short or damaged and cannot be read."
    click(app, button(app, "app.common.ok"))
    assert isinstance(app.scenes.top, TitleScene)
    assert store.legacy_autosave_path.exists()  # never deleted
    click(app, button(app, "app.title.new_game"))
    assert isinstance(app.scenes.top, SetupScene)


def test_setup_defaults_to_player_1_against_normal_bots_a_name_never_a_pronoun(monkeypatch):
    app = make_app()
    opened = record_open_game(app, monkeypatch)
    click(app, button(app, "app.title.new_game"))
    click(app, button(app, "app.titles.citadels.name"))
    click(app, button(app, "app.setup.start"))
    [match] = opened
    assert match.title_id == "citadels"
    assert [s.kind for s in match.seats] == [HUMAN, AI, AI]
    assert [s.level for s in match.seats[1:]] == ["normal", "normal"]
    assert match.seats[0].name == app.t("app.setup.player_name", n="1") == "Player 1"


def test_setup_builds_the_chosen_match(monkeypatch):
    app = make_app()
    opened = record_open_game(app, monkeypatch)
    click(app, button(app, "app.title.new_game"))
    setup = app.scenes.top
    click(app, button(app, "app.titles.dragons_lair.name"))
    click(app, button(app, "app.setup.add_seat"))
    assert len(setup.seats) == 4
    entries = sorted(setup.name_entries, key=lambda e: setup.name_entries[e])
    type_into(app, entries[0], "Mei")
    type_into(app, entries[3], "Li")
    menus = sorted(setup.kind_menus, key=lambda m: setup.kind_menus[m])
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=menus[1],
                                         text="app.seat_kind.ai_hard", selected_option_id="hard"))
    frames(app)
    menus = sorted(setup.kind_menus, key=lambda m: setup.kind_menus[m])
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=menus[3],
                                         text="app.seat_kind.human", selected_option_id="human"))
    frames(app)
    key_card = next(box for box, name in setup.option_inputs.items() if name == "key_card")
    click(app, key_card)
    type_into(app, setup.seed_entry, "42")
    click(app, button(app, "app.setup.start"))

    [match] = opened
    assert match.title_id == "dragons_lair"
    assert match.seed == 42
    assert match.options == {"brave_chooses_direction": False, "key_card": True}
    assert match.seats == [Seat("Mei", HUMAN), Seat(app.t("app.names.1"), AI, "hard"),
                           Seat(app.t("app.names.2"), AI, "normal"), Seat("Li", HUMAN)]


def test_setup_remembers_the_last_game_and_seats(monkeypatch):
    from saves import Settings
    app = make_app()
    record_open_game(app, monkeypatch)
    click(app, button(app, "app.title.new_game"))
    setup = app.scenes.top
    click(app, setup.title_buttons["citadels"])
    click(app, button(app, "app.setup.add_seat"))
    setup.seats[1].name = "Mei"
    click(app, setup.start_button)
    again = SetupScene(app)
    assert again.title_id == "citadels"
    assert [(s.name, s.kind) for s in again.seats] == [(s.name, s.kind) for s in setup.seats]
    assert Settings.load().last_title == "citadels"  # kept on disk for the next start


def test_setup_refuses_a_seed_that_is_not_a_number(monkeypatch):
    app = make_app()
    opened = record_open_game(app, monkeypatch)
    click(app, button(app, "app.title.new_game"))
    setup = app.scenes.top
    setup.seed_text = "twelve"
    click(app, button(app, "app.setup.start"))
    assert opened == []
    assert isinstance(app.scenes.top, MessageDialog)


def test_seats_stay_within_the_titles_range():
    app = make_app()
    click(app, button(app, "app.title.new_game"))
    setup = app.scenes.top
    setup.choose_title("citadels")
    for _ in range(10):
        setup.add_seat()
    assert len(setup.seats) == setup.rules.max_players
    for _ in range(10):
        setup.remove_seat(0)
    assert len(setup.seats) == setup.rules.min_players


def test_load_screen_lists_good_saves_and_unreadable_files(monkeypatch):
    store = SaveStore()
    good = started_match(moves=4)
    store.save("Friday night", good)
    (store.root / "truncated.json").write_text('{"format": "tavern-table-save"', encoding="utf-8")
    (store.root / "foreign.json").write_text('{"hello": 1}', encoding="utf-8")
    app = make_app()
    opened = record_open_game(app, monkeypatch)
    click(app, button(app, "app.title.load"))
    screen = app.scenes.top
    assert isinstance(screen, LoadScene)
    screen.wait_for_listing()
    assert [info.name for info in screen.files] == ["Friday night"]
    assert sorted(bad.path.name for bad in screen.bad_files) == ["foreign.json", "truncated.json"]
    assert {"truncated.json", "foreign.json", "Friday night"} <= set(shown_texts(app))
    click(app, screen.load_buttons[store.path_for("Friday night")])
    [match] = opened
    assert match.to_json() == good.to_json()


def test_load_screen_names_the_players_as_the_language_lists_them():
    SaveStore().save("Friday night", started_match(moves=2))
    app = make_app()
    click(app, button(app, "app.title.load"))
    app.scenes.top.wait_for_listing()
    assert "Players: Ann, Bram and Cy" in shown_strings(app)
    app.set_language("zh")
    frames(app)
    assert "玩家：Ann、Bram和Cy" in shown_strings(app)


def test_load_screen_deletes_a_save_only_after_confirmation():
    store = SaveStore()
    path = store.save("Old game", started_match(moves=2))
    broken = store.root / "broken.json"
    broken.write_bytes(b"\x80\x81 not text")
    app = make_app()
    click(app, button(app, "app.title.load"))
    screen = app.scenes.top
    screen.wait_for_listing()
    assert "\"broken.json\" is not a text file, so it is not a Tavern Table save (or it was badly damaged)." in \
        [bad.error.sentence(lambda key, **v: app.t(f"saves.{key}", **v)) for bad in screen.bad_files]
    click(app, screen.delete_buttons[path])
    assert isinstance(app.scenes.top, ConfirmDialog)
    click(app, button(app, "app.common.cancel"))
    assert app.scenes.top is screen and path.exists()
    click(app, screen.delete_buttons[path])
    click(app, app.scenes.top.confirm_button)
    assert app.scenes.top is screen and not path.exists()
    screen.wait_for_listing()
    assert screen.files == [] and path not in screen.delete_buttons
    click(app, screen.delete_buttons[broken])
    click(app, app.scenes.top.confirm_button)
    screen.wait_for_listing()
    assert not broken.exists() and screen.bad_files == []


def test_starting_another_game_keeps_the_unfinished_one_under_load():
    app = make_app()
    first, second = started_match(moves=3), Match("citadels", [Seat("Ann"), Seat("Bo", AI, "easy")], seed=2)
    app.open_game(first)
    first_file = app.autosaver.path
    app.open_game(second)
    app.autosaver.flush()
    good, bad = app.store.listing()
    assert not bad and {info.path for info in good if info.autosave} == {first_file, app.autosaver.path}
    assert app.store.load(first_file).to_json() == first.to_json()


class StandInTable(Scene):
    """Just enough of a table for the in-game menu."""

    def __init__(self, app, match):
        super().__init__(app)
        self.match = match
        self.resyncs = 0

    def resync(self):
        self.resyncs += 1

    def undo_status(self):
        return self.match.undo_status()

    def undo(self):
        self.match.undo()
        self.resync()


def open_game_menu(match):
    app = make_app()
    table = StandInTable(app, match)
    app.scenes.push(table)
    app.scenes.push(GameMenuScene(app, table))
    frames(app)
    return app, table


def test_game_menu_saves_under_the_typed_name():
    match = started_match(moves=2)
    app, _ = open_game_menu(match)
    type_into(app, app.scenes.top.name_entry, "Before the dragon")
    menu = app.scenes.top
    click(app, button(app, "app.menu.save"))
    assert app.scenes.top is menu, "a small notice, no dialog to click away"
    assert app.toast is not None
    assert app.store.load("Before the dragon").to_json() == match.to_json()
    frames(app, 200)
    assert app.toast is None  # it fades by itself


def test_game_menu_opens_the_settings():
    from scenes.menus.settings import SettingsScene
    app, _ = open_game_menu(started_match(moves=2))
    click(app, button(app, "app.menu.settings"))
    assert isinstance(app.scenes.top, SettingsScene)


def test_quit_on_the_title_asks_first():
    app = make_app()
    click(app, button(app, "app.title.quit"))
    assert isinstance(app.scenes.top, ConfirmDialog) and app.running
    click(app, button(app, "app.common.cancel"))
    assert isinstance(app.scenes.top, TitleScene) and app.running
    click(app, button(app, "app.title.quit"))
    click(app, app.scenes.top.confirm_button)
    assert not app.running


def test_game_menu_undo_takes_back_the_last_human_move():
    match = Match("dragons_lair", [Seat("Ann"), Seat("Bram", AI, "easy"), Seat("Cy", AI, "easy")], seed=4)
    app, table = open_game_menu(match)
    assert not button(app, "app.menu.undo").is_enabled
    assert app.scenes.top.undo_why.text == "app.menu.undo_why.nothing", "the menu says why"
    app.scenes.pop()
    human = match.human_decisions()
    if not human:
        match.play_ai_turns()
        human = match.human_decisions()
    seat = human[0].seat
    before = match.to_json()["state"]
    match.submit(seat, match.legal_actions(seat)[0])
    app.scenes.push(GameMenuScene(app, table))
    frames(app)
    click(app, button(app, "app.menu.undo"))
    assert match.to_json()["state"] == before
    assert table.resyncs == 1
    assert app.scenes.top is table


def test_game_menu_quits_to_the_title():
    app, _ = open_game_menu(started_match())
    click(app, button(app, "app.menu.quit"))
    assert [type(s) for s in app.scenes.stack] == [TitleScene]


def test_results_rank_the_seats_and_play_again_keeps_seats_and_options(monkeypatch):
    match = started_match()
    match.play_ai_turns()
    app = make_app()
    opened = record_open_game(app, monkeypatch)
    app.scenes.push(ResultsScene(app, match))
    frames(app)
    outcome = match.outcome()
    assert [label.text for label in app.scenes.top.rows] == [match.seats[s].name for s in outcome.ranking]
    click(app, button(app, "app.results.play_again"))
    [again] = opened
    assert (again.title_id, again.seats, again.options) == (match.title_id, match.seats, match.options)
    assert again.log == []


def test_results_part_a_tie_the_rules_break(monkeypatch):
    """Two seats on 16 points, one ahead on the tie-break (Citadels: more
    gold): they are second and third, not both second."""
    match = started_match()
    match.play_ai_turns()
    outcome = Outcome.from_scores([32, 16, 16], tiebreak=[(25, 0), (16, 3), (16, 4)])
    monkeypatch.setattr(match, "outcome", lambda: outcome)
    app = make_app()
    app.scenes.push(ResultsScene(app, match))
    frames(app)
    places = [e.text_kwargs["n"] for e in visible(app, UILabel) if e.text == "app.results.rank"]
    assert [int(n) for n in places] == [1, 2, 3]


def test_rules_reader_shows_house_rulings_and_a_missing_file(monkeypatch, tmp_path):
    html = rules_html("## Turn\n\n- Roll **two** dice.\n> Ties go to the youngest.", "House rule:")
    assert "<b>two</b>" in html and "House rule:" in html and "• Roll" in html
    from scenes import i18n
    monkeypatch.setattr(i18n, "RULES_DIR", tmp_path)
    app = make_app()
    app.scenes.push(RulesScene(app, "citadels"))
    frames(app)
    assert app.scenes.top.html() == app.t("app.rules.not_available", title=app.t("app.titles.citadels.name"))


def test_the_rules_reader_sets_every_line_itself_at_every_window_size():
    """pygame-gui wraps none of the reader's lines again, in English and
    Chinese at 960×600, 1280×720 and 1920×1080 (it did: "Every" and
    "round" on lines of their own, a lone comma, Chinese broken early),
    and no line starts with closing punctuation."""
    from game import registry
    app = make_app()
    wrapped_again = []
    for size in ((960, 600), (1280, 720), (1920, 1080)):
        app.resize(size)
        for language in ("en", "zh"):
            app.set_language(language)
            for title_id in registry.ids():
                app.scenes.push(RulesScene(app, title_id))
                frames(app, 1)
                box = app.scenes.top.text_box
                rows = ["".join(getattr(chunk, "text", "") for chunk in row.items)
                        for row in box.text_box_layout.layout_rows]
                if len(rows) != box.html_text.count("<br>") + 1 or any(row[:1] in "，。、）：；" for row in rows if row):
                    wrapped_again.append((size, language, title_id))
                app.scenes.pop()
    assert not wrapped_again


def test_resizing_the_window_lays_the_menu_out_again():
    app = make_app()
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900))
    frames(app)
    assert app.screen.get_size() == (1600, 900)
    assert button(app, "app.title.new_game").rect.centerx == 800


def test_main_renders_a_screenshot(tmp_path):
    from main import main
    shot = tmp_path / "title.png"
    assert main(["--screenshot", str(shot), "--frames", "2", "--data-dir", str(tmp_path), "--lang", "zh"]) == 0
    assert pygame.image.load(str(shot)).get_size() == (1280, 720)
