"""Every game-log line of every title, read by every seat and by a
spectator, in English and Chinese: person and number agree ("You take",
"Bram takes", "1 card", "3 cards"), and the Chinese is simplified Chinese
with full-width punctuation and no spaces between words.

Titles come from the registry, so a new title is checked as soon as it is
registered: its ``game/<id>/log.py`` must word its events for a `viewer`."""
import importlib
import json
import random
import re
from functools import lru_cache
from pathlib import Path

import pytest

from game import registry
from game.text import Translator
from traditional_chars import TRADITIONAL

ASSETS = Path(__file__).resolve().parent.parent / "assets"
EN_NAMES = ("Ann", "Bram", "Cy", "Di", "Ed", "Flo", "Gus")
ZH_NAMES = tuple(Translator("app", "zh")(f"names.{i}") for i in range(1, 8))
SEEDS = (1, 2, 3)

ENGLISH_MISTAKES = {
    "a 'You' with a verb for 'he'": re.compile(r"\bYou (?:\w*[^s\W]s|was|has|is|does)\b"),
    "'(s)' instead of a plural": re.compile(r"\(s\)"),
    "a plural after 1": re.compile(
        r"(?<![\d.,])\b1 (?:\w+ )?(?:points|cards|chips|coins|rooms|stones|districts|rounds|steps|pts)\b"),
    "'all 0'": re.compile(r"\ball 0\b"),
    "a capital 'You' inside a sentence": re.compile(r"(?<=[\w,;)]) You\b"),
    "a lower-case start after '!' or '?'": re.compile(r"[!?] [a-z]"),
}
CHINESE_MISTAKES = {
    "an ASCII punctuation mark": re.compile(r"[?!,;:()]"),
    "a space between words": re.compile(r" "),
}


@lru_cache(maxsize=None)
def random_game_events(title: str, seed: int) -> tuple:
    """Every event of a seeded random game with every option on, each as
    its owner and as everyone else sees it."""
    rules = registry.get(title)
    players = max(rules.min_players, min(5, rules.max_players))
    options = {o.name: o.choices[-1] for o in rules.options}
    state = rules.new_state(players, seed, options)
    rng = random.Random(seed)
    events = []
    while not rules.is_over(state):
        seat = rules.pending(state)[0].seat
        events += rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
    return players, tuple(events)


def lines_read_by_everyone(title: str, language: str):
    """(event, viewer, line) for each event of the games, as each seat and a
    spectator read it (the event as that viewer sees it)."""
    log = importlib.import_module(f"game.{title}.log")
    t = Translator(title, language)
    names = ZH_NAMES if language == "zh" else EN_NAMES
    for seed in SEEDS:
        players, events = random_game_events(title, seed)
        for event in events:
            for viewer in (*range(players), None):
                seen = event.seen_by(viewer)
                yield seen, viewer, log.describe(seen, t, names.__getitem__, viewer=viewer)


def mistakes_in(line: str, language: str) -> list[str]:
    found = [what for what, pattern in ENGLISH_MISTAKES.items() if pattern.search(line)] if language == "en" else []
    if language == "zh":
        found += [what for what, pattern in CHINESE_MISTAKES.items() if pattern.search(line)]
        found += [f"the traditional character {c}" for c in line if c in TRADITIONAL]
    if "%{" in line or re.search(r"\b[a-z_]+\.[a-z_]+\.", line):
        found.append("an untranslated key or placeholder")
    return found


@pytest.mark.parametrize("language", ["en", "zh"])
@pytest.mark.parametrize("title", registry.ids())
def test_every_event_reads_well_for_its_own_seat_and_the_others(title, language):
    problems, kinds, second_person = [], set(), 0
    for event, viewer, line in lines_read_by_everyone(title, language):
        kinds.add(event.kind)
        if line is None:
            continue
        second_person += line.startswith("You ") or line.startswith("你")
        problems += [f"{what}: {line!r} ({event.kind}, read by {viewer})" for what in mistakes_in(line, language)]
    assert not problems, "\n".join(dict.fromkeys(problems))
    assert len(kinds) >= 10 and second_person  # the games did reach the title's events


def test_the_checks_catch_the_old_mistakes():
    for line in ("You puts 3 gold in front of the screen.", "Greta drew 2 card(s).", "Bram scores 1 points.",
                 "The Thief took all 0 gold.", "The Magician swapped hands with You.", "Treasure! king of spades"):
        assert mistakes_in(line, "en"), line
    for line in ("第 1 轮", "你 把 红桃7 放下", "继续吗?", "龍穴尋寶"):
        assert mistakes_in(line, "zh"), line
    assert not mistakes_in("You pass. Bram takes 1 card; you lose 3 points.", "en")
    assert not mistakes_in("你把红桃7放在迷宫左端。", "zh")


def test_the_chinese_interface_has_no_traditional_characters():
    texts = [*ASSETS.glob("translations/*.zh.json"), *ASSETS.glob("rules/*.zh.md")]
    found = {path.name: "".join(sorted({c for c in path.read_text(encoding="utf-8") if c in TRADITIONAL}))
             for path in texts}
    assert not {name: chars for name, chars in found.items() if chars}



def test_a_citadels_role_and_its_player_are_apart_in_chinese():
    """"盗贼（你）拿走了阿翠的全部3金", never "盗贼你拿走了你的…": the player
    of a character stands in brackets after it, as in English."""
    t = Translator("citadels", "zh")
    roles = [t(f"character.{number}") for number in range(1, 9)]
    glued = [line for _, _, line in lines_read_by_everyone("citadels", "zh") if line
             for role in roles for name in ("你", *ZH_NAMES) if role + name in line]
    assert not glued, "\n".join(dict.fromkeys(glued))


def test_a_robbery_of_your_gold_says_your_gold():
    from game.citadels.log import describe
    from game.core import Event
    robbery = Event("gold", payer=0, payee=1, amount=2, reason="robbed")
    lines = {language: describe(robbery, Translator("citadels", language), EN_NAMES.__getitem__, viewer=0)
             for language in ("en", "zh")}
    assert lines == {"en": "The Thief (Bram) took all 2 of your gold.", "zh": "盗贼（Bram）拿走了你的全部2金。"}


CJK = "\u3000-\u303f\u4e00-\u9fff\uff00-\uffef"
GAP_BESIDE_CHINESE = re.compile(f"[{CJK}] +[0-9A-Za-z%{{}}×]|[0-9A-Za-z%{{}}×] +[{CJK}]")


def chinese_texts() -> dict[str, list[str]]:
    """Every Chinese text of the interface and the rules, by file."""
    def strings(node):
        if isinstance(node, dict):
            return [text for value in node.values() for text in strings(value)]
        return [node]
    texts = {path.name: strings(json.loads(path.read_text(encoding="utf-8")))
             for path in ASSETS.glob("translations/*.zh.json")}
    texts |= {path.name: path.read_text(encoding="utf-8").splitlines() for path in ASSETS.glob("rules/*.zh.md")}
    return texts


def test_the_chinese_texts_set_numbers_and_names_without_spaces():
    """"第1轮", "费用6", "约多3分" everywhere, as the game log writes them
    (not "第 1 轮" on one screen and "第1轮" on the next)."""
    spaced = [f"{name}: {text}" for name, texts in chinese_texts().items() for text in texts
              if GAP_BESIDE_CHINESE.search(text)]
    assert not spaced, "\n".join(spaced)


def test_fist_of_dragonstones_has_rounds_in_chinese_never_turns():
    """Its log says "第1轮结束"; an auction round is never called a 回合."""
    texts = chinese_texts()
    assert not [text for name in ("dragonstones.zh.json", "dragonstones.zh.md") for text in texts[name] if "回合" in text]
