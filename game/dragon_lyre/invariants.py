"""What holds all through a Dragon & Lyre game, whatever is played
(`game.soak` checks it after every move of its random games)."""
from __future__ import annotations

from . import data
from .rules import OVER, UNKNOWN, LyreState, epic_cards, heroes_of

_EPIC = sorted(data.EPIC_DECK)
_HEROES = sorted(data.HERO_IDS)


def broken(state: LyreState) -> list[str]:
    """The invariants `state` breaks: all 52 epic cards and each seat's 12
    heroes are each in exactly one place, and a game ends only after its
    final round began."""
    problems = []
    if state.phase == OVER and not state.final_round:
        problems.append("the game ended before its final round")
    if sorted(epic_cards(state)) != _EPIC:
        problems.append("the 52 epic cards are not each in one place")
    for seat in range(state.players):
        if sorted(heroes_of(state, seat)) != _HEROES:
            problems.append(f"seat {seat}'s 12 heroes are not each in one place")
    return problems


def leaks(view: LyreState, state: LyreState, seat: int) -> list[str]:
    """What `seat`'s view shows that it may not: the deck, another hand,
    another used pile below its top, another seat's setup picks or sealed
    hero."""
    problems = []
    if set(view.deck) - {UNKNOWN}:
        problems.append(f"seat {seat} sees the deck")
    for other in range(state.players):
        if other == seat:
            continue
        if (set(view.hands[other]) | set(view.used[other][:-1]) | set(view.setup_picks[other])) - {UNKNOWN}:
            problems.append(f"seat {seat} sees seat {other}'s hidden heroes")
        if view.sealed[other] not in (None, UNKNOWN):
            problems.append(f"seat {seat} sees seat {other}'s sealed hero")
    return problems
