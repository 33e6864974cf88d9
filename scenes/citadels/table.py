"""The Citadels table: wires its parts to the table toolkit and holds the
decision being made.

The parts: `layout` (where things lie), `words` (what the table says),
`draw` and `pieces` (what things look like), `motion` (how each event
moves) and `follow` (how each event changes the shown view).

Choices are clicks where the thing is on the table (a character card in
the draft, a district in hand to build, a district in a city to destroy,
a character on the track to murder or rob, a player's place to swap hands
with, a drawn card to keep) and prompt-bar buttons for the rest.  On a
turn a hand card is clicked to build it, or, after the Laboratory's or
the Magician's button, to discard it (the Magician marks several, then
sends them together).
"""
from __future__ import annotations

import pygame

from game.citadels import RULES
from game.citadels.rules import CitadelsState, act
from game.core import Action, Decision, Event
from scenes.citadels import draw, follow, motion, pieces, words
from scenes.citadels.draw import Painter, draw_marked
from scenes.citadels.layout import Layout
from scenes.citadels.words import BUILD, LABORATORY, MAGICIAN, t
from scenes.citadels.words import district_name  # noqa: F401 (tests find it here)
from scenes.table.base import Target, TableScene


class Table(TableScene):
    changes = follow.CHANGES
    motions = motion.MOTIONS

    def __init__(self, app, match) -> None:
        self.mode = BUILD                   # what clicking a hand card does on a turn
        self.to_discard: list[int] = []     # hand cards the Magician marked to discard
        super().__init__(app, match)

    @staticmethod
    def score_details(match) -> dict[int, str]:
        """Each seat's score in parts (districts, colours, completion), for the results screen."""
        view = match.view(None)
        return {seat: words.score_text(match.rules.city_score(view, seat), view.first_complete == seat)
                for seat in range(len(match.seats))}

    # --- where things lie ------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        self._places = Layout(self.table_rect, len(self.match.seats))

    @property
    def places(self) -> Layout:
        """The layout, seated around the seat at the bottom now."""
        self._places.look_from(self.bottom_seat, self.viewer)
        return self._places

    def table_regions(self) -> dict[str, pygame.Rect]:
        return self.places.regions()

    @property
    def track_rects(self) -> list[pygame.Rect]:
        return self.places.track_rects

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        return self.places.hand_rects(count)

    _stamp = staticmethod(pieces.stamp)   # tests find it here

    # --- words --------------------------------------------------------------------------------
    def name(self, seat: int | None) -> str:
        return self.match.seats[seat].name if seat is not None else t("nobody")

    def t(self, key: str, **values) -> str:
        return t(key, **values)

    @property
    def decision_seat(self) -> int | None:
        return self.decision.seat if self.decision is not None else None

    def _kinds(self) -> set[str]:
        return {action.kind for action in self.legal}

    def prompt_text(self, decision: Decision) -> str:
        return words.prompt_text(decision, self.shown_view, self._kinds(), self.mode, len(self.to_discard))

    def out_of_turn(self, view: CitadelsState, decision: Decision) -> str:
        """The Graveyard's owner answers in another's Warlord turn."""
        if decision.kind != "graveyard" or view.current == decision.seat:
            return ""
        return t("cue.graveyard", name=self.name(view.current), card=words.district_name(view.graveyard_card))

    def explain_decision(self, decision: Decision, legal: list[Action]) -> str:
        return words.explain_decision(decision, self.shown_view, {a.kind for a in legal}, self.mode)

    def explain_choice(self, action: Action) -> str:
        return words.explain_choice(action, self.shown_view, self.decision_seat, self.name)

    def action_label(self, action: Action) -> str:
        label = words.action_label(action, self.shown_view, self.decision_seat, self.name)
        return label if label is not None else super().action_label(action)

    def seat_numbers(self, view: CitadelsState, seat: int):
        """Gold, city size and the score so far (districts and bonuses); the
        hand's size is on the seat's place, which leaves the panel room for
        the crown and two characters."""
        return [("coin:gold", view.gold[seat]), (t("city_short"), len(view.cities[seat])),
                (t("score_short"), RULES.city_score(view, seat)["total"])]

    def seat_number_caption(self, view: CitadelsState, seat: int, kind: str, value) -> str | None:
        if kind == "coin:gold":
            return self.tell("inspect.gold", seat, count=value)
        if kind == t("city_short"):
            return self.tell("inspect.city_size", seat, count=value)
        if kind == t("score_short"):
            parts = words.score_text(RULES.city_score(view, seat), view.first_complete == seat)
            return self.tell("inspect.score", seat, count=value, parts=parts)
        return super().seat_number_caption(view, seat, kind, value)

    def seat_status(self, view: CitadelsState, seat: int) -> str:
        return words.seat_status(view, seat)

    def describe(self, event: Event) -> str | None:
        if self._against_your_character(event):
            return t(f"log.{event.kind}_you", character=words.character_name(event.character))
        return super().describe(event)

    def done_to(self, event: Event) -> tuple[int, ...]:
        return (self.reader,) if self._against_your_character(event) else super().done_to(event)

    def _against_your_character(self, event: Event) -> bool:
        """A murder or robbery of a character the one looking holds (only
        they know it is theirs)."""
        return (event.kind in ("murder", "rob") and self.reader is not None
                and event.character in self.shown_view.chars[self.reader])

    # --- the decision being made ------------------------------------------------------------------
    def on_view(self, view: CitadelsState) -> None:
        self.stage.clear()
        self.lifted = {}
        self.arriving = []

    def on_decision(self, decision: Decision, legal: list[Action]) -> None:
        self._set_mode(BUILD)

    def _set_mode(self, mode: str) -> None:
        self.mode = mode
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
        self.invalidate("felt")
        self.sound("click")
        for action in steps:
            self._submit(seat, action)

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

    def targets(self, view: CitadelsState, legal: list[Action]) -> list[Target]:
        if self.decision is None:
            return []
        kind, seat, places = self.decision.kind, self.decision.seat, self.places
        if kind in ("pick_character", "discard_character"):
            by_character = {a.character: a for a in legal}
            rects = places.draft_rects(len(view.pool), len(view.face_up) + len(view.face_down))
            return [Target(rect, by_character[character]) for character, rect in zip(view.pool, rects)
                    if character in by_character]
        if kind == "keep_card":
            by_card = {a.card: a for a in legal}
            return [Target(rect, by_card[card]) for card, rect in zip(view.drawn, places.drawn_rects(len(view.drawn)))
                    if card in by_card]
        hand = view.hands[seat]
        if kind == "turn" and self.mode == MAGICIAN:
            return [Target(rect, on_click=lambda i=i: self._toggle_discard(i))
                    for i, rect in enumerate(places.hand_rects(len(hand)))]
        if kind == "turn":
            hand_kind = {BUILD: "build", LABORATORY: "laboratory"}[self.mode]
        else:
            hand_kind = "magician_discard" if kind == "magician_discard" else None
        by_card = {a.card: a for a in legal if a.kind == hand_kind}
        building = kind == "turn" and self.mode == BUILD
        found = [Target(rect, by_card[card]) if card in by_card
                 else Target(rect, refusal=words.build_refusal(view, seat, card))
                 for card, rect in zip(hand, places.hand_rects(len(hand))) if card in by_card or building]
        if building:
            found += self._power_targets(view, legal)
        return found

    def _power_targets(self, view: CitadelsState, legal: list[Action]) -> list[Target]:
        """A character on the track to murder or rob, a place to swap hands
        with, a district in a city to destroy."""
        places, found = self.places, []
        for action in legal:
            if action.kind in ("murder", "rob"):
                found.append(Target(places.track_rects[action.character - 1], action))
            elif action.kind == "swap_hands":
                found.append(Target(places.place_rect(action.seat), action))
            elif action.kind == "destroy":
                city = view.cities[action.seat]
                found += [Target(rect, action) for card, rect in zip(city, places.tile_rects(action.seat, len(city)))
                          if card == action.card]
        return found

    def refusal_for(self, view: CitadelsState, key) -> str:
        return words.refusal_for(key, self.decision.kind, self._kinds()) if isinstance(key, tuple) else ""

    def refusal_for_gone(self, action: Action) -> str:
        return words.refusal_for_gone(action) or super().refusal_for_gone(action)

    # --- previews ---------------------------------------------------------------------------------
    def preview(self) -> draw.Preview | None:
        """What the move under the pointer would do (a district's place in
        the city, its cost against the gold), if it is one that pays."""
        action = self.pointed_action()
        return draw.preview_of(self.shown_view, self.places, self.decision.seat, action) if action else None

    def draw_preview(self, surface: pygame.Surface, action: Action) -> None:
        preview = draw.preview_of(self.shown_view, self.places, self.decision.seat, action)
        if preview is not None:
            draw.cost_preview(surface, self.places, preview)

    # --- drawing -------------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view: CitadelsState) -> None:
        places = self.places
        Painter(view, places, self.inspector, self.name, self.tell, self.tell_table, self.viewer,
                self.lifted).table(surface)
        marked = []
        if self.mode == MAGICIAN and self.decision is not None:
            rects = places.hand_rects(len(view.hands[self.decision.seat]))
            marked = [rects[index] for index in self.to_discard]
        draw_marked(surface, marked)

    def target_caption(self, target: Target) -> str:
        """A character offered in the draft also says its power; a district
        to build says nothing, its preview showing where it lands and what
        it costs."""
        if target.action is None or target.refusal:
            return super().target_caption(target)
        if target.action.kind == "build":
            return ""
        return words.tip(target.action, self.action_label(target.action))
