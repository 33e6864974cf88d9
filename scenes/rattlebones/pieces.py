"""Rattlebones pieces drawn in code: die faces, unfolded dice, board tiles,
monkeys, the train track, the ringmaster's hat, the dark panels and the
words that pop over the table.  Every picture is cached by its arguments."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.rattlebones import data
from scenes import art, style
from scenes.layout import px
from scenes.table import sprites
from scenes.table.base import SEAT_COLORS

#: The three dice of a seat: white, black and grey bodies, and their ink.
DIE_BODY = ((246, 240, 225), (52, 46, 44), (164, 160, 152))
DIE_INK = ((40, 30, 24), (246, 240, 225), (30, 26, 22))

#: Each face type's colour (its icon, and the band of its tile).
TINT = {
    data.RINGMASTER: (196, 52, 44), "gold": (222, 172, 60), "star": (236, 196, 64), "stock": (70, 150, 95),
    "thief": (118, 96, 160), "rank": (60, 120, 190), "roll_again": (214, 120, 44), "train": (160, 86, 60),
    "double": (196, 66, 126), "gamble": (128, 70, 170), "plus_one": (50, 160, 160), "nine_pip": (40, 110, 180),
    "arrow": (90, 140, 70), "start": (196, 52, 44), "points": (212, 166, 64),
}

#: Where each die position lies in its unfolded cross (column, row):
#: the Ringmaster in the middle, its opposite at the far end, the other
#: opposite pairs above/below and either side.
NET = {0: (1, 1), 1: (0, 1), 4: (2, 1), 5: (3, 1), 2: (1, 0), 3: (1, 2)}


#: Pictures drawn for a face other than its own name: the Ringmaster's
#: face is his top hat (his figure is too thin to read on a small face).
ICON_OF = {data.RINGMASTER: "start"}


def seat_color(seat: int) -> tuple:
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


def type_size(pixels: float) -> int:
    """The largest size of the house type scale that fits `pixels` (the
    font is loaded once per size, and a CJK font is large)."""
    return max([size for size in (style.SMALL, style.BODY, style.HEADING, style.TITLE, style.DISPLAY)
                if size <= pixels] or [style.SMALL])


def lighter(color: tuple, amount: float = 0.45) -> tuple:
    return tuple(int(c + (255 - c) * amount) for c in color)


def _icon(name: str, size: int, color: tuple) -> pygame.Surface:
    return art.icon(f"rattlebones.{name}", size, color)


@lru_cache(maxsize=4096)
def face_image(face: str, size: int, die: int = 0, pointed: str | None = None) -> pygame.Surface:
    """One face of die `die` (0 white, 1 black, 2 grey).  An arrow shows
    a small copy of the face it points at (`pointed`)."""
    body, ink = DIE_BODY[die], DIE_INK[die]
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    radius = max(3, size // 6)
    pygame.draw.rect(surf, style.shade(body, 0.7), surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, body, surf.get_rect().inflate(-2, -2), border_radius=radius)
    kind = data.face_type(face)
    dark_body = die == 1

    def tint(name: str) -> tuple:
        color = TINT[name]
        return lighter(color, 0.35) if dark_body else color

    if face in data.NUMBERS or kind == "nine_pip":
        count = 9 if kind == "nine_pip" else int(face)
        color = tint("nine_pip") if kind == "nine_pip" else ink
        r = size * (0.07 if count == 9 else 0.09)
        for fx, fy in sprites.PIPS[count]:
            pygame.draw.circle(surf, color, (size * fx, size * fy), r)
    elif face[0] == "p":
        pygame.draw.circle(surf, tint("points"), (size / 2, size / 2), size * 0.38)
        label = style.text(face[1], type_size(size * 0.6), (40, 30, 24), True)
        surf.blit(label, label.get_rect(center=(size / 2, size / 2 + 1)))
    elif kind == "arrow":
        arrow = pygame.transform.rotate(_icon("arrow", int(size * 0.5), tint("arrow")), 90)
        surf.blit(arrow, arrow.get_rect(center=(size * 0.3, size * 0.5)))
        if pointed is not None:
            mini = face_image(pointed, max(8, int(size * 0.42)), die)
            surf.blit(mini, mini.get_rect(center=(size * 0.72, size * 0.5)))
    else:
        pic = _icon(ICON_OF.get(kind, kind), int(size * 0.72), tint(kind))
        surf.blit(pic, pic.get_rect(center=(size / 2, size / 2)))
    return style.optimized(surf)


def pointed_face(die_faces: list, position: int) -> str | None:
    """For an arrow face, the face it points at (None otherwise)."""
    face = die_faces[position]
    return die_faces[data.arrow_target(face)] if data.is_arrow(face) else None


def net_rects(topleft: tuple[int, int], face: int, gap: int = 2) -> dict[int, pygame.Rect]:
    """Face rects of one unfolded die, by position."""
    x, y = topleft
    return {p: pygame.Rect(x + c * (face + gap), y + r * (face + gap), face, face) for p, (c, r) in NET.items()}


def net_size(face: int, gap: int = 2) -> tuple[int, int]:
    return (4 * face + 3 * gap, 3 * face + 2 * gap)


#: The compact unfolding of a seat's row: two rows of three, each face
#: above its opposite (Ringmaster over the 6, 2 over 5, 3 over 4).
STRIP = {0: (0, 0), 1: (1, 0), 2: (2, 0), 5: (0, 1), 4: (1, 1), 3: (2, 1)}


def strip_rects(topleft: tuple[int, int], face: int, gap: int = 2) -> dict[int, pygame.Rect]:
    x, y = topleft
    return {p: pygame.Rect(x + c * (face + gap), y + r * (face + gap), face, face) for p, (c, r) in STRIP.items()}


def strip_size(face: int, gap: int = 2) -> tuple[int, int]:
    return (3 * face + 2 * gap, 2 * face + gap)


@lru_cache(maxsize=256)
def tile_image(tile: str, size: tuple[int, int], name: str, supply: int | None, reserve: int) -> pygame.Surface:
    """A space of the circus loop: its picture, its name and how many of
    its faces are left; `reserve` pixels at the bottom stay free for the
    monkeys standing there."""
    w, h = size
    board = style.plate(size, alpha=240, radius=12, edge=style.GOLD if tile == "start" else style.WOOD_LIGHT,
                        edge_width=3 if tile == "start" else 2)
    color = TINT.get(tile, TINT["points"])
    band = max(6, h // 14)
    pygame.draw.rect(board, color, (6, 6, w - 12, band), border_radius=4)
    label = style.text(name, type_size(min(style.BODY, h / 7)), style.TEXT_LIGHT, True)
    pic_size = max(12, int(min(w * 0.4, h * 0.36, h - band - 16 - label.get_height() - reserve)))
    if tile == "nine_pip":   # the picture is the face itself: nine pips
        pic = face_image(tile, pic_size, 1)
    else:
        pic = _icon(tile, pic_size, lighter(color, 0.25))
    board.blit(pic, pic.get_rect(midtop=(w // 2, band + 10)))
    board.blit(label, label.get_rect(midtop=(w // 2, band + 10 + pic_size)))
    if supply is not None:
        badge = sprites.count_badge(supply, style.SMALL)
        board.blit(badge, badge.get_rect(topright=(w - 6, band + 10)))
    return style.optimized(board)


def _token(size: int, fill: tuple, edge: tuple, picture: str | None = None, ink: tuple = (0, 0, 0),
           scale: float = 0.74) -> pygame.Surface:
    """A round piece: a disc of `fill` edged in `edge`, a picture on it."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surf, edge, (size / 2, size / 2), size / 2)
    pygame.draw.circle(surf, fill, (size / 2, size / 2), size / 2 - 2)
    if picture is not None:
        pic = _icon(picture, int(size * scale), ink)
        surf.blit(pic, pic.get_rect(center=(size / 2, size / 2)))
    return style.optimized(surf)


@lru_cache(maxsize=64)
def monkey(color: tuple, size: int) -> pygame.Surface:
    """A seat's monkey: the monkey's face on a disc of the seat's colour."""
    return _token(size, color, style.shade(color, 0.55), "monkey", (250, 236, 210))


@lru_cache(maxsize=16)
def hat(size: int) -> pygame.Surface:
    """The ringmaster marker: his top hat on a dark disc edged in gold."""
    return _token(size, (40, 30, 24), style.rgb(style.GOLD), "start", TINT["start"], 0.7)


@lru_cache(maxsize=32)
def score_pawn(color: tuple, size: int) -> pygame.Surface:
    return _token(size, color, style.shade(color, 0.5))


@lru_cache(maxsize=32)
def train_space(value: int, size: int, here: bool) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    fill = style.rgb(style.GOLD) if here else (70, 52, 38)
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=size // 4)
    pygame.draw.rect(surf, style.rgb(style.WOOD_LIGHT), surf.get_rect(), 1, border_radius=size // 4)
    label = style.text(str(value), type_size(size * 0.6), (40, 30, 24) if here else style.TEXT_LIGHT, True)
    surf.blit(label, label.get_rect(center=(size / 2, size / 2)))
    return style.optimized(surf)


@lru_cache(maxsize=16)
def empty_die(size: int, die: int, chosen: bool) -> pygame.Surface:
    """A die waiting in the tray: its body, faint, ringed when chosen."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    body = DIE_BODY[die]
    pygame.draw.rect(surf, (*body, 90), surf.get_rect(), border_radius=size // 6)
    ring = style.rgb(style.GOLD_LIGHT) if chosen else style.rgb(style.MUTED)
    pygame.draw.rect(surf, ring, surf.get_rect(), 3 if chosen else 1, border_radius=size // 6)
    return style.optimized(surf)


@lru_cache(maxsize=16)
def item_icon(item: str, size: int) -> pygame.Surface:
    """Gold, a star or a stock ticket (flying to and fro, in seat rows)."""
    return _icon(item, size, TINT[item])


@lru_cache(maxsize=64)
def plate(size: tuple[int, int], bright: bool = False) -> pygame.Surface:
    """A dark panel; `bright` edges it in gold (the seat to play, the editor)."""
    return style.optimized(style.plate(size, alpha=215, radius=px(10), edge=style.GOLD_LIGHT if bright else style.WOOD_LIGHT,
                                       edge_width=px(2) if bright else 1))


@lru_cache(maxsize=64)
def pop_label(text: str, color: tuple) -> pygame.Surface:
    """A short word rising over a place ("+3")."""
    return style.text(text, style.HEADING, color, True)
