"""Where everything lies on the Rattlebones table: rectangles from the
felt's size only, nothing drawn.

The score track across the top; below it the circus loop (a square of
3×3 cells, START and the seven tiles clockwise from the top left, the
train's track of eight spaces in the middle cell) at the left, and at the
right the dice tray over one row per seat (name, score and counters, then
its three dice unfolded).  Lengths are written for 1280×720 and scaled by
`scenes.layout.px`.
"""
from __future__ import annotations

import pygame

from game.rattlebones import data
from scenes import layout, style
from scenes.layout import px
from scenes.rattlebones import pieces

GAP = 10
ROW_GAP = 6
#: Board cells of the loop, clockwise from START at the top left.
LOOP_CELLS = ((0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2), (0, 1))
#: Train track spaces around the middle cell, clockwise from the top left.
TRAIN_CELLS = LOOP_CELLS
#: A seat row's counters, left to right.
COUNTERS = ("gold", "star", "stock")


class Layout:
    """The table's places for `players` seats on the felt `table_rect`."""

    def __init__(self, table_rect: pygame.Rect, players: int) -> None:
        self.players = players
        area = layout.inset(table_rect, px(6))
        gap = px(GAP)
        self.track_rect, body = layout.split(area, [max(px(34), min(px(48), area.h // 12)), None], gap)
        self.cell = min(body.h, body.w // 2) // 3
        side = self.cell * 3
        board_column, right = layout.split(body, [side, None], gap + px(4), vertical=False)
        self.board_rect = pygame.Rect(board_column.left, body.top + (body.h - side) // 2, side, side)
        self.tray_rect, self.rows_rect = layout.split(right, [0.3, None], gap)
        self.row_h = (self.rows_rect.h - (players - 1) * px(ROW_GAP)) // players
        # tall rows write their words larger, unless that leaves the dice too small
        for self.row_text in ([style.BODY] if self.row_h >= px(110) else []) + [style.SMALL]:
            self.label_w = self.row_label_width()
            self.net_face = max(px(8), min((self.row_h - px(12)) // 2 - 2,
                                           (self.rows_rect.w - self.label_w - 3 * px(12)) // 9 - 2))
            if self.net_face >= px(20):
                break
        title_h, name_h = self.tray_title_h(), style.line_step(style.SMALL) + px(4)
        self.tray_die = max(px(24), min(px(120), self.tray_rect.h - title_h - name_h - px(4),
                                        (self.tray_rect.w - 4 * gap) // 4))
        self.editor_face = max(px(12), min((self.tray_rect.h - title_h - px(8)) // 3 - 2,
                                           (self.tray_rect.w - px(40)) // 6 - 2))
        self.pawn = max(px(14), self.cell // 5)
        self.waiting_face = max(6, (self.tray_die - px(12)) // 3 - 2)

    def regions(self) -> dict[str, pygame.Rect]:
        """The named regions inside the felt (they must not overlap)."""
        found = {"track": self.track_rect, "board": self.board_rect, "tray": self.tray_rect}
        found.update({f"row {seat + 1}": self.row_rect(seat) for seat in range(self.players)})
        return found

    def felt_parts(self, felt: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect, list[pygame.Rect]]:
        """`felt` cut into the score track's part (across the top), the
        loop's (below it on the left, with the gap its tiles' shadows
        fall in), the tray's (on the right) and each seat row's (under
        the tray), each cut halfway through the gap between them."""
        below = (self.track_rect.bottom + self.tray_rect.top) // 2
        right = self.tray_rect.left
        cuts = [(self.tray_rect.bottom + self.rows_rect.top) // 2]
        cuts += [self.row_rect(seat).bottom + px(ROW_GAP) // 2 for seat in range(self.players - 1)] + [felt.bottom]
        return (pygame.Rect(felt.left, felt.top, felt.w, below - felt.top),
                pygame.Rect(felt.left, below, right - felt.left, felt.bottom - below),
                pygame.Rect(right, below, felt.right - right, cuts[0] - below),
                [pygame.Rect(right, top, felt.right - right, bottom - top) for top, bottom in zip(cuts, cuts[1:])])

    def face_sizes(self) -> set[int]:
        """Every size a die face is drawn at in this window."""
        return {self.net_face, self.tray_die, self.editor_face, self.waiting_face}

    # --- the seat rows ---------------------------------------------------------
    def tray_title_h(self) -> int:
        return style.line_step(style.SMALL) + px(8)

    def row_label_width(self) -> int:
        """A seat row's left part: wide enough for its three counters (an
        icon and two digits each) side by side."""
        digits = style.font(self.row_text, True).size("00")[0]
        return px(12) + 3 * (self.row_text + px(2) + digits + px(8)) + px(4)

    def row_lines(self) -> tuple[int, int]:
        """The top of a row's first line (its name) and the line step."""
        line = style.line_step(self.row_text)
        return self.row_h // 2 - (3 * line) // 2, line

    def row_rect(self, seat: int) -> pygame.Rect:
        return pygame.Rect(self.rows_rect.left, self.rows_rect.top + seat * (self.row_h + px(ROW_GAP)),
                           self.rows_rect.w, self.row_h)

    def row_center(self, seat: int) -> tuple[int, int]:
        """Where things won or lost fly to and from in a seat's row."""
        rect = self.row_rect(seat)
        return (rect.centerx, rect.top + px(12))

    def counter_rects(self, seat: int) -> dict[str, pygame.Rect]:
        """Where a row's gold, star and stock counters lie (icon and number)."""
        row = self.row_rect(seat)
        top, line = self.row_lines()
        step = (self.label_w - px(16)) // 3
        return {item: pygame.Rect(row.left + px(12) + i * step, row.top + top + 2 * line, step - px(4), line)
                for i, item in enumerate(COUNTERS)}

    def net_topleft(self, seat: int, die: int) -> tuple[int, int]:
        """The top left of a seat's die unfolded in its row."""
        row = self.row_rect(seat)
        width, height = pieces.strip_size(self.net_face)
        left = row.left + self.label_w
        gap = max(px(6), (row.right - left - 3 * width) // 3)
        return (left + gap // 2 + die * (width + gap), row.centery - height // 2)

    def net_rect(self, seat: int, die: int) -> pygame.Rect:
        return pygame.Rect(self.net_topleft(seat, die), pieces.strip_size(self.net_face))

    def face_rect(self, seat: int, die: int, position: int) -> pygame.Rect:
        return pieces.strip_rects(self.net_topleft(seat, die), self.net_face)[position]

    # --- the loop and the train ------------------------------------------------
    def space_rect(self, space: int) -> pygame.Rect:
        col, row = LOOP_CELLS[space]
        cell = pygame.Rect(self.board_rect.left + col * self.cell, self.board_rect.top + row * self.cell,
                           self.cell, self.cell)
        return cell.inflate(-px(6), -px(6))

    def monkey_spot(self, space: int, seat: int) -> tuple[int, int]:
        """Where a seat's monkeys stand on a space: each seat its own place."""
        rect = self.space_rect(space)
        step = rect.w / (self.players + 1)
        return (round(rect.left + step * (seat + 1)), rect.bottom - self.pawn // 2 - px(6))

    def monkey_rect(self, space: int, seat: int) -> pygame.Rect:
        """The clickable place of a seat's monkey on a space."""
        x, y = self.monkey_spot(space, seat)
        return pygame.Rect(0, 0, self.pawn + 6, self.pawn + 6).move(x - self.pawn // 2 - 3, y - self.pawn // 2 - 3)

    def train_rect(self, space: int) -> pygame.Rect:
        middle = pygame.Rect(self.board_rect.left + self.cell, self.board_rect.top + self.cell, self.cell, self.cell)
        mini = self.cell // 3
        col, row = TRAIN_CELLS[space]
        return pygame.Rect(middle.left + col * mini, middle.top + row * mini, mini, mini).inflate(-px(4), -px(4))

    # --- the tray and the die editor ---------------------------------------------
    def tray_slot(self, die: int) -> pygame.Rect:
        size, gap = self.tray_die, 2 * px(GAP)
        width = 3 * size + 2 * gap
        left = self.tray_rect.centerx - width // 2
        return pygame.Rect(left + die * (size + gap), self.tray_rect.top + self.tray_title_h(), size, size)

    def editor_rects(self) -> dict[int, pygame.Rect]:
        """The die being changed, unfolded large in the tray, by face."""
        face = self.editor_face
        w, h = pieces.net_size(face, 3)
        left = self.tray_rect.left + px(14)
        return pieces.net_rects((left, self.tray_rect.bottom - h - px(8)), face, 3)

    def editor_new_spot(self) -> pygame.Rect:
        """Where the face offered stands, right of the unfolded die."""
        rects = self.editor_rects()
        right = max(r.right for r in rects.values())
        rect = pygame.Rect(0, 0, self.editor_face, self.editor_face)
        rect.center = (min(self.tray_rect.right - self.editor_face, right + (self.tray_rect.right - right) // 2),
                       rects[0].centery)
        return rect

    # --- the score track -------------------------------------------------------
    def track_top(self) -> int:
        """The highest score the track shows: five past the marker's start."""
        return data.MARKER_START[self.players] + 5

    def track_x(self, score: float) -> float:
        rect = self.track_rect.inflate(-px(40), 0)
        top = self.track_top()
        return rect.left + rect.w * max(0.0, min(score, top)) / top

    def track_pawn(self) -> int:
        return max(px(10), (self.track_rect.h - px(8)) // 2)

    def track_spot(self, score: int, seat: int) -> tuple[int, int]:
        """Two lanes of pawns; seats sharing a lane stand a little apart."""
        lane = (self.track_rect.h - px(8)) / 2
        return (round(self.track_x(score) + (seat // 2) * px(5)),
                round(self.track_rect.top + px(4) + lane * (seat % 2 + 0.5)))

    def hat_spot(self, marker: float) -> tuple[int, int]:
        return (round(self.track_x(marker)), self.track_rect.centery)
