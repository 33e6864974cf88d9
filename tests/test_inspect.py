"""Inspect anything: a card looked at for a moment shows large beside the
pointer (the table toolkit's Inspector), and only cards the viewer's view
shows can ever be enlarged."""
import pygame

from game.dragons_lair import data
from game.match import Match, Seat
from scenes import style
from scenes.table.inspect import HOVER_DELAY
from app_driver import frames, wait_a_frame


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
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=table.table_rect.topleft, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, int(HOVER_DELAY * 60) + 2)
    assert caption not in read(app, table).strings


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
