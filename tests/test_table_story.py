"""What every table tells its player beyond the moves: a "?" that opens
the rules of the title, a chime and "Your turn" when a human's turn comes,
and a notice, a sound and a marked log line when someone does something
to the one looking."""
import pygame
import pytest

from game import registry
from game.core import Event
from game.match import Match, Seat
from app_driver import click_at, frames, make_app, wait_a_frame, press_space


def open_table(title: str, seats=None):
    app = make_app(animation_speed=6.0)
    rules = registry.get(title)
    seats = seats or [Seat("Ann")] + [Seat(n, "ai", "easy") for n in ("Bo", "Cy", "Di")][:max(2, rules.min_players) - 1]
    played = []
    app.sound.play = played.append
    app.open_game(Match(title, seats, seed=5))
    return app, app.scenes.top, played


def until_a_human_decides(app, table, limit=400):
    for _ in range(limit):
        if table.decision is not None:
            return
        press_space(app)
        wait_a_frame(app, table)
    raise AssertionError("no human decision")


@pytest.mark.parametrize("title", registry.ids())
def test_the_question_mark_opens_the_rules_of_this_title(title):
    from scenes.menus.rules import RulesScene
    app, table, _ = open_table(title)
    click_at(app, table.help_rect.center)
    assert isinstance(app.scenes.top, RulesScene) and app.scenes.top.title_id == title


def test_your_turn_chimes_and_says_so_once_per_turn():
    app, table, played = open_table("citadels")
    until_a_human_decides(app, table)
    assert "turn" in played
    assert table.notice is not None and table.notice.text == app.t("table.notice.your_turn")
    chimes = played.count("turn")
    table.on_decision(table.decision, table.legal)  # the same turn goes on: no second chime
    assert played.count("turn") == chimes


def test_pass_and_play_names_whose_turn_it_is():
    app, table, played = open_table("dragons_lair", [Seat("Ann"), Seat("Mei"), Seat("Bo", "ai", "easy")])
    table._cue_your_turn(1)
    assert table.notice.text == app.t("table.notice.your_turn_named", name="Mei")


def test_a_hand_swap_done_to_you_gets_a_notice_a_sting_and_a_marked_line():
    app, table, played = open_table("citadels")
    until_a_human_decides(app, table)
    swap = Event("swap_hands", seat=1, other=0, gave=0, got=0)
    table._log_event(swap)
    assert "sting" in played
    assert table.notice.kind == "you" and "you" in table.notice.text
    assert table.log.entries[-1] == (swap, True) and table.log.lines()[-1] == table.notice.text
    played.clear()
    table._log_event(Event("swap_hands", seat=0, other=1, gave=0, got=0))
    assert "sting" not in played  # what you do yourself needs no warning


def test_a_notice_fades_and_leaves_with_the_viewer():
    app, table, _ = open_table("citadels")
    until_a_human_decides(app, table)
    table._cue_your_turn(0)
    table.clock += 10
    table.draw(app.screen)
    assert table.notice is None
    table._cue_your_turn(0)
    table._set_viewer(None)
    assert table.notice is None
