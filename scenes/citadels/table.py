"""The Citadels table.

On the felt, top to bottom: the calling track (characters 1-8, who was
called, the murdered and robbed marks) with the round, the deck and the
bank beside it; the other seats' places (name, crown, gold, hand backs,
known characters and their city); the middle band (the draft hand being
passed, the character whose turn it is, the cards drawn to keep one); the
viewer's place (characters, crown, gold, city); the viewer's hand face up.

Choices are clicks where the thing is on the table (a character card in
the draft, a district in hand to build, a district in a city to destroy,
a character on the track to murder or rob, a player's place to swap hands
with, a drawn card to keep) and prompt-bar buttons for the rest.
"""
from __future__ import annotations

import math
from functools import partial

import pygame

from game.citadels import data, log
from game.citadels import RULES
from game.citadels.rules import CitadelsState, act
from game.core import Action, Decision, Event
from scenes import i18n, layout, style
from scenes.citadels import cards
from scenes.layout import card_row, px
from scenes.table import flights, sprites
from scenes.table.base import SEAT_COLORS, Target, TableScene
from scenes.table.tween import Call, Parallel, Sequence, stagger

# Sizes at 1280×720 (scenes.layout scales them with the window).
TRACK_CARD = (60, 76)
HAND_CARD = (96, 136)
GAP = 6
OWN_H = 56
PLACE_HEADER = 24
TILE_ASPECT = 4.2          # a built district lies sideways: width / height
SMALL_CARD = (52, 70)      # set-aside characters, flying picks
BACK = (34, 48)            # a card back flying to or from a place
STAMP_HEIGHT = 0.36        # a murdered or robbed stamp lies across the picture, this far down the card
STAMP_BAND = 0.26          # its band's height, as a share of the card's
BUILD, LABORATORY, MAGICIAN = "build", "laboratory", "magician"


#: The text for `citadels.<key>` in the current language.
t = i18n.remembered("citadels")


def character_name(number: int) -> str:
    return log.character_name(number, t)


def district_name(card: str) -> str:
    return log.district_name(card, t)


def district_body(card: str) -> str:
    if data.colour(card) == data.PURPLE:
        return t(f"purple.{card}")
    return t("district_body", colour=t(f"colour.{data.colour(card)}"))


def district_card(card: str, size: tuple[int, int]) -> pygame.Surface:
    return cards.district_card(card, district_name(card), data.colour(card), data.cost(card), district_body(card),
                               size)


def district_tile(card: str, size: tuple[int, int]) -> pygame.Surface:
    return cards.district_tile(card, district_name(card), data.colour(card), data.cost(card), size)


def character_card(number: int, size: tuple[int, int], with_power: bool = False) -> pygame.Surface:
    return cards.character_card(number, character_name(number), t(f"power.{number}") if with_power else "", size)


def score_text(score: dict, first: bool) -> str:
    return log.score_text(score, first, t)


class Table(TableScene):
    def __init__(self, app, match) -> None:
        self.mode = BUILD                   # what clicking a hand card does on a turn
        self.to_discard: list[int] = []     # hand cards the Magician marked to discard
        self.hidden_hand: list[str] = []    # viewer's hand cards flying away just now
        self.hidden_tiles: set[tuple[int, str]] = set()
        self.crown_moving = False
        super().__init__(app, match)

    # --- score breakdown for the results screen ---------------------------------------
    @staticmethod
    def score_details(match) -> dict[int, str]:
        """Each seat's score in parts (districts, colours, completion)."""
        view = match.view(None)
        return {seat: score_text(match.rules.city_score(view, seat), view.first_complete == seat)
                for seat in range(len(match.seats))}

    # --- layout --------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        """Top to bottom: the calling track (with deck, bank and round);
        the other seats' places in one or two rows, each with its whole
        city as a strip of small tiles; the tray (the draft, the drawn
        cards to keep one, the character whose turn it is), which never
        covers a place; the viewer's place; the viewer's hand."""
        area = layout.inset(self.table_rect, px(6), px(2))
        gap = px(GAP)
        hand_h = min(px(HAND_CARD[1] + 4), int(area.h * 0.21))
        track_h = min(px(TRACK_CARD[1]), int(area.h * 0.13))
        tray_h = max(px(100), min(px(150), int(area.h * 0.22)))
        own_h = min(px(OWN_H), int(area.h * 0.1))
        track, places, self.tray_rect, self.own_rect, self.hand_area = layout.split(
            area, [track_h, None, tray_h, own_h, hand_h], gap)
        self.hand_card = layout.fit_size(HAND_CARD, (area.w, hand_h - px(4)))
        # the track: eight characters, then the deck, the bank and the round
        supply_w = px(250)
        card_w = min(int(track_h * TRACK_CARD[0] / TRACK_CARD[1]), (track.w - supply_w - 7 * gap) // 8)
        self.track_card = (card_w, int(card_w * TRACK_CARD[1] / TRACK_CARD[0]))
        self.track_rects = [pygame.Rect(track.left + i * (card_w + gap), track.top, *self.track_card)
                            for i in range(8)]
        supply = pygame.Rect(self.track_rects[-1].right + px(16), track.top, 0, track.h)
        supply.w = track.right - supply.left
        middle = self.track_rects[0].centery
        self.deck_pos = (supply.left + px(20), middle)
        self.bank_pos = (supply.left + px(100), middle)
        self.round_rect = pygame.Rect(supply.left + px(160), track.top, supply.right - supply.left - px(160), track.h)
        # the other places: up to three in a row
        others = len(self.match.seats) - 1
        rows = 1 if others <= 3 else 2
        per_row = math.ceil(others / rows)
        row_rects = layout.split(places, [None] * rows, gap)
        self.plate_slots: list[pygame.Rect] = []
        for row, row_rect in enumerate(row_rects):
            count = min(per_row, others - row * per_row)
            width = min(px(420 if per_row > 1 else 640), (places.w - (per_row - 1) * gap) // per_row)
            height = min(row_rect.h, px(150))
            left = places.centerx - (count * (width + gap) - gap) // 2
            self.plate_slots += [pygame.Rect(left + i * (width + gap), row_rect.top, width, height) for i in range(count)]

    def table_regions(self) -> dict[str, pygame.Rect]:
        found = {"track": self.track_rects[0].union(self.track_rects[-1]), "round": self.round_rect,
                 "tray": self.tray_rect, "own place": self.own_rect, "hand": self.hand_area}
        found.update({f"place {i + 1}": rect for i, rect in enumerate(self.plate_slots)})
        return found

    def place_rect(self, seat: int) -> pygame.Rect:
        bottom = self.bottom_seat
        if seat == bottom:
            return self.own_rect
        order = (seat - bottom) % len(self.match.seats) - 1
        return self.plate_slots[order]

    def city_area(self, seat: int) -> pygame.Rect:
        """Where a place's city lies: right of the viewer's characters and
        purse, under another seat's name row."""
        rect = self.place_rect(seat)
        if seat == self.bottom_seat:
            return pygame.Rect(rect.left + px(330), rect.top + px(4), rect.w - px(338), rect.h - px(8))
        top = rect.top + px(PLACE_HEADER)
        return pygame.Rect(rect.left + px(14), top, rect.w - px(22), rect.bottom - px(4) - top)

    def tile_rects(self, seat: int, count: int) -> list[pygame.Rect]:
        """A city's tiles: the largest that fit a whole city (eight, or
        more when it has grown past that), so tiles do not shrink as it grows."""
        cells = layout.grid(self.city_area(seat), max(count, data.COMPLETE_CITY), TILE_ASPECT, px(3),
                            max_cell=(px(130), px(26)))
        area = cells.area
        w, h = cells.cell
        return [pygame.Rect(area.left + (i % cells.columns) * (w + cells.gap),
                            area.top + (i // cells.columns) * (h + cells.gap), w, h) for i in range(count)]

    def gold_pos(self, seat: int) -> tuple[int, int]:
        rect = self.place_rect(seat)
        if seat == self.bottom_seat:
            return (rect.left + px(200), rect.centery)
        return (rect.right - px(110), rect.top + px(PLACE_HEADER) // 2)

    def hand_pos(self, seat: int) -> tuple[int, int]:
        if seat == self.viewer:
            return self.hand_area.center
        rect = self.place_rect(seat)
        if seat == self.bottom_seat:
            return (rect.left + px(270), rect.centery)
        return (rect.right - px(40), rect.top + px(PLACE_HEADER) // 2)

    def name_rect(self, seat: int) -> pygame.Rect:
        rect = self.place_rect(seat)
        return pygame.Rect(rect.left + px(14), rect.top + px(2), int(rect.w * 0.3), px(PLACE_HEADER) - px(2))

    def crown_pos(self, seat: int) -> tuple[int, int]:
        rect = self.place_rect(seat)
        if seat == self.bottom_seat:
            return (rect.left + px(150), rect.centery)
        name = style.fit_text(self.name(seat), self.name_rect(seat).size, style.SMALL, True, max_lines=1)
        return (rect.left + px(26) + name.width, rect.top + px(PLACE_HEADER) // 2)

    def chars_pos(self, seat: int) -> tuple[int, int]:
        rect = self.place_rect(seat)
        if seat == self.bottom_seat:
            return (rect.left + px(60), rect.centery)
        return (self.crown_pos(seat)[0] + px(16), rect.top + px(PLACE_HEADER) // 2)

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        return card_row(self.hand_area, count, self.hand_card, px(GAP), self.hand_area.bottom - self.hand_card[1])

    # the tray: a caption line over the cards offered and the set-aside characters
    def tray_caption_rect(self) -> pygame.Rect:
        tray = self.tray_rect
        return pygame.Rect(tray.left + px(12), tray.top + px(4), tray.w * 6 // 10, px(24))

    def tray_cards_rect(self) -> pygame.Rect:
        tray = self.tray_rect
        top = self.tray_caption_rect().bottom + px(2)
        return pygame.Rect(tray.left + px(10), top, tray.w - px(20), tray.bottom - px(6) - top)

    def draft_rects(self, count: int) -> list[pygame.Rect]:
        """The offered characters, left of the set-aside ones."""
        room = self.tray_cards_rect()
        aside = (*self.shown_view.face_up, *self.shown_view.face_down)
        room.w -= len(aside) * (self.aside_size()[0] + px(4)) + px(12)
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
        tray = self.tray_rect
        h = tray.h - px(36)
        return pygame.Rect(tray.left + px(14), tray.top + px(30), int(h * 0.72), h)

    # --- names -------------------------------------------------------------------------------
    def name(self, seat: int | None) -> str:
        return self.match.seats[seat].name if seat is not None else t("nobody")

    def t(self, key: str, **values) -> str:
        return t(key, **values)

    # --- state kept between frames --------------------------------------------------------------
    def on_view(self, view: CitadelsState) -> None:
        self.stage.clear()
        self.hidden_hand = []
        self.hidden_tiles = set()
        self.crown_moving = False

    def on_decision(self, decision: Decision, legal: list[Action]) -> None:
        self.mode = BUILD
        self.to_discard = []

    def _toggle_discard(self, index: int) -> None:
        """The Magician marks a hand card to discard (or unmarks it): only
        "Discard and draw" sends the choice."""
        if index in self.to_discard:
            self.to_discard.remove(index)
        else:
            self.to_discard.append(index)

    def _discard_and_draw(self) -> None:
        """Send the marked cards one by one, then draw as many."""
        seat = self.decision.seat
        hand = self.shown_view.hands[seat]
        steps = [act("magician_discard", card=hand[i]) for i in self.to_discard] + [act("magician_done")]
        self.decision = None
        self.legal = []
        self.prompt.clear()
        self._refresh_targets()
        self.invalidate()
        self.sound("click")
        for action in steps:
            self._submit(seat, action)

    def _set_mode(self, mode: str) -> None:
        self.mode = mode
        self.to_discard = []

    # --- prompt ----------------------------------------------------------------------------------
    def prompt_text(self, decision: Decision) -> str:
        view, kind = self.shown_view, decision.kind
        if kind == "pick_character":
            return t("prompt.pick")
        if kind == "discard_character":
            return t("prompt.discard")
        if kind == "keep_card":
            return t("prompt.keep")
        if kind == "magician_discard":
            return t("prompt.magician_discard")
        if kind == "graveyard":
            return t("prompt.graveyard", card=district_name(view.graveyard_card))
        character = character_name(view.called)
        kinds = {a.kind for a in self.legal}
        if self.mode == LABORATORY:
            return t("prompt.laboratory")
        if self.mode == MAGICIAN:
            return t("prompt.magician_pick", count=len(self.to_discard))
        if "murder" in kinds:
            return t("prompt.assassin")
        if "rob" in kinds:
            return t("prompt.thief")
        if "swap_hands" in kinds:
            return t("prompt.magician")
        if "take_gold" in kinds:
            return t("prompt.turn_start", character=character)
        if "destroy" in kinds:
            return t("prompt.warlord")
        if "build" in kinds:
            if view.builds_left > 1:
                return t("prompt.turn_build_many", character=character, count=view.builds_left)
            return t("prompt.turn_build", character=character)
        if "collect_income" in kinds:  # the income may yet pay for a district
            return t("prompt.turn_income", character=character, amount=_income(view, view.current))
        return t("prompt.turn_done", character=character)

    def prompt_choices(self, decision: Decision, legal: list[Action]):
        kind = decision.kind
        if kind in ("pick_character", "discard_character", "keep_card"):
            return []
        if kind == "magician_discard":
            return [(self.action_label(a), a) for a in legal if a.kind == "magician_done"]
        if kind == "graveyard":
            return [(self.action_label(a), a) for a in legal]
        if self.mode == MAGICIAN and self.to_discard:
            return [(t("action.cancel"), lambda: self._set_mode(BUILD)),
                    (t("action.discard_and_draw", count=len(self.to_discard)), self._discard_and_draw)]
        if self.mode != BUILD:
            return [(t("action.cancel"), lambda: self._set_mode(BUILD))]
        choices = [(self.action_label(a), a) for a in legal
                   if a.kind in ("take_gold", "draw_cards", "collect_income", "smithy")]
        kinds = {a.kind for a in legal}
        if "laboratory" in kinds:
            choices.append((t("action.laboratory"), lambda: self._set_mode(LABORATORY), t("explain.laboratory_step")))
        if "magician_discard" in kinds:
            choices.append((t("action.magician_discard"), lambda: self._set_mode(MAGICIAN),
                            t("explain.magician_mode")))
        choices += [(self.action_label(a), a) for a in legal if a.kind == "end_turn"]
        return choices

    def explain_decision(self, decision: Decision, legal: list[Action]) -> str:
        kind, view = decision.kind, self.shown_view
        if kind in ("pick_character", "discard_character", "keep_card", "graveyard"):
            values = {"card": district_name(view.graveyard_card)} if kind == "graveyard" else {}
            return t(f"explain.{kind}", **values)
        if kind == "magician_discard" or self.mode == MAGICIAN:
            return t("explain.magician_mode")
        if self.mode == LABORATORY:
            return t("explain.laboratory_mode")
        kinds = {a.kind for a in legal}
        for step in ("murder", "rob", "swap_hands", "take_gold", "destroy", "build"):   # as the prompt asks
            if step == "take_gold" and step in kinds:
                return self._draws("explain.resource_step", decision.seat)
            if step in kinds:
                return t(f"explain.{step}_step")
        return t("explain.end_turn")

    def explain_choice(self, action: Action) -> str:
        kind, view = action.kind, self.shown_view
        if kind in ("pick", "set_aside", "murder", "rob"):
            return t("explain.character", character=character_name(action.character),
                     power=t(f"power.{action.character}"))
        if kind == "draw_cards":
            return self._draws("explain.draw_cards", self.decision_seat)
        if kind in ("take_gold", "smithy", "end_turn", "graveyard_take", "graveyard_pass", "magician_done"):
            return t(f"explain.{kind}")
        if kind == "collect_income":
            colour = data.INCOME_COLOUR[view.called]
            return t("explain.income", amount=_income(view, view.current), colour=t(f"explain.colour.{colour}"))
        if kind in ("build", "keep", "laboratory", "magician_discard"):
            card = action.card
            return t(f"explain.{kind}", card=district_name(card), cost=data.cost(card), body=district_body(card),
                     count=data.cost(card) + data.SCORING_BONUS.get(card, 0))
        if kind == "destroy":
            from game.citadels.rules import destroy_cost
            cost = destroy_cost(action.card, view.cities[action.seat])
            key = "explain.destroy_own" if action.seat == self.decision_seat else "explain.destroy"
            return t(key, card=district_name(action.card), count=cost, name=self.name(action.seat))
        if kind == "swap_hands":
            return t("explain.swap_hands", name=self.name(action.seat), count=len(view.hands[action.seat]))
        return ""

    def _draws(self, key: str, seat: int | None) -> str:
        """`key` with how many districts drawing as the action draws and
        keeps for `seat` (the Observatory draws 3, the Library keeps them)."""
        city = self.shown_view.cities[seat] if seat is not None else []
        drawn = 3 if "observatory" in city else 2
        kept = (2 if drawn == 3 else drawn) if "library" in city else 1
        return t(key, drawn=drawn, kept=kept) if kept < drawn else t(f"{key}_all", drawn=drawn)

    @property
    def decision_seat(self) -> int | None:
        return self.decision.seat if self.decision is not None else None

    def action_label(self, action: Action) -> str:
        kind, view = action.kind, self.shown_view
        if kind == "collect_income":
            return t("action.collect_income", amount=_income(view, view.current))
        if kind == "magician_done":
            return t("action.magician_done", count=view.discarding)
        if kind in ("take_gold", "draw_cards", "smithy", "end_turn", "graveyard_take", "graveyard_pass"):
            return t(f"action.{kind}")
        if kind == "build":
            return t("action.build", card=district_name(action.card), cost=data.cost(action.card))
        if kind == "destroy":
            from game.citadels.rules import destroy_cost
            cost = destroy_cost(action.card, view.cities[action.seat])
            if action.seat == self.decision_seat:
                return t("action.destroy_own", card=district_name(action.card), cost=cost)
            return t("action.destroy", name=self.name(action.seat), card=district_name(action.card), cost=cost)
        if kind in ("murder", "rob", "pick", "set_aside"):
            return t(f"action.{kind}", character=character_name(action.character))
        if kind == "swap_hands":
            return t("action.swap_hands", name=self.name(action.seat))
        if kind == "keep":
            return t("action.keep", card=district_name(action.card))
        if kind == "magician_discard":
            return t("action.discard", card=district_name(action.card))
        if kind == "laboratory":
            return t("action.lab_discard", card=district_name(action.card))
        return super().action_label(action)

    # --- clicking the table ------------------------------------------------------------------------
    def targets(self, view: CitadelsState, legal: list[Action]) -> list[Target]:
        if self.decision is None:
            return []
        kind = self.decision.kind
        seat = self.decision.seat
        found: list[Target] = []
        if kind in ("pick_character", "discard_character"):
            by_character = {a.character: a for a in legal}
            for character, rect in zip(view.pool, self.draft_rects(len(view.pool))):
                if character in by_character:
                    found.append(Target(rect, by_character[character]))
            return found
        if kind == "keep_card":
            by_card = {a.card: a for a in legal}
            return [Target(rect, by_card[card]) for card, rect in zip(view.drawn, self.drawn_rects(len(view.drawn)))
                    if card in by_card]
        if kind == "turn" and self.mode == MAGICIAN:
            hand = view.hands[seat]
            return [Target(rect, on_click=lambda i=i: self._toggle_discard(i))
                    for i, rect in enumerate(self.hand_rects(len(hand)))]
        hand_kind = {"magician_discard": "magician_discard"}.get(kind)
        if kind == "turn":
            hand_kind = {BUILD: "build", LABORATORY: "laboratory", MAGICIAN: "magician_discard"}[self.mode]
        if hand_kind:
            by_card = {a.card: a for a in legal if a.kind == hand_kind}
            hand = view.hands[seat]
            found += [Target(rect, by_card[card]) for card, rect in zip(hand, self.hand_rects(len(hand)))
                      if card in by_card]
        if kind == "turn" and self.mode == BUILD:
            for action in legal:
                if action.kind in ("murder", "rob"):
                    found.append(Target(self.track_rects[action.character - 1], action))
                elif action.kind == "swap_hands":
                    found.append(Target(self.place_rect(action.seat), action))
                elif action.kind == "destroy":
                    city = view.cities[action.seat]
                    rects = self.tile_rects(action.seat, len(city))
                    found += [Target(rect, action) for card, rect in zip(city, rects) if card == action.card]
        return found

    # --- drawing ------------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view: CitadelsState) -> None:
        self._draw_track(surface, view)
        self._draw_supply(surface, view)
        for seat in range(view.players):
            self._draw_place(surface, view, seat)
        self._draw_middle(surface, view)
        self._draw_hand(surface, view)
        for target in self.targets_now:  # every legal choice on the table wears a thin gold edge
            pygame.draw.rect(surface, style.GOLD, target.rect.inflate(4, 4), 1, border_radius=7)
        if self.mode == MAGICIAN and self.decision is not None:
            rects = self.hand_rects(len(view.hands[self.decision.seat]))
            for index in self.to_discard:  # marked to discard: a red edge and a veil
                surface.blit(cards.veil(rects[index].size, 110), rects[index])
                pygame.draw.rect(surface, style.RED, rects[index].inflate(px(6), px(6)), px(3), border_radius=px(8))

    # --- looking at things large (the table toolkit's Inspector) ---------------------------------
    def inspect_district(self, key, rect: pygame.Rect, card: str, caption: str, seat: int | None = None) -> None:
        """A district, drawn in `rect`, shows as a whole card with what it is."""
        self.inspector.add(key, rect, partial(district_card, card), HAND_CARD,
                           lambda: self.tell(f"inspect.{caption}", seat, card=district_name(card)))

    def inspect_character(self, key, rect: pygame.Rect, number: int, caption: str, seat: int | None = None,
                          **values) -> None:
        """A character, drawn in `rect`, shows as a whole card with its power."""
        self.inspector.add(key, rect, partial(character_card, number, with_power=True), HAND_CARD,
                           lambda: self.tell(f"inspect.{caption}", seat, number=number,
                                             character=character_name(number), **values))

    def _track_caption(self, view: CitadelsState, number: int) -> str:
        """A character on the calling track and what has happened to it this round."""
        notes = []
        turns = view.phase != "draft"
        if number in view.face_up:
            notes.append(t("inspect.track_note.set_aside"))
        elif turns and number in view.revealed and view.holder(number) is not None:
            holder = view.holder(number)
            form = "you" if holder == self.viewer else "other"
            notes.append(t(f"inspect.track_note.played_by.{form}", name=self.name(holder)))
        if number == view.murdered:
            notes.append(t("inspect.track_note.murdered"))
        if number == view.robbed:
            notes.append(t("inspect.track_note.robbed"))
        line = t("inspect.track", number=number, character=character_name(number))
        return t("inspect.with_notes", line=line, notes=t("list_sep").join(notes)) if notes else line

    def draw_highlight(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        super().draw_highlight(surface, rect)
        action = self.hover.action if self.hover else None
        if action is not None:
            label = self.action_label(action)
            if action.kind in ("pick", "set_aside"):
                label = f"{label} — {t(f'power.{action.character}')}"
            tip = sprites.tooltip(label)
            if rect.top < self.tray_rect.bottom:   # the track, the places and the tray: below
                spot = tip.get_rect(midtop=(rect.centerx, rect.bottom + px(8)))
            else:
                spot = tip.get_rect(midbottom=(rect.centerx, rect.top - px(8)))
            spot.clamp_ip(self.table_rect)
            surface.blit(tip, spot)

    def _draw_track(self, surface: pygame.Surface, view: CitadelsState) -> None:
        turns = view.phase != "draft"
        for number, rect in enumerate(self.track_rects, start=1):
            surface.blit(character_card(number, rect.size), rect)
            self.inspector.add(("track", number), rect, partial(character_card, number, with_power=True), HAND_CARD,
                               partial(self._track_caption, view, number))
            out = number in view.face_up or (turns and number < view.called and number not in view.revealed
                                                 and number != view.murdered)
            waiting = turns and number > view.called
            if out or waiting or not turns:
                surface.blit(cards.veil(rect.size, 150 if out else 80), rect)
            if number in view.face_up:
                tag = cards.ribbon(t("set_aside"), style.shade(style.MUTED, 0.5), rect.w - 4)
                surface.blit(tag, tag.get_rect(midbottom=(rect.centerx, rect.bottom - 2)))
            elif turns and number in view.revealed:
                holder = view.holder(number)
                color = SEAT_COLORS[holder % len(SEAT_COLORS)] if holder is not None else style.rgb(style.MUTED)
                tag = cards.ribbon(self.name(holder), color, rect.w - 4)
                surface.blit(tag, tag.get_rect(midbottom=(rect.centerx, rect.bottom - 2)))
            if turns and number == view.called and view.current is not None:
                pygame.draw.rect(surface, style.GOLD_LIGHT, rect.inflate(px(6), px(6)), px(3), border_radius=px(8))
            for kind, marked in (("murdered", view.murdered), ("robbed", view.robbed)):
                if number == marked:
                    mark, centre = self._stamp(kind, rect)
                    surface.blit(mark, mark.get_rect(center=centre))

    def _draw_supply(self, surface: pygame.Surface, view: CitadelsState) -> None:
        style.draw_text(surface, t("round", round=view.round), self.round_rect, style.HEADING, style.GOLD_LIGHT,
                        bold=True, align="right", valign="center", max_lines=1)
        back = sprites.card_back((px(BACK[0]), px(BACK[1])))
        rect = back.get_rect(center=self.deck_pos)
        for offset in range(min(3, len(view.deck)), 0, -1):
            surface.blit(back, rect.move(offset * 2, -offset * 2))
        if view.deck:
            sprites.blit_with_shadow(surface, back, rect.topleft, 4)
        label = _label_value(surface, t("deck"), len(view.deck), (rect.right + px(8), rect.centery))
        self.inspector.add_piece("deck", rect.union(label), lambda h: sprites.card_back((h * BACK[0] // BACK[1], h)),
                                 lambda: t("inspect.deck", count=len(view.deck)), BACK)
        coin = sprites.coin("gold", px(30))
        spot = coin.get_rect(center=self.bank_pos)
        for i in range(min(4, view.bank // 5 + 1)):
            surface.blit(coin, spot.move(i * 3 - 4, -i * 4))
        label = _label_value(surface, t("bank"), view.bank, (spot.right + px(8), spot.centery))
        self.inspector.add_piece("bank", spot.union(label), partial(sprites.coin, "gold"),
                                 lambda: t("inspect.bank", count=view.bank))

    def _draw_place(self, surface: pygame.Surface, view: CitadelsState, seat: int) -> None:
        rect = self.place_rect(seat)
        own = seat == self.bottom_seat
        acting = view.current == seat if view.phase == "turns" else (view.steps and view.steps[0][0] == seat)
        color = SEAT_COLORS[seat % len(SEAT_COLORS)]
        surface.blit(sprites.seat_place(rect.size, color, bool(acting)), rect)
        if not own:
            style.draw_text(surface, self.name(seat), self.name_rect(seat), style.SMALL,
                            style.GOLD_LIGHT if acting else style.TEXT_LIGHT, bold=True, valign="center", max_lines=1)
        if seat == view.crown and not self.crown_moving:
            crown = sprites.crown(px(26 if own else 20))
            spot = crown.get_rect(center=self.crown_pos(seat))
            surface.blit(crown, spot)
            self.inspector.add_piece("crown", spot, sprites.crown, lambda: self.tell("inspect.crown", seat))
        spot = _gold(surface, view.gold[seat], self.gold_pos(seat), big=own)
        gold = view.gold[seat]
        self.inspector.add_piece(("gold", seat), spot, partial(sprites.coin, "gold"),
                                 lambda: self.tell("inspect.gold", seat, count=gold))
        if not (own and seat == self.viewer):
            spot = _hand_backs(surface, len(view.hands[seat]), self.hand_pos(seat))
            held = len(view.hands[seat])
            self.inspector.add_piece(("hand_backs", seat), spot, lambda h: sprites.card_back((h * BACK[0] // BACK[1], h)),
                                     lambda: self.tell_table("inspect.hand", seat, count=held), BACK)
        self._draw_characters(surface, view, seat, own)
        city = view.cities[seat]
        for card, tile in zip(city, self.tile_rects(seat, len(city))):
            if (seat, card) in self.hidden_tiles:
                continue
            sprites.blit_with_shadow(surface, district_tile(card, tile.size), tile.topleft, px(5), lift=px(2))
            self.inspect_district(("city", seat, card), tile, card, "city", seat)
        if own and not city:
            style.draw_text(surface, t("your_city") if seat == self.viewer else t("city_short"), self.city_area(seat),
                            style.SMALL, style.MUTED, valign="center")

    def _draw_characters(self, surface, view: CitadelsState, seat: int, own: bool) -> None:
        """Known characters as coloured labels ("4 King"), unknown ones as "?":
        a column in the viewer's place, beside the name in another's."""
        held = view.chars[seat]
        x, y = self.chars_pos(seat)
        pill_h = px(19)
        y = y - len(held) * (pill_h + px(3)) // 2 if own else y - pill_h // 2
        for character in held:
            if character is None:
                label = cards.pill("?", style.shade(style.MUTED, 0.45), pill_h)
            else:
                label = cards.pill(f"{character} {character_name(character)}", cards.CHARACTER_COLORS[character],
                                   pill_h)
            spot = label.get_rect(topleft=(x - (label.get_width() // 2 if own else 0), y))
            surface.blit(label, spot)
            if character is not None:
                self.inspect_character(("held", seat, character), spot, character, "held", seat)
            if character is not None and character == view.murdered:
                left = x - (label.get_width() // 2 if own else 0)
                pygame.draw.line(surface, cards.MURDER_RED, (left, y + pill_h // 2),
                                 (left + label.get_width(), y + pill_h // 2), px(3))
            if own:
                y += pill_h + px(3)
            else:
                x += label.get_width() + px(4)

    def _draw_middle(self, surface: pygame.Surface, view: CitadelsState) -> None:
        """The tray: the draft, or the character whose turn it is and the
        cards drawn to keep one."""
        tray = self.tray_rect
        surface.blit(cards.backing(tray.size), tray)
        if view.phase == "draft":
            self._draw_draft(surface, view)
            return
        if view.phase == "turns" and view.current is not None:
            rect = self.current_rect()
            sprites.blit_with_shadow(surface, character_card(view.called, rect.size), rect.topleft, 8, lift=5)
            self.inspect_character("current", rect, view.called, "current", view.current)
            caption = pygame.Rect(tray.left + px(12), tray.top + px(4), tray.w // 2 - px(20), px(26))
            style.draw_text(surface, t("current", character=character_name(view.called), name=self.name(view.current)),
                            caption, style.BODY, style.GOLD_LIGHT, bold=True, max_lines=1)
            power = pygame.Rect(rect.right + px(12), rect.top, px(250), tray.bottom - px(8) - rect.top)
            if view.drawn:
                power.w = min(power.w, self.drawn_rects(len(view.drawn))[0].left - px(140) - power.left)
            style.draw_text(surface, t(f"power.{view.called}"), power, style.SMALL, min_size=style.MIN_TEXT)
        if view.drawn:
            rects = self.drawn_rects(len(view.drawn))
            caption = t("drawn") if view.current == self.viewer else t("drawn_other", name=self.name(view.current))
            box = pygame.Rect(rects[0].left - px(132), tray.top + px(8), px(120), tray.h - px(16))
            style.draw_text(surface, caption, box, style.SMALL, style.GOLD_LIGHT, bold=True, align="right",
                            valign="center")
            built = view.cities[view.current]
            for card, rect in zip(view.drawn, rects):
                image = district_card(card, rect.size) if card is not None else sprites.card_back(rect.size)
                sprites.blit_with_shadow(surface, image, rect.topleft, 8, lift=4)
                if card is not None:
                    self.inspect_district(("drawn", card), rect, card, "drawn")
                if card is not None and card in built:  # a second one could never be built
                    tag = cards.ribbon(t("already_built"), style.shade(style.MUTED, 0.5), rect.w - 4)
                    surface.blit(tag, tag.get_rect(midbottom=(rect.centerx, rect.bottom - 2)))

    def _draw_draft(self, surface: pygame.Surface, view: CitadelsState) -> None:
        tray = self.tray_rect
        picker = view.steps[0][0] if view.steps else None
        if picker == self.viewer and view.pool and view.pool[0] is not None:
            title = t("draft.offer")
        else:
            title = t("draft.choosing", name=self.name(picker))
        style.draw_text(surface, title, self.tray_caption_rect(), style.BODY, style.GOLD_LIGHT, bold=True,
                        valign="center", max_lines=1)
        rects = self.draft_rects(len(view.pool))
        # every card shows its power, or none does (the tip over a card always tells it)
        powers = bool(rects) and all(cards.power_fits(t(f"power.{c}"), rects[0].size) for c in view.pool if c)
        for character, rect in zip(view.pool, rects):
            if character is None:
                image = sprites.card_back(rect.size)
            else:
                image = character_card(character, rect.size, powers)
                self.inspect_character(("offered", character), rect, character, "offered")
            sprites.blit_with_shadow(surface, image, rect.topleft, 8, lift=4)
        aside = [(c, True) for c in view.face_up] + [(None, False)] * len(view.face_down)
        arects = self.aside_rects(len(aside))
        if arects:
            caption = self.tray_caption_rect()
            box = pygame.Rect(caption.right + px(8), caption.top, tray.right - px(12) - caption.right - px(8),
                              caption.h)
            style.draw_text(surface, t("draft.set_aside"), box, style.SMALL, style.MUTED, align="right",
                            valign="center", max_lines=1)
        for (character, up), rect in zip(aside, arects):
            image = character_card(character, rect.size) if up else sprites.card_back(rect.size)
            sprites.blit_with_shadow(surface, image, rect.topleft, 5, lift=2)
            if up:
                self.inspect_character(("aside", character), rect, character, "aside")

    def _draw_hand(self, surface: pygame.Surface, view: CitadelsState) -> None:
        if self.viewer is None:
            note = style.text(t("spectator"), style.SMALL, style.MUTED)
            surface.blit(note, note.get_rect(center=self.hand_area.center))
            return
        hand = _without(view.hands[self.viewer], self.hidden_hand)
        for index, (card, rect) in enumerate(zip(hand, self.hand_rects(len(hand)))):
            sprites.blit_with_shadow(surface, district_card(card, rect.size), rect.topleft, 8)
            self.inspect_district(("hand", index), rect, card, "hand")
        if not hand:
            note = style.text(t("empty_hand"), style.SMALL, style.MUTED)
            surface.blit(note, note.get_rect(center=self.hand_area.center))

    # --- seat panels -----------------------------------------------------------------------------
    def seat_numbers(self, view: CitadelsState, seat: int):
        """Gold, hand, city size and the score so far (districts and bonuses)."""
        return [("coin:gold", view.gold[seat]), ("card", len(view.hands[seat])),
                (t("city_short"), len(view.cities[seat])), (t("score_short"), RULES.city_score(view, seat)["total"])]

    def seat_number_caption(self, view: CitadelsState, seat: int, kind: str, value) -> str | None:
        if kind == "coin:gold":
            return self.tell("inspect.gold", seat, count=value)
        if kind == t("city_short"):
            return self.tell("inspect.city_size", seat, count=value)
        if kind == t("score_short"):
            parts = score_text(RULES.city_score(view, seat), view.first_complete == seat)
            return self.tell("inspect.score", seat, count=value, parts=parts)
        return super().seat_number_caption(view, seat, kind, value)

    def seat_status(self, view: CitadelsState, seat: int) -> str:
        known = [character_name(c) for c in view.chars[seat] if c is not None]
        if seat == view.crown:
            known.insert(0, t("status.crown"))
        return " · ".join(known)

    # --- events: log lines ------------------------------------------------------------------------
    def describe(self, event: Event) -> str | None:
        if self._against_your_character(event):
            return t(f"log.{event.kind}_you", character=character_name(event.character))
        return log.describe(event, t, self.name, animated=True, viewer=self.reader)

    def done_to(self, event: Event) -> tuple[int, ...]:
        return (self.reader,) if self._against_your_character(event) else log.done_to(event)

    def _against_your_character(self, event: Event) -> bool:
        """A murder or robbery of a character the one looking holds (only
        they know it is theirs)."""
        return (event.kind in ("murder", "rob") and self.reader is not None
                and event.character in self.shown_view.chars[self.reader])

    # --- events: animations ------------------------------------------------------------------------
    def animations_for(self, event: Event):
        handler = getattr(self, f"_animate_{event.kind}", None)
        return handler(event) if handler else None

    def banner(self, text: str, color=style.GOLD_LIGHT, hold: float = 0.5):
        return flights.pop_banner(self.stage, sprites.banner(text, style.rgb(color)), self.tray_rect.center, hold)

    def _animate_round_start(self, event: Event):
        return self.banner(t("banner.round", round=event.round), hold=0.35)

    def _animate_set_aside(self, event: Event):
        character = event.get("character")
        size = self.aside_rects(1)[0].size
        if event.get("seat") is None and event.face_up:
            image = character_card(character, size)
        else:
            image = sprites.card_back(size)
        start = self.tray_rect.center if event.get("seat") is not None else self.deck_pos
        end = self.aside_rects(1)[0].center
        return flights.fly(self.stage, image, start, end, 0.25, stay=False)

    def _animate_draft_pick(self, event: Event):
        character = event.get("character")
        size = (px(SMALL_CARD[0]), px(SMALL_CARD[1]))
        image = character_card(character, size) if character is not None else sprites.card_back(size)
        end = self.chars_pos(event.seat)
        return Parallel(Call(lambda: self.sound("card")),
                        flights.fly(self.stage, image, self.tray_rect.center, end, 0.3, stay=False))

    def _animate_call(self, event: Event):
        rect = self.track_rects[event.character - 1]
        if event.seat is None:
            return None
        face = character_card(event.character, rect.size)
        turn = flights.turn_over(self.stage, sprites.card_back(rect.size), face, rect.center)
        text = t("banner.called", character=character_name(event.character), name=self.name(event.seat))
        return Sequence(Call(lambda: self.sound("card")), turn, self.banner(text, hold=0.45))

    def _animate_reveal(self, event: Event):
        rect = self.track_rects[event.character - 1]
        return flights.turn_over(self.stage, sprites.card_back(rect.size),
                                 character_card(event.character, rect.size), rect.center)

    def _animate_gold(self, event: Event):
        start = self.bank_pos if event.payer is None else self.gold_pos(event.payer)
        end = self.bank_pos if event.payee is None else self.gold_pos(event.payee)
        coin = sprites.coin("gold", px(22))
        count = max(1, min(event.amount, 6))
        coins = [flights.fly(self.stage, coin, start, end, 0.35, shadow=False, layer=3, stay=False)
                 for _ in range(count)]
        return Parallel(Call(lambda: self.sound("coin")), stagger(coins, 0.06))

    def _animate_crown(self, event: Event):
        self.crown_moving = True
        return flights.fly(self.stage, sprites.crown(px(30)), self.crown_pos(event.payer), self.crown_pos(event.payee),
                           0.5, layer=4)

    def _animate_draw(self, event: Event):
        seat = event.seat
        cards_seen = event.get("cards")
        if not event.count:
            return None
        if seat == self.viewer and cards_seen:
            if self.shown_view.current == seat and event.reason == "resource" and "library" not in \
                    self.shown_view.cities[seat] and event.count > 1:
                ends = [r.center for r in self.drawn_rects(event.count)]
            else:
                ends = [self.hand_area.center] * event.count
            images = [district_card(c, self.hand_card) for c in cards_seen]
        else:
            ends = [self.hand_pos(seat)] * event.count
            images = [sprites.card_back((px(BACK[0]), px(BACK[1])))] * event.count
        flies = [flights.fly(self.stage, image, self.deck_pos, end, 0.35, stay=seat == self.viewer)
                 for image, end in zip(images, ends)]
        return Parallel(Call(lambda: self.sound("card")), stagger(flies, 0.08))

    def _animate_discard(self, event: Event):
        start = self.hand_pos(event.seat)
        card = event.get("card")
        if card is None:  # another seat's card, going face down under the deck
            return flights.fly(self.stage, sprites.card_back((px(BACK[0]), px(BACK[1]))), start, self.deck_pos, 0.3, stay=False)
        if event.seat == self.viewer and card in self.shown_view.hands[event.seat]:
            hand = self._hand_shown()
            if card in hand:
                start = self.hand_rects(len(hand))[hand.index(card)].center
                self.hidden_hand.append(card)
        return flights.fly(self.stage, district_tile(card, (px(110), px(24))), start, self.deck_pos, 0.3, stay=False)

    def _animate_build(self, event: Event):
        seat, card = event.seat, event.card
        city = self.shown_view.cities[seat]
        target = self.tile_rects(seat, len(city) + 1)[-1]
        start = self.hand_pos(seat)
        hand = self._hand_shown() if seat == self.viewer else []
        if card in hand:
            start = self.hand_rects(len(hand))[hand.index(card)].center
            self.hidden_hand.append(card)
        return Parallel(Call(lambda: self.sound("card")),
                        flights.fly(self.stage, district_tile(card, target.size), start, target.center, 0.45))

    def _animate_destroy(self, event: Event):
        city = self.shown_view.cities[event.target]
        if event.card not in city:
            return None
        rect = self.tile_rects(event.target, len(city))[city.index(event.card)]
        self.hidden_tiles.add((event.target, event.card))
        return Parallel(Call(lambda: self.sound("chip")),
                        flights.shake_and_fade(self.stage, district_tile(event.card, rect.size), rect.center))

    @staticmethod
    def _stamp(kind: str, rect: pygame.Rect) -> tuple[pygame.Surface, tuple[int, int]]:
        """The "murdered" or "robbed" stamp for the character card at `rect`
        and where it goes: across the picture, inside the card."""
        colour, picture = (cards.MURDER_RED, "citadels.assassin") if kind == "murdered" \
            else (cards.ROBBED_AMBER, "citadels.thief")
        mark = cards.stamp(t(f"mark.{kind}"), colour, (rect.w - px(2), round(rect.h * STAMP_BAND)), picture)
        return mark, (rect.centerx, rect.top + round(rect.h * STAMP_HEIGHT))

    def _animate_murder(self, event: Event):
        return flights.stamp_down(self.stage, *self._stamp("murdered", self.track_rects[event.character - 1]))

    def _animate_rob(self, event: Event):
        return flights.stamp_down(self.stage, *self._stamp("robbed", self.track_rects[event.character - 1]))

    def _animate_swap_hands(self, event: Event):
        back = sprites.card_back((px(BACK[0]), px(BACK[1])))
        a, b = self.hand_pos(event.seat), self.hand_pos(event.other)
        return Parallel(Call(lambda: self.sound("card")),
                        flights.fly(self.stage, back, a, b, 0.45, stay=False),
                        flights.fly(self.stage, back, b, a, 0.45, stay=False))

    def _animate_city_complete(self, event: Event):
        return self.banner(t("banner.city_complete", name=self.name(event.seat)), hold=0.7)

    def _animate_game_over(self, event: Event):
        return self.banner(t("banner.game_over"), hold=0.8)

    def _hand_shown(self) -> list[str]:
        if self.viewer is None:
            return []
        return _without(self.shown_view.hands[self.viewer], self.hidden_hand)


# --- little pictures -------------------------------------------------------------------------------
def _without(cards_in_hand: list, gone: list) -> list:
    """The hand minus the cards (one copy each) flying away just now."""
    hand = list(cards_in_hand)
    for card in gone:
        if card in hand:
            hand.remove(card)
    return hand


def _income(view: CitadelsState, seat: int) -> int:
    from game.citadels.rules import district_income
    return district_income(view.cities[seat], view.called)


def _label_value(surface: pygame.Surface, label: str, value: int, midleft) -> pygame.Rect:
    """A number over its label ("23" over "Deck"); where they lie."""
    number = style.text(str(value), style.BODY, style.TEXT_LIGHT, True)
    caption = style.text(label, max(style.MIN_TEXT, style.SMALL - 2), style.MUTED)
    x, y = midleft
    return surface.blit(number, (x, y - number.get_height() + px(4))).union(surface.blit(caption, (x, y + px(2))))


def _gold(surface: pygame.Surface, amount: int, center, big: bool = False) -> pygame.Rect:
    """A seat's gold: a little pile of coins and the amount; where it lies."""
    coin = sprites.coin("gold", px(24 if big else 18))
    x, y = center
    shown = min(amount, 5)
    drawn = coin.get_rect(center=(x - px(6), y))
    for i in range(shown):
        drawn.union_ip(surface.blit(coin, coin.get_rect(center=(x - px(6) + i * px(3), y - i * px(2)))))
    if not shown:
        empty = cards.faded("gold", coin.get_width())
        surface.blit(empty, empty.get_rect(center=(x - px(6), y)))
    number = style.text(str(amount), style.BODY if big else style.SMALL, style.GOLD_LIGHT, True)
    return drawn.union(surface.blit(number, number.get_rect(midleft=(x + px(10) + shown * px(3), y))))


def _hand_backs(surface: pygame.Surface, count: int, center) -> pygame.Rect:
    """Another seat's hand: a few card backs and the count; where it lies."""
    back = sprites.card_back((px(16), px(22)))
    x, y = center
    drawn = back.get_rect(center=(x - px(12), y))
    for i in range(min(count, 4)):
        drawn.union_ip(surface.blit(back, back.get_rect(center=(x - px(12) + i * px(4), y))))
    number = style.text(str(count), style.SMALL, style.TEXT_LIGHT, True)
    return drawn.union(surface.blit(number, number.get_rect(midleft=(x + px(6) + min(count, 4) * px(4), y))))
