"""Fist of Dragonstones on screen: a whole game played with the mouse from
the title menu to the results, pass-and-play behind curtains, the bid
panel, and every event through the table's log and animations."""
import pygame

from game.core import Action
from game.match import Match, Seat
from app_driver import click_at, frames, pass_on, wait_a_frame, press_space


def stepper(table, key):
    return table._control(key)


def seal_button(table):
    from scenes.dragonstones.table import SEAL_BID
    return next(b for b, a in table.prompt.buttons if a == SEAL_BID)


def bid_with_the_mouse(app, table, fairy):
    """Click the fairy-gold stepper's + `fairy` times, then Seal."""
    control = stepper(table, "fairy")
    for _ in range(min(fairy, control.high) if control else 0):
        click_at(app, control.plus_rect.center)
    click_at(app, seal_button(table).rect.center)


def play_one_decision(app, table):
    """Bid 2 fairy gold (silver rebids 0); for a power take an exchange for
    points when offered, else the first button or the first clickable spot."""
    if table.decision.kind in ("bid_fairy", "bid_gold", "seal", "bid_silver"):
        bid_with_the_mouse(app, table, 2 if table.decision.kind == "bid_fairy" else 0)
        return
    buttons = [(b, a) for b, a in table.prompt.buttons if isinstance(a, Action)]
    preferred = [(b, a) for b, a in buttons if a.kind in ("exchange", "pay_selected")] or buttons
    if preferred:
        click_at(app, preferred[0][0].rect.center)
        return
    clickable = [t for t in table.targets_now if t.action is not None]
    click_at(app, clickable[0].rect.center)


def test_bid_panel_submits_exactly_the_bid_set(app):
    """Fairy gold 3, gold 1 and the red amulet set on the panel become the
    engine's steps bid_fairy 3, bid_gold 1, seal(amulet) - nothing else."""
    from scenes.dragonstones.table import Table
    match = Match("dragonstones", [Seat("Ann"), Seat("Bo", "ai", "normal"), Seat("Cy", "ai", "normal")], seed=4)
    ann = match.state.seats[0]
    for token in ("amulet", "black"):
        match.state.bank[token] -= 1
        ann[token] += 1
    app.open_game(match)
    table = app.scenes.top
    assert isinstance(table, Table)
    while table.decision is None or table.events.busy:
        press_space(app)
    assert [type(c).__name__ for c in table.controls] == ["Stepper", "Stepper", "Toggle", "Toggle"]
    for _ in range(3):
        click_at(app, stepper(table, "fairy").plus_rect.center)
    click_at(app, stepper(table, "gold").plus_rect.center)
    click_at(app, stepper(table, "gold").plus_rect.center)
    click_at(app, stepper(table, "gold").minus_rect.center)
    click_at(app, table._control("amulet").rect.center)
    assert table.bid_amounts() == {"fairy": 3, "gold": 1, "silver": 0, "black": False, "amulet": True}
    assert "(8)" in seal_button(table).text          # (3 + 1) doubled by the amulet
    before = len(match.log)
    click_at(app, seal_button(table).rect.center)
    ann_steps = [a for s, a in match.log[before:] if s == 0]
    assert ann_steps == [Action("bid_fairy", amount=3), Action("bid_gold", amount=1),
                         Action("seal", black=False, amulet=True)]


def test_a_language_change_mid_bid_rewords_the_panel_and_keeps_the_amounts(app):
    """Settings opened from the game menu may switch to 中文 while a bid is
    being set: the panel's rows are worded in Chinese from then on, and the
    fairy gold already set stays set."""
    from scenes import style
    from scenes.dragonstones.table import Table
    match = Match("dragonstones", [Seat("Ann"), Seat("Bo", "ai", "normal"), Seat("Cy", "ai", "normal")], seed=4)
    app.open_game(match)
    table = app.scenes.top
    assert isinstance(table, Table)
    while table.decision is None or table.events.busy:
        press_space(app)
    for _ in range(2):
        click_at(app, stepper(table, "fairy").plus_rect.center)
    app.set_language("zh")
    with style.reading() as seen:
        frames(app, 1)
    assert "妖精金币" in seen.strings and "Fairy gold" not in seen.strings
    assert stepper(table, "fairy").label == "妖精金币"
    assert table.bid_amounts()["fairy"] == 2


def test_a_seat_with_nothing_to_bid_is_not_asked_to_seal_a_0(app):
    """Ann holds no fairy gold, gold, black coin or amulet: her bid of 0 is
    sealed for her, with no "Seal bid (0)" to click."""
    match = Match("dragonstones", [Seat("Ann"), Seat("Bo", "ai", "easy"), Seat("Cy", "ai", "easy")], seed=4)
    ann = match.state.seats[0]
    for coin in ("fairy", "gold"):
        match.state.bank[coin] += ann[coin]
        ann[coin] = 0
    app.open_game(match)
    table = app.scenes.top
    for _ in range(200):
        if any(s == 0 for s, _ in match.log):
            break
        press_space(app)
        wait_a_frame(app, table)
    assert [a for s, a in match.log if s == 0][:2] == [Action("bid_fairy", amount=0), Action("bid_gold", amount=0)]
    assert table.decision is None or table.decision.seat != 0 or table.decision.kind not in ("bid_fairy", "seal")


def test_pass_and_play_bids_behind_curtains(app, monkeypatch):
    """Two humans bid one after the other, each behind a curtain; a
    human's coins are drawn only while that human is the viewer."""
    from scenes.dragonstones.draw import Painter
    from scenes.table.curtain import CurtainScene
    drawn_for: list[tuple[int, int | None]] = []
    original = Painter.behind_screen

    def spy(self, surface, view, seat):
        if view.seats[seat]["fairy"] is not None:
            drawn_for.append((seat, self.words.viewer()))
        original(self, surface, view, seat)
    monkeypatch.setattr(Painter, "behind_screen", spy)

    match = Match("dragonstones", [Seat("Ann"), Seat("Mei"), Seat("Bo", "ai", "normal")], seed=2)
    app.open_game(match)
    table = app.scenes.top
    curtains, bidders = 0, []
    for _ in range(3000):
        if len(bidders) >= 6:
            break
        top = app.scenes.top
        if isinstance(top, CurtainScene):
            curtains += 1
            click_at(app, (640, 360))
        elif top is table and table.turns.handing_over is not None:
            pass_on(app, table)
        elif table.decision is not None and not table.events.busy:
            seat = table.decision.seat
            assert table.viewer == seat
            others = [s for s in match.humans if s != seat]
            assert all(table.shown_view.seats[s]["fairy"] is None for s in others), "another human's coins are hidden"
            if table.decision.kind.startswith("bid"):
                bidders.append(seat)
            play_one_decision(app, table)
        elif table.events.busy:
            press_space(app)
        else:
            wait_a_frame(app, table)
    assert set(bidders) == {0, 1}
    assert curtains >= len(bidders) - 1
    assert drawn_for and all(seat == viewer for seat, viewer in drawn_for)


def test_every_event_has_a_log_line_and_animation(app):
    """Bot games (with the expansion) through the table's handlers: every
    event kind is described or deliberately quiet (the prompt tells a
    power asking its holder, the discard pile shows the cards discarded),
    and animates without error; as the animations land, the shown view
    follows the match's, never set again from it."""
    from scenes.dragonstones.table import Table
    surface = pygame.Surface((1280, 720))
    kinds = set()
    for seed in (3, 5):
        match = Match("dragonstones", [Seat("A", "ai", "easy"), Seat("B", "ai", "easy"), Seat("C", "ai", "normal"),
                                       Seat("D", "ai", "easy")], seed=seed, options={"expansion": True})
        table = Table(app, match)
        for _ in range(600):
            if match.is_over():
                break
            seat = match.pending()[0].seat
            events = match.submit(seat, match.think(seat))
            table.events.push(events, None)
            while table.events.busy:
                table.events.update()
                table.draw(surface)
                table.skip_animations()
            assert table.shown_view == match.view(None), "the table shows what the match does"
            for event in events:
                kinds.add(event.kind)
                line = table.describe(event.seen_by(None))
                quiet = (event.kind == "move" and event.reason in ("setup", "round_end")
                         or event.kind == "discarded"
                         or event.kind == "power_stage" and event.colour is None)
                assert line or quiet, event
    assert {"reveal", "bid_sealed", "move", "winner", "auction_start", "round_start"} <= kinds


def test_an_illusionists_rebid_hands_are_labelled_with_their_silver():
    """After a tie the Illusionist picks one of its two silver hands: each
    button says what that hand is worth (4 and 1 silver), not its first
    bid's hands."""
    from game.dragonstones import RULES
    from game.text import Translator
    from scenes.dragonstones.words import Words
    from test_dragonstones_helpers import auction, bid, decide, rebid, table, win
    state = table(expansion=True)
    win(state, "illusionist", seat=0)
    auction(state, "alchemist")
    bid(state, 0, fairy=2)
    bid(state, 0, fairy=1)
    for seat, fairy in ((1, 2), (2, 0), (3, 0)):
        bid(state, seat, fairy=fairy)
    decide(state, Action("hand", hand=1))            # 2 against 2: a tie
    rebid(state, 0, silver=4)
    rebid(state, 0, silver=1)
    rebid(state, 1, silver=2)
    t = Translator("dragonstones", "en")
    words = Words(t, lambda key, seat=None, **values: t(key, **values), str, lambda: 0)
    view = RULES.view(state, 0)
    assert [words.action_label(Action("hand", hand=hand), view, 0) for hand in (1, 2)] == [
        t("action.hand", hand=1, value=4), t("action.hand", hand=2, value=1)]


def test_rebids_opened_after_a_tie_are_drawn_as_open_hands(app):
    """The silver rebids are opened together (rebid_reveal): until the card
    is settled the table shows each tied seat's rebid as an open hand (it
    held the opened rebid for a sealed one and failed to draw it)."""
    from game.dragonstones import RULES
    from scenes.dragonstones.follow import CHANGES
    from scenes.table.follow import fold
    from test_dragonstones_helpers import auction, bid, rebid, table
    state = table()
    auction(state, "alchemist")
    for seat, fairy in ((0, 2), (1, 2), (2, 0), (3, 0)):
        bid(state, seat, fairy=fairy)                # 2 against 2: a tie
    rebid(state, 0, silver=4)
    before = RULES.view(state, None)
    events = rebid(state, 1, silver=2)
    opened = [event.kind for event in events].index("rebid_reveal")
    view = fold(CHANGES, before, events[:opened + 1])
    assert view.auction["mode"] == "rebid" and view.auction["rebids"][0] == {"silver": 4, "amulet": False}
    match = Match("dragonstones", [Seat(f"Bot {i}", "ai", "easy") for i in range(4)], seed=3)
    app.open_game(match)
    screen = app.scenes.top
    screen.shown_view = view
    screen.invalidate()
    frames(app, 1)
    assert {0, 1} <= {spot.key[1] for spot in screen.inspector.spots if spot.key[0] == "hand"}
