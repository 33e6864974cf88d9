"""Citadels pieces drawn in code: district cards (hand), district tiles
(cities), character cards (draft, calling track) and the marks laid on
them.  Every function is cached on its arguments (texts included, so a
language switch simply draws new ones): tables call them every frame.
"""
from __future__ import annotations

import math

from functools import lru_cache

import pygame

from scenes import art, style
from scenes.table import sprites

SS = sprites.SS

DISTRICT_COLORS = {
    "yellow": (206, 160, 44), "blue": (47, 95, 158), "green": (46, 125, 80),
    "red": (168, 50, 45), "purple": (110, 60, 140),
}
#: The picture of each character, by calling number.
CHARACTER_PICTURES = {1: "assassin", 2: "thief", 3: "magician", 4: "king", 5: "bishop", 6: "merchant",
                      7: "architect", 8: "warlord"}
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


#: How narrow a name may be drawn to keep it whole on one line of a small card or tile.
SQUEEZE = 0.8


def fitted_text(string: str, size: int, width: int, color, bold: bool = False, smallest: int = 9) -> pygame.Surface:
    """`string` on one line in the largest size from `size` down to
    `smallest` that fits `width` (style.fit_text), else at `smallest`
    narrowed by up to `SQUEEZE`; cut with an ellipsis if even that is too
    wide."""
    fitted = style.fit_text(string, (width, 10 ** 4), size, bold, min_size=smallest, max_lines=1)
    if not fitted.fits:
        squeezed = style.fit_text(string, (int(width / SQUEEZE), 10 ** 4), smallest, bold, min_size=smallest,
                                  max_lines=1)
        if squeezed.fits:
            return narrowed(style.text(squeezed.lines[0], smallest, color, bold), width)
    return style.text(fitted.lines[0] if fitted.lines else "", fitted.size, color, bold)


def narrowed(picture: pygame.Surface, width: int) -> pygame.Surface:
    """`picture` (a line of text) no wider than `width`: narrowed if it is
    wider (a card too small for any text, as one flying in, keeps it)."""
    if picture.get_width() <= width or width < 1:
        return picture
    return pygame.transform.smoothscale(picture, (width, picture.get_height()))


def picture(card: pygame.Surface, name: str, rect: pygame.Rect, color) -> None:
    """The district's or character's picture, as large as fits `rect`."""
    side = min(rect.w, rect.h)
    if side >= 8:
        image = art.icon(f"citadels.{name}", side, color)
        card.blit(image, image.get_rect(center=rect.center))


@lru_cache(maxsize=256)
def district_card(district: str, name: str, colour: str, cost: int, body: str,
                  size: tuple[int, int]) -> pygame.Surface:
    """A district in hand: the colour band with its cost coin and name (on
    one line, smaller when long), the district's picture in its colour,
    and the kind of district, or for a purple one its power under a
    smaller picture.  A name too long for the band on a small card goes
    under the picture instead (the whole card shows large on hover)."""
    style.face(name)
    w, h = size
    base = DISTRICT_COLORS[colour]
    card = _blank(size, style.rgb(style.PARCHMENT), (90, 70, 50))
    band_h = max(16, h // 6)
    card.blit(_blank((w - 6, band_h), base, style.shade(base, 0.55), radius=4), (3, 3))
    coin = sprites.coin("gold", band_h - 4, str(cost))
    card.blit(coin, (5, 5))
    title_width = w - coin.get_width() - 14
    box = pygame.Rect(6, band_h + 7, w - 12, h - band_h - 14)
    kind_size = max(style.MIN_TEXT, h * 12 // 136)
    name_in_band = (style.fit_text(name, (title_width, 10 ** 4), band_h * 14 // 22, True, min_size=9, max_lines=1).fits
                    or not _caption(name, box.w - 6, kind_size).fits)
    if name_in_band:
        title = fitted_text(name, band_h * 14 // 22, title_width, style.TEXT_LIGHT, bold=True)
        card.blit(title, title.get_rect(center=((coin.get_width() + w) // 2 + 2, 3 + band_h // 2)))
    pygame.draw.rect(card, style.shade(style.PARCHMENT, 0.93), box, border_radius=4)
    pygame.draw.rect(card, style.shade(base, 0.9), box, 1, border_radius=4)
    body_size = max(style.MIN_TEXT, min(h * 12 // 136, round(style.BODY * 1.3)))   # a large card keeps to the type scale
    text_box = box.inflate(-8, -6)
    if colour == "purple" and name_in_band:
        power = style.fit_text(body, text_box.size, body_size)
        under_picture = pygame.Rect(text_box.x, text_box.bottom - power.height, text_box.w, power.height)
        room = under_picture.top - box.top - 6
        if power.fits and room >= max(18, box.h // 4):
            picture(card, district, pygame.Rect(box.x, box.y + 4, box.w, room), style.shade(base, 0.8))
            style.draw_text(card, body, under_picture, power.size, style.INK)
        elif power.fits:
            style.draw_text(card, body, text_box, body_size, style.INK)
        else:   # too small for the power: the picture, and the whole card on hover
            picture(card, district, box.inflate(-16, -16), style.shade(base, 0.8))
    else:   # under the picture: the kind of district, or the name when the band is too narrow for it
        caption, colour_of_caption = (body, style.shade(base, 0.6)) if name_in_band else (name, style.INK)
        kind = _caption(caption, box.w - 6, kind_size)
        label = pygame.Rect(box.x + 3, box.bottom - 3 - kind.height, box.w - 6, kind.height)
        picture(card, district, pygame.Rect(box.x + 8, box.y + 6, box.w - 16, label.top - box.y - 8),
                style.shade(base, 0.8))
        if kind.width > label.w:   # one long word, narrowed
            line = narrowed(style.text(kind.lines[0], kind.size, colour_of_caption, kind.bold), label.w)
            card.blit(line, line.get_rect(center=label.center))
        else:
            style.draw_text(card, caption, label, kind.size, colour_of_caption, bold=kind.bold, align="center",
                            max_lines=len(kind.lines))
    return style.optimized(card)


def _caption(text: str, width: int, size: int) -> style.FittedText:
    """The line under a hand card's picture: at most two lines, words kept
    whole, bold if it fits so, else regular, else one bold line narrowed
    by up to `SQUEEZE` (wider than `width`: the card narrows it)."""
    lines = min(2, len(text.split()))
    box = (width, style.text_height(lines, size))
    bold = style.fit_text(text, box, size, True, max_lines=lines)
    if bold.fits:
        return bold
    regular = style.fit_text(text, box, size, max_lines=lines)
    squeezed = style.fit_text(text, (int(width / SQUEEZE), box[1]), size, True, max_lines=1)
    return regular if regular.fits or not squeezed.fits else squeezed


@lru_cache(maxsize=16)
def faded(image_key: str, size: int) -> pygame.Surface:
    """A coin drawn faintly: an empty purse."""
    coin = sprites.coin(image_key, size).copy()
    coin.set_alpha(70)
    return coin


@lru_cache(maxsize=512)
def district_tile(district: str, name: str, colour: str, cost: int, size: tuple[int, int]) -> pygame.Surface:
    """A built district, small: a card lying sideways in its colour, the
    cost on a coin at the left, the name (on two lines when one would cut
    it and the tile is tall enough, else on one, its letters centred on the
    tile and narrowed a little if need be), and the district's picture
    faintly behind the name's end."""
    style.face(name)
    w, h = size
    base = DISTRICT_COLORS[colour]
    tile = _blank(size, style.shade(base, 1.12), style.shade(base, 0.45), radius=5)
    pygame.draw.rect(tile, style.shade(base, 0.8), (3, h - 4, w - 6, 2), border_radius=1)
    coin = sprites.coin("gold", min(h - 4, TILE_COIN_MAX), str(cost))
    tile.blit(coin, (2, (h - coin.get_height()) // 2))
    picture(tile, district, pygame.Rect(w - h - 2, 2, h, h - 4), (*style.shade(base, 0.6), 255))
    fitted = tile_name(name, size)
    room = pygame.Rect(coin.get_width() + 4, 0, *tile_name_box(size))
    if len(fitted.lines) > 1:
        style.draw_text(tile, name, room, fitted.size, style.TEXT_LIGHT, bold=fitted.bold, valign="center",
                        min_size=fitted.size, max_lines=2)
    else:
        letters = tile_letters(name, fitted, room.w)
        tile.blit(letters, (room.left, (h - letters.get_height()) // 2))
    return style.optimized(tile)


TILE_COIN_MAX = 22


def tile_name_box(size: tuple[int, int]) -> tuple[int, int]:
    """The room a tile of `size` has for the name, right of its coin."""
    w, h = size
    return (w - min(h - 4, TILE_COIN_MAX) - 7, max(h - 2, style.line_step(style.MIN_TEXT)))


def tile_name(name: str, size: tuple[int, int]) -> style.FittedText:
    """A district's name as it fits on a tile of `size`: one line as large
    as the tile allows, else two, else smaller, bold while bold fits, else
    one line of the smallest text narrowed by up to `SQUEEZE`."""
    box = tile_name_box(size)
    for bold in (True, False):
        fitted = style.fit_text(name, box, max(style.MIN_TEXT, size[1] * 13 // 22), bold, min_size=style.MIN_TEXT,
                                max_lines=2)
        if fitted.fits:
            return fitted
    squeezed = style.fit_text(name, (int(box[0] / SQUEEZE), box[1]), style.MIN_TEXT, max_lines=1)
    return squeezed if squeezed.fits else fitted


def tile_letters(name: str, fitted: style.FittedText, width: int) -> pygame.Surface:
    """A name on one line, cut to its letters' height (a low tile has no
    room for the line's leading), narrowed to `width` if it is wider."""
    line = style.text(fitted.lines[0], fitted.size, style.TEXT_LIGHT, bold=fitted.bold)
    ink = line.get_bounding_rect()
    return narrowed(line.subsurface(pygame.Rect(0, ink.top, line.get_width(), ink.h)), width)


@lru_cache(maxsize=128)
def character_card(number: int, name: str, power: str, size: tuple[int, int]) -> pygame.Surface:
    """A character: its calling number on a medallion, its name and (when
    there is room) its power."""
    style.face(name)
    w, h = size
    base = CHARACTER_COLORS[number]
    card = _blank(size, style.rgb(style.PARCHMENT), (90, 70, 50))
    art_h = _character_art_height(h, bool(power))
    art = _blank((w - 6, art_h), base, style.shade(base, 0.55), radius=max(3, sprites.card_radius(size) - 2))
    card.blit(art, (3, 3))
    picture(card, CHARACTER_PICTURES[number], pygame.Rect(3, 6, w - 6, art_h - 6), style.shade(style.PARCHMENT, 0.95))
    medallion = max(14, min(w, art_h) * 2 // 5)
    disc = sprites.coin("gold", medallion, str(number))
    card.blit(disc, (5, 5))
    name_size = round(6 + w * 0.1)
    bold = style.font(name_size, True).size(name)[0] <= w - 6 or style.font(style.MIN_TEXT, True).size(name)[0] <= w - 6
    label = fitted_text(name, name_size, w - 4, style.INK, bold=bold)
    card.blit(label, label.get_rect(midtop=(w // 2, character_name_top(size, bool(power)))))
    if power and power_fits(power, size):   # written whole or not at all
        style.draw_text(card, power, _power_box(size), _power_size(size), style.shade(style.INK, 1.4),
                        min_size=style.MIN_TEXT)
    return style.optimized(card)


def _character_art_height(height: int, with_power: bool) -> int:
    return int(height * (0.5 if with_power else 0.44 if height < 90 else 0.62))


def character_name_top(size: tuple[int, int], with_power: bool = False) -> int:
    """Where a character card's name begins, down from its top: under its
    picture.  A tag laid on the card ends above it."""
    return 3 + _character_art_height(size[1], with_power) + 2


def _power_box(size: tuple[int, int]) -> pygame.Rect:
    w, h = size
    top = 3 + int(h * 0.5) + 2 + style.font(round(6 + w * 0.1), True).get_linesize()
    inset = max(5, w // 16)
    return pygame.Rect(inset, top, w - 2 * inset, h - 4 - top)


def _power_size(size: tuple[int, int]) -> int:
    """Grows with the card, but a large card (looked at) keeps to the type scale."""
    return max(style.MIN_TEXT, min(round(size[0] * 0.115), round(style.BODY * 1.15)))


def power_fits(power: str, size: tuple[int, int]) -> bool:
    """Whether a character card of `size` has room for `power` written whole."""
    return style.fit_text(power, _power_box(size).size, _power_size(size), min_size=style.MIN_TEXT).fits


@lru_cache(maxsize=64)
def pill(text: str, color: tuple, height: int = 19) -> pygame.Surface:
    """A small rounded label in a colour (a known character: "4 King")."""
    label = style.text(text, max(style.MIN_TEXT, height * 12 // 19), style.TEXT_LIGHT, True)
    plate = pygame.Surface((label.get_width() + height * 12 // 19, height), pygame.SRCALPHA)
    pygame.draw.rect(plate, color, plate.get_rect(), border_radius=height // 2)
    pygame.draw.rect(plate, style.shade(color, 0.5), plate.get_rect(), 1, border_radius=height // 2)
    plate.blit(label, label.get_rect(center=plate.get_rect().center))
    return style.optimized(plate)


STAMP_SLANT = 12  # degrees


@lru_cache(maxsize=64)
def stamp(text: str, color: tuple, size: tuple[int, int], mark: str) -> pygame.Surface:
    """A slanted ink stamp ("murdered", "robbed") to lay across a card's
    picture: the picture `mark` (the Assassin's, the Thief's) and the word
    beside it when the word fits whole, a band `size` (width, height) no
    wider once slanted, so it covers neither the card's name nor its
    neighbours."""
    slant = math.radians(STAMP_SLANT)
    width, height = size
    band_width = max(8, int((width - height * math.sin(slant)) / math.cos(slant)))
    band = pygame.Surface((band_width, height), pygame.SRCALPHA)
    band.fill((*color, 225))
    pygame.draw.rect(band, style.shade(color, 0.5), band.get_rect(), 1)
    picture = art.icon(mark, height - 6, style.TEXT_LIGHT)
    room = band_width - picture.get_width() - 8
    fitted = style.fit_text(text, (room, height), 14, True, max_lines=1)
    if fitted.lines and fitted.lines[0] == text:
        label = style.text(text, fitted.size, style.TEXT_LIGHT, True)
        left = (band_width - picture.get_width() - 2 - label.get_width()) // 2
        band.blit(picture, (left, 3))
        band.blit(label, label.get_rect(midleft=(left + picture.get_width() + 2, height // 2)))
    else:
        band.blit(picture, picture.get_rect(center=band.get_rect().center))
    return style.optimized(pygame.transform.rotozoom(band, STAMP_SLANT, 1))


@lru_cache(maxsize=64)
def ribbon(text: str, color: tuple, width: int) -> pygame.Surface:
    """A name strip laid across a card (who holds the character, "set aside")."""
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


@lru_cache(maxsize=16)
def backing(size: tuple[int, int]) -> pygame.Surface:
    """A dark rounded panel for the draft and the card choice."""
    return style.optimized(style.plate(size, alpha=250, radius=12, edge_width=2))
