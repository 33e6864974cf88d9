"""Who looks at the table now (the *viewer*), and the view it shows them.

With one human the viewer is always that human; with several, the human
deciding, and nobody (the public view, `match.view(None)`) while bots play
or once an action brings out what everyone at the laptop watches.  The
table draws only from the view shown: `match.view(viewer)`, or that view
followed by the events played since (`stale` while events wait: when they
are all played, the match's view is shown again).  Never the true state.
"""
from __future__ import annotations

from typing import Callable

from game.core import GameState
from game.match import Match


class Sight:
    """The viewer and the view shown, for one table.  A new viewer has the
    table `reword` its log for them and drop what `looked_away` leaves
    (a notice or a pile meant for the one before); everyone watching has
    the queued events play as the public sees them (`see_as(None)`); every
    view put on show is told to the table (`shown(view)`)."""

    def __init__(self, match: Match, *, reword: Callable[[], None], see_as: Callable[[int | None], None],
                 looked_away: Callable[[], None], shown: Callable[[GameState], None]) -> None:
        self.match = match
        self.reword, self.see_as, self.looked_away, self.shown = reword, see_as, looked_away, shown
        humans = match.humans
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.shown_view: GameState = match.view(self.viewer)
        self.stale = False   # events were queued: the match's view is shown again once they are played

    def look_as(self, viewer: int | None) -> None:
        """`viewer` looks at the table now (None: everyone, the public view)."""
        if viewer != self.viewer:
            self.viewer = viewer
            self.reword()
            self.looked_away()
            self.show(self.match.view(viewer))

    def show(self, view: GameState) -> None:
        """Put `view` on the table."""
        self.shown_view = view
        self.stale = False
        self.shown(view)

    def show_the_match(self) -> None:
        """The match as the viewer sees it now (every event played)."""
        self.show(self.match.view(self.viewer))

    def show_everyone(self, before: GameState) -> None:
        """What an action brings out is for everyone at the laptop: the
        table shows only what is public, from `before` it on."""
        self.viewer = None
        self.reword()
        self.see_as(None)
        self.show(self.match.view(None, before))
