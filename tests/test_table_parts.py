"""The table toolkit's parts, each with only what it is given: `Turns`
(whose decision, bots, curtains, undo) on a plain match, `Story` (the log
and notices, worded for the one reading now), `Pointing` (targets and
piles), `Chrome` (the frame), and the registry of tables."""
import ast
from concurrent.futures import wait
from pathlib import Path

import pygame
import pytest

from game import registry
from game.core import Event
from game.match import AI, HUMAN, Match, Seat
from scenes import tables
from scenes.table.chrome import Chrome
from scenes.table.story import Note, Story
from scenes.table.targets import Pointing, Target
from scenes.table import widgets
from scenes.table.turns import Turns
from app_driver import wait_a_frame

TABLE_TOOLKIT = Path(__file__).resolve().parent.parent / "scenes" / "table"


class Calls(list):
    """What a part asked of the table, in order."""

    def to(self, name: str):
        return lambda *args: self.append((name, *args))


def turns_for(match: Match, calls: Calls, viewer=None, hidden=True) -> Turns:
    return Turns(match, viewer=lambda: viewer, busy=lambda: False, clock=lambda: 0.0,
                 shows_hidden_info=lambda view, seat: hidden, watch_bots=calls.to("watch bots"),
                 hand_over=calls.to("hand over"), present=calls.to("present"), welcome_back=calls.to("welcome back"),
                 turn_done=calls.to("turn done"),
                 queue=calls.to("queue"),
                 show_everyone=calls.to("show everyone"), refused=calls.to("refused"))


def test_the_turn_order_needs_no_pygame():
    """Turns is rules-side logic: it runs in a plain test with a match."""
    tree = ast.parse((TABLE_TOOLKIT / "turns.py").read_text(encoding="utf-8"))
    packages = {name.split(".")[0] for node in ast.walk(tree)
                for name in ([alias.name for alias in node.names] if isinstance(node, ast.Import)
                             else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])}
    assert "game" in packages and not packages & {"pygame", "pygame_gui", "scenes"}


def test_a_bot_thinks_on_the_worker_and_an_answer_from_before_a_resync_is_dropped():
    match = Match("citadels", [Seat("Bo", AI, "easy"), Seat("Cy", AI, "easy")], seed=2)
    calls = Calls()
    turns = turns_for(match, calls)
    turns.next_decision()
    assert turns.thinking is not None and calls == []
    turns.thinking.future.result(timeout=60)
    seat, action = turns.bot_answer()
    assert turns.thinking is None and action in match.legal_actions(seat)
    turns.play(seat, action)
    assert [call[0] for call in calls] == ["queue"]
    turns.next_decision()
    stale = turns.thinking
    turns.drop_answers()          # undo or load: the match is not the one the bot thinks about
    assert turns.thinking is None and turns.bot_answer() is None
    turns.next_decision()
    wait([stale.future, turns.thinking.future], timeout=60)
    assert turns.thinking.generation == stale.generation + 1 and turns.bot_answer() is not None


def test_with_two_humans_the_next_one_s_hidden_view_comes_after_a_curtain_unless_they_had_the_laptop_last():
    """A curtain only when the laptop changes hands: not for the human who
    had it last, even when bots moved in between (nobody looked then)."""
    match = Match("dragons_lair", [Seat("Ann", HUMAN), Seat("Mei", HUMAN)], seed=3)
    seat = match.pending()[0].seat
    calls = Calls()
    turns_for(match, calls, viewer=None).next_decision()
    assert calls == [("hand over", seat)]
    calls.clear()
    turns_for(match, calls, viewer=None, hidden=False).next_decision()
    assert [call[0] for call in calls] == ["present"]
    calls.clear()
    turns = turns_for(match, calls, viewer=None)
    turns.last_human = seat
    turns.next_decision()
    assert calls == [("present", match.pending()[0])]
    calls.clear()
    turns.last_human = 1 - seat
    turns.next_decision()
    assert calls == [("hand over", seat)]


def test_only_the_human_who_just_acted_may_undo_before_the_hand_over():
    match = Match("dragons_lair", [Seat("Ann", HUMAN), Seat("Mei", HUMAN)], seed=3)
    seat = match.pending()[0].seat
    match.submit(seat, match.legal_actions(seat)[0])
    assert turns_for(match, Calls(), viewer=1 - seat).undo_status() == (None, "not_yours")
    assert turns_for(match, Calls(), viewer=seat).undo_status() == match.undo_status(seat)
    assert turns_for(Match("dragons_lair", [Seat("Ann", HUMAN), Seat("Mei", HUMAN)], seed=3), Calls(),
                     viewer=seat).undo_status() == (None, "nothing")


def test_an_illegal_action_is_refused_with_the_rules_reason():
    match = Match("dragons_lair", [Seat("Ann", HUMAN), Seat("Bo", AI, "easy")], seed=3)
    waiting = next(s for s in range(2) if s not in {d.seat for d in match.pending()})
    calls = Calls()
    turns_for(match, calls).play(waiting, match.legal_actions(match.pending()[0].seat)[0])
    assert len(calls) == 1 and calls[0][0] == "refused" and calls[0][1]


def story_for(match: Match, viewer: list, said: list) -> Story:
    pygame.font.init()
    return Story(match, lambda key, **values: key, pygame.Rect(0, 0, 300, 400),
                 describe=lambda event: f"{event.kind} {event.get('card', '?')}", done_to=lambda event: (1,),
                 standing=lambda view, seat: None, viewer=lambda: viewer[0], sound=said.append,
                 clock=lambda: 0.0, notice_width=lambda: 280)


def test_the_log_keeps_events_and_words_them_for_whoever_reads_now():
    """A card drawn is seen by all, its face only by its owner; an onlooker
    who sees everything reads every face."""
    viewer, said = [0], []
    story = story_for(Match("dragons_lair", [Seat("Ann"), Seat("Bo", AI, "easy")], seed=1), viewer, said)
    story.log.clear()
    story.log.add(Event("draw", seat=0, card="QH", owner=0, hidden=("card",)))
    story.note(Note(key="table.log.resynced"))
    assert story.log.lines()[-2:] == ["draw QH", "table.log.resynced"]
    viewer[0] = 1
    story.log.reword()
    assert story.log.lines()[-2] == "draw ?"
    story.onlooker = True
    story.log.reword()
    assert story.reader is None and story.log.lines()[-2] == "draw QH"


def test_what_another_player_does_to_the_one_looking_is_told_with_a_sting():
    viewer, said = [1], []
    story = story_for(Match("dragons_lair", [Seat("Ann"), Seat("Bo")], seed=1), viewer, said)
    story.event_started(Event("steal", seat=0, card="KS"))
    assert story.notice is not None and story.notice.kind == "you" and said == ["sting"]
    viewer[0] = 0
    story.notice = None
    story.event_started(Event("steal", seat=0, card="KS"))
    assert story.notice is None and said == ["sting"]


def test_the_target_under_the_pointer_is_the_last_drawn_and_a_pile_opens_only_where_no_target_is():
    pointing = Pointing()
    below, above = Target(pygame.Rect(0, 0, 100, 100), on_click=print), Target(pygame.Rect(50, 50, 100, 100))
    pointing.set_targets([below, above])
    pointing.point_at((60, 60))
    assert pointing.hover is above and pointing.under((10, 10)) is below and below.choice is print
    pointing.set_targets([below])
    assert pointing.hover is None
    opened = []
    pointing.add_pile(pygame.Rect(0, 0, 300, 300), lambda: opened.append("pile") or FakePile())
    assert not pointing.open_pile_at((10, 10)) and opened == []
    assert pointing.open_pile_at((200, 200)) and opened == ["pile"] and pointing.pile.inspector.pointer == (200, 200)


class FakePile:
    class inspector:
        pointer = None


@pytest.mark.parametrize("seats", [2, 7])
@pytest.mark.parametrize("size", [(960, 600), (2560, 1440)])
def test_the_frame_s_regions_lie_in_the_window_without_overlapping(app, seats, size):
    from scenes import layout
    layout.set_window(size)
    chrome = Chrome(app.ui, app.t, [Seat(f"P{i}") for i in range(seats)], size)
    assert layout.region_problems(chrome.regions({}), size) == []
    assert chrome.log_lines_rect.bottom == chrome.log_rect.bottom and chrome.log_rect.contains(chrome.help_rect)
    assert chrome.bottom_seat(None, None) == 0 and chrome.bottom_seat(None, 3 % seats) == 3 % seats
    assert chrome.seats_across(1) == [(1 + i) % seats for i in range(1, seats)]


def test_every_title_has_its_table_and_an_unknown_one_is_named():
    from scenes.table.scene import TableScene
    assert set(tables.TABLES) == set(registry.ids())
    assert all(issubclass(tables.table_class(title), TableScene) for title in registry.ids())
    with pytest.raises(KeyError, match="no table for title 'chess'"):
        tables.table_class("chess")


def test_the_table_asks_the_app_for_its_menus(app, monkeypatch):
    """Esc asks for the game menu, F1 for this title's rules: the table
    opens no screen itself (so scenes/ has no import circle)."""
    asked = Calls()
    monkeypatch.setattr(app, "open_game_menu", asked.to("game menu"))
    monkeypatch.setattr(app, "open_rules", asked.to("rules"))
    app.open_game(Match("rattlebones", [Seat("Ann"), Seat("Bo", AI, "easy")], seed=4))
    table = app.scenes.top
    for key in (pygame.K_ESCAPE, pygame.K_F1):
        table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    assert asked == [("game menu", table), ("rules", "rattlebones")]


def test_the_app_answers_everything_a_scene_may_ask(app):
    """scenes.base.App (a Protocol) says what a scene may ask of the app;
    the app has every part of it."""
    from scenes.base import App
    asked = set(App.__annotations__) | {name for name, value in vars(App).items()
                                        if callable(value) and not name.startswith("_")}
    assert {"scenes", "t", "open_game_menu", "open_rules", "show_results"} <= asked
    assert [name for name in sorted(asked) if not hasattr(app, name)] == []


def test_the_log_follows_the_newest_line_unless_scrolled_back_then_counts_the_new_lines():
    """Scrolled back, the lines read stay put and a mark counts what came
    below ("2 new lines ▼"); a click on it follows the newest line again."""
    pygame.font.init()
    log = widgets.GameLog(pygame.Rect(0, 0, 300, 120), str, lambda count: f"{count} new")
    for number in range(30):
        log.add(f"line {number}")
    newest = log.last_rows(1)
    log.scroll = 5
    shown = log.last_rows(log.rows_shown, log.scroll)
    log.add("line 30")
    log.add("line 31")
    assert log.last_rows(log.rows_shown, log.scroll) == shown and log.unread == 2
    assert log.new_lines_mark() is not None and log.new_lines(log.unread) == "2 new"
    click = pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=log.new_lines_rect().center)
    assert log.handle_event(click)
    assert log.scroll == 0 and log.unread == 0 and log.last_rows(1) != newest == [("line 29", False)]


def test_the_log_shows_no_line_from_its_middle_at_its_top(monkeypatch):
    """When the room above the newest lines ends inside a long line, the
    log shows none of that line rather than its last rows alone."""
    pygame.font.init()
    log = widgets.GameLog(pygame.Rect(0, 0, 300, 120), str, lambda count: f"{count} new")
    long_line = " ".join(["Bram holds the Frost Blade against Dov"] * 4)
    log.add(long_line)
    for number in range(log.rows_shown - 2):
        log.add(f"line {number}")
    assert len(log.last_rows(log.rows_shown)) == log.rows_shown
    assert log.last_rows(log.rows_shown)[0][0].startswith(widgets.CONTINUED), "the room ends inside the long line"
    drawn = []
    real_text = widgets.style.text
    monkeypatch.setattr(widgets.style, "text", lambda row, *args: drawn.append(row) or real_text(row, *args))
    log.draw(pygame.Surface((300, 120)))
    assert drawn == [f"line {number}" for number in range(log.rows_shown - 2)]


def test_a_notice_sits_above_the_log_s_lines_never_over_one():
    """While a notice shows, the log keeps its room clear (fewer lines, the
    newest at the bottom); when it goes, the lines take the room back."""
    viewer, said = [0], []
    story = story_for(Match("dragons_lair", [Seat("Ann"), Seat("Bo", AI, "easy")], seed=1), viewer, said)
    for number in range(40):
        story.note(Note(text=f"line {number}"))
    full = story.log.rows_shown
    story.tell("Your turn", "turn")
    notice_bottom = story.notice.rect_in(story.log.rect).bottom
    first_row_top = story.log.rect.bottom - 8 - story.log.rows_shown * story.log.row_height
    assert story.log.rows_shown < full and first_row_top >= notice_bottom
    story.notice = None
    assert story.log.rows_shown == full


def test_pictures_drawn_ahead_take_a_frame_s_budget_and_a_new_start_drops_the_rest():
    """At least one picture a frame, more while the budget lasts; a new
    size's pictures replace the old size's still waiting."""
    from scenes.table.animation import DrawAhead
    drawn = []
    ahead = DrawAhead()
    ahead.start(lambda n=n: drawn.append(n) for n in range(100))
    ahead.run(budget=0)
    assert drawn == [0]
    ahead.run(budget=60)
    assert drawn == list(range(100))
    drawn.clear()
    ahead.start(lambda n=n: drawn.append(n) for n in range(5))
    ahead.run(budget=0)
    ahead.start(lambda n=n: drawn.append(("new", n)) for n in range(2))
    ahead.run(budget=60)
    assert drawn == [0, ("new", 0), ("new", 1)]


def test_the_still_picture_draws_again_only_the_layers_that_changed():
    """A layer invalidated by its name (or its group's) is drawn again
    alone, over the background under its own rect; a layer whose `shows`
    changed is drawn again by itself (one that `waits`, in a frame with
    time to spare); invalidating with no name draws the whole picture."""
    from scenes.table.animation import Layer, StillPicture
    drawn, shows = Calls(), {"log": 0}
    colours = {"felt": (0, 90, 0), "seat 0": (200, 0, 0), "seat 1": (0, 0, 200), "log": (90, 90, 90)}
    rects = {"felt": pygame.Rect(0, 0, 60, 100), "seat 0": pygame.Rect(70, 0, 30, 20),
             "seat 1": pygame.Rect(70, 20, 30, 20), "log": pygame.Rect(70, 50, 30, 50)}

    def draw(name):
        return lambda surface: drawn.append(name) or surface.fill(colours[name])   # fill keeps to the clip

    layers = [Layer(name, rects[name], draw(name), group="seats" if name.startswith("seat") else "",
                    shows=(lambda: shows["log"]) if name == "log" else None, waits=name == "log",
                    watched=name == "log") for name in rects]
    still = StillPicture(lambda surface: drawn.append("background") or surface.fill((40, 20, 10)), layers)
    still.BUDGET = 60.0   # time to spare in every frame, however busy the machine
    screen = pygame.Surface((100, 100))
    assert still.blit(screen) and drawn == ["background", "felt", "seat 0", "seat 1", "log"]
    assert screen.get_at((65, 50))[:3] == (40, 20, 10) and screen.get_at((80, 10))[:3] == (200, 0, 0)
    drawn.clear()
    assert not still.blit(screen) and drawn == []
    still.invalidate("seat 1")
    assert still.blit(screen) and drawn == ["background", "seat 1"]
    assert screen.get_at((65, 50))[:3] == (40, 20, 10) and screen.get_at((30, 50))[:3] == (0, 90, 0)
    drawn.clear()
    still.invalidate("seats")
    shows["log"] += 1
    still.blit(screen)
    assert drawn == ["background", "seat 0", "background", "seat 1", "background", "log"]
    drawn.clear()
    still.invalidate("felt")
    shows["log"] += 1
    still.BUDGET = -1.0   # the frame's time is spent: the log waits for the next frame
    still.blit(screen)
    assert drawn == ["background", "felt"]
    still.BUDGET = 1.0
    still.blit(screen)
    assert drawn == ["background", "felt", "background", "log"]
    drawn.clear()
    still.invalidate()
    still.blit(screen)
    assert drawn == ["background", "felt", "seat 0", "seat 1", "log"]


def test_at_a_new_size_each_layer_shows_as_it_was_until_it_has_made_its_pictures_and_is_drawn():
    """At a new window size the resize's frame draws the background whole
    and shows the picture before, scaled, in each layer's rect; each frame
    rehearses the layers with nothing showing, making new pictures (one,
    then more until `SETTLING_BUDGET`; no layer begun after that but the
    first): a layer that wants another after
    that (`style.OutOfTime`) is rehearsed again from its start next frame,
    the pictures it made kept, and one rehearsed to its end is drawn (in
    the next frame, not rehearsed again, if that time is spent).  Once
    every layer is drawn nothing is drawn again."""
    from scenes import style
    from scenes.table.animation import Layer, StillPicture
    drawn = Calls()
    colours = {"background": (40, 20, 10), "felt": (0, 90, 0), "log": (90, 90, 90)}

    @style.drawn_once(maxsize=None)
    def picture(name: str, n: int) -> str:
        return f"{name} {n}"

    def draw(name: str, pictures: int, colour=None):
        def draw_layer(surface):
            drawn.append(name)
            for n in range(pictures):
                picture(name, n)
            drawn.append(f"{name} whole")
            surface.fill(colour or colours[name])   # fill keeps to the clip
        return draw_layer

    still = StillPicture(lambda surface: drawn.append("background") or surface.fill(colours["background"]),
                         [Layer("felt", pygame.Rect(0, 0, 60, 100), draw("felt", 0)),
                          Layer("log", pygame.Rect(70, 0, 30, 100), draw("log", 0), waits=True)])
    screen = pygame.Surface((200, 200))
    still.blit(pygame.Surface((100, 100)))
    drawn.clear()
    still.lay_out([Layer("felt", pygame.Rect(0, 0, 120, 200), draw("felt", 3, (0, 200, 0))),
                   Layer("log", pygame.Rect(140, 0, 60, 200), draw("log", 2, (200, 200, 200)), waits=True)])
    still.SETTLING_BUDGET = -1.0   # no time: one new picture a layer a frame
    still.BUDGET = 60.0            # a layer that waits never waits for want of wall time (a busy machine)
    frames, seen = [], []
    for _ in range(8):
        still.blit(screen)
        frames.append(list(drawn))
        seen.append([screen.get_at(spot)[:3] for spot in ((60, 100), (130, 100), (170, 100))])
        drawn.clear()
    assert frames == [["background", "felt"], ["felt"], ["felt", "felt whole"], ["background", "felt", "felt whole"],
                      ["log"], ["log", "log whole"], ["background", "log", "log whole"], []]
    assert seen[0] == seen[2] == [colours["felt"], colours["background"], colours["log"]]
    assert seen[3] == seen[5] == [(0, 200, 0), colours["background"], colours["log"]]
    assert seen[6] == seen[7] == [(0, 200, 0), colours["background"], (200, 200, 200)]
    assert not still.settling and not still.stale and still.before is None


def test_a_resized_table_settles_within_frames_to_the_picture_drawn_whole_at_its_size(app):
    """A window resized at a table at rest, each frame after it making
    new pictures for a while, settles (every layer drawn at the new size)
    to exactly the picture the table draws whole at that size: nothing of
    the picture before, nor of a rehearsal cut short, stays on it."""
    for title in ("citadels", "rattlebones"):
        table = table_at_rest(app, title)
        table.still.SETTLING_BUDGET = -1.0   # one new picture a layer a frame: many frames cut short
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 720), w=1280, h=720))
        app.step(pygame.event.get(), 1 / 60)
        for frames in range(400):
            if not table.still.settling:
                break
            app.step([], 1 / 60)
        assert not table.still.settling and frames > 1
        settled = table.still.picture.copy()
        table.invalidate()
        app.step([], 1 / 60)
        assert pygame.image.tobytes(settled, "RGB") == pygame.image.tobytes(table.still.picture, "RGB")
        app.resize((960, 600))


def table_at_rest(app, title: str):
    """`title`'s table, its human deciding, every motion over."""
    app.open_game(Match(title, [Seat("Ann"), Seat("Bo", AI, "easy")], seed=4))
    table = app.scenes.top
    for _ in range(600):
        app.step([], 1 / 60)
        if table.decision is not None and not table.events.busy:
            break
    assert table.decision is not None
    return table


def layers_drawn(table) -> Calls:
    """The still picture's layers `table` draws from now on, by name, in order."""
    drawn = Calls()
    table.draw_table = lambda surface, view: drawn.append("felt")
    table.chrome.draw_seat_panel = lambda surface, inspector, seat, info, caption: drawn.append(f"seat {seat}")
    table.log.draw = lambda surface: drawn.append("log")
    table.prompt.draw = lambda surface: drawn.append("prompt")
    return drawn


def test_a_change_at_the_table_draws_again_only_the_layer_it_touches(app):
    """At a table at rest, a new log line draws the log alone; a change on
    the felt draws the felt alone; nothing changed, nothing is drawn."""
    table = table_at_rest(app, "dragons_lair")
    drawn = layers_drawn(table)
    table.still.BUDGET = 60.0   # time to spare in every frame, however loaded the machine
    for _ in range(5):   # the layers that waited for a frame with time to spare
        app.step([], 1 / 60)
    drawn.clear()
    app.step([], 1 / 60)
    app.step([], 1 / 60)
    assert drawn == []
    table.story.note(Note(text="Bo waves."))
    app.step([], 1 / 60)
    assert drawn == ["log"]
    drawn.clear()
    table.invalidate("felt")
    app.step([], 1 / 60)
    assert drawn == ["felt"]
    drawn.clear()
    table.invalidate()
    app.step([], 1 / 60)
    assert drawn == ["felt", "seat 0", "seat 1", "log", "prompt"]
    drawn.clear()
    table.still.BUDGET = -1.0   # no time to spare: only a viewer change draws the log in its frame
    table.story.note(Note(text="Bo waves again."))
    app.step([], 1 / 60)
    assert drawn == []
    table.decision, table.legal = None, []
    table.sight.look_as(None)   # everyone looks now (as between two humans' turns)
    app.step([], 1 / 60)
    assert drawn == ["felt", "seat 0", "seat 1", "log", "prompt"], "nothing worded for the one before stays"


def test_a_resize_draws_the_felt_in_its_frame_and_the_layers_that_wait_after(app):
    """A new window size draws the felt in its frame once its pictures are
    made (each layer is rehearsed with nothing showing, then drawn: here
    it makes none) and leaves the seat panels, the log and the prompt bar
    to the frames after when its frame has no time to spare."""
    table = table_at_rest(app, "citadels")
    drawn = layers_drawn(table)
    table.still.BUDGET = -1.0   # the resize's frame is over budget for the layers that wait
    table.still.SETTLING_BUDGET = 1.0   # ... not for making pictures
    width, height = app.screen.get_size()
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(width + 64, height + 40), w=width + 64, h=height + 40))
    app.step(pygame.event.get(), 1 / 60)
    assert drawn == ["felt", "felt"]
    drawn.clear()
    table.still.BUDGET = 1.0
    app.step([], 1 / 60)
    assert drawn == ["seat 0", "seat 0", "seat 1", "seat 1", "log", "log", "prompt", "prompt"]
    drawn.clear()
    app.step([], 1 / 60)
    assert drawn == []


def test_a_felt_in_parts_draws_again_only_the_parts_whose_pieces_changed(app):
    """Rattlebones' felt is in parts (`felt_parts`): the felt invalidated
    draws the tray again, not the score track, the loop or the rows, whose
    pieces did not move; with a seat's score changed, its row and the
    track too."""
    table = table_at_rest(app, "rattlebones")
    drawn = Calls()
    painter = table.painter
    for part in ("draw_track", "draw_loop", "draw_tray_or_editor", "draw_row"):
        real = getattr(painter, part)
        setattr(painter, part, lambda *args, real=real, part=part: drawn.append(part) or real(*args))
    table.invalidate("felt")
    app.step([], 1 / 60)
    assert drawn == ["draw_tray_or_editor"]
    drawn.clear()
    table.shown_view.scores[1] += 1
    app.step([], 1 / 60)
    assert drawn == []
    table.invalidate("felt")
    app.step([], 1 / 60)
    assert drawn == ["draw_track", "draw_tray_or_editor", "draw_row"]


def three_at_the_table(app, title: str, ready=lambda table: True):
    """`title`'s table for Ann and two bots, Ann deciding, every motion over."""
    app.open_game(Match(title, [Seat("Ann"), Seat("Bo", AI, "easy"), Seat("Cy", AI, "easy")], seed=4))
    table = app.scenes.top
    for _ in range(600):
        app.step([], 1 / 60)
        if table.decision is not None and not table.events.busy and ready(table):
            break
    return table


def felt_parts_drawn(table) -> Calls:
    """The felt's parts drawn from now on, by name, in order."""
    felt_parts = {part.name for part in table.felt_parts(table.chrome.felt_rect())}
    drawn = Calls()
    for layer in table.still.layers:
        if layer.name in felt_parts:
            layer.draw = lambda surface, real=layer.draw, name=layer.name: drawn.append(name) or real(surface)
    return drawn


def assert_the_felt_in_parts_is_the_felt_drawn_whole(app, table) -> None:
    felt = table.chrome.felt_rect()
    in_parts = table.still.picture.subsurface(felt).copy()
    table.invalidate()
    app.step([], 1 / 60)
    whole = table.still.picture.subsurface(felt)
    assert pygame.image.tobytes(in_parts, "RGB") == pygame.image.tobytes(whole, "RGB")


def test_fist_of_dragonstones_draws_again_only_the_parts_of_its_felt_whose_pieces_changed(app):
    """Fist of Dragonstones' felt is in parts (a place for each seat across,
    the bank, the card with the round's cards, the own place, the panel):
    the felt invalidated draws the card's part again, not the others,
    whose pieces did not change; a seat's stones changed, its place too;
    and the felt drawn so in parts is the felt drawn whole."""
    table = three_at_the_table(app, "dragonstones")
    drawn = felt_parts_drawn(table)
    table.invalidate("felt")
    app.step([], 1 / 60)
    assert drawn == ["felt"]
    drawn.clear()
    table.shown_view.seats[1]["red"] += 1
    table.invalidate("felt")
    app.step([], 1 / 60)
    assert drawn == [f"place {table.seats_across().index(1) + 1}", "felt"]
    assert_the_felt_in_parts_is_the_felt_drawn_whole(app, table)


def test_a_wash_lays_the_pixels_of_a_picture_of_its_colour_over_its_rect_faded_alike():
    """A colour washing over the table (`Wash`, Dragon's Lair's flash) is
    drawn in strips of one small picture: the same pixels as one picture
    of the rect's size, at every fade."""
    from scenes.table.animation import Actor
    from scenes.table.flights import Wash
    rect = pygame.Rect(3, 5, 90, 101)
    for alpha in (255, 170, 99.5, 0):
        strips, whole = pygame.Surface((100, 120)), pygame.Surface((100, 120))
        for surface in (strips, whole):
            surface.fill((30, 90, 40))
            pygame.draw.circle(surface, (200, 10, 10), (50, 60), 40)
        picture = pygame.Surface(rect.size)
        picture.fill((240, 200, 90))
        Actor(picture, rect.center, alpha=alpha, owned=True).draw(whole)
        Wash(rect, (240, 200, 90), alpha=alpha).draw(strips)
        assert pygame.image.tobytes(strips, "RGB") == pygame.image.tobytes(whole, "RGB")


def test_dragon_and_lyre_draws_again_only_the_parts_of_its_felt_whose_pieces_changed(app):
    """Dragon & Lyre's felt is in parts (the deck and row, each seat's
    area, the hand): the felt invalidated draws the hand's part again, not
    the others, whose pieces did not change; a rival's used pile grown,
    its area too (and the one its pile's shadow reaches into), not the
    row nor the own area; and the felt drawn so in parts is the felt drawn
    whole."""
    table = three_at_the_table(app, "dragon_lyre", ready=lambda table: table.shown_view.attack is None)
    drawn = felt_parts_drawn(table)
    table.invalidate("felt")
    app.step([], 1 / 60)
    assert drawn == ["felt"]
    drawn.clear()
    rival = table.places.across[0]
    table.shown_view.used[rival].append(table.shown_view.hands[rival][0])
    table.invalidate("felt")
    app.step([], 1 / 60)
    assert "area 1" in drawn and "row" not in drawn and "own area" not in drawn
    assert_the_felt_in_parts_is_the_felt_drawn_whole(app, table)


def test_a_new_viewer_while_a_resize_settles_shows_nothing_of_the_picture_before():
    """Pass-and-play: the picture before a resize was drawn for the seat
    looking then.  A whole redraw (a new viewer, `invalidate()`) while the
    layers still settle draws every layer for the new viewer in its frame,
    and the scaled picture before is dropped, never shown again."""
    from scenes.table.animation import Layer, StillPicture
    viewer = {"colour": (200, 0, 0)}      # the first human's secret hand

    def hand(surface):
        surface.fill(viewer["colour"])

    def layers(width):
        return [Layer("felt", pygame.Rect(0, 0, width // 2, width), lambda s: s.fill((0, 90, 0))),
                Layer("hand", pygame.Rect(width // 2, 0, width // 2, width), hand, waits=True)]

    still = StillPicture(lambda surface: surface.fill((40, 20, 10)), layers(100))
    still.blit(pygame.Surface((100, 100)))
    still.lay_out(layers(200))
    still.SETTLING_BUDGET = -1.0      # the layers would settle over many frames
    screen = pygame.Surface((200, 200))
    still.blit(screen)
    assert screen.get_at((150, 100))[:3] == (200, 0, 0)   # the same viewer's hand, scaled
    viewer["colour"] = (0, 0, 200)    # the laptop passes to the next human
    still.invalidate()
    for _ in range(3):
        still.blit(screen)
        assert screen.get_at((150, 100))[:3] == (0, 0, 200)
    assert still.before is None and not still.settling


def opened_at_ann_s_decision(app, title: str):
    """`title`'s table opened with Ann's decision to show in its first frame (the bots before her played)."""
    match = Match(title, [Seat("Ann"), Seat("Bo", AI, "easy"), Seat("Cy", AI, "easy")], seed=4)
    while all(decision.seat != 0 for decision in match.pending()):
        seat = match.pending()[0].seat
        match.submit(seat, match.think(seat))
    app.open_game(match)
    return app.scenes.top


def test_the_choices_lit_on_the_felt_draw_again_only_the_parts_they_lie_in(app):
    """Dragon & Lyre's felt is in parts: when Ann's choices are lit or put
    out (her decision shown or taken), the parts their edges reach into
    are drawn again, and the part named "felt" (drawn whenever the felt
    is), not the others."""
    table = opened_at_ann_s_decision(app, "dragon_lyre")
    for _ in range(600):
        wait_a_frame(app, table)
        if table.decision is not None and not table.events.busy:
            break
    assert table.decision.seat == 0 and table.pointing.choices
    parts = {layer.name: layer.rect for layer in table.still.layers if layer.group == "felt"}
    lit = [target.rect.inflate(4, 4) for target in table.pointing.choices]
    reached = {name for name, rect in parts.items() if rect.collidelist(lit) != -1} | {"felt"}
    assert reached != set(parts)
    drawn = felt_parts_drawn(table)
    table.pointing.set_targets([])
    table.invalidate("felt")
    app.step([], 1 / 60)
    assert set(drawn) == reached
    assert_the_felt_in_parts_is_the_felt_drawn_whole(app, table)
