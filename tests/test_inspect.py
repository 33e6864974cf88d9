"""Inspect anything: a card looked at for a moment shows large beside the
pointer (the table toolkit's Inspector), and only cards the viewer's view
shows can ever be enlarged."""
import pygame
import pytest

from game.dragons_lair import data
from game.match import Match, Seat
from scenes import shots, style
from scenes.table.inspect import HOVER_DELAY
from app_driver import drawn, frames, wait_a_frame
from test_log_wording import mistakes_in


def lair_table(app):
    match = Match("dragons_lair", [Seat("Ann"), Seat("Bo", "ai", "normal"), Seat("Cy", "ai", "normal")], seed=5)
    app.open_game(match)
    table = app.scenes.top
    for _ in range(600):
        if table.decision is not None:
            break
        wait_a_frame(app, table)
    assert table.decision is not None and table.viewer == 0
    return table


def face_of(card: str) -> str:
    """The name `sprites.playing_card` gives a card's face."""
    return {data.SMALL_DRAGON: "small_joker", data.BIG_DRAGON: "big_joker"}.get(card, card)


def read(app, table):
    with style.reading() as seen:
        table.invalidate()
        table.draw(app.screen)
    return seen


def test_a_hovered_hand_card_shows_large_with_its_name(app):
    table = lair_table(app)
    card = table.shown_view.hands[0][0]
    rect = table.hand_rects(len(table.shown_view.hands[0]))[0]
    caption = table.t("inspect.hand_caption", card=table.card_name(card))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 1)
    assert caption not in read(app, table).strings   # passing over shows nothing yet
    frames(app, int(HOVER_DELAY * 60) + 2)
    seen = read(app, table)
    assert caption in seen.strings
    assert seen.faces.count(face_of(card)) == 2       # in the hand, and large
    assert table.hint.button.visible                  # the hint stays at hand: the face leaves it in sight
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=table.table_rect.topleft, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, int(HOVER_DELAY * 60) + 2)
    assert caption not in read(app, table).strings
    assert table.hint.button.visible


def test_only_what_the_view_shows_can_be_enlarged(app):
    """Right-click pins each face the table offers in turn: none of them is
    a card in another seat's hand, or a room closed to the viewer."""
    table = lair_table(app)
    state = table.match.state
    hidden = {face_of(card) for seat in (1, 2) for card in state.hands[seat]}
    hidden |= {face_of(card) for card, seen in zip(state.maze, table.shown_view.maze) if seen == "?"}
    read(app, table)
    spots = list(table.inspector.spots)
    assert spots
    for spot in spots:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot.rect.center, button=3))
        frames(app, 1)
        assert table.inspector.pinned == spot.key
        assert not hidden & set(read(app, table).faces)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot.rect.center, button=3))
        frames(app, 1)
        assert table.inspector.pinned is None


#: What every table lets a player look at, by the first part of its key:
#: cards and characters, and the pieces and icons whose numbers need words.
LOOKED_AT = {
    "citadels": {"track", "deck", "bank", "gold", "hand_backs", "city", "hand", "held", "panel"},
    "dragon_lyre": {"deck", "row", "captured", "prophet", "used", "hand_backs", "hand", "panel"},
    "rattlebones": {"pawn", "hat", "space", "train", "item", "face", "panel"},
    "dragonstones": {"bank", "auction", "round", "points", "stones", "behind", "discard", "panel"},
    "dragons_lair": {"pool", "draw_pile", "discard", "room", "panel"},
}


def table_at_mid_game(app, title: str):
    from game import registry
    match = shots.match_at(shots.Table(title, registry.get(title).min_players + 1))
    app.open_game(match)
    table = app.scenes.top
    shots.settle(app, table, frames=1)
    return table


def kind_of(key) -> str:
    return key[0] if isinstance(key, tuple) else key


@pytest.mark.parametrize("title", sorted(LOOKED_AT))
def test_every_table_offers_its_cards_pieces_and_icons_with_words_in_both_languages(app, title):
    """Each thing shows large when right-clicked, its caption under it; every
    caption reads well in English and in Chinese (the game log's checks)."""
    table = table_at_mid_game(app, title)
    for language in ("en", "zh"):
        app.set_language(language)
        read(app, table)
        spots = list(table.inspector.spots)
        assert LOOKED_AT[title] <= {kind_of(spot.key) for spot in spots}
        problems = [(spot.key, spot.caption(), what) for spot in spots if spot.caption is not None
                    for what in mistakes_in(spot.caption(), language)]
        assert not problems
        first_of_each = {kind_of(spot.key): spot for spot in reversed(spots)}
        for spot in first_of_each.values():
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot.rect.center, button=3))
            frames(app, 1)
            shown = table.inspector._spot(table.inspector.pinned)
            assert shown is not None and drawn(shown.caption(), read(app, table).strings)
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot.rect.center, button=3))
            frames(app, 1)
    app.set_language("en")


def test_a_citadels_district_in_a_city_shows_as_a_whole_card_after_the_delay(app):
    table = table_at_mid_game(app, "citadels")
    read(app, table)
    tile = next(spot for spot in table.inspector.spots if kind_of(spot.key) == "city")
    seat, card = tile.key[1:]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=tile.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 1)
    before = read(app, table)
    assert tile.caption() not in before.strings
    frames(app, int(HOVER_DELAY * 60) + 2)
    seen = read(app, table)
    assert drawn(tile.caption(), seen.strings)
    name = table.t(f"district.{card}")
    assert seen.faces.count(name) == before.faces.count(name) + 1    # on the tile, and large


@pytest.mark.parametrize("title", ["dragonstones", "dragons_lair"])
def test_the_discard_pile_opens_to_show_every_card_in_it_and_closes(app, title):
    """The rules let anyone look through the discard pile: a click on it
    shows every card the view has in it, face up; Esc closes it."""
    table = table_at_mid_game(app, title)
    read(app, table)
    assert table.piles, "the discard pile is on the table and not empty"
    rect = table.piles[0][0]
    view = table.shown_view
    pile = list(view.special_discard if title == "dragonstones" else view.discard)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1))
    frames(app, 1)
    assert table.pile is not None and table.pile.cards == pile
    with style.reading() as seen:
        table.draw(app.screen)
    names = [table.card_name(card) if title == "dragonstones" else face_of(card) for card in pile]
    assert set(names) <= set(seen.faces)
    assert not table.hint.button.visible
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    frames(app, 1)
    assert table.pile is None and app.scenes.top is table   # Esc closed the pile, not the game menu


def test_a_citadels_card_shown_large_keeps_its_words_to_the_type_scale(app):
    """A character or a purple district looked at is drawn large, but its
    power is written no larger than the body text, inside the card."""
    table = table_at_mid_game(app, "citadels")
    read(app, table)
    spots = [spot for spot in table.inspector.spots if kind_of(spot.key) in ("track", "hand", "city")]
    for spot in spots:
        size = (int(spot.shape[0] * 3.5), int(spot.shape[1] * 3.5))
        with style.reading() as seen:
            spot.face(size)
        powers = [text for text in seen.boxes if len(text.string) > 20]
        assert all(text.fitted.fits and text.fitted.size <= round(style.BODY * 1.3) for text in powers), spot.key
        assert all(pygame.Rect((0, 0), size).contains(text.box) for text in seen.boxes), spot.key
