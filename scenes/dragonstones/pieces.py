"""Dragonstones pieces drawn in code, each cached per its arguments: the
closed fist of a sealed bid and the open hand showing it, a seat's
folding screen, piles of coins and stones with their count, the
character cards (white-backed standard, gold-backed special) and banners.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.dragonstones.data import CARDS
from scenes import art, style
from scenes.layout import px
from scenes.table import sprites

SS = 2
SKIN = (228, 184, 140)
SKIN_DARK = (150, 104, 70)
COIN_SPRITE = {"fairy": "fairy", "gold": "gold", "silver": "silver", "black": "black", "amulet": "red"}


def _big(size: tuple[int, int]) -> pygame.Surface:
    return pygame.Surface((size[0] * SS, size[1] * SS), pygame.SRCALPHA)


def _small(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return style.optimized(pygame.transform.smoothscale(big, size))


def coin_image(item: str, size: int = 22) -> pygame.Surface:
    return sprites.coin(COIN_SPRITE[item], size)


def piece_image(item: str, size: int = 22) -> pygame.Surface:
    """A coin, token or stone as it lies on the table."""
    if item in sprites.GEM_COLORS:
        return sprites.gem(item, size + 2)
    return coin_image(item, size)


@lru_cache(maxsize=32)
def fist(color: tuple, size: int = 52) -> pygame.Surface:
    """A closed fist seen from the front, knuckles up, in a sleeve of the
    seat's colour: a sealed bid."""
    d = size * SS
    big = _big((size, size))
    u = d / 20
    # sleeve
    pygame.draw.rect(big, style.shade(color, 0.6), (4 * u, 15 * u, 12 * u, 5 * u), border_radius=int(u))
    pygame.draw.rect(big, color, (4.5 * u, 15 * u, 11 * u, 4.3 * u), border_radius=int(u))
    # the back of the hand and the four curled fingers
    pygame.draw.rect(big, SKIN_DARK, (2.5 * u, 3 * u, 15 * u, 13 * u), border_radius=int(4 * u))
    pygame.draw.rect(big, SKIN, (3 * u, 3.5 * u, 14 * u, 12 * u), border_radius=int(4 * u))
    for i in range(4):
        x = 3.3 * u + i * 3.4 * u
        pygame.draw.rect(big, SKIN_DARK, (x, 3.2 * u, 3.4 * u, 6.5 * u), border_radius=int(1.6 * u))
        pygame.draw.rect(big, style.shade(SKIN, 1.12), (x + 0.4 * u, 3.5 * u, 2.6 * u, 5.6 * u),
                         border_radius=int(1.3 * u))
    # the thumb folded across the fingers
    pygame.draw.rect(big, SKIN_DARK, (2.6 * u, 9 * u, 10.5 * u, 4 * u), border_radius=int(2 * u))
    pygame.draw.rect(big, SKIN, (3 * u, 9.3 * u, 9.8 * u, 3.3 * u), border_radius=int(1.7 * u))
    pygame.draw.ellipse(big, style.shade(SKIN, 0.85), (10 * u, 10 * u, 2.4 * u, 2 * u))
    return _small(big, (size, size))


@lru_cache(maxsize=128)
def open_hand(color: tuple, coins: tuple, value: int | None, size: int = 64) -> pygame.Surface:
    """An open hand showing the coins of a bid (`coins`: (item, count)
    pairs) and the bid's worth on a badge."""
    w, h = size, int(size * 1.05)
    d = _big((w, h))
    u = w * SS / 20
    pygame.draw.rect(d, style.shade(color, 0.6), (4 * u, 16 * u, 12 * u, 5 * u), border_radius=int(u))
    pygame.draw.rect(d, color, (4.5 * u, 16 * u, 11 * u, 4.4 * u), border_radius=int(u))
    for i, (length, top) in enumerate(((5, 2.2), (6, 1), (5.6, 1.6), (4.4, 3))):
        x = 3.6 * u + i * 3.2 * u
        pygame.draw.rect(d, SKIN_DARK, (x, top * u, 3 * u, length * u + 4 * u), border_radius=int(1.5 * u))
        pygame.draw.rect(d, SKIN, (x + 0.35 * u, top * u + 0.35 * u, 2.3 * u, length * u + 3.4 * u),
                         border_radius=int(1.2 * u))
    pygame.draw.polygon(d, SKIN_DARK, [(3.2 * u, 12 * u), (0.2 * u, 7.6 * u), (1.6 * u, 6.4 * u), (5.2 * u, 10 * u)])
    pygame.draw.polygon(d, SKIN, [(3.4 * u, 11.5 * u), (0.8 * u, 7.7 * u), (1.7 * u, 7 * u), (4.9 * u, 10 * u)])
    pygame.draw.ellipse(d, SKIN_DARK, (2.6 * u, 6.5 * u, 15 * u, 10.5 * u))
    pygame.draw.ellipse(d, SKIN, (3 * u, 6.9 * u, 14.2 * u, 9.7 * u))
    hand = _small(d, (w, h))
    pieces = [item for item, count in coins for _ in range(min(count, 4))]
    coin_size = max(12, size // 4)
    for i, item in enumerate(pieces[:8]):
        x = w * 0.32 + (i % 4) * coin_size * 0.45
        y = h * 0.5 + (i // 4) * coin_size * 0.5
        hand.blit(piece_image(item, coin_size), (x - coin_size / 2 + 4, y - coin_size / 2))
    if value is not None:
        badge = sprites.count_badge(value, style.BODY)
        hand.blit(badge, badge.get_rect(midbottom=(w // 2, h)))
    return hand


@lru_cache(maxsize=64)
def folding_screen(size: tuple[int, int], color: tuple, name: str, back: bool = False) -> pygame.Surface:
    """A seat's three-panel wooden screen with its name painted on it;
    `back` is the side its owner sees."""
    w, h = size
    big = _big(size)
    panel_w = w * SS / 3
    wood = style.rgb(style.WOOD) if not back else style.shade(style.WOOD, 0.8)
    for i in range(3):
        left = i * panel_w
        slant = 5 * SS if i != 1 else 0
        top = (0 if i == 1 else 3 * SS)
        pts = [(left + (slant if i == 0 else 0), top), (left + panel_w - (slant if i == 2 else 0), top),
               (left + panel_w, h * SS), (left, h * SS)]
        pygame.draw.polygon(big, style.shade(wood, 0.65), pts)
        inner = [(x + (SS * 2 if x < left + panel_w / 2 else -SS * 2), y + (SS * 2 if y < h else -SS * 2))
                 for x, y in pts]
        pygame.draw.polygon(big, wood if i == 1 else style.shade(wood, 0.88), inner)
        pygame.draw.line(big, color, (left + 3 * SS, h * SS - 5 * SS), (left + panel_w - 3 * SS, h * SS - 5 * SS), SS * 3)
    screen = _small(big, size)
    label = style.text(name, style.BODY if h >= 30 else style.SMALL, style.TEXT_LIGHT, bold=True)
    if label.get_width() > w - 16:
        label = style.text(name, style.SMALL, style.TEXT_LIGHT, bold=True)
    screen.blit(label, label.get_rect(center=(w // 2, h // 2 - 2)))
    return screen


@lru_cache(maxsize=256)
def pile(item: str, count: int, size: int = 26, faded_empty: bool = True) -> pygame.Surface:
    """A small heap of coins or stones (at most 6 drawn) with its count."""
    shown = min(count, 6)
    image = piece_image(item, size)
    step = max(3, size // 6)
    w = size + step * 2 + 12
    h = size + step * 2 + 4
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    spots = [(0, 2), (step, 0), (2 * step, 2), (step // 2, step + 2), (step * 3 // 2, step + 2), (step, 2 * step)]
    if shown == 0:
        ghost = image.copy()
        ghost.set_alpha(70 if faded_empty else 255)
        surf.blit(ghost, (step, step))
    for dx, dy in spots[:shown]:
        surf.blit(image, (dx, dy))
    badge = sprites.count_badge(count, 12)
    surf.blit(badge, badge.get_rect(bottomright=(w, h)))
    return style.optimized(surf)


DECK_BANDS = {"standard": (104, 78, 58), "special": (176, 128, 34), "expansion": (96, 58, 120)}
DECK_FACES = {"standard": (246, 241, 228), "special": (247, 226, 160), "expansion": (232, 220, 240)}


def picture_of(card: str) -> tuple[str, tuple]:
    """A character card's picture and the colour it is drawn in: the deck's
    colour, or the stone colour of the three coloured dragons.

    >>> picture_of("dwarf_4")[0], picture_of("red_dragon")[0]
    ('dragonstones.dwarf', 'dragonstones.dragon')
    """
    kind = card.rstrip("0123456789").rstrip("_")
    colour, _, rest = kind.partition("_")
    if rest == "dragon" and colour in sprites.GEM_COLORS:
        return "dragonstones.dragon", sprites.GEM_COLORS[colour][0]
    return f"dragonstones.{kind}", ()


@lru_cache(maxsize=16)
def card_frame(deck: str, size: tuple[int, int]) -> pygame.Surface:
    """A character card's edge and face in its deck's colours, before its
    words and picture: the same for every card of the deck (a picture
    drawn ahead apart from theirs, the longest part of one)."""
    band = DECK_BANDS[deck]
    big = _big(size)
    r = max(6, size[0] // 12) * SS
    pygame.draw.rect(big, style.shade(band, 0.55), big.get_rect(), border_radius=r)
    pygame.draw.rect(big, DECK_FACES[deck], big.get_rect().inflate(-3 * SS, -3 * SS), border_radius=r - SS)
    pygame.draw.rect(big, style.shade(band, 0.8), big.get_rect().inflate(-10 * SS, -10 * SS), SS, border_radius=r - 3 * SS)
    return _small(big, size)


@lru_cache(maxsize=128)
def character_card(card_id: str, name: str, text: str, deck: str, size: tuple[int, int],
                   deck_label: str = "") -> pygame.Surface:
    """A character card: its name on a band in its deck's colour, its
    picture, and its power text below when there is room (standard cards
    are white-backed, specials gold-backed)."""
    style.face(name)
    w, h = size
    band = DECK_BANDS[deck]
    card = card_frame(deck, size).copy()
    title_size = max(style.MIN_TEXT, min(w // 6, h // 11))
    band_rect = pygame.Rect(8, 8, w - 16, round(title_size * 1.9))
    pygame.draw.rect(card, band, band_rect, border_radius=6)
    style.draw_text(card, name, band_rect.inflate(-8, -4), title_size, style.TEXT_LIGHT, bold=True, align="center",
                    valign="center", min_size=style.MIN_TEXT)
    tag_h = 0
    if deck_label:
        tag_size = max(style.MIN_TEXT, title_size * 2 // 3)
        tag_h = style.line_step(tag_size) + 6
        style.draw_text(card, deck_label, pygame.Rect(8, h - tag_h - 2, w - 16, tag_h), tag_size,
                        style.shade(band, 0.75), bold=True, align="center", valign="center", max_lines=1)
    box = pygame.Rect(14, band_rect.bottom + 8, w - 28, h - band_rect.bottom - 12 - tag_h)
    image_name, tint = picture_of(card_id)
    tint = tint or style.shade(band, 0.9)
    if text:
        body = max(style.MIN_TEXT, min(w // 11, title_size - 2, round(style.BODY * 1.15)))
        power = style.fit_text(text, box.size, body, min_size=style.MIN_TEXT)
        room = box.h - power.height - 6
        if room >= max(20, box.h // 4):
            image = art.icon(image_name, min(room, box.w), tint)
            card.blit(image, image.get_rect(midtop=(w // 2, box.top)))
            box = pygame.Rect(box.x, box.bottom - power.height, box.w, power.height)
        style.draw_text(card, text, box, power.size, style.INK, min_size=style.MIN_TEXT)
    else:
        image = art.icon(image_name, max(8, min(box.w, box.h)), tint)
        card.blit(image, image.get_rect(center=box.center))
    return card


def card_face(card: str, size: tuple[int, int], words) -> pygame.Surface:
    """`card` at `size`, worded by `words` (its power text only when it is
    large enough to read)."""
    info = CARDS[card]
    text = words.card_text(card) if size[0] >= px(90) else ""
    return character_card(card, words.card_name(card), text, info.deck, size, words.t(f"deck.{info.deck}"))


@lru_cache(maxsize=32)
def glow(size: tuple[int, int], color: tuple, width: int = 4) -> pygame.Surface:
    """A soft coloured ring around a place on the table (a seat to pick)."""
    w, h = size
    surf = pygame.Surface((w + 16, h + 16), pygame.SRCALPHA)
    for i, alpha in enumerate((40, 70, 110, 200)):
        pygame.draw.rect(surf, (*color, alpha), surf.get_rect().inflate(-2 * (4 - i) * 2, -2 * (4 - i) * 2),
                         width, border_radius=14)
    return style.optimized(surf)


@lru_cache(maxsize=64)
def plate(size: tuple[int, int], color: tuple, lit: bool = False) -> pygame.Surface:
    """The felt area in front of a seat's screen."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (*style.rgb(style.FELT_DARK), 170 if lit else 120), surf.get_rect(), border_radius=12)
    pygame.draw.rect(surf, color if lit else style.shade(color, 0.7), surf.get_rect(), 3 if lit else 2, border_radius=12)
    return style.optimized(surf)


@lru_cache(maxsize=512)
def tile(text: str, size: tuple[int, int], state: str, color: tuple | None) -> pygame.Surface:
    """One row of the round tracker: a card name with a mark for its state
    (done / current / to come / drawn by a power / no winner)."""
    width, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    fills = {"current": (*style.rgb(style.GOLD), 235), "done": (40, 32, 26, 150), "void": (40, 32, 26, 150),
             "drawn": (70, 50, 90, 170), "coming": (*style.rgb(style.PARCHMENT), 215)}
    pygame.draw.rect(surf, fills[state], surf.get_rect(), border_radius=h // 4)
    ink = style.rgb(style.INK) if state in ("current", "coming") else style.rgb(style.MUTED)
    mark = h * 13 // 24
    box = pygame.Rect(mark * 2, 0, width - mark * 2 - 2, h)
    style.draw_text(surf, text, box, min(style.SMALL, max(style.MIN_TEXT, h * 14 // 22)), ink,
                    bold=state == "current", valign="center", max_lines=1)
    mark_center = (mark, h // 2)
    r = max(2, h * 7 // 24)
    if state == "done" and color is not None:
        pygame.draw.circle(surf, color, mark_center, r)
        pygame.draw.circle(surf, style.rgb(style.TEXT_LIGHT), mark_center, r, 1)
    elif state == "void":
        pygame.draw.line(surf, style.rgb(style.MUTED), (mark - r, h // 2 - r), (mark + r, h // 2 + r), 2)
        pygame.draw.line(surf, style.rgb(style.MUTED), (mark + r, h // 2 - r), (mark - r, h // 2 + r), 2)
    elif state == "current":
        pygame.draw.polygon(surf, style.rgb(style.RED), [(mark - r, h // 2 - r), (mark + r, h // 2),
                                                         (mark - r, h // 2 + r)])
    elif state == "drawn":
        pygame.draw.circle(surf, color or style.rgb(style.MUTED), mark_center, r - 1, 2)
    else:
        pygame.draw.circle(surf, style.shade(style.PARCHMENT, 0.6), mark_center, max(2, r // 2))
    return style.optimized(surf)
