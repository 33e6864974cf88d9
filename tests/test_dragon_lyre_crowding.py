"""Dragon & Lyre: every rival's score by kind on the table, and the
preview of a capture before the click."""
import pytest

from game.dragon_lyre import data
from game.dragon_lyre.rules import ACTION
from scenes.dragon_lyre import layout
from app_driver import click_at, point_at, table_where

SIZES = [(960, 600), (1280, 720), (1920, 1080), (2560, 1440)]


@pytest.mark.parametrize("size", SIZES[1:])
@pytest.mark.parametrize("players", [2, 4])
def test_every_rival_shows_its_points_by_kind_on_an_index_card_from_1280(app, size, players):
    """From 1280×720 up a rival's area has an index card (its points by
    kind) between its prophet and its captures, tall enough for its rows,
    and the captures keep room for four cards beside it."""
    from scenes.table.chrome import Chrome
    from game.match import HUMAN, Seat
    app.resize(size)
    chrome = Chrome.__new__(Chrome)
    chrome.seats = [Seat(f"Seat {i}", HUMAN) for i in range(players)]
    chrome.place(size)
    places = layout.Places(chrome.table_rect, players, 0)
    for seat in places.across:
        parts = places.area_parts(seat)
        index, line = parts["index"], places.index_line(seat, parts["index"].h)
        assert index.w > 0, (size, players, seat)
        assert places.index_rows(seat) * (line + 3) <= index.h
        assert parts["prophet"].right <= index.left and index.right < parts["captures"].left
        assert parts["captures"].w >= layout.MIN_CAPTURE_CARDS * places.mini_size(seat)[0]
    assert places.index_rows(0) == len(data.KINDS) + 1


@pytest.mark.parametrize("size", SIZES[1:])
def test_at_three_seats_a_rivals_points_by_kind_stand_whole_beside_its_score(app, size):
    """Two rivals side by side leave no room for index cards: each
    rival's points by kind are written whole in its heading instead."""
    import pygame
    from scenes import style
    from scenes.dragon_lyre.words import score_parts
    from game.dragon_lyre.rules import score_breakdown
    app.resize(size)
    table = table_where(app, "dragon_lyre", 3, lambda match: any(d.seat == 0 for d in match.pending()), after=0.5)
    view = table.shown_view
    with style.reading() as read:
        table.draw_table(pygame.Surface(app.screen.get_size()), view)
    for seat in table.places.across:
        points = score_breakdown(view.captured[seat])
        line = score_parts(points[kind] for kind in data.KINDS)
        fits = [box.fitted.fits for box in read.boxes if box.string == line]
        assert fits and all(fits), (size, seat, line)


def test_the_preview_of_a_pointed_capture_shows_where_the_engine_puts_the_card_and_the_points(app):
    """Pointing at a row card a hero may take shows it faint where it will
    lie among your captures, with the points it brings; taken, it lies
    there and the score is the one shown."""
    from game.dragon_lyre.rules import score_breakdown
    app.resize((1280, 720))
    table = table_where(app, "dragon_lyre", 4, lambda match: any(
        d.seat == 0 and d.kind == ACTION for d in match.pending()), after=0.5)
    row_targets = [target for target in table.targets_now
                   if target.action is not None and target.action.kind == "capture"]
    assert row_targets, "the scripted game reaches a turn with a card to capture"
    target = row_targets[0]
    point_at(app, target.rect.center)
    seat, card = table.decision.seat, target.action.card
    preview = table.capture_preview()
    assert preview is not None and (preview.seat, preview.card) == (seat, card)
    click_at(app, target.rect.center)
    captured = table.match.view(seat).captured[seat]
    assert card in captured
    assert table.places.capture_rects(seat, captured)[card][0] == preview.spot
    assert score_breakdown(captured)["total"] == preview.after > preview.before


def test_an_attack_previews_no_capture(app):
    """An attack's outcome waits for the fight: pointing at a rival's card previews no capture."""
    table = table_where(app, "dragon_lyre", 4, lambda match: any(
        d.seat == 0 and d.kind == ACTION for d in match.pending()), after=0.5)
    attacks = [target for target in table.targets_now if target.action is not None and target.action.kind == "attack"]
    assert attacks
    point_at(app, attacks[0].rect.center)
    assert table.hover == attacks[0] and table.capture_preview() is None
