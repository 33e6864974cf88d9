"""Dragon & Lyre, Learn to play: a first game of two (the learner and a
Normal bot) with a capture, the prophet, a recall, an attack that ties
and is reinforced, and how captures score.

The prepared deal (`arrange`, rule-legal: the epic cards of a fresh
shuffle, only reordered, with the final-round marker where the rules put
it; the prophets dealt so the learner holds prophet 1): the row is
Castle, Griffin, Castle, Port, Battle, Dawn Helm, and the next reveals are
Battle, Tide Shield (the learner's first turn), Frost Helm, Frost Shield
(the bot's), Battle, Ember Blade.  Seed 1's Normal moves then tell the
story: the bot takes the Tide Shield, the learner attacks it, both seal
ranged heroes (a tie), and the learner's reinforcing Sellsword (melee)
beats the bot's Ranger.
"""
from __future__ import annotations

from game.lessons import Lesson, Step, deciding, kinds

from . import data
from .rules import LyreState

ROW = ("castle1", "griffin", "castle2", "port1", "battle1", "dawn_helm")
REVEALS = ("battle2", "tide_shield", "frost_helm", "frost_shield", "battle3", "ember_blade")


def arrange(state: LyreState) -> None:
    """Lay ROW face up and put REVEALS on top of the deck, first revealed
    on top; the rest of the deck keeps its shuffled order beneath.  The
    learner holds prophet 1 and starts."""
    rest = state.deck + state.row
    for card in ROW + REVEALS:
        rest.remove(card)
    state.row = list(ROW)
    state.deck = rest + list(reversed(REVEALS))
    state.prophets = list(range(1, state.players + 1))
    state.turn = 0


def _is(kind: str, **fields):
    return lambda action: action.kind == kind and all(action.get(k) == v for k, v in fields.items())


TURN_ACTIONS = kinds("capture", "prophet", "attack", "recall")

STEPS = (
    Step("setup", deciding("setup"),
         points_at=lambda a: a.kind == "seal_used" and data.ICON_OF[a.hero] == data.BATTLE, done_on="setup_revealed"),
    Step("capture", deciding("action"), points_at=_is("capture", hero="scout", card="castle1"),
         done_by=TURN_ACTIONS),
    Step("prophet", deciding("action"), points_at=_is("prophet", card="griffin"), region="prompt",
         done_by=TURN_ACTIONS),
    Step("recall", deciding("action"), points_at=kinds("recall"), done_by=TURN_ACTIONS),
    Step("recall_pick", deciding("recall"), points_at=_is("recall_hero", hero="scout"), done_by=kinds("recall_hero")),
    Step("attack", deciding("action"), points_at=_is("attack", card="tide_shield"), done_by=TURN_ACTIONS),
    Step("seal", deciding("fight"), points_at=_is("seal", hero="ranger"), done_by=kinds("seal")),
    Step("tie", deciding("reinforce"), points_at=kinds("reinforce"), done_by=kinds("reinforce", "give_up")),
    Step("seal_again", deciding("fight"), points_at=_is("seal", hero="sellsword"), done_by=kinds("seal")),
    Step("won", region="seat 0", done_on="attack_won", until="turn_end"),
    Step("scoring", deciding("action"), region="seat 0", done_by=TURN_ACTIONS),
)

LESSON = Lesson("dragon_lyre", players=2, seed=1, steps=STEPS, arrange=arrange,
                learned=("capture", "prophet", "recall", "attack", "tie", "scoring", "end"))
