"""Dragon's Lair, Learn to play: a first game of three (the learner and two
Normal bots) in which a room is turned, a chest is shared out and the
learner goes home.

The prepared deal (`arrange`, rule-legal: the cards of a fresh shuffle,
only reordered, and the first seat chosen) gives the learner the first
turn, hands of clues only (so nobody bids for a chest of their own) and
a starting maze of the 2 of clubs, the ace of diamonds and the king of
hearts.  The bots' Normal moves from seed 1 then tell the story: Bo
leads into the 2 of clubs, whose clue walks the party two rooms right,
onto the king: 100 chips for whoever stayed.  In round two the learner
goes home.
"""
from __future__ import annotations

from game.lessons import Lesson, Step, deciding, kinds, watching

from .rules import LairState

HANDS = (("2S", "5H", "9C"), ("6C", "8S", "3D"), ("7D", "4C", "10S"))
MAZE = ("2C", "AD", "KH")


def arrange(state: LairState) -> None:
    """Deal HANDS and MAZE from the shuffled deck (the rest stays the draw
    pile in its shuffled order); the learner builds and commits first."""
    pile = state.draw_pile + [card for hand in state.hands for card in hand] + state.maze
    for card in [card for hand in HANDS for card in hand] + list(MAZE):
        pile.remove(card)
    state.hands = [list(hand) for hand in HANDS]
    state.maze = list(MAZE)
    state.draw_pile = pile
    state.first_seat = state.last_leader = 0
    state.turn_order = list(range(state.players))


def _places_the_clue(action) -> bool:
    return action.kind == "place" and action.card == "2S" and action.end == "right"


STEPS = (
    Step("place", deciding("place"), points_at=_places_the_clue, region="hand",
         done_by=kinds("place", "place_blind")),
    Step("maze", watching, region="maze", done_on="maze_built"),
    Step("commit", deciding("commit"), points_at=lambda a: a.kind == "commit" and a.amount == 5,
         done_by=kinds("commit")),
    Step("stay", deciding("vote"), points_at=kinds("stay"), done_by=kinds("stay", "leave"), until="round_end"),
    Step("clue", watching, region="maze", done_on="clue", until="round_end"),
    Step("stay_again", deciding("vote"), points_at=kinds("stay"), done_by=kinds("stay", "leave"),
         until="round_end"),
    Step("treasure", watching, region="party", done_on="treasure_split", until="round_end"),
    Step("go_home", deciding("vote"), points_at=kinds("leave"), done_by=kinds("stay", "leave")),
)

LESSON = Lesson("dragons_lair", players=3, seed=1, steps=STEPS, arrange=arrange,
                learned=("maze", "travel", "vote", "clue", "treasure", "home", "dragon", "end"))
