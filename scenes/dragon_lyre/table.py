"""The Dragon & Lyre table: the toolkit's hooks wired to the title's parts
(`layout` places things, `draw` draws a view, `words` words it, `pieces`
are the cards, `motion` moves the events and `follow` lands them on the
shown view), and the decision being made.

Choices: a hero in hand, then a row card to capture (a row card clicked
straight away is captured by the hero the hand misses least); a rival's
artifact or territory to attack; the prophet button, then any row card;
recall from the prompt bar, then the heroes to take back from the used
pile; sealed heroes in setup and fights by clicking them in hand.
"""
from __future__ import annotations

from collections import Counter

import pygame

from game.core import Action, Decision
from game.dragon_lyre import data
from game.dragon_lyre.rules import ACTION, FIGHT, RECALL, REINFORCE, SETUP, TIE_FIGHT, LyreState
from scenes.dragon_lyre import draw, follow, layout, motion, words
from scenes.dragon_lyre.words import t
from scenes.table.base import FeltPart, Target, TableScene, parts_by_steps


class Table(TableScene):
    changes = follow.CHANGES
    motions = motion.MOTIONS

    def __init__(self, app, match) -> None:
        self.selected: str | None = None      # the hand hero clicked before a row card
        self.prophet_mode = False             # the prophet called: any row card is taken
        super().__init__(app, match)

    @staticmethod
    def score_details(match) -> dict[int, str]:
        """Each seat's points by kind, for the results screen."""
        return words.score_details(match.view(None))

    @property
    def places(self) -> layout.Places:
        """Where everything lies now (the bottom seat changes with the one looking)."""
        return layout.places(tuple(self.table_rect), len(self.match.seats), self.bottom_seat,
                             layout.hands_shown(self.shown_view, self.bottom_seat))

    def t(self, key: str, **values) -> str:
        return t(key, **values)

    def on_view(self, view: LyreState) -> None:
        """A view shown whole (a new viewer, undo, load): no piece is in flight any more."""
        self.lifted, self.arriving = {}, []

    # --- the decision ------------------------------------------------------------------------
    def on_decision(self, decision: Decision, legal: list[Action]) -> None:
        self.selected = None
        self.prophet_mode = False

    # --- where the row, the hand and the recalled pile lie: in place through a turn ------------
    def row_rects(self, row: list[str]) -> list[pygame.Rect]:
        return self.steady_rects("row", row, self.places.row_rects)

    def row_center(self, view: LyreState, card: str) -> tuple[int, int]:
        """Where a card of the row lies (the row's middle once it has gone)."""
        return self.row_rects(view.row)[view.row.index(card)].center if card in view.row else self.places.row.center

    def hand_rects(self, hand: list[str]) -> list[pygame.Rect]:
        """The bottom seat's hand."""
        return self.steady_rects("hand", hand, self.places.hand_rects)

    def recall_rects(self, pile: list[str]) -> list[pygame.Rect]:
        """The used pile spread on the board to choose from."""
        return self.steady_rects("recall", pile, self.places.recall_rects)

    def shows_hidden_info(self, view: LyreState, seat: int) -> bool:
        return True   # every decision shows the seat's own hand

    def prompt_text(self, decision: Decision) -> str:
        return words.prompt_text(self.shown_view, decision, self.selected, self.prophet_mode, self.name)

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
            choices.append((t("action.prophet"), self._call_prophet, t("explain.prophet_mode")))
        choices += [(self.action_label(a), a) for a in legal if a.kind == "recall"]
        return choices

    def out_of_turn(self, view: LyreState, decision: Decision) -> str:
        return words.out_of_turn(view, decision, self.name)

    def explain_decision(self, decision: Decision, legal: list[Action]) -> str:
        return words.explain_decision(self.shown_view, decision, self.selected, self.prophet_mode)

    def explain_choice(self, action: Action) -> str:
        return words.explain_choice(action, self.shown_view, self.name)

    def action_label(self, action: Action) -> str:
        return words.action_label(action, self.shown_view, self.name) or super().action_label(action)

    def _cancel(self) -> None:
        self.selected = None
        self.prophet_mode = False

    def _call_prophet(self) -> None:
        self.selected = None
        self.prophet_mode = True

    def _select(self, hero: str) -> None:
        self.prophet_mode = False
        self.selected = None if self.selected == hero else hero
        self._show_prompt()

    # --- clicking the table ------------------------------------------------------------------
    def targets(self, view: LyreState, legal: list[Action]) -> list[Target]:
        if self.decision is None:
            return []
        kind, seat, places = self.decision.kind, self.decision.seat, self.places
        hand = view.hands[seat]
        hand_rects = self.hand_rects(hand) if seat == places.bottom else []
        if kind in (SETUP, FIGHT, TIE_FIGHT):
            by_hero = {a.hero: a for a in legal}
            return [Target(rect, by_hero[hero]) for hero, rect in zip(hand, hand_rects) if hero in by_hero]
        if kind == RECALL:
            by_hero = {a.hero: a for a in legal}
            pile = view.used[seat]
            return [Target(rect, by_hero[hero]) for hero, rect in zip(pile, self.recall_rects(pile)) if hero in by_hero]
        if kind != ACTION:
            return []
        row_rects = self.row_rects(view.row)
        if self.prophet_mode:
            by_card = {a.card: a for a in legal if a.kind == "prophet"}
            return [Target(rect, by_card[card]) for card, rect in zip(view.row, row_rects) if card in by_card]
        captures = [a for a in legal if a.kind == "capture"]
        found = [Target(rect, on_click=lambda h=hero: self._select(h), explanation=words.hero_line(hero))
                 if any(a.hero == hero for a in captures) else Target(rect, refusal=words.hero_refusal(hero))
                 for hero, rect in zip(hand, hand_rects)]
        for card, rect in zip(view.row, row_rects):
            options = [a for a in captures if a.card == card and self.selected in (None, a.hero)]
            found.append(Target(rect, best_capture(options, hand)) if options
                         else Target(rect, refusal=words.card_refusal(card, hand, self.selected)))
        if self.selected is None:
            for action in legal:
                if action.kind == "attack":
                    spot = places.capture_rects(action.defender, view.captured[action.defender]).get(action.card)
                    if spot:
                        found.append(Target(spot[1], action))
        return found

    def refusal_for(self, view: LyreState, key) -> str:
        if not isinstance(key, tuple) or key[0] not in ("row", "captured", "hand", "recall"):
            return ""
        return words.refusal_for(view, key[0], key[-1], self.decision.kind, self.decision.seat,
                                 self.prophet_mode or self.selected is not None)

    # --- drawing -----------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view: LyreState) -> None:
        draw.draw_table(surface, view, self.look(view))

    def look(self, view: LyreState) -> draw.Look:
        """What drawing `view` needs beside it."""
        recalling = self.decision.seat if self.decision is not None and self.decision.kind == RECALL else None
        bottom = self.places.bottom
        return draw.Look(self.places, self.name, self.tell, self.viewer, self.inspector, self.selected, recalling,
                         self.lifted, row_rects=self.row_rects(view.row), hand_rects=self.hand_rects(view.hands[bottom]),
                         recall_rects=self.recall_rects(view.used[recalling]) if recalling is not None else [])

    def felt_parts(self, felt: pygame.Rect) -> list[FeltPart]:
        """The felt cut into the deck and row (across the top), each
        rival's area, the own area and the hand ("felt"), each cut halfway
        through the gap between them: a part draws again only when a piece
        reaching into it (`draw.steps`: a fight's veil reaches over every
        area) shows something new."""
        places = self.places
        below_row = (places.row.bottom + places.others.top) // 2
        above_own = (places.others.bottom + places.own.top) // 2
        above_hand = (places.own.bottom + places.hand.top) // 2
        rivals = [places.area_rect(seat) for seat in places.across]
        rects = {"row": pygame.Rect(felt.left, felt.top, felt.w, below_row - felt.top)}
        if places.strips:
            cuts = [below_row] + [(a.bottom + b.top) // 2 for a, b in zip(rivals, rivals[1:])] + [above_own]
            rects.update({f"area {i + 1}": pygame.Rect(felt.left, top, felt.w, bottom - top)
                          for i, (top, bottom) in enumerate(zip(cuts, cuts[1:]))})
        else:
            cuts = [felt.left] + [(a.right + b.left) // 2 for a, b in zip(rivals, rivals[1:])] + [felt.right]
            rects.update({f"area {i + 1}": pygame.Rect(left, below_row, right - left, above_own - below_row)
                          for i, (left, right) in enumerate(zip(cuts, cuts[1:]))})
        rects["own area"] = pygame.Rect(felt.left, above_own, felt.w, above_hand - above_own)
        rects["felt"] = pygame.Rect(felt.left, above_hand, felt.w, felt.bottom - above_hand)
        return parts_by_steps(rects, lambda view: draw.steps(view, self.look(view)))

    # --- seat panels -------------------------------------------------------------------------
    def seat_numbers(self, view: LyreState, seat: int):
        return words.seat_numbers(view, seat)

    def seat_number_caption(self, view: LyreState, seat: int, kind: str, value) -> str | None:
        return words.seat_number_caption(self.tell, seat, kind, value)

    def seat_status(self, view: LyreState, seat: int) -> str:
        return words.seat_status(view, seat)

    # --- previews --------------------------------------------------------------------------
    def capture_preview(self) -> draw.Capture | None:
        """What the row card under the pointer would become: a capture,
        where and for how many points."""
        action = self.pointed_action()
        return draw.capture_preview(self.shown_view, self.places, self.decision.seat, action) if action else None

    def draw_preview(self, surface: pygame.Surface, action: Action) -> None:
        capture = draw.capture_preview(self.shown_view, self.places, self.decision.seat, action)
        if capture is not None:
            draw.draw_capture_preview(surface, self.places, capture)


def best_capture(options: list[Action], hand: list[str]) -> Action:
    """The capture whose hero the hand misses least: one of an attack
    type the hand holds most of."""
    types = Counter(data.ATTACK_OF[h] for h in hand)
    return max(options, key=lambda a: (types[data.ATTACK_OF[a.hero]], a.hero))
