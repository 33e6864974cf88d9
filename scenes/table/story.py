"""What the table tells: the game log, notices and round summaries, worded
for the one reading now.

The log keeps events (and notes and round summaries), never lines: each
line is worded when drawn, for the seat looking then (`Event.seen_by`), so
a hand-over, Continue, Load or undo words the whole log again for whoever
looks next, and nothing hidden from them is ever on screen.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from game.core import Event, GameState
from game.match import Match
from game.text import Teller, capitalised, listed
from scenes.table import widgets
from scenes.table.notice import AwayPanel, Notice


@dataclass(frozen=True)
class Note:
    """A log line that is not an event: a translation key (with its
    `values`, as (name, value) pairs), or a text;
    for `reader` alone when one is named (an undo is never shown to anyone
    who did not see the move taken back)."""

    text: str = ""
    key: str | None = None
    reader: int | None = None
    values: tuple[tuple[str, object], ...] = ()


@dataclass(frozen=True)
class RoundSummary:
    """A log line at a round's end: each seat's standing then and now,
    worded for whoever reads it."""

    round: int
    before: tuple
    after: tuple


@dataclass(frozen=True)
class Recap:
    """What happened while `seat` was away from the laptop: the events of
    the match's actions `start` to `end`, worded for that seat alone."""

    seat: int
    start: int
    end: int


class Story:
    """The game log and the notices of one table.

    The table gives it what it words with: `describe(event)` (the title's
    log line, for `reader`), `done_to(event)` (whom an event does something
    to), `standing(view, seat)` (a seat's score so far), `viewer()` (who
    looks now), the clock and the width notices have."""

    def __init__(self, match: Match, t: Callable[..., str], rect: pygame.Rect, *,
                 describe: Callable[[Event], str | None], done_to: Callable[[Event], tuple[int, ...]],
                 standing: Callable[[GameState, int], int | None], viewer: Callable[[], int | None],
                 sound: Callable[[str], None], clock: Callable[[], float], notice_width: Callable[[], int]) -> None:
        self.match = match
        self.t = t
        self.describe = describe
        self.done_to = done_to
        self.standing = standing
        self.viewer = viewer
        self.sound = sound
        self.clock = clock
        self.notice_width = notice_width
        self.onlooker = False      # the log is worded for someone who sees everything (a replay's "Everything")
        self._notice: Notice | None = None
        self.kept_clear = 0
        self.away: AwayPanel | None = None   # "While you were away", until it is clicked away
        self.round_standing: list | None = None  # each seat's `standing` when the round began
        self.log = widgets.GameLog(rect, self.line, lambda count: t("table.log.new_lines", count=count))
        self.log_the_match()

    @property
    def notice(self) -> Notice | None:
        """The notice showing now, if any: the log keeps clear of it (it
        sits above the log's lines, never over one)."""
        return self._notice

    @notice.setter
    def notice(self, notice: Notice | None) -> None:
        self._notice = notice
        self._make_room()

    def keep_clear(self, height: int) -> None:
        """The top `height` pixels of the log's lines are another part's
        (who is missing at a table across laptops): the notice goes below."""
        self.kept_clear = height
        self._make_room()

    def _make_room(self) -> None:
        notice = self._notice
        height = 0 if notice is None else notice.picture_for(self.notice_width()).get_height() + 8
        self.log.room_above = self.kept_clear + height

    @property
    def reader(self) -> int | None:
        """The seat the game log is worded for: the viewer, or nobody (names
        and the third person) for an onlooker who sees everything."""
        return None if self.onlooker else self.viewer()

    def tell(self, text: str, kind: str) -> None:
        """A notice for the one looking now (see `scenes.table.notice`)."""
        self.notice = Notice(text, kind, self.clock())

    def cue_turn(self, name: str | None, answer: str = "") -> None:
        """A chime and "Your turn" (with the player's `name` when several
        people share the laptop); for a decision answered out of turn,
        what it is (`answer`: "Greta attacks your Castle — choose your
        defence"), as something done to them, without the chime."""
        if answer:
            self.tell(answer, "you")
            return
        self.sound("turn")
        text = self.t("table.notice.your_turn_named", name=name) if name else self.t("table.notice.your_turn")
        self.tell(text, "turn")

    def welcome_back(self, seat: int, since: int) -> None:
        """`seat`'s player is back at the laptop: what happened since they
        last looked (the match's first `since` actions), worded for them,
        what was done to them first and marked; kept in the log, marked."""
        recap = Recap(seat, since, len(self.match.log))
        done_to_them, rest = self.recap_lines(recap)
        if not done_to_them and not rest:
            return
        self.log.add(recap, highlight=True)
        self.away = AwayPanel(self.t("table.away.title"), done_to_them, rest, self.t("table.away.dismiss"),
                              lambda count: self.t("table.away.more", count=count))
        if done_to_them:
            self.sound("sting")

    def recap_lines(self, recap: Recap) -> tuple[list[str], list[str]]:
        """The lines of `recap` for its seat: what was done to them, and the rest."""
        done_to_them, rest = [], []
        for events in self.match.events[recap.start:recap.end]:
            for event in events:
                line = self.describe(event.seen_by(recap.seat))
                if line:
                    (done_to_them if recap.seat in self.done_to(event) else rest).append(line)
        return done_to_them, rest

    def handles(self, event: pygame.event.Event) -> bool:
        """While "While you were away" shows, a click, Space or Enter puts it away."""
        clicked = event.type == pygame.MOUSEBUTTONUP and event.button == 1
        pressed = event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
        return (clicked or pressed) and self.dismiss_away()

    def dismiss_away(self) -> bool:
        """A click puts "While you were away" away; whether it was showing."""
        showing, self.away = self.away is not None, None
        return showing

    def turn_over(self) -> None:
        """The turn a "Your turn" notice spoke of is over: it goes."""
        if self.notice is not None and self.notice.kind == "turn":
            self.notice = None

    def note(self, note: Note, highlight: bool = False) -> None:
        self.log.add(note, highlight=highlight)

    def event_started(self, event: Event) -> None:
        """An event starts playing: the log shows it from now on; what
        another player does to the one looking is marked, with a notice and
        a sting."""
        done_to_you = self.reader is not None and self.reader in self.done_to(event)
        self.log.add(event, highlight=done_to_you)
        line = self.describe(event.seen_by(self.reader)) if done_to_you else None
        if line:
            self.tell(line, "you")
            self.sound("sting")
        if event.kind in ("round_start", "round_end"):
            self.round_summary(event)

    def log_the_match(self) -> None:
        """The log of the whole match so far (a table opened by Continue or
        Load, or after undo), without replaying it on the table."""
        self.log.clear()
        for events in self.match.events:
            for event in events:
                self.log.add(event)

    def line(self, entry: Event | Note | RoundSummary) -> str | None:
        """The log line of `entry`, worded for the one reading now."""
        if isinstance(entry, RoundSummary):
            return self.summary_text(entry)
        if isinstance(entry, Recap):
            return self.recap_line(entry)
        if isinstance(entry, Note):
            if entry.reader is not None and entry.reader != self.reader:
                return None
            return entry.text if entry.key is None else self.t(entry.key, **dict(entry.values))
        return self.describe(entry if self.onlooker else entry.seen_by(self.viewer()))

    def recap_line(self, recap: Recap) -> str | None:
        """The log's mark of a recap, for its seat alone: what was done to
        them while they were away (the rest is in the log already)."""
        if recap.seat != self.reader:
            return None
        done_to_them, _ = self.recap_lines(recap)
        return self.t("table.away.log", lines=" ".join(done_to_them)) if done_to_them else None

    def round_summary(self, event: Event) -> None:
        """At a round's end, what it brought each seat ("Round 2: Ann +4,
        Bo −2, you +1"), in the log and as a notice."""
        view = self.match.view(self.viewer())
        now = tuple(self.standing(view, seat) for seat in range(len(self.match.seats)))
        before, self.round_standing = self.round_standing, now
        if event.kind != "round_end" or before is None or None in now or None in before or now == before:
            return
        summary = RoundSummary(event.round, before, now)
        self.log.add(summary, highlight=True)
        self.tell(self.summary_text(summary), "summary")

    def summary_text(self, summary: RoundSummary) -> str:
        def t(key: str, **values) -> str:
            return self.t(f"table.{key}", **values)

        tell = Teller(t, lambda seat: self.match.seats[seat].name, self.reader)
        changes = [t("summary.change", name=tell.name(seat), delta=f"{after - before:+d}".replace("-", "−"))
                   for seat, (before, after) in enumerate(zip(summary.before, summary.after)) if after != before]
        return capitalised(t("summary.round", round=summary.round, changes=listed(changes, t)))
