"""Whose decision comes next, and how it is made.

A bot decides on the AI worker thread (`match.think_async`), never on the
drawing thread; the table collects its answer when the future is done.  A
human decides on screen; with several humans at one laptop, a curtain
comes first when the laptop changes hands and the decision would show
what the others must not see (never for the human who had it last: bots
moving or a moment everyone watched in between change no hands).

With several humans, a human's turn ends at a hand-over step: "Done —
pass to Ben", with Undo while that player's moves since the last news
can still be taken back.  Only then do bots move or the curtain come, so
nobody else ever sees a move that is taken back.  Undo is for the human
looking now, and with several humans only for the one who just acted.
"""
from __future__ import annotations

from concurrent.futures import Future
from dataclasses import dataclass
from typing import Callable

from game.core import Action, Decision, Event, GameState, IllegalAction
from game.match import Match

THINKING_DELAY = 0.25  # seconds before "is thinking" shows, so quick bots don't flicker


@dataclass
class Thinking:
    seat: int
    future: Future
    generation: int
    started: float


class Turns:
    """The turn order of one table.  It asks the table, through the
    callbacks it is given, to look away (`watch_bots`: nobody's own view
    while bots play before several humans), to hand over (`hand_over(seat)`:
    a curtain for that seat's player), to `present` a human's decision, to
    tell a human back at the laptop what happened while they were away
    (`welcome_back(seat, how many of the match's actions they had seen)`),
    to offer the hand-over step when a human's turn is done
    (`turn_done(seat, the next human or None)`), to play an action's
    events (`queue`), to show everyone what an action
    brings out (`show_everyone(state before it)`) and to say why an action
    was `refused`.  It reads who looks now (`viewer()`), whether events
    are still playing (`busy()`) and the table's clock."""

    def __init__(self, match: Match, *, viewer: Callable[[], int | None], busy: Callable[[], bool],
                 clock: Callable[[], float], shows_hidden_info: Callable[[GameState, int], bool],
                 watch_bots: Callable[[], None], hand_over: Callable[[int], None],
                 present: Callable[[Decision], None], welcome_back: Callable[[int, int], None],
                 turn_done: Callable[[int, int | None], None], queue: Callable[[list[Event]], None],
                 show_everyone: Callable[[GameState], None], refused: Callable[[IllegalAction], None]) -> None:
        self.match = match
        self.viewer = viewer
        self.busy = busy
        self.clock = clock
        self.shows_hidden_info = shows_hidden_info
        self.watch_bots = watch_bots
        self.hand_over = hand_over
        self.present = present
        self.welcome_back = welcome_back
        self.turn_done = turn_done
        self.queue = queue
        self.show_everyone = show_everyone
        self.refused = refused
        self.before_queue: GameState | None = None   # the state the queued events start from
        self.thinking: Thinking | None = None
        self.generation = 0       # bumped by resync: answers from before it are dropped
        self.last_human: int | None = None
        self.marked: int | None = None   # the bot whose seat panel shows it deciding
        self.turn_cue_owed = True  # someone else moved since this human's last decision
        self.acting: int | None = None        # the human holding the laptop who has moved in this turn
        self.handing_over: int | None = None  # the human at the hand-over step, until they pass on
        # how many of the match's actions each human has seen played (all of them, while they hold the laptop)
        self.seen = {seat: len(match.log) for seat in match.humans}

    def next_decision(self) -> None:
        """Start the next decision: a bot's (when no human's is pending, or
        several decisions are), else the first human's."""
        if self.handing_over is not None:
            return
        pending = self.match.pending()
        if self.turn_is_done(pending):
            self.handing_over, self.acting = self.acting, None
            others = [d.seat for d in pending if self.match.seats[d.seat].is_human and d.seat != self.handing_over]
            self.turn_done(self.handing_over, others[0] if others else None)
            return
        humans = [d for d in pending if self.match.seats[d.seat].is_human]
        bots = [d for d in pending if not self.match.seats[d.seat].is_human]
        if bots and (not humans or len(pending) > 1):
            seat = bots[0].seat
            self.turn_cue_owed = True
            if len(self.match.humans) > 1:
                self.watch_bots()
            self.thinking = Thinking(seat, self.match.think_async(seat), self.generation, self.clock())
            return
        decision = humans[0]
        if self.needs_curtain(decision.seat):
            self.turn_cue_owed = True
            self.hand_over(decision.seat)
            return
        self.present_to(decision)

    def turn_is_done(self, pending: list[Decision]) -> bool:
        """With several humans, the one holding the laptop has moved and
        none of the decisions now is theirs: their turn is done, and before
        anyone else moves they may take it back (the hand-over step)."""
        return (self.acting is not None and self.acting == self.viewer()
                and all(d.seat != self.acting for d in pending))

    def passed_on(self) -> None:
        """The player at the hand-over step is done: the game goes on."""
        self.handing_over = None

    def needs_curtain(self, seat: int) -> bool:
        """With several humans, a curtain comes only when the laptop changes
        hands: before a human's own view when another human had it last (a
        bot's move or a shared moment in between does not change hands)."""
        return (len(self.match.humans) > 1 and seat != self.last_human
                and self.shows_hidden_info(self.match.view(seat), seat))

    def curtain_lifted(self, seat: int) -> None:
        """The next player clicked the curtain: their decision, as they see
        it, and what happened while they were away.  The one who had the
        laptop saw everything played until now."""
        if self.last_human is not None:
            self.seen[self.last_human] = len(self.match.log)
        since, self.seen[seat] = self.seen.get(seat, 0), len(self.match.log)
        pending = [d for d in self.match.pending() if d.seat == seat]
        if pending:
            self.present_to(pending[0])
        self.welcome_back(seat, since)

    def present_to(self, decision: Decision) -> None:
        """`decision`'s human decides now, looking at their own view."""
        self.last_human = decision.seat
        self.acting = self.handing_over = None
        self.present(decision)

    def play(self, seat: int, action: Action) -> None:
        """`seat` plays `action`.  With several humans at the laptop, when
        it brings out what everyone watches (bids opened, a room turned, a
        round ending), everyone's view from the state before it is shown
        first, and a curtain comes before any human's own view again."""
        watched = len(self.match.humans) > 1 and self.viewer() == seat
        before = self.match.state.clone() if watched else None
        if not self.busy():
            self.before_queue = before
        try:
            events = self.match.submit(seat, action)
        except IllegalAction as error:
            self.refused(error)
            return
        if len(self.match.humans) > 1 and self.match.seats[seat].is_human:
            self.acting = seat
        if before is not None and self.match.news(before, seat, action, self.match.state, events,
                                                  knower=seat, reader=None, views=False):
            self.show_everyone(self.before_queue if self.before_queue is not None else self.match.state)
        self.queue(events)

    def bot_answer(self) -> tuple[int, Action] | None:
        """The thinking bot's (seat, action) once its future is done; None
        while it thinks, or when its answer was for a match since resynced."""
        thinking = self.thinking
        if thinking is None or not thinking.future.done():
            return None
        self.thinking = None
        if thinking.generation != self.generation:
            return None
        return thinking.seat, thinking.future.result()

    def thinking_seat(self) -> int | None:
        """The bot thinking long enough for its badge to show."""
        if self.thinking is not None and self.clock() - self.thinking.started > THINKING_DELAY:
            return self.thinking.seat
        return None

    def mark_thinking(self) -> bool:
        """A bot's seat panel shows it deciding once it has thought long
        enough for its badge: a quick answer (most of them) neither flashes
        the panel for a frame nor draws the table at rest twice for it.
        Whether the mark moved (the table at rest is drawn again)."""
        seat = self.thinking_seat()
        moved, self.marked = seat != self.marked, seat
        return moved

    def drop_answers(self) -> None:
        """Any bot answer on its way is for a match that is no more (undo,
        load, the table closing)."""
        self.generation += 1
        self.acting = self.handing_over = None
        if self.thinking is not None:
            self.thinking.future.cancel()
        self.thinking = None

    def undo_status(self) -> tuple[int | None, str]:
        """Whether the human looking now may undo (see `Match.undo_status`).
        With several humans only the one who just acted may, before the
        hand-over: not after a curtain, a bot's turn or a shared moment."""
        if len(self.match.humans) > 1:
            acted = [seat for seat, _ in self.match.log if self.match.seats[seat].is_human]
            if not acted:
                return None, "nothing"
            if acted[-1] != self.viewer():
                return None, "not_yours"
            return self.match.undo_status(self.viewer())
        return self.match.undo_status()

    def undo(self) -> bool:
        """Take back the looking human's last action, if they may; whether it was."""
        point, _ = self.undo_status()
        if point is None:
            return False
        self.match.undo(self.match.log[point][0])
        return True
