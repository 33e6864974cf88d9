"""What holds all through a Dragon's Lair game, whatever is played
(`game.soak` checks it after every move of its random games)."""
from __future__ import annotations

from .data import STARTING_CHIPS, full_deck
from .rules import UNKNOWN, LairState, all_cards, chips_in_play

_DECK = sorted(full_deck())


def broken(state: LairState) -> list[str]:
    """The invariants `state` breaks: all 108 cards are somewhere, once;
    the chips are the starting chips plus what the bank added for
    treasure; nobody holds a negative amount."""
    problems = []
    if sorted(all_cards(state)) != _DECK:
        problems.append("the 108 cards are not each in one place")
    if chips_in_play(state) != STARTING_CHIPS * state.players + state.bank_added:
        problems.append(f"chips not conserved: {chips_in_play(state)} in play")
    if min(state.chips) < 0 or min(state.travel) < 0 or state.pool < 0:
        problems.append("a negative amount of chips")
    return problems


def leaks(view: LairState, state: LairState, seat: int) -> list[str]:
    """What `seat`'s view shows that it may not: another hand, the draw
    pile, a face-down room it did not place, another seat's vote."""
    problems = []
    for other, hand in enumerate(view.hands):
        if other != seat and (set(hand) - {UNKNOWN} or len(hand) != len(state.hands[other])):
            problems.append(f"seat {seat} sees seat {other}'s hand")
    for card, up, known in zip(view.maze, state.face_up, state.known_by):
        if card != UNKNOWN and not up and known != seat:
            problems.append(f"seat {seat} sees a face-down room it did not place")
    if set(view.draw_pile) - {UNKNOWN}:
        problems.append(f"seat {seat} sees the draw pile")
    if any(v not in (None, "sealed") for s, v in enumerate(view.votes) if s != seat):
        problems.append(f"seat {seat} sees another seat's vote")
    return problems
