"""Rattlebones on screen: a whole game played with the mouse from the
title menu to the results, the table at three window sizes, and the help
shown when hovering a face or a tile."""
import random

import pygame
import pytest

from game.core import Action
from game.match import AI, HUMAN, Match, Seat
from scenes import style
from scenes.table.inspect import HOVER_DELAY
from scenes.rattlebones.draw import editing
from app_driver import click_at, drawn, frames

SIZES = [(960, 600), (1280, 720), (1920, 1080)]


def play_one_decision(app, table):
    """Decide as a player would: click a die, a monkey, a tile or a face on
    the table when the decision offers one, else press a prompt button
    (preferring to roll, move and take faces over staying and keeping)."""
    clickable = [t for t in table.targets_now if t.action is not None]
    if clickable:
        click_at(app, clickable[0].rect.center)
        return
    buttons = [(b, a) for b, a in table.prompt.buttons if isinstance(a, Action)]
    useful = [(b, a) for b, a in buttons if a.kind not in ("stay", "decline")]
    click_at(app, (useful or buttons)[0][0].rect.center)


def open_rattlebones(app, players=4, seed=5, moves=40):
    from scenes.tables import open_table
    seats = [Seat("Ann", HUMAN)] + [Seat(f"Bot {i}", AI, "normal") for i in range(1, players)]
    match = Match("rattlebones", seats, seed=seed)
    made = 0
    while made < moves or match.pending()[0].seat != 0:
        seat = match.pending()[0].seat
        match.submit(seat, match.think(seat))
        made += 1
    table = open_table(app, match)
    app.scenes.push(table)
    frames(app, 3)
    return table


@pytest.mark.parametrize("players", [2, 4])
def test_the_table_fits_every_window(app, players):
    """Board, tray and seat rows stay inside the felt and apart from each
    other; every face of every seat's dice is on screen and every clickable
    place lies on the felt."""
    table = open_rattlebones(app, players)
    for size in SIZES:
        app.resize(size)
        frames(app, 2)
        felt, places = table.table_rect, table.places
        parts = [places.track_rect, places.board_rect, places.tray_rect] + [places.row_rect(s) for s in range(players)]
        for part in parts:
            assert felt.contains(part), (size, part)
        for i, a in enumerate(parts):
            for b in parts[i + 1:]:
                assert not a.colliderect(b), (size, a, b)
        for seat in range(players):
            for die in range(3):
                for position in range(6):
                    face = places.face_rect(seat, die, position)
                    assert places.row_rect(seat).contains(face) and face.w >= 14
        assert all(felt.contains(t.rect) for t in table.targets_now)


def test_the_motions_land_the_view_after_the_events(app):
    """Every event's motion played to its end and its change landed, the
    table shows exactly the viewer's view after the action, without reading
    the match again (200 random actions at three seats)."""
    table = open_rattlebones(app, 3, moves=0)
    match, rng = table.match, random.Random(2)
    for _ in range(200):
        if match.is_over():
            break
        seat = match.pending()[0].seat
        table.events.push(match.submit(seat, rng.choice(match.legal_actions(seat))), table.viewer)
        table.skip_animations()
        assert table.shown_view.to_json() == match.view(table.viewer).to_json()
        assert not table.lifted and not table.arriving


def test_hovering_a_tile_or_a_face_tells_what_it_does(app):
    """A tile or a die face rested on shows large with what it does."""
    table = open_rattlebones(app, 3)
    view = table.shown_view
    tile = view.tiles[2]

    def looked_at(pos) -> list[str]:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        frames(app, int(HOVER_DELAY * 60) + 3)
        with style.reading() as seen:
            table.draw(app.screen)
        return seen.strings

    assert drawn(table.words.face_help(tile), looked_at(table.places.space_rect(2).center))
    ringmaster = table.tell("inspect.die_face", 1, die=table.words.die_name(0), help=table.t("help.ringmaster"))
    assert drawn(ringmaster, looked_at(table.places.face_rect(1, 0, 0).center))


def test_a_replacement_is_made_on_the_die_editor(app):
    """When a face is offered, the tray shows the die unfolded large and
    clicking one of its faces replaces it."""
    table = open_rattlebones(app, 2, moves=0)
    match = table.match
    for _ in range(4000):
        if table.decision is not None and table.decision.kind == "replace":
            break
        if table.decision is not None:
            play_one_decision(app, table)
        else:
            frames(app, 1)
            if table.events.busy:
                table.skip_animations()
    assert table.decision.kind == "replace" and editing(table.shown_view)
    view = match.view(0)
    die, tile = view.current, view.tiles[view.space]
    target = next(t for t in table.targets_now if t.action is not None and t.action.kind == "replace")
    position = target.action.face
    click_at(app, target.rect.center)
    if tile == "arrow":
        aim = next(t for t in table.targets_now if t.action is not None and t.action.kind == "aim")
        click_at(app, aim.rect.center)
    assert match.view(0).dice[0][die][position].startswith(tile)


@pytest.mark.parametrize("language", ["en", "zh"])
def test_every_prompt_and_button_is_worded(app, language):
    """Whatever the decision, the prompt and its buttons are sentences of
    the language, never a raw translation key."""
    app.set_language(language)
    table = open_rattlebones(app, 3, moves=0)
    seen = set()
    for _ in range(3000):
        if table.match.is_over() or len(seen) >= 8:
            break
        if table.decision is not None and not table.events.busy:
            seen.add(table.decision.kind)
            texts = [table.prompt_text(table.decision)] + [label for label, _ in table.prompt_choices(
                table.decision, table.legal)] + [table.action_label(a) for a in table.legal]
            assert not [text for text in texts if "rattlebones." in text or "%{" in text], texts
            play_one_decision(app, table)
        else:
            frames(app, 1)
            if table.events.busy:
                table.skip_animations()
    assert {"choose_dice", "move"} <= seen


def test_every_die_face_at_the_window_s_sizes_is_drawn_ahead_after_the_table_opens(app):
    """Opening the table draws only what its first frame shows; the other
    faces follow, at least one a frame (the frames' spare time)."""
    from scenes.rattlebones import pieces
    pieces.face_image.cache_clear()
    app.open_game(Match("rattlebones", [Seat("Mei", HUMAN), Seat("Bo", AI, "easy")], seed=5))
    table = app.scenes.top
    opened = pieces.face_image.cache_info().currsize
    ahead = list(table.pictures_ahead(table.shown_view))
    assert opened < len(ahead) - 8
    frames(app, len(ahead) * 2)
    faces = pieces.face_image.cache_info().currsize
    assert faces > opened
    for draw in ahead:
        draw()
    assert pieces.face_image.cache_info().currsize == faces


def test_reason_a_monkey_that_may_not_move_now_says_why(app):
    """Before the roll (or while another step comes first) a click on one
    of your monkeys says when monkeys move, and shakes."""
    table = open_rattlebones(app, 2, moves=0)
    for _ in range(200):
        if table.decision is not None and not table.events.busy:
            break
        frames(app, 1)
    assert not any(a.kind == "move" for a in table.legal)
    view = table.shown_view
    monkey = table.places.monkey_rect(view.monkeys[view.seat][0], view.seat)
    click_at(app, monkey.center)
    assert table.pointing.refusal.reason == app.t("rattlebones.refuse.monkey") and table.decision is not None


def test_reason_a_rival_s_monkey_says_whose_it_is(app):
    """A click on another player's monkey names its owner and says your dice
    move only your own monkeys, and shakes; the decision is unchanged."""
    table = open_rattlebones(app, 3, moves=0)
    for _ in range(200):
        if table.decision is not None and not table.events.busy:
            break
        frames(app, 1)
    view, decision = table.shown_view, table.decision
    rival = next(seat for seat in range(view.players) if seat != view.seat)
    monkey = table.places.monkey_rect(view.monkeys[rival][0], rival)
    own = [table.places.monkey_rect(space, view.seat) for space in view.monkeys[view.seat]]
    spot = next((x, y) for x in range(monkey.left, monkey.right) for y in range(monkey.top, monkey.bottom)
                if not any(rect.collidepoint(x, y) for rect in own))
    click_at(app, spot)
    assert table.pointing.refusal.reason == app.t("rattlebones.refuse.rival_monkey", name=table.name(rival))
    assert table.decision == decision
