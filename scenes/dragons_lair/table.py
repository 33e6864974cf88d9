"""The Dragon's Lair table: its parts wired together, and the decision
being made.

The parts: `layout` (where things lie), `words` (what is said), `draw`
(the still picture from a view), `pieces` (what things look like),
`motion` (how events move) and `follow` (how events change the shown
view; the toolkit lands each change as its motion ends).

Placing: click a hand card, then a maze end.  The first room and a key
room are clicked on the maze.  Travel money uses a stepper in the prompt
bar; votes and directions are buttons.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.core import Action, Decision
from game.dragons_lair.rules import LairState
from scenes.table.base import Target, TableScene
from scenes.table.piles import PileView
from scenes.dragons_lair import draw, follow, motion
from scenes.dragons_lair.layout import LairLayout
from scenes.dragons_lair.pieces import card_image
from scenes.dragons_lair.words import Words


class Table(TableScene):
    changes = follow.CHANGES
    motions = motion.MOTIONS

    def __init__(self, app, match) -> None:
        self.selected: str | None = None   # the hand card clicked, before its maze end
        self.commit_amount = 1             # the travel-money stepper
        self.vote_coins: list = []         # sealed and revealed votes lying on the plates (actors)
        self.words = Words(self.t, self.tell)
        super().__init__(app, match)

    # --- the parts ------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        self.places = LairLayout(self.table_rect, len(self.match.seats))

    def pictures_ahead(self, view: LairState) -> list[Callable[[], object]]:
        return motion.pictures_ahead()

    def table_regions(self) -> dict[str, pygame.Rect]:
        return self.places.regions()

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        return self.places.hand_rects(count)

    def card_name(self, card: str) -> str:
        return self.words.card_name(card)

    def draw_table(self, surface: pygame.Surface, view: LairState) -> None:
        view = draw.at_rest(view, self.lifted)
        places, words, inspector = self.places, self.words, self.inspector
        draw.header(surface, view, places, words, inspector)
        draw.discard_pile(surface, view, places, words, inspector,
                          lambda rect: self.add_pile(rect, self.discard_pile))
        if "maze" not in self.lifted:
            draw.maze(surface, view, places, words, inspector)
        if "marker" not in self.lifted:
            draw.marker(surface, view, places)
        if self.decision is not None and self.decision.kind == "place":
            draw.open_ends(surface, view, places, self.selected is not None or not view.hands[self.decision.seat])
        draw.party(surface, view, places, words, inspector, self.name, self.viewer)
        if self.viewer is not None and "hand" not in self.lifted:
            draw.hand(surface, view.hands[self.viewer], places, words, inspector, self.selected)

    def discard_pile(self) -> PileView:
        """The discard pile opened: every card in it, as the view shows it;
        while the leader picks a key, a click on one takes it."""
        cards = list(self.shown_view.discard)
        keys = {a.card: a for a in self.legal if a.kind == "key"} if self.decision is not None else {}
        return PileView(self.t("pile.title", count=len(cards)), cards, card_image,
                        self.t("pile.key_note") if keys else self.t("pile.note"), self.app.t("table.pile.close"),
                        set(keys), lambda card: self.submit(keys[card]))

    # --- state the table keeps between frames ------------------------------------------
    def on_view(self, view: LairState) -> None:
        self.stage.clear()
        self.lifted = {}
        self.arriving = []
        self.vote_coins = []

    def on_decision(self, decision: Decision, legal: list[Action]) -> None:
        self.selected = None
        if decision.kind == "commit":
            chips = self.shown_view.chips[decision.seat]
            self.commit_amount = max(1, min(chips, chips // 4 or 1))

    def shows_hidden_info(self, view: LairState, seat: int) -> bool:
        """Only a seat with hand cards or maze cards it placed has secrets
        on screen."""
        return bool(view.hands[seat]) or seat in view.known_by

    # --- the prompt ---------------------------------------------------------------------
    def prompt_text(self, decision: Decision) -> str:
        return self.words.prompt_text(self.shown_view, decision, self.selected) or super().prompt_text(decision)

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
            fewer = (("−", lambda: self._step_commit(-1)) if self.commit_amount > 1
                     else ("−", None, self.words.commit_limit("fewest", 1)))
            more = (("+", lambda: self._step_commit(1)) if self.commit_amount < chips
                    else ("+", None, self.words.commit_limit("most", chips)))
            choices = [fewer, more,
                       (self.action_label(Action("commit", amount=self.commit_amount)),
                        Action("commit", amount=self.commit_amount))]
            if self.commit_amount != chips:
                choices.append((self.words.all_in(chips), Action("commit", amount=chips)))
            return choices
        if kind in ("choose_room", "key_room"):
            return []
        if kind == "key":
            return [(self.action_label(a), a) for a in legal[-8:]]
        return [(self.action_label(a), a) for a in legal]

    def _step_commit(self, delta: int) -> None:
        chips = len(self.legal)
        self.commit_amount = max(1, min(chips, self.commit_amount + delta))

    def explain_decision(self, decision: Decision, legal: list[Action]) -> str:
        return self.words.explain_decision(decision, legal)

    def explain_choice(self, action: Action) -> str:
        travel = self.shown_view.travel[self.decision.seat] if self.decision else 0
        return self.words.explain_choice(action, travel)

    def action_label(self, action: Action) -> str:
        return self.words.action_label(action) or super().action_label(action)

    def hint_label(self, action: Action) -> str:
        if action.kind == "place":
            return self.words.hint_place(action)
        return super().hint_label(action)

    # --- clicking the table -----------------------------------------------------------
    def targets(self, view: LairState, legal: list[Action]) -> list[Target]:
        if self.decision is None:
            return []
        kind = self.decision.kind
        places = self.places
        found: list[Target] = []
        if kind == "place":
            hand = view.hands[self.decision.seat]
            for card, rect in zip(hand, places.hand_rects(len(hand))):
                found.append(Target(places.hand_card_at(rect, card == self.selected),
                                    on_click=lambda c=card: self._select(c),
                                    explanation=self.words.card_meaning(card)))
            slots = places.end_slots(len(view.maze))
            for action in legal:
                if action.kind == "place_blind" or action.card == self.selected:
                    found.append(Target(slots[action.end], action=action))
            if self.selected is None and legal and legal[0].kind == "place":
                found += [Target(slot, refusal=self.words.end_refusal()) for slot in slots.values()]
        elif kind in ("choose_room", "key_room"):
            rects = places.maze_rects(len(view.maze))
            by_room = {a.room: a for a in legal}
            found = [Target(rect, action=by_room[room]) if room in by_room
                     else Target(rect, refusal=self.words.room_refusal())
                     for room, rect in enumerate(rects) if room in by_room or view.face_up[room]]
        return found

    def refusal_for(self, view: LairState, key) -> str:
        return self.words.refusal_for(key[0], self.decision.kind) if isinstance(key, tuple) else ""

    def _select(self, card: str) -> None:
        self.selected = None if self.selected == card else card
        self._show_prompt()

    # --- seat panels ----------------------------------------------------------------------
    def seat_numbers(self, view: LairState, seat: int):
        return self.words.seat_numbers(draw.at_rest(view, self.lifted), seat)

    def seat_number_caption(self, view: LairState, seat: int, kind: str, value) -> str | None:
        return self.words.seat_number_caption(seat, kind, value) or super().seat_number_caption(view, seat, kind, value)

    def seat_status(self, view: LairState, seat: int) -> str:
        return self.words.seat_status(view, seat)

    # --- previews ------------------------------------------------------------------------
    def landing(self) -> tuple[str, pygame.Rect] | None:
        """The room the maze end under the pointer (or its button) would
        receive, and where it lies."""
        action = self.pointed_action()
        return draw.landing(self.shown_view, self.places, action) if action else None

    def draw_preview(self, surface: pygame.Surface, action: Action) -> None:
        """A room about to be placed, faint in its end of the maze."""
        landing = draw.landing(self.shown_view, self.places, action)
        if landing is not None:
            draw.placing_preview(surface, *landing)
