"""Dragon's Lair events in words: the game log of the table and the terminal.

`t(key, **values)` translates within the ``dragons_lair`` namespace and
`name_of(seat)` names a seat, so the same sentences serve the screen (its
python-i18n) and the terminal (`game.text.Translator`).
"""
from __future__ import annotations

from typing import Callable

from game.core import Event
from game.dragons_lair import data
from game.text import Translate


def card_name(card: str, t: Translate) -> str:
    """A card in words ("the queen of hearts" style: the screen's font has
    no suit symbols)."""
    if card == data.SMALL_DRAGON:
        return t("card.small_dragon")
    if card == data.BIG_DRAGON:
        return t("card.big_dragon")
    return t("card.named", rank=t(f"rank.{card[:-1]}"), suit=t(f"suit.{card[-1]}"))


def describe(event: Event, t: Translate, name_of: Callable[[int], str], animated: bool = False) -> str | None:
    """The log line for `event` as its reader sees it.  `animated`: the
    reader also watches the table, whose animations alone tell chips
    moving, votes being sealed and the maze changing; those get no line."""
    kind = event.kind

    def name(seat: int | None) -> str:
        return name_of(seat) if seat is not None else ""

    who = name(event.get("seat"))
    if kind == "round_start":
        return t("log.round_start", round=event.round, name=name(event.first))
    if kind == "place":
        card = event.get("card")
        end = t(f"end.{event.end}")
        if card is not None:
            return t("log.place_known", name=who, card=card_name(card, t), end=end)
        key = "log.place" if event.from_hand else "log.place_blind"
        return t(key, name=who, end=end)
    if kind == "commit":
        return t("log.commit", name=who, amount=event.amount)
    if kind == "leader":
        return t("log.leader", name=who, amount=event.amount)
    if kind == "key":
        return t("log.key", name=who, card=card_name(event.card, t))
    if kind == "marker" and event.by_choice:
        return t("log.marker", name=who, room=event.room + 1)
    if kind == "leave":
        return t("log.forced_leave" if event.forced else "log.leave", name=who, amount=event.travel_back)
    if kind == "votes_revealed":
        stay = [name(s) for s, c in zip(event.seats, event.choices) if c == "stay"]
        return t("log.votes", stay=", ".join(stay) or "—")
    if kind == "flip":
        return t("log.flip", name=who, room=event.room + 1, card=card_name(event.card, t))
    if kind == "clue":
        return t("log.clue", steps=event.steps, direction=t(f"end.{event.direction}"))
    if kind == "dead_end":
        return t("log.dead_end")
    if kind == "dragon":
        return t(f"log.dragon_{event.size}", name=name(event.brave))
    if kind == "treasure_split":
        return t("log.treasure", card=card_name(event.card, t), value=event.value, left=event.pool_left)
    if kind == "draw":
        return t("log.draw", name=who)
    if kind == "discard_hand":
        return t("log.discard_hand", name=who, count=len(event.cards))
    if kind == "eliminated":
        return t("log.eliminated", name=who)
    if kind == "everyone_left":
        return t("log.everyone_left")
    if kind == "key_match":
        return t("log.key_match", name=name(event.brave))
    if kind == "game_over":
        return t("log.game_over")
    if animated:
        return None
    return _shown_by_animation(event, t, who)


def _shown_by_animation(event: Event, t: Translate, who: str) -> str | None:
    """Lines for the events the table tells with animations only."""
    kind = event.kind
    if kind == "chips":
        return t(f"log.chips.{event.source}_{event.target}", name=who, amount=event.amount)
    if kind == "marker":
        return t("log.marker_moved", room=event.room + 1)
    if kind == "brave":
        return t("log.brave", name=who)
    if kind == "vote_sealed":
        return t("log.vote_sealed", name=who)
    if kind == "nothing_to_place":
        return t("log.nothing_to_place", name=who)
    if kind == "draw_empty":
        return t("log.draw_empty", name=who)
    if kind == "maze_built":
        return t("log.maze_built", size=event.maze_size)
    if kind == "maze_cleared":
        return t("log.maze_cleared", size=event.maze_size)
    if kind == "key_discarded":
        return t("log.key_discarded", card=card_name(event.card, t))
    if kind == "maze_dealt":
        return t("log.maze_dealt", count=event.count, size=event.maze_size)
    if kind == "round_end":
        return t("log.round_end", round=event.round, pool=event.pool)
    return None
