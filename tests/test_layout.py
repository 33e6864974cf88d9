"""The one layout system (scenes/layout.py)."""
import doctest

import pygame

from scenes import layout
from scenes.layout import card_row


def test_layout_doctests():
    assert doctest.testmod(layout).failed == 0


def test_a_hand_that_does_not_fit_overlaps_but_stays_inside_its_area():
    area = pygame.Rect(100, 0, 300, 200)
    rects = card_row(area, 9, (80, 110), 10, 50)
    assert rects[0].left >= area.left and rects[-1].right <= area.right + 1
    assert all(r.top == 50 for r in rects)
    assert [r.left for r in rects] == sorted(r.left for r in rects)


def test_no_cards_no_rects():
    assert card_row(pygame.Rect(0, 0, 100, 100), 0, (10, 10), 5, 0) == []
