"""The Rattlebones table.

On the felt: the score track across the top with every seat's pawn and
the ringmaster's hat; on the left the circus loop, START and the seven
tiles around a square (clockwise from the top left), each tile with its
face's picture, name and supply count, and the monkeys standing on it;
the train's track of eight spaces (0–7) in the middle.  On the right the
dice tray, where the rolling seat's dice tumble and land, and below it a
row per seat with its three dice unfolded (all six faces).  When a face
is to be replaced the tray becomes the die editor: the die unfolded large,
the new face beside it; click the face it replaces.

Hovering (or right-clicking) any face, tile, die, piece or count shows
it large with what it is and what it does (the table toolkit's Inspector).  The shown view follows the
events: each event's motion plays (dice tumble, monkeys hop space by
space, faces fly onto dice, the hat slides down the track) and then its
change lands on the shown view (`_change_<kind>`).
"""
from __future__ import annotations

import random
from functools import lru_cache, partial

import pygame

from game.core import Action, Decision, Event
from game.rattlebones import data, log
from game.rattlebones.rules import RattleState, effective_face
from scenes import layout, style
from scenes.layout import px
from scenes.rattlebones import pieces
from scenes.table import flights, sprites
from scenes.table.animation import Actor, motion_then_change
from scenes.table.base import SEAT_COLORS, Target, TableScene
from scenes.table.tween import (Animation, Call, Parallel, Sequence, Tween, Wait, ease_in, ease_in_out, ease_out,
                                ease_out_back, fade, move)

# Lengths at 1280×720 (scenes.layout scales them with the window).
GAP = 10
ROW_GAP = 6
#: Board cells of the loop, clockwise from START at the top left.
LOOP_CELLS = ((0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2), (0, 1))
#: Train track spaces around the middle cell, clockwise from the top left.
TRAIN_CELLS = LOOP_CELLS
EDITOR_PHASES = ("replace", "aim", "plus_one")
#: Choices made by clicking the table only (no prompt button).
CLICKED_ON_TABLE = frozenset(("take", "again", "resolve", "double", "move", "replace", "upgrade", "aim"))


def seat_color(seat: int) -> tuple:
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


class Tumble(Animation):
    """A die rolling across the tray: it spins and shows random faces as it
    travels, then lands showing `final`."""

    def __init__(self, actor: Actor, faces: list, final: pygame.Surface, end, duration: float,
                 rng: random.Random) -> None:
        self.actor, self.faces, self.final, self.end = actor, faces, final, end
        self.duration, self.rng = duration, rng
        self.start = actor.pos
        self.elapsed = 0.0
        self.next_face = 0.0

    def update(self, dt: float) -> float:
        if self.done:
            return dt
        self.elapsed += dt
        if self.elapsed >= self.duration:
            self.actor.image, self.actor.pos = self.final, self.end
            self.done = True
            return self.elapsed - self.duration
        p = ease_out(self.elapsed / self.duration)
        self.actor.pos = (self.start[0] + (self.end[0] - self.start[0]) * p,
                          self.start[1] + (self.end[1] - self.start[1]) * p - 30 * (1 - p) * abs((p * 3) % 1 - 0.5))
        if self.elapsed >= self.next_face:
            self.next_face = self.elapsed + 0.07
            face = self.rng.choice(self.faces)
            self.actor.image = pygame.transform.rotate(face, self.rng.uniform(-40, 40) * (1 - p))
        return 0.0


class Table(TableScene):
    def __init__(self, app, match) -> None:
        self.hidden: set = set()           # pieces an actor is drawing just now ("monkey", seat, m), "hat", ("die", d)
        self.arriving: list[Actor] = []
        self.gamble_result: str | None = None
        self.tumble_rng = random.Random(1)
        self._rows: dict = {}                  # seat rows drawn, by what they show
        super().__init__(app, match)

    # --- layout ------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        """The score track across the top; below it the circus loop (a
        square of 3×3 cells) at the left, and at the right the dice tray
        over one row per seat (name, score and counters, then its three
        dice unfolded)."""
        self._rows = {}
        area = layout.inset(self.table_rect, px(6))
        gap = px(GAP)
        self.track_rect, body = layout.split(area, [max(px(34), min(px(48), area.h // 12)), None], gap)
        self.cell = min(body.h, body.w // 2) // 3
        side = self.cell * 3
        board_column, right = layout.split(body, [side, None], gap + px(4), vertical=False)
        self.board_rect = pygame.Rect(board_column.left, body.top + (body.h - side) // 2, side, side)
        self.tray_rect, self.rows_rect = layout.split(right, [0.3, None], gap)
        players = len(self.match.seats)
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
        self._prepare_faces()

    def table_regions(self) -> dict[str, pygame.Rect]:
        found = {"track": self.track_rect, "board": self.board_rect, "tray": self.tray_rect}
        found.update({f"row {seat + 1}": self.row_rect(seat) for seat in range(len(self.match.seats))})
        return found

    def tray_title_h(self) -> int:
        return style.line_step(style.SMALL) + px(8)

    COUNTERS = ("gold", "star", "stock")

    def row_label_width(self) -> int:
        """A seat row's left part: wide enough for its three counters (an
        icon and two digits each) side by side."""
        digits = style.font(self.row_text, True).size("00")[0]
        return px(12) + 3 * (self.row_text + px(2) + digits + px(8)) + px(4)

    def row_lines(self) -> tuple[int, int]:
        """The top of a row's first line (its name) and the line step."""
        line = style.line_step(self.row_text)
        return self.row_h // 2 - (3 * line) // 2, line

    def counter_rects(self, seat: int) -> dict[str, pygame.Rect]:
        """Where a row's gold, star and stock counters lie (icon and number)."""
        row = self.row_rect(seat)
        top, line = self.row_lines()
        step = (self.label_w - px(16)) // 3
        return {item: pygame.Rect(row.left + px(12) + i * step, row.top + top + 2 * line, step - px(4), line)
                for i, item in enumerate(self.COUNTERS)}

    def _prepare_faces(self) -> None:
        """Draw every face at the sizes this window uses before play starts,
        so no picture is rendered in the middle of an animation."""
        faces = [*data.START_DIE, *data.POINT_FACES, *(t for t in data.TILES if t not in ("arrow", data.PLUS_ONE))]
        for size in {self.net_face, self.tray_die, self.editor_face, self.waiting_face}:
            for die in range(data.DICE_PER_SEAT):
                for face in faces:
                    pieces.face_image(face, size, die)
        scratch = pygame.Surface(self.space_rect(0).size, pygame.SRCALPHA)
        for tile in set(self.shown_view.tiles):
            sprites.blit_with_shadow(scratch, self.tile_picture(tile, self.shown_view.supply), (0, 0), 12, lift=3)

    def space_rect(self, space: int) -> pygame.Rect:
        col, row = LOOP_CELLS[space]
        cell = pygame.Rect(self.board_rect.left + col * self.cell, self.board_rect.top + row * self.cell,
                           self.cell, self.cell)
        return cell.inflate(-px(6), -px(6))

    def monkey_spot(self, space: int, seat: int) -> tuple[int, int]:
        rect = self.space_rect(space)
        players = len(self.match.seats)
        step = rect.w / (players + 1)
        return (round(rect.left + step * (seat + 1)), rect.bottom - self.pawn // 2 - px(6))

    def train_rect(self, space: int) -> pygame.Rect:
        middle = pygame.Rect(self.board_rect.left + self.cell, self.board_rect.top + self.cell, self.cell, self.cell)
        mini = self.cell // 3
        col, row = TRAIN_CELLS[space]
        return pygame.Rect(middle.left + col * mini, middle.top + row * mini, mini, mini).inflate(-px(4), -px(4))

    def row_rect(self, seat: int) -> pygame.Rect:
        return pygame.Rect(self.rows_rect.left, self.rows_rect.top + seat * (self.row_h + px(ROW_GAP)), self.rows_rect.w,
                           self.row_h)

    def net_topleft(self, seat: int, die: int) -> tuple[int, int]:
        row = self.row_rect(seat)
        width, height = pieces.strip_size(self.net_face)
        left = row.left + self.label_w
        gap = max(px(6), (row.right - left - 3 * width) // 3)
        return (left + gap // 2 + die * (width + gap), row.centery - height // 2)

    def face_rect(self, seat: int, die: int, position: int) -> pygame.Rect:
        return pieces.strip_rects(self.net_topleft(seat, die), self.net_face)[position]

    def tray_slot(self, die: int) -> pygame.Rect:
        size, gap = self.tray_die, 2 * px(GAP)
        width = 3 * size + 2 * gap
        left = self.tray_rect.centerx - width // 2
        return pygame.Rect(left + die * (size + gap), self.tray_rect.top + self.tray_title_h(), size, size)

    def editor_rects(self) -> dict[int, pygame.Rect]:
        face = self.editor_face
        w, h = pieces.net_size(face, 3)
        left = self.tray_rect.left + px(14)
        return pieces.net_rects((left, self.tray_rect.bottom - h - px(8)), face, 3)

    def editor_new_spot(self) -> pygame.Rect:
        rects = self.editor_rects()
        right = max(r.right for r in rects.values())
        rect = pygame.Rect(0, 0, self.editor_face, self.editor_face)
        rect.center = (min(self.tray_rect.right - self.editor_face, right + (self.tray_rect.right - right) // 2),
                       rects[0].centery)
        return rect

    def track_x(self, score: float) -> float:
        rect = self.track_rect.inflate(-px(40), 0)
        top = data.MARKER_START[len(self.match.seats)] + 5
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

    # --- names -----------------------------------------------------------------
    def face_name(self, face: str | None) -> str:
        return log.face_name(face, self.t)

    def die_name(self, die: int) -> str:
        return log.die_name(die, self.t)

    def _tile_help(self, tile: str, supply: int) -> str:
        return self.t("inspect.sentences", first=self.face_help(tile), then=self.t("help.supply", count=supply))

    def face_help(self, face: str, pointed: str | None = None) -> str:
        kind = data.face_type(face)
        if face in data.NUMBERS:
            return self.t("help.number", n=face)
        if face[0] == "p":
            return self.t("help.points", n=self.face_name(face))
        text = self.t(f"help.{kind}")
        if pointed is not None:
            text = self.t("inspect.points_at", face=text, pointed=self.face_help(pointed))
        return text

    # --- state between frames ----------------------------------------------------
    def on_view(self, view: RattleState) -> None:
        self.stage.clear()
        self.hidden = set()
        self.arriving = []

    def shows_hidden_info(self, view: RattleState, seat: int) -> bool:
        """Everything on this table is public: no curtain between players."""
        return False

    # --- prompt --------------------------------------------------------------------
    def prompt_text(self, decision: Decision) -> str:
        view, kind = self.shown_view, decision.kind
        die = view.current
        if kind == "choose_dice":
            return self.t("prompt.choose_more" if view.chosen else "prompt.choose_dice")
        if kind == "move":
            if view.steps is None:
                return self.t("prompt.move_nine", die=self.die_name(die))
            return self.t("prompt.move", steps=view.steps, die=self.die_name(die))
        if kind == "replace":
            return self.t("prompt.replace", face=self.face_name(view.tiles[view.space]), die=self.die_name(die))
        if kind == "plus_one":
            return self.t("prompt.plus_one", die=self.die_name(die))
        if kind == "steal":
            return self.t("prompt.steal", name=self.name(view.victims[0]))
        if kind in ("again_die", "resolve", "distance", "aim", "sell", "double"):
            return self.t(f"prompt.{kind}")
        return super().prompt_text(decision)

    def prompt_choices(self, decision: Decision, legal: list[Action]):
        """Buttons for what is not clicked on the table (dice, monkeys and
        faces are): roll, stay, keep the die, distances, sales, loot."""
        return [(self.action_label(a), a) for a in legal if a.kind not in CLICKED_ON_TABLE][:10]

    def explain_decision(self, decision: Decision, legal: list[Action]) -> str:
        view, kind = self.shown_view, decision.kind
        if kind == "choose_dice" and view.chosen:
            return self.t("explain.choose_more")
        if kind == "move" and view.steps is None:
            return self.t("explain.move_nine")
        if kind == "steal":
            return self.t("explain.steal", name=self.name(view.victims[0]))
        return self.t(f"explain.{kind}", count=view.steps or 0)

    def explain_choice(self, action: Action) -> str:
        view, kind = self.shown_view, action.kind
        if kind in ("resolve", "double"):
            return self.face_help(effective_face(view.dice[view.seat][action.die], view.showing[action.die]))
        if kind in ("roll", "stay", "decline"):
            return self.t(f"explain.{self.decline_key(kind)}")
        return ""

    def decline_key(self, kind: str) -> str:
        """Declining at the START shop keeps the stars; elsewhere it keeps the die."""
        return "keep_stars" if kind == "decline" and self.shown_view.phase == "sell" else kind

    def action_label(self, action: Action) -> str:
        view, kind = self.shown_view, action.kind
        if kind in ("roll", "stay", "decline"):
            return self.t(f"action.{self.decline_key(kind)}")
        if kind == "steps":
            return self.t("action.steps", n=action.n)
        if kind == "sell":
            stars = action.stars
            return self.t(f"action.sell_{'one' if stars == 1 else 'many'}", count=stars,
                          points=data.STAR_SALE[stars])
        if kind in ("take", "again"):
            return self.t(f"action.{kind}", die=self.die_name(action.die))
        if kind in ("resolve", "double"):
            face = effective_face(view.dice[view.seat][action.die], view.showing[action.die])
            return self.t(f"action.{kind}", die=self.die_name(action.die), face=self.face_name(face))
        if kind == "steal":
            return self.t("action.steal", item=self.t(f"loot.{action.item}"))
        if kind == "move":
            space = view.monkeys[view.seat][action.monkey]
            return self.t("action.move", space=log.space_name(view.tiles[space], self.t))
        if kind in ("replace", "upgrade"):
            face = view.dice[view.seat][view.current][action.face]
            return self.t(f"action.{kind}", face=self.face_name(face))
        if kind == "aim":
            face = view.dice[view.seat][view.current][action.toward]
            return self.t("action.aim", face=self.face_name(face))
        return super().action_label(action)

    # --- clicking the table ------------------------------------------------------------
    def targets(self, view: RattleState, legal: list[Action]) -> list[Target]:
        found = []
        seat = view.seat
        for action in legal:
            kind = action.kind
            if kind in ("take", "again", "resolve", "double"):
                found.append(Target(self.tray_slot(action.die), action=action))
                if kind == "take":
                    w, h = pieces.strip_size(self.net_face)
                    found.append(Target(pygame.Rect(self.net_topleft(seat, action.die), (w, h)), action=action))
            elif kind == "move":
                space = view.monkeys[seat][action.monkey]
                spot = self.monkey_spot(space, seat)
                found.append(Target(pygame.Rect(0, 0, self.pawn + 6, self.pawn + 6).move(
                    spot[0] - self.pawn // 2 - 3, spot[1] - self.pawn // 2 - 3), action=action))
            elif kind == "steps":
                start = view.monkeys[seat][view.monkey]
                if action.n < data.SPACES:
                    found.append(Target(self.space_rect((start + action.n) % data.SPACES), action=action))
            elif kind in ("replace", "upgrade"):
                found.append(Target(self.editor_rects()[action.face], action=action))
            elif kind == "aim":
                found.append(Target(self.editor_rects()[action.toward], action=action))
        return found

    # --- looking at things large (the table toolkit's Inspector) ---------------------------------
    def inspect_face(self, key, rect: pygame.Rect, face: str, die: int, pointed: str | None, caption) -> None:
        """A die face in `rect` shows large with `caption()`."""
        self.inspector.add(key, rect, lambda size: pieces.face_image(face, size[1], die, pointed), (1, 1), caption,
                           (px(160), px(160)))

    def die_face_caption(self, seat: int, die: int, face: str, pointed: str | None) -> str:
        return self.tell("inspect.die_face", seat, die=self.die_name(die), help=self.face_help(face, pointed))

    # --- drawing -----------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view: RattleState) -> None:
        self._draw_track(surface, view)
        self._draw_board(surface, view)
        self._draw_train(surface, view)
        if self._editing(view):
            self._draw_editor(surface, view)
        else:
            self._draw_tray(surface, view)
        for seat in range(view.players):
            self._draw_row(surface, view, seat)

    def _editing(self, view: RattleState) -> bool:
        return view.phase in EDITOR_PHASES and view.current is not None

    def _draw_track(self, surface: pygame.Surface, view: RattleState) -> None:
        rect = self.track_rect
        surface.blit(_plate(rect.size), rect)
        top = data.MARKER_START[view.players] + 5
        for score in range(0, top + 1, 5):
            x = round(self.track_x(score))
            pygame.draw.line(surface, style.rgb(style.WOOD_LIGHT), (x, rect.top + px(4)), (x, rect.bottom - px(4)), 1)
            if score % 10 == 0:
                label = style.text(str(score), style.SMALL, style.MUTED)
                surface.blit(label, label.get_rect(bottomleft=(x + px(3), rect.bottom - 1)))
        for seat in range(view.players):
            pawn = pieces.score_pawn(seat_color(seat), self.track_pawn())
            score = view.scores[seat]
            spot = surface.blit(pawn, pawn.get_rect(center=self.track_spot(score, seat)))
            self.inspector.add_piece(("pawn", seat), spot, partial(pieces.score_pawn, seat_color(seat)),
                                     lambda seat=seat, score=score: self.tell("inspect.score", seat, count=score))
        if "hat" not in self.hidden:
            hat = pieces.hat(rect.h - px(6))
            spot = hat.get_rect(center=self.hat_spot(view.marker))
            surface.blit(hat, spot)
            marker = view.marker
            self.inspector.add_piece("hat", spot, pieces.hat, lambda: self.t("inspect.hat", marker=marker))

    def large_tile(self, tile: str, count: int | None, size: tuple[int, int]) -> pygame.Surface:
        """A tile looked at: the same picture, on a solid board (the table must not show through it)."""
        board = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(board, style.rgb(style.PANEL), board.get_rect(), border_radius=px(12))
        board.blit(pieces.tile_image(tile, size, log.space_name(tile, self.t), count, 0), (0, 0))
        return board

    def tile_picture(self, tile: str, supply: dict) -> pygame.Surface:
        """A tile of the loop at this window's size, with its supply count
        (+1 counts every point face left; START has none)."""
        count = None if tile == data.START else supply.get(tile) if tile != data.PLUS_ONE else sum(
            supply[p] for p in data.POINT_FACES)
        return pieces.tile_image(tile, self.space_rect(0).size, log.space_name(tile, self.t), count, self.pawn + 10)

    def _draw_board(self, surface: pygame.Surface, view: RattleState) -> None:
        for space, tile in enumerate(view.tiles):
            rect = self.space_rect(space)
            supply = view.supply.get(tile)
            sprites.blit_with_shadow(surface, self.tile_picture(tile, view.supply), rect.topleft, 12, lift=3)
            if tile == data.START:
                text = partial(self.t, "help.start")
            elif tile == data.PLUS_ONE:
                points = self.t("list_sep").join(f"{p[1]}×{view.supply[p]}" for p in data.POINT_FACES)
                text = partial(self.t, "inspect.plus_one", help=self.t("help.plus_one"), points=points)
            else:
                text = partial(self._tile_help, tile, supply)
            count = None if tile == data.START else supply if tile != data.PLUS_ONE else sum(
                view.supply[p] for p in data.POINT_FACES)
            self.inspector.add(("space", space), rect, partial(self.large_tile, tile, count), rect.size, text,
                               (px(240), px(240)))
        for seat in range(view.players):
            for space in sorted(set(view.monkeys[seat])):
                count = sum(1 for m, s in enumerate(view.monkeys[seat]) if s == space
                            and ("monkey", seat, m) not in self.hidden)
                if count:
                    self._draw_monkeys(surface, seat, space, count)

    def _draw_monkeys(self, surface: pygame.Surface, seat: int, space: int, count: int) -> None:
        """A seat's monkeys on one space, stacked one above the other."""
        image = pieces.monkey(seat_color(seat), self.pawn)
        x, y = self.monkey_spot(space, seat)
        for i in range(count):
            spot = image.get_rect(center=(x, y - i * max(4, self.pawn // 4)))
            sprites.blit_with_shadow(surface, image, spot.topleft, self.pawn // 2, lift=2)

    def _draw_train(self, surface: pygame.Surface, view: RattleState) -> None:
        for space, value in enumerate(data.TRAIN_TRACK):
            rect = self.train_rect(space)
            surface.blit(pieces.train_space(value, rect.w, space == view.train), rect)
        middle = self.train_rect(0).union(self.train_rect(4))
        pic = pieces.item_icon("train", max(12, self.cell // 3 - 8))
        spot = pic.get_rect(center=middle.center)
        surface.blit(pic, spot)
        value = data.TRAIN_TRACK[view.train]
        self.inspector.add_piece("train", middle, partial(pieces.item_icon, "train"),
                                 lambda: self.t("inspect.train", value=value, help=self.t("help.train")))

    def _draw_tray(self, surface: pygame.Surface, view: RattleState) -> None:
        rect = self.tray_rect
        surface.blit(_plate(rect.size), rect)
        title = style.text(self.t("turn", turn=view.turn // view.players + 1) + " · " + self.name(view.seat),
                           style.SMALL, style.GOLD_LIGHT, True)
        surface.blit(title, (rect.left + px(10), rect.top + px(5)))
        dice = view.dice[view.seat]
        for die in range(data.DICE_PER_SEAT):
            slot = self.tray_slot(die)
            up = view.showing[die] if view.showing else None
            if up is None or ("die", die) in self.hidden:
                surface.blit(pieces.empty_die(slot.w, die, die in view.chosen), slot)
                if ("die", die) not in self.hidden:
                    self._draw_waiting_die(surface, slot, dice[die], die)
            else:
                face = dice[die][up]
                pointed = pieces.pointed_face(dice[die], up)
                sprites.blit_with_shadow(surface, pieces.face_image(face, slot.w, die, pointed), slot.topleft,
                                         slot.w // 6, lift=4)
                if view.resolved[die] and view.current != die:
                    shade = pygame.Surface(slot.size, pygame.SRCALPHA)
                    shade.fill((20, 14, 10, 120))
                    surface.blit(shade, slot)
                if view.current == die and view.phase != "choose_dice":
                    pygame.draw.rect(surface, style.rgb(style.GOLD_LIGHT), slot.inflate(px(8), px(8)), px(3),
                                     border_radius=px(10))
                self.inspect_face(("rolled", die), slot, face, die, pointed,
                                  partial(self.die_face_caption, view.seat, die, face, pointed))
            label = style.text(self.die_name(die), style.SMALL, style.MUTED)
            surface.blit(label, label.get_rect(midtop=(slot.centerx, slot.bottom + px(2))))
        if self.gamble_result is not None:
            image = pieces.face_image(self.gamble_result, self.tray_die // 2, 0)
            surface.blit(image, image.get_rect(topright=(rect.right - px(8), rect.top + px(6))))

    def _draw_waiting_die(self, surface: pygame.Surface, slot: pygame.Rect, faces: list, die: int) -> None:
        """A die not rolled yet: its six faces small inside its place."""
        face = self.waiting_face
        w, h = pieces.strip_size(face)
        for position, rect in pieces.strip_rects((slot.centerx - w // 2, slot.centery - h // 2), face).items():
            surface.blit(pieces.face_image(faces[position], face, die, pieces.pointed_face(faces, position)), rect)

    def _draw_editor(self, surface: pygame.Surface, view: RattleState) -> None:
        rect = self.tray_rect
        surface.blit(_plate(rect.size, True), rect)
        die_index = view.current
        die = view.dice[view.seat][die_index]
        title = style.text(self.t(f"phase.{view.phase}") + " · " + self.die_name(die_index), style.SMALL,
                           style.GOLD_LIGHT, True)
        surface.blit(title, (rect.left + px(10), rect.top + px(5)))
        for position, face_rect in self.editor_rects().items():
            pointed = pieces.pointed_face(die, position)
            image = pieces.face_image(die[position], face_rect.w, die_index, pointed)
            if view.phase == "aim" and position == view.aim_face:
                image = pieces.face_image(data.arrow(0), face_rect.w, die_index)
            surface.blit(image, face_rect)
            self.inspect_face(("editor", position), face_rect, die[position], die_index, pointed,
                              partial(self.die_face_caption, view.seat, die_index, die[position], pointed))
        tile = view.tiles[view.space] if view.space is not None else None
        new = {"replace": tile, "aim": "arrow>0", "plus_one": "p1"}.get(view.phase)
        if new:
            spot = self.editor_new_spot()
            pygame.draw.rect(surface, style.rgb(style.GOLD_LIGHT), spot.inflate(8, 8), 2, border_radius=10)
            surface.blit(pieces.face_image(new, spot.w, die_index), spot)
            arrow = style.text("←", style.HEADING, style.GOLD_LIGHT, True)
            surface.blit(arrow, arrow.get_rect(midright=(spot.left - 8, spot.centery)))
            self.inspect_face("new", spot, new, die_index, None,
                              partial(self.t, "inspect.new_face", help=self.face_help(new if new != "arrow>0" else "arrow")))

    def _draw_row(self, surface: pygame.Surface, view: RattleState, seat: int) -> None:
        """A seat's row: name, score, gold, stars and stock, its dice unfolded
        (drawn once per change of what it shows)."""
        rect = self.row_rect(seat)
        hidden = tuple(sorted(h for h in self.hidden if h[:2] == ("face", seat)))
        key = (seat, rect.size, self.net_face, self.label_w, self.row_text, seat == view.seat and view.phase != "over",
               seat == self.viewer, self.name(seat), view.scores[seat], view.gold[seat], view.stars[seat],
               view.stock[seat], tuple(map(tuple, view.dice[seat])), hidden, self.t("score", count=0))
        image = self._rows.get(key)
        if image is None:
            if len(self._rows) > 64:
                self._rows.clear()
            image = self._rows[key] = self._render_row(view, seat, rect, hidden)
        surface.blit(image, rect)
        counts = {"gold": view.gold[seat], "star": view.stars[seat], "stock": view.stock[seat]}
        for item, spot in self.counter_rects(seat).items():
            self.inspector.add_piece(("item", seat, item), spot, partial(pieces.item_icon, item),
                                     partial(self.item_caption, seat, item, counts[item]))
        for die in range(data.DICE_PER_SEAT):
            faces = view.dice[seat][die]
            for position, face_rect in pieces.strip_rects(self.net_topleft(seat, die), self.net_face).items():
                pointed = pieces.pointed_face(faces, position)
                self.inspect_face(("face", seat, die, position), face_rect, faces[position], die, pointed,
                                  partial(self.die_face_caption, seat, die, faces[position], pointed))

    def _render_row(self, view: RattleState, seat: int, rect: pygame.Rect, hidden: tuple) -> pygame.Surface:
        surface = pygame.Surface(rect.size, pygame.SRCALPHA)
        active = seat == view.seat and view.phase != "over"
        surface.blit(_plate(rect.size, active), (0, 0))
        pygame.draw.rect(surface, seat_color(seat), (px(4), px(6), px(4), rect.h - px(12)), border_radius=2)
        size = self.row_text
        top, line = self.row_lines()
        style.draw_text(surface, self.name(seat), pygame.Rect(px(12), top, self.label_w - px(16), line), size,
                        style.GOLD_LIGHT if seat == self.viewer else style.TEXT_LIGHT, bold=True, max_lines=1)
        style.draw_text(surface, self.t("score", count=view.scores[seat]), pygame.Rect(px(12), top + line,
                        self.label_w - px(16), line), size, style.GOLD_LIGHT, bold=True, max_lines=1)
        counts = {"gold": view.gold[seat], "star": view.stars[seat], "stock": view.stock[seat]}
        for item, spot in self.counter_rects(seat).items():
            spot = spot.move(-rect.left, -rect.top)
            icon = pieces.item_icon(item, size)
            surface.blit(icon, icon.get_rect(midleft=spot.midleft))
            number = style.text(str(counts[item]), size, style.TEXT_LIGHT, True)
            surface.blit(number, number.get_rect(midleft=(spot.left + size + px(2), spot.centery)))
        for die in range(data.DICE_PER_SEAT):
            faces = view.dice[seat][die]
            for position, face_rect in pieces.strip_rects(self.net_topleft(seat, die), self.net_face).items():
                if ("face", seat, die, position) in hidden:
                    continue
                pointed = pieces.pointed_face(faces, position)
                surface.blit(pieces.face_image(faces[position], face_rect.w, die, pointed),
                             face_rect.move(-rect.left, -rect.top))
        return style.optimized(surface)

    # --- seat panels -----------------------------------------------------------------------
    def seat_numbers(self, view: RattleState, seat: int):
        return [(self.t("points_short"), view.scores[seat]), ("coin:gold", view.gold[seat])]

    def seat_number_caption(self, view: RattleState, seat: int, kind: str, value) -> str | None:
        if kind == "coin:gold":
            return self.item_caption(seat, "gold", value)
        return self.tell("inspect.score", seat, count=value)

    def item_caption(self, seat: int, item: str, count: int) -> str:
        """What a seat holds of `item` (gold, stars, stock tickets) and what it is for."""
        return self.t("inspect.then", first=self.tell(f"inspect.{item}", seat, count=count),
                      then=self.t(f"help.{item}"))

    def seat_status(self, view: RattleState, seat: int) -> str:
        if seat == view.seat and view.phase != "over":
            return self.t(f"phase.{view.phase}")
        return ""

    # --- events: motion ----------------------------------------------------------------
    def animations_for(self, event: Event):
        return motion_then_change(self, event, self._land)

    def _land(self, change, event: Event) -> None:
        change(self.shown_view, event)
        for actor in self.arriving:
            self.stage.remove(actor)
        self.arriving = []
        self.hidden = set()
        self.invalidate()

    def _actor(self, image: pygame.Surface, pos, layer: int = 3, shadow: bool = True) -> Actor:
        actor = self.stage.add(Actor(image, pos, layer=layer, shadow=shadow))
        self.arriving.append(actor)
        return actor

    def _pop(self, text: str, pos, color=style.GOLD_LIGHT):
        """A short word rising over `pos` ("+3")."""
        actor = self.stage.add(Actor(_pop_label(text, style.rgb(color)), pos, layer=6))
        return Sequence(move(actor, (pos[0], pos[1] - px(24)), 0.5, ease_out),
                        fade(actor, 0, 0.2), Call(self.stage.remover(actor)))

    def banner(self, text: str, hold: float = 0.7):
        return flights.pop_banner(self.stage, sprites.banner(text, style.rgb(style.GOLD_LIGHT)), self.board_rect.center,
                                  hold)

    def row_center(self, seat: int) -> tuple[int, int]:
        rect = self.row_rect(seat)
        return (rect.centerx, rect.top + px(12))

    # turn and dice
    def _change_turn(self, view: RattleState, event: Event) -> None:
        view.seat, view.turn, view.phase = event.seat, event.turn, "choose_dice"
        view.chosen, view.showing = [], [None] * data.DICE_PER_SEAT
        view.resolved, view.current = [False] * data.DICE_PER_SEAT, None
        self.gamble_result = None

    def _change_take_die(self, view: RattleState, event: Event) -> None:
        if event.die not in view.chosen:
            view.chosen.append(event.die)

    def _animate_pay(self, event: Event):
        return self._pop(f"−{event.amount}", self.row_center(event.seat), style.RED)

    def _change_pay(self, view: RattleState, event: Event) -> None:
        view.gold[event.seat] -= event.amount

    def _animate_roll(self, event: Event):
        view = self.shown_view
        dice = view.dice[event.seat]
        self.sound("dice")
        tumbles = []
        for die, position in zip(event.dice, event.positions):
            self.hidden.add(("die", die))
            faces = [pieces.face_image(f, self.tray_die, die, pieces.pointed_face(dice[die], p))
                     for p, f in enumerate(dice[die])]
            slot = self.tray_slot(die)
            start = (self.tray_rect.left + 10, self.tray_rect.top + 10 + self.tumble_rng.random() * 20)
            actor = self._actor(faces[0], start, layer=5, shadow=False)   # spinning: its size changes every frame
            duration = 0.55 + 0.15 * self.tumble_rng.random()
            tumbles.append(Tumble(actor, faces, faces[position], slot.center, duration, self.tumble_rng))
        self.invalidate()
        return Parallel(*tumbles, Wait(0.75))

    def _change_roll(self, view: RattleState, event: Event) -> None:
        if not view.showing:
            view.showing = [None] * data.DICE_PER_SEAT
        for die, position in zip(event.dice, event.positions):
            view.showing[die] = position

    def _animate_roll_again(self, event: Event):
        return self.banner(self.t("face.roll_again"), 0.3)

    def _change_resolve(self, view: RattleState, event: Event) -> None:
        if view.resolved:
            view.resolved[event.die] = True
        view.current = event.die

    def _animate_resolve(self, event: Event):
        slot = self.tray_slot(event.die)
        return Sequence(Call(lambda: self._land(self._change_resolve, event)), self._flash_rect(slot))

    def _flash_rect(self, rect: pygame.Rect):
        glow = pygame.Surface(rect.inflate(16, 16).size, pygame.SRCALPHA)
        pygame.draw.rect(glow, (*style.rgb(style.GOLD_LIGHT), 200), glow.get_rect(), 4, border_radius=12)
        actor = self.stage.add(Actor(glow, rect.center, layer=6))
        return Sequence(Wait(0.25), fade(actor, 0, 0.15),
                        Call(self.stage.remover(actor)))

    # the marker, points, gold, stars, stock
    def _animate_marker(self, event: Event):
        self.hidden.add("hat")
        self.invalidate()
        hat = self._actor(pieces.hat(self.track_rect.h - 6), self.hat_spot(self.shown_view.marker), layer=5)
        return move(hat, self.hat_spot(event.marker), 0.45, ease_in_out)

    def _change_marker(self, view: RattleState, event: Event) -> None:
        view.marker = event.marker

    def _animate_gain(self, event: Event):
        seat = event.seat
        if event.what == "points":
            pawn = self._actor(pieces.score_pawn(seat_color(seat), self.track_pawn()),
                               self.track_spot(self.shown_view.scores[seat], seat), layer=5, shadow=False)
            return Parallel(self._pop(f"+{event.amount}", self.row_center(seat)),
                            move(pawn, self.track_spot(event.total, seat), 0.45, ease_in_out))
        item = "gold" if event.what == "gold" else "star"
        start = self.tray_rect.center
        icon = self._actor(pieces.item_icon(item, px(26)), start, layer=5)
        return Parallel(move(icon, self.row_center(seat), 0.45, ease_out), self._pop(f"+{event.amount}", start))

    def _change_gain(self, view: RattleState, event: Event) -> None:
        field = {"points": view.scores, "gold": view.gold, "stars": view.stars}[event.what]
        field[event.seat] = event.total

    def _animate_stock(self, event: Event):
        icon = self._actor(pieces.item_icon("stock", px(26)), self.tray_rect.center, layer=5)
        return move(icon, self.row_center(event.seat), 0.4, ease_out)

    def _change_stock(self, view: RattleState, event: Event) -> None:
        view.stock[event.seat] = event.held

    def _animate_stock_payout(self, event: Event):
        return self.banner(self.t("space.stock") + " · " + ", ".join(
            f"{self.name(s)} +{p}" for s, p in enumerate(event.payout) if p), 0.9)

    def _change_stock_payout(self, view: RattleState, event: Event) -> None:
        view.stock = [0] * view.players

    def _animate_steal(self, event: Event):
        icon = self._actor(pieces.item_icon(event.item, px(26)), self.row_center(event.victim), layer=5)
        return move(icon, self.row_center(event.seat), 0.5, ease_in_out)

    def _change_steal(self, view: RattleState, event: Event) -> None:
        field = {"star": view.stars, "gold": view.gold, "stock": view.stock}[event.item]
        field[event.victim] -= 1
        field[event.seat] += 1

    def _animate_sell(self, event: Event):
        start = self.row_center(event.seat)
        icons = [self._actor(pieces.item_icon("star", px(24)), start, layer=5) for _ in range(event.stars)]
        target = self.space_rect(0).center
        return Parallel(*(move(icon, target, 0.45, ease_in_out, delay=0.1 * i) for i, icon in enumerate(icons)))

    def _change_sell(self, view: RattleState, event: Event) -> None:
        view.stars[event.seat] -= event.stars

    def _animate_gamble(self, event: Event):
        self.gamble_result = event.result
        self.invalidate()
        image = pieces.face_image(event.result, self.tray_die, 0)
        actor = self.stage.add(Actor(image, self.tray_rect.center, layer=6, scale=0.4))
        return Sequence(Tween(actor, 0.3, ease_out_back, scale=1.0), Wait(0.4), fade(actor, 0, 0.2),
                        Call(self.stage.remover(actor)))

    def _animate_train(self, event: Event):
        previous = (event.space - 1) % len(data.TRAIN_TRACK)
        icon = self._actor(pieces.item_icon("train", self.train_rect(0).w), self.train_rect(previous).center, layer=5)
        return Parallel(move(icon, self.train_rect(event.space).center, 0.4, ease_in_out),
                        self._pop(f"+{event.value}", self.train_rect(previous).center))

    def _change_train(self, view: RattleState, event: Event) -> None:
        view.train = event.space

    def _animate_double(self, event: Event):
        return self._flash_rect(self.tray_slot(event.target))

    # monkeys and faces
    def _animate_hop(self, event: Event):
        view = self.shown_view
        seat, monkey = event.seat, event.monkey
        start = view.monkeys[seat][monkey]
        self.hidden.add(("monkey", seat, monkey))
        self.invalidate()
        actor = self._actor(pieces.monkey(seat_color(seat), self.pawn), self.monkey_spot(start, seat), layer=5)
        hops, here = [], self.monkey_spot(start, seat)
        for space in event.path:
            end = self.monkey_spot(space, seat)
            top = ((here[0] + end[0]) / 2, min(here[1], end[1]) - self.pawn * 0.8)
            hops.append(Sequence(move(actor, top, 0.1, ease_out), move(actor, end, 0.1, ease_in)))
            here = end
        return Sequence(*hops)

    def _change_hop(self, view: RattleState, event: Event) -> None:
        view.monkeys[event.seat][event.monkey] = event.path[-1]
        view.space = event.path[-1]

    def _animate_replace(self, event: Event):
        view = self.shown_view
        seat, die, position = event.seat, event.die, event.position
        target = self.face_rect(seat, die, position)
        source = self.space_rect(view.monkeys[seat][0]).center
        if view.space is not None:
            source = self.space_rect(view.space).center
        self.hidden.add(("face", seat, die, position))
        self.invalidate()
        image = pieces.face_image(event.new, target.w, die)
        actor = self._actor(image, source, layer=5)
        return move(actor, target.center, 0.5, ease_in_out)

    def _change_replace(self, view: RattleState, event: Event) -> None:
        view.dice[event.seat][event.die][event.position] = event.new
        for face, step in ((event.old, 1), (event.new, -1)):
            kind = data.face_type(face)
            if kind in view.supply:
                view.supply[kind] += step

    def _animate_game_over(self, event: Event):
        return self.banner(self.t("phase.over"), 1.0)

    def _change_game_over(self, view: RattleState, event: Event) -> None:
        view.phase = "over"


@lru_cache(maxsize=64)
def _plate(size: tuple[int, int], bright: bool = False) -> pygame.Surface:
    """A dark panel; `bright` edges it in gold (the seat to play, the editor)."""
    return style.optimized(style.plate(size, alpha=215, radius=px(10), edge=style.GOLD_LIGHT if bright else style.WOOD_LIGHT,
                                       edge_width=px(2) if bright else 1))


@lru_cache(maxsize=64)
def _pop_label(text: str, color: tuple) -> pygame.Surface:
    return style.text(text, style.HEADING, color, True)
