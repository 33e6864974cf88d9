"""A table hosted from the app: the people at the hosting laptop pass it
between them exactly as in a game at one laptop (the curtain before a
hand is shown to another of them, the hand-over step after each turn),
while remote seats play from their own laptops; all over 127.0.0.1."""
import random

import pytest
from app_driver import click, click_at, pass_on, press_space, wait_a_frame
from online_driver import guest_joins, guest_plays, host_from_setup, start_the_game

from game.net.discovery import INTERFACE_ENV
from scenes.menus.results import ResultsScene
from scenes.table.curtain import CurtainScene


@pytest.fixture(autouse=True)
def host_on_loopback_alone(monkeypatch):
    monkeypatch.setenv(INTERFACE_ENV, "127.0.0.1")


def test_online_two_people_at_the_host_pass_the_laptop_as_offline_while_a_remote_seat_plays_from_its_own(app):
    """Dragon & Lyre, Ann and Bo at the hosting laptop, Cy remote: a curtain
    comes before Ann's or Bo's hand shows whenever the laptop changes hands
    (never for Cy, who has a laptop of their own), a turn ends at the
    hand-over step, the table shows only the deciding seat's view, and
    the game ends the same at the host and on Cy's laptop."""
    lobby = host_from_setup(app, "dragon_lyre", ["human", "human", "remote"])
    guest = guest_joins(lobby.hosting.port, lobby.code_label.text, "Cy")
    playing = guest_plays(guest, seed=3)
    table = start_the_game(app, lobby)
    match = table.match
    assert match.networked and match.humans == [0, 1]
    rng, holder, curtains, hand_overs, decisions = random.Random(8), None, [], 0, 0
    for _ in range(20000):
        top = app.scenes.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, CurtainScene):
            assert top.seat in match.humans and top.seat != holder
            curtains.append(top.seat)
            click_at(app, table.prompt.rect.center)   # anywhere: the curtain lifts for a click
            continue
        if top is table and table.final_table:
            click(app, next(b for b, _ in table.prompt.buttons))
        elif top is table and table.turns.handing_over is not None and not table.events.busy:
            hand_overs += 1
            pass_on(app, table)
        elif top is table and table.decision is not None and not table.events.busy:
            seat = table.decision.seat
            assert seat in match.humans and table.viewer == seat
            if holder is not None and seat != holder and table.shows_hidden_info(match.view(seat), seat):
                assert curtains and curtains[-1] == seat, "a hand was shown to another player without a curtain"
            holder = seat
            table.submit(rng.choice(table.legal))
            decisions += 1
        elif table.events.busy:
            press_space(app)
        else:
            wait_a_frame(app, table)
    assert isinstance(app.scenes.top, ResultsScene), (decisions, curtains)
    playing.result(10)
    assert set(curtains) == {0, 1} and hand_overs > 0
    assert guest.view == match.view(guest.seat) and match.is_over()
