"""Dragon & Lyre: the guide Hard starts from (`Title.hard_guide`), Normal
with the habits that lose it games at three and four seats played
otherwise.  It reads the same view and weighs moves the same way, but

- takes cards for what they give itself, not for what they would give a
  rival (`GuideReading`);
- never attacks (`HardGuide._attack_value`).

At two seats, where a rival's gain is the seat's loss, it plays as Normal.
Measured alone against three Normals at 4 seats (`python -m game.arena
--game dragon_lyre --bots guide,normal,normal,normal --games 2000 --seed
5`, 25 % is a fair share): Normal in its place 24.6 %, without the
denial 31.2 %, and never attacking as well 37.9 % (see each habit).
Hard searching from it won 54.5 % (47.6-61.4) of 200 games against three
Normals at 0.25 s CPU, 4 seats, seed 1 (47.5 % from Normal's moves),
and 51.7 % (44.8-58.7) of 200 more (seed 1000): 53.1 % (48.2-58.0) of
the 400.
"""
from __future__ import annotations

from .ai import NormalBot, Reading, gain


def many_seats(reading: Reading) -> bool:
    """Three or four seats: what one rival gains is not simply our loss."""
    return reading.view.players > 2


class GuideReading(Reading):
    """Normal's reading, but at three and four seats a card is worth what
    it adds to the seat's own score curve, with nothing for keeping it from
    the rival it would help most: that denial helps the two other rivals
    as much as the seat.  Normal counts 0.45 of the strongest rival's gain;
    without it the guide won 31.2 % (29.1-33.2) of 2000 games against three
    Normals at 4 seats, Normal in its place 24.6 % (22.7-26.4), seed 5."""

    def _value_of(self, cards: list[str], taken_from: int | None) -> float:
        if not many_seats(self):
            return super()._value_of(cards, taken_from)
        return gain(list(self.view.captured[self.seat]), cards)


class HardGuide(NormalBot):
    """Normal reading the view with `GuideReading`, never attacking at
    three and four seats."""

    reading = GuideReading

    def _attack_value(self, reading: Reading, defender: int, card: str) -> float:
        """At three and four seats an attack costs the attacker an action
        and a hero onto its used pile whether it wins or not, and a win
        takes from one rival for the good of all the others: the guide
        never attacks there.  Asking one point more of an attack than
        Normal does, it won 35.0 % (33.0-37.1) of 2000 games against three
        Normals at 4 seats (seed 5), three points more or never 37.9 %
        (35.7-40.0; the same games), 31.2 % (29.1-33.2) attacking as Normal
        does and 24.2 % (22.3-26.0) asking a point less."""
        if many_seats(reading):
            return float("-inf")
        return super()._attack_value(reading, defender, card)
