"""Replays with everything revealed: every line is worded for an onlooker
who sees every hidden field, in the acting seat's name, never "you"."""
import pytest

from game import registry
from game.text import Translator
from test_log_wording import EN_NAMES, SEEDS, random_game_events
from test_voice import SPECTATOR_PRONOUN


def onlooker_lines(title: str, language: str):
    t = Translator(title, language)
    describe = registry.title(title).describe
    for seed in SEEDS:
        _, events = random_game_events(title, seed)
        for event in events:
            yield event, describe(event, t, EN_NAMES.__getitem__, viewer=None)


@pytest.mark.parametrize("language", ["en", "zh"])
@pytest.mark.parametrize("title", registry.ids())
def test_revealed_every_line_names_the_acting_seat_never_you(title, language):
    """An onlooker reads each event whole (hidden fields too), and no line
    says "you": with everything revealed, nobody at the table is the reader."""
    wrong = [f"{line!r} ({event.kind})" for event, line in onlooker_lines(title, language)
             if line and SPECTATOR_PRONOUN[language].search(line)]
    assert not wrong, "\n".join(dict.fromkeys(wrong))
