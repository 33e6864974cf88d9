"""Where the Dragon's Lair table's things lie, from the felt's rectangle
and the number of seats alone (nothing is drawn here).

Top to bottom: the header (round, wishing well, key, draw and discard
piles); the maze row, which takes all the felt left over and wraps onto
more rows when long; the party strip, one plate per seat; the viewer's
hand.
"""
from __future__ import annotations

import pygame

from scenes import layout
from scenes.layout import card_row, px

# Sizes at 1280×720 (scenes.layout scales them with the window).
HAND_CARD = (78, 110)
SMALL_CARD = (44, 62)
ROOM_CARD = (72, 100)      # the largest a maze room is drawn
GAP = 10
HEADER_H = 76
PARTY_H = 92


class LairLayout:
    """The table's rectangles and spots for a felt of `table_rect`."""

    def __init__(self, table_rect: pygame.Rect, players: int) -> None:
        self.players = players
        area = layout.inset(table_rect, px(10), px(4))
        gap = px(GAP)
        self.hand_card = layout.fit_size(HAND_CARD, (px(HAND_CARD[0]), min(px(HAND_CARD[1]), int(area.h * 0.2))))
        self.small_card = (px(SMALL_CARD[0]), px(SMALL_CARD[1]))
        self.header, self.maze_area, self.party_area, self.hand_area = layout.split(
            area, [min(px(HEADER_H), int(area.h * 0.15)), None, min(px(PARTY_H), int(area.h * 0.17)),
                   self.hand_card[1] + px(20)], gap)
        head = self.header
        self.round_rect, pool, key, pile, discard = layout.split(head, [0.3, None, 0.2, 0.14, 0.14], gap,
                                                                 vertical=False)
        self.pool_pos = (pool.centerx + px(30), pool.centery + px(6))
        self.pool_label_rect = pygame.Rect(pool.left, pool.top, self.pool_pos[0] - px(36) - pool.left, pool.h)
        self.key_pos = (key.right - self.small_card[0] // 2 - px(4), key.centery)
        self.key_label_rect = pygame.Rect(key.left, key.top, key.w - self.small_card[0] - px(12), key.h)
        # the draw pile and the discard pile: a card at the right, its name at the left
        self.pile_pos = (pile.right - self.small_card[0] // 2 - px(8), pile.centery)
        self.pile_label_rect = pygame.Rect(pile.left, pile.top, pile.w - self.small_card[0] - px(16), pile.h)
        self.discard_pos = (discard.right - self.small_card[0] // 2 - px(8), discard.centery)
        self.discard_label_rect = pygame.Rect(discard.left, discard.top, discard.w - self.small_card[0] - px(16),
                                              discard.h)
        self.bank_pos = (self.pool_pos[0], area.top - px(40))
        self.party_rects = self._party_rects()

    def regions(self) -> dict[str, pygame.Rect]:
        return {"header": self.header, "maze": self.maze_area, "party": self.party_area, "hand": self.hand_area}

    # --- the maze -----------------------------------------------------------------
    def maze_grid(self, count: int) -> layout.Grid:
        """The maze and its two open ends as one grid of card places, in
        reading order: the left end, the rooms, the right end.  Cards are
        as large as the free felt allows for `count` rooms (never larger
        than ROOM_CARD); long mazes wrap onto more rows."""
        return layout.grid(self.maze_area, count + 2, ROOM_CARD[0] / ROOM_CARD[1], px(GAP),
                           max_cell=(px(ROOM_CARD[0]), px(ROOM_CARD[1])))

    def maze_rects(self, count: int) -> list[pygame.Rect]:
        """Where the rooms lie, room 1 first."""
        cells = self.maze_grid(count)
        return [cells.rect(i + 1) for i in range(count)]

    def end_slots(self, count: int) -> dict[str, pygame.Rect]:
        """The places a new room may go: before the first, after the last."""
        cells = self.maze_grid(count)
        return {"left": cells.rect(0), "right": cells.rect(count + 1)}

    def marker_pos(self, room: int, count: int) -> tuple[int, int]:
        """Where the party marker stands: a small tag on the room's top right corner (midbottom)."""
        rects = self.maze_rects(count)
        if not 0 <= room < len(rects):
            return self.maze_area.center
        return (rects[room].right - rects[room].w // 5, rects[room].top + rects[room].h // 3)

    def marker_size(self, count: int) -> int:
        rects = self.maze_rects(count)
        return max(px(16), min(px(40), int(rects[0].w * 0.5))) if rects else px(40)

    # --- the party strip -----------------------------------------------------------
    def _party_rects(self) -> list[pygame.Rect]:
        area = self.party_area
        gap = px(GAP)
        w = min(px(170), (area.w - (self.players - 1) * gap) // self.players)
        left = area.centerx - (self.players * (w + gap) - gap) // 2
        return [pygame.Rect(left + i * (w + gap), area.top, w, area.h) for i in range(self.players)]

    def travel_pos(self, seat: int) -> tuple[int, int]:
        """Where chips land in a seat's travel money."""
        rect = self.party_rects[seat]
        return (rect.left + px(26), rect.bottom - px(18))

    def vote_pos(self, seat: int) -> tuple[int, int]:
        rect = self.party_rects[seat]
        return (rect.right - px(24), rect.bottom - px(26))

    def flag_center(self, seat: int) -> tuple[int, int]:
        """Where the leader's flag stands on its plate."""
        rect = self.party_rects[seat]
        return (rect.right - px(16), rect.top + px(14))

    # --- the hand ---------------------------------------------------------------------
    def hand_rects(self, count: int) -> list[pygame.Rect]:
        return card_row(self.hand_area, count, self.hand_card, px(GAP), self.hand_area.bottom - self.hand_card[1] - px(2))

    @staticmethod
    def hand_card_at(rect: pygame.Rect, picked: bool) -> pygame.Rect:
        """Where a hand card lies in its place `rect`: the card picked to
        place stands out above the others."""
        return rect.move(0, -px(16)) if picked else rect
