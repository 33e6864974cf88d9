"""The one way a table's shown view follows the events while pieces move.

A title says, in `scenes/<id>/follow.py` (pure, no pygame), how each kind
of event changes what a seat sees::

    CHANGES: dict[str, Change]      # {event kind: change(view, event) -> view}

and, in `scenes/<id>/motion.py`, how each kind moves on the table
(`{event kind: motion(table, event) -> animation}`).  The toolkit plays an
event's motion and applies its change when the motion lands
(`TableScene.land`), so the still picture shows the new view exactly when
the moving pieces arrive.

A change is handed its own copy of the view and returns the view after
the event (usually that same copy, changed); the caller's view is never
touched.  Folding the events of an action, each seen by the seat looking,
over that seat's view before the action gives its view after it: every
title proves this in `tests/test_follow_<id>.py` on random games.

>>> from game.core import Event, GameState
>>> class Pot(GameState):
...     def __init__(self, coins): self.rng, self.coins = None, coins
>>> changes = {"pay": lambda view, event: _add(view, event.amount)}
>>> def _add(view, amount):
...     view.coins += amount
...     return view
>>> before = Pot(3)
>>> fold(changes, before, [Event("pay", amount=2), Event("chat"), Event("pay", amount=1)]).coins
6
>>> before.coins
3
"""
from __future__ import annotations

from typing import Callable, Iterable, Mapping

from game.core import Event, GameState

Change = Callable[[GameState, Event], GameState]


def follow(changes: Mapping[str, Change], view: GameState, event: Event) -> GameState:
    """The view after `event` (the same view for a kind that changes
    nothing a seat sees)."""
    change = changes.get(event.kind)
    return view if change is None else change(view.clone(), event)


def fold(changes: Mapping[str, Change], view: GameState, events: Iterable[Event]) -> GameState:
    """The view after every one of `events`, in order."""
    for event in events:
        view = follow(changes, view, event)
    return view
