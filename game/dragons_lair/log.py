"""Dragon's Lair events in words: the game log of the table and the terminal.

`t(key, **values)` translates within the ``dragons_lair`` namespace and
`name_of(seat)` names a seat, so the same sentences serve the screen (its
python-i18n) and the terminal (`game.text.Translator`).
"""
from __future__ import annotations

from typing import Callable

from game.core import Event
from game.dragons_lair import data
from game.text import Teller, Translate, capitalised


def card_name(card: str, t: Translate) -> str:
    """A card in words ("the queen of hearts" style: the screen's font has
    no suit symbols)."""
    if card == data.SMALL_DRAGON:
        return t("card.small_dragon")
    if card == data.BIG_DRAGON:
        return t("card.big_dragon")
    return t("card.named", rank=t(f"rank.{card[:-1]}"), suit=t(f"suit.{card[-1]}"))


def describe(event: Event, t: Translate, name_of: Callable[[int], str], animated: bool = False,
             viewer: int | None = None) -> str | None:
    """The log line for `event` as `viewer` reads it ("you" for their own
    seat).  `animated`: the reader also watches the table, whose
    animations alone tell chips moving, votes being sealed and the maze
    changing; those get no line."""
    kind = event.kind
    tell = Teller(t, name_of, viewer)
    seat = event.get("seat")
    if kind == "round_start":
        return tell("log.round_start", round=event.round, first=tell.name(event.first))
    if kind == "place":
        card = event.get("card")
        end = t(f"end.{event.end}")
        if card is not None:
            return tell("log.place_known", seat, card=card_name(card, t), end=end)
        return tell("log.place" if event.from_hand else "log.place_blind", seat, end=end)
    if kind == "commit":
        return tell("log.commit", seat, amount=event.amount)
    if kind == "leader":
        return tell("log.leader", seat, amount=event.amount)
    if kind == "key":
        return tell("log.key", seat, card=card_name(event.card, t))
    if kind == "marker" and event.by_choice:
        return tell("log.marker", seat, room=event.room + 1)
    if kind == "leave":
        return tell("log.forced_leave" if event.forced else "log.leave", seat, amount=event.travel_back)
    if kind == "votes_revealed":
        stay = [s for s, choice in zip(event.seats, event.choices) if choice == "stay"]
        return tell("log.votes", stay=tell.names(stay) or t("nobody"))
    if kind == "flip":
        return tell("log.flip", seat, room=event.room + 1, card=card_name(event.card, t))
    if kind == "clue":
        return tell("log.clue", count=event.steps, direction=t(f"end.{event.direction}"))
    if kind == "dead_end":
        return tell("log.dead_end")
    if kind == "dragon":
        if event.size == "small":
            return tell("log.dragon_small", event.brave)
        return tell("log.dragon_big")
    if kind == "treasure_split":
        return tell("log.treasure", card=capitalised(card_name(event.card, t)), count=event.value,
                    left=event.pool_left)
    if kind == "draw":
        return tell("log.draw", seat)
    if kind == "discard_hand":
        return tell("log.discard_hand", seat, count=len(event.cards))
    if kind == "eliminated":
        return tell("log.eliminated", seat)
    if kind == "everyone_left":
        return tell("log.everyone_left")
    if kind == "key_match":
        return tell("log.key_match", event.brave)
    if kind == "game_over":
        return tell("log.game_over")
    if animated:
        return None
    return _shown_by_animation(event, tell)


def _shown_by_animation(event: Event, tell: Teller) -> str | None:
    """Lines for the events the table tells with animations only."""
    kind = event.kind
    seat = event.get("seat")
    if kind == "chips":
        key = f"log.chips.{event.source}_{event.target}"
        return tell(key, seat, count=event.amount) if seat is not None else tell(key, count=event.amount)
    if kind == "marker":
        return tell("log.marker_moved", room=event.room + 1)
    if kind in ("brave", "vote_sealed", "nothing_to_place", "draw_empty"):
        return tell(f"log.{kind}", seat)
    if kind == "maze_built":
        return tell("log.maze_built", count=event.maze_size)
    if kind == "maze_cleared":
        return tell("log.maze_cleared", count=event.maze_size)
    if kind == "key_discarded":
        return tell("log.key_discarded", card=card_name(event.card, tell.t))
    if kind == "maze_dealt":
        return tell("log.maze_dealt", count=event.count, size=event.maze_size)
    if kind == "round_end":
        return tell("log.round_end", round=event.round, count=event.pool)
    return None


def done_to(event: Event) -> tuple[int, ...]:
    """The seat the small dragon takes the hand of (the brave)."""
    if event.kind == "dragon" and event.size == "small" and event.brave is not None:
        return (event.brave,)
    return ()
