"""How each Dragon & Lyre event moves on the table.

`MOTIONS[kind](table, event)` builds the event's animation while the
table still shows the view before it: a card flies from the deck to the
row and turns over, from the row to a capture spread, heroes fly between
hand, pile and the fight board, sealed cards turn over together, a beast
sweeps its cards, banners tell the turn, the final round and the fight's
result.  A piece that leaves its place is lifted off the still picture
(`lift`) and a piece that arrives stays where it stops (`arriving`) until
the event lands and the still picture shows it there (`follow.CHANGES`).
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.core import Event
from game.dragon_lyre import log
from game.dragon_lyre.rules import UNKNOWN
from scenes import style
from scenes.dragon_lyre import pieces, words
from scenes.dragon_lyre.follow import CHANGES
from scenes.dragon_lyre.words import t
from scenes.table import flights, sprites
from scenes.table.animation import Actor
from scenes.table.follow import follow
from scenes.table.tween import (Animation, Call, Parallel, Sequence, Tween, Wait, ease_out, ease_out_back, flip,
                                move, stagger)


# --- pieces leaving and arriving ----------------------------------------------------------

def lift(table, what: str, *found) -> None:
    """Take pieces off the still picture (their actors move them now)."""
    table.lifted.setdefault(what, []).extend(found)


def arriving(table, build: Callable[[], Animation]) -> Animation:
    """The animation `build()` makes, its actors staying where they stop
    until the event lands: the still picture shows the pieces there then."""
    before = len(table.stage.actors)
    animation = build()
    table.arriving.extend(table.stage.actors[before:])
    return animation


def _slide(table, what: str, before: list, after: list, rects_before, rects_after, image) -> list[Animation]:
    """A line of pieces (the row, the hand at the bottom) closes up or
    opens as pieces leave or join it: each piece that stays slides from
    its place in `before` to its place in `after` (equal pieces pair in
    order: the backs of a hand); those leaving or joining move by their
    own flights."""
    lift(table, what, *before)
    unpaired = list(range(len(before)))
    slides = []
    for piece, end in zip(after, rects_after):
        start = next((i for i in unpaired if before[i] == piece), None)
        if start is None:
            continue
        unpaired.remove(start)
        slides.append(arriving(table, lambda p=piece, s=rects_before[start].center, e=end.center: flights.fly(
            table.stage, image(p), s, e, 0.3, layer=0)))
    return slides


def _slide_row(table, event: Event) -> list[Animation]:
    places = table.places
    before, after = table.shown_view.row, _after(table, event).row
    return _slide(table, "row", before, after, table.row_rects(before), table.row_rects(after),
                  lambda card: pieces.epic(card, places.row_card))


def _slide_hand(table, event: Event) -> list[Animation]:
    """The hand at the bottom, when the event is its seat's."""
    places, seat = table.places, event.seat
    if seat != places.bottom:
        return []
    before, after = table.shown_view.hands[seat], _after(table, event).hands[seat]
    return _slide(table, "hand", before, after, table.hand_rects(before), table.hand_rects(after),
                  lambda hero: pieces.hero(hero, seat, places.hero_card))


def _from_hand(table, seat: int, hero: str | None):
    """Where a hero leaves a seat's hand: its own place in the hand at the bottom."""
    places, hand = table.places, table.shown_view.hands[seat]
    if seat == places.bottom and hero in hand:
        return table.hand_rects(hand)[hand.index(hero)].center
    return places.hand_spot(seat, table.shown_view)


def _into_hand(table, event: Event, count: int) -> list:
    """Where `count` heroes joining the event's seat's hand come to lie:
    the new places at the end of the hand at the bottom."""
    places, seat = table.places, event.seat
    if seat != places.bottom:
        return [places.hand_spot(seat, table.shown_view)] * count
    after = _after(table, event).hands[seat]
    return [rect.center for rect in table.hand_rects(after)[len(after) - count:]]


def _fly_epic(table, card: str, start, end: pygame.Rect) -> Animation:
    """An epic card flies to `end`, at that place's size."""
    image = pieces.epic(card, end.size)
    return arriving(table, lambda: flights.fly(table.stage, image, start, end.center, 0.4))


def _fly_hero(table, hero: str, seat: int, start, end) -> Animation:
    image = pieces.hero(hero, seat, table.places.mini_size(seat))
    return arriving(table, lambda: flights.fly(table.stage, image, start, end, 0.35))


def _banner(table, text: str, color=style.GOLD_LIGHT, hold: float = 0.5, center=None) -> Animation:
    places = table.places
    image = sprites.banner(text, style.rgb(color), max(style.HEADING, int(style.TITLE * min(places.scale, 1.2))))
    return flights.pop_banner(table.stage, image, center or places.area.center, hold=hold)


def _banner_later(table, image: pygame.Surface, center, hold: float) -> Animation:
    """A banner that appears only when its turn in a sequence comes."""
    actor = table.stage.add(Actor(image, center, layer=6, scale=0.6, alpha=0))
    return Sequence(Tween(actor, 0.01, alpha=255), Tween(actor, 0.22, ease_out_back, scale=1.0), Wait(hold),
                    Tween(actor, 0.2, alpha=0), Call(table.stage.remover(actor)))


def _after(table, event: Event):
    """The shown view once `event` lands (where its pieces come to lie)."""
    return follow(CHANGES, table.shown_view, event)


# --- setup and turns ----------------------------------------------------------------------

def setup_pick(table, event: Event) -> list[Animation]:
    seat = event.seat
    return [*_slide_hand(table, event),
            _fly_hero(table, UNKNOWN, seat, _from_hand(table, seat, event.get("hero")), table.places.pile_spot(seat))]


def setup_revealed(table, event: Event) -> Animation:
    return _banner(table, t("banner.setup_revealed"), hold=0.6)


def turn_start(table, event: Event) -> Animation:
    return _banner(table, words.turn_banner(event, table.reader, table.name), hold=0.35)


def reveal(table, event: Event) -> list[Animation]:
    """The deck's top card flies to the end of the row, which makes room
    for it, and turns over."""
    places, view = table.places, table.shown_view
    end = table.row_rects([*view.row, event.card])[-1].center
    face = pieces.epic(event.card, places.row_card)
    card = table.stage.add(Actor(pieces.epic_back(places.row_card), places.deck.center, layer=2, shadow=True))
    table.arriving.append(card)
    turn = Sequence(move(card, end, 0.3, ease_out), flip(card, lambda: setattr(card, "image", face), 0.25))
    return [*_slide_row(table, event), turn]


def final_round(table, event: Event) -> Animation:
    return _banner(table, t("banner.final_round"), (240, 120, 100), hold=1.1)


# --- taking cards -------------------------------------------------------------------------

def capture(table, event: Event) -> list[Animation]:
    """The card flies from the row to the captures, the hero from hand onto the used pile."""
    places, view, seat = table.places, table.shown_view, event.seat
    start = table.row_center(view, event.card)
    end = places.capture_rect(seat, _after(table, event), event.card)
    hero_from = _from_hand(table, seat, event.hero)
    return [*_slide_row(table, event), *_slide_hand(table, event), _fly_epic(table, event.card, start, end),
            _fly_hero(table, event.hero, seat, hero_from, places.pile_spot(seat))]


def prophet(table, event: Event) -> Animation:
    """The prophet goes to the card and brings it back to the captures."""
    places, view, seat = table.places, table.shown_view, event.seat
    start = table.row_center(view, event.card)
    end = places.capture_rect(seat, _after(table, event), event.card)
    token = pieces.prophet(view.prophets[seat], seat, False, places.mini_size(seat))
    return Sequence(flights.fly(table.stage, token, places.area_parts(seat)["prophet"].center, start, 0.35,
                                stay=False),
                    Parallel(*_slide_row(table, event), _fly_epic(table, event.card, start, end)))


def beast_sweep(table, event: Event) -> Animation:
    places, view = table.places, table.shown_view
    after = _after(table, event)
    sweeps = [_fly_epic(table, card, table.row_center(view, card), places.capture_rect(event.seat, after, card))
              for card in event.cards]
    beast = log.card_name(event.beast, t)
    return Sequence(_banner(table, t("banner.beast", beast=beast), (200, 160, 240), hold=0.5),
                    Parallel(stagger(sweeps, 0.12), *_slide_row(table, event)) if sweeps else Wait(0.1))


# --- fights -------------------------------------------------------------------------------

def attack(table, event: Event) -> Animation:
    return _banner(table, words.attack_banner(event, table.viewer, table.name), (240, 140, 90), hold=0.6)


def sealed(table, event: Event) -> list[Animation] | None:
    """A hero flies face down from hand to its slot on the board."""
    places, view, seat = table.places, table.shown_view, event.seat
    slot = places.board_slots(view).get(seat)
    if slot is None:
        return None
    image, start = pieces.hero(UNKNOWN, seat, slot.size), _from_hand(table, seat, event.get("hero"))
    return [*_slide_hand(table, event), arriving(table, lambda: flights.fly(table.stage, image, start, slot.center,
                                                                            0.35))]


def _turn_sealed(table, shown, duration: float) -> Animation:
    """The sealed heroes (`shown`: (seat, hero) pairs) turn over in their slots."""
    places = table.places
    slots, size = places.board_slots(table.shown_view), places.hero_card_small()
    shown = [(seat, hero) for seat, hero in shown if hero is not None and seat in slots]
    lift(table, "sealed", *(seat for seat, _ in shown))
    return arriving(table, lambda: Parallel(*[flights.turn_over(
        table.stage, pieces.hero(UNKNOWN, seat, size), pieces.hero(hero, seat, size), slots[seat].center, duration)
        for seat, hero in shown]))


def fight_reveal(table, event: Event) -> Animation:
    board = table.places.board
    below = (board.centerx, board.bottom - board.h // 5)
    turns = _turn_sealed(table, ((event.seat, event.hero), (event.defender, event.defender_hero)), 0.35)
    return Sequence(turns, Wait(0.4), _banner(table, words.fight_banner(event, table.name), hold=0.7, center=below))


def attack_won(table, event: Event) -> Animation:
    """The card flies from the defender's captures to the attacker's."""
    places = table.places
    start = places.capture_rect(event.defender, table.shown_view, event.card).center
    lift(table, "captured", event.card)
    return _fly_epic(table, event.card, start, places.capture_rect(event.seat, _after(table, event), event.card))


def attack_held(table, event: Event) -> Animation:
    return _banner(table, t("banner.held", name=table.name(event.defender)), hold=0.4)


def heroes_back(table, event: Event) -> list[Animation]:
    """Heroes go home: face down into a hand the one looking does not see."""
    start, ends = table.places.board.center, _into_hand(table, event, len(event.heroes))
    shown = event.heroes if event.seat == table.viewer else [UNKNOWN] * len(event.heroes)
    return [*_slide_hand(table, event),
            stagger([_fly_hero(table, hero, event.seat, start, end) for hero, end in zip(shown, ends)], 0.08)]


def heroes_used(table, event: Event) -> Animation:
    start, end = table.places.board.center, table.places.pile_spot(event.seat)
    return stagger([_fly_hero(table, hero, event.seat, start, end) for hero in event.heroes], 0.08)


# --- recall and the end -------------------------------------------------------------------

def recall_hero(table, event: Event) -> list[Animation]:
    end, = _into_hand(table, event, 1)
    return [*_slide_hand(table, event),
            _fly_hero(table, event.get("hero") or UNKNOWN, event.seat, table.places.pile_spot(event.seat), end)]


def tie_fight(table, event: Event) -> Animation:
    return _banner(table, t("banner.tie_fight"), hold=0.8)


def tie_reveal(table, event: Event) -> Animation:
    return Sequence(_turn_sealed(table, zip(event.seats, event.heroes), 0.3), Wait(0.6))


def scores(table, event: Event) -> Animation:
    """The final count: each area shows its points in turn, kind by kind."""
    places = table.places
    size = max(style.SMALL, int(style.BODY * min(places.scale, 1.3)))
    steps = [_banner(table, t("banner.scores"), hold=0.5)]
    for seat, (total, parts) in enumerate(zip(event.scores, event.breakdowns)):
        text = words.seat_score_banner(seat, total, parts, table.name)
        image = sprites.banner(text, style.shade(pieces.seat_color(seat), 1.5), size)
        steps.append(_banner_later(table, image, places.area_rect(seat).center, hold=0.9))
    return Sequence(*steps)


def game_over(table, event: Event) -> Animation:
    return _banner(table, words.game_over_banner(event, table.reader, table.name), hold=1.0)


MOTIONS = {
    "setup_pick": setup_pick, "setup_revealed": setup_revealed, "turn_start": turn_start, "reveal": reveal,
    "final_round": final_round, "capture": capture, "prophet": prophet, "beast_sweep": beast_sweep,
    "attack": attack, "sealed": sealed, "fight_reveal": fight_reveal, "attack_won": attack_won,
    "attack_held": attack_held, "heroes_back": heroes_back, "heroes_used": heroes_used,
    "recall_hero": recall_hero, "tie_fight": tie_fight, "tie_reveal": tie_reveal, "scores": scores,
    "game_over": game_over,
}
