"""Rattlebones: every event of random games has words in both languages."""
import random

from game.rattlebones import RULES
from game.rattlebones.log import describe
from game.text import Translator


def test_every_log_line_is_translated():
    """No event falls back to a raw key in either language."""
    for lang in ("en", "zh"):
        t = Translator("rattlebones", lang)
        rng = random.Random(3)
        for game_number in range(30):
            state = RULES.new_state(2 + game_number % 3, game_number)
            while not RULES.is_over(state):
                seat = RULES.pending(state)[0].seat
                for event in RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat))):
                    for viewer in (None, 0, 1):
                        line = describe(event, t, lambda s: f"P{s}", viewer=viewer)
                        assert line is None or "rattlebones." not in line, (event, line)
