"""Rattlebones events in words: the game log of the table and the terminal.

`t(key, **values)` translates within the ``rattlebones`` namespace and
`name_of(seat)` names a seat, so the same sentences serve the screen (its
python-i18n) and the terminal (`game.text.Translator`).  Sentences are
worded for their reader (`viewer`, see `game.text.Teller`): "You roll …"
and "Mei rolls …" are templates of their own, and counts pick plural
forms.
"""
from __future__ import annotations

from typing import Callable

from game.core import Event
from game.text import Teller, Translate

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
    picked and resolved; those get no line."""
    kind = event.kind
    tell = Teller(t, name_of, viewer)
    seat = event.get("seat")
    if kind == "turn":
        return tell("log.turn", seat)
    if kind == "pay":
        return tell("log.pay", seat, count=event.amount)
    if kind == "roll":
        faces = tell.t("list_sep").join(face_name(f, t) for f in event.faces)
        return tell("log.roll_again" if event.reason == "again" else "log.roll", seat, faces=faces)
    if kind == "marker":
        return tell("log.marker", marker=event.marker)
    if kind == "gain":
        return _gain(event, t, tell)
    if kind == "stock":
        return tell("log.stock", seat, count=event.left)
    if kind == "stock_payout":
        paid = [t("log.paid", name=tell.name(s), points=p) for s, p in enumerate(event.payout) if p]
        return tell("log.stock_payout", paid=t("list_sep").join(paid))
    if kind == "steal":
        return tell("log.steal", seat, victim=tell.name(event.victim), item=t(f"loot.{event.item}"))
    if kind == "double":
        return tell("log.double", seat, die=die_name(event.target, t))
    if kind == "nothing_to_double":
        return tell("log.nothing_to_double", seat)
    if kind == "gamble":
        return tell("log.gamble", result=face_name(event.result, t))
    if kind == "train":
        return tell("log.train", count=event.value)
    if kind == "hop":
        return tell("log.hop", seat, count=len(event.path), space=space_name(event.tile, t))
    if kind == "replace" and data.is_arrow(event.old) and data.is_arrow(event.new):
        return tell("log.re_aim", seat, die=die_name(event.die, t))
    if kind == "replace":
        return tell("log.replace", seat, die=die_name(event.die, t), old=face_name(event.old, t),
                    new=face_name(event.new, t))
    if kind == "sell":
        return tell("log.sell", seat, count=event.stars, points=event.points)
    if kind == "game_over":
        return tell("log.game_over", marker=event.marker)
    if animated:
        return None
    return _shown_by_animation(event, t, tell)


def _gain(event: Event, t: Translate, tell: Teller) -> str | None:
    if event.source in ("stock", "start") or not event.amount:
        return None   # told by the payout and sale lines; nothing gained, nothing to tell
    what = event.what
    if what == "points":
        return tell("log.points", event.seat, count=event.amount, source=face_name(event.source, t)
                    if event.source not in ("train", "gamble", "double") else t(f"face.{event.source}"),
                    total=event.total)
    return tell(f"log.{what}", event.seat, count=event.amount, total=event.total)


def _shown_by_animation(event: Event, t: Translate, tell: Teller) -> str | None:
    kind = event.kind
    seat = event.get("seat")
    if kind == "take_die":
        return tell("log.take_die", seat, die=die_name(event.die, t))
    if kind == "resolve":
        return tell("log.resolve", seat, die=die_name(event.die, t), face=face_name(event.face, t))
    if kind == "roll_again":
        return tell("log.roll_again_added", seat, die=die_name(event.added, t))
    if kind == "stay":
        return tell("log.stay", seat)
    if kind == "decline":
        return tell("log.decline", seat, die=die_name(event.die, t))
    if kind == "nothing":
        return tell("log.nothing", face=face_name(event.face, t))
    return None


def done_to(event: Event) -> tuple[int, ...]:
    """The seat another player steals from."""
    return (event.victim,) if event.kind == "steal" else ()
