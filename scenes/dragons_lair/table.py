"""The Dragon's Lair table.

On the felt, top to bottom: the round, the wishing well (pool), the key,
the draw and discard piles; the maze row (wrapping onto a second line when
long) with the party marker on the room the team stands before; the party
strip, one plate per seat with its travel money, vote and status; the
viewer's hand face up.  Maze cards the viewer placed from its hand are
marked with their face shown small.

Placing: click a hand card, then a maze end.  The first room and a key
room are clicked on the maze.  Travel money uses a stepper in the prompt
bar; votes and directions are buttons.
"""
from __future__ import annotations

import math

import pygame

from game.core import Action, Decision, Event
from game.dragons_lair import data, log
from game.dragons_lair.rules import LairState
from scenes import style
from scenes.table import sprites
from scenes.table.animation import Actor
from scenes.table.base import SEAT_COLORS, Target, TableScene
from scenes.table.tween import (Call, Parallel, Sequence, Tween, Wait, ease_out, ease_out_back, fade, flip,
                                linear, move, stagger)

HAND_CARD = (78, 110)
SMALL_CARD = (44, 62)
MARK_CARD = (30, 42)
GAP = 10
CHIP_COLOR = "red"


def card_image(card: str, size: tuple[int, int]) -> pygame.Surface:
    """A Dragon's Lair card face: "QH" -> queen of hearts, "SJ"/"BJ" -> the
    small and big dragons, "?" -> a face-down card."""
    if card == "?" or card is None:
        return sprites.card_back(size)
    if card == data.SMALL_DRAGON:
        return sprites.playing_card("small_joker", None, size)
    if card == data.BIG_DRAGON:
        return sprites.playing_card("big_joker", None, size)
    return sprites.playing_card(card[:-1], card[-1], size)


class Table(TableScene):
    def __init__(self, app, match) -> None:
        self.selected: str | None = None          # the hand card clicked, before its maze end
        self.commit_amount = 1                    # the travel-money stepper
        self.hidden_hand_card: str | None = None  # the card flying from the hand to the maze
        self.marker_moving = False                # the party marker is an actor just now
        super().__init__(app, match)

    # --- layout ------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        area = self.table_rect
        self.header = pygame.Rect(area.left + 10, area.top + 6, area.w - 20, 76)
        self.pool_pos = (self.header.centerx + 40, self.header.centery + 6)
        self.key_pos = (self.header.centerx + 170, self.header.centery)
        self.pile_pos = (self.header.right - 150, self.header.centery)
        self.discard_pos = (self.header.right - 60, self.header.centery)
        self.maze_area = pygame.Rect(area.left + 10, self.header.bottom + 8, area.w - 20, 2 * 100 + 16)
        self.party_area = pygame.Rect(area.left + 10, self.maze_area.bottom + 10, area.w - 20, 92)
        self.hand_area = pygame.Rect(area.left + 10, self.party_area.bottom + 6, area.w - 20,
                                     area.bottom - self.party_area.bottom - 10)
        self.bank_pos = (self.pool_pos[0], area.top - 40)

    def maze_rects(self, count: int) -> list[pygame.Rect]:
        """Where the rooms lie: one row, or two when the maze is long
        (the second row continues the first, left to right).  A slot is
        kept free at each end of a row for placing."""
        area = self.maze_area
        w, h = 72, 100
        per_row = area.w // (w + GAP) - 2
        rows = 1 if count <= per_row else 2
        in_row = math.ceil(count / rows) if count else 0
        if in_row > per_row:
            w = int((area.w - GAP) / (in_row + 2) - GAP)
            h = int(w * 100 / 72)
        top = area.centery - h // 2 if rows == 1 else area.top
        rects = []
        for row in range(rows):
            row_cards = min(in_row, count - row * in_row)
            width = row_cards * (w + GAP) - GAP
            left = area.centerx - width // 2
            for i in range(row_cards):
                rects.append(pygame.Rect(left + i * (w + GAP), top + row * (h + 16), w, h))
        return rects

    def end_slots(self, count: int) -> dict[str, pygame.Rect]:
        rects = self.maze_rects(count)
        if not rects:
            slot = pygame.Rect(0, 0, 72, 100)
            slot.center = self.maze_area.center
            return {"left": slot.move(-(slot.w + GAP) // 2, 0), "right": slot.move((slot.w + GAP) // 2, 0)}
        step = rects[0].w + GAP
        return {"left": rects[0].move(-step, 0), "right": rects[-1].move(step, 0)}

    def party_rects(self) -> list[pygame.Rect]:
        players = len(self.match.seats)
        area = self.party_area
        w = min(170, (area.w - (players - 1) * GAP) // players)
        left = area.centerx - (players * (w + GAP) - GAP) // 2
        return [pygame.Rect(left + i * (w + GAP), area.top, w, area.h) for i in range(players)]

    def travel_pos(self, seat: int) -> tuple[int, int]:
        rect = self.party_rects()[seat]
        return (rect.left + 26, rect.bottom - 18)

    def vote_pos(self, seat: int) -> tuple[int, int]:
        rect = self.party_rects()[seat]
        return (rect.right - 24, rect.bottom - 26)

    def seat_chips_pos(self, seat: int) -> tuple[int, int]:
        rect = self.seat_panel_rect(seat)
        return (rect.left + 26, rect.bottom - 16)

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        w, h = HAND_CARD
        area = self.hand_area
        step = min(w + GAP, (area.w - w) / max(count - 1, 1))
        width = step * (count - 1) + w if count else 0
        left = area.centerx - width / 2
        top = area.bottom - h - 2
        return [pygame.Rect(round(left + i * step), top, w, h) for i in range(count)]

    def room_center(self, room: int, count: int) -> tuple[int, int]:
        rects = self.maze_rects(count)
        return rects[room].center if 0 <= room < len(rects) else self.maze_area.center

    def marker_pos(self, room: int, count: int) -> tuple[int, int]:
        rects = self.maze_rects(count)
        if not 0 <= room < len(rects):
            return self.maze_area.center
        return (rects[room].centerx, rects[room].top - 4)

    # --- state the table keeps between frames ------------------------------------
    def on_view(self, view: LairState) -> None:
        self.stage.clear()
        self.hidden_hand_card = None
        self.marker_moving = False

    def on_decision(self, decision: Decision, legal: list[Action]) -> None:
        self.selected = None
        if decision.kind == "commit":
            chips = self.shown_view.chips[decision.seat]
            self.commit_amount = max(1, min(chips, chips // 4 or 1))

    def shows_hidden_info(self, view: LairState, seat: int) -> bool:
        """Only a seat with hand cards or maze cards it placed has secrets
        on screen."""
        return bool(view.hands[seat]) or seat in view.known_by

    # --- names -----------------------------------------------------------------
    def name(self, seat: int | None) -> str:
        return self.match.seats[seat].name if seat is not None else ""

    def card_name(self, card: str) -> str:
        return log.card_name(card, self.t)

    def t(self, key: str, **values) -> str:
        return self.app.t(f"dragons_lair.{key}", **values)

    # --- prompt ------------------------------------------------------------------
    def prompt_text(self, decision: Decision) -> str:
        view, seat = self.shown_view, decision.seat
        kind = decision.kind
        if kind == "place":
            if not view.hands[seat]:
                return self.t("prompt.place_blind")
            return self.t("prompt.place_selected" if self.selected else "prompt.place")
        if kind == "commit":
            return self.t("prompt.commit", chips=view.chips[seat])
        if kind == "vote":
            return self.t("prompt.vote", travel=view.travel[seat])
        if kind == "choose_room":
            return self.t("prompt.choose_room")
        if kind == "key_room":
            return self.t("prompt.key_room")
        if kind == "direction":
            return self.t("prompt.direction")
        if kind == "key":
            return self.t("prompt.key")
        return super().prompt_text(decision)

    def prompt_choices(self, decision: Decision, legal: list[Action]):
        kind = decision.kind
        if kind == "place":
            if legal and legal[0].kind == "place_blind":
                return [(self.action_label(a), a) for a in legal]
            if self.selected is None:
                return []
            return [(self.action_label(a), a) for a in legal if a.card == self.selected]
        if kind == "commit":
            chips = len(legal)
            choices = [("−", lambda: self._step_commit(-1)), ("+", lambda: self._step_commit(1)),
                       (self.t("action.commit", amount=self.commit_amount), Action("commit", amount=self.commit_amount))]
            if self.commit_amount != chips:
                choices.append((self.t("action.all_in", amount=chips), Action("commit", amount=chips)))
            return choices
        if kind in ("choose_room", "key_room"):
            return []
        if kind == "key":
            return [(self.action_label(a), a) for a in legal[-8:]]
        return [(self.action_label(a), a) for a in legal]

    def _step_commit(self, delta: int) -> None:
        chips = len(self.legal)
        self.commit_amount = max(1, min(chips, self.commit_amount + delta))

    def action_label(self, action: Action) -> str:
        kind = action.kind
        if kind in ("place", "place_blind"):
            return self.t(f"action.place_{action.end}")
        if kind == "commit":
            return self.t("action.commit", amount=action.amount)
        if kind == "stay":
            return self.t("action.stay")
        if kind == "leave":
            return self.t("action.leave")
        if kind == "go":
            return self.t(f"action.go_{action.direction}")
        if kind == "enter":
            return self.t("action.enter", room=action.room + 1)
        if kind == "key":
            return self.card_name(action.card)
        if kind == "key_from_pile":
            return self.t("action.key_from_pile")
        return super().action_label(action)

    # --- clicking the table ---------------------------------------------------------
    def targets(self, view: LairState, legal: list[Action]) -> list[Target]:
        if self.decision is None:
            return []
        kind = self.decision.kind
        found: list[Target] = []
        if kind == "place":
            hand = view.hands[self.decision.seat]
            for card, rect in zip(hand, self.hand_rects(len(hand))):
                found.append(Target(self._raised(card, rect), on_click=lambda c=card: self._select(c)))
            slots = self.end_slots(len(view.maze))
            for action in legal:
                if action.kind == "place_blind" or action.card == self.selected:
                    found.append(Target(slots[action.end], action=action))
        elif kind in ("choose_room", "key_room"):
            rects = self.maze_rects(len(view.maze))
            found = [Target(rects[a.room], action=a) for a in legal if a.room < len(rects)]
        return found

    def _select(self, card: str) -> None:
        self.selected = None if self.selected == card else card
        self._show_prompt()

    def _raised(self, card: str, rect: pygame.Rect) -> pygame.Rect:
        return rect.move(0, -16) if card == self.selected else rect

    # --- drawing -----------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view: LairState) -> None:
        self._draw_header(surface, view)
        self._draw_maze(surface, view)
        self._draw_party(surface, view)
        self._draw_hand(surface, view)

    def _draw_header(self, surface: pygame.Surface, view: LairState) -> None:
        head = self.header
        surface.blit(style.text(self.t("round", round=view.round), style.HEADING, style.GOLD_LIGHT, True),
                     (head.left + 6, head.top + 4))
        surface.blit(style.text(self.t(f"phase.{view.phase}"), style.SMALL, style.MUTED), (head.left + 8, head.top + 40))
        stack = sprites.chip_stack(view.pool, CHIP_COLOR, 30)
        surface.blit(stack, stack.get_rect(midbottom=(self.pool_pos[0], head.bottom)))
        label = style.text(self.t("pool"), style.SMALL, style.MUTED)
        surface.blit(label, label.get_rect(midright=(self.pool_pos[0] - 30, self.pool_pos[1])))
        if view.key is not None:
            key = card_image(view.key, SMALL_CARD)
            sprites.blit_with_shadow(surface, key, key.get_rect(center=self.key_pos).topleft, 4)
            tag = style.text(self.t("key"), style.SMALL, style.MUTED)
            surface.blit(tag, tag.get_rect(midright=(self.key_pos[0] - 28, self.key_pos[1])))
        pile = sprites.card_back(SMALL_CARD)
        rect = pile.get_rect(center=self.pile_pos)
        if view.draw_pile:
            for offset in range(min(3, len(view.draw_pile)), 0, -1):
                surface.blit(pile, rect.move(offset * 2, offset * 2))
            sprites.blit_with_shadow(surface, pile, rect.topleft, 4)
        badge = sprites.count_badge(len(view.draw_pile))
        surface.blit(badge, badge.get_rect(midtop=(rect.centerx, rect.bottom + 2)))
        if view.discard:
            top = card_image(view.discard[-1], SMALL_CARD)
            sprites.blit_with_shadow(surface, top, top.get_rect(center=self.discard_pos).topleft, 4)
        else:
            pygame.draw.rect(surface, style.FELT_DARK, pygame.Rect(0, 0, *SMALL_CARD).move(
                self.discard_pos[0] - SMALL_CARD[0] // 2, self.discard_pos[1] - SMALL_CARD[1] // 2), 2, border_radius=4)
        badge = sprites.count_badge(len(view.discard))
        surface.blit(badge, badge.get_rect(midtop=(self.discard_pos[0], rect.bottom + 2)))

    def _draw_maze(self, surface: pygame.Surface, view: LairState) -> None:
        rects = self.maze_rects(len(view.maze))
        for i, (card, rect) in enumerate(zip(view.maze, rects)):
            if view.face_up[i]:
                image = card_image(card, rect.size)
            else:
                image = sprites.card_back(rect.size)
            sprites.blit_with_shadow(surface, image, rect.topleft, sprites.card_radius(rect.size))
            if not view.face_up[i] and card != "?":
                mark = card_image(card, MARK_CARD)
                spot = mark.get_rect(bottomright=(rect.right - 3, rect.bottom - 3))
                pygame.draw.rect(surface, style.GOLD_LIGHT, spot.inflate(4, 4), 2, border_radius=4)
                surface.blit(mark, spot)
            if view.face_up[i]:
                veil = _veil(rect.size)
                surface.blit(veil, rect)
        if view.marker is not None and not self.marker_moving and view.marker < len(rects):
            pawn = sprites.leader_marker(40)
            surface.blit(pawn, pawn.get_rect(midbottom=self.marker_pos(view.marker, len(view.maze))))
        if self.decision is not None and self.decision.kind == "place":
            for end, slot in self.end_slots(len(view.maze)).items():
                active = self.selected is not None or not view.hands[self.decision.seat]
                color = style.GOLD_LIGHT if active else style.MUTED
                pygame.draw.rect(surface, color, slot, 2, border_radius=8)
                plus = style.text("+", style.TITLE, color, True)
                surface.blit(plus, plus.get_rect(center=slot.center))

    def _draw_party(self, surface: pygame.Surface, view: LairState) -> None:
        for seat, rect in enumerate(self.party_rects()):
            surface.blit(_plate(rect.size, SEAT_COLORS[seat % len(SEAT_COLORS)], view.explorers[seat]), rect)
            name = style.text(self.name(seat), style.SMALL, style.GOLD_LIGHT if seat == self.viewer else style.TEXT_LIGHT, True)
            surface.blit(name, (rect.left + 12, rect.top + 6))
            if seat == view.leader:
                flag = sprites.leader_marker(24)
                surface.blit(flag, flag.get_rect(topright=(rect.right - 4, rect.top + 2)))
            status = self.seat_status(view, seat)
            if status:
                tag = style.text(status, 12, style.MUTED)
                surface.blit(tag, (rect.left + 12, rect.top + 26))
            if view.travel[seat]:
                stack = sprites.chip_stack(view.travel[seat], CHIP_COLOR, 20, label=False)
                spot = stack.get_rect(bottomleft=(rect.left + 14, rect.bottom - 8))
                surface.blit(stack, spot)
                amount = style.text(str(view.travel[seat]), style.BODY, style.TEXT_LIGHT, True)
                surface.blit(amount, amount.get_rect(midleft=(spot.right + 6, rect.bottom - 20)))
            vote = view.votes[seat]
            if view.phase == "vote" and view.explorers[seat]:
                if vote is None:
                    dots = style.text("…", style.BODY, style.MUTED, True)
                    surface.blit(dots, dots.get_rect(center=self.vote_pos(seat)))
                else:
                    coin = _vote_coin(vote)
                    surface.blit(coin, coin.get_rect(center=self.vote_pos(seat)))

    def _draw_hand(self, surface: pygame.Surface, view: LairState) -> None:
        if self.viewer is None:
            return
        hand = view.hands[self.viewer]
        shown = list(hand)
        if self.hidden_hand_card in shown:
            shown.remove(self.hidden_hand_card)
        for card, rect in zip(shown, self.hand_rects(len(shown))):
            rect = self._raised(card, rect)
            sprites.blit_with_shadow(surface, card_image(card, HAND_CARD), rect.topleft, 8,
                                     lift=6 if card == self.selected else 3)
            if card == self.selected:
                pygame.draw.rect(surface, style.GOLD_LIGHT, rect.inflate(6, 6), 3, border_radius=10)
        if not hand:
            note = style.text(self.t("empty_hand"), style.SMALL, style.MUTED)
            surface.blit(note, note.get_rect(center=self.hand_area.center))

    # --- seat panels -----------------------------------------------------------------
    def seat_numbers(self, view: LairState, seat: int):
        return [("chip", view.chips[seat]), ("card", len(view.hands[seat])),
                (self.t("travel_short"), view.travel[seat])]

    def seat_status(self, view: LairState, seat: int) -> str:
        if not view.in_game[seat]:
            return self.t("status.out")
        if view.phase in ("vote", "choose_room", "key_room", "direction", "key"):
            if seat == view.brave and view.explorers[seat]:
                return self.t("status.brave")
            if view.explorers[seat]:
                return self.t("status.exploring")
            if view.commitments[seat] is not None:
                return self.t("status.left")
        if view.phase == "commit" and view.commitments[seat] is not None:
            return self.t("status.committed", amount=view.commitments[seat])
        return ""

    # --- events: log lines -------------------------------------------------------------
    def describe(self, event: Event) -> str | None:
        return log.describe(event, self.t, self.name, animated=True)

    # --- events: animations ---------------------------------------------------------------
    def animations_for(self, event: Event):
        handler = getattr(self, f"_animate_{event.kind}", None)
        return handler(event) if handler else None

    def fly(self, image: pygame.Surface, start, end, duration: float = 0.35, delay: float = 0.0,
            shadow: bool = True, layer: int = 1, stay: bool = True):
        """An image travelling from `start` to `end`; with `stay` it rests
        there until the table shows the new view."""
        actor = Actor(image, start, layer=layer, shadow=shadow)
        self.stage.add(actor)
        steps = [Wait(delay) if delay else None, move(actor, end, duration, ease_out)]
        if not stay:
            steps.append(Call(self.stage.remover(actor)))
        return Sequence(*steps)

    def place_of(self, where: str, seat: int | None) -> tuple[int, int]:
        if where == "pool":
            return self.pool_pos
        if where == "travel":
            return self.travel_pos(seat)
        if where == "bank":
            return self.bank_pos
        return self.seat_chips_pos(seat)

    def banner(self, text: str, color=style.GOLD_LIGHT, hold: float = 0.7, below_card: bool = False):
        """A title across the table; `below_card` puts it under a big card
        shown in the middle (dragon, treasure)."""
        x, y = self.table_rect.center
        actor = Actor(_banner(text, style.rgb(color)), (x, y + 150 if below_card else y), layer=7, scale=0.6)
        self.stage.add(actor)
        return Sequence(Tween(actor, 0.25, ease_out_back, scale=1.0), Wait(hold), fade(actor, 0, 0.25),
                        Call(self.stage.remover(actor)))

    def flash(self, color: tuple):
        layer = pygame.Surface(self.table_rect.size)
        layer.fill(color)
        actor = Actor(style.optimized(layer, alpha=False), self.table_rect.center, layer=4, alpha=170, owned=True)
        self.stage.add(actor)
        return Sequence(Tween(actor, 0.5, linear, alpha=0), Call(self.stage.remover(actor)))

    def _animate_round_start(self, event: Event):
        return self.banner(self.t("round", round=event.round), hold=0.4)

    def _animate_place(self, event: Event):
        view = self.shown_view
        seat = event.seat
        card = event.get("card")
        end_rects = self.maze_rects(event.maze_size)
        target = end_rects[0 if event.end == "left" else -1]
        if seat == self.viewer and card is not None and card in view.hands[seat]:
            start = self.hand_rects(len(view.hands[seat]))[view.hands[seat].index(card)].center
            self.hidden_hand_card = card
        elif not event.from_hand:
            start = self.pile_pos
        else:
            start = self.party_rects()[seat].center
        return Parallel(Call(lambda: self.sound("card")),
                        self.fly(sprites.card_back(target.size), start, target.center, 0.4))

    def _animate_chips(self, event: Event):
        start = self.place_of(event.source, event.get("seat"))
        end = self.place_of(event.target, event.get("seat"))
        count = max(1, min(event.amount, 6))
        chip = sprites.chip(CHIP_COLOR, 24)
        flights = [self.fly(chip, start, end, 0.35, shadow=False, layer=2, stay=False) for _ in range(count)]
        return Parallel(Call(lambda: self.sound("chip")), stagger(flights, 0.05))

    def _animate_leader(self, event: Event):
        rect = self.party_rects()[event.seat]
        return Sequence(self.fly(sprites.leader_marker(40), self.header.center, rect.midtop, 0.45),
                        self.banner(self.t("banner.leader", name=self.name(event.seat)), hold=0.3))

    def _animate_key(self, event: Event):
        start = self.pile_pos if event.source == "pile" else self.discard_pos
        return self.fly(card_image(event.card, SMALL_CARD), start, self.key_pos, 0.4)

    def _animate_marker(self, event: Event):
        view = self.shown_view
        count = len(view.maze)
        if view.marker is not None and view.marker < count:
            start = self.marker_pos(view.marker, count)
        elif view.leader is not None:
            start = self.party_rects()[view.leader].midtop
        else:
            start = self.header.center
        self.marker_moving = True
        pawn = sprites.leader_marker(40)
        end = self.marker_pos(event.room, count)
        actor = Actor(pawn, (start[0], start[1] - 20), layer=3, shadow=True)
        self.stage.add(actor)
        return move(actor, (end[0], end[1] - 20), 0.45, ease_out)

    def _animate_vote_sealed(self, event: Event):
        actor = Actor(_vote_coin("sealed"), self.vote_pos(event.seat), layer=2, scale=0.3)
        self.stage.add(actor)
        return Parallel(Call(lambda: self.sound("coin")), Tween(actor, 0.2, ease_out_back, scale=1.0))

    def _animate_votes_revealed(self, event: Event):
        flips = []
        for seat, choice in zip(event.seats, event.choices):
            actor = Actor(_vote_coin("sealed"), self.vote_pos(seat), layer=2, scale=1.25)
            self.stage.add(actor)
            flips.append(flip(actor, lambda a=actor, c=choice: setattr(a, "image", _vote_coin(c)), 0.35))
        return Sequence(Call(lambda: self.sound("coin")), Parallel(*flips), Wait(0.6))

    def _animate_flip(self, event: Event):
        count = len(self.shown_view.maze)
        rects = self.maze_rects(count)
        if event.room >= len(rects):
            return None
        rect = rects[event.room]
        actor = Actor(sprites.card_back(rect.size), rect.center, layer=2, shadow=True)
        self.stage.add(actor)
        face = card_image(event.card, rect.size)
        return Sequence(Call(lambda: self.sound("card")), Tween(actor, 0.15, ease_out, scale=1.15),
                        flip(actor, lambda: setattr(actor, "image", face), 0.3),
                        Tween(actor, 0.15, ease_out, scale=1.0))

    def _animate_dead_end(self, event: Event):
        return self.banner(self.t("banner.dead_end"), style.MUTED)

    def _animate_dragon(self, event: Event):
        big = event.size == "big"
        card = data.BIG_DRAGON if big else data.SMALL_DRAGON
        actor = Actor(card_image(card, (156, 220)), self.table_rect.center, layer=6, scale=0.2, shadow=True)
        self.stage.add(actor)
        return Sequence(
            Parallel(Call(lambda: self.sound("roar")), self.flash((150, 20, 10)),
                     Tween(actor, 0.4, ease_out_back, scale=1.0)),
            self.banner(self.t(f"banner.dragon_{event.size}"), (255, 120, 100), hold=0.6, below_card=True),
            fade(actor, 0, 0.25), Call(self.stage.remover(actor)))

    def _animate_treasure_split(self, event: Event):
        actor = Actor(card_image(event.card, (156, 220)), self.table_rect.center, layer=6, scale=0.2, shadow=True)
        self.stage.add(actor)
        return Sequence(
            Parallel(Call(lambda: self.sound("fanfare")), self.flash((240, 200, 90)),
                     Tween(actor, 0.4, ease_out_back, scale=1.0)),
            self.banner(self.t("banner.treasure", value=event.value), hold=0.6, below_card=True),
            fade(actor, 0, 0.25), Call(self.stage.remover(actor)))

    def _animate_draw(self, event: Event):
        seat = event.seat
        if seat == self.viewer:
            hand = self.shown_view.hands[seat]
            end = self.hand_rects(len(hand) + 1)[-1].center
            image = card_image(event.card, HAND_CARD) if event.get("card") else sprites.card_back(HAND_CARD)
        else:
            end = self.seat_panel_rect(seat).midleft
            image = sprites.card_back(SMALL_CARD)
        return Parallel(Call(lambda: self.sound("card")), self.fly(image, self.pile_pos, end, 0.4, stay=seat == self.viewer))

    def _animate_discard_hand(self, event: Event):
        start = self.party_rects()[event.seat].center
        flights = [self.fly(card_image(c, SMALL_CARD), start, self.discard_pos, 0.4, stay=False) for c in event.cards]
        return stagger(flights, 0.08)

    def _animate_maze_cleared(self, event: Event):
        view = self.shown_view
        rects = self.maze_rects(len(view.maze))
        flights = []
        for i, (card, up) in enumerate(zip(view.maze, view.face_up)):
            if up and i < len(rects):
                flights.append(self.fly(card_image(card, SMALL_CARD), rects[i].center, self.discard_pos, 0.35, stay=False))
        return stagger(flights, 0.06) if flights else None

    def _animate_eliminated(self, event: Event):
        return self.banner(self.t("banner.eliminated", name=self.name(event.seat)), style.MUTED)

    def _animate_game_over(self, event: Event):
        return self.banner(self.t("banner.game_over"), hold=0.8)


_plates: dict = {}


def _plate(size: tuple[int, int], color: tuple, exploring: bool) -> pygame.Surface:
    key = (size, color, exploring)
    if key not in _plates:
        plate = pygame.Surface(size, pygame.SRCALPHA)
        fill = (*style.rgb(style.FELT_DARK), 200) if exploring else (*style.rgb(style.FELT_DARK), 110)
        pygame.draw.rect(plate, fill, plate.get_rect(), border_radius=10)
        pygame.draw.rect(plate, color if exploring else style.shade(color, 0.6), plate.get_rect(), 2, border_radius=10)
        pygame.draw.rect(plate, color, (4, 8, 4, size[1] - 16), border_radius=2)
        _plates[key] = style.optimized(plate)
    return _plates[key]


_veils: dict = {}


def _veil(size: tuple[int, int]) -> pygame.Surface:
    """A light shade over opened rooms, so closed ones stand out."""
    if size not in _veils:
        veil = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (20, 40, 30, 70), veil.get_rect(), border_radius=sprites.card_radius(size))
        _veils[size] = style.optimized(veil)
    return _veils[size]


_coins: dict = {}


def _vote_coin(choice: str) -> pygame.Surface:
    """The vote coin: face up (gold, ✓) stays, face down (dark, ✗) leaves,
    a plain bronze back while sealed."""
    if choice not in _coins:
        if choice == "stay":
            coin = sprites.coin("gold", 34, "✓")
        elif choice == "leave":
            coin = sprites.coin("black", 34, "✗")
        else:
            coin = sprites.coin("silver", 34, "?")
        _coins[choice] = coin
    return _coins[choice]


_banners: dict = {}


def _banner(text: str, color: tuple) -> pygame.Surface:
    key = (text, color)
    if key not in _banners:
        label = style.text(text, style.TITLE, color, True)
        plate = pygame.Surface((label.get_width() + 80, label.get_height() + 36), pygame.SRCALPHA)
        pygame.draw.rect(plate, (*style.rgb(style.PANEL), 235), plate.get_rect(), border_radius=16)
        pygame.draw.rect(plate, color, plate.get_rect(), 3, border_radius=16)
        plate.blit(label, label.get_rect(center=plate.get_rect().center))
        _banners[key] = style.optimized(plate)
    return _banners[key]
