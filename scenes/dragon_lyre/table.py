"""The Dragon & Lyre table.

On the felt, top to bottom: the epic deck (its count, and how far the
final-round marker lies) beside the public row of face-up epic cards; the
other seats' areas; the viewer's area; the viewer's hand of heroes.  Each
seat's area is laid out as the seed lays it out, left to right: the
prophet, the index (points by kind, the running score), the captures
spread by kind (sets show their progress), the used-hero pile with its top
card.  An attack or a tie fight opens a fight board in the middle with the
target, the heroes already revealed and the sealed ones.

Choices: a hero in hand, then a row card to capture (a row card clicked
straight away is captured by the hero the hand misses least); a rival's
artifact or territory to attack; the prophet button, then any row card;
recall from the prompt bar, then the heroes to take back from the used
pile; sealed heroes in setup and fights by clicking them in hand.

Motion: the shown view follows the events one by one (`_change`): a card
flies from the deck to the row and turns over, from the row to a capture
spread, heroes fly between hand, pile and the fight board, sealed cards
turn over together for the reveal, a beast sweeps its cards, banners tell
the turn, the final round and the fight's result.  Hover (or a right
click) shows any card face up on the table large, with what it is (the
table toolkit's Inspector).
"""
from __future__ import annotations

from collections import Counter
from functools import lru_cache, partial

import pygame

from game.core import Action, Decision, Event
from game.dragon_lyre import data, log
from game.text import Teller
from game.dragon_lyre.rules import (ACTION, FIGHT, RECALL, REINFORCE, SETUP, TIE_FIGHT, UNKNOWN, LyreState,
                                    score_breakdown, turned_over)
from scenes import i18n, style
from scenes.dragon_lyre import cards
from scenes.table import flights, sprites
from scenes.table.base import SEAT_COLORS, Target, TableScene
from scenes.layout import card_row
from scenes.table.animation import Actor
from scenes.table.tween import Call, Parallel, Sequence, Tween, Wait, ease_out_back, stagger

GAP = 8
#: A card's shape when it shows large.
LARGE_CARD = (170, 238)
CARD_RATIO = 1.4


#: The text for `dragon_lyre.<key>` in the current language.
t = i18n.remembered("dragon_lyre")


def card_caption(card: str) -> str:
    kind = data.KIND_OF[card]
    if kind == data.ARTIFACT and card not in data.EXCALIBURS:
        return t("caption.set_piece")
    return t(f"caption.{card if kind == data.BEAST else 'excalibur' if card in data.EXCALIBURS else kind}")


def epic_image(card: str, size: tuple[int, int]) -> pygame.Surface:
    if card == UNKNOWN:
        return cards.epic_back(size)
    return cards.epic_card(card, log.card_name(card, t), card_caption(card), size)


def hero_image(hero: str, seat: int, size: tuple[int, int]) -> pygame.Surface:
    color = SEAT_COLORS[seat % len(SEAT_COLORS)]
    if hero == UNKNOWN:
        return cards.hero_back(color, size)
    return cards.hero_card(hero, log.hero_name(hero, t), t(f"attack.{data.ATTACK_OF[hero]}"), seat, color, size)


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


def group_label(key: str, items: list[str]) -> str:
    """The count under a spread; a set shows its progress ("2/3")."""
    if key in data.ARTIFACT_SETS:
        return f"{len(items)}/{len(data.SET_PIECES)}"
    return str(len(items))


class Table(TableScene):
    def __init__(self, app, match) -> None:
        self.selected: str | None = None      # the hand hero clicked before a row card
        self.prophet_mode = False
        self.hidden: set[str] = set()         # epic cards in flight: drawn by their actors
        super().__init__(app, match)

    # --- score breakdown for the results screen ---------------------------------------
    @staticmethod
    def score_details(match) -> dict[int, str]:
        view = match.view(None)
        details = {}
        for seat in range(len(match.seats)):
            points = score_breakdown(view.captured[seat])
            details[seat] = t("list_sep").join(t("score_part", kind=t(f"kind.{kind}"), points=points[kind])
                                               for kind in data.KINDS)
        return details

    # --- layout --------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        area = self.table_rect.inflate(-16, -12)
        self.area = area
        s = self.scale = max(0.62, min(1.7, min(area.w / 900, area.h / 560)))
        self.font_small = max(11, int(13 * s))
        self.font_body = max(12, int(16 * s))
        row_h = int(area.h * 0.18)
        self.row_card = (int(row_h / CARD_RATIO), row_h)
        label_h = self.font_small + 6
        self.deck_rect = pygame.Rect(area.left + 6, area.top + label_h, *self.row_card)
        gap = row_h // 4 + 10   # room for the marker card peeking out of the deck
        self.row_area = pygame.Rect(self.deck_rect.right + gap, area.top + label_h,
                                    area.right - self.deck_rect.right - gap - 6, row_h)
        hand_h = int(area.h * 0.21)
        self.hero_card = (int(hand_h / CARD_RATIO), hand_h)
        self.hand_area = pygame.Rect(area.left, area.bottom - hand_h, area.w, hand_h)
        top = self.row_area.bottom + 8
        # rivals in strips need the room; one or two rival plates share it evenly
        rest = self.hand_area.top - 14 - top
        own_h = int(area.h * 0.22) if len(self.match.seats) > 3 else int(rest * 0.47)
        self.own_rect = pygame.Rect(area.left, self.hand_area.top - 8 - own_h, area.w, own_h)
        self.others_band = pygame.Rect(area.left, top, area.w, self.own_rect.top - 6 - top)
        span = self.own_rect.bottom - self.others_band.top
        self.board_rect = pygame.Rect(0, 0, min(area.w - 40, int(680 * s)), min(span - 8, int(300 * s)))
        self.board_rect.center = (area.centerx, self.others_band.top + span // 2)

    def area_rect(self, seat: int) -> pygame.Rect:
        """The viewer's area at the bottom; the others side by side above
        it, or, when that would make them too narrow, as strips one above
        the other."""
        if seat == self.bottom_seat:
            return self.own_rect
        others = self.seats_across()
        band = self.others_band
        place = others.index(seat)
        if self.strips():
            h = (band.h - 4 * (len(others) - 1)) // len(others)
            return pygame.Rect(band.left, band.top + place * (h + 4), band.w, h)
        w = (band.w - GAP * (len(others) - 1)) // len(others)
        return pygame.Rect(band.left + place * (w + GAP), band.top, w, band.h)

    def strips(self) -> bool:
        others = len(self.match.seats) - 1
        return others >= 3 or self.others_band.w / others < 420 * self.scale

    def is_strip(self, seat: int) -> bool:
        return seat != self.bottom_seat and self.strips()

    def header_h(self, seat: int) -> int:
        return 0 if self.is_strip(seat) else self.font_body + 10

    def mini_size(self, seat: int) -> tuple[int, int]:
        """Cards in a seat's area (prophet, captures, used pile)."""
        rect = self.area_rect(seat)
        h = max(20, rect.h - self.header_h(seat) - (8 if self.is_strip(seat) else 12 + self.font_small))
        return (int(h / CARD_RATIO), h)

    def area_parts(self, seat: int) -> dict[str, pygame.Rect]:
        """Left to right as the seed lays it out: prophet, index, captures,
        used pile (a strip starts with the name and score)."""
        rect = self.area_rect(seat)
        w, h = self.mini_size(seat)
        top = rect.top + (4 if self.is_strip(seat) else self.header_h(seat))
        name_w = int(130 * self.scale) if self.is_strip(seat) else 0
        prophet = pygame.Rect(rect.left + 14 + name_w, top, w, h)
        index_w = self.index_width(h) if seat == self.bottom_seat else 0
        index = pygame.Rect(prophet.right + 6, top, index_w, h)
        pile = pygame.Rect(rect.right - 14 - w, top, w, h)
        # a strip keeps room for the hand's backs left of the pile
        captures_right = pile.left - int(1.7 * w) if self.is_strip(seat) else pile.left - 12
        left = (index.right if index_w else prophet.right) + 10
        captures = pygame.Rect(left, top, captures_right - left, h)
        return {"prophet": prophet, "index": index, "pile": pile, "captures": captures}

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
        rows = self._spread_rows(groups, room, w)
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

    def _spread_size(self, room: pygame.Rect, groups) -> tuple[int, int]:
        """The largest card size at which the spreads fit `room`, on one
        row or on two."""
        best = 16
        for rows in (1, 2):
            h = (room.h - 2 * (rows - 1)) // rows
            while h > best and len(self._spread_rows(groups, room, int(h / CARD_RATIO))) > rows:
                h -= 2
            best = max(best, h)
        best -= best % 6   # a few sizes only: each new size draws every card face again
        return (int(best / CARD_RATIO), best)

    @staticmethod
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

    def row_rects(self, count: int) -> list[pygame.Rect]:
        return card_row(self.row_area, count, self.row_card, GAP, self.row_area.top)

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        return card_row(self.hand_area, count, self.hero_card, GAP, self.hand_area.top)

    def hand_spot(self, seat: int, view: LyreState) -> tuple[int, int]:
        """Where a hero leaves from or returns to a seat's hand."""
        if seat == self.bottom_seat:
            rects = self.hand_rects(max(1, len(view.hands[seat])))
            return rects[-1].center
        pile = self.area_parts(seat)["pile"]
        if self.is_strip(seat):
            return (pile.left - pile.w, pile.centery)
        return (pile.left - pile.w // 2, self.area_rect(seat).top + self.header_h(seat) // 2)

    def pile_spot(self, seat: int) -> tuple[int, int]:
        return self.area_parts(seat)["pile"].center

    def capture_rect(self, seat: int, view: LyreState, card: str) -> pygame.Rect:
        rects = self.capture_rects(seat, view.captured[seat])
        if card in rects:
            return rects[card][0]
        rect = pygame.Rect((0, 0), self.mini_size(seat))
        rect.center = self.area_parts(seat)["captures"].center
        return rect

    def board_slots(self, view: LyreState) -> dict[int, pygame.Rect]:
        """Where each fighter's sealed card lies on the fight board."""
        board = self.board_rect
        w, h = self.hero_card_small()
        if view.attack is not None:
            a, d = view.attack["attacker"], view.attack["defender"]
            y = board.top + 34
            return {a: pygame.Rect(board.left + board.w // 4 - w // 2, y, w, h),
                    d: pygame.Rect(board.right - board.w // 4 - w // 2, y, w, h)}
        seats = list(view.contenders)
        rects = card_row(board.inflate(-40, 0), len(seats), (w, h), 3 * GAP, board.top + 34)
        return dict(zip(seats, rects))

    def hero_card_small(self) -> tuple[int, int]:
        h = min(self.board_rect.h - 60, int(self.hero_card[1] * 0.9))
        return (int(h / CARD_RATIO), h)

    # --- names -------------------------------------------------------------------------------
    def t(self, key: str, **values) -> str:
        return t(key, **values)

    # --- state kept between frames --------------------------------------------------------------
    def on_view(self, view: LyreState) -> None:
        self.stage.clear()
        self.hidden = set()

    def on_decision(self, decision: Decision, legal: list[Action]) -> None:
        self.selected = None
        self.prophet_mode = False

    def shows_hidden_info(self, view: LyreState, seat: int) -> bool:
        return True   # every decision shows the seat's own hand

    # --- prompt ----------------------------------------------------------------------------------
    def prompt_text(self, decision: Decision) -> str:
        view, kind, seat = self.shown_view, decision.kind, decision.seat
        if kind == SETUP:
            return t("prompt.setup", count=len(view.setup_picks[seat]))
        if kind == FIGHT:
            attack = view.attack
            card = log.card_name(attack["card"], t)
            if seat == attack["attacker"]:
                return t("prompt.seal_attack", name=self.name(attack["defender"]), card=card)
            return t("prompt.seal_defence", name=self.name(attack["attacker"]), card=card)
        if kind == REINFORCE:
            return t("prompt.reinforce")
        if kind == RECALL:
            return t("prompt.recall", count=view.recall_left)
        if kind == TIE_FIGHT:
            return t("prompt.tie_fight")
        if self.prophet_mode:
            return t("prompt.prophet")
        if self.selected is not None:
            return t("prompt.selected", hero=log.hero_name(self.selected, t))
        key = "prompt.turn_final" if view.final_round else "prompt.turn"
        return t(key, count=view.actions_left)

    def prompt_choices(self, decision: Decision, legal: list[Action]):
        kind = decision.kind
        if kind == REINFORCE:
            return [(self.action_label(a), a) for a in legal]
        if kind != ACTION:
            return []
        choices = []
        if self.prophet_mode or self.selected is not None:
            choices.append((t("action.cancel"), self._cancel))
        elif any(a.kind == "prophet" for a in legal):
            choices.append((t("action.prophet"), self._prophet_mode, t("explain.prophet_mode")))
        choices += [(self.action_label(a), a) for a in legal if a.kind == "recall"]
        return choices

    def explain_decision(self, decision: Decision, legal: list[Action]) -> str:
        kind, view = decision.kind, self.shown_view
        if kind != ACTION:
            return t(f"explain.{kind}")
        if self.prophet_mode:
            return t("explain.prophet_mode")
        if self.selected is not None:
            return t("explain.selected", hero=log.hero_name(self.selected, t))
        return t("explain.turn_final" if view.final_round else "explain.turn")

    def explain_choice(self, action: Action) -> str:
        kind = action.kind
        if kind in ("seal", "seal_used", "recall_hero"):
            return self.hero_line(action.hero)
        if kind == "capture":
            return t("explain.capture", hero=log.hero_name(action.hero, t), card=log.card_name(action.card, t))
        if kind == "attack":
            return t("explain.attack", name=self.name(action.defender), card=log.card_name(action.card, t))
        if kind in ("reinforce", "give_up"):
            return t(f"explain.{kind}")
        if kind == "recall":
            count = min(self.shown_view.actions_left, len(self.shown_view.used[self.shown_view.turn]))
            return t("explain.recall_action", count=count)
        return ""

    @staticmethod
    def hero_line(hero: str) -> str:
        """"Knight: melee — beats ranged, loses to magic"."""
        attack = data.ATTACK_OF[hero]
        loses_to = next(a for a, beaten in data.BEATS.items() if beaten == attack)
        return t("explain.hero", hero=log.hero_name(hero, t), attack=t(f"attack.{attack}"),
                 beats=t(f"attack.{data.BEATS[attack]}"), loses=t(f"attack.{loses_to}"))

    def _cancel(self) -> None:
        self.selected = None
        self.prophet_mode = False

    def _prophet_mode(self) -> None:
        self.selected = None
        self.prophet_mode = True

    def _select(self, hero: str) -> None:
        self.prophet_mode = False
        self.selected = None if self.selected == hero else hero
        self._show_prompt()

    def action_label(self, action: Action) -> str:
        kind, view = action.kind, self.shown_view
        if kind == "recall":
            count = min(view.actions_left, len(view.used[view.turn]))
            return t("action.recall", count=count)
        if kind in ("reinforce", "give_up"):
            return t(f"action.{kind}")
        if kind == "capture":
            return t("action.capture", hero=log.hero_name(action.hero, t), card=log.card_name(action.card, t))
        if kind == "prophet":
            return t("action.prophet_take", card=log.card_name(action.card, t))
        if kind == "attack":
            return t("action.attack", name=self.name(action.defender), card=log.card_name(action.card, t))
        if kind in ("seal", "seal_used", "recall_hero"):
            return log.hero_with_attack(action.hero, t)
        return super().action_label(action)

    # --- clicking the table ------------------------------------------------------------------------
    def targets(self, view: LyreState, legal: list[Action]) -> list[Target]:
        if self.decision is None:
            return []
        kind, seat = self.decision.kind, self.decision.seat
        hand = view.hands[seat]
        hand_rects = self.hand_rects(len(hand)) if seat == self.bottom_seat else []
        if kind in (SETUP, FIGHT, TIE_FIGHT):
            by_hero = {a.hero: a for a in legal}
            return [Target(rect, by_hero[hero]) for hero, rect in zip(hand, hand_rects) if hero in by_hero]
        if kind == RECALL:
            by_hero = {a.hero: a for a in legal}
            pile = view.used[seat]
            return [Target(rect, by_hero[hero]) for hero, rect in zip(pile, self.recall_rects(len(pile)))
                    if hero in by_hero]
        if kind != ACTION:
            return []
        found: list[Target] = []
        row_rects = self.row_rects(len(view.row))
        if self.prophet_mode:
            by_card = {a.card: a for a in legal if a.kind == "prophet"}
            return [Target(rect, by_card[card]) for card, rect in zip(view.row, row_rects) if card in by_card]
        captures = [a for a in legal if a.kind == "capture"]
        for hero, rect in zip(hand, hand_rects):
            if any(a.hero == hero for a in captures):
                found.append(Target(rect, on_click=lambda h=hero: self._select(h), explanation=self.hero_line(hero)))
        for card, rect in zip(view.row, row_rects):
            options = [a for a in captures if a.card == card and (self.selected in (None, a.hero))]
            if options:
                found.append(Target(rect, self._best_capture(options, hand)))
        if self.selected is None:
            for action in legal:
                if action.kind == "attack":
                    spot = self.capture_rects(action.defender, view.captured[action.defender]).get(action.card)
                    if spot:
                        found.append(Target(spot[1], action))
        return found

    @staticmethod
    def _best_capture(options: list[Action], hand: list[str]) -> Action:
        """The capture whose hero the hand misses least: one of an attack
        type the hand holds most of."""
        types = Counter(data.ATTACK_OF[h] for h in hand)
        return max(options, key=lambda a: (types[data.ATTACK_OF[a.hero]], a.hero))

    def recall_rects(self, count: int) -> list[pygame.Rect]:
        """The used pile spread on the board side by side, on two rows
        when one row would make the cards too small."""
        board = self.board_rect.inflate(-30, 0)
        w, h = self.hero_card_small()
        if not count or count * (w + GAP) <= board.w:
            return card_row(board, count, (w, h), GAP, board.top + 34)
        per_row = -(-count // 2)
        h = min(h, (board.h - 44 - GAP) // 2, int((board.w // per_row - GAP) * CARD_RATIO))
        w = int(h / CARD_RATIO)
        first = card_row(board, per_row, (w, h), GAP, board.top + 34)
        return first + card_row(board, count - per_row, (w, h), GAP, board.top + 34 + h + GAP)

    # --- drawing ------------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view: LyreState) -> None:
        self._draw_deck_and_row(surface, view)
        for seat in range(view.players):
            self._draw_area(surface, view, seat)
        self._draw_hand(surface, view)
        if view.attack is not None or view.phase == TIE_FIGHT:
            self._draw_fight(surface, view)
        elif self.decision is not None and self.decision.kind == RECALL:
            self._draw_recall(surface, view)
        for target in self.targets_now:
            pygame.draw.rect(surface, style.GOLD, target.rect.inflate(4, 4), 1, border_radius=7)

    # --- looking at things large (the table toolkit's Inspector) ---------------------------------
    def inspect_epic(self, key, rect: pygame.Rect, card: str, caption: str, seat: int | None = None) -> None:
        """An epic card face up in `rect` shows large with what it is."""
        if card == UNKNOWN:
            return
        self.inspector.add(key, rect, partial(epic_image, card), LARGE_CARD,
                           lambda: self.tell(f"inspect.{caption}", seat, card=log.card_name(card, t),
                                             what=card_caption(card)))

    def inspect_hero(self, key, rect: pygame.Rect, hero: str, owner: int, caption: str, **values) -> None:
        """A hero face up in `rect` (one of `owner`'s) shows large with what it is."""
        if hero == UNKNOWN:
            return
        self.inspector.add(key, rect, partial(hero_image, hero, owner), LARGE_CARD,
                           lambda: self.tell(f"inspect.{caption}", owner, hero=t(
                               "hero_attack", hero=log.hero_name(hero, t), attack=t(f"attack.{data.ATTACK_OF[hero]}")),
                               **values))

    def draw_highlight(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        super().draw_highlight(surface, rect)
        action = self.hover.action if self.hover else None
        if action is not None and action.kind in ("capture", "prophet", "attack"):
            tip = sprites.tooltip(self.action_label(action))
            spot = tip.get_rect(midbottom=(rect.centerx, rect.top - 8))
            if spot.top < self.table_rect.top:
                spot = tip.get_rect(midtop=(rect.centerx, rect.bottom + 8))
            spot.clamp_ip(self.table_rect)
            surface.blit(tip, spot)

    def _draw_deck_and_row(self, surface: pygame.Surface, view: LyreState) -> None:
        deck = self.deck_rect
        back = cards.epic_back(self.row_card)
        for offset in range(min(3, len(view.deck) // 8), 0, -1):
            surface.blit(back, deck.move(offset * 2, -offset * 2))
        if view.deck:
            sprites.blit_with_shadow(surface, back, deck.topleft, 6)
        if not view.final_round and len(view.deck) > view.marker_at:
            # the marker card lies sideways in the deck: it peeks out at its depth
            depth = 1 - (len(view.deck) - view.marker_at) / len(view.deck)
            marker = _sideways(self.row_card[1] // 2, self.row_card[0] // 2)
            surface.blit(marker, marker.get_rect(midleft=(deck.right - marker.get_width() // 2,
                                                          deck.top + 8 + int(depth * (deck.h - 16)))))
        label = style.text(t("deck", count=len(view.deck)), self.font_small, style.MUTED)
        spot = surface.blit(label, label.get_rect(midbottom=(deck.centerx, deck.top - 2)))
        left = len(view.deck)
        self.inspector.add_piece("deck", deck.union(spot), lambda h: cards.epic_back((int(h / CARD_RATIO), h)),
                                 lambda: t("inspect.deck", count=left, marker=self._marker_text(view)),
                                 (1, CARD_RATIO))
        marker = self._marker_text(view)
        note = style.text(marker, self.font_small, style.GOLD_LIGHT if not view.final_round else (240, 120, 100),
                          bold=view.final_round)
        surface.blit(note, note.get_rect(midleft=(self.row_area.left, self.area.top + note.get_height() // 2)))
        round_label = style.text(t("round", round=max(1, view.round)), self.font_body, style.GOLD_LIGHT, True)
        surface.blit(round_label, round_label.get_rect(topright=(self.area.right - 4, self.area.top - 4)))
        for card, rect in zip(view.row, self.row_rects(len(view.row))):
            if card in self.hidden:
                continue
            sprites.blit_with_shadow(surface, epic_image(card, self.row_card), rect.topleft, 6)
            self.inspect_epic(("row", card), rect, card, "row")

    def _marker_text(self, view: LyreState) -> str:
        if view.final_round:
            return t("marker.final")
        return t("marker.ahead", count=len(view.deck) - view.marker_at)

    def _draw_area(self, surface: pygame.Surface, view: LyreState, seat: int) -> None:
        rect = self.area_rect(seat)
        color = SEAT_COLORS[seat % len(SEAT_COLORS)]
        active = view.turn == seat and view.phase in (ACTION, RECALL, REINFORCE)
        surface.blit(sprites.seat_place(rect.size, color, active), rect)
        parts = self.area_parts(seat)
        w, h = self.mini_size(seat)
        parts = self.area_parts(seat)
        points = score_breakdown(view.captured[seat])
        name_color = style.GOLD_LIGHT if seat == self.viewer else style.TEXT_LIGHT
        name = style.text(self.name(seat), self.font_body, name_color, True)
        score = style.text(t("points", count=points["total"]), self.font_body, style.GOLD_LIGHT, True)
        hand_label = style.text(t("in_hand", count=len(view.hands[seat])), self.font_small, style.MUTED)
        if self.is_strip(seat):
            score = style.text(t("points", count=points["total"]), self.font_small, style.GOLD_LIGHT, True)
            y = rect.top + max(2, (rect.h - name.get_height() - score.get_height()) // 2)
            surface.blit(name, (rect.left + 14, y))
            surface.blit(score, (rect.left + 14, y + name.get_height() - 2))
            hand_spot = self._draw_hand_backs(surface, seat, len(view.hands[seat]), self.hand_spot(seat, view))
        else:
            surface.blit(name, (rect.left + 14, rect.top + 4))
            surface.blit(score, (rect.left + 24 + name.get_width(), rect.top + 4))
            hand_spot = None
            if seat != self.bottom_seat:
                hand_spot = surface.blit(hand_label, hand_label.get_rect(midtop=(parts["prophet"].centerx,
                                                                                 parts["prophet"].bottom + 2)))
        if hand_spot is not None:
            held = len(view.hands[seat])
            self.inspector.add_piece(("hand_backs", seat), hand_spot, lambda h: hero_image(UNKNOWN, seat, (
                int(h / CARD_RATIO), h)), lambda: self.tell("inspect.hand_backs", seat, count=held), (1, CARD_RATIO))
        # prophet
        used_up = view.prophet_used[seat]
        prophet = cards.prophet_card(view.prophets[seat], t("prophet"), color, used_up, (w, h))
        surface.blit(prophet, parts["prophet"])
        self.inspector.add(("prophet", seat), parts["prophet"],
                           partial(cards.prophet_card, view.prophets[seat], t("prophet"), color, used_up), LARGE_CARD,
                           lambda: self.tell("inspect.prophet_used" if used_up else "inspect.prophet", seat,
                                             number=view.prophets[seat]))
        # index: points by kind
        if parts["index"].w:
            self._draw_index(surface, parts["index"], points)
        # captures by kind
        rects = self.capture_rects(seat, view.captured[seat])
        for card in view.captured[seat]:
            if card in self.hidden or card not in rects:
                continue
            surface.blit(epic_image(card, rects[card][0].size), rects[card][0])
            self.inspect_epic(("captured", card), rects[card][1], card, "captured", seat)
        for key, items in capture_groups([c for c in view.captured[seat] if c not in self.hidden]):
            spot = rects.get(f"group:{key}")
            if spot and (len(items) > 1 or key in data.ARTIFACT_SETS):
                badge = sprites.count_badge(group_label(key, items), max(9, min(self.font_small, w // 3)))
                surface.blit(badge, badge.get_rect(center=(spot[0].right - 3, spot[0].bottom - 4)))
        # used pile
        pile = parts["pile"]
        used = view.used[seat] + view.setup_picks[seat]
        if used:
            top = view.used[seat][-1] if view.used[seat] and not view.setup_picks[seat] else UNKNOWN
            for offset in range(min(2, len(used) - 1), 0, -1):
                surface.blit(hero_image(UNKNOWN, seat, (w, h)), pile.move(offset * 2, -offset * 2))
            sprites.blit_with_shadow(surface, hero_image(top, seat, (w, h)), pile.topleft, 4)
            if top != UNKNOWN:
                self.inspect_hero(("used", seat), pile, top, seat, "used_top", count=len(used))
            else:
                self.inspector.add_piece(("used", seat), pile, lambda h: hero_image(UNKNOWN, seat, (
                    int(h / CARD_RATIO), h)), lambda: self.tell("inspect.used_hidden", seat, count=len(used)),
                    (1, CARD_RATIO))
            badge = sprites.count_badge(len(used))
            surface.blit(badge, badge.get_rect(center=(pile.right - 2, pile.top + 2)))
        else:
            pygame.draw.rect(surface, style.shade(color, 0.7), pile, 1, border_radius=6)
        if not self.is_strip(seat):
            caption = style.text(t("used_pile"), self.font_small, style.MUTED)
            surface.blit(caption, caption.get_rect(midtop=(pile.centerx, pile.bottom + 2)))

    def _draw_hand_backs(self, surface: pygame.Surface, seat: int, count: int, center) -> pygame.Rect:
        """A rival's hand in a strip: a hero back with the count; where it lies."""
        w, h = self.mini_size(seat)
        size = (int(w * 0.8), int(h * 0.8))
        back = hero_image(UNKNOWN, seat, size)
        spot = back.get_rect(center=center)
        surface.blit(back, spot)
        badge = sprites.count_badge(count, max(9, self.font_small - 2))
        return spot.union(surface.blit(badge, badge.get_rect(center=spot.midbottom)))

    def index_width(self, h: int) -> int:
        """Wide enough for its longest line."""
        line = max(10, min(self.font_small, (h - 8) // 5))
        longest = max(style.font(line).size(t("index_line", kind=t(f"kind.{kind}"), points=88))[0]
                      for kind in data.KINDS)
        return longest + 12

    def _draw_index(self, surface: pygame.Surface, rect: pygame.Rect, points: dict) -> None:
        board = style.plate(rect.size, alpha=200, radius=6)
        surface.blit(board, rect)
        line = max(10, min(self.font_small, (rect.h - 8) // 5))
        y = rect.top + 4
        for kind in data.KINDS:
            label = style.text(t("index_line", kind=t(f"kind.{kind}"), points=points[kind]), line, style.TEXT_LIGHT)
            surface.blit(label, (rect.left + 5, y))
            y += line + 3
        total = style.text(t("points", count=points["total"]), line, style.GOLD_LIGHT, True)
        surface.blit(total, (rect.left + 5, y))

    def _draw_hand(self, surface: pygame.Surface, view: LyreState) -> None:
        seat = self.bottom_seat
        hand = view.hands[seat]
        for hero, rect in zip(hand, self.hand_rects(len(hand))):
            if hero == self.selected:
                rect = rect.move(0, -10)
            sprites.blit_with_shadow(surface, hero_image(hero, seat, self.hero_card), rect.topleft, 6)
            if hero == self.selected:
                pygame.draw.rect(surface, style.GOLD_LIGHT, rect.inflate(6, 6), 3, border_radius=9)
            self.inspect_hero(("hand", hero), rect, hero, seat, "hand")
        if not hand:
            empty = style.text(t("empty_hand"), self.font_body, style.MUTED)
            surface.blit(empty, empty.get_rect(center=self.hand_area.center))

    def _draw_board(self, surface: pygame.Surface) -> pygame.Rect:
        """The middle board over a dimmed table (the hand stays lit)."""
        surface.blit(_veil((self.area.w, self.hand_area.top - self.others_band.top)),
                     (self.area.left, self.others_band.top - 4))
        board = self.board_rect
        surface.blit(style.plate(board.size, alpha=250, radius=12, edge=style.GOLD, edge_width=2), board)
        return board

    def _draw_fight(self, surface: pygame.Surface, view: LyreState) -> None:
        board = self._draw_board(surface)
        size = self.hero_card_small()
        slots = self.board_slots(view)
        if view.attack is not None:
            attack = view.attack
            title = t("board.attack", name=self.name(attack["attacker"]), defender=self.name(attack["defender"]))
            target = pygame.Rect(0, 0, *size)
            target.center = (board.centerx, slots[attack["attacker"]].centery)
            surface.blit(epic_image(attack["card"], size), target)
            self.inspect_epic("attacked", target, attack["card"], "attacked", attack["defender"])
            shown = {attack["attacker"]: attack["attacker_heroes"], attack["defender"]: attack["defender_heroes"]}
        else:
            title = t("board.tie_fight")
            shown = {}
        heading = style.text(title, self.font_body, style.GOLD_LIGHT, True)
        surface.blit(heading, heading.get_rect(midtop=(board.centerx, board.top + 6)))
        for seat, slot in slots.items():
            name = style.text(self.name(seat), self.font_small, style.TEXT_LIGHT, True)
            surface.blit(name, name.get_rect(midtop=(slot.centerx, slot.bottom + 3)))
            for i, hero in enumerate(shown.get(seat, [])):
                small = (size[0] * 2 // 3, size[1] * 2 // 3)
                spot = pygame.Rect(0, 0, *small)
                side = -1 if seat == (view.attack or {}).get("attacker") else 1
                spot.center = (slot.centerx + side * (size[0] + 8 + i * 14), slot.centery)
                surface.blit(hero_image(hero, seat, small), spot)
                self.inspect_hero(("fought", seat, i), spot, hero, seat, "fought")
            sealed = view.sealed[seat]
            if sealed is None:
                pygame.draw.rect(surface, style.shade(style.GOLD, 0.6), slot, 1, border_radius=6)
            elif f"sealed:{seat}" not in self.hidden:
                sprites.blit_with_shadow(surface, hero_image(sealed, seat, size), slot.topleft, 5)
                self.inspect_hero(("sealed", seat), slot, sealed, seat, "sealed")

    def _draw_recall(self, surface: pygame.Surface, view: LyreState) -> None:
        board = self._draw_board(surface)
        seat = self.decision.seat
        heading = style.text(t("board.recall", count=view.recall_left), self.font_body, style.GOLD_LIGHT, True)
        surface.blit(heading, heading.get_rect(midtop=(board.centerx, board.top + 6)))
        pile = view.used[seat]
        for hero, rect in zip(pile, self.recall_rects(len(pile))):
            sprites.blit_with_shadow(surface, hero_image(hero, seat, rect.size), rect.topleft, 5)
            self.inspect_hero(("recall", hero), rect, hero, seat, "recall")

    # --- seat panels -----------------------------------------------------------------------------
    def seat_numbers(self, view: LyreState, seat: int):
        return [(t("points_short"), score_breakdown(view.captured[seat])["total"]),
                (t("heroes_short"), len(view.hands[seat]))]

    def seat_number_caption(self, view: LyreState, seat: int, kind: str, value) -> str | None:
        if kind == t("points_short"):
            return self.tell("inspect.points", seat, count=value)
        if kind == t("heroes_short"):
            return self.tell("inspect.heroes", seat, count=value)
        return None

    def seat_status(self, view: LyreState, seat: int) -> str:
        return t("status.prophet_used") if view.prophet_used[seat] else t("status.prophet_ready")

    # --- motion --------------------------------------------------------------------------------------
    def banner(self, text: str, color=style.GOLD_LIGHT, hold: float = 0.5, center=None):
        image = sprites.banner(text, style.rgb(color), max(style.HEADING, int(style.TITLE * min(self.scale, 1.2))))
        return flights.pop_banner(self.stage, image, center or self.area.center, hold=hold)

    def _unhide(self, key: str):
        def show() -> None:
            self.hidden.discard(key)
            self.invalidate()
        return Call(show)

    def _fly_epic(self, card: str, start, end, delay: float = 0.0, size=None):
        self.hidden.add(card)
        image = epic_image(card, size or self.row_card)
        return Sequence(flights.fly(self.stage, image, start, end, 0.4, delay=delay, stay=False), self._unhide(card))

    def _fly_hero(self, hero: str, seat: int, start, end, delay: float = 0.0):
        image = hero_image(hero, seat, self.mini_size(seat))
        return flights.fly(self.stage, image, start, end, 0.35, delay=delay, stay=False)

    def animations_for(self, event: Event):
        """The event's animation; the shown view takes the event at once,
        or, for a reveal, once the cards have turned over."""
        view = self.shown_view
        handler = getattr(self, f"_animate_{event.kind}", None)
        result = handler(event, view) if handler else None
        if event.kind in ("fight_reveal", "tie_reveal") and result is not None:
            def land() -> None:
                _change(view, event, self.viewer)
                self.invalidate()
            return Sequence(result, Call(land))
        _change(view, event, self.viewer)
        self.invalidate()
        return result

    def _animate_setup_revealed(self, event: Event, view: LyreState):
        return self.banner(t("banner.setup_revealed"), hold=0.6)

    def _animate_turn_start(self, event: Event, view: LyreState):
        key = "banner.your_turn" if event.seat == self.reader else "banner.turn"
        return self.banner(t(key, name=self.name(event.seat), round=event.round), hold=0.35)

    def _animate_reveal(self, event: Event, view: LyreState):
        end = self.row_rects(len(view.row) + 1)[-1].center
        self.hidden.add(event.card)
        back = cards.epic_back(self.row_card)
        face = epic_image(event.card, self.row_card)
        travel = flights.fly(self.stage, back, self.deck_rect.center, end, 0.3, stay=False)
        return Sequence(travel, flights.turn_over(self.stage, back, face, end, 0.25), self._unhide(event.card))

    def _animate_final_round(self, event: Event, view: LyreState):
        return self.banner(t("banner.final_round"), (240, 120, 100), hold=1.1)

    def _animate_capture(self, event: Event, view: LyreState):
        start = self._row_center(view, event.card)
        hero_from = self.hand_spot(event.seat, view)
        after = _after(view, event)
        end = self.capture_rect(event.seat, after, event.card)
        return [self._fly_epic(event.card, start, end.center, size=end.size),
                self._fly_hero(event.hero, event.seat, hero_from, self.pile_spot(event.seat))]

    def _animate_prophet(self, event: Event, view: LyreState):
        start = self._row_center(view, event.card)
        end = self.capture_rect(event.seat, _after(view, event), event.card)
        color = SEAT_COLORS[event.seat % len(SEAT_COLORS)]
        token = cards.prophet_card(view.prophets[event.seat], t("prophet"), color, False, self.mini_size(event.seat))
        return Sequence(flights.fly(self.stage, token, self.area_parts(event.seat)["prophet"].center, start, 0.35,
                                    stay=False),
                        self._fly_epic(event.card, start, end.center, size=end.size))

    def _animate_beast_sweep(self, event: Event, view: LyreState):
        after = _after(view, event)
        ends = [self.capture_rect(event.seat, after, card) for card in event.cards]
        flights_ = [self._fly_epic(card, self._row_center(view, card), end.center, size=end.size)
                    for card, end in zip(event.cards, ends)]
        beast = log.card_name(event.beast, t)
        return Sequence(self.banner(t("banner.beast", beast=beast), (200, 160, 240), hold=0.5),
                        stagger(flights_, 0.12) if flights_ else Wait(0.1))

    def _animate_attack(self, event: Event, view: LyreState):
        card = log.card_name(event.card, t)
        if event.defender == self.viewer:
            text = t("banner.attacked", name=self.name(event.seat), card=card)
        else:
            text = t("banner.attack", name=self.name(event.seat), card=card)
        return self.banner(text, (240, 140, 90), hold=0.6)

    def _animate_sealed(self, event: Event, view: LyreState):
        slot = self.board_slots(view).get(event.seat)
        if slot is None:
            return None
        key = f"sealed:{event.seat}"
        self.hidden.add(key)
        image = hero_image(UNKNOWN, event.seat, slot.size)
        return Sequence(flights.fly(self.stage, image, self.hand_spot(event.seat, view), slot.center, 0.35, stay=False),
                        self._unhide(key))

    def _animate_fight_reveal(self, event: Event, view: LyreState):
        slots = self.board_slots(view)
        size = self.hero_card_small()
        turns = []
        for seat, hero in ((event.seat, event.hero), (event.defender, event.defender_hero)):
            if hero is None or seat not in slots:
                continue
            key = f"sealed:{seat}"
            self.hidden.add(key)
            turns.append(flights.turn_over(self.stage, hero_image(UNKNOWN, seat, size), hero_image(hero, seat, size),
                                           slots[seat].center, 0.35))
        if event.result == "tie":
            text = t("banner.tie")
        else:
            winner = event.seat if event.result == "attacker" else event.defender
            text = t("banner.fight_won", name=self.name(winner))
        below = (self.board_rect.centerx, self.board_rect.bottom - self.board_rect.h // 5)
        return Sequence(Parallel(*turns), Wait(0.4), self.banner(text, hold=0.7, center=below),
                        self._unhide(f"sealed:{event.seat}"), self._unhide(f"sealed:{event.defender}"))

    def _animate_tie_reveal(self, event: Event, view: LyreState):
        slots = self.board_slots(view)
        size = self.hero_card_small()
        turns = [flights.turn_over(self.stage, hero_image(UNKNOWN, seat, size), hero_image(hero, seat, size),
                                   slots[seat].center, 0.3) for seat, hero in zip(event.seats, event.heroes)
                 if seat in slots]
        for seat in event.seats:
            self.hidden.add(f"sealed:{seat}")
        return Sequence(Parallel(*turns), Wait(0.6), *[self._unhide(f"sealed:{s}") for s in event.seats])

    def _animate_attack_won(self, event: Event, view: LyreState):
        start = self.capture_rect(event.defender, view, event.card).center
        end = self.capture_rect(event.seat, _after(view, event), event.card)
        return self._fly_epic(event.card, start, end.center, size=end.size)

    def _animate_attack_held(self, event: Event, view: LyreState):
        return self.banner(t("banner.held", name=self.name(event.defender)), hold=0.4)

    def _animate_heroes_back(self, event: Event, view: LyreState):
        """Heroes go home: face down into a hand the viewer does not see."""
        start = self.board_rect.center
        shown = event.heroes if event.seat == self.viewer else [UNKNOWN] * len(event.heroes)
        return stagger([self._fly_hero(h, event.seat, start, self.hand_spot(event.seat, view)) for h in shown], 0.08)

    def _animate_heroes_used(self, event: Event, view: LyreState):
        start = self.board_rect.center
        return stagger([self._fly_hero(h, event.seat, start, self.pile_spot(event.seat)) for h in event.heroes], 0.08)

    def _animate_recall_hero(self, event: Event, view: LyreState):
        hero = event.get("hero") or UNKNOWN
        return self._fly_hero(hero, event.seat, self.pile_spot(event.seat), self.hand_spot(event.seat, view))

    def _animate_setup_pick(self, event: Event, view: LyreState):
        return self._fly_hero(UNKNOWN, event.seat, self.hand_spot(event.seat, view), self.pile_spot(event.seat))

    def _animate_tie_fight(self, event: Event, view: LyreState):
        return self.banner(t("banner.tie_fight"), hold=0.8)

    def _animate_scores(self, event: Event, view: LyreState):
        """The final count: each area shows its points in turn, kind by kind."""
        steps = [self.banner(t("banner.scores"), hold=0.5)]
        size = max(style.SMALL, int(style.BODY * min(self.scale, 1.3)))
        for seat, (total, parts) in enumerate(zip(event.scores, event.breakdowns)):
            color = SEAT_COLORS[seat % len(SEAT_COLORS)]
            text = t("banner.seat_score", name=self.name(seat), count=total, parts=t("list_sep").join(
                t("score_part", kind=t(f"kind.{kind}"), points=points) for kind, points in zip(data.KINDS, parts)))
            image = sprites.banner(text, style.shade(color, 1.5), size)
            steps.append(self._banner_later(image, self.area_rect(seat).center, hold=0.9))
        return Sequence(*steps)

    def _banner_later(self, image: pygame.Surface, center, hold: float):
        """A banner that appears only when its turn in a sequence comes."""
        actor = Actor(image, center, layer=6, scale=0.6, alpha=0)
        self.stage.add(actor)
        return Sequence(Tween(actor, 0.01, alpha=255), Tween(actor, 0.22, ease_out_back, scale=1.0), Wait(hold),
                        Tween(actor, 0.2, alpha=0), Call(self.stage.remover(actor)))

    def _animate_game_over(self, event: Event, view: LyreState):
        names = Teller(t, self.name, self.reader).names(event.winners)
        return self.banner(t("banner.game_over", names=names), hold=1.0)

    def _row_center(self, view: LyreState, card: str) -> tuple[int, int]:
        if card in view.row:
            return self.row_rects(len(view.row))[view.row.index(card)].center
        return self.row_area.center


@lru_cache(maxsize=8)
def _sideways(w: int, h: int) -> pygame.Surface:
    """The final-round marker: an epic card back turned sideways."""
    return pygame.transform.rotate(cards.epic_back((h, w)), 90)


@lru_cache(maxsize=8)
def _veil(size: tuple[int, int]) -> pygame.Surface:
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((12, 20, 16, 150))
    return shade


# --- the shown view follows the events -------------------------------------------------------------

def _after(view: LyreState, event: Event) -> LyreState:
    """A copy of the shown view with `event` applied (for where things land)."""
    copy = view.clone()
    _change(copy, event, None)
    return copy


def _take(hand: list, hero: str | None) -> None:
    """Take `hero` out of a shown hand (a hidden hand loses one of its backs)."""
    if hero in hand:
        hand.remove(hero)
    elif hand:
        hand.pop()


def _change(view: LyreState, event: Event, viewer: int | None) -> None:
    """Apply one event to the shown view, as far as `viewer` can see it.
    The true view replaces it when the events are played out."""
    kind = event.kind
    seat = event.get("seat")
    if kind == "setup_pick":
        _take(view.hands[seat], event.get("hero"))
        view.setup_picks[seat].append(event.get("hero") or UNKNOWN)
    elif kind == "setup_revealed":
        view.used = [turned_over(picks)[:-1] + [top] for picks, top in zip(view.setup_picks, event.tops)]
        view.setup_picks = [[] for _ in view.used]
    elif kind == "turn_start":
        view.turn, view.round, view.phase, view.actions_left = seat, event.round, ACTION, 3
    elif kind == "reveal":
        if view.deck:
            view.deck.pop()
        view.row.append(event.card)
    elif kind == "final_round":
        view.final_round = True
    elif kind == "capture":
        _take(view.hands[seat], event.hero)
        view.used[seat].append(event.hero)
        _move_card(view.row, view.captured[seat], event.card)
    elif kind == "prophet":
        view.prophet_used[seat] = True
        _move_card(view.row, view.captured[seat], event.card)
    elif kind == "beast_sweep":
        for card in event.cards:
            _move_card(view.row, view.captured[seat], card)
    elif kind == "attack":
        view.attack = {"attacker": seat, "defender": event.defender, "card": event.card,
                       "attacker_heroes": [], "defender_heroes": []}
    elif kind == "sealed":
        _take(view.hands[seat], event.get("hero"))
        view.sealed[seat] = event.get("hero") or UNKNOWN
    elif kind == "fight_reveal" and view.attack is not None:
        view.attack["attacker_heroes"].append(event.hero)
        view.sealed[event.seat] = None
        if event.defender_hero is not None:
            view.attack["defender_heroes"].append(event.defender_hero)
            view.sealed[event.defender] = None
    elif kind == "heroes_back":
        view.hands[seat].extend(event.heroes if seat == viewer else [UNKNOWN] * len(event.heroes))
    elif kind == "heroes_used":
        view.used[seat].extend(event.heroes)
    elif kind == "attack_won":
        _move_card(view.captured[event.defender], view.captured[seat], event.card)
        view.attack = None
    elif kind in ("attack_held", "give_up"):
        view.attack = None
    elif kind == "tie_unarmed":
        view.contenders = [s for s in view.contenders if s not in event.seats]
    elif kind == "recall_hero":
        hero = event.get("hero")
        if hero in view.used[seat]:
            view.used[seat].remove(hero)
        elif view.used[seat]:
            view.used[seat].pop(0)      # a hidden hero: the top shown stays until the recall is done
        view.hands[seat].append(hero or UNKNOWN)
    elif kind == "recall_done" and event.top is not None:
        view.used[seat][-1] = event.top
    elif kind == "tie_fight":
        view.contenders = list(event.seats)
        view.phase = TIE_FIGHT
    elif kind == "tie_reveal":
        for s, hero in zip(event.seats, event.heroes):
            view.sealed[s] = None
            view.used[s].append(hero)
        view.contenders = list(event.survivors)


def _move_card(source: list, target: list, card: str) -> None:
    if card in source:
        source.remove(card)
    target.append(card)
