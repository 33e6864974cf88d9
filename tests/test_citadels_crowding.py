"""Citadels at its most crowded (seven seats) and smallest window: what a
player reads without pointing at anything stays whole and uncovered."""
import pygame
import pytest

from game.citadels import data
from game.match import HUMAN, Seat
from scenes.citadels import cards, draw, pieces
from scenes.citadels.draw import track_tag
from scenes.citadels.layout import Layout
from scenes.citadels.words import district_name
from scenes.table.chrome import Chrome
from app_driver import click_at, point_at, table_where

SIZES = [(960, 600), (1280, 720), (1920, 1080), (2560, 1440)]
#: The widest labels a seat shows: one character at seven seats ("1 Assassin"), two at two.
WIDEST_HELD = {7: [[1], [3], [None]], 2: [[1, 3], [3, 8], [None, 1]]}


def felt_layout(app, size, players):
    app.resize(size)
    chrome = Chrome.__new__(Chrome)
    chrome.seats = [Seat(f"Seat {i}", HUMAN) for i in range(players)]
    chrome.place(size)
    places = Layout(chrome.table_rect, players)
    places.look_from(0, 0)
    return places


def gold_drawn_at(places, seat):
    """Where another seat's coins are drawn (a full pile, two digits)."""
    return draw._gold(pygame.Surface((4000, 3000)), 12, places.gold_pos(seat))


def backs_drawn_at(places, seat):
    """Where another seat's hand is drawn (a full fan, two digits)."""
    return draw._hand_backs(pygame.Surface((4000, 3000)), 12, places.hand_pos(seat))


@pytest.mark.parametrize("size", SIZES)
def test_a_seats_characters_never_cover_its_gold_and_leave_room_for_its_name(app, size):
    """Another seat's characters ("1 Assassin") lie in its name row clear
    of its coins (a few pixels apart), and its name keeps room for at
    least a short name."""
    for players in (2, 7):
        places = felt_layout(app, size, players)
        for seat in range(1, players):
            assert not gold_drawn_at(places, seat).colliderect(backs_drawn_at(places, seat))
            for held in WIDEST_HELD[players]:
                widths = pieces.pill_widths(held)
                pills = places.pill_rects(seat, widths)
                name = places.name_rect(seat, widths, crowned=True)
                gold = gold_drawn_at(places, seat)
                assert not any(p.inflate(6, 0).colliderect(gold) for p in pills), (size, players, held)
                assert name.right < places.crown_pos(seat, widths)[0] < pills[0].left
                assert name.w >= 20, (size, players, held)


@pytest.mark.parametrize("size", SIZES)
def test_a_holders_tag_on_the_track_leaves_the_character_name_readable(app, size):
    """The tag naming who holds a called character lies on its picture,
    above the card's name."""
    places = felt_layout(app, size, 7)
    for rect in places.track_rects:
        _, spot = track_tag(rect, "Gus", (50, 90, 160))
        assert spot.bottom <= rect.top + cards.character_name_top(rect.size)
        assert rect.top <= spot.top


@pytest.mark.parametrize("size", SIZES)
def test_every_district_name_is_whole_on_a_city_tile(app, size):
    """A built district's name fits its tile whole (on two lines if need
    be, narrowed a little on the smallest tiles: the School of Magic) in
    every city at every seat count and window size, its letters within
    the tile's height; with seven seats the other seats' places take more
    of the felt's height for it."""
    for players in (2, 4, 6, 7):
        places = felt_layout(app, size, players)
        for seat in (0, 1):
            tile = places.tile_rects(seat, data.COMPLETE_CITY)[0].size
            fitted = {district_name(card): cards.tile_name(district_name(card), tile) for card in data.DISTRICTS}
            cut = {name for name, fit in fitted.items() if not fit.fits}
            assert not cut, (size, players, seat, tile, cut)
            too_tall = {name for name, fit in fitted.items() if len(fit.lines) == 1
                        and cards.tile_letters(name, fit, tile[0]).get_height() > tile[1]}
            assert not too_tall, (size, players, seat, tile, too_tall)


@pytest.mark.parametrize("size", SIZES)
def test_a_seat_panel_shows_the_crown_and_two_characters_whole(app, size):
    """The sidebar's panel of a seat holding the crown and two characters
    (two seats) says all three whole beside its numbers."""
    from game.match import Match
    from scenes.citadels.table import Table
    from scenes.citadels.words import seat_status
    from scenes.table import widgets
    from scenes.table.chrome import SEAT_COLORS
    from scenes import style
    app.resize(size)
    view = Match("citadels", [Seat("Ann", HUMAN), Seat("Bram", HUMAN)], seed=3).view(None)
    view.chars, view.crown = [[3, 8], [None, None]], 0
    status = seat_status(view, 0)
    chrome = Chrome.__new__(Chrome)
    chrome.seats = [Seat("Ann", HUMAN), Seat("Bram", HUMAN)]
    chrome.place(size)
    info = widgets.SeatInfo(name="Ann", role="Human", numbers=tuple(Table.seat_numbers(None, view, 0)),
                            status=status, active=False, you=True, color=SEAT_COLORS[0])
    with style.reading() as read:
        widgets.seat_panel(info, chrome.seat_panel_rect(0).size)
    assert [box.fitted.fits for box in read.boxes if box.string == status] == [True]


def table_at_a_turn(app):
    """A four-seat game opened at the human's (seat 0) first turn past 70 % of it."""
    return table_where(app, "citadels", 4, lambda match: any(d.seat == 0 and d.kind == "turn"
                                                               for d in match.pending()), after=0.7)


def test_the_preview_of_a_pointed_build_shows_where_the_engine_puts_it_and_the_gold_left(app):
    """Pointing at a district in hand that may be built shows it faintly
    on the tile it will lie on in the builder's city and its cost against
    the gold; built, it lies on that very tile and the gold left is the
    one shown."""
    from scenes import shots
    from scenes.citadels.draw import Preview
    app.resize((1280, 720))
    table = table_at_a_turn(app)
    match = table.match
    table.submit(next(a for a in table.legal if a.kind == "take_gold"))
    shots.settle(app, table)
    builds = [target for target in table.targets_now if target.action is not None and target.action.kind == "build"]
    assert builds, "the scripted game reaches a turn with a district to build"
    target = builds[-1]
    point_at(app, target.rect.center)
    preview = table.preview()
    seat, card = table.decision.seat, target.action.card
    assert isinstance(preview, Preview) and preview.card == card and preview.payer == seat
    click_at(app, target.rect.center)
    shots.settle(app, table)
    city = table.shown_view.cities[seat]
    assert table.places.tile_rects(seat, len(city))[city.index(card)] == preview.slot
    assert table.shown_view.gold[seat] == match.view(seat).gold[seat] == preview.left


def test_the_preview_names_no_landing_for_a_move_that_pays_nothing(app):
    """Only an action that costs gold has a preview: taking gold has none."""
    from scenes.citadels.draw import preview_of
    table = table_at_a_turn(app)
    take = next(a for a in table.legal if a.kind == "take_gold")
    assert preview_of(table.shown_view, table.places, table.decision.seat, take) is None


@pytest.mark.parametrize("size", SIZES)
def test_every_character_name_is_whole_on_the_track(app, size):
    """A character's name on the track's small cards is never cut (the
    Merchant at seven seats in the smallest window is narrowed a little)."""
    from scenes import style
    from scenes.citadels.words import character_name
    track = felt_layout(app, size, 7).track_rects[0].size
    with style.reading() as read:
        for number in range(1, 9):
            cards.character_card(number, character_name(number), "", track)
    assert not [line for line in read.strings if line.endswith("…")], (size, track)


@pytest.mark.parametrize("size", SIZES)
def test_every_district_name_is_whole_on_a_card_in_hand(app, size):
    """A district in hand says its name whole, in the band or under the
    picture (the Observatory at 960×600 narrowed a little)."""
    from scenes import style
    card = felt_layout(app, size, 7).hand_rects(6)[0].size
    with style.reading() as read:
        for district in data.DISTRICTS:
            pieces.district_card(district, card)
    assert not [line for line in read.strings if line.endswith("…")], (size, card)
