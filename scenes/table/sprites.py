"""Table pieces drawn in code: playing cards, character/district cards,
chips, coins, gems, tokens and dice.

Every function returns a cached surface for its arguments, so tables call
them every frame.  Shapes are drawn at twice the size and scaled down, which
gives smooth edges.  Gems differ in shape as well as colour (red diamond,
blue round, yellow triangle) so colour-blind players can tell them apart.
"""
from __future__ import annotations

import math

import pygame

from scenes import art, style
from scenes.table.shadows import blit_with_shadow, shadow, shadow_reach  # noqa: F401  (titles lay pieces on felt as sprites.*)

SS = 2  # supersampling factor

CARD_FACE = (251, 246, 234)
SUIT_RED = (178, 34, 40)
SUIT_BLACK = (28, 24, 22)
RED_SUITS = ("H", "D")

CHIP_COLORS = {
    "red": (168, 50, 45), "blue": (47, 95, 158), "green": (46, 125, 80),
    "black": (40, 36, 34), "white": (230, 224, 210), "gold": (212, 166, 64),
    "purple": (110, 60, 140),
}
COIN_COLORS = {
    "gold": ((212, 166, 64), (250, 222, 130), "G"),
    "silver": ((170, 176, 186), (236, 240, 245), "S"),
    "fairy": ((120, 190, 150), (214, 250, 222), ""),
    "black": ((38, 34, 34), (110, 100, 100), "◆"),
    "red": ((160, 40, 36), (240, 120, 100), "♦"),
}
GEM_COLORS = {
    "red": ((196, 38, 48), (255, 150, 150)),
    "blue": ((40, 98, 200), (160, 200, 255)),
    "yellow": ((232, 190, 40), (255, 245, 170)),
}
GEM_SHAPES = {"red": "diamond", "blue": "round", "yellow": "triangle"}


def _surface(size: tuple[int, int]) -> pygame.Surface:
    return pygame.Surface(size, pygame.SRCALPHA)


def _downsample(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return style.optimized(pygame.transform.smoothscale(big, size))


def _blit_center(target: pygame.Surface, image: pygame.Surface, center) -> None:
    target.blit(image, image.get_rect(center=(round(center[0]), round(center[1]))))


# --- suits -----------------------------------------------------------------
def draw_suit(surface: pygame.Surface, suit: str, center, size: float, color) -> None:
    """Spade, heart, diamond or club (`S`, `H`, `D`, `C`) drawn with shapes
    (no font glyphs needed), `size` pixels high."""
    cx, cy = center
    s = size
    if suit == "D":
        pygame.draw.polygon(surface, color, [(cx, cy - s / 2), (cx + s * 0.38, cy), (cx, cy + s / 2), (cx - s * 0.38, cy)])
    elif suit == "H":
        r = s * 0.27
        for dx in (-1, 1):
            pygame.draw.circle(surface, color, (cx + dx * s * 0.23, cy - s * 0.17), r)
        pygame.draw.polygon(surface, color, [(cx - s * 0.49, cy - s * 0.1), (cx + s * 0.49, cy - s * 0.1), (cx, cy + s * 0.45)])
    elif suit == "S":
        r = s * 0.25
        for dx in (-1, 1):
            pygame.draw.circle(surface, color, (cx + dx * s * 0.22, cy + s * 0.08), r)
        pygame.draw.polygon(surface, color, [(cx - s * 0.46, cy + s * 0.14), (cx + s * 0.46, cy + s * 0.14), (cx, cy - s * 0.48)])
        pygame.draw.polygon(surface, color, [(cx, cy + s * 0.05), (cx - s * 0.17, cy + s * 0.5), (cx + s * 0.17, cy + s * 0.5)])
    elif suit == "C":
        r = s * 0.22
        for dx, dy in ((0, -0.24), (-0.25, 0.08), (0.25, 0.08)):
            pygame.draw.circle(surface, color, (cx + dx * s, cy + dy * s), r)
        pygame.draw.circle(surface, color, (cx, cy), s * 0.14)
        pygame.draw.polygon(surface, color, [(cx, cy), (cx - s * 0.17, cy + s * 0.5), (cx + s * 0.17, cy + s * 0.5)])


@style.drawn_once(maxsize=128)
def suit_icon(suit: str, size: int, color: tuple | None = None) -> pygame.Surface:
    color = color or (SUIT_RED if suit in RED_SUITS else SUIT_BLACK)
    big = _surface((size * SS, size * SS))
    draw_suit(big, suit, (size * SS / 2, size * SS / 2), size * SS * 0.95, color)
    return _downsample(big, (size, size))


# --- playing cards ---------------------------------------------------------
CARD_SIZE = (78, 110)


def card_radius(size: tuple[int, int]) -> int:
    return max(4, size[0] // 10)


def _card_blank(size: tuple[int, int], fill, border) -> pygame.Surface:
    w, h = size
    big = _surface((w * SS, h * SS))
    r = card_radius(size) * SS
    pygame.draw.rect(big, border, big.get_rect(), border_radius=r)
    pygame.draw.rect(big, fill, big.get_rect().inflate(-2 * SS, -2 * SS), border_radius=r - SS)
    return _downsample(big, size)


@style.drawn_once(maxsize=256)
def playing_card(rank: str, suit: str | None, size: tuple[int, int] = CARD_SIZE) -> pygame.Surface:
    """A face-up card.  `rank` is A, 2..10, J, Q, K, or `small_joker` /
    `big_joker` (drawn as a small green and a big red dragon)."""
    style.face(f"{rank}{suit or ''}")
    if rank in ("small_joker", "big_joker"):
        return dragon_card(rank == "big_joker", size)
    w, h = size
    color = SUIT_RED if suit in RED_SUITS else SUIT_BLACK
    card = _card_blank(size, CARD_FACE, (90, 78, 64))
    index_size = max(12, int(h * 0.2))
    label = style.text(rank, index_size, color, bold=True)
    pip = suit_icon(suit, max(8, int(h * 0.12)), color)
    pad = max(3, w // 14)
    card.blit(label, (pad, pad - index_size // 6))
    card.blit(pip, (pad + (label.get_width() - pip.get_width()) // 2, pad + int(index_size * 1.05)))
    corner = _surface((max(label.get_width(), pip.get_width()), int(index_size * 1.05) + pip.get_height()))
    corner.blit(label, ((corner.get_width() - label.get_width()) // 2, -index_size // 6))
    corner.blit(pip, ((corner.get_width() - pip.get_width()) // 2, int(index_size * 1.05)))
    corner = pygame.transform.rotate(corner, 180)
    card.blit(corner, (w - pad - corner.get_width(), h - pad - corner.get_height()))
    if rank in ("J", "Q", "K"):
        frame = pygame.Rect(0, 0, int(w * 0.5), int(h * 0.5))
        frame.center = (w // 2, h // 2)
        pygame.draw.rect(card, style.shade(style.GOLD_LIGHT, 1.3), frame, border_radius=4)
        pygame.draw.rect(card, style.GOLD, frame, 2, border_radius=4)
        treasure = art.icon(COURT_PICTURES[rank], max(8, min(frame.w, frame.h) - 6), color)
        _blit_center(card, treasure, frame.center)
    else:
        _blit_center(card, suit_icon(suit, int(h * 0.36), color), (w / 2, h / 2))
    return card


#: The treasure each court card stands for (J 20, Q 50, K 100).
COURT_PICTURES = {"J": "dragons_lair.jack", "Q": "dragons_lair.queen", "K": "dragons_lair.king"}


@style.drawn_once(maxsize=16)
def dragon_card(big: bool, size: tuple[int, int] = CARD_SIZE) -> pygame.Surface:
    """The jokers: the big dragon (red) and the small dragon (green)."""
    w, h = size
    body = (170, 36, 32) if big else (50, 120, 70)
    card = _card_blank(size, CARD_FACE, (90, 78, 64))
    picture = art.icon("dragons_lair.big_dragon" if big else "dragons_lair.small_dragon",
                       max(8, int(min(w * 0.8, h * 0.55))), body)
    _blit_center(card, picture, (w / 2, h * 0.48))
    glyph = style.text("龙", max(12, int(h * 0.17)), body, bold=True)
    card.blit(glyph, (max(3, w // 14), 1))
    stars = "★★" if big else "★"
    _blit_center(card, style.text(stars, max(10, int(h * 0.12)), body), (w / 2, h * 0.87))
    return card


@style.drawn_once(maxsize=32)
def card_back(size: tuple[int, int] = CARD_SIZE, color: tuple = (122, 36, 34), emblem: str | None = None) -> pygame.Surface:
    """A face-down card: a lattice in `color` inside a gold frame, with a
    medallion: the dragon character 龙, or the picture `emblem` (a maze
    room shows a door)."""
    w, h = size
    big = _surface((w * SS, h * SS))
    r = card_radius(size) * SS
    pygame.draw.rect(big, (60, 40, 24), big.get_rect(), border_radius=r)
    inner = big.get_rect().inflate(-3 * SS, -3 * SS)
    pygame.draw.rect(big, color, inner, border_radius=r - SS)
    pattern = _surface(inner.size)
    step = 8 * SS
    line = style.shade(color, 1.25)
    for i in range(-inner.h, inner.w + inner.h, step):
        pygame.draw.line(pattern, line, (i, 0), (i + inner.h, inner.h), SS)
        pygame.draw.line(pattern, line, (i, inner.h), (i + inner.h, 0), SS)
    mask = _surface(inner.size)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=r - SS)
    pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(pattern, inner.topleft)
    frame = big.get_rect().inflate(-8 * SS, -8 * SS)
    pygame.draw.rect(big, style.rgb(style.GOLD), frame, SS * 2, border_radius=max(2, r - 3 * SS))
    pygame.draw.circle(big, style.shade(color, 0.7), big.get_rect().center, w * SS * 0.26)
    pygame.draw.circle(big, style.rgb(style.GOLD), big.get_rect().center, w * SS * 0.26, SS * 2)
    card = _downsample(big, size)
    if emblem:
        _blit_center(card, art.icon(emblem, max(8, int(w * 0.36)), style.GOLD_LIGHT), (w / 2, h / 2))
    else:
        _blit_center(card, style.text("龙", max(10, int(w * 0.3)), style.GOLD_LIGHT, bold=True), (w / 2, h / 2))
    return card


# --- character / district cards ---------------------------------------------
@style.drawn_once(maxsize=256)
def info_card(title: str, body: str, size: tuple[int, int] = (120, 170), band: tuple = (110, 60, 140),
              cost: int | None = None, footer: str = "") -> pygame.Surface:
    """A named card: a colour band with the title, a text box with its
    rule text, an optional cost badge and footer (Dragonstones characters,
    Citadels districts)."""
    w, h = size
    card = _card_blank(size, style.rgb(style.PARCHMENT), (90, 70, 50))
    band_h = max(20, int(h * 0.2))
    band_surf = _card_blank((w - 6, band_h), band, style.shade(band, 0.6))
    card.blit(band_surf, (3, 3))
    title_size = style.SMALL if w < 140 else style.BODY
    lines = style.wrap(title, title_size, w - 16 - (22 if cost is not None else 0), bold=True)[:2]
    ty = 3 + (band_h - len(lines) * (title_size + 3)) // 2
    for line in lines:
        img = style.text(line, title_size, style.TEXT_LIGHT, bold=True)
        card.blit(img, (3 + (w - 6 - img.get_width()) // 2 + (9 if cost is not None else 0), ty))
        ty += title_size + 3
    if cost is not None:
        card.blit(coin("gold", 22, str(cost)), (5, 3 + (band_h - 22) // 2))
    box = pygame.Rect(6, band_h + 8, w - 12, h - band_h - 14 - (16 if footer else 0))
    pygame.draw.rect(card, style.shade(style.PARCHMENT, 0.93), box, border_radius=4)
    pygame.draw.rect(card, style.shade(style.PARCHMENT, 0.75), box, 1, border_radius=4)
    body_size = 12 if w < 140 else style.SMALL
    y = box.y + 3
    for line in style.wrap(body, body_size, box.w - 8):
        if y + body_size > box.bottom:
            break
        card.blit(style.text(line, body_size, style.INK), (box.x + 4, y))
        y += body_size + 3
    if footer:
        _blit_center(card, style.text(footer, 12, style.shade(band, 0.7), bold=True), (w / 2, h - 12))
    pygame.draw.rect(card, band, (6, h - 5, w - 12, 2))
    return card


# --- chips and coins ---------------------------------------------------------
@style.drawn_once(maxsize=64)
def chip(color: str = "red", size: int = 28) -> pygame.Surface:
    """A poker chip seen from above: coloured disc, white edge inserts and a
    dashed inner ring."""
    base = CHIP_COLORS.get(color, color) if isinstance(color, str) else color
    d = size * SS
    big = _surface((d, d))
    c = (d / 2, d / 2)
    pygame.draw.circle(big, style.shade(base, 0.55), c, d / 2)
    pygame.draw.circle(big, base, c, d / 2 - SS)
    for k in range(6):
        a = k * math.pi / 3
        pts = []
        for da, rr in ((-0.17, d / 2 - SS), (0.17, d / 2 - SS), (0.13, d * 0.34), (-0.13, d * 0.34)):
            pts.append((c[0] + math.cos(a + da) * rr, c[1] + math.sin(a + da) * rr))
        pygame.draw.polygon(big, (240, 235, 225), pts)
    pygame.draw.circle(big, style.shade(base, 1.15), c, d * 0.3)
    pygame.draw.circle(big, (240, 235, 225), c, d * 0.3, SS)
    pygame.draw.circle(big, style.shade(base, 0.8), c, d * 0.22)
    return _downsample(big, (size, size))


@style.drawn_once(maxsize=128)
def chip_stack(count: int, color: str = "red", size: int = 28, label: bool = True) -> pygame.Surface:
    """A leaning pile of chips, taller with `count` (at most 10 drawn), and
    the count written on a badge."""
    shown = max(0, min(count, 10))
    step = max(2, size // 9)
    w = size + 4
    h = size + step * max(shown - 1, 0) + (18 if label else 0)
    surf = _surface((w + (22 if label else 0), h))
    face = chip(color, size)
    edge = style.shade(CHIP_COLORS.get(color, (168, 50, 45)), 0.5)
    for i in range(shown):
        y = h - size - i * step - (0 if not label else 0)
        x = 2 + (i % 3 == 1) - (i % 4 == 3)
        pygame.draw.ellipse(surf, edge, (x, y + 2, size, size))
        surf.blit(face, (x, y))
    if label:
        badge = count_badge(count)
        surf.blit(badge, (surf.get_width() - badge.get_width(), 0))
    return surf


@style.drawn_once(maxsize=256)
def count_badge(count: int | str, size: int = style.SMALL) -> pygame.Surface:
    """A dark rounded badge with a number, for stacks and hand sizes."""
    label = style.text(str(count), size, style.TEXT_LIGHT, bold=True)
    w = max(label.get_width() + 10, size + 6)
    badge = _surface((w, size + 6))
    pygame.draw.rect(badge, (*style.rgb(style.PANEL), 230), badge.get_rect(), border_radius=(size + 6) // 2)
    pygame.draw.rect(badge, style.rgb(style.GOLD), badge.get_rect(), 1, border_radius=(size + 6) // 2)
    _blit_center(badge, label, (w / 2, (size + 6) / 2))
    return badge


@style.drawn_once(maxsize=64)
def coin(kind: str = "gold", size: int = 26, mark: str | None = None) -> pygame.Surface:
    """A metal coin: gold, silver, fairy (pale green), black or red, with a
    raised rim, a highlight and an embossed mark."""
    base, light, default_mark = COIN_COLORS[kind]
    d = size * SS
    big = _surface((d, d))
    c = (d / 2, d / 2)
    pygame.draw.circle(big, style.shade(base, 0.5), c, d / 2)
    steps = 10
    for i in range(steps):
        t = i / steps
        col = tuple(int(base[k] + (light[k] - base[k]) * t * 0.8) for k in range(3))
        pygame.draw.circle(big, col, (c[0] - t * d * 0.1, c[1] - t * d * 0.1), (d / 2 - SS) * (1 - t * 0.75))
    pygame.draw.circle(big, style.shade(base, 0.7), c, d * 0.36, SS)
    if kind == "fairy" and mark is None:
        sparkle = []
        for k in range(8):
            a = k * math.pi / 4
            rr = d * (0.28 if k % 2 == 0 else 0.09)
            sparkle.append((c[0] + math.cos(a) * rr, c[1] + math.sin(a) * rr))
        pygame.draw.polygon(big, style.shade(base, 0.5), sparkle)
    surf = _downsample(big, (size, size))
    mark = default_mark if mark is None else mark
    if mark:
        ink = style.shade(base, 0.45) if kind != "black" else (200, 190, 180)
        _blit_center(surf, style.text(mark, max(9, int(size * 0.5)), ink, bold=True), (size / 2, size / 2))
    return surf


# --- gems --------------------------------------------------------------------
@style.drawn_once(maxsize=32)
def gem(color: str, size: int = 24) -> pygame.Surface:
    """A gem.  Each colour has its own shape: red = diamond, blue = round,
    yellow = triangle."""
    base, light = GEM_COLORS[color]
    d = size * SS
    big = _surface((d, d))
    dark = style.shade(base, 0.55)
    shape = GEM_SHAPES[color]
    m = SS * 1.5
    if shape == "diamond":
        outer = [(d / 2, m), (d - m, d / 2), (d / 2, d - m), (m, d / 2)]
        pygame.draw.polygon(big, dark, outer)
        inner = [(d / 2, m * 3), (d - m * 3, d / 2), (d / 2, d - m * 3), (m * 3, d / 2)]
        pygame.draw.polygon(big, base, inner)
        pygame.draw.polygon(big, light, [(d / 2, m * 3), (d / 2, d / 2), (m * 3, d / 2)])
        pygame.draw.polygon(big, style.shade(base, 1.2), [(d / 2, m * 3), (d - m * 3, d / 2), (d / 2, d / 2)])
    elif shape == "round":
        pygame.draw.circle(big, dark, (d / 2, d / 2), d / 2 - m)
        pygame.draw.circle(big, base, (d / 2, d / 2), d / 2 - m * 2.5)
        pygame.draw.circle(big, style.shade(base, 1.25), (d / 2 - d * 0.06, d / 2 - d * 0.06), d * 0.25)
        pygame.draw.ellipse(big, light, (d * 0.3, d * 0.24, d * 0.2, d * 0.13))
    else:
        outer = [(d / 2, m), (d - m, d - m * 2), (m, d - m * 2)]
        pygame.draw.polygon(big, dark, outer)
        inner = [(d / 2, m * 4.5), (d - m * 4, d - m * 3.5), (m * 4, d - m * 3.5)]
        pygame.draw.polygon(big, base, inner)
        cx, cy = d / 2, d * 0.62
        pygame.draw.polygon(big, light, [(d / 2, m * 4.5), (cx, cy), (m * 4, d - m * 3.5)])
    return _downsample(big, (size, size))


# --- tokens ------------------------------------------------------------------
@style.drawn_once(maxsize=16)
def crown(size: int = 32) -> pygame.Surface:
    """The crown token: a gold crown with three points and red jewels."""
    d = size * SS
    big = _surface((d, d))
    g, dark = style.rgb(style.GOLD), style.shade(style.GOLD, 0.55)
    pts = [(d * 0.1, d * 0.8), (d * 0.1, d * 0.3), (d * 0.3, d * 0.55), (d * 0.5, d * 0.18),
           (d * 0.7, d * 0.55), (d * 0.9, d * 0.3), (d * 0.9, d * 0.8)]
    pygame.draw.polygon(big, dark, [(x, y + SS * 2) for x, y in pts])
    pygame.draw.polygon(big, g, pts)
    pygame.draw.rect(big, style.rgb(style.GOLD_LIGHT), (d * 0.1, d * 0.68, d * 0.8, d * 0.12))
    for fx in (0.1, 0.5, 0.9):
        pygame.draw.circle(big, (200, 40, 40), (d * fx, d * (0.3 if fx != 0.5 else 0.18)), d * 0.06)
    pygame.draw.circle(big, (40, 90, 190), (d * 0.5, d * 0.74), d * 0.05)
    return _downsample(big, (size, size))


@style.drawn_once(maxsize=16)
def leader_marker(size: int = 36) -> pygame.Surface:
    """The party marker: a gold pawn carrying a red banner."""
    d = size * SS
    big = _surface((d, d))
    g, dark = style.rgb(style.GOLD), style.shade(style.GOLD, 0.5)
    pygame.draw.ellipse(big, dark, (d * 0.2, d * 0.8, d * 0.55, d * 0.17))
    pygame.draw.polygon(big, g, [(d * 0.27, d * 0.86), (d * 0.37, d * 0.45), (d * 0.57, d * 0.45), (d * 0.67, d * 0.86)])
    pygame.draw.circle(big, g, (d * 0.47, d * 0.36), d * 0.14)
    pygame.draw.circle(big, style.rgb(style.GOLD_LIGHT), (d * 0.43, d * 0.32), d * 0.05)
    pygame.draw.line(big, style.rgb(style.WOOD_DARK), (d * 0.72, d * 0.04), (d * 0.72, d * 0.86), SS * 3)
    pygame.draw.polygon(big, style.rgb(style.RED), [(d * 0.72, d * 0.05), (d * 0.98, d * 0.14), (d * 0.72, d * 0.25)])
    return _downsample(big, (size, size))


# --- dice --------------------------------------------------------------------
PIPS = {
    1: [(0.5, 0.5)], 2: [(0.25, 0.25), (0.75, 0.75)], 3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
    4: [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)],
    5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
    6: [(0.25, 0.22), (0.75, 0.22), (0.25, 0.5), (0.75, 0.5), (0.25, 0.78), (0.75, 0.78)],
    9: [(x, y) for y in (0.22, 0.5, 0.78) for x in (0.22, 0.5, 0.78)],
}


@style.drawn_once(maxsize=128)
def die(face: int | str, size: int = 40, color: tuple = (246, 240, 225), ink: tuple = (40, 30, 24)) -> pygame.Surface:
    """A die face: pips for 1–6 (and 9), or a short custom label (a
    Rattlebones face such as "★" or "+1")."""
    d = size * SS
    big = _surface((d, d))
    r = d // 6
    pygame.draw.rect(big, style.shade(color, 0.6), big.get_rect(), border_radius=r)
    pygame.draw.rect(big, color, big.get_rect().inflate(-2 * SS, -2 * SS), border_radius=r)
    pygame.draw.rect(big, style.shade(color, 1.15), (SS * 3, SS * 3, d - SS * 8, d * 0.35), border_radius=r)
    pygame.draw.rect(big, color, (SS * 3, d * 0.2, d - SS * 6, d * 0.4))
    if isinstance(face, int) and face in PIPS:
        pip_r = d * (0.09 if face < 7 else 0.07)
        pip_color = (190, 30, 30) if face == 1 else ink
        for fx, fy in PIPS[face]:
            pygame.draw.circle(big, pip_color, (d * fx, d * fy), pip_r)
        return _downsample(big, (size, size))
    surf = _downsample(big, (size, size))
    label = str(face)
    text_size = int(size * (0.55 if len(label) <= 2 else 0.32))
    _blit_center(surf, style.text(label, text_size, ink, bold=True), (size / 2, size / 2))
    return surf


@style.drawn_once(maxsize=64)
def banner(text: str, color: tuple, size: int = style.TITLE) -> pygame.Surface:
    """A big announcement ("Treasure!", "Round 3") on a dark plate edged in
    its colour."""
    label = style.text(text, size, color, True)
    board = style.plate((label.get_width() + 80, label.get_height() + 36), radius=16, edge=color, edge_width=3)
    board.blit(label, label.get_rect(center=board.get_rect().center))
    return style.optimized(board)


@style.drawn_once(maxsize=32)
def seat_place(size: tuple[int, int], color: tuple, lit: bool = False) -> pygame.Surface:
    """A seat's place on the felt: a darker patch edged in its colour."""
    plate = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(plate, (*style.rgb(style.FELT_DARK), 190 if lit else 130), plate.get_rect(), border_radius=10)
    edge = style.rgb(style.GOLD_LIGHT) if lit else style.shade(color, 0.75)
    pygame.draw.rect(plate, edge, plate.get_rect(), 2, border_radius=10)
    pygame.draw.rect(plate, color, (4, 8, 4, size[1] - 16), border_radius=2)
    return style.optimized(plate)


@style.drawn_once(maxsize=64)
def tooltip(text: str, width: int | None = None) -> pygame.Surface:
    """A tip on a dark plate (what clicking here would do, what a thing
    is): one line, or wrapped to `width` pixels."""
    return _tooltip(text, width, style.SMALL)


@style.drawn_once(maxsize=64)
def _tooltip(text: str, width: int | None, size: int) -> pygame.Surface:
    lines = style.wrap(text, size, width - 16) if width else [text]
    labels = [style.text(line, size, style.TEXT_LIGHT) for line in lines]
    step = style.line_step(size)
    height = labels[0].get_height() + step * (len(labels) - 1)
    tip = style.plate((max(label.get_width() for label in labels) + 16, height + 8), alpha=240, radius=6,
                      edge=style.GOLD)
    for row, label in enumerate(labels):
        tip.blit(label, (8, 4 + row * step))
    return style.optimized(tip)
