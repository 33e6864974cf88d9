"""How Dragon's Lair events move on the table: `MOTIONS[kind](table, event)`
gives the event's animation, read from the shown view as it is just
before the event lands (`follow.CHANGES` then changes it).

A motion takes what it moves off the still picture: whole rows of maze or
hand cards, the party marker or the leader's flag become actors on the
stage (`table.lifted`, `table.arriving`), and counts (chips, the key, the
discard pile) leave the still as their pieces set off (`draw.at_rest`).
When the event lands the still draws everything again exactly where the
actors stopped, and they give way to it.
"""
from __future__ import annotations

from functools import partial
from typing import Callable

import pygame

from game.core import Event
from game.dragons_lair import data
from scenes import style
from scenes.layout import px
from scenes.table import sprites, tween
from scenes.table.animation import Actor
from scenes.table.flights import Wash
from scenes.table.tween import (Call, Parallel, Sequence, Tween, Wait, ease_in_out, ease_out, ease_out_back, linear,
                                stagger)
from scenes.dragons_lair import draw
from scenes.dragons_lair.layout import HAND_CARD, SMALL_CARD
from scenes.dragons_lair.pieces import CHIP_COLOR, card_image, room_image, vote_coin

#: A card shown large in the middle of the table (a dragon, a treasure).
BIG_CARD = (156, 220)


# --- pieces lifted off the still picture -------------------------------------------

def _rest(table, image: pygame.Surface, center, layer: int = 1) -> Actor:
    """A piece of the still picture as an actor, lying as it lies there
    (resting shadow); it gives way to the still when its event lands."""
    actor = table.stage.add(Actor(image, center, layer=layer, shadow=True, lift=3))
    table.arriving.append(actor)
    return actor


def _lift_maze(table) -> list[Actor]:
    """The maze cards as actors, left to right (the still stops drawing
    them until the event lands)."""
    if "maze" not in table.lifted:
        view = table.shown_view
        rects = table.places.maze_rects(len(view.maze))
        table.lifted["maze"] = [_rest(table, room_image(card, up, rect.size), rect.center)
                                for card, up, rect in zip(view.maze, view.face_up, rects)]
        table.invalidate("felt")
    return table.lifted["maze"]


def _lift_hand(table) -> list[Actor]:
    """The viewer's hand cards as actors, in hand order."""
    if "hand" not in table.lifted:
        places = table.places
        hand = table.shown_view.hands[table.viewer] if table.viewer is not None else []
        table.lifted["hand"] = [
            _rest(table, card_image(card, places.hand_card), places.hand_card_at(rect, card == table.selected).center)
            for card, rect in zip(hand, places.hand_rects(len(hand)))]
        table.invalidate("felt")
    return table.lifted["hand"]


def _lift_marker(table, midbottom) -> Actor:
    """The party marker as an actor standing at `midbottom`."""
    pawn = sprites.leader_marker(table.places.marker_size(len(table.shown_view.maze)))
    actor = _rest(table, pawn, (midbottom[0], midbottom[1] - pawn.get_height() // 2), layer=3)
    table.lifted["marker"] = [actor]
    table.invalidate("felt")
    return actor


# --- ways of moving -------------------------------------------------------------------

def _travel(actor: Actor, end, duration: float = 0.4, scale: float | None = None, delay: float = 0.0,
            ease=ease_out):
    """`actor` moves to `end` (centre), growing or shrinking to `scale`."""
    motion = tween.move(actor, end, duration, ease, delay)
    if scale is None or abs(scale - actor.scale) < 0.01:
        return motion
    return Parallel(motion, Tween(actor, duration, ease, delay, scale=scale))


def _slide(actor: Actor, rect: pygame.Rect, delay: float = 0.0):
    """A lying card glides along the table to its new place `rect`."""
    return _travel(actor, rect.center, 0.35, rect.w / actor.image.get_width(), delay, ease_in_out)


def _fly(table, image: pygame.Surface, start, end, duration: float = 0.35, delay: float = 0.0,
         shadow: bool = True, layer: int = 2, scale: float | None = None, start_scale: float = 1.0):
    """An image travelling from `start` to `end`, from `start_scale` to
    `scale`; it waits there until its event lands (the still then draws
    what it brought)."""
    actor = table.stage.add(Actor(image, start, layer=layer, shadow=shadow, scale=start_scale))
    table.arriving.append(actor)
    return _travel(actor, end, duration, scale, delay)


def _chips_spot(table, where: str, seat: int | None) -> tuple[int, int]:
    """Where chips leave or land: the pool, a seat's travel money, the
    bank above the table, or a seat's stack on its panel."""
    places = table.places
    if where == "pool":
        return places.pool_pos
    if where == "travel":
        return places.travel_pos(seat)
    if where == "bank":
        return places.bank_pos
    panel = table.seat_panel_rect(seat)
    return (panel.left + px(26), panel.bottom - px(16))


def _banner(table, text: str, color=style.GOLD_LIGHT, hold: float = 0.7, below_card: bool = False):
    """A title across the table; `below_card` puts it under a big card
    shown in the middle (dragon, treasure)."""
    x, y = table.table_rect.center
    actor = Actor(sprites.banner(text, style.rgb(color)), (x, y + px(150) if below_card else y), layer=7, scale=0.6)
    table.stage.add(actor)
    return Sequence(Tween(actor, 0.25, ease_out_back, scale=1.0), Wait(hold), tween.fade(actor, 0, 0.25),
                    Call(table.stage.remover(actor)))


def _flash(table, color: tuple):
    actor = Wash(table.table_rect, color, layer=4, alpha=170)
    table.stage.add(actor)
    return Sequence(Tween(actor, 0.5, linear, alpha=0), Call(table.stage.remover(actor)))


def pictures_ahead() -> list[Callable[[], object]]:
    """The big cards a dragon or a treasure shows (`_big_card`) and their
    shadow, for the table to draw before one first appears."""
    cards = [*data.DRAGONS, *(rank + suit for rank in data.TREASURE_RANKS for suit in data.SUITS)]
    return [partial(card_image, card, BIG_CARD) for card in cards] + [
        partial(sprites.shadow, BIG_CARD, max(3, BIG_CARD[0] // 10), 5 + 6)]


def _big_card(table, card: str, sound: str, flash: tuple, text: str, text_color=style.GOLD_LIGHT):
    """A card grows in the middle of the table with a flash and a banner
    under it, then fades."""
    actor = Actor(card_image(card, BIG_CARD), table.table_rect.center, layer=6, scale=0.2, shadow=True)
    table.stage.add(actor)
    return Sequence(
        Parallel(Call(lambda: table.sound(sound)), _flash(table, flash), Tween(actor, 0.4, ease_out_back, scale=1.0)),
        _banner(table, text, text_color, hold=0.6, below_card=True),
        tween.fade(actor, 0, 0.25), Call(table.stage.remover(actor)))


# --- a round ------------------------------------------------------------------------

def round_start(table, event: Event):
    """Last round's leader flag and vote coins leave the plates."""
    leaving = table.vote_coins
    table.arriving += leaving
    table.vote_coins = []
    leader = table.shown_view.leader
    if leader is not None:
        table.lifted["flag"] = [_rest(table, sprites.leader_marker(px(24)), table.places.flag_center(leader), layer=2)]
        leaving += table.lifted["flag"]
    return Parallel(_banner(table, table.t("round", round=event.round), hold=0.4),
                    *(tween.fade(actor, 0, 0.3) for actor in leaving))


def place(table, event: Event):
    """Building the maze: the placed card flies in (from the viewer's own
    hand, which closes up, or from a plate or the draw pile), the maze
    makes room."""
    view, places = table.shown_view, table.places
    seat, card = event.seat, event.get("card")
    left = event.end == "left"
    rects = places.maze_rects(len(view.maze) + 1)
    target = rects[0 if left else -1]
    moves = [_slide(actor, rect) for actor, rect in zip(_lift_maze(table), rects[1:] if left else rects)]
    room = room_image(card or "?", False, target.size)
    hand = view.hands[seat]
    if seat == table.viewer and card is not None and card in hand:
        actors = list(_lift_hand(table))
        index = hand.index(card)
        placed = actors.pop(index)
        placed.layer = 2
        kept = hand[:index] + hand[index + 1:]
        moves += [_slide(actor, places.hand_card_at(rect, kept_card == table.selected))
                  for actor, kept_card, rect in zip(actors, kept, places.hand_rects(len(kept)))]
        moves.append(Parallel(_travel(placed, target.center, 0.4),
                              tween.flip(placed, lambda: setattr(placed, "image", room), 0.3)))
    else:
        start = places.party_rects[seat].center if event.from_hand else places.pile_pos
        moves.append(_fly(table, room, start, target.center, 0.4))
    return Parallel(Call(lambda: table.sound("card")), *moves)


def chips(table, event: Event):
    """Chips leave their stack at once and count where they land."""
    seat = event.get("seat")
    if event.source != "bank":
        table.lifted["chips"] = [(event.source, seat, event.amount)]
    start, end = _chips_spot(table, event.source, seat), _chips_spot(table, event.target, seat)
    chip = sprites.chip(CHIP_COLOR, px(24))
    flights = [_fly(table, chip, start, end, 0.35, shadow=False) for _ in range(max(1, min(event.amount, 6)))]
    return Parallel(Call(lambda: table.sound("chip")), stagger(flights, 0.05))


def leader(table, event: Event):
    """The leader's flag flies to its plate."""
    flight = _fly(table, sprites.leader_marker(px(40)), table.places.header.center,
                  table.places.flag_center(event.seat), 0.45, scale=24 / 40)
    return Sequence(flight, _banner(table, table.tell("banner.leader", event.seat), hold=0.3))


def key(table, event: Event):
    """The key flies from the discard pile or the draw pile to its spot."""
    places = table.places
    if event.source == "discard":
        table.lifted["discard"] = [event.card]
        start = places.discard_pos
    else:
        start = places.pile_pos
    return _fly(table, card_image(event.card, places.small_card), start, places.key_pos, 0.4)


def key_discarded(table, event: Event):
    places = table.places
    table.lifted["key"] = [event.card]
    return _fly(table, card_image(event.card, places.small_card), places.key_pos, places.discard_pos, 0.35)


# --- the expedition ---------------------------------------------------------------------

def marker(table, event: Event):
    """The party marker walks to its room: from the room it stood before,
    or from the leader's plate."""
    view, places = table.shown_view, table.places
    count = len(view.maze)
    room = draw.marker_room(view)
    if room is not None:
        start = places.marker_pos(room, count)
    elif view.leader is not None:
        start = places.party_rects[view.leader].midtop
    else:
        start = places.header.center
    pawn = _lift_marker(table, start)
    end = places.marker_pos(event.room, count)
    return tween.move(pawn, (end[0], end[1] - pawn.image.get_height() // 2), 0.45, ease_out)


def leave(table, event: Event):
    """The last explorer goes home: the party marker leaves the maze."""
    view = table.shown_view
    room = draw.marker_room(view)
    if room is None or any(exploring for seat, exploring in enumerate(view.explorers) if seat != event.seat):
        return None
    return tween.fade(_lift_marker(table, table.places.marker_pos(room, len(view.maze))), 0, 0.3)


def vote_sealed(table, event: Event):
    """A sealed coin drops onto the voter's plate (it stays there until the round starts again)."""
    actor = Actor(vote_coin("sealed"), table.places.vote_pos(event.seat), layer=2, scale=0.3)
    table.stage.add(actor)
    table.vote_coins.append(actor)
    return Parallel(Call(lambda: table.sound("coin")), Tween(actor, 0.2, ease_out_back, scale=1.0))


def votes_revealed(table, event: Event):
    """Every vote coin turns over at once."""
    flips = []
    for seat, choice in zip(event.seats, event.choices):
        actor = Actor(vote_coin("sealed"), table.places.vote_pos(seat), layer=2, scale=1.25)
        table.stage.add(actor)
        table.vote_coins.append(actor)
        flips.append(tween.flip(actor, lambda a=actor, c=choice: setattr(a, "image", vote_coin(c)), 0.35))
    return Sequence(Call(lambda: table.sound("coin")), Parallel(*flips), Wait(0.6))


def flip(table, event: Event):
    """A room is opened where it lies."""
    maze = _lift_maze(table)
    if event.room >= len(maze):
        return None
    actor = maze[event.room]
    actor.layer = 2
    face = room_image(event.card, True, actor.image.get_size())
    return Sequence(Call(lambda: table.sound("card")), Tween(actor, 0.15, ease_out, scale=1.15),
                    tween.flip(actor, lambda: setattr(actor, "image", face), 0.3),
                    Tween(actor, 0.15, ease_out, scale=1.0))


def dead_end(table, event: Event):
    return _banner(table, table.t("banner.dead_end"), style.MUTED)


def dragon(table, event: Event):
    card = data.BIG_DRAGON if event.size == "big" else data.SMALL_DRAGON
    return _big_card(table, card, "roar", (150, 20, 10), table.t(f"banner.dragon_{event.size}"), (255, 120, 100))


def treasure_split(table, event: Event):
    return _big_card(table, event.card, "fanfare", (240, 200, 90), table.t("banner.treasure", value=event.value))


# --- cards to and from hands --------------------------------------------------------------

def draw_card(table, event: Event):
    """A card drawn: to the viewer's hand (which makes room) or to a seat's panel."""
    seat, places = event.seat, table.places
    if seat != table.viewer:
        flight = _fly(table, sprites.card_back(places.small_card), places.pile_pos,
                      table.seat_panel_rect(seat).midleft, 0.4)
        return Parallel(Call(lambda: table.sound("card")), flight)
    hand = table.shown_view.hands[seat]
    rects = places.hand_rects(len(hand) + 1)
    moves = [_slide(actor, places.hand_card_at(rect, card == table.selected))
             for actor, card, rect in zip(_lift_hand(table), hand, rects)]
    image = card_image(event.card, places.hand_card) if event.get("card") else sprites.card_back(places.hand_card)
    moves.append(_fly(table, image, places.pile_pos, rects[-1].center, 0.4))
    return Parallel(Call(lambda: table.sound("card")), *moves)


def discard_hand(table, event: Event):
    """A lost hand flies to the discard pile, from the viewer's hand or a plate."""
    seat, places = event.seat, table.places
    to_pile = SMALL_CARD[0] / HAND_CARD[0]
    if seat == table.viewer and table.shown_view.hands[seat]:
        actors = _lift_hand(table)
        for actor in actors:
            actor.layer = 2
        flights = [_travel(actor, places.discard_pos, 0.4, to_pile) for actor in actors]
    else:
        start = places.party_rects[seat].center
        flights = [_fly(table, card_image(card, places.small_card), start, places.discard_pos, 0.4)
                   for card in event.cards]
    return stagger(flights, 0.08)


# --- the round's end ----------------------------------------------------------------------

def maze_cleared(table, event: Event):
    """Opened rooms go to the discard pile, the rest close up (the party
    marker leaves)."""
    view, places = table.shown_view, table.places
    moves = []
    room = draw.marker_room(view)
    if room is not None:
        moves.append(tween.fade(_lift_marker(table, places.marker_pos(room, len(view.maze))), 0, 0.3))
    if not event.cards and not moves:
        return None
    closed_rects = iter(places.maze_rects(event.maze_size))
    discards, slides = [], []
    for actor, card, up in zip(_lift_maze(table), view.maze, view.face_up):
        if up:
            actor.layer = 2
            discards.append(Sequence(
                Call(lambda a=actor, c=card: setattr(a, "image", card_image(c, a.image.get_size()))),
                _travel(actor, places.discard_pos, 0.35, places.small_card[0] / actor.image.get_width())))
        else:
            rect = next(closed_rects, None)
            if rect is not None:
                slides.append(_slide(actor, rect, delay=0.15))
    if discards:
        moves.append(Sequence(Call(lambda: table.sound("card")), stagger(discards, 0.06)))
    return Parallel(*moves, *slides)


def maze_dealt(table, event: Event):
    """New rooms are dealt face down at the right end."""
    places = table.places
    rects = places.maze_rects(event.maze_size)
    maze = _lift_maze(table)
    slides = [_slide(actor, rect) for actor, rect in zip(maze, rects)]
    flights = [_fly(table, sprites.card_back(rect.size), places.pile_pos, rect.center, 0.4,
                    scale=1.0, start_scale=places.small_card[0] / rect.w) for rect in rects[len(maze):]]
    return Parallel(Call(lambda: table.sound("card")), *slides, stagger(flights, 0.1))


def eliminated(table, event: Event):
    return _banner(table, table.tell("banner.eliminated", event.seat), style.MUTED)


def game_over(table, event: Event):
    return _banner(table, table.t("banner.game_over"), hold=0.8)


MOTIONS = {
    "round_start": round_start, "place": place, "chips": chips, "leader": leader, "key": key,
    "key_discarded": key_discarded, "marker": marker, "leave": leave, "vote_sealed": vote_sealed,
    "votes_revealed": votes_revealed, "flip": flip, "dead_end": dead_end, "dragon": dragon,
    "treasure_split": treasure_split, "draw": draw_card, "discard_hand": discard_hand,
    "maze_cleared": maze_cleared, "maze_dealt": maze_dealt, "eliminated": eliminated, "game_over": game_over,
}
