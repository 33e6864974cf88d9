"""Dragon & Lyre on screen: a whole game played with the mouse, from the
title menu to the results, pass-and-play curtains over sealed choices, and
every event drawn at every window size."""
import pygame

from game.core import Action
from game.match import Match, Seat
from app_driver import click_at


def play_one_decision(app, table):
    """Decide as a player would: click a hero in hand (setup, fights), a
    card in the row to capture (else recall from the prompt bar), a hero on
    the used pile to recall, or a prompt button."""
    kind = table.decision.kind
    clickable = [t for t in table.targets_now if t.action is not None]
    if kind == "action":
        captures = [t for t in clickable if t.action.kind == "capture"]
        if captures:
            click_at(app, captures[0].rect.center)
            return
        clickable = []
    if clickable:
        click_at(app, clickable[0].rect.center)
        return
    buttons = [(b, a) for b, a in table.prompt.buttons if isinstance(a, Action)]
    wanted = {"action": "recall", "reinforce": "give_up"}.get(kind)
    buttons = [(b, a) for b, a in buttons if a.kind == wanted] or buttons
    click_at(app, buttons[0][0].rect.center)


def ann_s_first_turn(app):
    """Ann (human) against an Easy bot, the used piles laid, Ann's first
    turn on the table: (match, table)."""
    from scenes.dragon_lyre.table import Table
    match = Match("dragon_lyre", [Seat("Ann"), Seat("Bot", "ai", "easy")], seed=3)
    for seat in (0, 1):
        for hero in ("knight", "paladin", "sellsword", "hunter"):
            match.submit(seat, Action("seal_used", hero=hero))
    table = Table(app, match)
    app.scenes.push(table)
    for _ in range(3000):
        app.step([], 1 / 60)
        if table.decision is not None and not table.events.busy:
            return match, table
    raise AssertionError("Ann's turn never came")


def test_a_hero_then_a_row_card_captures_it(app):
    match, table = ann_s_first_turn(app)
    view = table.shown_view
    capture = next(a for a in table.legal if a.kind == "capture")
    hero_rect = table.places.hand_rects(len(view.hands[0]))[view.hands[0].index(capture.hero)]
    click_at(app, hero_rect.center)
    assert table.selected == capture.hero
    assert all(t.action.hero == capture.hero for t in table.targets_now if t.action is not None and t.action.kind == "capture")
    row_rect = table.places.row_rects(len(view.row))[view.row.index(capture.card)]
    click_at(app, row_rect.center)
    assert match.log[-1] == (0, capture) or (0, capture) in match.log


def test_pass_and_play_puts_a_curtain_before_each_sealed_setup_choice(app):
    from scenes.dragon_lyre.table import Table
    from scenes.table.curtain import CurtainScene
    match = Match("dragon_lyre", [Seat("Ann"), Seat("Mei")], seed=4)
    table = Table(app, match)
    app.scenes.push(table)
    app.step([], 1 / 60)
    assert isinstance(app.scenes.top, CurtainScene)
    assert table.shows_hidden_info(match.view(0), 0)


def test_every_event_is_drawn_at_every_window_size(app):
    """A bot game through the table's handlers at 960×600, 1280×720 and
    1920×1080: no event kind crashes the log, the animations or drawing,
    and once an action's motions have landed the table shows exactly the
    onlooker's view of the match."""
    from scenes.dragon_lyre.table import Table
    kinds = set()
    for players, size in ((4, (960, 600)), (3, (1280, 720)), (2, (1920, 1080))):
        match = Match("dragon_lyre", [Seat(f"S{i}", "ai", "easy") for i in range(players)], seed=players)
        table = Table(app, match)
        table.on_resize(size)
        surface = pygame.Surface(size)
        while not match.is_over():
            seat = match.pending()[0].seat
            for event in match.submit(seat, match.think(seat)):
                kinds.add(event.kind)
                table.describe(event.seen_by(None))
                table.tweens.add(*filter(None, _as_list(table.animations_for(event.seen_by(None)))))
                table.draw(surface)
                table.tweens.skip()
            assert table.shown_view.to_json() == match.view(None).to_json()
            assert not (table.lifted or table.arriving or table.stage.actors)
        table.draw(surface)
    assert {"reveal", "capture", "prophet", "attack", "fight_reveal", "recall", "final_round", "scores"} <= kinds


def _as_list(result):
    if result is None:
        return []
    return result if isinstance(result, list) else [result]


def test_the_table_learns_of_a_rival_s_setup_pile_only_its_top_hero():
    """The shown view follows the events between two true views: after the
    piles are turned over, a seat's table holds its own four heroes and of
    the rival's pile only the top, exactly as the seat's view does."""
    from game.dragon_lyre import RULES
    from scenes.dragon_lyre.follow import CHANGES
    from scenes.table.follow import fold
    state = RULES.new_state(2, 3)
    shown = RULES.view(state, 0)
    for seat, heroes in ((0, ["knight", "druid", "sage", "scout"]), (1, ["paladin", "warmage", "longbow", "hunter"])):
        for hero in heroes:
            events = RULES.apply(state, seat, Action("seal_used", hero=hero))
            shown = fold(CHANGES, shown, [event.seen_by(0) for event in events])
    assert shown.used == RULES.view(state, 0).used == [["scout", "sage", "druid", "knight"], ["?", "?", "?", "paladin"]]


def test_a_table_shown_again_mid_flight_has_nothing_lifted_off_it(app):
    """Undo or load while a captured card flies (the table is resynced):
    the still picture shows the whole view again, nothing is left lifted."""
    match, table = ann_s_first_turn(app)
    table.submit(next(a for a in table.legal if a.kind == "capture"))
    app.step([], 1 / 60)
    assert table.lifted["row"] and table.arriving
    table.resync()
    assert (table.lifted, table.arriving) == ({}, [])
    assert table.shown_view.to_json() == match.view(0).to_json()
