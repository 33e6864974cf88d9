"""How each Citadels event moves on the table (the table toolkit's
motions): `MOTIONS = {event kind: motion(table, event) -> animation}`.

A motion reads the table's shown view as it is just before the event
lands.  Pieces that rest where the still picture will draw them once the
event lands are `arriving` (see `until_landed`); pieces leaving the still
picture are `lifted` off it (the drawing leaves them out) until then.
"""
from __future__ import annotations

from functools import partial

from game.core import Event
from scenes import style
from scenes.citadels import pieces
from scenes.citadels.draw import LIFTED_CROWN, lifted_hand_card, lifted_tile
from scenes.citadels.layout import SMALL_CARD
from scenes.citadels.words import character_name, t
from scenes.layout import px
from scenes.table import flights, sprites
from scenes.table.animation import Actor
from scenes.table.tween import Call, Parallel, Sequence, move, stagger, ease_out


def until_landed(table, flight, *args, **values):
    """`flight(table.stage, *args, **values)` (a `scenes.table.flights`
    animation); the actors it leaves on the stage give way to the still
    picture when the event lands."""
    count = len(table.stage.actors)
    animation = flight(table.stage, *args, **values)
    table.arriving += table.stage.actors[count:]
    return animation


def lift(table, what: str, *actors: Actor) -> None:
    """`what` (named as in `scenes.citadels.draw`) is lifted off the still
    picture: it is left out until the event lands, `actors` showing it
    meanwhile."""
    table.lifted[what] = list(actors)
    table.arriving += actors
    table.invalidate("felt")


def sound(table, name: str) -> Call:
    return Call(partial(table.sound, name))


def banner(table, text: str, hold: float = 0.5):
    return flights.pop_banner(table.stage, sprites.banner(text, style.rgb(style.GOLD_LIGHT)),
                              table.places.tray_rect.center, hold)


def _own_hand(table) -> list:
    return table.shown_view.hands[table.viewer] if table.viewer is not None else []


# --- the draft ----------------------------------------------------------------------------
def round_start(table, event: Event):
    return banner(table, t("banner.round", round=event.round), hold=0.35)


def set_aside(table, event: Event):
    """A character flies to the set-aside ones: from the deck before the
    draft, from the tray when a seat sets it aside."""
    places = table.places
    end = places.aside_rects(1)[0]
    if event.get("seat") is None and event.face_up:
        image = pieces.character_card(event.character, end.size)
    else:
        image = sprites.card_back(end.size)
    start = places.tray_rect.center if event.get("seat") is not None else places.deck_pos
    return until_landed(table, flights.fly, image, start, end.center, 0.25)


def draft_pick(table, event: Event):
    """The chosen character flies from the tray to its seat (face down to
    the others)."""
    size = (px(SMALL_CARD[0]), px(SMALL_CARD[1]))
    character = event.get("character")
    image = pieces.character_card(character, size) if character is not None else sprites.card_back(size)
    end = table.places.chars_pos(event.seat, pieces.pill_widths(table.shown_view.chars[event.seat]))
    return Parallel(sound(table, "card"), flights.fly(table.stage, image, table.places.tray_rect.center, end, 0.3,
                                                      stay=False))


# --- calling the characters ------------------------------------------------------------------
def call(table, event: Event):
    """A held character turns over on the track and its holder is named."""
    if event.seat is None:
        return None
    rect = table.places.track_rects[event.character - 1]
    turn = until_landed(table, flights.turn_over, sprites.card_back(rect.size),
                        pieces.character_card(event.character, rect.size), rect.center)
    text = t("banner.called", character=character_name(event.character), name=table.name(event.seat))
    return Sequence(sound(table, "card"), turn, banner(table, text, hold=0.45))


def reveal(table, event: Event):
    rect = table.places.track_rects[event.character - 1]
    return until_landed(table, flights.turn_over, sprites.card_back(rect.size),
                        pieces.character_card(event.character, rect.size), rect.center)


def _mark(table, kind: str, event: Event):
    rect = table.places.track_rects[event.character - 1]
    return until_landed(table, flights.stamp_down, *pieces.stamp(kind, rect))


def murder(table, event: Event):
    return _mark(table, "murdered", event)


def rob(table, event: Event):
    return _mark(table, "robbed", event)


# --- gold and the crown --------------------------------------------------------------------
def gold(table, event: Event):
    """Coins fly between the bank and a purse, or purse to purse (a few
    for a large sum, none for nothing)."""
    if not event.amount:
        return None
    places = table.places
    start = places.bank_pos if event.payer is None else places.gold_pos(event.payer)
    end = places.bank_pos if event.payee is None else places.gold_pos(event.payee)
    coin = sprites.coin("gold", px(22))
    coins = [flights.fly(table.stage, coin, start, end, 0.35, shadow=False, layer=3, stay=False)
             for _ in range(min(event.amount, 6))]
    return Parallel(sound(table, "coin"), stagger(coins, 0.06))


def crown(table, event: Event):
    places = table.places
    def crown_pos(seat: int) -> tuple[int, int]:
        return places.crown_pos(seat, pieces.pill_widths(table.shown_view.chars[seat]))
    actor = table.stage.add(Actor(sprites.crown(px(30)), crown_pos(event.payer), layer=4, shadow=True))
    lift(table, LIFTED_CROWN, actor)
    return move(actor, crown_pos(event.payee), 0.5, ease_out)


# --- districts -------------------------------------------------------------------------------
def draw(table, event: Event):
    """Districts fly off the deck: face up to the viewer's hand or before
    them, as backs to another seat."""
    if not event.count:
        return None
    places = table.places
    seen = event.get("cards")
    if seen:
        if event.into == "drawn":
            ends = [rect.center for rect in places.drawn_rects(event.count)]
        else:
            held = len(_own_hand(table))
            ends = [rect.center for rect in places.hand_rects(held + event.count)[held:]]
        images = [pieces.district_card(card, places.hand_card) for card in seen]
    else:
        ends = [places.hand_pos(event.seat)] * event.count
        images = [pieces.back()] * event.count
    flies = [until_landed(table, flights.fly, image, places.deck_pos, end, 0.35) for image, end in zip(images, ends)]
    return Parallel(sound(table, "card"), stagger(flies, 0.08))


def discard(table, event: Event):
    """A district goes under the deck: a back, or the viewer's own card
    leaving the hand (or the cards drawn) face up."""
    places, view = table.places, table.shown_view
    start = places.hand_pos(event.seat)
    card = event.get("card")
    if card is None:
        return flights.fly(table.stage, pieces.back(), start, places.deck_pos, 0.3, stay=False)
    tile = pieces.district_tile(card, (px(110), px(24)))
    hand = _own_hand(table)
    if event.reason == "draw" and card in view.drawn:
        start = places.drawn_rects(len(view.drawn))[view.drawn.index(card)].center
    elif event.seat == table.viewer and event.reason != "destroyed" and card in hand:
        index = hand.index(card)
        start = places.hand_rects(len(hand))[index].center
        lift(table, lifted_hand_card(index))
    return flights.fly(table.stage, tile, start, places.deck_pos, 0.3, stay=False)


def build(table, event: Event):
    """The district flies from the hand to its place in the city."""
    places = table.places
    seat, card = event.seat, event.card
    target = places.tile_rects(seat, len(table.shown_view.cities[seat]) + 1)[-1]
    start = places.hand_pos(seat)
    hand = _own_hand(table) if seat == table.viewer else []
    if card in hand:
        index = hand.index(card)
        start = places.hand_rects(len(hand))[index].center
        lift(table, lifted_hand_card(index))
    fly = until_landed(table, flights.fly, pieces.district_tile(card, target.size), start, target.center, 0.45)
    return Parallel(sound(table, "card"), fly)


def destroy(table, event: Event):
    """The Warlord's target trembles and fades from its city."""
    city = table.shown_view.cities[event.target]
    if event.card not in city:
        return None
    rect = table.places.tile_rects(event.target, len(city))[city.index(event.card)]
    lift(table, lifted_tile(event.target, event.card))
    return Parallel(sound(table, "chip"),
                    flights.shake_and_fade(table.stage, pieces.district_tile(event.card, rect.size), rect.center))


def swap_hands(table, event: Event):
    places = table.places
    a, b = places.hand_pos(event.seat), places.hand_pos(event.other)
    return Parallel(sound(table, "card"),
                    flights.fly(table.stage, pieces.back(), a, b, 0.45, stay=False),
                    flights.fly(table.stage, pieces.back(), b, a, 0.45, stay=False))


def city_complete(table, event: Event):
    return banner(table, t("banner.city_complete", name=table.name(event.seat)), hold=0.7)


def game_over(table, event: Event):
    return banner(table, t("banner.game_over"), hold=0.8)


MOTIONS = {motion.__name__: motion for motion in (
    round_start, set_aside, draft_pick, call, reveal, murder, rob, gold, crown, draw, discard, build, destroy,
    swap_hands, city_complete, game_over)}
