"""Joining a hosted table from the app: Title -> Join a table, the host's
address and join code typed in, then the title's own table plays the seat
to the results; nothing of a game hosted elsewhere is saved or counted
here.  A table that cannot be reached says why."""
import random

import pytest
from app_driver import click, frames, play_to_results, shown_texts
from online_driver import guest_joins, guest_plays, host_from_setup, join_from_title, start_the_game

from game.match import AI, REMOTE, Match, Seat
from game.net.discovery import INTERFACE_ENV
from game.net.host import TableServer
from game.net.protocol import RateLimit, Refused
from game.net.remote import network
from saves.stats import StatsBook
from scenes.menus.dialog import MessageDialog
from scenes.menus.results import ResultsScene


@pytest.fixture(autouse=True)
def look_on_loopback_alone(monkeypatch):
    monkeypatch.setenv(INTERFACE_ENV, "127.0.0.1")


def host_a_table(title_id: str) -> tuple[TableServer, Match, str]:
    server = TableServer("127.0.0.1", 0, rate=lambda: RateLimit(10_000, 10_000))
    network().run(server.start()).result(5)
    match = Match(title_id, [Seat("Ann", REMOTE), Seat("Bo", AI, "easy"), Seat("Cy", AI, "easy")], seed=4)
    return server, match, server.open_table(match).code


def test_online_join_a_hosted_table_from_the_app_and_play_it_to_the_results(app):
    server, match, code = host_a_table("dragons_lair")
    try:
        join_from_title(app, f"127.0.0.1:{server.port}", code)
        table = app.scenes.top
        assert table.match.networked and table.match.humans == [0]
        assert app.autosaver is None
        rng = random.Random(2)
        play_to_results(app, table, lambda app, table: table.submit(rng.choice(table.legal)))
        assert isinstance(app.scenes.top, ResultsScene) and match.is_over()
        assert table.match.view(0) == match.view(0)
        app.wait_for_records()
        # No autosave or replay; the game counts in the statistics of the player here.
        assert [p.relative_to(app.store.root).as_posix() for p in app.store.root.rglob("*") if p.is_file()] == [
            "statistics/players.json"]
        [record] = StatsBook(app.store.root).records
        me = table.match.seats[0].name
        assert [(seat.name, seat.kind) for seat in record.seats] == [(me, "human"), ("Bo", "ai"), ("Cy", "ai")]
        book = StatsBook(app.store.root)
        assert book.summary(book.profile(me)).games == 1
        assert not table.match.client.connected   # the table left the network as it closed
    finally:
        network().run(server.close()).result(5)


def unbroken(line: str) -> str:
    """A log line as one string, however it was wrapped."""
    return line.replace(" ", "")


@pytest.mark.parametrize("language, not_started, plain, waiting", [
    ("en", "The game has not started yet", "The host did not take that move.", "waiting for Bo and Cy."),
    ("zh", "游戏还没有开始", "主机没有接受这一步。", "等待Bo和Cy。")])
def test_online_a_refused_move_is_worded_in_the_players_language(app, language, not_started, plain, waiting):
    """The host refuses with a reason and its params, never a sentence:
    the player's game log words it in the player's language, naming the
    seats it names; a reason this laptop does not know (a newer host's, or
    an older host's sentence) reads as a plain refusal."""
    app.set_language(language)
    server, match, code = host_a_table("dragons_lair")
    try:
        join_from_title(app, f"127.0.0.1:{server.port}", code)
        table = app.scenes.top
        for _ in range(2000):
            if table.decision is not None and table.legal:
                break
            frames(app, 1)
        server.tables[code].started = False
        table.submit(table.legal[0])
        frames(app, 2)
        assert unbroken(not_started) in unbroken(table.log.lines()[-1])
        for reason, params in (("a_newer_hosts_reason", {}), ("the game has not started yet", {}),
                               ("not_your_decision", {"waiting": [1, 2]})):
            table.turns.refused(Refused(reason, params))
        last = [unbroken(line) for line in table.log.lines()[-3:]]
        assert last[:2] == [unbroken(plain)] * 2 and last[2].endswith(unbroken(waiting))
    finally:
        network().run(server.close()).result(5)


def test_online_a_table_that_cannot_be_reached_says_why(app):
    server = TableServer("127.0.0.1", 0)
    network().run(server.start()).result(5)
    port = server.port
    network().run(server.close()).result(5)
    join_from_title(app, f"127.0.0.1:{port}", "ABCDEF")
    dialog = app.scenes.top
    assert isinstance(dialog, MessageDialog) and dialog.message_key == "app.online.join.why.no_answer"


def test_online_host_from_setup_with_a_remote_player_who_joins_and_plays_to_the_end(app):
    """New game with a seat "Remote player": the host screen shows the code
    and port and each seat's connection; Start is offered once the remote
    player has joined, and nobody moves before it; the game plays to the
    results on both laptops, and leaving the table tells the remote player
    the host quit."""
    lobby = host_from_setup(app, "dragon_lyre", ["human", "remote", "easy"])
    assert not lobby.start_button.is_enabled
    assert lobby.status_labels[1].text == "app.online.status.open"
    guest = guest_joins(lobby.hosting.port, lobby.code_label.text, "Bo")
    # Nobody moves before the host starts the game: not the host's bot, and
    # the remote player's move (everyone sets up at once) is refused, saying why.
    network().run(guest.act(guest.legal[0])).result(5)
    network().run(guest.wait_until(lambda: guest.refusals, timeout=5)).result(10)
    assert guest.refusals[-1].reason == "not_started"
    frames(app, 10)
    assert lobby.hosting.table.match.log == []
    table = start_the_game(app, lobby)
    playing = guest_plays(guest, seed=3)
    assert lobby.status_labels[1].text == "app.online.status.connected"
    assert table.match.networked and table.match.hosting is not None and table.match.humans == [0]
    rng = random.Random(5)
    play_to_results(app, table, lambda app, table: table.submit(rng.choice(table.legal)))
    playing.result(10)
    assert guest.view == table.match.view(guest.seat)   # the host's table followed every move
    app.wait_for_records()
    [record] = StatsBook(app.store.root).records   # counted here for the host's own seat, with no replay kept
    assert [seat.kind for seat in record.seats] == ["human", "remote", "ai"]
    assert StatsBook(app.store.root).summary("Bo").games == 0 and not (app.store.root / "replays").exists()
    assert guest.closed_by_host == "host_quit" or not guest.connected


def test_online_players_screen_shows_each_seats_connection_and_sends_preset_chat(app):
    """Esc -> Players and chat at a networked table: each seat's connection,
    and a preset phrase reaches the host and comes back to every table."""
    from scenes.menus.game_menu import GameMenuScene
    from scenes.menus.players import PlayersScene
    server = TableServer("127.0.0.1", 0)
    network().run(server.start()).result(5)
    match = Match("citadels", [Seat("Ann", REMOTE), Seat("Bo", REMOTE), Seat("Cy", AI, "easy")], seed=4)
    table = server.open_table(match)
    heard = []
    table.listeners.append(heard.append)
    try:
        join_from_title(app, f"127.0.0.1:{server.port}", table.code)
        game = app.scenes.top
        app.scenes.push(GameMenuScene(app, game))
        frames(app, 2)
        click(app, next(b for b in app.scenes.top.actions if b.text == "app.online.players.open"))
        players = app.scenes.top
        assert isinstance(players, PlayersScene)
        assert [text for text in shown_texts(app) if text.startswith("app.online.status.")] == [
            "app.online.status.here", "app.online.status.open", "app.online.status.ai"]
        click(app, players.phrase_buttons["good_luck"])
        for _ in range(100):
            frames(app, 1)
            if players.match.client.chat:
                break
        assert {"kind": "chat", "seat": 0, "phrase": "good_luck"} in heard
        frames(app, 2)
        assert "app.online.players.said" in shown_texts(app)
    finally:
        network().run(server.close()).result(5)
