"""Where things lie on the Fist of Dragonstones felt: rectangles and
centres from the table's free rectangle and who sits where.  Nothing is
drawn here.

Top: the other seats' places.  Middle: the bank, the card up for auction
(fists meet on both sides of it) and the round's cards.  Bottom: the
place of the one looking and, beside it, the bid panel.
"""
from __future__ import annotations

from typing import Callable, NamedTuple

import pygame

from game.dragonstones.data import COLOURS
from game.dragonstones.state import DragonstonesState
from scenes import layout, style
from scenes.layout import px
from scenes.table.base import SEAT_COLORS
from scenes.table.controls import Stepper, Toggle

COINS_BEHIND = ("fairy", "gold", "silver")
TOKENS = ("black", "amulet")
FIST = 52
PALM = 60
ROW = 22


class TrackerRow(NamedTuple):
    """A card of the round in the tracker: done (with its winner's colour),
    void, drawn by a Goblin or Imp, up now, or still to come."""
    card: str
    rect: pygame.Rect
    state: str
    colour: tuple | None


class Tracker(NamedTuple):
    rows: list[TrackerRow]
    coming_label_y: int     # where "Still to come" is written


class Layout:
    """The felt's places for a table whose free rectangle is `area`, with
    `bottom_seat` at the bottom and `seats_across` along the top."""

    def __init__(self, area: pygame.Rect, bottom_seat: int | None, seats_across: list[int]) -> None:
        self.bottom_seat = bottom_seat
        self.seats_across = seats_across
        area = layout.inset(area, px(6))
        gap = px(8)
        top_h = max(px(112), min(px(150), int(area.h * 0.23)))
        bottom_h = max(px(150), min(px(190), int(area.h * 0.29)))
        self.top_band, self.mid_band, self.bottom_band = layout.split(area, [top_h, None, bottom_h], gap)
        mid = self.mid_band
        side = max(px(190), min(px(270), mid.w // 4))
        self.bank_rect = pygame.Rect(mid.left, mid.top, side, mid.h)
        tracker_w = min(px(230), side)
        self.tracker_rect = pygame.Rect(mid.right - tracker_w, mid.top, tracker_w, mid.h)
        card_h = mid.h - px(4)
        card_w = min(int(card_h * 0.72), self.tracker_rect.left - self.bank_rect.right - 2 * (px(PALM) + px(24)))
        self.card_rect = pygame.Rect(0, 0, card_w, card_h)
        self.card_rect.center = ((self.bank_rect.right + self.tracker_rect.left) // 2, mid.centery)
        bottom = self.bottom_band
        self.own_rect = pygame.Rect(bottom.left, bottom.top, max(min(px(450), bottom.w // 2), bottom.w - px(460)),
                                    bottom_h)
        self.panel_rect = pygame.Rect(self.own_rect.right + px(10), bottom.top, 0, bottom_h)
        self.panel_rect.w = min(px(440), bottom.right - self.panel_rect.left)
        self._spots: dict[int, dict[str, tuple[int, int]]] = {}   # each seat's, worked out once

    def regions(self) -> dict[str, pygame.Rect]:
        found = {"bank": self.bank_rect, "card": self.card_rect, "round": self.tracker_rect,
                 "own place": self.own_rect, "bid panel": self.panel_rect}
        found.update({f"place {i + 1}": self.seat_rect(seat) for i, seat in enumerate(self.seats_across)})
        return found

    def seat_rect(self, seat: int) -> pygame.Rect:
        if seat == self.bottom_seat:
            return self.own_rect
        others = self.seats_across
        count = len(others)
        gap = px(8)
        w = min(px(300), (self.top_band.w - (count - 1) * gap) // count)
        left = self.top_band.centerx - (count * (w + gap) - gap) // 2
        return pygame.Rect(left + others.index(seat) * (w + gap), self.top_band.top, w, self.top_band.h)

    def spots(self, seat: int) -> dict[str, tuple[int, int]]:
        """Centres of everything in a seat's place: the screen, the die,
        each stone colour, the fairy gold in front, tokens, kept cards,
        the fist, and (for the bottom seat) the coins behind the screen."""
        if seat not in self._spots:
            self._spots[seat] = self._place_spots(seat)
        return self._spots[seat]

    def _place_spots(self, seat: int) -> dict[str, tuple[int, int]]:
        rect = self.seat_rect(seat)
        found: dict[str, tuple[int, int]] = {}
        palm = px(PALM)
        if seat == self.bottom_seat:
            front_y = rect.top + px(26)
            found["screen"] = ((rect.left + rect.right - palm - px(16)) // 2, rect.top + px(66))
            found["fist"] = (rect.right - palm // 2 - px(8), rect.top + px(40))
            column = (rect.w - px(20)) // len(COINS_BEHIND)
            for i, coin in enumerate(COINS_BEHIND):
                found[coin] = (rect.left + px(10) + px(20) + i * column, rect.bottom - px(30))
            step = min(px(52), (rect.w - palm - px(80)) // 5)
            found["front"] = (rect.left + px(50) + step // 2 + 3 * step, front_y)
            found["tokens"] = (found["front"][0] + step, front_y)
            found["kept"] = (rect.right - palm - px(60), rect.top + px(66))
        else:
            front_y, row2 = rect.top + px(66), rect.bottom - px(24)
            found["screen"] = (rect.centerx, rect.top + px(22))
            found["fist"] = (rect.right - palm // 2 - px(4), rect.bottom - palm // 2 - px(2))
            step = self.stone_step(seat)
            if rect.w < px(250):    # narrow: the hand goes under the stones, not beside them
                front_y = rect.top + px(58)
                found["fist"] = (rect.right - palm // 2 - px(4), rect.bottom - palm // 2 + px(6))
            found["front"] = (rect.left + px(32), row2)
            found["tokens"] = (rect.left + px(78), row2)
            found["kept"] = (rect.left + px(70), row2)
        found["die"] = (rect.left + px(24), front_y)
        for i, colour in enumerate(COLOURS):
            found[colour] = (rect.left + px(46) + step // 2 + i * step, front_y)
        return found

    def stone_step(self, seat: int) -> int:
        """How far apart a place's stone heaps lie."""
        rect = self.seat_rect(seat)
        if seat == self.bottom_seat:
            return min(px(52), (rect.w - px(PALM) - px(80)) // 5)
        return max(px(26), min(px(56), (rect.w - px(60)) // 3))

    def bank_spots(self) -> dict[str, tuple[int, int]]:
        rect = self.bank_rect
        col = (rect.w - px(20)) // 3
        rows = layout.split(pygame.Rect(rect.left, rect.top + px(30), rect.w, rect.h - px(34)), [None, None, None])
        found = {}
        for i, coin in enumerate(COINS_BEHIND):
            found[coin] = (rect.left + px(10) + col // 2 + i * col, rows[0].centery - px(6))
        for i, token in enumerate(TOKENS):
            found[token] = (rect.left + px(10) + col // 2 + i * col, rows[1].centery - px(6))
        for i, colour in enumerate(COLOURS):
            found[colour] = (rect.left + px(10) + col // 2 + i * col, rows[2].centery)
        return found

    def gather_spot(self, index: int, count: int) -> tuple[int, int]:
        """Where the fists meet around the card for the reveal: half on
        each side of it."""
        left_side = index % 2 == 0
        row = index // 2
        rows = (count + 1) // 2
        palm = px(PALM)
        x = self.card_rect.left - palm // 2 - px(14) if left_side else self.card_rect.right + palm // 2 + px(14)
        span = self.card_rect.h - palm
        y = self.card_rect.top + palm // 2 + (span * (row + 0.5) / rows if rows else 0)
        return (x, round(y))

    def place_of(self, who, place: str, item: str) -> tuple[int, int]:
        """Where a move's coins leave or arrive: the bank's heap, the fairy
        gold in front of a screen, behind it, or a seat's stones and tokens."""
        if who == "bank":
            return self.bank_spots().get(item, self.bank_rect.center)
        spots = self.spots(who)
        if place == "front":
            return spots["front"]
        if place == "screen":
            return spots.get(item, spots["screen"])
        return spots.get(item if item in COLOURS else "tokens", spots["screen"])

    def rainbow_row(self, count: int) -> list[tuple[int, int]]:
        """Where the Rainbow Dragon's drawn stones lie on the panel."""
        rect = self.panel_rect
        per_row = max(1, (rect.w - px(40)) // px(34))
        return [(rect.left + px(30) + (i % per_row) * px(34), rect.top + px(96) + (i // per_row) * px(36))
                for i in range(count)]

    def tracker(self, view: DragonstonesState, card_name: Callable[[str], str], card_lifted: bool) -> Tracker:
        """The round's cards in the tracker: done ones with who took them,
        those Goblin or Imp drew, the one up now (not while it is on its
        way in), then those still to come."""
        rect = self.tracker_rect
        rows: list[tuple[str, str, tuple | None]] = []
        done = [h for h in view.history if h["round"] == view.round]
        done_cards = [h["card"] for h in done]
        for entry in done:
            seat = entry["winner"]
            colour = SEAT_COLORS[seat % len(SEAT_COLORS)] if seat is not None else None
            rows.append((entry["card"], "done" if seat is not None else "void", colour))
        current = view.auction["card"] if view.auction and not card_lifted else None
        for card in view.used_this_round:
            if card not in done_cards and card != current:
                rows.append((card, "drawn", None))
        if current is not None and current not in done_cards:
            rows.append((current, "current", None))
        coming = sorted(view.pile, key=card_name)
        top = rect.top + style.line_step(style.BODY) + px(6)
        label = style.line_step(style.SMALL - 2) if coming else 0
        room = rect.bottom - px(6) - top - label
        row = max(1, min(px(ROW), room // max(1, len(rows) + len(coming))))
        laid: list[TrackerRow] = []
        y = top
        for card, state, colour in rows:
            laid.append(TrackerRow(card, pygame.Rect(rect.left + px(8), y, rect.w - px(16), row - max(1, row // 11)),
                                   state, colour))
            y += row
        label_y = y
        y += label
        for card in coming:
            laid.append(TrackerRow(card, pygame.Rect(rect.left + px(8), y, rect.w - px(16), row - max(1, row // 11)),
                                   "coming", None))
            y += row
        return Tracker(laid, label_y)


def place_controls(rect: pygame.Rect, controls: list[Stepper | Toggle]) -> None:
    """The bid panel's rows: a stepper a row, the toggles side by side below."""
    if not controls:
        return
    steppers = [c for c in controls if isinstance(c, Stepper)]
    toggles = [c for c in controls if isinstance(c, Toggle)]
    top = rect.top + style.line_step(style.BODY) + px(4)
    row_h = min(px(40), (rect.bottom - top) // (len(steppers) + (1 if toggles else 0)) - px(4))
    y = top
    for control in steppers:
        control.place(pygame.Rect(rect.left, y, rect.w, row_h))
        y += row_h + px(4)
    if toggles:
        w = (rect.w - px(6) * (len(toggles) - 1)) // len(toggles)
        for i, control in enumerate(toggles):
            control.place(pygame.Rect(rect.left + i * (w + px(6)), y, w, row_h))
