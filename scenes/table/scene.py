"""TableScene: drives one match on screen.

Each frame: running animations play; when they are done the table shows the
match as the viewer sees it and asks for the next decision (`turns.Turns`).
A bot decides on the AI worker thread; its action is submitted when the
future is done and its events are queued for animation.  A human decides
with the prompt bar's buttons or by clicking the table (the title maps
places to legal actions: `targets`).

Who is looking (the *viewer*) and what the table shows them is `sight`'s:
never the true state.

The scene owns its parts and wires them: `chrome` (the frame, seat panels,
prompt bar), `story` (game log and notices), `turns` (whose decision, bots,
curtains, undo), `sight` (the viewer, the view shown), `pointing` (targets
and piles), `across` (the others across laptops), the event queue and stage.
Titles subclass TableScene and override the title hooks (`hooks.TitleHooks`).
"""
from __future__ import annotations

from functools import partial
from typing import Callable

import pygame
import pygame_gui

from game.core import Action, Decision, Event, GameState
from game.lessons import LessonRun, Said
from game.match import Match
from scenes import style
from scenes.base import App, Scene
from scenes.memory import forget_table_art
from scenes.table.animation import AnimationResult, DrawAhead, EventQueue, Layer, Stage, StillPicture
from scenes.table.chrome import Chrome
from scenes.table.coach import Coach
from scenes.table.curtain import CurtainScene
from scenes.table.hint import Hint
from scenes.table.hooks import CHOICE_EDGE_REACH, FeltPart, TitleHooks
from scenes.table.inspect import Inspector
from scenes.table.online import AcrossLaptops
from scenes.table.sight import Sight
from scenes.table.story import Note, Story
from scenes.table.targets import Pointing, TurnPlaces
from scenes.table.tween import Tweener
from scenes.table.turns import Turns


class Part:
    """A scene attribute that is one of its parts' (`part.name`, or the
    attribute's own name), read and set there."""

    def __init__(self, part: str, name: str = "") -> None:
        self.part, self.name = part, name

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = self.name or name

    def __get__(self, scene, owner: type | None = None):
        return self if scene is None else getattr(getattr(scene, self.part), self.name)

    def __set__(self, scene, value) -> None:
        setattr(getattr(scene, self.part), self.name, value)


class TableScene(TitleHooks, Scene):
    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.tweens = Tweener(lambda: getattr(app.settings, "animation_speed", 1.0))
        self.events = EventQueue(self.tweens, self._play_event, started=self._log_event)
        self.stage = Stage()
        self.arriving: list = []   # actors that give way to the still picture when their event lands
        self.lifted: dict[str, list] = {}   # pieces of the still picture lifted off it as actors, by what they are
        self.sight = Sight(match, reword=self._reword, see_as=self.events.see_as,
                           looked_away=self._looked_away, shown=self._shown)
        self.decision: Decision | None = None
        self.legal: list[Action] = []
        # the faces on the table that show large when looked at
        self.inspector = Inspector(covered=lambda pos: self.hint.covers(pos), avoid=self._choice_places)
        self.pointing = Pointing()
        self.results_shown = False
        self.final_table = False   # the game is over: the table stays for a look before the results
        self.swallow_mouse_up = False
        self.turn_places = TurnPlaces()   # the prompt's slots, rows and hands: in place through a turn
        self.clock = 0.0
        self.ahead = DrawAhead()
        self.size = app.screen.get_size()
        self.chrome = Chrome(app.ui, app.t, match.seats, self.size, missing=lambda seat: self.across.gone(seat))
        self.still = StillPicture(style.draw_table_background, [])
        # The parts look the title's hooks up when they call them: a title or a test may set one on the table.
        self.story = Story(match, app.t, self.log_lines_rect, describe=lambda event: self.describe(event),
                           done_to=lambda event: self.done_to(event),
                           standing=lambda view, seat: self.standing(view, seat), viewer=lambda: self.viewer,
                           sound=lambda name: self.sound(name), clock=lambda: self.clock,
                           notice_width=lambda: self.notice_area.w)
        self.across = AcrossLaptops(app.ui, app.t, match, name=lambda seat: self.name(seat),
                                    area=lambda: self.log_lines_rect, changed=self._presence_changed,
                                    tell=lambda text: self.story.tell(text, "chat"), host_left=app.tell_host_left)
        self.turns = Turns(
            match, viewer=lambda: self.viewer, busy=lambda: self.events.busy, clock=lambda: self.clock,
            shows_hidden_info=lambda view, seat: self.shows_hidden_info(view, seat),
            watch_bots=lambda: self.sight.look_as(None), hand_over=self._hand_over, present=self._present,
            welcome_back=self._welcome_back, turn_done=self._offer_hand_over,
            queue=self._queue, show_everyone=self.sight.show_everyone,
            refused=lambda error: self.story.note(self.across.refusal(error)))
        self.layout(self.size)
        self.still.lay_out(self._layers())
        self.ahead.start(self.pictures_ahead(self.shown_view))
        self.hint = Hint(
            app.ui, app.t, changed=self.invalidate, help_rect=lambda: self.help_rect, dock=lambda: self.log_below_presence,
            moment=lambda: None if self.decision is None else (self.decision.seat, self.generation),
            ask=lambda seat: match.hint_async(seat, getattr(app.settings, "hard_budget", 1.0)),
            showable=lambda: app.scenes.top is self and self.pile is None,
            label=lambda action: self.hint_label(action), places_of=self._places_of)
        self.coach = self._make_coach() if match.lesson is not None else None
        self.log.set_rect(self._log_rect())

    # --- the parts' state, under the names titles and tests know ----------------------------
    prompt = Part("chrome")
    table_rect = Part("chrome")
    prompt_rect = Part("chrome")
    log_rect = Part("chrome")
    log_lines_rect = Part("chrome")
    help_rect = Part("chrome")
    log = Part("story")
    notice = Part("story")
    onlooker = Part("story")
    reader = Part("story")
    thinking = Part("turns")
    generation = Part("turns")
    targets_now = Part("pointing", "targets")
    hover = Part("pointing")
    piles = Part("pointing")
    pile = Part("pointing")
    viewer = Part("sight")
    shown_view = Part("sight")
    view_stale = Part("sight", "stale")
    log_below_presence = Part("across", "log_below")
    notice_area = Part("across")
    marked_thinking = Part("turns", "marked")

    def _presence_changed(self) -> None:
        self.story.keep_clear(self.across.height)
        self.invalidate("seats")   # a missing player's role

    @property
    def bottom_seat(self) -> int:
        """The seat whose place is at the bottom of the felt (see `Chrome.bottom_seat`)."""
        return self.chrome.bottom_seat(self.viewer, self.turns.last_human)

    @property
    def speaker(self) -> int | None:
        """The seat of the person holding the laptop now (who chats at a
        table across laptops): the viewer, else the last human to decide."""
        if self.viewer is not None:
            return self.viewer
        return self.turns.last_human if self.turns.last_human is not None else next(iter(self.match.humans), None)

    def seats_across(self) -> list[int]:
        """The other seats, in turn order from the bottom seat's left."""
        return self.chrome.seats_across(self.bottom_seat)

    def seat_panel_rect(self, seat: int) -> pygame.Rect:
        return self.chrome.seat_panel_rect(seat)

    def regions(self) -> dict[str, pygame.Rect]:
        """The table's named regions, which must lie inside the window and
        not overlap (scenes.layout.region_problems).  Titles add theirs
        inside `table_rect` in place of it."""
        return self.chrome.regions(self.table_regions())

    def invalidate(self, *layers: str) -> None:
        """Something on the table at rest changed: draw the `layers` it
        touches again next frame, or with none named the whole picture.
        "felt" (the view or a decision changed) has the seat panels looked
        at too ("seats": each is drawn again if its `SeatInfo` changed);
        the log and the prompt bar are looked at every frame."""
        self.still.invalidate(*layers, *(("seats",) if "felt" in layers else ()))

    # --- scene lifecycle ------------------------------------------------------------
    def on_resize(self, size: tuple[int, int]) -> None:
        if size != self.size:   # the old size's pictures go: the new size's are drawn now anyway
            forget_table_art(self.match.title_id)
        self.invalidate()
        self.size = size
        self.chrome.resize(size)
        if self.coach is not None:
            self.coach.place()
        self.log.set_rect(self._log_rect())
        self.across.place()
        self._presence_changed()
        self.layout(size)
        self.still.lay_out(self._layers())
        self.ahead.start(self.pictures_ahead(self.shown_view))
        if self.decision is not None:      # the prompt's buttons keep their order at the new size (chrome.resize)
            self.turn_places.orders[self.decision.kind] = self.prompt.order
        self.hint.place()
        self._refresh_targets()

    def enter(self) -> None:
        self._fit_the_window()
        self.inspector.hush(pygame.mouse.get_pos())

    def pause(self) -> None:
        self._show_widgets(False)
        self.hint.hide()

    def resume(self) -> None:
        self._show_widgets(True)
        self._fit_the_window()
        self.inspector.hush(pygame.mouse.get_pos())

    def _show_widgets(self, visible: bool) -> None:
        """The table's pygame-gui widgets hide while another screen lies over it."""
        for part in (self.coach, self.prompt, self.log, self.across):
            if part is not None:
                part.set_visible(visible)

    def _fit_the_window(self) -> None:
        """The window changed size while another screen was on top."""
        if self.app.screen.get_size() != self.size:
            self.on_resize(self.app.screen.get_size())

    def exit(self) -> None:
        self.turns.drop_answers()
        self.prompt.clear()
        self.hint.kill()
        if self.coach is not None:
            self.coach.kill()
        self.across.kill()
        forget_table_art(self.match.title_id)
        self.app.memory_to_give_back = True
        if self.match.networked:   # leave the network table (a host tells its players it quit)
            self.match.leave()

    def on_language_changed(self) -> None:
        self.invalidate()
        self.across.place()
        self.log.reword()
        if self.decision is not None:
            self._show_prompt()

    # --- the flow ---------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self.tweens.update(dt)
        self.events.update()
        self._collect_bot_answer()
        if self.turns.mark_thinking():
            self.invalidate("seats")
        self.hint.update()
        self.across.update()
        if self.coach is not None:
            self._coach_follows(dt)
            if self.coach.summary_rect is not None:   # the lesson is over: the table rests under its summary
                return
        if self.events.busy:
            return
        if self.view_stale:
            self.sight.show_the_match()
        if self.thinking is not None or self.decision is not None:
            return
        if self.match.is_over():
            if not self.final_table:
                self._show_final_table()
            return
        self.turns.next_decision()

    def _show_final_table(self) -> None:
        """The last move is played: everyone sees the whole table (the
        spectator's view) until they ask for the results."""
        self.final_table = True
        self.story.turn_over()
        self.sight.look_as(None if len(self.match.humans) != 1 else self.match.humans[0])
        self.prompt.show(self.app.t("table.final.prompt"), [(self.app.t("table.final.results"), self.show_results)])
        self.prompt.set_visible(self.app.scenes.top is self)
        self.invalidate("felt")

    def show_results(self) -> None:
        if not self.results_shown:
            self.results_shown = True
            self.app.show_results(self.match)

    def _hand_over(self, seat: int) -> None:
        self.app.scenes.push(CurtainScene(self.app, seat, self.name(seat), self.turns.curtain_lifted,
                                          menu=partial(self.app.open_game_menu, self, curtained=True)))

    def _welcome_back(self, seat: int, since: int) -> None:
        self.story.welcome_back(seat, since)

    def _offer_hand_over(self, seat: int, next_human: int | None) -> None:
        """`seat`'s turn is done: "Done — pass to Ben", and Undo while their
        moves can still be taken back, before anyone else sees the table."""
        self.story.turn_over()
        self.chrome.offer_hand_over(self.name(seat), None if next_human is None else self.name(next_human),
                                    self.turns.passed_on, self.undo if self.turns.undo_status()[0] is not None else None)
        self.prompt.set_visible(self.app.scenes.top is self)

    def _present(self, decision: Decision) -> None:
        self.turn_places.decision(decision.seat)
        self.inspector.unpin()
        self.sight.look_as(decision.seat)
        self.decision = decision
        self.invalidate("felt")
        self.legal = self.match.legal_actions(decision.seat)
        self.on_decision(decision, self.legal)
        if self.decision is not decision:
            return  # the title answered it: there was nothing to choose
        if self.turns.turn_cue_owed:
            self.turns.turn_cue_owed = False
            self._cue_your_turn(decision.seat, self.out_of_turn(self.shown_view, decision))
        self._show_prompt(keep_slots=True)
        self._refresh_targets()

    def _cue_your_turn(self, seat: int, answer: str = "") -> None:
        self.story.cue_turn(self.name(seat) if len(self.match.humans) > 1 else None, answer)

    def _show_prompt(self, keep_slots: bool = False) -> None:
        """The prompt bar for the decision on show.  A new decision of the
        turn (`keep_slots`) keeps the slots the buttons had at the last
        one of its kind; a step within a decision, a new window size or
        language lays them out afresh."""
        decision = self.decision
        self.prompt.show(self.prompt_text(decision), self.prompt_choices(decision, self.legal),
                         self.explain_decision(decision, self.legal),
                         before=self.turn_places.orders.get(decision.kind, ()) if keep_slots else (),
                         gone=self.refusal_for_gone)
        self.turn_places.orders[decision.kind] = self.prompt.order
        self.prompt.set_visible(self.app.scenes.top is self)

    def explanation(self) -> tuple[str, bool, bool]:
        """The prompt bar's bottom line now, whether it is about one
        choice, and whether it says why not (see `Chrome.explanation`)."""
        if self.decision is None and self.turns.handing_over is None:
            return "", False, False
        refusal = self.pointing.refusal
        refused = refusal.reason if refusal is not None and refusal.speaks(self.clock) else ""
        face = self.inspector.spot_at(self.pointing.pointer) if self.decision is not None else None
        face_refused = self.refusal_for(self.shown_view, face.key) if face is not None else ""
        return self.chrome.explanation(self.hover, self.pointing.pointer, self.explain_choice, refused, face_refused)

    def refuse(self, rect: pygame.Rect, reason: str) -> None:
        """A click on `rect` was not a choice now: it shakes, and the
        prompt bar says `reason`."""
        self.pointing.refuse(rect, reason, self.clock)

    def _collect_bot_answer(self) -> None:
        answer = self.turns.bot_answer()
        if answer is not None:
            self.turn_places.new_turn()   # someone else played
            self._submit(*answer)

    def submit(self, action: Action) -> None:
        """The deciding human chose `action` (from a button or the table)."""
        if self.decision is None or action not in self.legal:
            return
        seat = self.decision.seat
        self.decision = None
        self.pointing.refusal = None
        self.hint.clear()
        self.invalidate("felt")
        self.legal = []
        self.prompt.clear()
        self._refresh_targets()
        self.app.sound.play("click")
        self._submit(seat, action)

    def _submit(self, seat: int, action: Action) -> None:
        self.turns.play(seat, action)

    def _queue(self, events: list[Event]) -> None:
        self.events.push(events, self.viewer)
        self.view_stale = True

    def _reword(self) -> None:
        """Someone else looks now: the log is worded for them, and the whole
        picture is drawn again in this frame (nothing the one before saw
        waits on screen for a frame with time to spare)."""
        self.log.reword()
        self.invalidate()

    def _looked_away(self) -> None:
        """A notice or a pile spoke to the one looking before."""
        self.notice = None
        self.pile = None

    def _shown(self, view: GameState) -> None:
        self.invalidate("felt")
        self.on_view(view)
        self._refresh_targets()

    def _play_event(self, event: Event) -> AnimationResult:
        """The event's motion (its log line came as it started); the felt
        is drawn again if the motion lifted pieces off it."""
        lifted = {what: list(pieces) for what, pieces in self.lifted.items()}
        animation = self.animations_for(event)
        if self.lifted != lifted:
            self.invalidate("felt")
        return animation

    def _log_event(self, event: Event) -> None:
        self.story.event_started(event)

    def resync(self) -> None:
        """Rebuild everything from the match (after undo or load): drop
        running animations and any bot answer still on its way."""
        self.turns.drop_answers()
        self.events.clear()
        self.stage.clear()
        self.arriving, self.lifted = [], {}
        self.decision = None
        self.turn_places.new_turn()
        self.legal = []
        self.prompt.clear()
        self.hover = None
        self.results_shown = False
        self.final_table = False
        self.notice = None
        self.sight.show_the_match()
        self.story.log_the_match()
        self.story.note(Note(key="table.log.resynced", reader=self.viewer), highlight=True)
        self.invalidate()

    def undo_status(self) -> tuple[int | None, str]:
        """Whether the human looking now may undo (see `Turns.undo_status`)."""
        return self.turns.undo_status()

    def undo(self) -> None:
        if self.turns.undo():
            self.resync()

    def skip_animations(self) -> None:
        self.events.skip()

    # --- a Learn-to-play game: the coach ----------------------------------------------
    def _make_coach(self) -> Coach:
        title_id = self.match.title_id
        return Coach(self.app.ui, self.app.t, self.t, LessonRun(self.match.lesson), target=self._lesson_target,
                     others=self._other_places, word=self._word_move, dock=lambda: self.log_lines_rect, felt=lambda: self.table_rect,
                     highlight=lambda surface, rect: self.draw_highlight(surface, rect), changed=self.invalidate,
                     leave=self.app.back_to_title, play_real=lambda: self.app.open_setup(title_id),
                     to_title=self.app.back_to_title)

    def _log_rect(self) -> pygame.Rect:
        """The game log's lines: above the coach's buttons in a lesson."""
        return self.coach.log_rect(self.log_lines_rect) if self.coach is not None else self.log_lines_rect

    def _coach_follows(self, dt: float) -> None:
        """Tell the lesson every move once it has been shown (its motions
        over), and which decision the learner faces."""
        coach, run = self.coach, self.coach.run
        run.rewind(len(self.match.log))   # an undo took moves back
        coach.update(dt)
        if self.events.busy:
            return
        for seat, action in self.match.log[run.moves_seen:]:
            events = self.match.events[run.moves_seen]
            run.observe(seat, action, [event.seen_by(run.seat) for event in events])
        run.settle(self.shown_view, self.decision, self.legal)
        if self.match.is_over():
            run.game_over()
        if run.finished:
            coach.finish()

    def _lesson_target(self) -> pygame.Rect | None:
        """Where the step on now points: the place of a choice it picks
        (on the felt or the prompt bar), else its table region."""
        step = self.coach.run.step
        if step is None:
            return None
        if step.points_at is not None and self.decision is not None and not self.events.busy:
            for action in self.legal:
                places = self._places_of(action) if step.points_at(action) else []
                if places:
                    return places[0]
        return self.regions().get(step.region) if step.region else None

    def _other_places(self) -> list[pygame.Rect]:
        """The places on the table the coach's arrow should not run over:
        the choices and the pieces that can be looked at."""
        return [target.rect for target in self.pointing.targets] + [spot.rect for spot in self.inspector.spots]

    def _word_move(self, said: Said) -> str:
        """A move of the learner's the lesson did not ask for, in the game
        log's words: the first lines about the learner, else the move's label."""
        learner = self.coach.run.seat
        lines = [line for line in map(self.describe, (e for e in said.events if e.get("seat") == learner)) if line]
        return " ".join(lines[:2]) or self.app.t("table.lesson.label", what=self.action_label(said.action))

    # --- input ---------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.prompt.point_at(event.pos)
        if self.coach is not None and self.coach.handles(event):
            return
        if self.pile is not None:
            if not self.pile.handle_event(event, self.app.screen.get_rect()):   # it takes every input until it closes
                self.close_pile()
            return
        if self.story.handles(event):
            return
        if self.log.handle_event(event):
            return
        if self.hint.handles(event) or self.across.handles(event):
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
            if choice is not None and not self.prompt.armed(event.ui_element):
                self.refuse(event.ui_element.rect, self.app.t("table.refuse.just_appeared"))
            elif isinstance(choice, Action):
                self.submit(choice)
            elif callable(choice):   # a step of the decision, one that ends it, or the results after the final table
                self._take_step(choice)
        elif event.type == pygame.MOUSEMOTION:
            self.pointing.point_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.swallow_mouse_up:
                self.swallow_mouse_up = False
                return
            if not self._open_pile_at(event.pos):
                self.click(event.pos)

    def add_pile(self, rect: pygame.Rect, opener) -> None:
        """A pile drawn in `rect` that anyone may look through: a click
        opens `opener()` (built then, from the shown view)."""
        self.pointing.add_pile(rect, opener)

    def _open_pile_at(self, pos: tuple[int, int]) -> bool:
        if self.events.busy or not self.pointing.open_pile_at(pos):
            return False
        self.prompt.set_visible(False)
        self.hint.hide()
        self.sound("card")
        return True

    def close_pile(self) -> None:
        self.pile = None
        self.prompt.set_visible(self.app.scenes.top is self)
        self.invalidate("felt")

    def click(self, pos: tuple[int, int]) -> None:
        if self.decision is None or self.events.busy:
            return
        greyed = self.prompt.greyed_at(pos) if self.prompt.visible else None
        refused = self.pointing.under(pos)
        if greyed is not None:
            self.refuse(greyed[0].rect, greyed[1])
            return
        if refused is not None and refused.refusal:
            self.refuse(refused.rect, refused.refusal)
            return
        chosen = self.target_at(pos, self.legal)
        if isinstance(chosen, Action):
            self.submit(chosen)
        elif callable(chosen):
            self._take_step(chosen)
            self.hover = self.pointing.under(pos)
        elif refused is None and (face := self.inspector.spot_at(pos)) is not None:
            why = self.refusal_for(self.shown_view, face.key)   # a kind of place that is a choice at other times
            if why:
                self.refuse(face.rect, why)

    def _take_step(self, step: Callable[[], None]) -> None:
        """A step of the decision that is not an action yet (or one that
        ends it): the prompt and the targets follow it."""
        step()
        self.invalidate("felt")
        if self.decision is not None:
            self._show_prompt()
        self._refresh_targets()

    def target_at(self, pos: tuple[int, int], legal: list[Action]) -> Action | Callable[[], None] | None:
        """What a click at `pos` does: a `Target`'s action or step."""
        target = self.pointing.under(pos)
        return target.choice if target is not None else None

    def _places_of(self, action: Action) -> list[pygame.Rect]:
        """Where `action` is on screen: its targets on the felt, its prompt buttons."""
        return ([target.rect for target in self.targets_now if target.action == action]
                + [button.rect for button, choice in self.prompt.buttons if choice == action])

    def _choice_places(self) -> list[pygame.Rect]:
        """The places of the decision's choices, and the buttons beside
        the log: what a card shown large must leave in sight."""
        return ([target.rect for target in self.pointing.choices] + [button.rect for button, _ in self.prompt.buttons]
                + [self.hint.button.rect, self.help_rect] + [rect for rect in [self.pointing.caption_rect] if rect])

    def steady_rects(self, name: str, items: list, rects_for: Callable[[int], list[pygame.Rect]]) -> list[pygame.Rect]:
        """Where each of `items` (a hand, a row of cards) lies, in place
        through a turn (see `TurnPlaces.rects`)."""
        return self.turn_places.rects(name, items, rects_for, deciding=self.decision is not None)

    def _refresh_targets(self) -> None:
        self.pointing.set_targets([] if self.decision is None else list(self.targets(self.shown_view, self.legal)))

    def open_game_menu(self) -> None:
        self.app.open_game_menu(self)

    def open_rules(self) -> None:
        """The "?" button (or F1): this title's rules, over the table."""
        self.app.open_rules(self.match.title_id)

    def sound(self, name: str) -> None:
        self.app.sound.play(name)

    # --- drawing ---------------------------------------------------------------------
    def prepare(self) -> None:
        """Draw the table at rest once, off screen, before its first frame
        (the app calls this while it changes screens): the fonts, card
        faces, pictures, shadows and felt it needs are then ready, so the
        first frames only put them together."""
        self.still.prepare(self.app.screen.get_size())

    def pointed_action(self) -> Action | None:
        """The move under the pointer while the viewer decides: a prompt
        button's, else a place's on the felt (None over anything else)."""
        if self.decision is None or self.events.busy:
            return None
        pointed = self.prompt.button_at(self.pointing.pointer) if self.prompt.visible else None
        if pointed is not None:
            return pointed[1] if isinstance(pointed[1], Action) else None
        return self.hover.action if self.hover is not None else None

    def draw(self, surface: pygame.Surface) -> None:
        redrawn = self.still.blit(surface)
        pointed = self.pointed_action()
        if pointed is not None:
            self.draw_preview(surface, pointed)
        deciding = self.hover is not None and self.decision is not None
        if deciding and not self.hover.refusal:
            self.draw_highlight(surface, self.hover.rect)
        self.pointing.draw_caption(surface, self.target_caption(self.hover) if deciding else "", self.table_rect)
        self.pointing.draw_shake(surface, self.clock)
        self.stage.draw(surface)
        self.chrome.draw_help_button(surface)
        self.across.draw(surface)
        if self.notice is not None and not self.notice.draw(surface, self.notice_area, self.clock):
            self.notice = None   # the log's lines take back the notice's room
        if self.story.away is not None:
            self.story.away.draw(surface, self.table_rect)
        self.hint.draw(surface)
        if self.coach is not None and self.pile is None:
            self.coach.draw(surface, self.coach.run.applies(self.shown_view, self.decision, self.legal))
        if self.pile is not None:
            self.pile.draw(surface, self.clock)
        elif not self.events.busy:   # what is looked at lies over everything else
            self.inspector.draw(surface, self.clock)
        if self.events.busy:
            self.prompt.draw_explanation(surface, self.app.t("table.skip_hint"))
        elif self.prompt.visible:
            self.prompt.draw_explanation(surface, *self.explanation())
        thinking = self.turns.thinking_seat()
        if thinking is not None:
            self.chrome.draw_thinking(surface, thinking, self.name(thinking), self.clock)
        if not redrawn:
            self.ahead.run()

    def _layers(self) -> list[Layer]:
        """The still picture's layers, each drawn again only when it changed:
        the felt's parts (`felt_parts`: the title's `draw_table` from
        `shown_view`, the lit choices), each seat panel, the log, the
        prompt bar."""
        chrome = self.chrome
        return ([self._felt_layer(part) for part in self.felt_parts(chrome.felt_rect())]
                + [Layer(f"seat {seat}", chrome.seat_panel_rect(seat), partial(self._draw_seat_panel, seat),
                         shows=partial(self._seat_info, seat), group="seats", waits=True)
                   for seat in range(len(self.match.seats))]
                + [Layer("log", chrome.log_rect, lambda surface: self.log.draw(surface),
                         shows=lambda: self.log.version, waits=True, watched=True),
                   Layer("prompt", chrome.prompt_rect, lambda surface: self.prompt.draw(surface),
                         shows=lambda: self.prompt.shows(), waits=True, watched=True)])

    def _felt_layer(self, part: FeltPart) -> Layer:
        """A part of the felt as a layer: drawn from the shown view, the
        choices lit over it (what it shows includes those whose edge
        reaches into it: a decision shown draws again only the parts its
        choices lie in)."""
        def draw(surface: pygame.Surface) -> None:
            self.inspector.clear(part.name)
            if part.name == "felt":
                self.piles = []
            part.draw(surface, self.shown_view)
            for rect in self._lit_choices():
                self.draw_choice(surface, rect)

        def lit_here() -> tuple:
            return tuple(tuple(rect) for rect in self._lit_choices()
                         if rect.inflate(CHOICE_EDGE_REACH, CHOICE_EDGE_REACH).colliderect(part.rect))

        shows = None if part.shows is None else lambda: (part.shows(self.shown_view), lit_here())
        return Layer(part.name, part.rect, draw, shows, group="felt")

    def _lit_choices(self) -> list[pygame.Rect]:
        """The places of the viewer's choices, edged on the felt."""
        if self.decision is None or self.decision.seat != self.viewer:
            return []
        return [target.rect for target in self.pointing.choices]

    def _seat_info(self, seat: int):
        view = self.shown_view
        return self.chrome.seat_info(seat, you=self.viewer,
                                     active=self.marked_thinking if self.decision is None else self.decision.seat,
                                     numbers=partial(self.seat_numbers, view), status=partial(self.seat_status, view))

    def _draw_seat_panel(self, seat: int, surface: pygame.Surface) -> None:
        self.inspector.clear(f"seat {seat}")
        self.chrome.draw_seat_panel(surface, self.inspector, seat, self._seat_info(seat),
                                    caption=partial(self.seat_number_caption, self.shown_view))
