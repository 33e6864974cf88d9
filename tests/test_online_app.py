"""Joining a hosted table from the app: Title -> Join a table, the host's
address and join code typed in, then the title's own table plays the seat
to the results; nothing of a game hosted elsewhere is saved or counted
here.  A table that cannot be reached says why."""
import random

import pytest
from app_driver import click, frames, play_to_results, type_into

from game.match import AI, Match, Seat
from game.net.discovery import INTERFACE_ENV
from game.net.host import REMOTE, TableServer
from game.net.protocol import RateLimit
from game.net.remote import network
from scenes.menus.dialog import MessageDialog
from scenes.menus.join import JoinScene
from scenes.menus.results import ResultsScene


@pytest.fixture(autouse=True)
def look_on_loopback_alone(monkeypatch):
    monkeypatch.setenv(INTERFACE_ENV, "127.0.0.1")


def host_a_table(title_id: str) -> tuple[TableServer, Match, str]:
    server = TableServer("127.0.0.1", 0, rate=lambda: RateLimit(10_000, 10_000))
    network().run(server.start()).result(5)
    match = Match(title_id, [Seat("Ann", REMOTE), Seat("Bo", AI, "easy"), Seat("Cy", AI, "easy")], seed=4)
    return server, match, server.open_table(match).code


def join_from_title(app, address: str, code: str) -> JoinScene:
    click(app, app.scenes.top.menu_buttons["app.online.title.join"])
    join = app.scenes.top
    assert isinstance(join, JoinScene)
    entries = {attribute: entry for entry, attribute in join.entries.items()}
    type_into(app, entries["address_text"], address)
    type_into(app, entries["code_text"], code.lower())
    click(app, join.join_button)
    for _ in range(300):
        if app.scenes.top is not join:
            break
        if join.joining is not None:
            join.joining.exception(10)
        frames(app, 1)
    return join


def test_online_join_a_hosted_table_from_the_app_and_play_it_to_the_results(app):
    server, match, code = host_a_table("dragons_lair")
    try:
        join_from_title(app, f"127.0.0.1:{server.port}", code)
        table = app.scenes.top
        assert table.match.hosted_elsewhere and table.match.humans == [0]
        assert app.autosaver is None
        rng = random.Random(2)
        play_to_results(app, table, lambda app, table: table.submit(rng.choice(table.legal)))
        assert isinstance(app.scenes.top, ResultsScene) and match.is_over()
        assert table.match.view(0) == match.view(0)
        app.wait_for_records()
        assert [p for p in app.store.root.rglob("*") if p.is_file()] == []   # no autosave, statistics or replay
        table.match.leave()
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
