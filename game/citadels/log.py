"""Citadels events in words: the game log of the table and the terminal.

`t(key, **values)` translates within the ``citadels`` namespace and
`name_of(seat)` names a seat, so the same sentences serve the screen (its
python-i18n) and the terminal (`game.text.Translator`).
"""
from __future__ import annotations

from typing import Callable

from game.citadels import data
from game.core import Event
from game.text import Teller, Translate


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
    return t("list_sep").join(parts)


def describe(event: Event, t: Translate, name_of: Callable[[int], str], animated: bool = False,
             viewer: int | None = None) -> str | None:
    """The log line for `event` as `viewer` reads it ("you" for their own
    seat).  `animated`: the reader also watches the table, where the cards
    put back under the deck and the end of a turn show by themselves;
    those get no line."""
    kind = event.kind
    tell = Teller(t, name_of, viewer)

    def name(seat: int | None) -> str:
        return tell.name(seat) if seat is not None else t("nobody")

    def character(number: int) -> str:
        return character_name(number, t)

    def district(card: str) -> str:
        return district_name(card, t)

    seat = event.get("seat")
    if kind == "round_start":
        return tell("log.round_start", round=event.round, crown=name(event.crown))
    if kind == "set_aside":
        if seat is None:
            if event.face_up:
                return tell("log.set_aside_up", character=character(event.character))
            return tell("log.set_aside_down")
        if event.get("character") is not None:
            return tell("log.set_aside_by_known", seat, character=character(event.character))
        return tell("log.set_aside_by", seat)
    if kind == "draft_pick":
        if event.get("character") is not None:
            return tell("log.pick_known", seat, character=character(event.character))
        return tell("log.pick", seat)
    if kind == "call":
        called = character(event.character)
        if seat is not None:
            return tell("log.call", character=called, player=name(seat))
        return tell("log.call_murdered" if event.murdered else "log.call_nobody", character=called)
    if kind == "gold":
        reason = t(f"reason.{event.reason}")
        if event.reason == "robbed":
            key = "log.robbed_you" if tell.is_you(event.payer) else "log.robbed"
            return tell(key, thief=name(event.payee), victim=name(event.payer), count=event.amount)
        if event.payer is None:
            key = "log.gold_gain" if event.amount else "log.bank_empty"
            return tell(key, event.payee, amount=event.amount, reason=reason)
        return tell("log.gold_pay", event.payer, amount=event.amount, reason=reason)
    if kind == "crown":
        return tell("log.crown", player=name(event.payee))
    if kind == "draw":
        reason = t(f"reason.{event.reason}")
        if event.get("cards"):
            names = t("list_sep").join(district(c) for c in event.cards)
            return tell("log.draw_known", seat, cards=names, reason=reason)
        return tell("log.draw", seat, count=event.count, reason=reason)
    if kind == "keep":
        if event.get("card") is not None:
            return tell("log.keep_known", seat, card=district(event.card))
        return tell("log.keep", seat)
    if kind == "discard" and event.reason in ("magician", "laboratory"):
        if event.get("card") is None:
            return tell("log.discard_unseen", seat)
        return tell("log.discard", seat, card=district(event.card))
    if kind == "build":
        return tell("log.build", seat, card=district(event.card), cost=event.cost)
    if kind == "city_complete":
        return tell("log.city_complete", seat)
    if kind in ("murder", "rob"):
        return tell(f"log.{kind}", character=character(event.character))
    if kind == "swap_hands":
        return tell("log.swap_hands", magician=name(seat), other=name(event.other))
    if kind == "destroy":
        key = "log.destroy_yours" if tell.is_you(event.target) else "log.destroy"
        return tell(key, warlord=name(seat), owner=name(event.target), card=district(event.card))
    if kind == "graveyard":
        return tell("log.graveyard_take" if event.taken else "log.graveyard_pass", seat, card=district(event.card))
    if kind == "reveal":
        return tell("log.reveal", seat, character=character(event.character))
    if kind == "round_end":
        return tell("log.round_end", round=event.round)
    if kind == "score":
        fields = {"districts": event.districts, "colours": event.colours, "completion": event.completion}
        details = score_text(fields, event.completion == data.FIRST_COMPLETE_BONUS, t)
        return tell("log.score", player=name(seat), count=event.total, details=details)
    if kind == "game_over":
        return tell("log.game_over")
    if animated:
        return None
    if kind == "discard":
        if event.reason == "draw":
            return tell("log.discard_drawn", seat)
        return tell("log.discard_destroyed", card=district(event.card))
    if kind == "turn_end":
        return tell("log.turn_end", seat, character=character(event.character))
    if kind == "offer":
        joined = t("log.offer_joined") if event.joined else ""
        if event.get("pool") is not None:
            names = t("list_sep").join(character(c) for c in sorted(event.pool))
            return tell("log.offer_known", seat, characters=names, joined=joined)
        return tell("log.offer", seat, joined=joined)
    if kind == "new_hand":
        if event.get("cards"):
            return tell("log.new_hand_known", seat, cards=t("list_sep").join(district(c) for c in event.cards))
        return tell("log.new_hand", seat)
    return None


def done_to(event: Event) -> tuple[int, ...]:
    """The seats another player acted on in `event`: robbed of their gold,
    swapped hands with, a district destroyed (who holds a murdered or
    robbed character only its holder knows: see the table)."""
    if event.kind == "gold" and event.reason == "robbed":
        return (event.payer,)
    if event.kind == "swap_hands":
        return (event.other,)
    if event.kind == "destroy" and event.target != event.seat:
        return (event.target,)
    return ()
