"""Drives a hosted table in tests: the app hosts from its setup screen on
127.0.0.1, and remote players join it from clients of their own."""
from __future__ import annotations

from app_driver import click, frames, type_into

from game.net.client import TableClient, play_as_bot
from game.net.remote import network


def host_from_setup(app, title_id: str, kinds: list[str]):
    """New game -> `title_id` with seats of `kinds` -> Start: the host
    screen, once its table is open to the network."""
    from scenes.menus.host import HostScene
    from scenes.menus.setup import SeatChoice, SetupScene
    click(app, app.scenes.top.menu_buttons["app.title.new_game"])
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    click(app, setup.title_buttons[title_id])
    setup.seats = [SeatChoice(kind) for kind in kinds]
    setup.build_ui()
    click(app, setup.start_button)
    lobby = app.scenes.top
    assert isinstance(lobby, HostScene)
    lobby.opening.exception(10)
    frames(app, 2)
    return lobby


def guest_joins(port: int, code: str, name: str, token: str | None = None) -> TableClient:
    """A remote player joins from their own laptop."""
    guest = TableClient(f"ws://127.0.0.1:{port}", code, name, token=token)
    network().run(guest.connect()).result(10)
    return guest


def guest_plays(guest: TableClient, seed: int):
    """The guest plays its seat at a person's pace (a bot flat out would be
    closed as a flood), until the game ends or the host quits; a Future."""
    return network().run(play_as_bot(guest, "easy", seed=seed, pause=0.05))


def start_the_game(app, lobby):
    """Start the game once everyone has joined: the host's table (perhaps
    under its first curtain already)."""
    from scenes.table.base import TableScene
    for _ in range(200):
        frames(app, 1)
        if lobby.start_button.is_enabled:
            break
    click(app, lobby.start_button)
    frames_while_on_top(app, lobby, lambda: lobby.starting)
    return next(scene for scene in app.scenes.stack if isinstance(scene, TableScene))


def frames_while_on_top(app, scene, connecting) -> None:
    """Frames until `scene` leaves the top, letting the connection it
    waits for (`connecting()`, a Future or None) finish first."""
    for _ in range(300):
        if app.scenes.top is not scene:
            return
        if connecting() is not None:
            connecting().exception(10)
        frames(app, 1)


def join_from_title(app, address: str, code: str):
    """Title -> Join a table, the host's address and join code typed in,
    Join: the join screen, left once the table answered."""
    from scenes.menus.join import JoinScene
    click(app, app.scenes.top.menu_buttons["app.online.title.join"])
    join = app.scenes.top
    assert isinstance(join, JoinScene)
    entries = {attribute: entry for entry, attribute in join.entries.items()}
    type_into(app, entries["address_text"], address)
    type_into(app, entries["code_text"], code.lower())
    click(app, join.join_button)
    frames_while_on_top(app, join, lambda: join.joining)
    return join
