"""TableScene: drives one match on screen.

Each frame: running animations play; when they are done the table shows the
match as the viewer sees it and asks for the next decision.  A bot decides
on the AI worker thread (`match.think_async`), never on the drawing thread;
its action is submitted when the future is done and its events are queued
for animation.  A human decides with the prompt bar's buttons or by
clicking the table (the title maps positions to legal actions).

Who is looking (the *viewer*): with one human, always that human; with
several, the human deciding, and the spectator (`match.view(None)`) during
bot turns.  The table draws only from `match.view(viewer)`, never from the
true state.  Pass-and-play: when the next decision belongs to a different
human than the last one, and the title says hidden information would be on
screen, a curtain hides the table until the next player clicks.

Titles subclass TableScene and override the hooks in the "title hooks"
section.
"""
from __future__ import annotations

import importlib
from concurrent.futures import Future
from dataclasses import dataclass
from functools import cached_property, partial
from typing import Callable, Mapping

import pygame
import pygame_gui

from game.core import Action, Decision, Event, GameState, IllegalAction
from game.match import REMOTE, Match
from game.text import Teller, capitalised, listed
from scenes import layout, style
from scenes.base import Scene
from scenes.memory import forget_table_art
from scenes.table import widgets
from scenes.table.animation import AnimationResult, EventQueue, Stage
from scenes.table.curtain import CurtainScene
from scenes.table.inspect import Inspector
from scenes.table.piles import PileView
from scenes.table.notice import Notice
from scenes.table.hint import Hint
from scenes.table.follow import Change, follow
from scenes.table.tween import Animation, Call, Parallel, Sequence, Tweener

SIDEBAR_WIDTH = 300
#: The prompt bar: the question and its buttons over one line explaining the choices.
PROMPT_HEIGHT = 64 + widgets.EXPLAIN_ROW
MARGIN = 10
HELP_BUTTON = 24
#: The strip above the game log's lines that holds the Hint and "?" buttons.
LOG_TOOLBAR = 44
THINKING_DELAY = 0.25  # seconds before "is thinking" shows, so quick bots don't flicker
SEAT_COLORS = [(168, 50, 45), (47, 95, 158), (46, 125, 80), (212, 166, 64), (110, 60, 140), (200, 110, 40),
               (90, 150, 160)]


@dataclass(frozen=True)
class Target:
    """A clickable place on the table: clicking it submits `action`, or
    calls `on_click` for a step that is not an action yet (selecting the
    card before choosing where it goes)."""

    rect: pygame.Rect
    action: Action | None = None
    on_click: Callable[[], None] | None = None
    explanation: str = ""     # what clicking here does, when it is not an action the table explains

    def contains(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)


@dataclass(frozen=True)
class Note:
    """A log line that is not an event: a translation key, or a text."""

    text: str = ""
    key: str | None = None


@dataclass(frozen=True)
class RoundSummary:
    """A log line at a round's end: each seat's standing then and now,
    worded for whoever reads it."""

    round: int
    before: tuple
    after: tuple


@dataclass
class Thinking:
    seat: int
    future: Future
    generation: int
    started: float


class TableScene(Scene):
    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.tweens = Tweener(lambda: getattr(app.settings, "animation_speed", 1.0))
        self.events = EventQueue(self.tweens, self._play_event, started=self._log_event)
        self.stage = Stage()
        self.arriving: list = []   # actors that give way to the still picture when their event lands
        self.lifted: dict[str, list] = {}   # pieces of the still picture lifted off it as actors, by what they are
        humans = match.humans
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.onlooker = False      # the log is worded for someone who sees everything (a replay's "Everything")
        self.last_human: int | None = None
        self.decision: Decision | None = None
        self.legal: list[Action] = []
        self.targets_now: list[Target] = []
        self.hover: Target | None = None
        self.pointer = (-1, -1)   # where the mouse last moved
        self.inspector = Inspector()   # the faces on the table that show large when looked at
        self.piles: list[tuple[pygame.Rect, Callable[[], PileView]]] = []   # piles a click opens
        self.pile: PileView | None = None   # the pile looked through now
        self.thinking: Thinking | None = None
        self.generation = 0       # bumped by resync: answers from before it are dropped
        self.results_shown = False
        self.final_table = False   # the game is over: the table stays for a look before the results
        self.notice: Notice | None = None
        self.turn_cue_owed = True  # someone else moved since this human's last decision
        self.round_standing: list | None = None  # each seat's `standing` when the round began
        self.view_stale = False
        self.swallow_mouse_up = False
        self._before_queue: GameState | None = None   # the state the queued events start from
        self.clock = 0.0
        self.shown_view: GameState = match.view(self.viewer)
        self._still: pygame.Surface | None = None   # the table at rest, drawn once per change
        self._still_dirty = True
        self.size = app.screen.get_size()
        self._compute_regions(self.size)
        self.prompt = widgets.PromptBar(app.ui, self.prompt_rect)
        self.log = widgets.GameLog(self.log_lines_rect, self._log_line)
        self._log_the_match()
        self.layout(self.size)
        self.hint = Hint(self)

    # --- regions ---------------------------------------------------------------
    def _compute_regions(self, size: tuple[int, int]) -> None:
        """The table's frame (scenes.layout): the sidebar (seat panels over
        the log) on the right, the prompt bar under the felt on the left,
        and `table_rect`, the free felt the title lays its game out in."""
        window = layout.inset(pygame.Rect((0, 0), size), style.RIM + layout.px(5))
        felt, self.sidebar_rect = layout.split(window, [None, layout.px(SIDEBAR_WIDTH)], layout.px(MARGIN),
                                               vertical=False)
        self.table_rect, self.prompt_rect = layout.split(felt, [None, layout.px(PROMPT_HEIGHT)], layout.px(MARGIN))
        seats = len(self.match.seats)
        gap = layout.px(6)
        self.seat_panel_height = max(layout.px(52), min(layout.px(70), (self.sidebar_rect.h * 6 // 10) // seats - gap))
        panels_h = seats * (self.seat_panel_height + gap)
        self.log_rect = pygame.Rect(self.sidebar_rect.left, self.sidebar_rect.top + panels_h,
                                    self.sidebar_rect.w, self.sidebar_rect.h - panels_h)

    @property
    def notice_area(self) -> pygame.Rect:
        """Where notices show: over the top of the game log's lines, which
        hides no piece of the game."""
        return layout.inset(self.log_lines_rect, layout.px(6), 0)

    @property
    def log_lines_rect(self) -> pygame.Rect:
        """The game log's lines: the log's place below its button strip."""
        toolbar = layout.px_at_least(LOG_TOOLBAR)
        return pygame.Rect(self.log_rect.left, self.log_rect.top + toolbar, self.log_rect.w, self.log_rect.h - toolbar)

    @property
    def bottom_seat(self) -> int:
        """The seat whose place is at the bottom of the felt, seen from
        behind: the viewer, or with no viewer the last human to decide
        (the first human before anyone has)."""
        if self.viewer is not None:
            return self.viewer
        if self.last_human is not None:
            return self.last_human
        return self.match.humans[0] if self.match.humans else 0

    def seats_across(self) -> list[int]:
        """The other seats, in turn order from the bottom seat's left."""
        players = len(self.match.seats)
        return [(self.bottom_seat + i) % players for i in range(1, players)]

    def seat_panel_rect(self, seat: int) -> pygame.Rect:
        return pygame.Rect(self.sidebar_rect.left,
                           self.sidebar_rect.top + seat * (self.seat_panel_height + layout.px(6)),
                           self.sidebar_rect.w, self.seat_panel_height)

    def regions(self) -> dict[str, pygame.Rect]:
        """The table's named regions, which must lie inside the window and
        not overlap (scenes.layout.region_problems).  Titles add theirs
        inside `table_rect` in place of it."""
        frame = {f"seat {seat}": self.seat_panel_rect(seat) for seat in range(len(self.match.seats))}
        frame.update(log=self.log_rect, prompt=self.prompt_rect)
        inside = self.table_regions()
        return {**frame, **(inside or {"table": self.table_rect})}

    def table_regions(self) -> dict[str, pygame.Rect]:
        """The title's named regions inside `table_rect` (see `regions`)."""
        return {}

    def invalidate(self) -> None:
        """Something on the table at rest changed: draw it again next frame."""
        self._still_dirty = True

    def on_resize(self, size: tuple[int, int]) -> None:
        self.invalidate()
        self.size = size
        self._compute_regions(size)
        self.prompt.set_rect(self.prompt_rect)
        self.log.set_rect(self.log_lines_rect)
        self.layout(size)
        if self.decision is not None:      # buttons measured again at the new text size
            self._show_prompt()
        self.hint.place()
        self._refresh_targets()

    # --- scene lifecycle ------------------------------------------------------------
    def enter(self) -> None:
        if self.app.screen.get_size() != self.size:
            self.on_resize(self.app.screen.get_size())

    def pause(self) -> None:
        self.prompt.set_visible(False)
        self.hint.hide()
        self.log.set_visible(False)

    def resume(self) -> None:
        self.prompt.set_visible(True)
        self.log.set_visible(True)
        if self.app.screen.get_size() != self.size:
            self.on_resize(self.app.screen.get_size())

    def exit(self) -> None:
        self.generation += 1
        if self.thinking is not None:
            self.thinking.future.cancel()
        self.prompt.clear()
        self.hint.kill()
        forget_table_art(self.match.title_id)
        self.app.memory_to_give_back = True
        if self.match.networked:   # leave the network table (a host tells its players it quit)
            self.match.leave()

    def on_language_changed(self) -> None:
        self.invalidate()
        self.log.reword()
        if self.decision is not None:
            self._show_prompt()

    # --- the flow ---------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self.tweens.update(dt)
        self.events.update()
        self._collect_bot_answer()
        self.hint.update()
        if self.events.busy:
            return
        if self.view_stale:
            self._set_shown_view(self.match.view(self.viewer))
        if self.thinking is not None or self.decision is not None:
            return
        if self.match.is_over():
            if not self.final_table:
                self._show_final_table()
            return
        self._next_decision()

    def _show_final_table(self) -> None:
        """The last move is played: everyone sees the whole table (the
        spectator's view) until they ask for the results."""
        self.final_table = True
        if self.notice is not None and self.notice.kind == "turn":
            self.notice = None  # nobody's turn any more
        self._set_viewer(None if len(self.match.humans) != 1 else self.match.humans[0])
        self.prompt.show(self.app.t("table.final.prompt"), [(self.app.t("table.final.results"), self.show_results)])
        self.prompt.set_visible(self.app.scenes.top is self)
        self.invalidate()

    def show_results(self) -> None:
        if not self.results_shown:
            self.results_shown = True
            self.app.show_results(self.match)

    def _next_decision(self) -> None:
        pending = self.match.pending()
        humans = [d for d in pending if self.match.seats[d.seat].is_human]
        bots = [d for d in pending if not self.match.seats[d.seat].is_human]
        if bots and (not humans or len(pending) > 1):
            seat = bots[0].seat
            self.turn_cue_owed = True
            if len(self.match.humans) > 1:
                self._set_viewer(None)
            self.thinking = Thinking(seat, self.match.think_async(seat), self.generation, self.clock)
            self.invalidate()
            return
        decision = humans[0]
        if self._needs_curtain(decision.seat):
            self.turn_cue_owed = True
            self.app.scenes.push(CurtainScene(self.app, self, decision.seat))
            return
        self._present(decision)

    def _needs_curtain(self, seat: int) -> bool:
        """With several humans, anyone's own view comes only after a
        curtain, unless they are the one looking already (their turn goes on)."""
        return (len(self.match.humans) > 1 and seat != self.viewer
                and self.shows_hidden_info(self.match.view(seat), seat))

    def curtain_lifted(self, seat: int) -> None:
        """The next player clicked the curtain: show the table as they see it."""
        pending = [d for d in self.match.pending() if d.seat == seat]
        if pending:
            self._present(pending[0])

    def _present(self, decision: Decision) -> None:
        self._set_viewer(decision.seat)
        self.last_human = decision.seat
        self.decision = decision
        self.invalidate()
        self.legal = self.match.legal_actions(decision.seat)
        self.on_decision(decision, self.legal)
        if self.decision is not decision:
            return  # the title answered it: there was nothing to choose
        if self.turn_cue_owed:
            self.turn_cue_owed = False
            self._cue_your_turn(decision.seat)
        self._show_prompt()
        self._refresh_targets()

    def _cue_your_turn(self, seat: int) -> None:
        """A chime and "Your turn" (with the name when several people share
        the laptop)."""
        self.sound("turn")
        if len(self.match.humans) > 1:
            text = self.app.t("table.notice.your_turn_named", name=self.match.seats[seat].name)
        else:
            text = self.app.t("table.notice.your_turn")
        self.notice = Notice(text, "turn", self.notice_area.w, self.clock)

    def _show_prompt(self) -> None:
        decision = self.decision
        self.prompt.show(self.prompt_text(decision), self.prompt_choices(decision, self.legal),
                         self.explain_decision(decision, self.legal))
        self.prompt.set_visible(self.app.scenes.top is self)

    def explanation(self) -> tuple[str, bool]:
        """The prompt bar's bottom line now, and whether it is about one
        choice: what the button or table spot under the pointer does, else
        what the decision's choices do."""
        if self.decision is None:
            return "", False
        line = ""
        pointed = self.prompt.button_at(self.pointer) if self.prompt.visible else None
        if pointed is not None:
            button, choice = pointed
            line = self.prompt.explanations.get(button) or (
                self.explain_choice(choice) if isinstance(choice, Action) else "")
        elif self.hover is not None:
            line = self.hover.explanation or (self.explain_choice(self.hover.action) if self.hover.action else "")
        return (line, True) if line else (self.prompt.explanation, False)

    def _collect_bot_answer(self) -> None:
        thinking = self.thinking
        if thinking is None or not thinking.future.done():
            return
        self.thinking = None
        self.invalidate()
        if thinking.generation != self.generation:
            return
        action = thinking.future.result()
        self._submit(thinking.seat, action)

    def submit(self, action: Action) -> None:
        """The deciding human chose `action` (from a button or the table)."""
        if self.decision is None or action not in self.legal:
            return
        seat = self.decision.seat
        self.decision = None
        self.hint.clear()
        self.invalidate()
        self.legal = []
        self.prompt.clear()
        self._refresh_targets()
        self.app.sound.play("click")
        self._submit(seat, action)

    def _submit(self, seat: int, action: Action) -> None:
        watched = len(self.match.humans) > 1 and self.viewer == seat
        before = self.match.state.clone() if watched else None
        if not self.events.busy:
            self._before_queue = before
        try:
            events = self.match.submit(seat, action)
        except IllegalAction as error:
            self.log.add(Note(str(error)))
            return
        if before is not None and self.match.news(before, seat, action, self.match.state, events,
                                                  knower=seat, reader=None, views=False):
            self._show_to_everyone()
        self.events.push(events, self.viewer)
        self.view_stale = True

    def _show_to_everyone(self) -> None:
        """Something comes out that everyone at the laptop watches (bids
        opened, a room turned, a round ending): with two or more humans the
        table shows only what is public from the moment before it on, and
        a curtain comes before any human's own view again."""
        self.viewer = None
        self.log.reword()
        self.events.see_as(None)
        before = self._before_queue if self._before_queue is not None else self.match.state
        self._set_shown_view(self.match.view(None, before))

    def _set_viewer(self, viewer: int | None) -> None:
        if viewer != self.viewer:
            self.viewer = viewer
            self.log.reword()
            self.notice = None  # it spoke to the one looking before
            self.pile = None
            self._set_shown_view(self.match.view(viewer))

    def _set_shown_view(self, view: GameState) -> None:
        self.invalidate()
        self.shown_view = view
        self.view_stale = False
        self.on_view(view)
        self._refresh_targets()

    def _play_event(self, event: Event) -> AnimationResult:
        self.invalidate()
        return self.animations_for(event)

    # --- the game log: events, worded for the viewer when drawn -------------------------
    def _log_event(self, event: Event) -> None:
        """An event starts playing: the log shows it from now on; what
        another player does to the one looking is marked, with a notice and
        a sting."""
        done_to_you = self.reader is not None and self.reader in self.done_to(event)
        self.log.add(event, highlight=done_to_you)
        line = self.describe(event.seen_by(self.reader)) if done_to_you else None
        if line:
            self.notice = Notice(line, "you", self.notice_area.w, self.clock)
            self.sound("sting")
        if event.kind in ("round_start", "round_end"):
            self._round_summary(event)

    def _log_the_match(self) -> None:
        """The log of the whole match so far (a table opened by Continue or
        Load, or after undo), without replaying it on the table."""
        self.log.clear()
        for events in self.match.events:
            for event in events:
                self.log.add(event)

    def _log_line(self, entry: Event | Note | RoundSummary) -> str | None:
        if isinstance(entry, RoundSummary):
            return self._summary_text(entry)
        if isinstance(entry, Note):
            return entry.text if entry.key is None else self.app.t(entry.key)
        return self.describe(entry if self.onlooker else entry.seen_by(self.viewer))

    @property
    def reader(self) -> int | None:
        """The seat the game log is worded for: the viewer, or nobody (names
        and the third person) for an onlooker who sees everything."""
        return None if self.onlooker else self.viewer

    def _round_summary(self, event: Event) -> None:
        """At a round's end, what it brought each seat ("Round 2: Ann +4,
        Bo −2, you +1"), in the log and as a notice."""
        view = self.match.view(self.viewer)
        now = tuple(self.standing(view, seat) for seat in range(len(self.match.seats)))
        before, self.round_standing = self.round_standing, now
        if event.kind != "round_end" or before is None or None in now or None in before or now == before:
            return
        summary = RoundSummary(event.round, before, now)
        self.log.add(summary, highlight=True)
        self.notice = Notice(self._summary_text(summary), "summary", self.notice_area.w, self.clock)

    def _summary_text(self, summary: RoundSummary) -> str:
        def t(key: str, **values) -> str:
            return self.app.t(f"table.{key}", **values)

        tell = Teller(t, lambda seat: self.match.seats[seat].name, self.reader)
        changes = [t("summary.change", name=tell.name(seat), delta=f"{after - before:+d}".replace("-", "−"))
                   for seat, (before, after) in enumerate(zip(summary.before, summary.after)) if after != before]
        return capitalised(t("summary.round", round=summary.round, changes=listed(changes, t)))

    def resync(self) -> None:
        """Rebuild everything from the match (after undo or load): drop
        running animations and any bot answer still on its way."""
        self.generation += 1
        self.thinking = None
        self.events.clear()
        self.stage.clear()
        self.decision = None
        self.legal = []
        self.prompt.clear()
        self.hover = None
        self.results_shown = False
        self.final_table = False
        self.notice = None
        self.view_stale = False
        self._set_shown_view(self.match.view(self.viewer))
        self._log_the_match()
        self.log.add(Note(key="table.log.resynced"), highlight=True)

    # --- undo ------------------------------------------------------------------------
    def undo_status(self) -> tuple[int | None, str]:
        """Whether the human looking now may undo (see `Match.undo_status`).
        With several humans only the one who just acted may, before the
        hand-over: not after a curtain, a bot's turn or a shared moment."""
        if len(self.match.humans) > 1:
            acted = [seat for seat, _ in self.match.log if self.match.seats[seat].is_human]
            if not acted:
                return None, "nothing"
            if acted[-1] != self.viewer:
                return None, "not_yours"
            return self.match.undo_status(self.viewer)
        return self.match.undo_status()

    def undo(self) -> None:
        point, _ = self.undo_status()
        if point is not None:
            self.match.undo(self.match.log[point][0])
            self.resync()

    def skip_animations(self) -> None:
        self.events.skip()

    # --- input ---------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.pile is not None:
            self._pile_event(event)
            return
        if self.log.handle_event(event):
            self.invalidate()
            return
        if self.hint.handles(event):
            return
        if self.inspector.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_game_menu()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.open_rules()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.help_rect.collidepoint(event.pos):
            self.swallow_mouse_up = False
            self.open_rules()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.skip_animations()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.events.busy:
            self.skip_animations()
            self.swallow_mouse_up = True
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            choice = self.prompt.action_for(event.ui_element)
            if isinstance(choice, Action):
                self.submit(choice)
            elif callable(choice):
                choice()   # a step of the decision, one that ends it, or the results after the final table
                if self.decision is not None:
                    self.invalidate()
                    self._show_prompt()
                    self._refresh_targets()
        elif event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.hover = self._target_under(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.swallow_mouse_up:
                self.swallow_mouse_up = False
                return
            if not self._open_pile_at(event.pos):
                self.click(event.pos)

    # --- piles to look through -------------------------------------------------------
    def add_pile(self, rect: pygame.Rect, opener: Callable[[], PileView]) -> None:
        """A pile drawn in `rect` that anyone may look through: a click
        opens `opener()` (built then, from the shown view)."""
        self.piles.append((pygame.Rect(rect), opener))

    def _open_pile_at(self, pos: tuple[int, int]) -> bool:
        if self.events.busy or self._target_under(pos) is not None:
            return False
        for rect, opener in reversed(self.piles):
            if rect.collidepoint(pos):
                self.pile = opener()
                self.pile.inspector.pointer = pos
                self.prompt.set_visible(False)
                self.hint.hide()
                self.sound("card")
                return True
        return False

    def _pile_event(self, event: pygame.event.Event) -> None:
        """The open pile takes every input until it closes."""
        if not self.pile.handle_event(event, self.app.screen.get_rect()):
            self.close_pile()

    def close_pile(self) -> None:
        self.pile = None
        self.prompt.set_visible(self.app.scenes.top is self)
        self.invalidate()

    def click(self, pos: tuple[int, int]) -> None:
        if self.decision is None or self.events.busy:
            return
        chosen = self.target_at(pos, self.legal)
        if isinstance(chosen, Action):
            self.submit(chosen)
        elif callable(chosen):
            chosen()
            self.invalidate()
            if self.decision is not None:
                self._show_prompt()
            self._refresh_targets()
            self.hover = self._target_under(pos)

    def _target_under(self, pos: tuple[int, int]) -> Target | None:
        for target in reversed(self.targets_now):
            if target.contains(pos):
                return target
        return None

    def _refresh_targets(self) -> None:
        if self.decision is None:
            self.targets_now = []
        else:
            self.targets_now = list(self.targets(self.shown_view, self.legal))
        if self.hover is not None and self.hover not in self.targets_now:
            self.hover = None

    def open_game_menu(self) -> None:
        try:
            from scenes.menus.game_menu import GameMenuScene
        except ImportError:
            return
        self.app.scenes.push(GameMenuScene(self.app, self))

    def tell(self, key: str, seat: int | None = None, **values) -> str:
        """The title's text `key` about `seat`, in its "you" form for the one
        looking (see `game.text.Teller`)."""
        return Teller(self.t, lambda s: self.match.seats[s].name, self.viewer)(key, seat, **values)

    def open_rules(self) -> None:
        """The "?" button (or F1): this title's rules, over the table."""
        from scenes.menus.rules import RulesScene
        self.app.scenes.push(RulesScene(self.app, self.match.title_id))

    @property
    def help_rect(self) -> pygame.Rect:
        """The "?" button: the right end of the strip above the game log's
        lines, the one place no title draws on."""
        size = layout.px_at_least(HELP_BUTTON)
        return pygame.Rect(self.log_rect.right - size - layout.px(4),
                           self.log_rect.top + (layout.px_at_least(LOG_TOOLBAR) - size) // 2, size, size)

    def sound(self, name: str) -> None:
        self.app.sound.play(name)

    # --- drawing ---------------------------------------------------------------------
    def prepare(self) -> None:
        """Draw the table at rest once, off screen, before its first frame
        (the app calls this while it changes screens): the fonts, card
        faces, pictures, shadows and felt it needs are then ready, so the
        first frames only put them together."""
        self._still = style.optimized(pygame.Surface(self.app.screen.get_size()), alpha=False)
        self._still_dirty = False
        self.draw_still(self._still)

    def draw(self, surface: pygame.Surface) -> None:
        if self._still is None or self._still.get_size() != surface.get_size():
            self._still = style.optimized(pygame.Surface(surface.get_size()), alpha=False)
            self._still_dirty = True
        if self._still_dirty:
            self._still_dirty = False
            self.draw_still(self._still)
        surface.blit(self._still, (0, 0))
        if self.hover is not None and self.decision is not None:
            self.draw_highlight(surface, self.hover.rect)
        self.stage.draw(surface)
        surface.blit(widgets.help_button(self.help_rect.size[0], self.help_rect.collidepoint(pygame.mouse.get_pos())),
                     self.help_rect)
        if self.notice is not None and not self.notice.draw(surface, self.notice_area, self.clock):
            self.notice = None
        self.hint.draw(surface)
        if self.pile is not None:
            self.pile.draw(surface, self.clock)
        elif not self.events.busy:   # what is looked at lies over everything else
            self.inspector.draw(surface, self.clock)
        if self.events.busy:
            self.prompt.draw_explanation(surface, self.app.t("table.skip_hint"))
        elif self.prompt.visible:
            self.prompt.draw_explanation(surface, *self.explanation())
        if self.thinking is not None and self.clock - self.thinking.started > THINKING_DELAY:
            name = self.match.seats[self.thinking.seat].name
            badge = widgets.thinking_badge(self.app.t("table.thinking", name=name), 1 + int(self.clock * 3) % 3)
            area = self.prompt.main_rect
            surface.blit(badge, badge.get_rect(midright=(area.right - 12, area.centery)))

    def draw_still(self, surface: pygame.Surface) -> None:
        """Everything that only changes with the view, a decision, a bot
        starting or stopping, or an event starting: kept as one picture."""
        style.draw_table_background(surface)
        self.inspector.clear()
        self.piles = []
        self.draw_table(surface, self.shown_view)
        self._draw_seat_panels(surface)
        self.log.draw(surface)
        self.prompt.draw(surface)

    def draw_highlight(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        glow = rect.inflate(8, 8)
        pygame.draw.rect(surface, style.GOLD_LIGHT, glow, 3, border_radius=10)

    def _draw_seat_panels(self, surface: pygame.Surface) -> None:
        active = self.thinking.seat if self.thinking else self.decision.seat if self.decision else None
        for seat, who in enumerate(self.match.seats):
            info = widgets.SeatInfo(
                name=who.name, role=self.role_label(seat),
                numbers=tuple(self.seat_numbers(self.shown_view, seat)),
                status=self.seat_status(self.shown_view, seat),
                active=seat == active, you=seat == self.viewer,
                color=SEAT_COLORS[seat % len(SEAT_COLORS)])
            rect = self.seat_panel_rect(seat)
            surface.blit(widgets.seat_panel(info, rect.size), rect)
            for (kind, value), spot in zip(info.numbers, widgets.seat_number_rects(info, rect.size)):
                if self.seat_number_caption(self.shown_view, seat, kind, value) is None:
                    continue
                picture = partial(widgets.icon, kind) if widgets.is_icon(kind) else None
                self.inspector.add_piece(("panel", seat, kind), spot.move(rect.topleft), picture,
                                         partial(self.seat_number_caption, self.shown_view, seat, kind, value),
                                         widgets.icon(kind, layout.px(20)).get_size() if picture else (1, 1))

    def role_label(self, seat: int) -> str:
        who = self.match.seats[seat]
        if who.is_human:
            return self.app.t("table.role.human")
        if who.kind == REMOTE:
            return self.app.t("table.role.remote")
        return self.app.t("table.role.ai", level=self.app.t(f"table.level.{who.level or 'normal'}"))

    # --- title hooks --------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        """Place the title's things; `table_rect` is the free felt."""

    def draw_table(self, surface: pygame.Surface, view: GameState) -> None:
        """Draw the game as `view` shows it (the viewer's view).  Every
        face drawn that a player may want to read large is registered with
        `self.inspector.add` (hover or right click shows it)."""

    def on_view(self, view: GameState) -> None:
        """The shown view changed (after animations, or a new viewer)."""

    def on_decision(self, decision: Decision, legal: list[Action]) -> None:
        """A human's decision is about to be shown."""

    #: {event kind: change(view, event) -> view}: the title's `follow.CHANGES`.
    changes: Mapping[str, Change] = {}
    #: {event kind: motion(table, event) -> animation}: the title's `motion.MOTIONS`.
    motions: Mapping[str, Callable[["TableScene", Event], AnimationResult]] = {}

    def animations_for(self, event: Event) -> AnimationResult:
        """The event's motion (`motions[kind]`), then, when it lands, its
        change to the shown view (`land`); at once for a kind without motion."""
        motion = self.motions.get(event.kind)
        animation = motion(self, event) if motion is not None else None
        if animation is None:
            self.land(event)
            return None
        if not isinstance(animation, Animation):
            animation = Parallel(*animation)
        return Sequence(animation, Call(partial(self.land, event)))

    def land(self, event: Event) -> None:
        """The event's pieces have arrived: the shown view takes its change
        and the still picture draws them again where their actors stopped
        (the `arriving` actors give way to it)."""
        self.shown_view = follow(self.changes, self.shown_view, event)
        for actor in self.arriving:
            self.stage.remove(actor)
        self.arriving = []
        self.lifted = {}
        self.invalidate()

    def describe(self, event: Event) -> str | None:
        """The game-log line for `event`, or None for no line: by default
        the title's log module words it (`describe` in `game/<id>/log.py`).

        Worded for `self.reader`, the seat looking now (None: everyone at
        the table, or an onlooker), from `event` alone: it is already seen
        through the reader's eyes (`Event.seen_by`).  The log keeps events, not lines,
        and asks again for every line whenever the viewer changes
        (hand-over, Continue, Load, undo), so never read the view or the
        table's own state here."""
        return self.title_log.describe(event, self.t, self.name, animated=True, viewer=self.reader)

    def t(self, key: str, **values) -> str:
        """The title's text `key` (under its id in the translations)."""
        return self.app.t(f"{self.match.title_id}.{key}", **values)

    def name(self, seat: int | None) -> str:
        """A seat's player name (nothing for no seat)."""
        return self.match.seats[seat].name if seat is not None else ""

    @cached_property
    def title_log(self):
        """The title's game log module, `game/<id>/log.py`."""
        return importlib.import_module(f"game.{self.match.title_id}.log")

    def action_label(self, action: Action) -> str:
        values = " ".join(str(v) for v in action.fields.values())
        return f"{action.kind} {values}".strip()

    def hint_label(self, action: Action) -> str:
        """How a hint names a move (a step a control takes, such as one
        amount of a bid, may need more words than its button)."""
        return self.action_label(action)

    def prompt_text(self, decision: Decision) -> str:
        return self.app.t("table.prompt.your_choice", name=self.match.seats[decision.seat].name)

    def prompt_choices(self, decision: Decision, legal: list[Action]) -> list[tuple]:
        """The prompt bar's buttons: (label, action to submit, or a
        function for a step that is not an action yet, such as "+1"), and
        for a step, optionally, the line saying what it does."""
        return [(self.action_label(a), a) for a in legal[:10]]

    def explain_decision(self, decision: Decision, legal: list[Action]) -> str:
        """One line under the prompt naming what each choice does ("Take
        2 gold — or draw 2 districts and keep 1"), worded for the seat
        deciding from the view and the title's templates."""
        return ""

    def explain_choice(self, action: Action) -> str:
        """One line on what `action` does, shown while the pointer is on
        its button or its place on the table ("" for the decision's line)."""
        return ""

    def targets(self, view: GameState, legal: list[Action]) -> list[Target]:
        """Clickable places on the table for the current decision."""
        return []

    def target_at(self, pos: tuple[int, int], legal: list[Action]) -> Action | Callable[[], None] | None:
        target = self._target_under(pos)
        if target is None:
            return None
        return target.action if target.action is not None else target.on_click

    def shows_hidden_info(self, view: GameState, seat: int) -> bool:
        """Would `seat`'s decision put information hidden from others on
        screen?  (If not, pass-and-play needs no curtain.)"""
        return True

    def seat_numbers(self, view: GameState, seat: int) -> list[tuple[str, object]]:
        """(icon kind, value) pairs for the seat's panel."""
        return []

    def seat_status(self, view: GameState, seat: int) -> str:
        return ""

    def seat_number_caption(self, view: GameState, seat: int, kind: str, value) -> str | None:
        """What a number on a seat's panel is, worded for the one looking
        ("You hold 3 cards", "Bo: 12 chips"); None: nothing to add.  A
        hand of cards is the same at every table; titles word the rest."""
        if kind == "card":
            return self.tell_table("inspect.hand", seat, count=value)
        return None

    def tell_table(self, key: str, seat: int | None = None, **values) -> str:
        """The table toolkit's text `table.<key>` about `seat`, in its "you"
        form for the one looking."""
        return Teller(lambda k, **v: self.app.t(f"table.{k}", **v), lambda s: self.match.seats[s].name,
                      self.viewer)(key, seat, **values)

    def standing(self, view: GameState, seat: int) -> int | None:
        """The seat's score so far, for the end-of-round summary: the score
        the game would give it if it ended now."""
        return self.match.rules.outcome(view).scores[seat]

    def done_to(self, event: Event) -> tuple[int, ...]:
        """The seats another player did something to in `event` (robbed,
        swapped hands with, stole from): the one looking, if among them,
        gets a notice, a sound and a marked log line.  The title's game log
        module says, with its `done_to(event)`."""
        return self.title_log.done_to(event) if hasattr(self.title_log, "done_to") else ()
