"""Names and voice: a seat's name is never a pronoun, and "you" comes only
from the viewer-relative templates.  Every event of every title is worded
with seats named "You", "你" and a long name, in English and Chinese, for
every seat and a spectator, and none of the broken forms players met
reads: "You attacks Greta", "Greta attacks You", "You's turn", "goes 1
spaces", "把白骰上的箭头换成箭头"."""
import re

import pytest

from game import registry
from game.match import Match, Seat, named_seats
from game.text import Translator
from test_log_wording import SEEDS, random_game_events

LONG_NAME = "Maximilian Alexander of the Long Table"
TYPED_NAMES = ("You", "你", LONG_NAME, "Greta", "Bram", "Cy", "Di")

BROKEN = {
    "en": {
        "a name 'You' with a verb for 'he'": re.compile(r"\bYou (?:\w*[^s\W]s|was|has|is|does)\b"),
        "'You' as a possessive name": re.compile(r"\bYou's\b"),
        "a capital 'You' inside a sentence": re.compile(r"(?<=[\w,;)]) You\b"),
        "a plural after 1": re.compile(r"(?<![\d.,])\b1 (?:\w+ )?(?:spaces|steps|cards|points)\b"),
    },
    "zh": {
        "a face replaced by itself": re.compile(r"的(\w+?)换成\1"),
    },
}
SPECTATOR_PRONOUN = {"en": re.compile(r"\b[Yy]ou(?:r|rs|rself)?\b"), "zh": re.compile("你")}


def names_for(players: int) -> list[str]:
    return [seat.name for seat in named_seats([Seat(name) for name in TYPED_NAMES[:players]])]


def voice_problems(title: str, language: str) -> list[str]:
    t = Translator(title, language)
    problems = []
    for seed in SEEDS:
        players, events = random_game_events(title, seed)
        names = names_for(players)
        for event in events:
            for viewer in (*range(players), None):
                seen = event.seen_by(viewer)
                line = registry.title(title).describe(seen, t, names.__getitem__, viewer=viewer)
                if not line:
                    continue
                found = [what for what, pattern in BROKEN[language].items() if pattern.search(line)]
                if viewer is None and SPECTATOR_PRONOUN[language].search(line):
                    found.append("'you' for a spectator, who is nobody at the table")
                problems += [f"{what}: {line!r} ({event.kind}, read by {viewer})" for what in found]
    return problems


@pytest.mark.parametrize("language", ["en", "zh"])
@pytest.mark.parametrize("title", registry.ids())
def test_voice_every_event_with_pronoun_and_long_names(title, language):
    problems = voice_problems(title, language)
    assert not problems, "\n".join(dict.fromkeys(problems))


def test_voice_a_seat_typed_as_a_pronoun_is_named_player_n_in_that_language():
    assert names_for(4) == ["Player 1", "玩家2", LONG_NAME, "Greta"]
    match = Match("rattlebones", [Seat("You"), Seat("Bo", "ai", "easy")], seed=1)
    assert [seat.name for seat in Match.from_json(match.to_json() | {"seats": [
        {"name": "你", "kind": "human", "level": None}, {"name": "Bo", "kind": "ai", "level": "easy"}]}).seats] \
        == ["玩家1", "Bo"]
    assert match.seats[0].name == "Player 1"


def test_voice_the_checks_catch_the_broken_forms_players_met():
    for line in ("You attacks Greta.", "You wins the fight.", "Greta attacks You.", "You's turn", "You sends 3.",
                 "You rolls a 4.", "The monkey you click goes 1 spaces."):
        assert any(p.search(line) for p in BROKEN["en"].values()), line
    assert BROKEN["zh"]["a face replaced by itself"].search("Bot把白骰上的箭头换成箭头。")
    assert not any(p.search("You attack Greta; Greta wins 1 card.") for p in BROKEN["en"].values())


def test_voice_rattlebones_says_1_space():
    t = Translator("rattlebones", "en")
    assert t("explain.move", count=1).startswith("The monkey you click goes 1 space;")
    assert "3 spaces" in t("explain.move", count=3)
