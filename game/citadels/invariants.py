"""What holds all through a Citadels game, whatever is played
(`game.soak` checks it after every move of its random games)."""
from __future__ import annotations

from .data import BANK_GOLD, full_deck
from .rules import ROUND_CAP, CitadelsState

_DECK = sorted(full_deck())


def districts(state: CitadelsState) -> list[str]:
    """Every district card wherever it is: deck, drawn, hands, cities, and
    one a Graveyard may take back."""
    cards = state.deck + state.drawn + [c for h in state.hands for c in h] + [c for city in state.cities for c in city]
    if state.graveyard_card:
        cards.append(state.graveyard_card)
    return sorted(cards)


def broken(state: CitadelsState) -> list[str]:
    """The invariants `state` breaks: all 65 districts are each in one
    place, the 35 gold are each in a purse or the bank, and a finished game
    ended with a complete city (or the safety stop)."""
    problems = []
    if districts(state) != _DECK:
        problems.append("the 65 districts are not each in one place")
    if sum(state.gold) + state.bank != BANK_GOLD or min(state.gold) < 0 or state.bank < 0:
        problems.append(f"gold not conserved: {state.gold} + bank {state.bank}")
    if state.phase == "over" and state.first_complete is None and state.round < ROUND_CAP:
        problems.append("the game ended with no complete city before the safety stop")
    return problems


def leaks(view: CitadelsState, state: CitadelsState, seat: int) -> list[str]:
    """What `seat`'s view shows that it may not: the deck, a face-down
    character, another hand or draft offer, an unrevealed character."""
    problems = []
    if set(view.deck) - {None} or set(view.face_down) - {None}:
        problems.append(f"seat {seat} sees the deck or a face-down character")
    for other in range(state.players):
        if other == seat:
            continue
        if set(view.hands[other]) - {None} or view.offers[other]:
            problems.append(f"seat {seat} sees seat {other}'s hand or draft offer")
        if any(c is not None and c not in state.revealed for c in view.chars[other]):
            problems.append(f"seat {seat} sees seat {other}'s hidden character")
    return problems
