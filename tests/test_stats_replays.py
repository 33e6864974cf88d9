"""Statistics per player and replays of finished games (issue 18)."""
from datetime import datetime

import pytest

from game import registry
from game.match import Match, Seat
from game.replay import Replay
from saves.replays import ReplayStore, keep_finished_game
from saves.stats import StatsBook


def finished(title: str, seed: int, seats: list[Seat]) -> Match:
    match = Match(title, seats, seed=seed)
    match.play_ai_turns()
    assert match.is_over()
    return match


def bots(*names_and_levels) -> list[Seat]:
    return [Seat(name, "ai", level) for name, level in names_and_levels]


def test_statistics_after_a_few_scripted_games(tmp_path):
    """Three games of Mei against an easy and a hard bot (easy bots play
    every seat here, then the seats are labelled as they were meant):
    games, wins, rate, best and average score, streak and AI levels come
    out of the records."""
    book = StatsBook(tmp_path)
    for seed in (1, 2, 3):
        match = finished("dragons_lair", seed, bots(("Mei", "easy"), ("Bo", "easy"), ("Cy", "easy")))
        match.seats[0], match.seats[1] = Seat("Mei"), Seat("Bo", "ai", "hard")
        book.record(match)
    again = StatsBook(tmp_path)
    assert again.players() == ["Mei"]
    summary = again.summary("Mei")
    records = again.records
    wins = [any(s.name == "Mei" and s.won for s in r.seats) for r in records]
    scores = [next(s.score for s in r.seats if s.name == "Mei") for r in records]
    assert summary.games == 3 and summary.wins == sum(wins)
    assert summary.best == max(scores) and summary.average == pytest.approx(sum(scores) / 3)
    assert summary.against == {"easy": 3, "normal": 0, "hard": 3}
    assert summary.wins_over_time == [sum(wins[:i + 1]) for i in range(3)]
    assert again.summary("Mei", "citadels").games == 0
    again.reset("Mei")
    assert StatsBook(tmp_path).players() == [] and StatsBook(tmp_path).summary("Mei").games == 0


def test_a_damaged_statistics_file_is_set_aside_with_a_notice(tmp_path):
    path = tmp_path / "statistics" / "players.json"
    path.parent.mkdir()
    path.write_bytes(b'{"format": "tavern-table-statistics", "games": [' + b"[" * 5000)
    book = StatsBook(tmp_path)
    assert book.records == [] and book.notice and book.notice.startswith("players.damaged-")
    assert (path.parent / book.notice).read_bytes().endswith(b"[[[")
    assert not path.exists()


@pytest.mark.parametrize("title", registry.ids())
def test_a_replay_reproduces_the_final_state_and_steps_both_ways(tmp_path, title):
    """Kept, listed, loaded and replayed: the final state equals the game's,
    and going back a move then forward again lands on the same state."""
    rules = registry.get(title)
    seats = bots(*[(f"P{i}", "easy") for i in range(rules.min_players)])
    match = finished(title, 4, seats)
    store = ReplayStore(tmp_path)
    store.keep(match, datetime(2026, 12, 1, 20, 0))
    listed, unreadable = store.listing()
    assert not unreadable and len(listed) == 1
    assert listed[0].winners == [match.seats[s].name for s in match.outcome().winners]
    replay = store.load(listed[0].path)
    end = len(replay.script)
    assert replay.at(end).state.to_json() == match.state.to_json()
    middle = end // 2
    forward = replay.at(middle - 1)
    assert forward.release() is False  # nobody has asked for a move yet
    future = forward.think_async(0)
    assert forward.release()
    forward.submit(0, future.result())
    assert forward.state.to_json() == replay.at(middle).state.to_json()
    starts = replay.round_starts()
    assert starts[0] == 0 and starts == sorted(starts)
    assert replay.round_at(end, starts) == len(starts)


def test_a_replay_that_no_longer_replays_is_listed_with_its_reason_and_kept(tmp_path):
    match = finished("dragons_lair", 2, bots(("A", "easy"), ("B", "easy")))
    store = ReplayStore(tmp_path)
    path = store.keep(match)
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('"log":[[', '"log":[[9,{"kind":"no_such_move"}],[', 1), encoding="utf-8")
    listed, unreadable = store.listing()
    assert listed == [] and [bad.path for bad in unreadable] == [path]
    assert path.exists()


def test_only_real_finished_games_are_kept(tmp_path):
    match = finished("dragons_lair", 3, bots(("A", "easy"), ("B", "easy")))
    keep_finished_game(Replay.of(match).at(len(match.log)), tmp_path)
    assert not (tmp_path / "replays").exists() and StatsBook(tmp_path).records == []
    keep_finished_game(match, tmp_path)
    assert len(StatsBook(tmp_path).records) == 1 and len(ReplayStore(tmp_path).listing()[0]) == 1


def test_results_offer_the_replay_which_plays_on_the_real_table_to_the_end(app):
    """Results -> Watch the replay: the title's own table plays every move
    back (bar: step back/forward, speed, rounds, viewpoint), ends on the
    final table, and the finished game went into the statistics and the
    replays list (written off the drawing thread)."""
    from app_driver import button, click, frames, press_space
    from scenes.menus.results import ResultsScene
    from scenes.replay import ReplayScene
    from scenes.tables import table_class
    match = finished("dragons_lair", 6, bots(("Mei", "easy"), ("Bo", "easy"), ("Cy", "easy")))
    match.seats[0] = Seat("Mei")
    app.show_results(match)
    frames(app, 3)
    assert isinstance(app.scenes.top, ResultsScene)
    click(app, button(app, "app.results.watch_replay"))
    scene = app.scenes.top
    assert isinstance(scene, ReplayScene) and isinstance(scene.table, table_class("dragons_lair"))
    assert scene.viewpoint is None and scene.table.shown_view.to_json() == scene.match.state.to_json()
    click(app, scene.buttons["app.replay.next_move"])
    click(app, scene.buttons["app.replay.next_move"])
    two_in = scene.match.state.to_json()
    click(app, scene.buttons["app.replay.back_move"])
    assert scene.position == 1 and not scene.playing
    click(app, scene.buttons["app.replay.next_move"])
    press_space(app)
    assert scene.position == 2 and scene.match.state.to_json() == two_in
    scene.watch_as(1)
    assert scene.table.viewer == 1 and scene.table.shown_view.to_json() == \
        scene.match.rules.view(scene.match.state, 1).to_json()
    click(app, scene.buttons["app.replay.round_forward"])
    assert scene.replay.round_at(scene.position, scene.round_starts) == 2
    scene.jump_to_round(len(scene.round_starts))
    click(app, scene.buttons["app.replay.play"])
    for _ in range(2):
        click(app, scene.buttons["app.replay.speed"])
    assert scene.speed == 4.0
    for _ in range(20000):
        if scene.match.finished and not scene.table.events.busy:
            break
        press_space(app)
    assert scene.match.state.to_json() == match.state.to_json()
    assert app.scenes.top is scene, "the replay ends on the table"
    app.wait_for_records()
    assert StatsBook(app.store.root).summary("Mei").games == 1
    assert len(ReplayStore(app.store.root).listing()[0]) == 1


def test_statistics_and_replays_screens_from_the_title(app):
    from app_driver import click, frames, shown_texts
    from scenes.menus.replays import ReplaysScene
    from scenes.menus.stats import StatsScene
    from scenes.replay import ReplayScene
    for seed in (1, 2):
        match = finished("citadels", seed, bots(("Mei", "easy"), ("Bo", "normal")))
        match.seats[0] = Seat("Mei")
        keep_finished_game(match, app.store.root)
    app.back_to_title()
    frames(app, 2)
    click(app, app.scenes.top.menu_buttons["app.title.statistics"])
    stats = app.scenes.top
    assert isinstance(stats, StatsScene) and stats.player == "Mei"
    assert [label.text for label in stats.rows[None]][0] == "2"
    assert [label.text for label in stats.rows["citadels"]][0] == "2"
    click(app, stats.reset_button)
    click(app, app.scenes.top.confirm_button)
    assert "app.stats.empty" in shown_texts(app)
    click(app, app.scenes.top.actions and next(b for b in app.scenes.top.actions if b.text == "app.common.back"))
    click(app, app.scenes.top.menu_buttons["app.title.replays"])
    replays = app.scenes.top
    replays.wait_for_listing()
    assert isinstance(replays, ReplaysScene) and len(replays.files) == 2
    first = replays.files[0].path
    click(app, replays.delete_buttons[first])
    click(app, app.scenes.top.confirm_button)
    app.scenes.top.wait_for_listing()
    assert [info.path for info in app.scenes.top.files] != [] and first not in app.scenes.top.watch_buttons
    click(app, next(iter(app.scenes.top.watch_buttons.values())))
    assert isinstance(app.scenes.top, ReplayScene)


def test_a_replay_of_everything_names_every_seat_and_a_seats_view_speaks_to_it(app):
    """Everything revealed: the log reads as an onlooker would (names, the
    third person), though the table follows whoever acts; watched through
    a seat's eyes, that seat is "you".  The bar's labels fit at 960×600."""
    from app_driver import click, frames
    from scenes import i18n, layout, style
    from scenes.replay import ReplayScene
    app.resize(layout.MIN_WINDOW)
    try:
        match = finished("citadels", 4, bots(("Mei", "easy"), ("Bo", "easy"), ("Cy", "easy")))
        scene = ReplayScene(app, Replay.of(match))
        app.scenes.push(scene)
        frames(app, 2)
        for _ in range(30):
            click(app, scene.buttons["app.replay.next_move"])
        lines = scene.table.log.lines()
        assert len(lines) > 20 and not [line for line in lines if "You" in line or "you" in line]
        assert any(line.startswith("Mei ") for line in lines)
        font = style.font(style.BODY)
        for key, button in scene.buttons.items():
            label = i18n.t(key, **(button.text_kwargs or {}))
            assert font.size(label)[0] < button.rect.w, label
        scene.watch_as(0)
        assert any(line.startswith("You ") for line in scene.table.log.lines())
    finally:
        app.resize((1280, 720))
