"""Dragon & Lyre pieces drawn in code: epic cards (battles, territories,
artifacts, beasts), hero cards in their seat's colour, the prophet, the
card backs, the final-round marker.  Every function is cached on its
arguments (texts included, so a language switch simply draws new ones):
tables call them every frame.  `epic`, `hero` and `prophet` word a piece
and pick its face or back; the rest draw.

Pictures are the vendored game-icons (`scenes.art`, ``dragon_lyre.*``).
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.dragon_lyre import data, log
from game.dragon_lyre.rules import UNKNOWN
from scenes import art, style
from scenes.dragon_lyre.words import card_caption, t
from scenes.table import sprites
from scenes.table.base import SEAT_COLORS

SS = sprites.SS

KIND_COLORS = {
    data.BATTLE: (168, 50, 45),
    "castle": (70, 96, 140), "fortress": (116, 84, 58), "port": (38, 118, 128),
    data.BEAST: (110, 60, 140),
}
SET_COLORS = {
    "dawn": (214, 150, 60), "tide": (40, 104, 170), "ember": (190, 70, 40),
    "frost": (112, 160, 190), "thorn": (70, 120, 60), "star": (120, 90, 170),
}
EXCALIBUR_COLOR = (196, 160, 52)
ATTACK_COLORS = {data.MELEE: (178, 58, 48), data.RANGED: (52, 126, 70), data.MAGIC: (86, 80, 170)}
ICON_PICTURES = {data.BATTLE: "dragon_lyre.battle", data.TERRITORY: "dragon_lyre.castle",
                 data.ARTIFACT: "dragon_lyre.artifact"}
BACK_EPIC = (36, 32, 44)
BACK_HERO = (232, 224, 206)


def seat_color(seat: int) -> tuple[int, int, int]:
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


def epic(card: str, size: tuple[int, int]) -> pygame.Surface:
    """An epic card face up, or its back for an unknown one."""
    if card == UNKNOWN:
        return epic_back(size)
    return epic_card(card, log.card_name(card, t), card_caption(card), size)


def hero(hero_id: str, seat: int, size: tuple[int, int]) -> pygame.Surface:
    """One of `seat`'s heroes face up, or its back for an unknown one."""
    if hero_id == UNKNOWN:
        return hero_back(seat_color(seat), size)
    return hero_card(hero_id, log.hero_name(hero_id, t), t(f"attack.{data.ATTACK_OF[hero_id]}"), seat,
                     seat_color(seat), size)


def prophet(number: int, seat: int, used: bool, size: tuple[int, int]) -> pygame.Surface:
    """Prophet `number`, dealt to `seat`; grey once used."""
    return prophet_card(number, t("prophet"), seat_color(seat), used, size)


def card_color(card: str) -> tuple[int, int, int]:
    kind = data.KIND_OF[card]
    if kind == data.TERRITORY:
        return KIND_COLORS[data.territory_kind(card)]
    if kind == data.ARTIFACT:
        kit = data.set_of(card)
        return SET_COLORS[kit] if kit else EXCALIBUR_COLOR
    return KIND_COLORS[kind]


def card_picture(card: str) -> str:
    kind = data.KIND_OF[card]
    if kind == data.TERRITORY:
        return f"dragon_lyre.{data.territory_kind(card)}"
    if kind == data.BEAST:
        return f"dragon_lyre.{card}"
    if card in data.EXCALIBURS:
        return "dragon_lyre.excalibur"
    return f"dragon_lyre.{kind}"


def _blank(size: tuple[int, int], fill, border, radius: int | None = None) -> pygame.Surface:
    """A rounded card body with a border, drawn supersampled."""
    w, h = size
    radius = sprites.card_radius(size) if radius is None else radius
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    pygame.draw.rect(big, border, big.get_rect(), border_radius=radius * SS)
    edge = max(1, w // 40) * SS
    pygame.draw.rect(big, fill, big.get_rect().inflate(-2 * edge, -2 * edge), border_radius=max(1, radius - 1) * SS)
    return pygame.transform.smoothscale(big, size)


def fitted(string: str, size: int, width: int, color, bold: bool = False) -> pygame.Surface:
    """`string` in the largest size from `size` down that fits `width`."""
    for points in range(size, 7, -1):
        if style.font(points, bold).size(string)[0] <= width:
            return style.text(string, points, color, bold)
    return style.text(string, 8, color, bold)


@lru_cache(maxsize=512)
def epic_card(card: str, name: str, caption: str, size: tuple[int, int]) -> pygame.Surface:
    """An epic card: a picture panel in the card's colour, its name below
    and, when there is room, what it scores."""
    style.face(card)
    w, h = size
    base = card_color(card)
    body = _blank(size, style.rgb(style.PARCHMENT), style.shade(base, 0.5))
    inset = max(2, w // 18)
    labelled = h >= 60
    art_h = int(h * (0.62 if h >= 80 else 0.7)) if labelled else h - 2 * inset
    panel = _blank((w - 2 * inset, art_h), base, style.shade(base, 0.55), radius=max(2, sprites.card_radius(size) - 2))
    body.blit(panel, (inset, inset))
    picture = art.icon(card_picture(card), int(min(w - 2 * inset, art_h) * 0.78), style.shade(base, 0.25))
    glow = art.icon(card_picture(card), int(min(w - 2 * inset, art_h) * 0.78), (250, 240, 215))
    center = (w // 2, inset + art_h // 2)
    body.blit(picture, picture.get_rect(center=(center[0] + 1, center[1] + 2)))
    body.blit(glow, glow.get_rect(center=center))
    if not labelled:
        return style.optimized(body)
    label_size = max(8, min(16, h // 8))
    label = fitted(name, label_size, w - 2 * inset - 2, style.INK, bold=True)
    y = inset + art_h + max(1, (h - inset - art_h - label.get_height()) // 2 if not caption or h < 110 else 2)
    body.blit(label, label.get_rect(midtop=(w // 2, y)))
    if caption and h >= 110:
        note = fitted(caption, max(8, label_size - 4), w - 2 * inset - 2, style.shade(base, 0.55))
        body.blit(note, note.get_rect(midtop=(w // 2, y + label.get_height())))
    return style.optimized(body)


@lru_cache(maxsize=512)
def hero_card(hero: str, name: str, attack_name: str, seat: int, color: tuple, size: tuple[int, int]) -> pygame.Surface:
    """A hero of `seat`, in its colour: the capture icon large in the
    top-left and bottom-right corners, the attack type small in the other
    two, the name across the middle.  (Its face is "<seat>:<hero>": every
    seat leads the same twelve heroes.)"""
    style.face(f"{seat}:{hero}")
    w, h = size
    body = _blank(size, style.rgb(style.PARCHMENT), color)
    frame = max(3, w // 14)
    inner = pygame.Rect(frame, frame, w - 2 * frame, h - 2 * frame)
    pygame.draw.rect(body, style.shade(style.PARCHMENT, 0.92), inner, border_radius=max(2, sprites.card_radius(size) - 3))
    icon = data.ICON_OF[hero]
    attack = data.ATTACK_OF[hero]
    big = max(10, int(w * 0.42))
    small = max(8, int(w * 0.26))
    capture = _disc(ICON_PICTURES[icon], big, KIND_COLORS.get(icon, (120, 100, 70)) if icon == data.BATTLE
                    else ((70, 96, 140) if icon == data.TERRITORY else EXCALIBUR_COLOR))
    fight = _disc(f"dragon_lyre.{attack}", small, ATTACK_COLORS[attack])
    body.blit(capture, (inner.left + 1, inner.top + 1))
    body.blit(capture, capture.get_rect(bottomright=(inner.right - 1, inner.bottom - 1)))
    body.blit(fight, fight.get_rect(topright=(inner.right - 1, inner.top + 1)))
    body.blit(fight, fight.get_rect(bottomleft=(inner.left + 1, inner.bottom - 1)))
    if h >= 70:
        label = fitted(name, max(8, min(15, h // 9)), inner.w - 4, style.INK, bold=True)
        body.blit(label, label.get_rect(center=(w // 2, h // 2 - (label.get_height() // 3 if h >= 110 else 0))))
        if h >= 110:
            note = fitted(attack_name, max(8, min(13, h // 11)), inner.w - 4, ATTACK_COLORS[attack], bold=True)
            body.blit(note, note.get_rect(midtop=(w // 2, h // 2 + label.get_height() // 2)))
    return style.optimized(body)


@lru_cache(maxsize=128)
def _disc(picture: str, size: int, color: tuple) -> pygame.Surface:
    """A round badge with a white picture on `color`."""
    d = size * SS
    big = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(big, style.shade(color, 0.55), (d / 2, d / 2), d / 2)
    pygame.draw.circle(big, color, (d / 2, d / 2), d / 2 - SS)
    disc = pygame.transform.smoothscale(big, (size, size))
    mark = art.icon(picture, int(size * 0.66), (250, 244, 230))
    disc.blit(mark, mark.get_rect(center=(size / 2, size / 2)))
    return disc


@lru_cache(maxsize=64)
def epic_back(size: tuple[int, int]) -> pygame.Surface:
    """The black back of the epic cards, with the lyre."""
    w, h = size
    body = _blank(size, BACK_EPIC, style.rgb(style.GOLD))
    inner = pygame.Rect(0, 0, w, h).inflate(-max(4, w // 8), -max(4, w // 8))
    pygame.draw.rect(body, style.shade(style.GOLD, 0.6), inner, 1, border_radius=max(2, sprites.card_radius(size) - 3))
    mark = art.icon("dragon_lyre.lyre", int(min(w, h) * 0.55), style.rgb(style.GOLD))
    body.blit(mark, mark.get_rect(center=(w // 2, h // 2)))
    return style.optimized(body)


@lru_cache(maxsize=64)
def hero_back(color: tuple, size: tuple[int, int]) -> pygame.Surface:
    """The white back of a hero card, edged in its seat's colour."""
    w, h = size
    body = _blank(size, BACK_HERO, color)
    inner = pygame.Rect(0, 0, w, h).inflate(-max(4, w // 7), -max(4, w // 7))
    pygame.draw.rect(body, style.shade(color, 1.1), inner, max(1, w // 30), border_radius=max(2, sprites.card_radius(size) - 3))
    mark = art.icon("dragon_lyre.hero", int(min(w, h) * 0.5), style.shade(color, 0.9))
    body.blit(mark, mark.get_rect(center=(w // 2, h // 2)))
    return style.optimized(body)


@lru_cache(maxsize=64)
def prophet_card(number: int, name: str, color: tuple, used: bool, size: tuple[int, int]) -> pygame.Surface:
    """A seat's prophet with its number; turned grey once used."""
    style.face(f"prophet{number}")
    w, h = size
    base = (120, 120, 120) if used else color
    body = _blank(size, style.shade(base, 0.35), style.rgb(style.GOLD) if not used else (90, 90, 90))
    labelled = h >= 56
    mark = art.icon("dragon_lyre.prophet", int(min(w, h) * 0.66), (240, 220, 160) if not used else (150, 150, 150))
    body.blit(mark, mark.get_rect(center=(w // 2, int(h * (0.42 if labelled else 0.5)))))
    if labelled:
        label = fitted(f"{name} {number}", max(8, min(14, h // 8)), w - 6, style.TEXT_LIGHT, bold=True)
        body.blit(label, label.get_rect(midbottom=(w // 2, h - max(2, h // 14))))
    return style.optimized(body)


@lru_cache(maxsize=8)
def deck_marker(w: int, h: int) -> pygame.Surface:
    """The final-round marker: an epic card back turned sideways."""
    return pygame.transform.rotate(epic_back((h, w)), 90)


@lru_cache(maxsize=8)
def veil(size: tuple[int, int]) -> pygame.Surface:
    """The shade over the table behind the fight or recall board."""
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((12, 20, 16, 150))
    return shade
