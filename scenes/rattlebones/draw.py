"""Drawing the Rattlebones table from a view: the score track with the
pawns and the ringmaster's hat, the circus loop with its tiles and monkeys,
the train's track, the dice tray (or the die editor while a face is being
put on a die) and a row per seat with its counters and its three dice
unfolded.  Every face, tile and piece drawn is registered with the
inspector, so hovering it shows it large with what it is.

Pieces a motion has lifted off the still picture (`lifted`, see
`scenes.rattlebones.motion`) are left out: their actors draw them.
"""
from __future__ import annotations

from functools import partial
from typing import Callable, Iterator

import pygame

from game.rattlebones import data
from game.core import Action
from game.rattlebones.rules import RattleState, hop_path
from scenes import style
from scenes.layout import px
from scenes.rattlebones import pieces
from scenes.rattlebones.layout import Layout
from scenes.rattlebones.words import Words
from scenes.table import sprites
from scenes.table.inspect import Inspector

#: The phases in which the tray shows the die editor.
EDITOR_PHASES = ("replace", "aim", "plus_one")
#: The face each editor phase offers (an arrow is aimed at face 0 until it is placed).
OFFERED = {"aim": "arrow>0", "plus_one": "p1"}


def editing(view: RattleState) -> bool:
    """Is a face being put on the die that moved (the tray is the die editor)?"""
    return view.phase in EDITOR_PHASES and view.current is not None


def supply_count(tile: str, supply: dict) -> int | None:
    """The count a tile shows: its faces left (+1: every point face left;
    START: none)."""
    if tile == data.START:
        return None
    if tile == data.PLUS_ONE:
        return sum(supply[p] for p in data.POINT_FACES)
    return supply.get(tile)


class Painter:
    """Draws the table laid out by `places`, worded by `words`, registering
    what may be looked at with `inspector`.  A seat row is drawn once per
    change of what it shows, and kept."""

    def __init__(self, places: Layout, words: Words, inspector: Inspector) -> None:
        self.places, self.words, self.inspector = places, words, inspector
        self.rows: dict = {}

    def pictures_ahead(self, view: RattleState) -> Iterator[Callable[[], object]]:
        """Every face at the sizes this window uses, and the tiles with
        their shadows, to draw before play needs them, so no picture is
        rendered mid-animation."""
        scratch = pygame.Surface(self.places.space_rect(0).size, pygame.SRCALPHA)
        for tile in set(view.tiles):
            yield partial(sprites.blit_with_shadow, scratch, self.tile_picture(tile, view.supply), (0, 0), 12, lift=3)
        faces = [*data.START_DIE, *data.POINT_FACES, *(t for t in data.TILES if t not in ("arrow", data.PLUS_ONE))]
        for size in self.places.face_sizes():
            for die in range(data.DICE_PER_SEAT):
                for face in faces:
                    yield partial(pieces.face_image, face, size, die)

    def draw(self, surface: pygame.Surface, view: RattleState, lifted: dict, viewer: int | None,
             gamble_result: str | None) -> None:
        """The whole felt as `view` shows it to `viewer`."""
        self.draw_track(surface, view, lifted)
        self.draw_loop(surface, view, lifted)
        self.draw_tray_or_editor(surface, view, lifted, gamble_result)
        for seat in range(view.players):
            self.draw_row(surface, view, seat, lifted, viewer)

    def draw_loop(self, surface: pygame.Surface, view: RattleState, lifted: dict) -> None:
        """The loop's tiles and monkeys, and the train inside it."""
        self.draw_board(surface, view, lifted)
        self.draw_train(surface, view)

    def draw_tray_or_editor(self, surface: pygame.Surface, view: RattleState, lifted: dict,
                            gamble_result: str | None) -> None:
        if editing(view):
            self.draw_editor(surface, view)
        else:
            self.draw_tray(surface, view, lifted, gamble_result)

    def inspect_face(self, key, rect: pygame.Rect, face: str, die: int, pointed: str | None, caption) -> None:
        """A die face in `rect` shows large with `caption()`."""
        self.inspector.add(key, rect, lambda size: pieces.face_image(face, size[1], die, pointed), (1, 1), caption,
                           (px(160), px(160)))

    def inspect_die_face(self, key, rect: pygame.Rect, seat: int, die: int, faces: list, position: int) -> None:
        pointed = pieces.pointed_face(faces, position)
        self.inspect_face(key, rect, faces[position], die, pointed,
                          partial(self.words.die_face_caption, seat, die, faces[position], pointed))

    # --- the score track ---------------------------------------------------------
    def draw_track(self, surface: pygame.Surface, view: RattleState, lifted: dict) -> None:
        places = self.places
        rect = places.track_rect
        surface.blit(pieces.plate(rect.size), rect)
        for score in range(0, places.track_top() + 1, 5):
            x = round(places.track_x(score))
            pygame.draw.line(surface, style.rgb(style.WOOD_LIGHT), (x, rect.top + px(4)), (x, rect.bottom - px(4)), 1)
            if score % 10 == 0:
                label = style.text(str(score), style.SMALL, style.MUTED)
                surface.blit(label, label.get_rect(bottomleft=(x + px(3), rect.bottom - 1)))
        for seat in range(view.players):
            if seat in lifted.get("pawn", ()):
                continue
            color = pieces.seat_color(seat)
            pawn = pieces.score_pawn(color, places.track_pawn())
            spot = surface.blit(pawn, pawn.get_rect(center=places.track_spot(view.scores[seat], seat)))
            self.inspector.add_piece(("pawn", seat), spot, partial(pieces.score_pawn, color),
                                     partial(self.words.score_caption, seat, view.scores[seat]))
        if "hat" not in lifted:
            hat = pieces.hat(rect.h - px(6))
            spot = hat.get_rect(center=places.hat_spot(view.marker))
            surface.blit(hat, spot)
            self.inspector.add_piece("hat", spot, pieces.hat, partial(self.words.hat_caption, view.marker))

    # --- the loop ------------------------------------------------------------------
    def tile_picture(self, tile: str, supply: dict) -> pygame.Surface:
        """A tile of the loop at this window's size, with its supply count."""
        return pieces.tile_image(tile, self.places.space_rect(0).size, self.words.space_name(tile),
                                 supply_count(tile, supply), self.places.pawn + 10)

    def large_tile(self, tile: str, count: int | None, size: tuple[int, int]) -> pygame.Surface:
        """A tile looked at: the same picture, on a solid board (the table must not show through it)."""
        board = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(board, style.rgb(style.PANEL), board.get_rect(), border_radius=px(12))
        board.blit(pieces.tile_image(tile, size, self.words.space_name(tile), count, 0), (0, 0))
        return board

    def draw_board(self, surface: pygame.Surface, view: RattleState, lifted: dict) -> None:
        for space, tile in enumerate(view.tiles):
            rect = self.places.space_rect(space)
            sprites.blit_with_shadow(surface, self.tile_picture(tile, view.supply), rect.topleft, 12, lift=3)
            self.inspector.add(("space", space), rect,
                               partial(self.large_tile, tile, supply_count(tile, view.supply)), rect.size,
                               partial(self.words.space_help, tile, view.supply), (px(240), px(240)))
        flying = lifted.get("monkey", ())
        for seat in range(view.players):
            for space in sorted(set(view.monkeys[seat])):
                count = sum(1 for monkey, at in enumerate(view.monkeys[seat])
                            if at == space and (seat, monkey) not in flying)
                if count:
                    self.draw_monkeys(surface, seat, space, count)

    def draw_monkeys(self, surface: pygame.Surface, seat: int, space: int, count: int) -> None:
        """A seat's monkeys on one space, stacked one above the other."""
        size = self.places.pawn
        image = pieces.monkey(pieces.seat_color(seat), size)
        x, y = self.places.monkey_spot(space, seat)
        for i in range(count):
            spot = image.get_rect(center=(x, y - i * max(4, size // 4)))
            sprites.blit_with_shadow(surface, image, spot.topleft, size // 2, lift=2)

    def draw_train(self, surface: pygame.Surface, view: RattleState) -> None:
        places = self.places
        for space, value in enumerate(data.TRAIN_TRACK):
            rect = places.train_rect(space)
            surface.blit(pieces.train_space(value, rect.w, space == view.train), rect)
        middle = places.train_rect(0).union(places.train_rect(4))
        picture = pieces.item_icon("train", max(12, places.cell // 3 - 8))
        surface.blit(picture, picture.get_rect(center=middle.center))
        self.inspector.add_piece("train", middle, partial(pieces.item_icon, "train"),
                                 partial(self.words.train_caption, view.train))

    # --- the tray ---------------------------------------------------------------------
    def draw_tray(self, surface: pygame.Surface, view: RattleState, lifted: dict, gamble_result: str | None) -> None:
        """The rolling seat's dice: a die not rolled shows its faces small,
        a rolled one the face up (dimmed once resolved, ringed while it is)."""
        rect = self.places.tray_rect
        surface.blit(pieces.plate(rect.size), rect)
        title = style.text(self.words.tray_title(view), style.SMALL, style.GOLD_LIGHT, True)
        surface.blit(title, (rect.left + px(10), rect.top + px(5)))
        dice = view.dice[view.seat]
        rolling = lifted.get("die", ())
        for die in range(data.DICE_PER_SEAT):
            slot = self.places.tray_slot(die)
            up = view.showing[die] if view.showing else None
            if up is None or die in rolling:
                surface.blit(pieces.empty_die(slot.w, die, die in view.chosen), slot)
                if die not in rolling:
                    self.draw_waiting_die(surface, slot, dice[die], die)
            else:
                self.draw_rolled_die(surface, view, slot, die, up)
            label = style.text(self.words.die_name(die), style.SMALL, style.MUTED)
            surface.blit(label, label.get_rect(midtop=(slot.centerx, slot.bottom + px(2))))
        if gamble_result is not None:
            image = pieces.face_image(gamble_result, self.places.tray_die // 2, 0)
            surface.blit(image, image.get_rect(topright=(rect.right - px(8), rect.top + px(6))))

    def draw_rolled_die(self, surface: pygame.Surface, view: RattleState, slot: pygame.Rect, die: int,
                        up: int) -> None:
        faces = view.dice[view.seat][die]
        pointed = pieces.pointed_face(faces, up)
        sprites.blit_with_shadow(surface, pieces.face_image(faces[up], slot.w, die, pointed), slot.topleft,
                                 slot.w // 6, lift=4)
        if view.resolved[die] and view.current != die:
            shade = pygame.Surface(slot.size, pygame.SRCALPHA)
            shade.fill((20, 14, 10, 120))
            surface.blit(shade, slot)
        if view.current == die and view.phase != "choose_dice":
            pygame.draw.rect(surface, style.rgb(style.GOLD_LIGHT), slot.inflate(px(8), px(8)), px(3),
                             border_radius=px(10))
        self.inspect_die_face(("rolled", die), slot, view.seat, die, faces, up)

    def draw_waiting_die(self, surface: pygame.Surface, slot: pygame.Rect, faces: list, die: int) -> None:
        """A die not rolled yet: its six faces small inside its place."""
        face = self.places.waiting_face
        w, h = pieces.strip_size(face)
        for position, rect in pieces.strip_rects((slot.centerx - w // 2, slot.centery - h // 2), face).items():
            surface.blit(pieces.face_image(faces[position], face, die, pieces.pointed_face(faces, position)), rect)

    def draw_editor(self, surface: pygame.Surface, view: RattleState) -> None:
        """The die that moved, unfolded large, and the face offered beside it."""
        rect = self.places.tray_rect
        surface.blit(pieces.plate(rect.size, True), rect)
        die_index = view.current
        die = view.dice[view.seat][die_index]
        title = style.text(self.words.editor_title(view), style.SMALL, style.GOLD_LIGHT, True)
        surface.blit(title, (rect.left + px(10), rect.top + px(5)))
        for position, face_rect in self.places.editor_rects().items():
            pointed = pieces.pointed_face(die, position)
            image = pieces.face_image(die[position], face_rect.w, die_index, pointed)
            if view.phase == "aim" and position == view.aim_face:
                image = pieces.face_image(data.arrow(0), face_rect.w, die_index)
            surface.blit(image, face_rect)
            self.inspect_die_face(("editor", position), face_rect, view.seat, die_index, die, position)
        new = view.tiles[view.space] if view.phase == "replace" else OFFERED.get(view.phase)
        if new:
            spot = self.places.editor_new_spot()
            pygame.draw.rect(surface, style.rgb(style.GOLD_LIGHT), spot.inflate(8, 8), 2, border_radius=10)
            surface.blit(pieces.face_image(new, spot.w, die_index), spot)
            arrow = style.text("←", style.HEADING, style.GOLD_LIGHT, True)
            surface.blit(arrow, arrow.get_rect(midright=(spot.left - 8, spot.centery)))
            self.inspect_face("new", spot, new, die_index, None, partial(self.words.new_face_caption, new))

    # --- the seat rows -------------------------------------------------------------------
    def draw_row(self, surface: pygame.Surface, view: RattleState, seat: int, lifted: dict,
                 viewer: int | None) -> None:
        """A seat's row: name, score, gold, stars and stock, its dice unfolded
        (drawn once per change of what it shows)."""
        places = self.places
        rect = places.row_rect(seat)
        key = self.row_shows(view, seat, lifted, viewer)
        image = self.rows.get(key)
        if image is None:
            if len(self.rows) > 64:
                self.rows.clear()
            image = self.rows[key] = self.render_row(view, seat, rect, key[-2], viewer)
        surface.blit(image, rect)
        counts = held(view, seat)
        for item, spot in places.counter_rects(seat).items():
            self.inspector.add_piece(("item", seat, item), spot, partial(pieces.item_icon, item),
                                     partial(self.words.item_caption, seat, item, counts[item]))
        for die in range(data.DICE_PER_SEAT):
            faces = view.dice[seat][die]
            for position, face_rect in pieces.strip_rects(places.net_topleft(seat, die), places.net_face).items():
                self.inspect_die_face(("face", seat, die, position), face_rect, seat, die, faces, position)

    def row_shows(self, view: RattleState, seat: int, lifted: dict, viewer: int | None) -> tuple:
        """What a seat's row shows (its faces lifted off it next to last)."""
        places = self.places
        flying = tuple(sorted(face for face in lifted.get("face", ()) if face[0] == seat))
        return (seat, places.row_rect(seat).size, places.net_face, places.label_w, places.row_text,
                seat == view.seat and view.phase != "over", seat == viewer, self.words.name(seat), view.scores[seat],
                view.gold[seat], view.stars[seat], view.stock[seat], tuple(map(tuple, view.dice[seat])), flying,
                self.words.score(0))

    def render_row(self, view: RattleState, seat: int, rect: pygame.Rect, flying: tuple,
                   viewer: int | None) -> pygame.Surface:
        places = self.places
        surface = pygame.Surface(rect.size, pygame.SRCALPHA)
        surface.blit(pieces.plate(rect.size, seat == view.seat and view.phase != "over"), (0, 0))
        pygame.draw.rect(surface, pieces.seat_color(seat), (px(4), px(6), px(4), rect.h - px(12)), border_radius=2)
        size = places.row_text
        top, line = places.row_lines()
        style.draw_text(surface, self.words.name(seat), pygame.Rect(px(12), top, places.label_w - px(16), line), size,
                        style.GOLD_LIGHT if seat == viewer else style.TEXT_LIGHT, bold=True, max_lines=1)
        style.draw_text(surface, self.words.score(view.scores[seat]),
                        pygame.Rect(px(12), top + line, places.label_w - px(16), line), size, style.GOLD_LIGHT,
                        bold=True, max_lines=1)
        counts = held(view, seat)
        for item, spot in places.counter_rects(seat).items():
            spot = spot.move(-rect.left, -rect.top)
            icon = pieces.item_icon(item, size)
            surface.blit(icon, icon.get_rect(midleft=spot.midleft))
            number = style.text(str(counts[item]), size, style.TEXT_LIGHT, True)
            surface.blit(number, number.get_rect(midleft=(spot.left + size + px(2), spot.centery)))
        for die in range(data.DICE_PER_SEAT):
            faces = view.dice[seat][die]
            for position, face_rect in pieces.strip_rects(places.net_topleft(seat, die), places.net_face).items():
                if (seat, die, position) in flying:
                    continue
                pointed = pieces.pointed_face(faces, position)
                surface.blit(pieces.face_image(faces[position], face_rect.w, die, pointed),
                             face_rect.move(-rect.left, -rect.top))
        return style.optimized(surface)


def held(view: RattleState, seat: int) -> dict[str, int]:
    """A seat's gold, stars and stock tickets, by counter."""
    return {"gold": view.gold[seat], "star": view.stars[seat], "stock": view.stock[seat]}


# --- where a monkey would land ---------------------------------------------------

def hop_preview(view: RattleState, action: Action) -> tuple[int, tuple[int, ...]] | None:
    """The monkey a pointed move would hop and the spaces it would pass
    (rules.hop_path), the last the one it lands on: a monkey when the dice
    said how far, or a 9-Pip distance for the monkey already chosen.  A
    9-Pip monkey, before its distance, has no one landing."""
    if action.kind == "move" and view.steps is not None:
        monkey, steps = action.monkey, view.steps
    elif action.kind == "steps" and view.monkey is not None and action.n:
        monkey, steps = view.monkey, action.n
    else:
        return None
    return monkey, hop_path(view.monkeys[view.seat][monkey], steps)


def reach_preview(view: RattleState, action: Action) -> dict[int, list[int]]:
    """A 9-Pip monkey pointed at before its distance: each space it may
    land on, with the distances that take it there."""
    if action.kind != "move" or view.steps is not None:
        return {}
    reach: dict[int, list[int]] = {}
    for steps in range(1, data.NINE_PIP_MOST + 1):
        reach.setdefault(hop_path(view.monkeys[view.seat][action.monkey], steps)[-1], []).append(steps)
    return reach


def draw_hop(surface: pygame.Surface, places: Layout, seat: int, path: tuple[int, ...]) -> None:
    """The hop before it is made: a dot on each space passed, the space
    landed on outlined in gold with the monkey faint where it would stand."""
    for space in path[:-1]:
        center = places.space_rect(space).center
        pygame.draw.circle(surface, style.shade(style.GOLD, 0.4), center, max(5, px(9)))
        pygame.draw.circle(surface, style.GOLD_LIGHT, center, max(4, px(7)))
    landing = places.space_rect(path[-1])
    pygame.draw.rect(surface, style.GOLD_LIGHT, landing.inflate(px(6), px(6)), px(4), border_radius=px(10))
    ghost = pieces.monkey(pieces.seat_color(seat), places.pawn).copy()
    ghost.set_alpha(160)
    surface.blit(ghost, ghost.get_rect(center=places.monkey_spot(path[-1], seat)))


def draw_reach(surface: pygame.Surface, places: Layout, reach: dict[int, list[int]]) -> None:
    """Every space a 9-Pip monkey may land on, thinly outlined with the
    distances that reach it."""
    for space, distances in reach.items():
        rect = places.space_rect(space)
        pygame.draw.rect(surface, style.GOLD, rect.inflate(px(4), px(4)), px(2), border_radius=px(8))
        tag = sprites.count_badge(" · ".join(map(str, distances)), style.SMALL)
        surface.blit(tag, tag.get_rect(center=rect.midtop))
