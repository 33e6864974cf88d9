"""Pass-and-play "While you were away": when the curtain lifts for a
human, what happened since they last looked, worded for them, what was
done to them first and marked; dismissed with a click, kept in the log."""
import pygame

from app_driver import pass_the_laptop, wait_a_frame
from game.match import Match, Seat
from scenes.table.curtain import CurtainScene
from scenes.table.story import Recap
from scenes.tables import open_table
from test_table_parts import story_for


def test_away_recap_tells_what_was_done_to_the_seat_first_and_only_to_them():
    """Every event since the seat last looked is in the recap, worded for
    that seat; those done to them come first; the log keeps a marked line
    that only they read."""
    match = Match("dragons_lair", [Seat("Ann"), Seat("Mei")], seed=3)
    for _ in range(4):
        seat = match.pending()[0].seat
        match.submit(seat, match.legal_actions(seat)[0])
    viewer, said = [1], []
    story = story_for(match, viewer, said)
    story.done_to = lambda event: (1,) if event is match.events[-1][-1] else ()
    story.welcome_back(1, 1)
    away = story.away
    everything = [story.describe(e.seen_by(1)) for events in match.events[1:] for e in events]
    assert away.done_to_you == [story.describe(match.events[-1][-1].seen_by(1))]
    assert sorted(away.done_to_you + away.rest) == sorted(everything)
    assert said == ["sting"]
    recap = story.log.entries[-1][0]
    assert isinstance(recap, Recap) and story.log.entries[-1][1], "kept in the log, marked"
    assert story.line(recap) == "table.away.log"
    viewer[0] = 0
    assert story.line(recap) is None, "Ann never reads Mei's recap"
    assert story.dismiss_away() and story.away is None


def test_away_recap_shows_after_the_curtain_and_a_click_puts_it_away(app):
    """Citadels, two humans and a bot: the second human's first view after
    a curtain opens with the recap of the others' picks, worded for them;
    a click dismisses it."""
    match = Match("citadels", [Seat("Ann"), Seat("Mei"), Seat("Bot", "ai", "easy")], seed=11)
    table = open_table(app, match)
    app.scenes.push(table)
    curtains = 0
    for _ in range(3000):
        top = app.scenes.top
        events = []
        if isinstance(top, CurtainScene):
            curtains += 1
            events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(400, 300)))
        elif top is table and table.story.away is not None:
            assert curtains >= 2 and table.viewer is not None
            lines = table.story.away.done_to_you + table.story.away.rest
            since = table.story.log.entries[-1][0].start
            assert lines == [line for events in match.events[since:] for e in events
                             if (line := table.describe(e.seen_by(table.viewer)))]
            events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=table.table_rect.center))
            app.step(events, 1 / 60)
            assert table.story.away is None and table.decision is not None
            return
        elif top is table and table.turns.handing_over is not None:
            events.append(pass_the_laptop(table))
        elif top is table and table.decision is not None and not table.events.busy:
            table.submit(table.legal[0])
        else:
            events.append(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
        app.step(events, 1 / 60)
        wait_a_frame(app, table)
    raise AssertionError("no recap after a curtain")
