"""Placing pieces on the table."""
from __future__ import annotations

import pygame


def card_row(area: pygame.Rect, count: int, size: tuple[int, int], gap: int, top: int) -> list[pygame.Rect]:
    """`count` cards of `size` side by side, `gap` apart, centred in
    `area`; when they do not fit they overlap like a hand of cards.

    >>> [r.left for r in card_row(pygame.Rect(0, 0, 100, 50), 3, (20, 30), 10, 5)]
    [10, 40, 70]
    >>> [r.left for r in card_row(pygame.Rect(0, 0, 60, 50), 3, (20, 30), 10, 5)]
    [0, 20, 40]
    """
    w, h = size
    step = min(w + gap, (area.w - w) / max(count - 1, 1))
    width = step * (count - 1) + w if count else 0
    left = area.centerx - width / 2
    return [pygame.Rect(round(left + i * step), top, w, h) for i in range(count)]
