"""The game log without pygame: each title's events in words (game/<id>/log.py,
shared with the table's log), the terminal translator (game/text.py) and the
terminal game (game/play.py)."""
import doctest
import importlib
import re
from functools import lru_cache

import pytest

import game.text
from game.match import Match, Seat
from game.play import main
from game.text import Translator

#: title: (players, options) of the bot game whose events are read aloud.
TITLES = {"dragons_lair": (4, {}), "dragonstones": (4, {"expansion": True}), "citadels": (5, {})}
RAW_FALLBACK = re.compile(r"^\w+: \w+=")
NAMES = ("Ann", "Bo", "Cy", "Di", "Ed")


@lru_cache(maxsize=None)
def bot_game_events(title: str) -> tuple:
    """Every event of two seeded bot games (one game may not meet every
    kind of event), as everyone and as seat 0 see it."""
    players, options = TITLES[title]
    levels = ("easy", "normal")
    events = []
    for seed in (3, 11):
        match = Match(title, [Seat(NAMES[i], "ai", levels[i % 2]) for i in range(players)], seed=seed,
                      options=options)
        while not match.is_over():
            seat = match.pending()[0].seat
            for event in match.submit(seat, match.think(seat)):
                events += [event.seen_by(None), event.seen_by(0)]
    return tuple(events)


@pytest.mark.parametrize("language", ["en", "zh"])
@pytest.mark.parametrize("title", TITLES)
def test_every_event_of_a_bot_game_reads_as_a_sentence(title, language):
    log = importlib.import_module(f"game.{title}.log")
    t = Translator(title, language)
    kinds = set()
    for event in bot_game_events(title):
        kinds.add(event.kind)
        line = log.describe(event, t, NAMES.__getitem__)
        assert line, event
        assert "%{" not in line and f"{title}." not in line and not RAW_FALLBACK.match(line), (event, line)
    assert len(kinds) >= 15


@pytest.mark.parametrize("title", TITLES)
def test_the_tables_lines_are_the_terminals_lines(title):
    """The table leaves out what its animations tell; every line it does
    write is the terminal's line for the same event."""
    log = importlib.import_module(f"game.{title}.log")
    t = Translator(title, "en")
    quiet = set()
    for event in bot_game_events(title):
        on_table = log.describe(event, t, NAMES.__getitem__, animated=True)
        assert on_table in (None, log.describe(event, t, NAMES.__getitem__))
        if on_table is None:
            quiet.add(event.kind)
    assert quiet  # some events are left to the animations


def test_chinese_log_lines_are_chinese():
    t = Translator("dragons_lair", "zh")
    event = next(e for e in bot_game_events("dragons_lair") if e.kind == "chips")
    line = importlib.import_module("game.dragons_lair.log").describe(event, t, NAMES.__getitem__)
    assert re.search(r"[\u4e00-\u9fff]", line)


def test_play_prints_a_readable_log_and_the_final_scores(capsys):
    assert main(["--game", "dragons_lair", "--players", "4", "--seed", "3"]) == 0
    lines = capsys.readouterr().out.splitlines()
    log = [line.strip() for line in lines if line.startswith("  ")]
    assert lines[0].startswith("Dragon") and "Players: " in lines[0]
    assert len(log) > 50
    assert not [line for line in log if RAW_FALLBACK.match(line) or "%{" in line or "dragons_lair." in line]
    assert any(line.endswith("travel money into the wishing well.") for line in log)
    assert "Game over" in lines
    ranks = [line for line in log if line.startswith("#")]
    assert [r.split()[0] for r in ranks] == ["#1", "#2", "#3", "#4"] and all(r.endswith(" chips") for r in ranks)
    assert lines[-1].endswith("wins!") or lines[-1].endswith("win!")


def test_play_speaks_chinese_when_asked(capsys):
    main(["--game", "citadels", "--players", "3", "--seed", "2", "--lang", "zh"])
    out = capsys.readouterr().out
    assert "游戏结束" in out and "第1名：" in out and "获胜" in out
    assert re.search(r"玩家：\S+、\S+和\S+\n", out), "the players listed as Chinese lists them"
    assert not re.search(r"[\u4e00-\u9fff][:,] ", out), "no English punctuation after Chinese"
    assert "citadels." not in out and "%{" not in out


def test_translator_doctest():
    result = doctest.testmod(game.text)
    assert result.attempted >= 4 and result.failed == 0


def test_translator_falls_back_to_english_then_to_the_key():
    zh = Translator("dragons_lair", "zh")
    assert zh("log.draw.other", name="X") != Translator("dragons_lair", "en")("log.draw.other", name="X")
    assert Translator("no_such_namespace", "zh")("a.b") == "no_such_namespace.a.b"
    assert game.text.fill("%{a} and %{b}", {"a": 1}) == "1 and %{b}"
