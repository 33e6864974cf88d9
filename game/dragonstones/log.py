"""Fist of Dragonstones events in words: the game log of the table and the
terminal.

`t(key, **values)` translates within the ``dragonstones`` namespace and
`name_of(seat)` names a seat, so the same sentences serve the screen (its
python-i18n) and the terminal (`game.text.Translator`).
"""
from __future__ import annotations

import re
from typing import Callable

from game.core import Event
from game.dragonstones.rules import bid_value
from game.text import Translate


def card_key(card: str) -> str:
    """Twin cards (dwarf_4, fairy_2) share their name and text."""
    return re.sub(r"_\d+$", "", card)


def card_name(card: str, t: Translate) -> str:
    return t(f"card.{card_key(card)}")


def what(item: str, count: int | None, t: Translate) -> str:
    """"3 gold", or just "gold" when the amount is secret."""
    return t(f"coins.{item}", count=count) if count is not None else t(f"item.{item}")


def describe(event: Event, t: Translate, name_of: Callable[[int], str], animated: bool = False) -> str | None:
    """The log line for `event` as its reader sees it.  `animated`: the
    reader also watches the table, whose own lines sum up the setup and
    the round-end returns, so those moves get no line."""
    kind = event.kind

    def name(seat: int | None) -> str:
        return name_of(seat) if seat is not None else ""

    who = name(event.get("seat"))
    card = card_name(event.card, t) if event.get("card") else ""
    if kind == "move":
        return _describe_move(event, t, name, animated)
    if kind == "round_start":
        specials = t("joiner").join(card_name(c, t) for c in event.specials)
        return t("log.round_start", round=event.round, specials=specials)
    if kind == "auction_start":
        return t("log.auction_start", card=card)
    if kind == "bid_sealed":
        return t("log.bid_sealed", name=who)
    if kind == "reveal":
        return t("log.reveal", bids=_bids_text(event.bids, t, name))
    if kind == "hand_chosen":
        return t("log.hand_chosen", name=who, hand=event.hand)
    if kind == "tie":
        names = t("joiner").join(name(s) for s in event.seats)
        return t("log.tie", value=event.value, names=names)
    if kind == "rebid_reveal":
        parts = [t("log.bid_part", name=name(s), value=silver * (2 if amulet else 1))
                 for s, silver, amulet in event.bids]
        return t("log.rebid_reveal", bids=t("list_sep").join(parts))
    if kind == "rebid_hands":
        parts = [t("log.bid_part", name=name(s), value=silver * (2 if amulet else 1))
                 for s, hands in event.bids for silver, amulet in hands]
        return t("log.rebid_hands", bids=t("list_sep").join(parts))
    if kind == "no_winner":
        return t(f"log.{event.reason}", card=card)
    if kind == "winner":
        return t("log.winner_cursed" if event.cursed else "log.winner", name=who, card=card)
    if kind in ("power", "keep", "card_drawn"):
        return t(f"log.{kind}", name=who, card=card)
    if kind == "illusionist":
        return t("log.illusionist", name=who)
    if kind == "points":
        key = "log.points_up" if event.delta > 0 else "log.points_down"
        return t(key, name=who, delta=abs(event.delta), total=event.total)
    if kind == "rainbow_draw":
        return t("log.rainbow_draw", name=who, colour=t(f"colour.{event.colour}"))
    if kind == "copy":
        return t("log.copy", name=who, card=card, copied=card_name(event.copied, t))
    if kind == "round_end":
        return t("log.round_end", round=event.round)
    if kind == "game_end":
        if event.winner is None:
            return t("log.game_end_limit")
        return t("log.game_end", name=name(event.winner))
    return None


def _bids_text(bids: tuple, t: Translate, name: Callable[[int], str]) -> str:
    parts = []
    for seat, hands in enumerate(bids):
        for fairy, gold, black, amulet in hands:
            value = bid_value({"fairy": fairy, "gold": gold, "amulet": amulet})
            extras = [t("log.bid_black")] * bool(black) + [t("log.bid_amulet")] * bool(amulet)
            text = t("log.bid_part", name=name(seat), value=value)
            parts.append(f"{text} ({', '.join(extras)})" if extras else text)
    return t("list_sep").join(parts)


def _describe_move(event: Event, t: Translate, name: Callable[[int], str], animated: bool) -> str | None:
    if animated and event.reason in ("setup", "round_end"):
        return None
    item, amount = event.item, event.get("amount")
    giver, taker = event.giver, event.taker
    if amount is None:
        return t("log.hidden", taker=name(taker), giver=name(giver), item=t(f"item.{item}"))
    coins = what(item, amount, t)
    if event.dest == "front":
        return t("log.front", name=name(giver), what=coins)
    if taker == "bank":
        key = "log.from_front" if event.source == "front" else "log.to_bank"
        if event.reason in ("bid", "rebid"):
            key = "log.pays"
        return t(key, name=name(giver), what=coins)
    if giver == "bank":
        return t("log.from_bank", name=name(taker), what=coins)
    if giver == taker:
        return t("log.behind_screen", name=name(giver), what=coins)
    return t("log.seat_to_seat", taker=name(taker), giver=name(giver), what=coins)
