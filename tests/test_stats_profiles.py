"""Statistics by player profile, the same in every language: the default
names and the old "You"/"你" are one profile each whatever language they
were shown in, and a renamed profile keeps its games and gains the games
played under its new name."""
import json

from app_driver import frames, make_app
from saves.stats import GameRecord, SeatResult, StatsBook
from scenes.menus.stats import StatsScene


def game(name: str, score: int, won: bool) -> dict:
    return GameRecord("citadels", "2026-01-01T00:00:00+00:00",
                      (SeatResult(name, "human", None, score, won),
                       SeatResult("Bo", "ai", "easy", 10, not won))).to_json()


def book_with(tmp_path, *games, profiles=None) -> StatsBook:
    path = tmp_path / "statistics" / "players.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    data = {"format": "tavern-table-statistics", "version": 1, "games": list(games)}
    if profiles is not None:
        data["profiles"] = profiles
    path.write_text(json.dumps(data), encoding="utf-8")
    return StatsBook(tmp_path)


def test_the_first_player_is_one_profile_in_every_language_and_the_old_you_joins_it(tmp_path):
    book = book_with(tmp_path, game("You", 20, True), game("你", 12, False), game("玩家1", 18, True),
                     game("Player 1", 9, False), game("Player 2", 5, False), game("Mei", 30, True))
    assert book.players() == ["player:1", "Mei", "player:2"]
    assert book.summary("player:1").games == 4 and book.summary("player:1").wins == 2
    assert book.name_of("player:1", lambda n: f"玩家{n}") == "玩家1"
    assert book.name_of("Mei", lambda n: f"Player {n}") == "Mei"


def test_a_renamed_profile_keeps_its_games_and_counts_the_new_name(tmp_path):
    book = book_with(tmp_path, game("You", 20, True), game("Ann", 15, False))
    book.rename("player:1", "Ann")
    again = StatsBook(tmp_path)
    assert again.players() == ["player:1"] and again.summary("player:1").games == 2
    assert again.name_of("player:1", str) == "Ann"
    again.reset("player:1")
    assert StatsBook(tmp_path).players() == []


def test_the_statistics_screen_shows_profiles_in_the_language_on_screen(tmp_path):
    book_with(tmp_path / "saves", game("You", 20, True), game("Mei", 30, True))
    app = make_app(store_dir=tmp_path / "saves")
    for language, first in (("en", "Player 1"), ("zh", "玩家1")):
        app.set_language(language)
        app.scenes.push(StatsScene(app))
        frames(app)
        assert sorted(app.scenes.top.shown_names) == sorted([first, "Mei"])
        assert app.scenes.top.shown_name("player:1") == first
        app.scenes.pop()


def test_a_human_seat_picks_a_known_profile_in_setup_and_a_new_name_typed_is_a_new_profile(tmp_path):
    """Setup lists the players the statistics know (a renamed profile by
    its new name) beside a human seat's name; the one picked plays for
    that profile, and a name typed there is a profile of its own."""
    from app_driver import click, type_into
    from scenes.menus.setup import SetupScene
    book_with(tmp_path / "saves", game("You", 20, True), game("Mei", 30, True), game("Mei", 12, False),
              profiles={"player:1": "Ann"})
    app = make_app(store_dir=tmp_path / "saves")
    setup = SetupScene(app, "citadels")
    app.scenes.push(setup)
    frames(app)
    assert setup.known_list is None and 1 not in setup.known_buttons   # only human seats have the list
    click(app, setup.known_buttons[0])
    shown = [item["text"] for item in setup.known_list.item_list]
    assert shown == ["Mei", "Ann"]
    click(app, next(b for b in setup.known_list.item_list_container.elements if b.text == "Ann"))
    assert setup.known_list is None and setup.seat_names()[0] == "Ann"
    assert StatsBook(tmp_path / "saves").profile(setup.match_seats()[0].name) == "player:1"
    entry = next(e for e, index in setup.name_entries.items() if index == 0)
    type_into(app, entry, "Zed")
    assert setup.seat_names()[0] == "Zed" and StatsBook(tmp_path / "saves").profile("Zed") == "Zed"
