"""Pass-and-play privacy on the table: the log keeps events and words them
for whoever looks now; a game brought back shows its whole log."""
import pytest

from game.dragons_lair.log import card_name
from game.match import Match, Seat
from game.text import Translator
from scenes.table import open_table


def two_humans_after_a_secret_card():
    """Dragon's Lair, Ann and Mei at one laptop with a bot, played until
    Ann has put a card from her hand into the maze (only she knows it)."""
    match = Match("dragons_lair", [Seat("Ann"), Seat("Mei"), Seat("Bot", "ai", "easy")], seed=3)
    while True:
        decision = match.pending()[0]
        events = match.submit(decision.seat, match.legal_actions(decision.seat)[0])
        placed = [e for e in events if e.kind == "place" and e.get("card") and e.seat == 0]
        if placed:
            return match, placed[0].card


def test_the_log_is_worded_again_for_the_next_human(app):
    match, card = two_humans_after_a_secret_card()
    named = card_name(card, Translator("dragons_lair", "en"))
    table = open_table(app, match)
    table._set_viewer(0)
    assert any(named in line for line in table.log.lines()), "Ann reads which card she put"
    table._set_viewer(1)
    lines = table.log.lines()
    assert lines and not any(named in line for line in lines), "Mei never reads Ann's card"
    table._set_viewer(None)
    assert not any(named in line for line in table.log.lines())


def test_a_game_brought_back_shows_its_whole_log(app):
    match, _ = two_humans_after_a_secret_card()
    for _ in range(60):
        decision = match.pending()[0]
        match.submit(decision.seat, match.legal_actions(decision.seat)[-1])
    table = open_table(app, match)
    table._set_viewer(1)
    played = table.log.lines()
    again = open_table(app, Match.from_json(match.to_json()))
    again._set_viewer(1)
    assert len(played) > 5 and again.log.lines() == played
