"""Citadels events in words: the game log of the table and the terminal.

`t(key, **values)` translates within the ``citadels`` namespace and
`name_of(seat)` names a seat, so the same sentences serve the screen (its
python-i18n) and the terminal (`game.text.Translator`).
"""
from __future__ import annotations

from typing import Callable

from game.citadels import data
from game.core import Event
from game.text import Translate


def character_name(number: int, t: Translate) -> str:
    return t(f"character.{number}")


def district_name(card: str, t: Translate) -> str:
    return t(f"district.{card}")


def score_text(score: dict, first: bool, t: Translate) -> str:
    """"districts 18, five colours +3, first complete city +4"."""
    parts = [t("score.districts", points=score["districts"])]
    if score["colours"]:
        parts.append(t("score.colours", points=score["colours"]))
    if score["completion"]:
        parts.append(t("score.first" if first else "score.completion", points=score["completion"]))
    return ", ".join(parts)


def describe(event: Event, t: Translate, name_of: Callable[[int], str], animated: bool = False) -> str | None:
    """The log line for `event` as its reader sees it.  `animated`: the
    reader also watches the table, where the cards put back under the deck
    and the end of a turn show by themselves; those get no line."""
    kind = event.kind

    def name(seat: int | None) -> str:
        return name_of(seat) if seat is not None else t("nobody")

    def character(number: int) -> str:
        return character_name(number, t)

    def district(card: str) -> str:
        return district_name(card, t)

    who = name(event.get("seat"))
    if kind == "round_start":
        return t("log.round_start", round=event.round, name=name(event.crown))
    if kind == "set_aside":
        if event.get("seat") is None:
            if event.face_up:
                return t("log.set_aside_up", character=character(event.character))
            return t("log.set_aside_down")
        if event.get("character") is not None:
            return t("log.set_aside_by_known", name=who, character=character(event.character))
        return t("log.set_aside_by", name=who)
    if kind == "draft_pick":
        if event.get("character") is not None:
            return t("log.pick_known", name=who, character=character(event.character))
        return t("log.pick", name=who)
    if kind == "call":
        called = character(event.character)
        if event.seat is not None:
            return t("log.call", character=called, name=who)
        return t("log.call_murdered" if event.murdered else "log.call_nobody", character=called)
    if kind == "gold":
        reason = t(f"reason.{event.reason}")
        if event.reason == "robbed":
            return t("log.robbed", thief=name(event.payee), name=name(event.payer), amount=event.amount)
        if event.payer is None:
            return t("log.gold_gain", name=name(event.payee), amount=event.amount, reason=reason)
        return t("log.gold_pay", name=name(event.payer), amount=event.amount, reason=reason)
    if kind == "crown":
        return t("log.crown", name=name(event.payee))
    if kind == "draw":
        reason = t(f"reason.{event.reason}")
        if event.get("cards"):
            names = ", ".join(district(c) for c in event.cards)
            return t("log.draw_known", name=who, cards=names, reason=reason)
        return t("log.draw", name=who, count=event.count, reason=reason)
    if kind == "keep":
        if event.get("card") is not None:
            return t("log.keep_known", name=who, card=district(event.card))
        return t("log.keep", name=who)
    if kind == "discard" and event.reason in ("magician", "laboratory"):
        if event.get("card") is None:
            return t("log.discard_unseen", name=who)
        return t("log.discard", name=who, card=district(event.card))
    if kind == "build":
        return t("log.build", name=who, card=district(event.card), cost=event.cost)
    if kind == "city_complete":
        return t("log.city_complete", name=who)
    if kind in ("murder", "rob"):
        return t(f"log.{kind}", character=character(event.character))
    if kind == "swap_hands":
        return t("log.swap_hands", name=who, other=name(event.other))
    if kind == "destroy":
        return t("log.destroy", name=who, owner=name(event.target), card=district(event.card))
    if kind == "graveyard":
        key = "log.graveyard_take" if event.taken else "log.graveyard_pass"
        return t(key, name=who, card=district(event.card))
    if kind == "reveal":
        return t("log.reveal", name=who, character=character(event.character))
    if kind == "round_end":
        return t("log.round_end", round=event.round)
    if kind == "score":
        fields = {"districts": event.districts, "colours": event.colours, "completion": event.completion}
        details = score_text(fields, event.completion == data.FIRST_COMPLETE_BONUS, t)
        return t("log.score", name=who, total=event.total, details=details)
    if kind == "game_over":
        return t("log.game_over")
    if animated:
        return None
    if kind == "discard":
        if event.reason == "draw":
            return t("log.discard_drawn", name=who)
        return t("log.discard_destroyed", card=district(event.card))
    if kind == "turn_end":
        return t("log.turn_end", name=who, character=character(event.character))
    return None
