"""Dragon's Lair card tables: two 54-card poker decks.

A card is a short string: rank then suit, "AS", "10H", "QD"; the jokers are
"SJ" (small joker, the small dragon) and "BJ" (big joker, the big dragon).
Both decks hold the same 54 faces, so every face appears twice.

- A–10 are clues: A = 1, the number is how many rooms to move; black suits
  (spades, clubs) move right, red suits (hearts, diamonds) move left.
- J, Q, K are treasure chests worth 20, 50 and 100 chips.
- Small joker = small dragon, big joker = big dragon.
"""
from __future__ import annotations

SUITS = ("S", "H", "D", "C")
BLACK_SUITS = ("S", "C")
RED_SUITS = ("H", "D")
CLUE_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10")
TREASURE_RANKS = ("J", "Q", "K")

SMALL_DRAGON = "SJ"
BIG_DRAGON = "BJ"
DRAGONS = (SMALL_DRAGON, BIG_DRAGON)

#: Steps a clue card moves the team (A = 1).
CLUE_STEPS = {rank: step for step, rank in enumerate(CLUE_RANKS, start=1)}

#: Chips the bank adds to the pool when a chest is opened.
TREASURE_VALUES = {"J": 20, "Q": 50, "K": 100}

DECKS = 2
STARTING_CHIPS = 20
HAND_SIZE = 3
STARTING_MAZE = 3


def one_deck() -> list[str]:
    """The 54 faces of one poker deck."""
    return [rank + suit for suit in SUITS for rank in CLUE_RANKS + TREASURE_RANKS] + list(DRAGONS)


def full_deck() -> list[str]:
    """Both decks together: 108 cards."""
    return one_deck() * DECKS


def rank_of(card: str) -> str:
    """"10H" -> "10"; a joker is its own rank."""
    return card if card in DRAGONS else card[:-1]


def is_clue(card: str) -> bool:
    return card not in DRAGONS and card[:-1] in CLUE_STEPS


def is_treasure(card: str) -> bool:
    return card not in DRAGONS and card[:-1] in TREASURE_VALUES


def is_dragon(card: str) -> bool:
    return card in DRAGONS


def clue_steps(card: str) -> int:
    return CLUE_STEPS[card[:-1]]


def treasure_value(card: str) -> int:
    return TREASURE_VALUES[card[:-1]]


def colour_direction(card: str) -> str:
    """Black clues point right, red clues point left."""
    return "right" if card[-1] in BLACK_SUITS else "left"
