"""Where things lie on the Citadels table: rectangles and points from the
felt's size alone, nothing drawn.

Top to bottom: the calling track (characters 1-8, with the deck, the bank
and the round beside it); the other seats' places in one or two rows, each
with its whole city as a strip of small tiles; the tray (the draft, the
drawn cards to keep one, the character whose turn it is), which never
covers a place; the place of the seat at the bottom; its hand.
"""
from __future__ import annotations

import math

import pygame

from game.citadels import data
from scenes import layout
from scenes.layout import card_row, px

# Sizes at 1280×720 (scenes.layout scales them with the window).
TRACK_CARD = (60, 76)
HAND_CARD = (96, 136)
GAP = 6
OWN_H = 56
PLACE_HEADER = 24
TILE_ASPECT = 5.0          # a built district lies sideways: width / height, at least
TILE_LONGEST = 8           # and at most
TILE_MAX = (130, 26)
CROWDED = 6                # seats from which the other seats' places take more of the felt's height
CAPTION_COLUMN = 150       # the tray's caption beside the cards, when the tray is low
SMALL_CARD = (52, 70)      # set-aside characters, flying picks
BACK = (34, 48)            # a card back flying to or from a place
SUPPLY_W = 250             # the deck, the bank and the round, right of the track
PILL_H = 19                # a held character's label
GOLD_REACH = 20            # how far a seat's coins reach left of the point they are drawn at


class Layout:
    """The table's places for `players` seats on the felt `area`.  Seats
    are placed from `bottom`'s point of view (the seat at the bottom of the
    felt), whose hand lies face up when it is the `viewer`'s."""

    def __init__(self, felt: pygame.Rect, players: int) -> None:
        self.players = players
        self.bottom, self.viewer = 0, None
        area = layout.inset(felt, px(6), px(2))
        gap = px(GAP)
        self.crowded = crowded = players >= CROWDED   # the other seats' places take more of the height
        hand_h = min(px(HAND_CARD[1] + 4), int(area.h * 0.21))
        track_h = min(px(TRACK_CARD[1]), int(area.h * 0.13))
        tray_h = max(px(100), min(px(150), int(area.h * (0.17 if crowded else 0.22))))
        own_h = min(px(OWN_H), int(area.h * (0.09 if crowded else 0.1)))
        track, places, self.tray_rect, self.own_rect, self.hand_area = layout.split(
            area, [track_h, None, tray_h, own_h, hand_h], gap)
        self.hand_card = layout.fit_size(HAND_CARD, (area.w, hand_h - px(4)))
        self._lay_track(track, gap)
        self.plate_slots = self._plates(places, gap)

    def _lay_track(self, track: pygame.Rect, gap: int) -> None:
        """Eight characters, then the deck, the bank and the round."""
        card_w = min(int(track.h * TRACK_CARD[0] / TRACK_CARD[1]), (track.w - px(SUPPLY_W) - 7 * gap) // 8)
        self.track_card = (card_w, int(card_w * TRACK_CARD[1] / TRACK_CARD[0]))
        self.track_rects = [pygame.Rect(track.left + i * (card_w + gap), track.top, *self.track_card)
                            for i in range(8)]
        supply = pygame.Rect(self.track_rects[-1].right + px(16), track.top, 0, track.h)
        supply.w = track.right - supply.left
        middle = self.track_rects[0].centery
        self.deck_pos = (supply.left + px(20), middle)
        self.bank_pos = (supply.left + px(100), middle)
        self.round_rect = pygame.Rect(supply.left + px(160), track.top, supply.w - px(160), track.h)

    def _plates(self, places: pygame.Rect, gap: int) -> list[pygame.Rect]:
        """The other seats' places: up to three in a row."""
        others = self.players - 1
        rows = 1 if others <= 3 else 2
        per_row = math.ceil(others / rows)
        slots = []
        for row, row_rect in enumerate(layout.split(places, [None] * rows, gap)):
            count = min(per_row, others - row * per_row)
            width = min(px(420 if per_row > 1 else 640), (places.w - (per_row - 1) * gap) // per_row)
            height = min(row_rect.h, px(150))
            left = places.centerx - (count * (width + gap) - gap) // 2
            slots += [pygame.Rect(left + i * (width + gap), row_rect.top, width, height) for i in range(count)]
        return slots

    def look_from(self, bottom: int, viewer: int | None) -> None:
        """Seat the table around `bottom`, with `viewer`'s hand face up."""
        self.bottom, self.viewer = bottom, viewer

    def regions(self) -> dict[str, pygame.Rect]:
        found = {"track": self.track_rects[0].union(self.track_rects[-1]), "round": self.round_rect,
                 "tray": self.tray_rect, "own place": self.own_rect, "hand": self.hand_area}
        found.update({f"place {i + 1}": rect for i, rect in enumerate(self.plate_slots)})
        return found

    # --- a seat's place --------------------------------------------------------------------
    def place_rect(self, seat: int) -> pygame.Rect:
        if seat == self.bottom:
            return self.own_rect
        return self.plate_slots[(seat - self.bottom) % self.players - 1]

    def city_area(self, seat: int) -> pygame.Rect:
        """Where a place's city lies: right of the bottom seat's characters
        and purse, under another seat's name row."""
        rect = self.place_rect(seat)
        if seat == self.bottom:
            return pygame.Rect(rect.left + px(330), rect.top + px(4), rect.w - px(338), rect.h - px(8))
        top = rect.top + px(PLACE_HEADER)
        return pygame.Rect(rect.left + px(14), top, rect.w - px(22), rect.bottom - px(4) - top)

    def tile_rects(self, seat: int, count: int) -> list[pygame.Rect]:
        """A city's tiles: the largest that fit a whole city (eight, or
        more when it has grown past that), so tiles do not shrink as it
        grows; long and low (a name on one line) when the place is low,
        never longer than TILE_LONGEST times their height."""
        area, gap, cells = self.city_area(seat), px(3), max(count, data.COMPLETE_CITY)
        best = (0, 0, 1)
        for columns in range(1, cells + 1):
            rows = -(-cells // columns)
            h = min(px(TILE_MAX[1]), (area.h - gap * (rows - 1)) // rows)
            w = min(px(TILE_MAX[0]), (area.w - gap * (columns - 1)) // columns, h * TILE_LONGEST)
            h = min(h, int(w / TILE_ASPECT))
            if w * h > best[0] * best[1]:
                best = (w, h, columns)
        w, h, columns = best
        return [pygame.Rect(area.left + (i % columns) * (w + gap), area.top + (i // columns) * (h + gap), w, h)
                for i in range(count)]

    def gold_pos(self, seat: int) -> tuple[int, int]:
        rect = self.place_rect(seat)
        if seat == self.bottom:
            return (rect.left + px(200), rect.centery)
        return (rect.right - px(96), rect.top + px(PLACE_HEADER) // 2)

    def hand_pos(self, seat: int) -> tuple[int, int]:
        if seat == self.viewer:
            return self.hand_area.center
        rect = self.place_rect(seat)
        if seat == self.bottom:
            return (rect.left + px(270), rect.centery)
        return (rect.right - px(40), rect.top + px(PLACE_HEADER) // 2)

    def header_end(self, seat: int) -> int:
        """Where another seat's name, crown and characters end: left of its gold."""
        return self.gold_pos(seat)[0] - px(GOLD_REACH)

    def pill_rects(self, seat: int, widths: list[int]) -> list[pygame.Rect]:
        """The seat's characters as labels `widths` wide: a column beside
        the bottom seat's purse; in another's name row, flush against its
        gold, so a long one ("1 Assassin") never covers the coins and the
        seat's name (whole in the sidebar) yields its room instead."""
        rect, height, gap = self.place_rect(seat), px(PILL_H), px(3)
        if seat == self.bottom:
            x, top = rect.left + px(60), rect.centery - len(widths) * (height + gap) // 2
            return [pygame.Rect(x - w // 2, top + i * (height + gap), w, height) for i, w in enumerate(widths)]
        x, top = self.header_end(seat) - sum(widths) - gap * (len(widths) - 1), self._header_mid(seat) - height // 2
        found = []
        for w in widths:
            found.append(pygame.Rect(x, top, w, height))
            x += w + gap
        return found

    def crown_pos(self, seat: int, pill_widths: list[int]) -> tuple[int, int]:
        """Beside the bottom seat's characters, or just before another
        seat's (`pill_widths`: their labels' widths)."""
        rect = self.place_rect(seat)
        if seat == self.bottom:
            return (rect.left + px(150), rect.centery)
        pills = self.pill_rects(seat, pill_widths)
        return ((pills[0].left if pills else self.header_end(seat)) - px(12), self._header_mid(seat))

    def name_rect(self, seat: int, pill_widths: list[int], crowned: bool) -> pygame.Rect:
        """Another seat's name: the start of its name row, up to its crown
        or its characters."""
        rect = self.place_rect(seat)
        if crowned:
            right = self.crown_pos(seat, pill_widths)[0] - px(11)
        else:
            pills = self.pill_rects(seat, pill_widths)
            right = (pills[0].left if pills else self.header_end(seat)) - px(6)
        return pygame.Rect(rect.left + px(14), rect.top + px(2), right - rect.left - px(14), px(PLACE_HEADER) - px(2))

    def chars_pos(self, seat: int, pill_widths: list[int]) -> tuple[int, int]:
        """Where a character chosen by the seat goes: its labels' middle."""
        pills = self.pill_rects(seat, pill_widths or [px(PILL_H)])
        return pills[0].union(pills[-1]).center

    def _header_mid(self, seat: int) -> int:
        return self.place_rect(seat).top + px(PLACE_HEADER) // 2

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        return card_row(self.hand_area, count, self.hand_card, px(GAP), self.hand_area.bottom - self.hand_card[1])

    # --- the tray: a caption over the cards offered (beside them when the tray is low) -----------
    def tray_caption_rect(self) -> pygame.Rect:
        tray = self.tray_rect
        if self.crowded:
            return pygame.Rect(tray.left + px(12), tray.top + px(4), px(CAPTION_COLUMN), tray.h * 6 // 10)
        return pygame.Rect(tray.left + px(12), tray.top + px(4), tray.w * 6 // 10, px(24))

    def tray_cards_rect(self) -> pygame.Rect:
        tray, caption = self.tray_rect, self.tray_caption_rect()
        if self.crowded:
            left = caption.right + px(8)
            return pygame.Rect(left, tray.top + px(4), tray.right - px(10) - left, tray.h - px(8))
        top = caption.bottom + px(2)
        return pygame.Rect(tray.left + px(10), top, tray.w - px(20), tray.bottom - px(6) - top)

    def aside_label_rect(self) -> pygame.Rect:
        """"Set aside": over the set-aside characters, or under the caption
        when it stands beside the cards."""
        tray, caption = self.tray_rect, self.tray_caption_rect()
        if self.crowded:
            return pygame.Rect(caption.left, caption.bottom, caption.w, tray.bottom - px(4) - caption.bottom)
        return pygame.Rect(caption.right + px(8), caption.top, tray.right - px(12) - caption.right - px(8), caption.h)

    def draft_rects(self, count: int, aside: int) -> list[pygame.Rect]:
        """The offered characters, left of the `aside` set-aside ones."""
        room = self.tray_cards_rect()
        room.w -= aside * (self.aside_size()[0] + px(4)) + px(12)
        w = min(int(room.h * 0.72), (room.w - (count - 1) * px(4)) // max(count, 1))
        h = min(room.h, int(w / 0.72))
        return card_row(room, count, (w, h), px(GAP), room.top + (room.h - h) // 2)

    def aside_size(self) -> tuple[int, int]:
        return layout.fit_size(SMALL_CARD, (px(SMALL_CARD[0]), self.tray_cards_rect().h))

    def aside_rects(self, count: int) -> list[pygame.Rect]:
        """Set-aside characters, small, at the right of the tray."""
        room = self.tray_cards_rect()
        w, h = self.aside_size()
        return [pygame.Rect(room.right - (count - i) * (w + px(4)), room.bottom - h, w, h) for i in range(count)]

    def drawn_rects(self, count: int) -> list[pygame.Rect]:
        tray = self.tray_rect
        w, h = layout.fit_size(HAND_CARD, (tray.w, tray.h - px(10)))
        left = tray.centerx + px(40)
        return [pygame.Rect(left + i * (w + px(GAP)), tray.top + (tray.h - h) // 2, w, h) for i in range(count)]

    def current_rect(self) -> pygame.Rect:
        """The character whose turn it is: the tray's height, at its left;
        who plays it and its power beside it."""
        tray = self.tray_rect
        h = tray.h - px(12)
        return pygame.Rect(tray.left + px(14), tray.top + px(6), int(h * 0.72), h)
