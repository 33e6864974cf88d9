"""Rattlebones: the policy Hard starts from (`Title.hard_guide`): Normal
with habits that lose it games fixed, each measured by the guide alone
(no search) against Normals (`python -m game.arena --bots
guide,normal,normal,normal`).
"""
from __future__ import annotations

from typing import Callable

from . import data
from .ai import FaceWorths, NormalBot
from .rules import RattleState, effective_faces, star_sale

#: What a star held is worth, in points, against a sale on START now: of
#: the stars Normals gain 47 % are never sold, so a star brought 1.9 points
#: (evaluate.py), not the 2.6 Normal counts.
STAR_HELD = 1.9


def sale_now(state: RattleState, seat: int) -> float:
    """What landing on START brings `seat` now: its stars sold (four at
    most) over what they are worth held."""
    stars = min(state.stars[seat], max(data.STAR_SALE))
    return star_sale(stars) - STAR_HELD * stars if stars else 0.0


def reaches_start(spaces: list[int], face: str) -> bool:
    """Whether a move face takes one of the monkeys on `spaces` onto START
    (a 9-Pip reaches every space)."""
    steps = data.MOVES[face]
    return steps is None or any((space + steps) % data.SPACES == 0 for space in spaces)


def roll_with_sale(worths: FaceWorths, sale: float, die: list) -> float:
    """One roll of `die`, each move face that lands a monkey on START worth
    the `sale` there where that beats the move."""
    spaces = worths.state.monkeys[worths.seat]
    gain = sum(max(0.0, sale - worths[face]) for face in effective_faces(die)
               if face in data.MOVES and reaches_start(spaces, face))
    return worths.of_die(die) + gain / data.FACES_PER_DIE


class HardGuide(NormalBot):
    """Normal, with the habits below fixed."""

    @staticmethod
    def roll_worths(state: RattleState, seat: int) -> Callable[[list], float]:
        """Normal rolls its richest die without asking whether another
        die's moves reach START while it holds stars (47 % of the stars
        Normals gain are never sold): the guide counts, on each die, the
        sale its move faces reach."""
        worths, sale = FaceWorths.at_table(state, seat), sale_now(state, seat)
        if not sale:
            return worths.of_die
        return lambda die: roll_with_sale(worths, sale, die)
