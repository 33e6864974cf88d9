"""What a Citadels thing looks like on the table, named by what it is in
the game: a district card or tile, a character card, a murdered or robbed
stamp, a card back.  The pictures themselves are drawn (and cached) by
`scenes.citadels.cards`; this adds their words in the current language.
"""
from __future__ import annotations

import pygame

from game.citadels import data
from scenes.citadels import cards
from scenes.citadels.layout import BACK
from scenes.citadels.words import character_name, district_body, district_name, power, t
from scenes.layout import px
from scenes.table import sprites

STAMP_HEIGHT = 0.36        # a murdered or robbed stamp lies across the picture, this far down the card
STAMP_BAND = 0.26          # its band's height, as a share of the card's


def district_card(card: str, size: tuple[int, int]) -> pygame.Surface:
    return cards.district_card(card, district_name(card), data.colour(card), data.cost(card), district_body(card),
                               size)


def district_tile(card: str, size: tuple[int, int]) -> pygame.Surface:
    return cards.district_tile(card, district_name(card), data.colour(card), data.cost(card), size)


def character_card(number: int, size: tuple[int, int], with_power: bool = False) -> pygame.Surface:
    return cards.character_card(number, character_name(number), power(number) if with_power else "", size)


def power_fits(number: int, size: tuple[int, int]) -> bool:
    return cards.power_fits(power(number), size)


def stamp(kind: str, rect: pygame.Rect) -> tuple[pygame.Surface, tuple[int, int]]:
    """The "murdered" or "robbed" stamp for the character card at `rect`
    and where it goes: across the picture, inside the card."""
    colour, picture = (cards.MURDER_RED, "citadels.assassin") if kind == "murdered" \
        else (cards.ROBBED_AMBER, "citadels.thief")
    mark = cards.stamp(t(f"mark.{kind}"), colour, (rect.w - px(2), round(rect.h * STAMP_BAND)), picture)
    return mark, (rect.centerx, rect.top + round(rect.h * STAMP_HEIGHT))


def back() -> pygame.Surface:
    """A district's back, as it lies on the deck or flies to a place."""
    return sprites.card_back((px(BACK[0]), px(BACK[1])))


def back_of_height(height: int) -> pygame.Surface:
    """A district's back `height` pixels high (looked at large)."""
    return sprites.card_back((height * BACK[0] // BACK[1], height))
