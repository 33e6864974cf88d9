"""Citadels, Learn to play: the last round of a game of four (the learner
and three Normal bots), in which the learner drafts the Assassin, murders
the Warlord, uses the Smithy, builds an eighth district and so ends the
game, while a rival's Thief robs the King.

A whole game is long, so the prepared deal (`arrange`) starts in round 7
of a game that could have been played: every district of the fresh
shuffle is still in exactly one place (cities, hands, the deck) and the
35 gold in purses or the bank.  The learner's city holds seven districts
of all five colours, the Smithy among them, and their hand only
districts already built (so nothing can be built without the Smithy);
the three rivals have five districts each.  The learner wears the crown,
so drafts first; the character set-aside (the Bishop and Magician face
up, the Merchant face down) leaves the Assassin, Thief, King, Architect
and Warlord to draft.  The deck's top three are what the Smithy draws:
the Palace, a Tavern and a Market.

The bots' Normal moves from seed 1 then tell the story: Bo takes the
Warlord, Cy the Thief, Di the King.  The learner murders the Warlord,
takes 2 gold, pays 2 at the Smithy for three cards and builds the Palace:
a city of 8.  Cy's Thief robs the King, so when the King is called Di's
gold goes to Cy; the Warlord stays silent; the round ends and the
learner's 30 points win.
"""
from __future__ import annotations

from typing import Callable

from game.core import Decision
from game.lessons import LEARNER, Lesson, Step, deciding, kinds, matching, watching

from .data import ASSASSIN, BANK_GOLD, BISHOP, MAGICIAN, MERCHANT, WARLORD
from .rules import SET_ASIDE_SEAT, CitadelsState, draft_steps

ROUND = 7
CITIES = (("manor", "castle", "temple", "church", "market", "watchtower", "smithy"),
          ("tavern", "docks", "monastery", "prison", "manor"),
          ("castle", "trading_post", "church", "battlefield", "temple"),
          ("palace", "harbor", "watchtower", "market", "tavern"))
HANDS = (("manor", "temple"), ("cathedral", "fortress", "tavern"), ("harbor", "prison", "keep"),
         ("docks", "church", "library"))
GOLD = (5, 3, 2, 4)
#: The deck's top three (the last drawn first): what the Smithy brings.
DECK_TOP = ("market", "tavern", "palace")
FACE_UP, FACE_DOWN = (BISHOP, MAGICIAN), (MERCHANT,)


def arrange(state: CitadelsState) -> None:
    """Set a fresh 4-seat state in round 7: CITIES, HANDS and GOLD from the
    shuffled deck and the bank (the deck keeps the rest in its shuffled
    order, DECK_TOP on top), the learner crowned, and this round's
    characters set aside as FACE_UP and FACE_DOWN (the King never face
    up), the rest offered to the learner first."""
    deck = state.deck + [card for hand in state.hands for card in hand]
    for card in [card for group in CITIES + HANDS for card in group] + list(DECK_TOP):
        deck.remove(card)
    state.deck = deck + list(DECK_TOP)
    state.cities = [list(city) for city in CITIES]
    state.hands = [list(hand) for hand in HANDS]
    state.gold, state.bank = list(GOLD), BANK_GOLD - sum(GOLD)
    state.round, state.crown = ROUND, LEARNER
    state.face_up, state.face_down = list(FACE_UP), list(FACE_DOWN)
    state.pool = [character for character in range(1, WARLORD + 1) if character not in FACE_UP + FACE_DOWN]
    state.draft_log = ([[SET_ASIDE_SEAT, "down", character] for character in FACE_DOWN]
                       + [[SET_ASIDE_SEAT, "up", character] for character in FACE_UP])
    state.offers = [[] for _ in range(state.players)]
    state.offers[LEARNER].append([len(state.draft_log), sorted(state.pool)])
    state.steps = draft_steps(state.players, LEARNER)


def your_turn(test: Callable[[CitadelsState], bool]) -> Callable[[CitadelsState, Decision | None], bool]:
    """A step's `when`: the learner's character is playing and `test(view)` holds."""
    return lambda view, decision: deciding("turn")(view, decision) and test(view)


#: The learner's turn is over: what it was for has gone.
your_turn_ends = matching("turn_end", seat=LEARNER)


STEPS = (
    Step("draft", deciding("pick_character"), points_at=matching("pick", character=ASSASSIN), done_by=kinds("pick")),
    Step("murder", your_turn(lambda view: view.called == ASSASSIN and not view.power_used),
         points_at=matching("murder", character=WARLORD), done_by=kinds("murder"), until=your_turn_ends),
    Step("gold", your_turn(lambda view: not view.resource_taken), points_at=kinds("take_gold"),
         done_by=kinds("take_gold", "draw_cards"), until=your_turn_ends),
    Step("smithy", your_turn(lambda view: not view.smithy_used and view.gold[LEARNER] >= 2),
         points_at=kinds("smithy"), done_by=kinds("smithy"), until=your_turn_ends),
    Step("build", your_turn(lambda view: view.resource_taken and view.builds_left > 0),
         points_at=matching("build", card="palace"), done_by=kinds("build"), until=your_turn_ends),
    Step("end_turn", deciding("turn"), points_at=kinds("end_turn"), done_by=kinds("end_turn"), until=your_turn_ends),
    Step("rob", watching, region="track", done_on="rob", until="round_end"),
    Step("robbed", watching, region="track", done_on=matching("gold", reason="robbed"), until="round_end"),
    Step("murdered", watching, region="track", done_on=matching("call", murdered=True), until="round_end"),
    Step("end", watching, region="own place", done_on="game_over"),
)

LESSON = Lesson("citadels", players=4, seed=1, steps=STEPS, arrange=arrange,
                learned=("draft", "order", "assassin", "thief", "resources", "build", "purple", "end"))
