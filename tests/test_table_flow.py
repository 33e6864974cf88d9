"""TableScene flow: pass-and-play curtains, the viewer's view only, bots
off the drawing thread, skipping, resync after undo."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import threading

import pygame
import pytest

from game.match import Match, Seat
from scenes.table.scene import TableScene
from scenes.table.curtain import CurtainScene
from app_driver import pass_the_laptop, tag_views_with_their_seat


@pytest.fixture
def app(tmp_path):
    from saves import SaveStore, Settings
    from scenes.app import App
    settings = Settings(animation_speed=4.0)
    return App(settings=settings, store=SaveStore(tmp_path), windowed=True)


class Recorder:
    """Which screen each frame showed: ("table", viewer, seat the drawn
    view belongs to) or ("curtain", seat)."""

    def __init__(self, monkeypatch, match):
        self.frames = []
        self.current = []
        tag_views_with_their_seat(monkeypatch, match)
        recorder = self

        def curtain_draw(scene, surface):
            recorder.current.append(("curtain", scene.seat))
        monkeypatch.setattr(CurtainScene, "draw", curtain_draw)

    def record_table(self, table, view):
        self.current.append(("table", table.viewer, view.seen_by_seat))

    def end_frame(self):
        self.frames.extend(self.current)
        self.current = []


def make_recording_table(app, match, recorder):
    class RecordingTable(TableScene):
        def draw_table(self, surface, view):
            recorder.record_table(self, view)
    return RecordingTable(app, match)


def run(app, table, recorder, frames, play=lambda t: t.legal[0], enough=lambda: False):
    """Play `frames` frames: humans take `play(table)`, curtains are
    clicked away, animations skipped with Space now and then."""
    for i in range(frames):
        events = []
        top = app.scenes.top
        if isinstance(top, CurtainScene):
            events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(400, 300)))
        elif top is table and table.turns.handing_over is not None:
            events.append(pass_the_laptop(table))
        elif top is table and table.decision is not None and not table.events.busy:
            table.submit(play(table))
        elif i % 7 == 0:
            events.append(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
        elif table.thinking is not None and not table.thinking.future.cancelled():
            table.thinking.future.exception(timeout=60)  # frames are counted, not the seconds a bot thinks
        app.step(events, 1 / 60)
        recorder.end_frame()
        if table.match.is_over() or enough():
            break


def test_two_humans_hand_over_behind_a_curtain(app, monkeypatch):
    match = Match("dragons_lair", [Seat("Ann"), Seat("Mei"), Seat("Bot", "ai", "normal")], seed=11)
    recorder = Recorder(monkeypatch, match)
    table = make_recording_table(app, match, recorder)
    app.scenes.push(table)
    run(app, table, recorder, 600,
        enough=lambda: sum(f[0] == "curtain" for f in recorder.frames) > 12)
    frames = recorder.frames
    tables = [f for f in frames if f[0] == "table"]
    assert tables, "the table was drawn"
    # the table only ever draws the current viewer's own view
    assert all(viewer == seen for _, viewer, seen in tables)
    # whenever the screen goes from one human's view to another's, the frame
    # right before the new human's first frame is that human's curtain
    last_human, last_human_frame = None, None
    handovers = 0
    for i, frame in enumerate(frames):
        if frame[0] == "table" and frame[2] is not None:
            if last_human is not None and frame[2] != last_human:
                assert frames[i - 1] == ("curtain", frame[2]), frames[max(0, i - 3):i + 1]
                # between the two humans' views: only the spectator's view or curtains
                between = frames[last_human_frame + 1:i]
                assert all(f[0] == "curtain" or f[2] is None for f in between)
                handovers += 1
            last_human, last_human_frame = frame[2], i
    assert handovers >= 2


def test_one_human_never_sees_a_curtain_and_always_their_own_view(app, monkeypatch):
    match = Match("dragons_lair", [Seat("Ann"), Seat("Bo", "ai", "easy"), Seat("Cy", "ai", "normal")], seed=4)
    recorder = Recorder(monkeypatch, match)
    table = make_recording_table(app, match, recorder)
    app.scenes.push(table)
    run(app, table, recorder, 150)
    assert recorder.frames
    assert all(f[0] == "table" and f[1] == 0 and f[2] == 0 for f in recorder.frames)


def test_bots_think_off_the_drawing_thread(app, monkeypatch):
    match = Match("dragons_lair", [Seat("Ann"), Seat("Bo", "ai", "normal"), Seat("Cy", "ai", "normal")], seed=2)
    threads = []
    for seat in (1, 2):
        bot = match.bot(seat)
        real_choose = bot.choose

        def choose(*args, real=real_choose):
            threads.append(threading.current_thread())
            return real(*args)
        monkeypatch.setattr(bot, "choose", choose)
    table = TableScene(app, match)
    app.scenes.push(table)
    for _ in range(400):
        if table.decision is not None and not table.events.busy:
            table.submit(table.legal[0])
        app.step([], 1 / 60)
        if len(threads) >= 3:
            break
    assert threads, "the bots played"
    assert all(t is not threading.main_thread() for t in threads)


def test_click_or_space_skips_animations(app):
    match = Match("dragons_lair", [Seat("Ann"), Seat("Bo", "ai", "normal"), Seat("Cy", "ai", "normal")], seed=2)
    table = TableScene(app, match)
    app.scenes.push(table)
    from scenes.table.tween import Wait
    table.tweens.add(Wait(30))
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")], 1 / 60)
    assert not table.tweens.busy
    table.tweens.add(Wait(30))
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(300, 300))], 1 / 60)
    assert not table.tweens.busy


def test_resync_after_undo_shows_the_match_again(app):
    match = Match("dragonstones", [Seat("Ann"), Seat("Bo", "ai", "normal"), Seat("Cy", "ai", "normal")], seed=8)
    table = TableScene(app, match)
    app.scenes.push(table)
    for _ in range(300):
        if table.decision is not None and not table.events.busy:
            if match.can_undo():
                break
            table.submit(table.legal[-1])
        elif table.thinking is not None:
            table.thinking.future.exception(timeout=60)
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")], 1 / 60)
    match.undo()
    table.resync()
    assert table.decision is None and not table.events.busy
    assert table.shown_view == match.view(0)
    for _ in range(100):
        if table.thinking is not None:
            table.thinking.future.exception(timeout=60)
        app.step([], 1 / 60)
        if table.decision is not None:
            break
    assert table.decision is not None and table.decision.seat == 0


def test_a_bot_s_seat_panel_shows_it_deciding_once_its_badge_does(app, monkeypatch):
    """A bot thinking is marked on its seat panel from when its "is
    thinking" badge shows (THINKING_DELAY) until it answers: a quick answer
    marks nothing (it flashed the panel for a frame)."""
    from scenes.table.turns import THINKING_DELAY
    match = Match("dragons_lair", [Seat("Bo", "ai", "normal"), Seat("Cy", "ai", "normal")], seed=2)
    answer = threading.Event()
    bot = match.bot(0)
    real_choose = bot.choose
    monkeypatch.setattr(bot, "choose", lambda *args: answer.wait(30) and real_choose(*args))
    table = TableScene(app, match)
    app.scenes.push(table)
    marked = []   # (seat, marked) of each seat panel drawn
    draw_seat_panel = table.chrome.draw_seat_panel
    monkeypatch.setattr(table.chrome, "draw_seat_panel",
                        lambda surface, inspector, seat, info, caption: marked.append((seat, info.active))
                        or draw_seat_panel(surface, inspector, seat, info, caption))
    for _ in range(600):
        del marked[:]
        app.step([], 1 / 60)
        if (0, True) in marked:
            break
        if table.thinking is not None and table.thinking.seat != 0:
            table.thinking.future.exception(timeout=30)   # Cy answers (on a slow machine, after its badge)
    assert table.thinking.seat == 0 and table.clock - table.thinking.started > THINKING_DELAY
    assert marked == [(0, True)], "the thinking bot's panel alone is drawn again, marked"
    answer.set()
    table.thinking.future.exception(timeout=30)
    app.step([], 1 / 60)
    app.step([], 1 / 60)
    assert (0, False) in marked
