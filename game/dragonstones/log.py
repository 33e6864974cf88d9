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
from game.text import Teller, Translate, listed


def card_key(card: str) -> str:
    """Twin cards (dwarf_4, fairy_2) share their name and text."""
    return re.sub(r"_\d+$", "", card)


def card_name(card: str, t: Translate) -> str:
    return t(f"card.{card_key(card)}")


def what(item: str, count: int | None, t: Translate) -> str:
    """"3 gold", or just "gold" when the amount is secret."""
    return t(f"coins.{item}", count=count) if count is not None else t(f"item.{item}")


def describe(event: Event, t: Translate, name_of: Callable[[int], str], animated: bool = False,
             viewer: int | None = None) -> str | None:
    """The log line for `event` as `viewer` reads it ("you" for their own
    seat).  `animated`: the reader also watches the table, whose own lines
    sum up the setup and the round-end returns, so those moves get no line."""
    kind = event.kind
    tell = Teller(t, name_of, viewer)
    seat = event.get("seat")
    card = card_name(event.card, t) if event.get("card") else ""
    if kind == "move":
        return _describe_move(event, tell, animated)
    if kind == "round_start":
        specials = listed([card_name(c, t) for c in event.specials], t)
        return tell("log.round_start", round=event.round, specials=specials)
    if kind == "auction_start":
        return tell("log.auction_start", card=card)
    if kind == "reveal":
        return tell("log.reveal", bids=_bids_text(event.bids, tell))
    if kind == "hand_chosen":
        return tell("log.hand_chosen", seat, hand=event.hand)
    if kind == "tie":
        return tell("log.tie", value=event.value, names=tell.names(event.seats))
    if kind == "rebid_reveal":
        parts = [t("log.bid_part", bidder=tell.name(s), value=silver * (2 if amulet else 1))
                 for s, silver, amulet in event.bids]
        return tell("log.rebid_reveal", bids=t("list_sep").join(parts))
    if kind == "rebid_hands":
        parts = [t("log.bid_part", bidder=tell.name(s), value=silver * (2 if amulet else 1))
                 for s, hands in event.bids for silver, amulet in hands]
        return tell("log.rebid_hands", bids=t("list_sep").join(parts))
    if kind == "no_winner":
        return tell(f"log.{event.reason}", card=card)
    if kind == "winner":
        return tell("log.winner_cursed" if event.cursed else "log.winner", seat, card=card)
    if kind in ("power", "keep", "card_drawn"):
        return tell(f"log.{kind}", seat, card=card)
    if kind in ("bid_sealed", "illusionist"):
        return tell(f"log.{kind}", seat)
    if kind == "power_stage":   # the table asks; only a colour named is news to it
        if event.colour is not None:
            return tell("log.power_colour", seat, card=card, colour=t(f"colour.{event.colour}"))
        return None if animated else tell("log.power_stage", seat, card=card)
    if kind == "discarded":     # the table's discard pile shows it
        return None if animated else tell("log.discarded", cards=listed([card_name(c, t) for c in event.cards], t))
    if kind == "points":
        key = "log.points_up" if event.delta > 0 else "log.points_down"
        return tell(key, seat, count=abs(event.delta), total=event.total)
    if kind == "rainbow_draw":
        return tell("log.rainbow_draw", seat, colour=t(f"colour.{event.colour}"))
    if kind == "copy":
        return tell("log.copy", seat, card=card, copied=card_name(event.copied, t))
    if kind == "round_end":
        return tell("log.round_end", round=event.round)
    if kind == "game_end":
        if event.winner is None:
            return tell("log.game_end_limit")
        return tell("log.game_end", event.winner)
    return None


def _bids_text(bids: tuple, tell: Teller) -> str:
    t = tell.t
    parts = []
    for seat, hands in enumerate(bids):
        for fairy, gold, black, amulet in hands:
            value = bid_value({"fairy": fairy, "gold": gold, "amulet": amulet})
            extras = [t("log.bid_black")] * bool(black) + [t("log.bid_amulet")] * bool(amulet)
            text = t("log.bid_part", bidder=tell.name(seat), value=value)
            parts.append(t("log.bid_with", bid=text, extras=t("list_sep").join(extras)) if extras else text)
    return t("list_sep").join(parts)


def _describe_move(event: Event, tell: Teller, animated: bool) -> str | None:
    if animated and event.reason in ("setup", "round_end"):
        return None
    t = tell.t
    item, amount = event.item, event.get("amount")
    giver, taker = event.giver, event.taker
    if amount is None:
        if tell.is_you(giver):
            return tell("log.hidden_yours", taker=tell.name(taker), item=t(f"item.{item}"))
        return tell("log.hidden", taker, giver=tell.name(giver), item=t(f"item.{item}"))
    coins = what(item, amount, t)
    if event.dest == "front":
        return tell("log.front", giver, what=coins)
    if taker == "bank":
        key = "log.from_front" if event.source == "front" else "log.to_bank"
        if event.reason in ("bid", "rebid"):
            key = "log.pays"
        return tell(key, giver, what=coins)
    if giver == "bank":
        return tell("log.from_bank", taker, what=coins)
    if giver == taker:
        return tell("log.behind_screen", giver, what=coins)
    return tell("log.seat_to_seat", taker, giver=tell.name(giver), what=coins)


def done_to(event: Event) -> tuple[int, ...]:
    """The seats another player took something from (the Thief's stone,
    the Brigand's coins)."""
    if event.kind == "move" and isinstance(event.giver, int) and isinstance(event.taker, int) \
            and event.giver != event.taker:
        return (event.giver,)
    return ()
