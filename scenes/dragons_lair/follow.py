"""How each Dragon's Lair event changes what a seat sees (pure, no pygame).

`CHANGES[kind](view, event)` is handed its own copy of a seat's view and
the event as that seat sees it (`Event.seen_by`), and returns the view
after the event.  Folding an action's events over the view before it
gives the view after it (tests/test_follow_dragons_lair.py), so the table
can show every event land as its pieces arrive.
"""
from __future__ import annotations

from game.core import Event, seats_in_order
from game.dragons_lair import data
from game.dragons_lair.rules import (CHOOSE_ROOM, COMMIT, DIRECTION, KEY, KEY_ROOM, OVER, PLACE, SEALED, UNKNOWN,
                                     VOTE, LairState)


# --- a round --------------------------------------------------------------------

def round_start(view: LairState, event: Event) -> LairState:
    """A new round: the seats still in build and commit from `first` (the
    last leader) on; nobody leads, explores or has voted yet."""
    view.round, view.phase = event.round, PLACE
    view.last_leader = event.first
    view.turn_order = [s for s in seats_in_order(event.first, view.players) if view.in_game[s]]
    view.turn_index = 0
    view.leader = view.marker = view.brave = None
    view.commitments = [None] * view.players
    view.explorers = [False] * view.players
    view.votes = [None] * view.players
    return view


def place(view: LairState, event: Event) -> LairState:
    """A card goes face down at one end of the maze: from the seat's hand
    (only it knows the card) or, with an empty hand, the top of the draw
    pile unseen."""
    card = event.get("card")
    if event.from_hand:
        view.hands[event.seat].remove(card or UNKNOWN)
    else:
        view.draw_pile.pop()
    at = 0 if event.end == "left" else len(view.maze)
    view.maze.insert(at, card or UNKNOWN)
    view.face_up.insert(at, False)
    view.known_by.insert(at, event.seat if event.from_hand else None)
    view.turn_index += 1
    return view


def nothing_to_place(view: LairState, event: Event) -> LairState:
    """A seat with no hand card and no draw pile is passed over."""
    view.turn_index += 1
    return view


def maze_built(view: LairState, event: Event) -> LairState:
    """Every seat has built: the travel money is committed from the first
    seat again."""
    view.phase, view.turn_index = COMMIT, 0
    return view


def commit(view: LairState, event: Event) -> LairState:
    """A seat's travel money is known to all (its chips move on a `chips` event)."""
    view.commitments[event.seat] = event.amount
    view.turn_index += 1
    return view


def leader(view: LairState, event: Event) -> LairState:
    """The highest commitment leads and is the first brave; every seat of
    the round explores.  With the key card variant the leader picks a key
    first, if the discard or the draw pile holds one."""
    view.leader = view.brave = event.seat
    for seat in view.turn_order:
        view.explorers[seat] = True
    view.phase = KEY if view.key_card and (view.discard or view.draw_pile) else CHOOSE_ROOM
    return view


def key(view: LairState, event: Event) -> LairState:
    """The leader's key comes from the discard pile or the top of the draw pile."""
    view.key = event.card
    if event.source == "pile":
        view.draw_pile.pop()
    else:
        view.discard.remove(event.card)
    view.phase = CHOOSE_ROOM
    return view


def key_discarded(view: LairState, event: Event) -> LairState:
    """At the round's end the key goes to the discard pile."""
    view.key = None
    view.discard.append(event.card)
    return view


# --- chips and cards ---------------------------------------------------------------

def chips(view: LairState, event: Event) -> LairState:
    """Chips move between a seat's stack ("chips"), its travel money
    ("travel"), the pool and the bank (which only pays treasure in)."""
    seat = event.get("seat")
    if event.source == "bank":
        view.bank_added += event.amount
    else:
        _count_chips(view, event.source, seat, -event.amount)
    _count_chips(view, event.target, seat, event.amount)
    return view


def _count_chips(view: LairState, where: str, seat: int | None, amount: int) -> None:
    if where == "pool":
        view.pool += amount
    else:
        getattr(view, where)[seat] += amount


def draw(view: LairState, event: Event) -> LairState:
    """The top of the draw pile goes to a hand, its face seen by its owner only."""
    view.hands[event.seat].append(event.get("card") or UNKNOWN)
    view.draw_pile.pop()
    return view


def discard_hand(view: LairState, event: Event) -> LairState:
    """A lost hand goes face up onto the discard pile."""
    view.discard.extend(event.cards)
    view.hands[event.seat] = []
    return view


# --- the expedition ------------------------------------------------------------------

def marker(view: LairState, event: Event) -> LairState:
    """The team stands before a room: chosen by the leader (or the brave,
    after a key match, who opens it at once), or led there by a clue, when
    the next explorer is the brave.  Then the explorers vote."""
    view.marker = event.room
    view.brave = event.seat
    if not (event.by_choice and view.phase == KEY_ROOM):
        view.phase = VOTE
    return view


def brave(view: LairState, event: Event) -> LairState:
    """The brave opens the next room."""
    view.brave = event.seat
    return view


def leave(view: LairState, event: Event) -> LairState:
    """A seat goes home (its travel money comes back on a `chips` event)."""
    view.explorers[event.seat] = False
    return view


def vote_sealed(view: LairState, event: Event) -> LairState:
    """A vote lies sealed: only its voter knows which way."""
    view.votes[event.seat] = event.get("choice") or SEALED
    return view


def votes_revealed(view: LairState, event: Event) -> LairState:
    """The votes are turned over together and counted: the next room
    starts with none cast."""
    view.votes = [None] * view.players
    return view


def flip(view: LairState, event: Event) -> LairState:
    """The brave opens the room.  A clue, under variant 1, waits for the
    brave to choose its direction."""
    view.maze[event.room] = event.card
    view.face_up[event.room] = True
    if view.brave_chooses_direction and data.is_clue(event.card):
        view.phase = DIRECTION
    return view


def key_match(view: LairState, event: Event) -> LairState:
    """A clue matching the key: the next brave picks any unopened room."""
    view.brave = event.brave
    view.phase = KEY_ROOM
    return view


# --- the round's end -----------------------------------------------------------------

def eliminated(view: LairState, event: Event) -> LairState:
    """A seat with no chips left is out of the game this round."""
    view.in_game[event.seat] = False
    view.eliminated_round[event.seat] = view.round
    return view


def maze_cleared(view: LairState, event: Event) -> LairState:
    """The expedition is over: the opened rooms go to the discard pile and
    the closed ones close up, still known to whoever placed them."""
    keep = [i for i, up in enumerate(view.face_up) if not up]
    view.discard.extend(event.cards)
    view.maze = [view.maze[i] for i in keep]
    view.known_by = [view.known_by[i] for i in keep]
    view.face_up = [False] * len(keep)
    view.explorers = [False] * view.players
    return view


def maze_dealt(view: LairState, event: Event) -> LairState:
    """The maze is dealt up to three rooms at its right end, unseen."""
    for _ in range(event.count):
        view.maze.append(view.draw_pile.pop())
        view.face_up.append(False)
        view.known_by.append(None)
    return view


def game_over(view: LairState, event: Event) -> LairState:
    """The draw pile ran out this round, or one seat is left."""
    view.phase = OVER
    return view


CHANGES = {change.__name__: change for change in (
    round_start, place, nothing_to_place, maze_built, commit, leader, key, key_discarded, chips, draw,
    discard_hand, marker, brave, leave, vote_sealed, votes_revealed, flip, key_match, eliminated, maze_cleared,
    maze_dealt, game_over)}
