"""What Dragon's Lair's things look like: card faces, maze rooms and their
numbers, the party plates and the vote coins, each cached per its
arguments (a closed table empties the caches, `scenes.memory`)."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.dragons_lair import data
from scenes import style
from scenes.layout import px
from scenes.table import sprites

CHIP_COLOR = "red"
#: A face-down room of the maze shows a door.
ROOM_EMBLEM = "dragons_lair.room"
#: A closed room the viewer knows shows its face this large (percent of the card), the back's rim around it.
KNOWN_FACE = 72


def card_image(card: str | None, size: tuple[int, int]) -> pygame.Surface:
    """A Dragon's Lair card face: "QH" -> queen of hearts, "SJ"/"BJ" -> the
    small and big dragons, "?" -> a face-down card."""
    if card == "?" or card is None:
        return sprites.card_back(size)
    if card == data.SMALL_DRAGON:
        return sprites.playing_card("small_joker", None, size)
    if card == data.BIG_DRAGON:
        return sprites.playing_card("big_joker", None, size)
    return sprites.playing_card(card[:-1], card[-1], size)


@lru_cache(maxsize=256)
def room_image(card: str, face_up: bool, size: tuple[int, int]) -> pygame.Surface:
    """A maze card as it lies: an opened room face up under a light shade
    (so closed ones stand out); a closed room face down, with its face
    in a gold frame over most of the back when the viewer knows it (its
    rank and suit as legible as the card's size allows; "?" otherwise)."""
    if face_up:
        room = card_image(card, size).copy()
        veil = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (20, 40, 30, 70), veil.get_rect(), border_radius=sprites.card_radius(size))
        room.blit(veil, (0, 0))
    else:
        room = known_back(card, size, ROOM_EMBLEM)
    return style.optimized(room)


@lru_cache(maxsize=64)
def known_back(card: str, size: tuple[int, int], emblem: str | None = None) -> pygame.Surface:
    """A face-down card as one who knows it sees it: its back, with its
    face shown small in a gold frame (just the back for "?")."""
    back = sprites.card_back(size, emblem=emblem)
    if card == "?":
        return back
    back = back.copy()
    mark = card_image(card, (size[0] * KNOWN_FACE // 100, size[1] * KNOWN_FACE // 100))
    spot = mark.get_rect(midbottom=(size[0] // 2, size[1] - max(2, size[1] // 16)))
    pygame.draw.rect(back, style.GOLD_LIGHT, spot.inflate(4, 4), 2, border_radius=4)
    back.blit(mark, spot)
    return style.optimized(back)


@lru_cache(maxsize=64)
def room_number(number: int, size: int) -> pygame.Surface:
    """A room's number (the log's "room 49") as a small tag for its corner."""
    label = style.text(str(number), size, style.INK, True)
    tag = pygame.Surface((max(label.get_width() + size // 2, size + 4), size + 4), pygame.SRCALPHA)
    pygame.draw.rect(tag, style.rgb(style.GOLD_LIGHT), tag.get_rect(), border_radius=(size + 4) // 2)
    pygame.draw.rect(tag, style.shade(style.GOLD, 0.6), tag.get_rect(), 1, border_radius=(size + 4) // 2)
    tag.blit(label, label.get_rect(center=tag.get_rect().center))
    return style.optimized(tag)


@lru_cache(maxsize=32)
def plate(size: tuple[int, int], color: tuple, exploring: bool) -> pygame.Surface:
    """A seat's plate in the party strip, in its colour: bright while the
    seat explores, dim once it went home."""
    picture = pygame.Surface(size, pygame.SRCALPHA)
    fill = (*style.rgb(style.FELT_DARK), 200) if exploring else (*style.rgb(style.FELT_DARK), 110)
    pygame.draw.rect(picture, fill, picture.get_rect(), border_radius=px(10))
    pygame.draw.rect(picture, color if exploring else style.shade(color, 0.6), picture.get_rect(), px(2),
                     border_radius=px(10))
    pygame.draw.rect(picture, color, (px(4), px(8), px(4), size[1] - px(16)), border_radius=2)
    return style.optimized(picture)


def vote_coin(choice: str) -> pygame.Surface:
    """The vote coin: face up (gold, ✓) stays, face down (dark, ✗) leaves,
    a plain silver back while sealed."""
    return _vote_coin(choice, px(34))


@lru_cache(maxsize=16)
def _vote_coin(choice: str, size: int) -> pygame.Surface:
    if choice == "stay":
        return sprites.coin("gold", size, "✓")
    if choice == "leave":
        return sprites.coin("black", size, "✗")
    return sprites.coin("silver", size, "?")
