"""Citadels pieces drawn in code: district cards (hand), district tiles
(cities), character cards (draft, calling track) and the marks laid on
them.  Every function is cached on its arguments (texts included, so a
language switch simply draws new ones): tables call them every frame.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes import style
from scenes.table import sprites

SS = sprites.SS

DISTRICT_COLORS = {
    "yellow": (206, 160, 44), "blue": (47, 95, 158), "green": (46, 125, 80),
    "red": (168, 50, 45), "purple": (110, 60, 140),
}
CHARACTER_COLORS = {
    1: (70, 70, 82), 2: (112, 84, 58), 3: (92, 70, 150), 4: (206, 160, 44),
    5: (47, 95, 158), 6: (46, 125, 80), 7: (178, 104, 40), 8: (168, 50, 45),
}
MURDER_RED = (196, 36, 36)
ROBBED_AMBER = (224, 150, 30)


def _blank(size: tuple[int, int], fill, border, radius: int | None = None) -> pygame.Surface:
    """A rounded card body with a 1-pixel border, drawn supersampled."""
    w, h = size
    radius = sprites.card_radius(size) if radius is None else radius
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    pygame.draw.rect(big, border, big.get_rect(), border_radius=radius * SS)
    pygame.draw.rect(big, fill, big.get_rect().inflate(-2 * SS, -2 * SS), border_radius=(radius - 1) * SS)
    return pygame.transform.smoothscale(big, size)


def fitted_text(string: str, size: int, width: int, color, bold: bool = False, smallest: int = 9) -> pygame.Surface:
    """`string` in the largest size from `size` down to `smallest` that fits
    `width`; cut with an ellipsis if even that is too wide."""
    for points in range(size, smallest - 1, -1):
        if style.font(points, bold).size(string)[0] <= width:
            return style.text(string, points, color, bold)
    cut = string
    while len(cut) > 1 and style.font(smallest, bold).size(cut + "…")[0] > width:
        cut = cut[:-1]
    return style.text(cut + "…", smallest, color, bold)


@lru_cache(maxsize=256)
def district_card(name: str, colour: str, cost: int, body: str, size: tuple[int, int]) -> pygame.Surface:
    """A district in hand: the colour band with its name and cost coin, and
    the kind of district or the purple power as text."""
    return sprites.info_card(name, body, size, DISTRICT_COLORS[colour], cost)


@lru_cache(maxsize=512)
def district_tile(name: str, colour: str, cost: int, size: tuple[int, int]) -> pygame.Surface:
    """A built district, small: a card lying sideways in its colour, the
    cost on a coin at the left and the name."""
    w, h = size
    base = DISTRICT_COLORS[colour]
    tile = _blank(size, style.shade(base, 1.12), style.shade(base, 0.45), radius=5)
    pygame.draw.rect(tile, style.shade(base, 0.8), (3, h - 4, w - 6, 2), border_radius=1)
    coin = sprites.coin("gold", h - 4, str(cost))
    tile.blit(coin, (2, 2))
    label = fitted_text(name, 13, w - coin.get_width() - 10, style.TEXT_LIGHT, bold=True)
    tile.blit(label, (coin.get_width() + 5, (h - label.get_height()) // 2 - 1))
    return style.optimized(tile)


@lru_cache(maxsize=128)
def character_card(number: int, name: str, power: str, size: tuple[int, int]) -> pygame.Surface:
    """A character: its calling number on a medallion, its name and (when
    there is room) its power."""
    w, h = size
    base = CHARACTER_COLORS[number]
    card = _blank(size, style.rgb(style.PARCHMENT), (90, 70, 50))
    art_h = int(h * (0.5 if power else 0.62))
    art = _blank((w - 6, art_h), base, style.shade(base, 0.55), radius=max(3, sprites.card_radius(size) - 2))
    card.blit(art, (3, 3))
    medallion = max(16, min(w, art_h) * 2 // 3)
    disc = sprites.coin("gold", medallion, str(number))
    card.blit(disc, disc.get_rect(center=(w // 2, 3 + art_h // 2)))
    name_size = 15 if w >= 90 else 12 if w >= 56 else 10
    label = fitted_text(name, name_size, w - 8, style.INK, bold=True)
    y = 3 + art_h + 2
    card.blit(label, label.get_rect(midtop=(w // 2, y)))
    y += label.get_height()
    if power:
        body = 12 if w >= 100 else 11
        for line in style.wrap(power, body, w - 10):
            if y + body + 2 > h - 4:
                break
            card.blit(style.text(line, body, style.shade(style.INK, 1.4)), (5, y))
            y += body + 2
    return style.optimized(card)


@lru_cache(maxsize=64)
def stamp(text: str, color: tuple, width: int) -> pygame.Surface:
    """A slanted ink stamp ("murdered", "robbed") to lay across a card."""
    label = fitted_text(text, 14, width - 10, style.TEXT_LIGHT, bold=True)
    band = pygame.Surface((width, label.get_height() + 4), pygame.SRCALPHA)
    band.fill((*color, 225))
    pygame.draw.rect(band, style.shade(color, 0.5), band.get_rect(), 1)
    band.blit(label, label.get_rect(center=band.get_rect().center))
    return style.optimized(pygame.transform.rotozoom(band, 18, 1))


@lru_cache(maxsize=64)
def ribbon(text: str, color: tuple, width: int) -> pygame.Surface:
    """A name strip along the bottom of a card (who holds the character)."""
    label = fitted_text(text, 11, width - 4, style.TEXT_LIGHT, bold=True)
    band = pygame.Surface((width, label.get_height() + 2), pygame.SRCALPHA)
    pygame.draw.rect(band, (*color, 235), band.get_rect(), border_radius=3)
    band.blit(label, label.get_rect(center=band.get_rect().center))
    return style.optimized(band)


@lru_cache(maxsize=32)
def veil(size: tuple[int, int], alpha: int = 140) -> pygame.Surface:
    """A dark shade over a card that is out of play (set aside, skipped)."""
    shade = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (20, 14, 10, alpha), shade.get_rect(), border_radius=sprites.card_radius(size))
    return style.optimized(shade)


@lru_cache(maxsize=32)
def panel(size: tuple[int, int], color: tuple, lit: bool = False) -> pygame.Surface:
    """A seat's place on the felt: a darker patch with its colour."""
    plate = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(plate, (*style.rgb(style.FELT_DARK), 190 if lit else 130), plate.get_rect(), border_radius=10)
    edge = style.rgb(style.GOLD_LIGHT) if lit else style.shade(color, 0.75)
    pygame.draw.rect(plate, edge, plate.get_rect(), 2, border_radius=10)
    pygame.draw.rect(plate, color, (4, 8, 4, size[1] - 16), border_radius=2)
    return style.optimized(plate)


@lru_cache(maxsize=16)
def backing(size: tuple[int, int]) -> pygame.Surface:
    """A dark rounded panel for the draft and the card choice."""
    plate = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(plate, (*style.rgb(style.PANEL), 225), plate.get_rect(), border_radius=12)
    pygame.draw.rect(plate, style.rgb(style.WOOD_LIGHT), plate.get_rect(), 2, border_radius=12)
    return style.optimized(plate)


@lru_cache(maxsize=64)
def tooltip(text: str) -> pygame.Surface:
    label = style.text(text, style.SMALL, style.TEXT_LIGHT)
    tip = pygame.Surface((label.get_width() + 16, label.get_height() + 8), pygame.SRCALPHA)
    pygame.draw.rect(tip, (*style.rgb(style.PANEL), 240), tip.get_rect(), border_radius=6)
    pygame.draw.rect(tip, style.rgb(style.GOLD), tip.get_rect(), 1, border_radius=6)
    tip.blit(label, (8, 4))
    return style.optimized(tip)


@lru_cache(maxsize=32)
def banner(text: str, color: tuple) -> pygame.Surface:
    label = style.text(text, style.TITLE, color, True)
    plate = pygame.Surface((label.get_width() + 80, label.get_height() + 36), pygame.SRCALPHA)
    pygame.draw.rect(plate, (*style.rgb(style.PANEL), 235), plate.get_rect(), border_radius=16)
    pygame.draw.rect(plate, color, plate.get_rect(), 3, border_radius=16)
    plate.blit(label, label.get_rect(center=plate.get_rect().center))
    return style.optimized(plate)
