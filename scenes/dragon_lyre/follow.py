"""How each Dragon & Lyre event changes what a seat sees (pure: no pygame).

`CHANGES[kind](view, event)` takes a copy of a seat's view and the event
as that seat sees it (`Event.seen_by`) and returns the view after it: the
table's shown view follows the events this way while the pieces move
(`scenes.table.follow`), and `tests/test_follow_dragon_lyre.py` proves on
random games that the fold lands on the seat's true view.

What a seat sees of another (`rules.view`): its hand face down, of its
used pile only the top, its setup picks and sealed hero face down.  A
change finds out whose view it holds from the view itself (`_sees_all_of`).
"""
from __future__ import annotations

from game.core import Event
from game.dragon_lyre import data
from game.dragon_lyre.rules import (ACTION, FIGHT, OVER, RECALL, REINFORCE, TIE, TIE_FIGHT, UNKNOWN, LyreState,
                                    turned_over)


# --- what a view knows of a seat ------------------------------------------------------

def _sees_all_of(view: LyreState, seat: int) -> bool:
    """Is this the seat's own view?  Only its owner sees a seat's hand, the
    heroes under its used pile's top, its setup picks and its sealed hero:
    another's view shows at least one of them as unknown whenever the seat
    has any.  (A seat with every hero in plain sight, which takes eleven
    exchanges in one attack, looks the same to all and counts as another's.)"""
    hidden = view.hands[seat] + view.used[seat][:-1] + view.setup_picks[seat] + [view.sealed[seat]]
    return bool(view.hands[seat] or len(view.used[seat]) > 1 or view.setup_picks[seat]
                or view.sealed[seat] is not None) and UNKNOWN not in hidden


def _take_from_hand(view: LyreState, seat: int, hero: str | None) -> None:
    """A hero leaves the seat's hand: the named one, or one of the backs
    another seat sees."""
    hand = view.hands[seat]
    hand.remove(hero if hero in hand else UNKNOWN)


def _to_hand(view: LyreState, seat: int, heroes, owner_sees: bool) -> None:
    """Heroes go into the seat's hand, face down to every other seat."""
    view.hands[seat].extend(heroes if owner_sees else [UNKNOWN] * len(heroes))


def _onto_pile(view: LyreState, seat: int, heroes, owner_sees: bool) -> None:
    """Heroes go onto the seat's used pile; another seat sees only its top."""
    pile = view.used[seat]
    pile.extend(heroes)
    if not owner_sees:
        pile[:-1] = [UNKNOWN] * (len(pile) - 1)


def _action_done(view: LyreState) -> None:
    """One of the turn's actions is done (the turn's end comes as its own event)."""
    view.actions_left -= 1
    view.phase = ACTION


def _capture_card(view: LyreState, seat: int, card: str, source: list) -> None:
    source.remove(card)
    view.captured[seat].append(card)


# --- setup ------------------------------------------------------------------------------

def setup_pick(view: LyreState, event: Event) -> LyreState:
    """A hero set face down for the used pile: its face only for its owner."""
    hero = event.get("hero")
    _take_from_hand(view, event.seat, hero)
    view.setup_picks[event.seat].append(hero or UNKNOWN)
    return view


def setup_revealed(view: LyreState, event: Event) -> LyreState:
    """The picks become the used piles, turned over whole (the first laid
    on top): every seat sees each pile's top, and its own pile whole."""
    view.used = [turned_over(picks)[:-1] + [top] for picks, top in zip(view.setup_picks, event.tops)]
    view.setup_picks = [[] for _ in view.used]
    return view


# --- turns --------------------------------------------------------------------------------

def turn_start(view: LyreState, event: Event) -> LyreState:
    view.turn, view.round, view.phase, view.actions_left = event.seat, event.round, ACTION, data.ACTIONS_PER_TURN
    return view


def turn_end(view: LyreState, event: Event) -> LyreState:
    view.actions_left = 0
    return view


def reveal(view: LyreState, event: Event) -> LyreState:
    """The deck's top card turns face up at the end of the row."""
    view.deck.pop()
    view.row.append(event.card)
    return view


def final_round(view: LyreState, event: Event) -> LyreState:
    view.final_round = True
    return view


def capture(view: LyreState, event: Event) -> LyreState:
    """The hero goes from hand onto the used pile, the card from the row
    to the captures."""
    owner_sees = _sees_all_of(view, event.seat)
    _take_from_hand(view, event.seat, event.hero)
    _onto_pile(view, event.seat, [event.hero], owner_sees)
    _capture_card(view, event.seat, event.card, view.row)
    _action_done(view)
    return view


def prophet(view: LyreState, event: Event) -> LyreState:
    view.prophet_used[event.seat] = True
    _capture_card(view, event.seat, event.card, view.row)
    _action_done(view)
    return view


def beast_sweep(view: LyreState, event: Event) -> LyreState:
    for card in event.cards:
        _capture_card(view, event.seat, card, view.row)
    return view


# --- attacks ------------------------------------------------------------------------------

def attack(view: LyreState, event: Event) -> LyreState:
    view.attack = {"attacker": event.seat, "defender": event.defender, "card": event.card,
                   "attacker_heroes": [], "defender_heroes": []}
    view.phase = FIGHT
    return view


def sealed(view: LyreState, event: Event) -> LyreState:
    """A hero sealed for a fight: face down but to its owner."""
    hero = event.get("hero")
    _take_from_hand(view, event.seat, hero)
    view.sealed[event.seat] = hero or UNKNOWN
    return view


def fight_reveal(view: LyreState, event: Event) -> LyreState:
    """The sealed heroes turn over and join their side of the fight; a tie
    waits for the attacker to reinforce, if it still holds a hero."""
    fight = view.attack
    fight["attacker_heroes"].append(event.hero)
    view.sealed[event.seat] = None
    if event.defender_hero is not None:
        fight["defender_heroes"].append(event.defender_hero)
        view.sealed[event.defender] = None
    if event.result == TIE and view.hands[event.seat]:
        view.phase = REINFORCE
    return view


def reinforce(view: LyreState, event: Event) -> LyreState:
    view.phase = FIGHT
    return view


def heroes_back(view: LyreState, event: Event) -> LyreState:
    _to_hand(view, event.seat, event.heroes, _sees_all_of(view, event.seat))
    return view


def heroes_used(view: LyreState, event: Event) -> LyreState:
    _onto_pile(view, event.seat, event.heroes, _sees_all_of(view, event.seat))
    return view


def attack_won(view: LyreState, event: Event) -> LyreState:
    _capture_card(view, event.seat, event.card, view.captured[event.defender])
    return attack_over(view, event)


def attack_over(view: LyreState, event: Event) -> LyreState:
    """The attack is over (held, lost or given up): it was the action."""
    view.attack = None
    _action_done(view)
    return view


# --- recall -------------------------------------------------------------------------------

def recall(view: LyreState, event: Event) -> LyreState:
    """The pile's top is what the others see until the recall is done;
    with fewer heroes to take than the pile holds, the seat chooses them
    one by one."""
    pile = view.used[event.seat]
    view.recall_top = pile[-1] if pile else None
    if event.count < len(pile):
        view.recall_left, view.phase = event.count, RECALL
    return view


def recall_hero(view: LyreState, event: Event) -> LyreState:
    """A hero back from the used pile to hand, face down: which one only
    its owner sees; the others see one hero fewer under the old top."""
    hero, pile = event.get("hero"), view.used[event.seat]
    if hero is not None:
        pile.remove(hero)
    else:
        pile.pop(0)
    view.hands[event.seat].append(hero or UNKNOWN)
    if view.phase == RECALL:
        view.recall_left -= 1
    return view


def recall_done(view: LyreState, event: Event) -> LyreState:
    """The pile lies face up again: everyone sees its new top."""
    pile = view.used[event.seat]
    if pile:
        pile[-1] = event.top
    view.recall_top = None
    return view


# --- the end ------------------------------------------------------------------------------

def scores(view: LyreState, event: Event) -> LyreState:
    """The leaders contend for the win."""
    best = max(event.scores)
    view.contenders = [seat for seat, points in enumerate(event.scores) if points == best]
    return view


def tie_fight(view: LyreState, event: Event) -> LyreState:
    view.contenders, view.phase = list(event.seats), TIE_FIGHT
    return view


def tie_unarmed(view: LyreState, event: Event) -> LyreState:
    view.contenders = [seat for seat in view.contenders if seat not in event.seats]
    return view


def tie_reveal(view: LyreState, event: Event) -> LyreState:
    """The sealed heroes turn over and go onto their used piles; the
    seats that showed the winning type fight on."""
    for seat, hero in zip(event.seats, event.heroes):
        owner_sees = view.sealed[seat] != UNKNOWN
        view.sealed[seat] = None
        _onto_pile(view, seat, [hero], owner_sees)
    view.contenders = list(event.survivors)
    return view


def game_over(view: LyreState, event: Event) -> LyreState:
    view.tie_winners, view.phase = list(view.contenders), OVER
    return view


CHANGES = {
    "setup_pick": setup_pick, "setup_revealed": setup_revealed,
    "turn_start": turn_start, "turn_end": turn_end, "reveal": reveal, "final_round": final_round,
    "capture": capture, "prophet": prophet, "beast_sweep": beast_sweep,
    "attack": attack, "sealed": sealed, "fight_reveal": fight_reveal, "reinforce": reinforce,
    "heroes_back": heroes_back, "heroes_used": heroes_used,
    "attack_won": attack_won, "attack_held": attack_over, "give_up": attack_over,
    "recall": recall, "recall_hero": recall_hero, "recall_done": recall_done,
    "scores": scores, "tie_fight": tie_fight, "tie_unarmed": tie_unarmed, "tie_reveal": tie_reveal,
    "game_over": game_over,
}
