"""What the Citadels table says: names, prompts, button labels, the lines
explaining a choice and the captions of things looked at.  Text only,
worded from the view, the decision and the seat looking
(`citadels.*` translations).
"""
from __future__ import annotations

from typing import Callable

from game.citadels import data, log
from game.citadels.rules import CitadelsState, destroy_cost, district_income
from game.core import Action, Decision
from scenes import i18n

#: What clicking a hand card does on a turn: build it, discard it for the
#: Laboratory's gold, or mark it for the Magician to discard.
BUILD, LABORATORY, MAGICIAN = "build", "laboratory", "magician"

#: The text for `citadels.<key>` in the current language.
t = i18n.remembered("citadels")

Names = Callable[[int | None], str]


def character_name(number: int) -> str:
    return log.character_name(number, t)


def district_name(card: str) -> str:
    return log.district_name(card, t)


def district_body(card: str) -> str:
    if data.colour(card) == data.PURPLE:
        return t(f"purple.{card}")
    return t("district_body", colour=t(f"colour.{data.colour(card)}"))


def power(number: int) -> str:
    return t(f"power.{number}")


def score_text(score: dict, first: bool) -> str:
    return log.score_text(score, first, t)


def income(view: CitadelsState) -> int:
    """What the character playing now earns from its colour's districts."""
    return district_income(view.cities[view.current], view.called)


def draws(key: str, city: list[str]) -> str:
    """`key` with how many districts drawing draws and keeps for a seat
    with `city` (the Observatory draws 3, the Library keeps them)."""
    drawn = 3 if "observatory" in city else 2
    kept = (2 if drawn == 3 else drawn) if "library" in city else 1
    return t(key, drawn=drawn, kept=kept) if kept < drawn else t(f"{key}_all", drawn=drawn)


# --- the prompt bar -----------------------------------------------------------------------
def prompt_text(decision: Decision, view: CitadelsState, kinds: set[str], mode: str, marked: int) -> str:
    """The question: what the decision asks, or on a turn the step it is
    at (`kinds`: the legal actions' kinds; `marked`: cards the Magician
    marked to discard)."""
    kind = decision.kind
    if kind in ("pick_character", "discard_character", "keep_card", "magician_discard"):
        return t({"pick_character": "prompt.pick", "discard_character": "prompt.discard",
                  "keep_card": "prompt.keep", "magician_discard": "prompt.magician_discard"}[kind])
    if kind == "graveyard":
        return t("prompt.graveyard", card=district_name(view.graveyard_card))
    character = character_name(view.called)
    if mode == LABORATORY:
        return t("prompt.laboratory")
    if mode == MAGICIAN:
        return t("prompt.magician_pick", count=marked)
    for step, key in (("murder", "assassin"), ("rob", "thief"), ("swap_hands", "magician")):
        if step in kinds:
            return t(f"prompt.{key}")
    if "take_gold" in kinds:
        return t("prompt.turn_start", character=character)
    if "destroy" in kinds:
        return t("prompt.warlord")
    if "build" in kinds:
        if view.builds_left > 1:
            return t("prompt.turn_build_many", character=character, count=view.builds_left)
        return t("prompt.turn_build", character=character)
    if "collect_income" in kinds:  # the income may yet pay for a district
        return t("prompt.turn_income", character=character, amount=income(view))
    seat = decision.seat
    if view.resource_taken and view.builds_left > 0 and any(card not in view.cities[seat] for card in view.hands[seat]):
        return t("prompt.turn_poor", character=character, gold=view.gold[seat])
    return t("prompt.turn_done", character=character)


def build_refusal(view: CitadelsState, seat: int, card: str) -> str:
    """Why a district in hand cannot be built now, in the order a player
    meets the rules: gold or cards are taken first, a turn builds one
    district (the Architect three), a city holds no two alike, and a
    district is paid in full."""
    name = district_name(card)
    if not view.resource_taken:
        return t("refuse.resources_first")
    if view.builds_left <= 0:
        return t("refuse.built_enough")
    if card in view.cities[seat]:
        return t("refuse.twin", card=name)
    return t("refuse.gold", card=name, cost=data.cost(card), gold=view.gold[seat])


def refusal_for(key: tuple, kind: str, legal_kinds: set[str]) -> str:
    """Why a card on the table is no choice in a decision of `kind`: a
    district in hand is built on your character's turn, once gold or cards
    are taken; a character on the track is named only by the Assassin or
    the Thief; a district in a city is destroyed only by the Warlord."""
    place = key[0]
    if place == "hand":
        first = {"pick_character": "hand_in_draft", "discard_character": "hand_in_draft", "keep_card": "keep_first",
                 "graveyard": "graveyard_first"}.get(kind)
        return t(f"refuse.{first}") if first else ""
    if place == "track":
        if kind in ("pick_character", "discard_character"):
            return t("refuse.track_in_draft")
        if "murder" in legal_kinds:
            return t("refuse.murder_self")
        return t("refuse.rob_which" if "rob" in legal_kinds else "refuse.track_power")
    if place == "city":
        return t("refuse.cannot_destroy" if "destroy" in legal_kinds else "refuse.city_warlord",
                 card=district_name(key[2]))
    return ""


#: Why a turn's button, offered earlier in the turn, is greyed out now (by its action's kind).
GONE = {"take_gold": "resources_taken", "draw_cards": "resources_taken", "collect_income": "income_taken",
        "smithy": "smithy_used", "end_turn": "resources_first_end"}


def refusal_for_gone(action: Action) -> str:
    return t(f"refuse.{GONE[action.kind]}") if action.kind in GONE else ""


def explain_decision(decision: Decision, view: CitadelsState, kinds: set[str], mode: str) -> str:
    """The line under the prompt: what the decision's choices do."""
    kind = decision.kind
    if kind in ("pick_character", "discard_character", "keep_card", "graveyard"):
        values = {"card": district_name(view.graveyard_card)} if kind == "graveyard" else {}
        return t(f"explain.{kind}", **values)
    if kind == "magician_discard" or mode == MAGICIAN:
        return t("explain.magician_mode")
    if mode == LABORATORY:
        return t("explain.laboratory_mode")
    for step in ("murder", "rob", "swap_hands", "take_gold", "destroy", "build"):   # as the prompt asks
        if step == "take_gold" and step in kinds:
            return draws("explain.resource_step", view.cities[decision.seat])
        if step in kinds:
            return t(f"explain.{step}_step")
    return t("explain.end_turn")


def explain_choice(action: Action, view: CitadelsState, decider: int | None, name: Names) -> str:
    """What `action` does, for the seat `decider` choosing it."""
    kind = action.kind
    if kind in ("pick", "set_aside", "murder", "rob"):
        return t("explain.character", character=character_name(action.character), power=power(action.character))
    if kind == "draw_cards":
        return draws("explain.draw_cards", view.cities[decider] if decider is not None else [])
    if kind in ("take_gold", "smithy", "end_turn", "graveyard_take", "graveyard_pass", "magician_done"):
        return t(f"explain.{kind}")
    if kind == "collect_income":
        colour = data.INCOME_COLOUR[view.called]
        return t("explain.income", amount=income(view), colour=t(f"explain.colour.{colour}"))
    if kind in ("build", "keep", "laboratory", "magician_discard"):
        card = action.card
        return t(f"explain.{kind}", card=district_name(card), cost=data.cost(card), body=district_body(card),
                 count=data.cost(card) + data.SCORING_BONUS.get(card, 0))
    if kind == "destroy":
        cost = destroy_cost(action.card, view.cities[action.seat])
        key = "explain.destroy_own" if action.seat == decider else "explain.destroy"
        return t(key, card=district_name(action.card), count=cost, name=name(action.seat))
    if kind == "swap_hands":
        return t("explain.swap_hands", name=name(action.seat), count=len(view.hands[action.seat]))
    return ""


def action_label(action: Action, view: CitadelsState, decider: int | None, name: Names) -> str | None:
    """A button's or a tip's words for `action` (None: the toolkit's)."""
    kind = action.kind
    if kind == "collect_income":
        return t("action.collect_income", amount=income(view))
    if kind == "magician_done":
        return t("action.magician_done", count=view.discarding)
    if kind in ("take_gold", "draw_cards", "smithy", "end_turn", "graveyard_take", "graveyard_pass"):
        return t(f"action.{kind}")
    if kind == "build":
        return t("action.build", card=district_name(action.card), cost=data.cost(action.card))
    if kind == "destroy":
        cost = destroy_cost(action.card, view.cities[action.seat])
        if action.seat == decider:
            return t("action.destroy_own", card=district_name(action.card), cost=cost)
        return t("action.destroy", name=name(action.seat), card=district_name(action.card), cost=cost)
    if kind in ("murder", "rob", "pick", "set_aside"):
        return t(f"action.{kind}", character=character_name(action.character))
    if kind == "swap_hands":
        return t("action.swap_hands", name=name(action.seat))
    if kind == "keep":
        return t("action.keep", card=district_name(action.card))
    if kind == "magician_discard":
        return t("action.discard", card=district_name(action.card))
    if kind == "laboratory":
        return t("action.lab_discard", card=district_name(action.card))
    return None


def tip(action: Action, label: str) -> str:
    """The tip over a thing on the table that `action` chooses: a
    character offered in the draft also says its power."""
    if action.kind in ("pick", "set_aside"):
        return f"{label} — {power(action.character)}"
    return label


# --- the table ---------------------------------------------------------------------------------
def track_caption(view: CitadelsState, number: int, viewer: int | None, name: Names) -> str:
    """A character on the calling track and what has happened to it this round."""
    notes = []
    turns = view.phase != "draft"
    if number in view.face_up:
        notes.append(t("inspect.track_note.set_aside"))
    elif turns and number in view.revealed and view.holder(number) is not None:
        holder = view.holder(number)
        form = "you" if holder == viewer else "other"
        notes.append(t(f"inspect.track_note.played_by.{form}", name=name(holder)))
    if number == view.murdered:
        notes.append(t("inspect.track_note.murdered"))
    if number == view.robbed:
        notes.append(t("inspect.track_note.robbed"))
    line = t("inspect.track", number=number, character=character_name(number))
    return t("inspect.with_notes", line=line, notes=t("list_sep").join(notes)) if notes else line


def seat_status(view: CitadelsState, seat: int) -> str:
    """The seat's panel line: the crown and the characters known to be its."""
    known = [character_name(c) for c in view.chars[seat] if c is not None]
    if seat == view.crown:
        known.insert(0, t("status.crown"))
    return " · ".join(known)


def draft_caption(view: CitadelsState, viewer: int | None, name: Names) -> str:
    picker = view.steps[0][0] if view.steps else None
    if picker == viewer and view.pool and view.pool[0] is not None:
        return t("draft.offer")
    return t("draft.choosing", name=name(picker))
