"""How each Citadels event changes what a seat sees (the table toolkit's
`follow`): `CHANGES = {event kind: change(view, event) -> view}`.

A change reads only the event as the seat looking sees it (`seen_by`) and
that seat's view before it; a card it may not see arrives as None (a card
back), as the rules' `view` shows it.  Pure: no pygame, no table.
"""
from __future__ import annotations

from game.citadels.data import ARCHITECT
from game.citadels.rules import ALL_CHARACTERS, SET_ASIDE_SEAT, CitadelsState, draft_steps
from game.core import Event


def _take(cards: list, card: str | None) -> None:
    """Take `card` out of a row of cards: that card where the seat sees it,
    else one of the backs."""
    cards.remove(card if card in cards else None)


def _hidden(count: int) -> list:
    return [None] * count


# --- the draft ------------------------------------------------------------------------
def round_start(view: CitadelsState, event: Event) -> CitadelsState:
    """A round begins: all eight characters are gathered for the crowned
    seat, nobody holds one, none is called yet."""
    view.round, view.crown, view.phase = event.round, event.crown, "draft"
    view.face_up, view.face_down, view.pool = [], [], _hidden(len(ALL_CHARACTERS))
    view.draft_log, view.offers = [], [[] for _ in range(view.players)]
    view.chars = [[] for _ in range(view.players)]
    view.steps = draft_steps(view.players, view.crown)
    view.called, view.current, view.revealed = 0, None, []
    view.murdered = view.robbed = None
    return view


def set_aside(view: CitadelsState, event: Event) -> CitadelsState:
    """A character leaves the pool: face up for all to see, or face down
    (by a seat choosing it, at 2 seats, or left over after the draft)."""
    seat, character = event.get("seat"), event.get("character")
    view.pool = _hidden(len(view.pool) - 1)
    if event.face_up:
        view.face_up.append(character)
        view.draft_log.append([SET_ASIDE_SEAT, "up", character])
        return view
    view.face_down.append(None)
    if seat is None:
        view.draft_log.append([SET_ASIDE_SEAT, "down", None])
    else:
        view.draft_log.append([seat, "discard", character])
        view.steps.pop(0)
    return view


def draft_pick(view: CitadelsState, event: Event) -> CitadelsState:
    """A seat keeps a character from the pool (which only it knows)."""
    character = event.get("character")
    view.pool = _hidden(len(view.pool) - 1)
    view.chars[event.seat].append(character)
    view.draft_log.append([event.seat, "pick", character])
    view.steps.pop(0)
    return view


def offer(view: CitadelsState, event: Event) -> CitadelsState:
    """The pool goes to the next seat to choose, who alone sees it.  With
    7 seats the last to choose also takes up the face-down card."""
    if event.joined:
        view.pool += view.face_down
        view.face_down = []
        view.draft_log[0][1] = "joined"
    pool = event.get("pool")
    if pool is None:
        view.pool = _hidden(len(view.pool))
    else:
        view.pool = list(pool)
        view.offers[event.seat].append([len(view.draft_log), sorted(pool)])
    return view


# --- calling the characters ------------------------------------------------------------
def call(view: CitadelsState, event: Event) -> CitadelsState:
    """A character is called: its holder shows it and plays a turn (the
    Architect may build three districts, the others one)."""
    view.phase, view.called = "turns", event.character
    if event.seat is None:
        return view
    view.chars[event.seat][event.pick] = event.character
    view.revealed.append(event.character)
    view.current = event.seat
    view.resource_taken = view.power_used = view.income_taken = False
    view.lab_used = view.smithy_used = False
    view.drawn, view.discarding = [], -1
    view.builds_left = 3 if event.character == ARCHITECT else 1
    return view


def turn_end(view: CitadelsState, event: Event) -> CitadelsState:
    view.current = None
    return view


def game_over(view: CitadelsState, event: Event) -> CitadelsState:
    view.phase = "over"
    return view


# --- gold, the crown and the powers -----------------------------------------------------
def gold(view: CitadelsState, event: Event) -> CitadelsState:
    """Gold moves between a seat and the bank (None) or between two seats.
    Taking gold is the turn's resource action; income is taken once."""
    if event.payer is None:
        view.bank -= event.amount
    else:
        view.gold[event.payer] -= event.amount
    if event.payee is None:
        view.bank += event.amount
    else:
        view.gold[event.payee] += event.amount
    if event.reason == "take_gold":
        view.resource_taken = True
    elif event.reason == "income":
        view.income_taken = True
    elif event.reason == "smithy":
        view.smithy_used = True
    return view


def crown(view: CitadelsState, event: Event) -> CitadelsState:
    view.crown = event.payee
    return view


def murder(view: CitadelsState, event: Event) -> CitadelsState:
    view.murdered, view.power_used = event.character, True
    return view


def rob(view: CitadelsState, event: Event) -> CitadelsState:
    view.robbed, view.power_used = event.character, True
    return view


def swap_hands(view: CitadelsState, event: Event) -> CitadelsState:
    """The Magician and another seat swap hands: each sees its new hand
    only when it takes it up (`new_hand`)."""
    mine, theirs = view.hands[event.seat], view.hands[event.other]
    view.hands[event.seat], view.hands[event.other] = _hidden(len(theirs)), _hidden(len(mine))
    view.power_used = True
    return view


def new_hand(view: CitadelsState, event: Event) -> CitadelsState:
    """A seat takes up the hand it was given, which only it sees."""
    if event.get("cards") is not None:
        view.hands[event.seat] = list(event.cards)
    return view


# --- districts ------------------------------------------------------------------------------
def draw(view: CitadelsState, event: Event) -> CitadelsState:
    """Districts come off the deck into the seat's hand, or before it to
    keep some (the resource action); the Magician's draw ends his discarding."""
    view.deck = _hidden(len(view.deck) - event.count)
    cards = list(event.get("cards") or _hidden(event.count))
    if event.into == "drawn":
        view.drawn = cards
    else:
        view.hands[event.seat] += cards
    if event.reason == "resource":
        view.resource_taken = True
    elif event.reason == "magician":
        view.discarding = -1
    return view


def keep(view: CitadelsState, event: Event) -> CitadelsState:
    card = event.get("card")
    _take(view.drawn, card)
    view.hands[event.seat].append(card)
    return view


def discard(view: CitadelsState, event: Event) -> CitadelsState:
    """A district goes under the deck: from the hand (the Magician's
    discarding uses his power; the Laboratory once a turn), from the cards
    drawn and not kept, or a destroyed one from the table."""
    view.deck = _hidden(len(view.deck) + 1)
    card = event.get("card")
    if event.reason == "draw":
        _take(view.drawn, card)
    elif event.reason == "destroyed":
        view.graveyard_card = None
    else:
        _take(view.hands[event.seat], card)
    if event.reason == "magician":
        view.power_used = True
        view.discarding = max(view.discarding, 0) + 1
    elif event.reason == "laboratory":
        view.lab_used = True
    return view


def build(view: CitadelsState, event: Event) -> CitadelsState:
    """A district from the hand joins the city (the Haunted City notes the
    round it was built in)."""
    _take(view.hands[event.seat], event.card)
    view.cities[event.seat].append(event.card)
    view.builds_left -= 1
    if event.card == "haunted_city":
        view.haunted_round = view.round
    return view


def city_complete(view: CitadelsState, event: Event) -> CitadelsState:
    view.first_complete = event.seat
    return view


def destroy(view: CitadelsState, event: Event) -> CitadelsState:
    """The Warlord's power: the district leaves its city and lies on the
    table until it goes under the deck or into the Graveyard owner's hand."""
    view.cities[event.target].remove(event.card)
    view.graveyard_card, view.power_used = event.card, True
    return view


def graveyard(view: CitadelsState, event: Event) -> CitadelsState:
    """The Graveyard's owner takes the destroyed district into hand, or lets it go."""
    view.graveyard_card = None
    if event.taken:
        view.hands[event.seat].append(event.get("held"))
    return view


CHANGES = {change.__name__: change for change in (
    round_start, set_aside, draft_pick, offer, call, turn_end, game_over, gold, crown, murder, rob,
    swap_hands, new_hand, draw, keep, discard, build, city_complete, destroy, graveyard)}
