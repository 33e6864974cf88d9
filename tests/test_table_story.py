"""What every table tells its player beyond the moves: a "?" that opens
the rules of the title, a chime and "Your turn" when a human's turn comes,
and a notice, a sound and a marked log line when someone does something
to the one looking."""
import pytest

from game import registry
from game.core import Event
from game.match import Match, Seat
from app_driver import click_at, make_app, wait_a_frame, press_space


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


def test_the_final_table_says_no_more_that_it_is_your_turn():
    app, table, _ = open_table("dragonstones")
    until_a_human_decides(app, table)
    assert table.notice.kind == "turn"
    table.decision = None
    table._show_final_table()
    assert table.notice is None


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
    table.sight.look_as(None)
    assert table.notice is None


def magician_turn(seed: int = 1):
    """A Citadels match stopped at the human's Magician turn, before any
    power is used: the human picks the Magician whenever offered."""
    match = Match("citadels", [Seat("Ann"), Seat("Bo", "ai", "easy"), Seat("Cy", "ai", "easy")], seed=seed)
    for _ in range(2000):
        match.play_ai_turns()
        legal = match.legal_actions(0)
        if any(a.kind == "magician_discard" for a in legal) and len(match.state.hands[0]) >= 2:
            return match
        chosen = next((a for a in legal if a.kind == "pick" and a.character == 3), None)
        chosen = chosen or next((a for a in legal if a.kind in ("take_gold", "end_turn")), legal[0])
        match.submit(0, chosen)
    raise AssertionError("no Magician turn")


def test_the_magician_marks_cards_and_can_go_back_before_anything_is_sent():
    from scenes.citadels.table import MAGICIAN
    app = make_app(animation_speed=6.0)
    match = magician_turn()
    app.open_game(match)
    table = app.scenes.top
    until_a_human_decides(app, table)
    hand = list(match.state.hands[0])
    before = len(match.log)
    def press(label):
        click_at(app, next(b for b, _ in table.prompt.buttons if b.text == label).rect.center)

    press(app.t("citadels.action.magician_discard"))
    assert table.mode == MAGICIAN
    rects = table.hand_rects(len(hand))
    click_at(app, rects[0].center)
    click_at(app, rects[1].center)
    click_at(app, rects[1].center)   # unmarked again
    assert table.to_discard == [0] and len(match.log) == before  # nothing sent yet
    labels = [b.text for b, _ in table.prompt.buttons]
    assert app.t("citadels.action.cancel") in labels
    press(app.t("citadels.action.cancel"))
    assert table.mode != MAGICIAN and len(match.log) == before
    press(app.t("citadels.action.magician_discard"))
    click_at(app, rects[1].center)
    discard = next(b for b, a in table.prompt.buttons if callable(a) and b.text != app.t("citadels.action.cancel"))
    click_at(app, discard.rect.center)
    sent = [a for s, a in match.log[before:] if s == 0]
    assert [a.kind for a in sent] == ["magician_discard", "magician_done"] and sent[0].card == hand[1]


def test_a_round_ends_with_what_it_brought_each_seat():
    app, table, _ = open_table("dragons_lair")
    until_a_human_decides(app, table)
    scores = [5, 5, 5]
    table.standing = lambda view, seat: scores[seat]
    table._log_event(Event("round_start", round=2, first=0))
    scores[:] = [4, 7, 5]
    table._log_event(Event("round_end", round=2, pool=0))
    assert table.log.lines()[-1] == "Round 2: you −1 and Bo +2."
    assert table.notice.text == "Round 2: you −1 and Bo +2."


@pytest.mark.parametrize("title", registry.ids())
def test_the_your_turn_notice_hides_nothing_of_the_game(title):
    """"Your turn" shows over the top of the game log, clear of the felt,
    the seat panels, the prompt and the log's buttons."""
    app, table, _ = open_table(title)
    until_a_human_decides(app, table)
    assert table.notice is not None
    shown = table.notice.rect_in(table.notice_area)
    assert table.log_lines_rect.contains(shown)
    for name, region in table.regions().items():
        if name != "log":
            assert not shown.colliderect(region), name
    assert not shown.colliderect(table.help_rect)
