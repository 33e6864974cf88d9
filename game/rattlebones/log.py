"""Rattlebones events in words: the game log of the table and the terminal.

`t(key, **values)` translates within the ``rattlebones`` namespace and
`name_of(seat)` names a seat.  Sentences are worded for the reader
(`viewer`): "You roll …" for the reader's own seat, "Mei rolls …" for
another, each a template of its own; counts pick a ``one``/``other``
template, never "(s)".
"""
from __future__ import annotations

from typing import Callable

from game.core import Event
from game.text import Translate

from . import data

DIE_NAMES = ("white", "black", "grey")


def face_name(face: str | None, t: Translate) -> str:
    """A face in words: "Ringmaster", "4", "3 points", "Arrow", …"""
    if face is None:
        return t("face.loop")
    if face in data.NUMBERS:
        return face
    return t(f"face.{data.face_type(face)}")


def space_name(tile: str, t: Translate) -> str:
    return t(f"space.{tile}")


def die_name(die: int, t: Translate) -> str:
    return t(f"die.{DIE_NAMES[die]}")


def describe(event: Event, t: Translate, name_of: Callable[[int], str], animated: bool = False,
             viewer: int | None = None) -> str | None:
    """The log line for `event` as `viewer` reads it.  `animated`: the
    reader also watches the table, whose animations alone tell dice being
    picked and faces being resolved; those get no line."""
    kind = event.kind
    seat = event.get("seat")

    def say(key: str, subject: int | None = seat, **values) -> str:
        """The template for `key` in the second person when `subject` is
        the reader, else the third person with the subject's name."""
        if subject is not None and subject == viewer:
            return t(f"log.{key}.you", **values)
        return t(f"log.{key}.other", name=name_of(subject) if subject is not None else "", **values)

    def counted(key: str, count: int, subject: int | None = seat, **values) -> str:
        return say(f"{key}.{'one' if count == 1 else 'many'}", subject, count=count, **values)

    if kind == "turn":
        return say("turn")
    if kind == "pay":
        return counted("pay", event.amount)
    if kind == "roll":
        faces = ", ".join(face_name(f, t) for f in event.faces)
        return say("roll_again" if event.reason == "again" else "roll", faces=faces)
    if kind == "marker":
        return t("log.marker", marker=event.marker)
    if kind == "gain":
        return _gain(event, t, say, counted)
    if kind == "stock":
        return say("stock", left=event.left)
    if kind == "stock_payout":
        paid = ", ".join(t("log.paid", name=_name_or_you(s, viewer, name_of, t), points=p)
                         for s, p in enumerate(event.payout) if p)
        return t("log.stock_payout", paid=paid)
    if kind == "steal":
        item = t(f"loot.{event.item}")
        if event.victim == viewer:
            return t("log.steal.from_you", name=name_of(seat), item=item)
        return say("steal", victim=name_of(event.victim), item=item)
    if kind == "double":
        return say("double", die=die_name(event.target, t))
    if kind == "gamble":
        return t("log.gamble", result=face_name(event.result, t))
    if kind == "train":
        return t("log.train", value=event.value)
    if kind == "hop":
        return counted("hop", len(event.path), space=space_name(event.tile, t))
    if kind == "replace":
        return say("replace", die=die_name(event.die, t), old=face_name(event.old, t),
                   new=face_name(event.new, t))
    if kind == "sell":
        return counted("sell", event.stars, points=event.points)
    if kind == "game_over":
        return t("log.game_over", marker=event.marker)
    if animated:
        return None
    return _shown_by_animation(event, t, say)


def _name_or_you(seat: int, viewer: int | None, name_of: Callable[[int], str], t: Translate) -> str:
    return t("log.you") if seat == viewer else name_of(seat)


def _gain(event: Event, t: Translate, say, counted) -> str | None:
    if event.source in ("stock", "start"):
        return None   # told by the payout and sale lines
    what = event.what
    if what == "points":
        return counted("points", event.amount, source=face_name(event.source, t)
                       if event.source not in ("train", "gamble", "double") else t(f"face.{event.source}"),
                       total=event.total)
    return counted(what, event.amount, total=event.total)


def _shown_by_animation(event: Event, t: Translate, say) -> str | None:
    kind = event.kind
    if kind == "take_die":
        return say("take_die", die=die_name(event.die, t))
    if kind == "resolve":
        return say("resolve", die=die_name(event.die, t), face=face_name(event.face, t))
    if kind == "roll_again":
        return say("roll_again_added", die=die_name(event.added, t))
    if kind == "stay":
        return say("stay")
    if kind == "decline":
        return say("decline", die=die_name(event.die, t))
    if kind == "nothing":
        return t("log.nothing", face=face_name(event.face, t))
    if kind == "turn_end":
        return None
    return None
