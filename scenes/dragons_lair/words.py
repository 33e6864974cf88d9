"""What the Dragon's Lair table says: prompts, button labels, the lines
explaining a choice, seat statuses and captions (text only).

`t(key, **values)` is the title's translation and `tell(key, seat,
**values)` words a sentence about a seat for the one looking ("You …" or
"Bo …"); both come from the table, so the words follow its language and
its viewer.
"""
from __future__ import annotations

from typing import Callable

from game.core import Action, Decision
from game.dragons_lair import data, log
from game.dragons_lair.rules import LairState
from game.text import capitalised

#: The decisions with one line under the prompt saying what their choices do.
EXPLAINED = ("place", "commit", "vote", "choose_room", "key_room", "direction", "key")
#: The phases of a running expedition, when a seat is the brave, explores or went home.
EXPEDITION = ("vote", "choose_room", "key_room", "direction", "key")


class Words:
    def __init__(self, t: Callable[..., str], tell: Callable[..., str]) -> None:
        self.t = t
        self.tell = tell

    # --- cards --------------------------------------------------------------------
    def card_name(self, card: str) -> str:
        return log.card_name(card, self.t)

    def card_meaning(self, card: str) -> str:
        """What `card` does in the maze ("7 of spades: a clue, 7 rooms to the right")."""
        t = self.t
        name = capitalised(self.card_name(card))
        if data.is_dragon(card):
            return t(f"explain.card.{'small' if card == data.SMALL_DRAGON else 'big'}_dragon", card=name)
        if data.is_treasure(card):
            return t("explain.card.treasure", card=name, count=data.treasure_value(card))
        return t(f"explain.card.clue_{data.colour_direction(card)}", card=name, count=data.clue_steps(card))

    def card_caption(self, caption: str, card: str, **values) -> str:
        """A card looked at large: what it is and where it lies
        (`inspect.<caption>`: in the hand, a room, the key, the discard pile)."""
        return self.t(f"inspect.{caption}", card=self.card_name(card), **values)

    # --- the prompt -----------------------------------------------------------------
    def prompt_text(self, view: LairState, decision: Decision, selected: str | None) -> str | None:
        """The question of `decision` (None: one the table toolkit words)."""
        t, seat, kind = self.t, decision.seat, decision.kind
        if kind == "place":
            if not view.hands[seat]:
                return t("prompt.place_blind")
            return t("prompt.place_selected" if selected else "prompt.place")
        if kind == "commit":
            return t("prompt.commit", chips=view.chips[seat])
        if kind == "vote":
            return t("prompt.vote", travel=view.travel[seat])
        if kind in ("choose_room", "key_room", "direction", "key"):
            return t(f"prompt.{kind}")
        return None

    def action_label(self, action: Action) -> str | None:
        """A button's label for `action` (None: one the table toolkit words)."""
        t, kind = self.t, action.kind
        if kind in ("place", "place_blind"):
            return t(f"action.place_{action.end}")
        if kind == "commit":
            return t("action.commit", amount=action.amount)
        if kind in ("stay", "leave", "key_from_pile"):
            return t(f"action.{kind}")
        if kind == "go":
            return t(f"action.go_{action.direction}")
        if kind == "enter":
            return t("action.enter", room=action.room + 1)
        if kind == "key":
            return capitalised(self.card_name(action.card))
        return None

    def all_in(self, chips: int) -> str:
        return self.t("action.all_in", amount=chips)

    def hint_place(self, action: Action) -> str:
        """A hint to place a card names the card and the end."""
        return self.t("action.hint_place", card=capitalised(self.card_name(action.card)),
                      end=self.action_label(action))

    def explain_decision(self, decision: Decision, legal: list[Action]) -> str:
        kind = decision.kind
        if kind == "place" and legal and legal[0].kind == "place_blind":
            return self.t("explain.place_blind")
        return self.t(f"explain.{kind}") if kind in EXPLAINED else ""

    def explain_choice(self, action: Action, travel: int) -> str:
        """What `action` does; `travel` is the deciding seat's travel money
        (which leaving takes back)."""
        kind = action.kind
        if kind == "commit":
            return self.t("explain.commit_amount", count=action.amount)
        if kind == "leave":
            return self.t("explain.leave", count=travel)
        if kind == "stay":
            return self.t("explain.stay")
        if kind == "key":
            return self.card_meaning(action.card)
        return ""

    # --- seats ------------------------------------------------------------------------
    def end_refusal(self) -> str:
        """Why an end of the maze takes nothing yet: a room is a card from
        the hand, chosen first."""
        return self.t("refuse.card_first")

    def commit_limit(self, end: str, chips: int) -> str:
        """Why the travel money goes no lower (one chip at least) or no
        higher (every chip the seat has)."""
        return self.t(f"refuse.{end}", count=chips)

    def room_refusal(self) -> str:
        """Why an opened room cannot be chosen: the marker goes on an unopened one."""
        return self.t("refuse.room_open")

    def refusal_for(self, place: str, kind: str) -> str:
        """Why a card in hand or a room of the maze is no choice in a
        decision of `kind`: hand cards go into the maze while it is built,
        at its ends; the leader alone chooses the room to enter."""
        if place == "hand":
            return self.t("refuse.hand_not_now")
        if place == "room":
            return self.t("refuse.room_place" if kind == "place" else "refuse.room_leader")
        return ""

    def seat_status(self, view: LairState, seat: int) -> str:
        t = self.t
        if not view.in_game[seat]:
            return t("status.out")
        if view.phase in EXPEDITION:
            if seat == view.brave and view.explorers[seat]:
                return t("status.brave")
            if view.explorers[seat]:
                return t("status.exploring")
            if view.commitments[seat] is not None:
                return t("status.left")
        if view.phase == "commit" and view.commitments[seat] is not None:
            return t("status.committed", amount=view.commitments[seat])
        return ""

    def seat_numbers(self, view: LairState, seat: int) -> list[tuple[str, object]]:
        """A seat's panel: its chips, hand cards and travel money."""
        return [("chip", view.chips[seat]), ("card", len(view.hands[seat])),
                (self.t("travel_short"), view.travel[seat])]

    def seat_number_caption(self, seat: int, kind: str, value) -> str | None:
        """What a number on a seat's panel is (None: the toolkit says)."""
        if kind == "chip":
            return self.tell("inspect.chips", seat, count=value)
        if kind == self.t("travel_short"):
            return self.tell("inspect.travel", seat, count=value)
        return None
