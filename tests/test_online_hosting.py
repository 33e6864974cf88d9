"""A table hosted from the app: the people at the hosting laptop pass it
between them exactly as in a game at one laptop (the curtain before a
hand is shown to another of them, the hand-over step after each turn),
while remote seats play from their own laptops; all over 127.0.0.1."""
import random
import time

import pytest
from app_driver import button, click, click_at, frames, pass_on, press_space, wait_a_frame
from online_driver import guest_joins, guest_plays, host_from_setup, join_from_title, start_the_game

from game.net.discovery import INTERFACE_ENV
from game.net.remote import network
from scenes.i18n import t
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
    table = start_the_game(app, lobby)
    playing = guest_plays(guest, seed=3)
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


def frames_until(app, table, condition, rng: random.Random, limit: int = 3000) -> None:
    """Frames (the people at this laptop deciding at random, animations
    skipped) until `condition()` holds.  A frame never waits for a remote
    seat: one that is missing may keep the table waiting."""
    for _ in range(limit):
        if condition():
            return
        top = app.scenes.top
        if isinstance(top, CurtainScene):
            click_at(app, table.prompt.rect.center)
        elif top is table and table.turns.handing_over is not None and not table.events.busy:
            pass_on(app, table)
        elif top is table and table.decision is not None and not table.events.busy:
            table.submit(rng.choice(table.legal))
        elif table.events.busy:
            press_space(app)
        else:
            time.sleep(0.005)
            frames(app, 1)
    raise AssertionError("the table never got there")


def test_online_the_host_sees_who_is_missing_lets_the_ai_play_them_and_hears_the_chat_beside_the_log(app):
    """Bo's laptop drops: the host's table says Bo is missing on a plate at
    the top of the game log's lines (the lines make room for it), with a
    button that lets the AI play Bo's seat, which it then does, and one to
    wait for them; Bo rejoins with the token and the plate goes.  A
    phrase Bo says comes as a notice below the plate, over no log line;
    one said at the host (Esc, Players and chat) reaches Bo."""
    from game.net.protocol import CONNECTED, MISSING, STAND_IN
    lobby = host_from_setup(app, "citadels", ["human", "remote", "easy"])
    guest = guest_joins(lobby.hosting.port, lobby.code_label.text, "Bo")
    table = start_the_game(app, lobby)
    match, bo, rng = table.match, guest.seat, random.Random(4)
    network().run(guest.close()).result(5)
    frames_until(app, table, lambda: table.across.shown == ((bo, MISSING),), rng)
    plate = table.across.rect
    assert plate.h > 0 and table.log_lines_rect.contains(plate)
    assert table.log.room_above >= table.across.height
    stand_in = set(table.across.buttons)
    app.resize((1920, 1080))   # the plate's button is moved and drawn at the new scale, not made anew
    frames(app, 1)
    assert set(table.across.buttons) == stand_in and all(b.alive() for b in stand_in)
    assert all(table.across.rect.contains(b.rect) for b in stand_in)
    moves_by_bo = sum(seat == bo for seat, _ in match.log)
    click(app, button(app, "app.online.players.stand_in"))
    frames_until(app, table, lambda: table.across.shown == ((bo, STAND_IN),), rng)
    frames_until(app, table, lambda: sum(seat == bo for seat, _ in match.log) > moves_by_bo, rng)
    click(app, button(app, "app.online.players.wait"))
    frames_until(app, table, lambda: table.across.shown == ((bo, MISSING),), rng)

    back = guest_joins(match.hosting.port, match.hosting.table.code, "Bo", token=guest.token)
    frames_until(app, table, lambda: table.across.shown == () and match.presence[bo] == CONNECTED, rng)
    assert back.seat == bo and table.across.height == 0 and not table.across.buttons
    playing = guest_plays(back, seed=2)
    frames_until(app, table, lambda: (table.decision is not None or table.final_table) and not table.events.busy, rng)
    network().run(back.say("good_luck")).result(5)
    said = t("app.online.players.said", name="Bo", phrase=t("app.online.chat.good_luck"))
    for _ in range(100):   # while the player here decides: nothing else to tell
        frames(app, 1)
        if table.notice is not None and table.notice.text == said:
            break
    assert table.notice.kind == "chat"
    notice = table.notice.rect_in(table.notice_area)
    assert notice.top >= table.log_lines_rect.top and table.log.room_above >= notice.h
    app.open_game_menu(table)
    frames(app, 2)
    click(app, button(app, "app.online.players.open"))
    click(app, app.scenes.top.phrase_buttons["thanks"])   # said by the player at the host
    network().run(back.wait_until(lambda: any(c.phrase == "thanks" for c in back.chat), timeout=5)).result(10)
    assert back.chat[-1].seat == 0
    network().run(back.close()).result(5)
    playing.exception(5)


def test_online_a_player_sees_who_is_missing_and_is_told_when_the_host_quits_with_the_way_back_to_the_title(app):
    """At a table joined from the app: another remote seat dropping shows
    as missing (no button: only the host decides), and the host closing
    the table says so, with Back to the title.  When the host opens the
    saved table again, joining it with the same code takes the same seat:
    this laptop remembered its token."""
    from game.match import AI, REMOTE, Match, Seat
    from game.net.host import HostedTable, TableServer
    from game.net.protocol import MISSING, RateLimit
    from scenes.menus.dialog import MessageDialog
    from scenes.menus.title import TitleScene
    server = TableServer("127.0.0.1", 0, rate=lambda: RateLimit(10_000, 10_000))
    network().run(server.start()).result(5)
    hosted = server.open_table(Match("citadels", [Seat("Ann", REMOTE), Seat("Bo", REMOTE), Seat("Cy", AI, "easy")],
                                     seed=4))
    try:
        join_from_title(app, f"127.0.0.1:{server.port}", hosted.code)
        table = app.scenes.top
        bo = guest_joins(server.port, hosted.code, "Bo")
        network().run(bo.close()).result(5)
        frames_until(app, table, lambda: table.across.shown == ((bo.seat, MISSING),), random.Random(1))
        assert table.across.rect.h > 0 and not table.across.buttons
        seat, saved = table.match.me, hosted.to_json()
        assert app.settings.seats_joined[hosted.code] == table.match.client.token
        server.close_table(hosted.code)
        frames_until(app, table, lambda: isinstance(app.scenes.top, MessageDialog), random.Random(1))
        dialog = app.scenes.top
        assert dialog.message_key == "app.online.host_left.message"
        click(app, button(app, "app.online.host_left.back"))
        assert isinstance(app.scenes.top, TitleScene)

        reopened = server.open_table(HostedTable.from_json(saved))
        join_from_title(app, f"127.0.0.1:{server.port}", hosted.code)
        table = app.scenes.top
        assert table.match.me == seat and reopened.status(seat) == "connected"
        assert table.match.view(seat) == reopened.match.view(seat)
    finally:
        network().run(server.close()).result(5)


def test_online_the_host_saves_quits_and_reopens_the_game_and_a_player_rejoins_its_seat_with_its_token(app):
    """Esc -> Save at a hosted table, then Quit to title: the remote player
    is told the host quit.  Load -> the save opens the table to the network
    again with the same join code; the player's laptop rejoins with its
    seat's token (a token the table never gave is refused), sees the table
    as it was saved, and the game goes on from there."""
    from game.net.client import Unreachable
    from game.net.protocol import CONNECTED
    from scenes.menus.game_menu import GameMenuScene
    from scenes.menus.host import HostScene
    from scenes.menus.load import LoadScene
    lobby = host_from_setup(app, "citadels", ["human", "remote", "easy"])
    code = lobby.code_label.text
    guest = guest_joins(lobby.hosting.port, code, "Bo")
    table = start_the_game(app, lobby)
    playing = guest_plays(guest, seed=5)
    frames_until(app, table, lambda: len(table.match.log) >= 12 and table.decision is not None, random.Random(6))
    app.open_game_menu(table)
    frames(app, 2)
    menu = app.scenes.top
    assert isinstance(menu, GameMenuScene) and menu.save_button.is_enabled
    click(app, menu.save_button)
    saved_log, saved_view = list(table.match.log), table.match.view(guest.seat)
    click(app, menu.quit_button)
    playing.result(10)
    assert guest.closed_by_host == "host_quit"

    click(app, app.scenes.top.menu_buttons["app.title.load"])
    load = app.scenes.top
    assert isinstance(load, LoadScene)
    load.wait_for_listing()
    frames(app, 2)
    saves = [path for path in load.load_buttons if not app.store.is_autosave(path)]
    assert len(saves) == 1
    click(app, load.load_buttons[saves[0]])
    lobby = app.scenes.top
    assert isinstance(lobby, HostScene)
    lobby.opening.exception(10)
    frames(app, 2)
    assert lobby.code_label.text == code and lobby.status_labels[guest.seat].text == "app.online.status.missing"
    with pytest.raises(Unreachable):
        guest_joins(lobby.hosting.port, code, "Eve")   # every remote seat is someone's
    back = guest_joins(lobby.hosting.port, code, "Bo", token=guest.token)
    assert back.seat == guest.seat and back.seq == len(saved_log) and back.view == saved_view
    table = start_the_game(app, lobby)
    playing = guest_plays(back, seed=7)
    assert table.match.log == saved_log and table.match.presence[back.seat] == CONNECTED
    frames_until(app, table, lambda: len(table.match.log) > len(saved_log) + 4 and table.decision is not None
                 and not table.events.busy, random.Random(6))
    # The game waits for the player here: Bo's laptop has the table as it is.
    network().run(back.wait_until(lambda: back.seq == len(table.match.log), timeout=5)).result(10)
    assert back.view == table.match.view(back.seat)
    network().run(back.close()).result(5)
    playing.exception(10)


def test_online_closing_the_window_at_a_hosted_table_tells_the_players_the_host_quit(app, monkeypatch):
    """The host closes the app's window mid-game: every remote player is
    told the host quit (not left waiting on a connection that dropped)."""
    import pygame
    lobby = host_from_setup(app, "citadels", ["human", "remote", "easy"])
    guest = guest_joins(lobby.hosting.port, lobby.code_label.text, "Bo")
    start_the_game(app, lobby)
    monkeypatch.setattr(pygame, "quit", lambda: None)   # the other tests go on with pygame
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run()
    network().run(guest.wait_closed()).result(5)
    assert guest.closed_by_host == "host_quit"


@pytest.mark.parametrize("damage, problem", [
    (lambda doc: doc.pop("hosted"), "bad_seats"),                                   # a remote seat in a game at one laptop
    (lambda doc: doc["hosted"]["tokens"].update({"0": "x"}), "bad_seats"),          # a token for a seat played at the host
    (lambda doc: doc["hosted"].update(code="<b>"), "damaged"),
    (lambda doc: doc["hosted"].update(tokens=["x"]), "damaged"),
])
def test_online_a_hosted_games_save_keeps_its_join_code_and_tokens_and_is_refused_damaged(tmp_path, damage, problem):
    """A game hosted from the app saves its join code and the remote seats'
    tokens, and loads with them (the same players rejoin when it opens
    again); a save whose hosting part is damaged is refused, naming why."""
    import json

    from game.match import AI, REMOTE, Match, Seat
    from saves import SaveStore
    from saves.checks import SaveError
    store = SaveStore(tmp_path)
    match = Match("citadels", [Seat("Ann"), Seat("Bo", REMOTE), Seat("Cy", AI, "easy")], seed=3)
    match.hosted = {"code": "ABC234", "tokens": {"1": "a-secret-token"}}
    path = store.save("hosted", match)
    loaded = store.load(path)
    assert loaded.hosted == match.hosted and [s.kind for s in loaded.seats] == ["human", "remote", "ai"]
    document = json.loads(path.read_text(encoding="utf-8"))
    damage(document)
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(SaveError) as refused:
        store.load(path)
    assert refused.value.problem == problem
