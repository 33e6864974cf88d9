"""Where everything lies on the Dragon & Lyre felt (rectangles only,
nothing drawn).

Top to bottom: the epic deck beside the public row; the other seats'
areas (side by side, or as strips one above the other when that would
make them too narrow); the area of the seat at the bottom; its hand.  A
seat's area, left to right as the seed lays it out: prophet, index,
captures spread by kind, used pile.  The fight board lies in the middle.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.dragon_lyre import data
from game.dragon_lyre.rules import UNKNOWN, LyreState
from scenes import style
from scenes.dragon_lyre.words import t
from scenes.layout import card_row

GAP = 8
INDEX_COLUMN_GAP = 10
#: A rival's index card shows only where its captures keep room for this many cards side by side.
MIN_CAPTURE_CARDS = 4
CARD_RATIO = 1.4
#: A card's shape when it shows large.
LARGE_CARD = (170, 238)


def capture_groups(captured: list[str]) -> list[tuple[str, list[str]]]:
    """Captures spread by kind, in the index card's order: battles,
    castles, fortresses, ports, each equipment set, Excalibur, beasts."""
    keys = [data.BATTLE, *data.TERRITORY_KINDS, *data.ARTIFACT_SETS, "excalibur", data.BEAST]
    groups: dict[str, list[str]] = {key: [] for key in keys}
    for card in captured:
        kind = data.KIND_OF[card]
        if kind == data.TERRITORY:
            groups[data.territory_kind(card)].append(card)
        elif kind == data.ARTIFACT:
            groups[data.set_of(card) or "excalibur"].append(card)
        else:
            groups[kind].append(card)
    return [(key, groups[key]) for key in keys if groups[key]]


def hands_shown(view: LyreState, bottom: int) -> bool:
    """The view holds a rival's hero in hand face up (everything revealed
    in a replay): in play a seat sees only its own."""
    return any(hero != UNKNOWN for seat, hand in enumerate(view.hands) if seat != bottom for hero in hand)


def card_size(h: int) -> tuple[int, int]:
    """A card `h` high."""
    return (int(h / CARD_RATIO), h)


@lru_cache(maxsize=8)
def places(table: tuple[int, int, int, int], players: int, bottom: int, hands_shown: bool = False) -> "Places":
    """The places on the felt `table` (x, y, w, h), seen from `bottom`'s
    seat; `hands_shown` when the view shows the rivals' hands face up."""
    return Places(pygame.Rect(table), players, bottom, hands_shown)


class Places:
    """Every place on the felt for `players` seats, `bottom`'s area at the
    bottom and the others across in turn order from its left."""

    def __init__(self, table: pygame.Rect, players: int, bottom: int, hands_shown: bool = False) -> None:
        self.players, self.bottom, self.hands_shown = players, bottom, hands_shown
        self.across = [(bottom + i) % players for i in range(1, players)]
        area = self.area = table.inflate(-16, -12)
        s = self.scale = max(0.62, min(1.7, min(area.w / 900, area.h / 560)))
        self.font_small = max(11, int(13 * s))
        self.font_body = max(12, int(16 * s))
        row_h = int(area.h * 0.18)
        self.row_card = card_size(row_h)
        label_h = self.font_small + 6
        self.deck = pygame.Rect(area.left + 6, area.top + label_h, *self.row_card)
        gap = row_h // 4 + 10   # room for the marker card peeking out of the deck
        self.row = pygame.Rect(self.deck.right + gap, area.top + label_h, area.right - self.deck.right - gap - 6, row_h)
        hand_h = int(area.h * 0.21)
        self.hero_card = card_size(hand_h)
        self.hand = pygame.Rect(area.left, area.bottom - hand_h, area.w, hand_h)
        top = self.row.bottom + 8
        # rivals in strips need the room; one or two rival plates share it evenly
        rest = self.hand.top - 14 - top
        own_h = int(area.h * 0.22) if players > 3 else int(rest * 0.47)
        self.own = pygame.Rect(area.left, self.hand.top - 8 - own_h, area.w, own_h)
        self.others = pygame.Rect(area.left, top, area.w, self.own.top - 6 - top)
        span = self.own.bottom - self.others.top
        self.board = pygame.Rect(0, 0, min(area.w - 40, int(680 * s)), min(span - 8, int(300 * s)))
        self.board.center = (area.centerx, self.others.top + span // 2)
        self.strips = len(self.across) >= 3 or self.others.w / len(self.across) < 420 * s
        self._area_parts: dict[int, dict[str, pygame.Rect]] = {}   # each seat's, worked out once

    # --- the seats' areas ----------------------------------------------------------------
    def area_rect(self, seat: int) -> pygame.Rect:
        if seat == self.bottom:
            return self.own
        band, place, count = self.others, self.across.index(seat), len(self.across)
        if self.strips:
            h = (band.h - 4 * (count - 1)) // count
            return pygame.Rect(band.left, band.top + place * (h + 4), band.w, h)
        w = (band.w - GAP * (count - 1)) // count
        return pygame.Rect(band.left + place * (w + GAP), band.top, w, band.h)

    def is_strip(self, seat: int) -> bool:
        return seat != self.bottom and self.strips

    def header_h(self, seat: int) -> int:
        return 0 if self.is_strip(seat) else self.font_body + 10

    def mini_size(self, seat: int) -> tuple[int, int]:
        """Cards in a seat's area (prophet, captures, used pile)."""
        rect = self.area_rect(seat)
        return card_size(max(20, rect.h - self.header_h(seat) - (8 if self.is_strip(seat) else 12 + self.font_small)))

    def area_parts(self, seat: int) -> dict[str, pygame.Rect]:
        """Left to right as the seed lays it out: prophet, index, captures,
        used pile (a strip starts with the name and score)."""
        if seat not in self._area_parts:
            self._area_parts[seat] = self._lay_out_area(seat)
        return {name: pygame.Rect(rect) for name, rect in self._area_parts[seat].items()}

    def _lay_out_area(self, seat: int) -> dict[str, pygame.Rect]:
        rect = self.area_rect(seat)
        w, h = self.mini_size(seat)
        strip = self.is_strip(seat)
        top = rect.top + (4 if strip else self.header_h(seat))
        name_w = int(130 * self.scale) if strip else 0
        prophet = pygame.Rect(rect.left + 14 + name_w, top, w, h)
        pile = pygame.Rect(rect.right - 14 - w, top, w, h)
        # a strip keeps room for the hand's backs left of the pile, any rival for its hand shown face up
        hand_room = strip or (self.hands_shown and seat != self.bottom)
        captures_right = pile.left - int(1.7 * w) if hand_room else pile.left - 12
        index_w = self.index_width(seat, h)
        if prophet.right + 16 + index_w + MIN_CAPTURE_CARDS * w > captures_right:
            index_w = 0   # a rival's captures come first where the area is narrow
        index = pygame.Rect(prophet.right + 6, top, index_w, h)
        left = (index.right if index_w else prophet.right) + 10
        captures = pygame.Rect(left, top, captures_right - left, h)
        return {"prophet": prophet, "index": index, "pile": pile, "captures": captures}

    def index_rows(self, seat: int) -> int:
        """The bottom seat's index card lists the kinds and the total in one
        column; a rival's, whose total is by its name, the kinds in one
        column too on a card tall enough, else two kinds a row."""
        if seat == self.bottom:
            return len(data.KINDS) + 1
        tall = self.mini_size(seat)[1] - 8 >= len(data.KINDS) * (self.font_small + 3)
        return len(data.KINDS) if tall else len(data.KINDS) // 2

    def index_columns(self, seat: int) -> int:
        return -(-len(data.KINDS) // self.index_rows(seat))

    def index_line(self, seat: int, h: int) -> int:
        """The index card's text size for a card `h` high."""
        return max(10, min(self.font_small, (h - 8) // self.index_rows(seat)))

    def index_width(self, seat: int, h: int) -> int:
        """Wide enough for its longest line, in each of its columns."""
        font = style.font(self.index_line(seat, h))
        column = max(font.size(t("index_line", kind=t(f"kind.{kind}"), points=88))[0] for kind in data.KINDS)
        columns = self.index_columns(seat)
        return columns * column + (columns - 1) * INDEX_COLUMN_GAP + 12

    # --- captures ------------------------------------------------------------------------
    def capture_rects(self, seat: int, captured: list[str]) -> dict[str, tuple[pygame.Rect, pygame.Rect]]:
        """Each captured card's (drawn rect, clickable visible strip), and
        each group's last card under "group:<key>" (its count badge sits
        there).  The spreads take the largest card size that fits the
        room, on one row or two."""
        room = self.area_parts(seat)["captures"]
        groups = capture_groups(captured)
        if not groups:
            return {}
        w, h = self._spread_size(room, groups)
        step, gap = max(4, w // 4), max(4, w // 6)
        rects: dict[str, tuple[pygame.Rect, pygame.Rect]] = {}
        rows = _spread_rows(groups, room, w)
        row_h = room.h // len(rows)
        for row, row_groups in enumerate(rows):
            x, y = room.left, room.top + row * row_h + (row_h - h) // 2
            for key, items, group_w in row_groups:
                for i, card in enumerate(items):
                    rect = pygame.Rect(x + i * step, y, w, h)
                    visible = rect if i == len(items) - 1 else pygame.Rect(rect.left, rect.top, step, h)
                    rects[card] = (rect, visible)
                rects[f"group:{key}"] = rects[items[-1]]
                x += group_w + gap
        return rects

    @staticmethod
    def _spread_size(room: pygame.Rect, groups) -> tuple[int, int]:
        """The largest card size at which the spreads fit `room`, on one
        row or on two."""
        best = 16
        for rows in (1, 2):
            h = (room.h - 2 * (rows - 1)) // rows
            while h > best and len(_spread_rows(groups, room, int(h / CARD_RATIO))) > rows:
                h -= 2
            best = max(best, h)
        best -= best % 6   # a few sizes only: each new size draws every card face again
        return card_size(best)

    def capture_rect(self, seat: int, view: LyreState, card: str) -> pygame.Rect:
        """Where `card` lies among the seat's captures (the middle of the
        spread for one not there)."""
        rects = self.capture_rects(seat, view.captured[seat])
        if card in rects:
            return rects[card][0]
        rect = pygame.Rect((0, 0), self.mini_size(seat))
        rect.center = self.area_parts(seat)["captures"].center
        return rect

    # --- row, hand and piles --------------------------------------------------------------
    def row_rects(self, count: int) -> list[pygame.Rect]:
        return card_row(self.row, count, self.row_card, GAP, self.row.top)

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        return card_row(self.hand, count, self.hero_card, GAP, self.hand.top)

    def hand_spot(self, seat: int, view: LyreState) -> tuple[int, int]:
        """Where a hero leaves from or returns to a seat's hand."""
        if seat == self.bottom:
            return self.hand_rects(max(1, len(view.hands[seat])))[-1].center
        pile = self.area_parts(seat)["pile"]
        if self.is_strip(seat):
            return (pile.left - pile.w, pile.centery)
        return (pile.left - pile.w // 2, self.area_rect(seat).top + self.header_h(seat) // 2)

    def shown_hand(self, seat: int) -> pygame.Rect:
        """Where a rival's hand shown face up lies: left of its used pile."""
        parts = self.area_parts(seat)
        pile = parts["pile"]
        return pygame.Rect(parts["captures"].right + 6, pile.top, pile.left - 6 - parts["captures"].right - 6, pile.h)

    def pile_spot(self, seat: int) -> tuple[int, int]:
        return self.area_parts(seat)["pile"].center

    # --- the board -----------------------------------------------------------------------
    def hero_card_small(self) -> tuple[int, int]:
        """A hero on the board."""
        return card_size(min(self.board.h - 60, int(self.hero_card[1] * 0.9)))

    def board_slots(self, view: LyreState) -> dict[int, pygame.Rect]:
        """Where each fighter's sealed card lies on the fight board."""
        board = self.board
        w, h = self.hero_card_small()
        if view.attack is not None:
            a, d = view.attack["attacker"], view.attack["defender"]
            y = board.top + 34
            return {a: pygame.Rect(board.left + board.w // 4 - w // 2, y, w, h),
                    d: pygame.Rect(board.right - board.w // 4 - w // 2, y, w, h)}
        seats = list(view.contenders)
        return dict(zip(seats, card_row(board.inflate(-40, 0), len(seats), (w, h), 3 * GAP, board.top + 34)))

    def recall_rects(self, count: int) -> list[pygame.Rect]:
        """The used pile spread on the board side by side, on two rows
        when one row would make the cards too small."""
        board = self.board.inflate(-30, 0)
        w, h = self.hero_card_small()
        if not count or count * (w + GAP) <= board.w:
            return card_row(board, count, (w, h), GAP, board.top + 34)
        per_row = -(-count // 2)
        w, h = card_size(min(h, (board.h - 44 - GAP) // 2, int((board.w // per_row - GAP) * CARD_RATIO)))
        first = card_row(board, per_row, (w, h), GAP, board.top + 34)
        return first + card_row(board, count - per_row, (w, h), GAP, board.top + 34 + h + GAP)


def _spread_rows(groups, room: pygame.Rect, w: int) -> list[list]:
    """The groups split into rows that each fit the room's width."""
    step, gap = max(4, w // 4), max(4, w // 6)
    rows: list[list] = [[]]
    x = 0
    for key, items in groups:
        width = w + step * (len(items) - 1)
        if rows[-1] and x + gap + width > room.w:
            rows.append([])
            x = 0
        x += (gap if rows[-1] else 0) + width
        rows[-1].append((key, items, width))
    return rows
