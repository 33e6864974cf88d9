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
from scenes.table.tween import Animation, Call, Parallel, Sequence, Tween, Wait, ease_out_back, stagger


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


def _fly_epic(table, card: str, start, end: pygame.Rect, delay: float = 0.0) -> Animation:
    image = pieces.epic(card, end.size)
    return arriving(table, lambda: flights.fly(table.stage, image, start, end.center, 0.4, delay=delay))


def _fly_hero(table, hero: str, seat: int, start, end, delay: float = 0.0) -> Animation:
    image = pieces.hero(hero, seat, table.places.mini_size(seat))
    return arriving(table, lambda: flights.fly(table.stage, image, start, end, 0.35, delay=delay))


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

def setup_pick(table, event: Event) -> Animation:
    seat = event.seat
    return _fly_hero(table, UNKNOWN, seat, table.places.hand_spot(seat, table.shown_view),
                     table.places.pile_spot(seat))


def setup_revealed(table, event: Event) -> Animation:
    return _banner(table, t("banner.setup_revealed"), hold=0.6)


def turn_start(table, event: Event) -> Animation:
    return _banner(table, words.turn_banner(event, table.reader, table.name), hold=0.35)


def reveal(table, event: Event) -> Animation:
    """The deck's top card flies to the end of the row and turns over."""
    places, view = table.places, table.shown_view
    end = places.row_rects(len(view.row) + 1)[-1].center
    back, face = pieces.epic_back(places.row_card), pieces.epic(event.card, places.row_card)
    travel = flights.fly(table.stage, back, places.deck.center, end, 0.3, stay=False)
    return Sequence(travel, arriving(table, lambda: flights.turn_over(table.stage, back, face, end, 0.25)))


def final_round(table, event: Event) -> Animation:
    return _banner(table, t("banner.final_round"), (240, 120, 100), hold=1.1)


# --- taking cards -------------------------------------------------------------------------

def capture(table, event: Event) -> list[Animation]:
    """The card flies from the row to the captures, the hero from hand onto the used pile."""
    places, view, seat = table.places, table.shown_view, event.seat
    start = places.row_center(view, event.card)
    end = places.capture_rect(seat, _after(table, event), event.card)
    lift(table, "row", event.card)
    if seat == places.bottom:
        lift(table, "hand", event.hero)
    return [_fly_epic(table, event.card, start, end),
            _fly_hero(table, event.hero, seat, places.hand_spot(seat, view), places.pile_spot(seat))]


def prophet(table, event: Event) -> Animation:
    """The prophet goes to the card and brings it back to the captures."""
    places, view, seat = table.places, table.shown_view, event.seat
    start = places.row_center(view, event.card)
    end = places.capture_rect(seat, _after(table, event), event.card)
    token = pieces.prophet(view.prophets[seat], seat, False, places.mini_size(seat))
    lift(table, "row", event.card)
    return Sequence(flights.fly(table.stage, token, places.area_parts(seat)["prophet"].center, start, 0.35,
                                stay=False),
                    _fly_epic(table, event.card, start, end))


def beast_sweep(table, event: Event) -> Animation:
    places, view = table.places, table.shown_view
    after = _after(table, event)
    lift(table, "row", *event.cards)
    sweeps = [_fly_epic(table, card, places.row_center(view, card), places.capture_rect(event.seat, after, card))
              for card in event.cards]
    beast = log.card_name(event.beast, t)
    return Sequence(_banner(table, t("banner.beast", beast=beast), (200, 160, 240), hold=0.5),
                    stagger(sweeps, 0.12) if sweeps else Wait(0.1))


# --- fights -------------------------------------------------------------------------------

def attack(table, event: Event) -> Animation:
    return _banner(table, words.attack_banner(event, table.viewer, table.name), (240, 140, 90), hold=0.6)


def sealed(table, event: Event) -> Animation | None:
    """A hero flies face down from hand to its slot on the board."""
    places, view, seat = table.places, table.shown_view, event.seat
    slot = places.board_slots(view).get(seat)
    if slot is None:
        return None
    hero = event.get("hero")
    if seat == places.bottom and hero is not None:
        lift(table, "hand", hero)
    image = pieces.hero(UNKNOWN, seat, slot.size)
    return arriving(table, lambda: flights.fly(table.stage, image, places.hand_spot(seat, view), slot.center, 0.35))


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


def heroes_back(table, event: Event) -> Animation:
    """Heroes go home: face down into a hand the one looking does not see."""
    start, end = table.places.board.center, table.places.hand_spot(event.seat, table.shown_view)
    shown = event.heroes if event.seat == table.viewer else [UNKNOWN] * len(event.heroes)
    return stagger([_fly_hero(table, hero, event.seat, start, end) for hero in shown], 0.08)


def heroes_used(table, event: Event) -> Animation:
    start, end = table.places.board.center, table.places.pile_spot(event.seat)
    return stagger([_fly_hero(table, hero, event.seat, start, end) for hero in event.heroes], 0.08)


# --- recall and the end -------------------------------------------------------------------

def recall_hero(table, event: Event) -> Animation:
    places = table.places
    return _fly_hero(table, event.get("hero") or UNKNOWN, event.seat, places.pile_spot(event.seat),
                     places.hand_spot(event.seat, table.shown_view))


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
