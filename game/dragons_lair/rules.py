"""Dragon's Lair Treasure Hunt (龙穴寻宝): the rules engine.

A game is a series of rounds, each one expedition into a maze of face-down
cards laid in a row:

1. Build: from the last leader (first round: the random first seat), every
   seat still in the game adds one hand card face down at the left or right
   end of the maze; a seat with no hand card adds the top of the draw pile
   unseen.
2. Travel money: in the same order every seat openly commits 1..all of its
   chips.  The highest commitment leads; a tie goes to the earlier seat.
3. (Variant 2) The leader picks a key card: any card of the discard pile,
   or the top of the draw pile.
4. The leader picks the first room.  Before each room every explorer votes,
   sealed, stay or leave; the votes are revealed together.  Leavers take
   back their travel money and draw one card; stayers pay 1 into the pool.
   An explorer without travel money must leave (and draws nothing).
5. The brave (the leader, then the next explorer in seat order for every
   room) opens the room: a clue moves the team (the maze wraps; landing on
   an open room is a dead end), a dragon ends the round badly, a chest is
   shared out.
6. Round end: seats with 0 chips are out, open rooms are discarded, the
   rest of the maze closes up and is dealt up to 3 cards at the right end.

The game ends after the round in which the draw pile ran out, or when one
seat is left; most chips wins.

House rulings (the seed is silent; docs/rulings.md):

- Discarded hands (dragons, eliminated seats), open rooms and used keys go
  to one public, face-up discard pile.
- A seat with no hand card while the draw pile is empty adds nothing.
- The pile "ran out" in a round when it is empty at that round's end (it
  only ever shrinks, and the maze is dealt up to 3 before the check).
- Variant 1: the brave chooses the direction right after opening a clue.
- Variant 2: a clue "matches" the key when it has the same rank.  On a
  match the next brave chooses any unopened room and it is opened at once
  (the seed: 直接翻开): no vote and no fee before that room.  The key goes
  to the discard pile at round end.  With both an empty discard and draw pile
  there is no key that round.  With both variants, a key match comes
  first: nobody picks a direction.
- When the draw pile cannot give every seat its cards, draws go in seat
  order starting from the brave (leavers of one vote too).
- If every remaining seat drops to 0 chips at once, the game ends; seats
  still in rank above eliminated ones, and among those a later
  elimination ranks higher.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from game.core import (Action, Decision, Event, GameState, Option, Outcome, Rng, Rules, decision, event_kind,
                       seats_in_order)

from . import data

# Phases; each names the decision it waits for.
PLACE, COMMIT, KEY, CHOOSE_ROOM, VOTE, DIRECTION, KEY_ROOM, OVER = (
    "place", "commit", "key", "choose_room", "vote", "direction", "key_room", "over")

ENDS = ("left", "right")
STAY, LEAVE = "stay", "leave"
SEALED = "sealed"
UNKNOWN = "?"

# The events told over and over, each built once per set of values (the
# rest are built new).
_CHIPS_EVENT = event_kind("chips", "seat", "amount", "source", "target")
_VOTE_SEALED_EVENT = event_kind("vote_sealed", "seat", "choice", "owner", "hidden")
_COMMIT_EVENT = event_kind("commit", "seat", "amount", "chips_left")
_LEAVE_EVENT = event_kind("leave", "seat", "forced", "travel_back")
_MARKER_EVENT = event_kind("marker", "seat", "room", "by_choice")
_BRAVE_EVENT = event_kind("brave", "seat")


# --- rules as small pure functions ------------------------------------------

def clue_step(maze_length: int, position: int, card: str, direction_rule: str = "colour") -> int:
    """Where a clue leads: move as many rooms as its number (A = 1), right
    for black and left for red (`direction_rule="colour"`), or the way the
    brave chose ("left"/"right", variant 1).  The maze wraps around: left
    of the first room is the last.

    >>> clue_step(6, 2, "3S")   # ABCDEF, from C: spade 3 -> F
    5
    >>> clue_step(6, 5, "8H")   # from F: heart 8 wraps -> D
    3
    """
    direction = data.colour_direction(card) if direction_rule == "colour" else direction_rule
    sign = 1 if direction == "right" else -1
    return (position + sign * data.clue_steps(card)) % maze_length


def is_dead_end(face_up: Sequence[bool], target: int) -> bool:
    """A clue that lands on an open room (the clue's own room included)
    is a false clue: the expedition fails."""
    return face_up[target]


def leader_of(commit_order: Sequence[int], commitments: Sequence[int]) -> int:
    """The seat with the highest travel money; a tie goes to the seat that
    committed earlier (`commit_order` starts from the last leader)."""
    best = commit_order[0]
    for seat in commit_order[1:]:
        if commitments[seat] > commitments[best]:
            best = seat
    return best


def next_explorer(after: int, explorers: Sequence[bool]) -> int | None:
    """The next seat still in the expedition after `after`, in seat order
    (`after` itself if it is the only one left)."""
    count = len(explorers)
    for step in range(1, count + 1):
        seat = (after + step) % count
        if explorers[seat]:
            return seat
    return None


def split_treasure(pool: int, travel_from_brave: Sequence[int]) -> tuple[list[int], list[int], int]:
    """Share the pool after a chest (the bank has already added its value).

    From the brave on, in seat order, each explorer takes from the pool as
    much as its remaining travel money (or what is left).  What remains is
    split evenly among all explorers; the remainder stays in the pool.
    Returns (taken as travel return, even share, pool left), the lists in
    the order given.

    >>> split_treasure(31, [12, 8])
    ([12, 8], [5, 5], 1)
    >>> split_treasure(20, [15, 10, 3])
    ([15, 5, 0], [0, 0, 0], 0)
    """
    returns = []
    for travel in travel_from_brave:
        taken = min(travel, pool)
        returns.append(taken)
        pool -= taken
    share, left = divmod(pool, len(travel_from_brave))
    return returns, [share] * len(travel_from_brave), left


# Actions are built once and reused: legal_actions runs very often.
#: Per card, placing it at each end of the maze.
_PLACE = {card: {end: Action("place", card=card, end=end) for end in ENDS} for card in data.one_deck()}
_PLACE_BLIND = tuple(Action("place_blind", end=end) for end in ENDS)
_KEY = {card: Action("key", card=card) for card in data.one_deck()}
_KEY_FROM_PILE = Action("key_from_pile")
_VOTES = (Action(STAY), Action(LEAVE))
_GO = tuple(Action("go", direction=end) for end in ENDS)
_ENTER = tuple(Action("enter", room=room) for room in range(len(data.full_deck())))
_commit_actions: list[Action] = []


def commit_action(amount: int) -> Action:
    """Commit `amount` travel money (a seat may hold hundreds of chips)."""
    while len(_commit_actions) < amount:
        _commit_actions.append(Action("commit", amount=len(_commit_actions) + 1))
    return _commit_actions[amount - 1]


def commit_actions(chips: int) -> list[Action]:
    """Commit 1..chips travel money."""
    if chips:
        commit_action(chips)
    return _commit_actions[:chips]


# --- state -------------------------------------------------------------------

@dataclass(eq=False)
class LairState(GameState):
    players: int
    brave_chooses_direction: bool
    key_card: bool
    round: int
    phase: str
    chips: list           # chips in front of each seat
    travel: list          # travel money committed this round
    pool: int             # the wishing well (奖金池)
    bank_added: int       # chips the bank has put into the pool (treasure)
    hands: list           # list of card lists
    draw_pile: list       # top of the pile is the last card
    discard: list         # public, face up
    maze: list            # cards left to right
    face_up: list         # per maze card: opened?
    known_by: list        # per maze card: seat that placed it from its hand (knows it) or None
    in_game: list         # per seat: still in the game?
    eliminated_round: list
    first_seat: int
    last_leader: int      # whose turn starts building and committing
    turn_order: list      # building / committing order of this round
    turn_index: int
    commitments: list     # per seat, None until committed
    leader: Any           # int or None
    key: Any              # the key card (variant 2) or None
    marker: Any           # maze index of the room the team stands before
    brave: Any
    explorers: list       # per seat: still in this expedition?
    votes: list           # per seat: None, "stay" or "leave" (sealed until all voted)
    rng: Any

    # Every field is a scalar, a flat list or (hands) a list of lists, so
    # hand-written copies replace the slow generic deepcopy.
    def clone(self, with_rng: bool = True) -> "LairState":
        """A copy to change freely; without its `rng` (None) unless `with_rng`
        (a view or a new deal needs none: copying one is most of the cost)."""
        twin = LairState.__new__(LairState)
        twin.__dict__.update(self.__dict__)
        for name in _LIST_FIELDS:
            setattr(twin, name, list(getattr(self, name)))
        twin.hands = [list(h) for h in self.hands]
        twin.rng = self.rng.copy() if with_rng and self.rng is not None else None
        return twin

    def to_json(self) -> dict[str, Any]:
        data = dict(self.__dict__)
        for name in _LIST_FIELDS:
            data[name] = list(data[name])
        data["hands"] = [list(h) for h in self.hands]
        data["rng"] = self.rng.to_json() if self.rng is not None else None
        return data


_LIST_FIELDS = ("chips", "travel", "draw_pile", "discard", "maze", "face_up", "known_by", "in_game",
                "eliminated_round", "turn_order", "commitments", "explorers", "votes")


def all_cards(state: LairState) -> list[str]:
    """Every card wherever it lies (hands, maze, pile, discard, key): always
    the 108 cards of the two decks."""
    cards = [c for hand in state.hands for c in hand] + state.maze + state.draw_pile + state.discard
    if state.key is not None:
        cards.append(state.key)
    return cards


def chips_in_play(state: LairState) -> int:
    """Chips held + travel money + pool: the starting chips plus what the
    bank added for treasure."""
    return sum(state.chips) + sum(state.travel) + state.pool


# --- the rules object ------------------------------------------------------------

class DragonsLairRules(Rules):
    id = "dragons_lair"
    min_players = 2
    max_players = 6
    options = (
        Option("brave_chooses_direction", False),   # variant 1
        Option("key_card", False),                  # variant 2
    )
    state_class = LairState

    # --- setting up ---------------------------------------------------------
    def new_state(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> LairState:
        """20 chips and 3 hand cards each, 3 face-down cards as the maze,
        a random first seat."""
        self.check_players(players)
        chosen = self.resolve_options(options)
        rng = Rng(seed)
        pile = data.full_deck()
        rng.shuffle(pile)
        hands = [[pile.pop() for _ in range(data.HAND_SIZE)] for _ in range(players)]
        maze = [pile.pop() for _ in range(data.STARTING_MAZE)]
        first = rng.randrange(players)
        state = LairState(
            players=players, brave_chooses_direction=chosen["brave_chooses_direction"],
            key_card=chosen["key_card"], round=1, phase=PLACE,
            chips=[data.STARTING_CHIPS] * players, travel=[0] * players, pool=0, bank_added=0,
            hands=hands, draw_pile=pile, discard=[], maze=maze, face_up=[False] * len(maze),
            known_by=[None] * len(maze), in_game=[True] * players,
            eliminated_round=[None] * players, first_seat=first, last_leader=first,
            turn_order=[], turn_index=0, commitments=[None] * players, leader=None, key=None,
            marker=None, brave=None, explorers=[False] * players, votes=[None] * players,
            rng=rng)
        self._start_round(state, [])
        return state

    # --- asking -------------------------------------------------------------
    def pending(self, state: LairState) -> list[Decision]:
        phase = state.phase
        if phase == VOTE:
            return [decision(s, VOTE) for s, (exploring, vote) in enumerate(zip(state.explorers, state.votes))
                    if exploring and vote is None]
        if phase == OVER:
            return []
        return [decision(self._deciding_seat(state), phase)]

    @staticmethod
    def _deciding_seat(state: LairState) -> int:
        """Who decides in a phase with a single decision."""
        phase = state.phase
        if phase in (PLACE, COMMIT):
            return state.turn_order[state.turn_index]
        if phase in (KEY, CHOOSE_ROOM):
            return state.leader
        return state.brave

    def _is_waiting_for(self, state: LairState, seat: int) -> bool:
        if state.phase == VOTE:
            return 0 <= seat < state.players and state.explorers[seat] and state.votes[seat] is None
        return state.phase != OVER and seat == self._deciding_seat(state)

    def legal_actions(self, state: LairState, seat: int) -> list[Action]:
        if not self._is_waiting_for(state, seat):
            return []
        phase = state.phase
        if phase == PLACE:
            hand = state.hands[seat]
            if hand:
                return [_PLACE[card][end] for card in sorted(set(hand)) for end in ENDS]
            return list(_PLACE_BLIND)
        if phase == COMMIT:
            return commit_actions(state.chips[seat])
        if phase == KEY:
            keys = [_KEY[card] for card in sorted(set(state.discard))]
            if state.draw_pile:
                keys.append(_KEY_FROM_PILE)
            return keys
        if phase in (CHOOSE_ROOM, KEY_ROOM):
            return [enter for enter, up in zip(_ENTER, state.face_up) if not up]
        if phase == VOTE:
            return list(_VOTES)
        if phase == DIRECTION:
            return list(_GO)
        return []

    def is_legal(self, state: LairState, seat: int, action: Action) -> bool:
        # Checking the one action is much quicker than building the legal
        # list; what the quick check does not accept gets the base class's
        # full check.
        return ((self._is_waiting_for(state, seat) and self._quick_legal(state, seat, action))
                or super().is_legal(state, seat, action))

    @staticmethod
    def _quick_legal(state: LairState, seat: int, action: Action) -> bool:
        """True only if `action` is in `legal_actions(state, seat)` (the
        seat being the one to decide); False for anything unusual."""
        phase = state.phase
        if phase == VOTE:
            return action in _VOTES
        if phase == DIRECTION:
            return action in _GO
        if phase == PLACE:
            hand = state.hands[seat]
            if not hand:
                return action in _PLACE_BLIND
            card, end = action.get("card"), action.get("end")
            return card in hand and end in ENDS and action == _PLACE[card][end]
        if phase == COMMIT:
            amount = action.get("amount")
            return type(amount) is int and 1 <= amount <= state.chips[seat] and action == commit_action(amount)
        if phase in (CHOOSE_ROOM, KEY_ROOM):
            room = action.get("room")
            return (type(room) is int and 0 <= room < len(state.face_up) and not state.face_up[room]
                    and action == _ENTER[room])
        if phase == KEY:
            card = action.get("card")
            if action.kind == "key":
                return card in state.discard and action == _KEY[card]
            return bool(state.draw_pile) and action == _KEY_FROM_PILE
        return False

    def why_illegal(self, state: LairState, seat: int, action: Action) -> str:
        phase = state.phase
        if phase == COMMIT and action.kind == "commit":
            return f"travel money must be 1..{state.chips[seat]} (all your chips)"
        if phase == PLACE and action.kind == "place":
            return "you can only place a card from your own hand at the left or right end"
        if phase == PLACE and action.kind == "place_blind":
            return "you still have hand cards: place one of them"
        if phase in (CHOOSE_ROOM, KEY_ROOM) and action.kind == "enter":
            return "the room must be an unopened maze card"
        if phase == KEY and action.kind == "key_from_pile":
            return "the draw pile is empty"
        if phase == KEY and action.kind == "key":
            return "the key must be a card of the discard pile"
        return super().why_illegal(state, seat, action)

    def is_over(self, state: LairState) -> bool:
        return state.phase == OVER

    def outcome(self, state: LairState) -> Outcome:
        """Most chips wins.  Seats still in rank above eliminated ones; a
        later elimination ranks above an earlier one."""
        tiebreak = [state.round + 1 if state.in_game[s] else state.eliminated_round[s]
                    for s in range(state.players)]
        return Outcome.from_scores(state.chips, tiebreak)

    # --- playing ------------------------------------------------------------
    def _apply(self, state: LairState, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        kind = action.kind
        if kind in ("place", "place_blind"):
            self._place(state, seat, action, events)
        elif kind == "commit":
            self._commit(state, seat, action.amount, events)
        elif kind in ("key", "key_from_pile"):
            self._choose_key(state, seat, action, events)
        elif kind == "enter":
            self._enter(state, seat, action.room, events)
        elif kind in (STAY, LEAVE):
            self._vote(state, seat, kind, events)
        elif kind == "go":
            self._follow_clue(state, action.direction, events)
        return events

    # building the maze
    def _start_round(self, state: LairState, events: list[Event]) -> None:
        order = [s for s in seats_in_order(state.last_leader, state.players) if state.in_game[s]]
        state.turn_order = order
        state.turn_index = 0
        state.phase = PLACE
        state.commitments = [None] * state.players
        state.leader = state.marker = state.brave = None
        state.explorers = [False] * state.players
        state.votes = [None] * state.players
        events.append(Event("round_start", round=state.round, first=order[0]))
        self._skip_seats_with_nothing_to_place(state, events)

    def _skip_seats_with_nothing_to_place(self, state: LairState, events: list[Event]) -> None:
        """A seat with no hand card and an empty draw pile adds nothing."""
        while state.turn_index < len(state.turn_order):
            seat = state.turn_order[state.turn_index]
            if state.hands[seat] or state.draw_pile:
                return
            events.append(Event("nothing_to_place", seat=seat))
            state.turn_index += 1
        self._begin_commitments(state, events)

    def _place(self, state: LairState, seat: int, action: Action, events: list[Event]) -> None:
        """One card face down at the chosen end: from the hand (the seat
        knows it) or, with an empty hand, the top of the pile unseen."""
        if action.kind == "place":
            card, known = action.card, seat
            state.hands[seat].remove(card)
        else:
            card, known = state.draw_pile.pop(), None
        if action.end == "left":
            state.maze.insert(0, card)
            state.face_up.insert(0, False)
            state.known_by.insert(0, known)
        else:
            state.maze.append(card)
            state.face_up.append(False)
            state.known_by.append(known)
        if known is None:
            events.append(Event("place", seat=seat, end=action.end, from_hand=False,
                                maze_size=len(state.maze)))
        else:
            events.append(Event("place", seat=seat, end=action.end, from_hand=True, card=card,
                                maze_size=len(state.maze), owner=seat, hidden=("card",)))
        state.turn_index += 1
        self._skip_seats_with_nothing_to_place(state, events)

    # travel money
    def _begin_commitments(self, state: LairState, events: list[Event]) -> None:
        state.phase = COMMIT
        state.turn_index = 0
        events.append(Event("maze_built", maze_size=len(state.maze)))

    def _commit(self, state: LairState, seat: int, amount: int, events: list[Event]) -> None:
        state.commitments[seat] = amount
        move_chips(state, seat, amount, "chips", "travel", events)
        events.append(_COMMIT_EVENT(seat, amount, state.chips[seat]))
        state.turn_index += 1
        if state.turn_index < len(state.turn_order):
            return
        leader = leader_of(state.turn_order, state.commitments)
        state.leader = state.brave = leader
        for seat_in in state.turn_order:
            state.explorers[seat_in] = True
        events.append(Event("leader", seat=leader, amount=state.commitments[leader]))
        if state.key_card and (state.discard or state.draw_pile):
            state.phase = KEY
        else:
            state.phase = CHOOSE_ROOM

    def _choose_key(self, state: LairState, seat: int, action: Action, events: list[Event]) -> None:
        """Variant 2: the leader takes a key from the discard pile or turns
        up the top of the draw pile."""
        if action.kind == "key":
            state.discard.remove(action.card)
            state.key, source = action.card, "discard"
        else:
            state.key, source = state.draw_pile.pop(), "pile"
        events.append(Event("key", seat=seat, card=state.key, source=source))
        state.phase = CHOOSE_ROOM

    # rooms
    def _enter(self, state: LairState, seat: int, room: int, events: list[Event]) -> None:
        """The leader puts the team marker on an unopened room; then the
        team votes on it.  After a key match the brave's room is opened at
        once: no vote, no fee."""
        key_room = state.phase == KEY_ROOM
        state.marker = room
        events.append(_MARKER_EVENT(seat, room, True))
        if key_room:
            events.append(_BRAVE_EVENT(state.brave))
            self._open_room(state, events)
        else:
            self._begin_vote(state, events)

    def _begin_vote(self, state: LairState, events: list[Event]) -> None:
        """Before each room: an explorer without travel money must leave
        (drawing nothing); the others vote.  A brave who had to leave
        passes the lead on before the vote."""
        brave = state.brave
        for seat in range(state.players):
            if state.explorers[seat] and state.travel[seat] == 0:
                state.explorers[seat] = False
                events.append(_LEAVE_EVENT(seat, True, 0))
        if self._party_gone(state, events):
            return
        if state.brave != brave:
            events.append(_BRAVE_EVENT(state.brave))
        state.votes = [None] * state.players
        state.phase = VOTE

    def _party_gone(self, state: LairState, events: list[Event]) -> bool:
        """After seats leave: if nobody explores any more the round ends
        (True); otherwise the brave passes on if the brave went home."""
        if not any(state.explorers):
            events.append(Event("everyone_left"))
            self._end_round(state, events)
            return True
        if not state.explorers[state.brave]:
            state.brave = next_explorer(state.brave, state.explorers)
        return False

    def _vote(self, state: LairState, seat: int, choice: str, events: list[Event]) -> None:
        state.votes[seat] = choice
        events.append(_VOTE_SEALED_EVENT(seat, choice, seat, ("choice",)))
        if any(exploring and vote is None for exploring, vote in zip(state.explorers, state.votes)):
            return
        voters = tuple(s for s in range(state.players) if state.explorers[s])
        events.append(Event("votes_revealed", seats=voters,
                            choices=tuple(state.votes[s] for s in voters)))
        for seat_voted in seats_in_order(state.brave, state.players):
            if not state.explorers[seat_voted]:
                continue
            if state.votes[seat_voted] == LEAVE:
                self._leave(state, seat_voted, events)
            else:
                move_chips(state, seat_voted, 1, "travel", "pool", events)
        state.votes = [None] * state.players
        if self._party_gone(state, events):
            return
        events.append(_BRAVE_EVENT(state.brave))
        self._open_room(state, events)

    def _leave(self, state: LairState, seat: int, events: list[Event]) -> None:
        """Leaving: take back the remaining travel money, draw one card."""
        back = state.travel[seat]
        state.explorers[seat] = False
        events.append(_LEAVE_EVENT(seat, False, back))
        move_chips(state, seat, back, "travel", "chips", events)
        draw_cards(state, seat, 1, "left the expedition", events)

    def _open_room(self, state: LairState, events: list[Event]) -> None:
        room = state.marker
        card = state.maze[room]
        state.face_up[room] = True
        events.append(Event("flip", seat=state.brave, room=room, card=card))
        if data.is_dragon(card):
            self._dragon(state, card, events)
        elif data.is_treasure(card):
            self._treasure(state, card, events)
        elif state.key is not None and data.rank_of(card) == data.rank_of(state.key):
            state.brave = next_explorer(state.brave, state.explorers)
            events.append(Event("key_match", card=card, key=state.key, brave=state.brave))
            if all(state.face_up):
                self._dead_end(state, room, events)
            else:
                state.phase = KEY_ROOM
        elif state.brave_chooses_direction:
            state.phase = DIRECTION
        else:
            self._follow_clue(state, "colour", events)

    def _follow_clue(self, state: LairState, direction_rule: str, events: list[Event]) -> None:
        room = state.marker
        card = state.maze[room]
        target = clue_step(len(state.maze), room, card, direction_rule)
        direction = data.colour_direction(card) if direction_rule == "colour" else direction_rule
        events.append(Event("clue", seat=state.brave, card=card, from_room=room, to_room=target,
                            steps=data.clue_steps(card), direction=direction))
        if is_dead_end(state.face_up, target):
            self._dead_end(state, target, events)
            return
        state.marker = target
        state.brave = next_explorer(state.brave, state.explorers)
        events.append(_MARKER_EVENT(state.brave, target, False))
        self._begin_vote(state, events)

    def _dead_end(self, state: LairState, room: int, events: list[Event]) -> None:
        """A false clue: the explorers take back their travel money, no
        compensation."""
        events.append(Event("dead_end", room=room))
        self._return_travel(state, events)
        self._end_round(state, events)

    def _return_travel(self, state: LairState, events: list[Event]) -> None:
        for seat in range(state.players):
            if state.explorers[seat] and state.travel[seat]:
                move_chips(state, seat, state.travel[seat], "travel", "chips", events)

    def _dragon(self, state: LairState, card: str, events: list[Event]) -> None:
        """A dragon: every explorer's remaining travel money goes into the
        pool; the small dragon takes the brave's hand, the big dragon every
        explorer's hand."""
        size = "small" if card == data.SMALL_DRAGON else "big"
        events.append(Event("dragon", size=size, brave=state.brave))
        for seat in range(state.players):
            if state.explorers[seat] and state.travel[seat]:
                move_chips(state, seat, state.travel[seat], "travel", "pool", events)
        losers = [state.brave] if size == "small" else [
            s for s in range(state.players) if state.explorers[s]]
        for seat in losers:
            discard_hand(state, seat, "dragon", events)
        self._end_round(state, events)

    def _treasure(self, state: LairState, card: str, events: list[Event]) -> None:
        """A chest: the bank adds its value to the pool, then the pool is
        shared (see `split_treasure`); an explorer who got nothing from the
        pool draws 2 cards instead."""
        value = data.treasure_value(card)
        state.pool += value
        state.bank_added += value
        events.append(Event("chips", seat=None, amount=value, source="bank", target="pool"))
        order = [s for s in seats_in_order(state.brave, state.players) if state.explorers[s]]
        returns, shares, left = split_treasure(state.pool, [state.travel[s] for s in order])
        events.append(Event("treasure_split", card=card, value=value, seats=tuple(order),
                            travel=tuple(state.travel[s] for s in order), returns=tuple(returns),
                            shares=tuple(shares), pool_left=left))
        for seat, taken, share in zip(order, returns, shares):
            move_chips(state, seat, state.travel[seat], "travel", "chips", events)
            move_chips(state, seat, taken + share, "pool", "chips", events)
        for seat, taken, share in zip(order, returns, shares):
            if taken + share == 0:
                draw_cards(state, seat, 2, "got nothing from the treasure", events)
        self._end_round(state, events)

    # round end
    def _end_round(self, state: LairState, events: list[Event]) -> None:
        """Seats with 0 chips are out (their hands discarded); open rooms
        are discarded and the rest close up; the maze is dealt up to 3
        cards at its right end.  The game ends after the round in which the
        draw pile ran out, or when one seat is left."""
        state.explorers = [False] * state.players
        for seat in range(state.players):
            if state.in_game[seat] and state.chips[seat] == 0:
                state.in_game[seat] = False
                state.eliminated_round[seat] = state.round
                discard_hand(state, seat, "eliminated", events)
                events.append(Event("eliminated", seat=seat))
        opened = [c for c, up in zip(state.maze, state.face_up) if up]
        keep = [i for i, up in enumerate(state.face_up) if not up]
        state.discard.extend(opened)
        state.maze = [state.maze[i] for i in keep]
        state.known_by = [state.known_by[i] for i in keep]
        state.face_up = [False] * len(keep)
        events.append(Event("maze_cleared", cards=tuple(opened), maze_size=len(state.maze)))
        if state.key is not None:
            state.discard.append(state.key)
            events.append(Event("key_discarded", card=state.key))
            state.key = None
        dealt = 0
        while len(state.maze) < data.STARTING_MAZE and state.draw_pile:
            state.maze.append(state.draw_pile.pop())
            state.face_up.append(False)
            state.known_by.append(None)
            dealt += 1
        if dealt:
            events.append(Event("maze_dealt", count=dealt, maze_size=len(state.maze)))
        events.append(Event("round_end", round=state.round, pool=state.pool))
        if not state.draw_pile or sum(state.in_game) <= 1:
            state.phase = OVER
            result = self.outcome(state)
            events.append(Event("game_over", scores=result.scores, winners=result.winners))
            return
        state.last_leader = state.leader if state.in_game[state.leader] else next_explorer(
            state.leader, state.in_game)
        state.round += 1
        self._start_round(state, events)

    # --- information --------------------------------------------------------
    def view(self, state: LairState, seat: int | None) -> LairState:
        """What `seat` sees: its own hand and the maze cards it placed from
        its hand; open rooms, the discard pile and the key; only counts of
        other hands and the pile, and only whether others have voted."""
        seen = state.clone(with_rng=False)
        seen.hands = [list(h) if s == seat else [UNKNOWN] * len(h) for s, h in enumerate(state.hands)]
        seen.maze = [c if up or known == seat and seat is not None else UNKNOWN
                     for c, up, known in zip(state.maze, state.face_up, state.known_by)]
        seen.draw_pile = [UNKNOWN] * len(state.draw_pile)
        seen.votes = [v if s == seat or v is None else SEALED for s, v in enumerate(state.votes)]
        return seen

    def determinize(self, state: LairState, seat: int, rng: random.Random) -> LairState:
        """Re-deal every card `seat` cannot see (other hands, face-down maze
        cards it did not place, the draw pile) at random among those same
        places; other seats' sealed votes are guessed at random."""
        guess = state.clone(with_rng=False)
        hidden_rooms = [i for i, (up, known) in enumerate(zip(state.face_up, state.known_by))
                        if not up and known != seat]
        unseen = [state.maze[i] for i in hidden_rooms] + list(state.draw_pile)
        for s, hand in enumerate(state.hands):
            if s != seat:
                unseen.extend(hand)
        unseen.sort()   # a canonical order: the deal depends on the view and rng alone
        rng.shuffle(unseen)
        for i in hidden_rooms:
            guess.maze[i] = unseen.pop()
        guess.draw_pile = [unseen.pop() for _ in state.draw_pile]
        for s, hand in enumerate(state.hands):
            if s != seat:
                guess.hands[s] = [unseen.pop() for _ in hand]
        guess.votes = [v if s == seat or v is None else rng.choice((STAY, LEAVE))
                       for s, v in enumerate(state.votes)]
        guess.rng = Rng(rng.getrandbits(64))
        return guess


# --- moving things (emit the events an animation needs) ----------------------

def move_chips(state: LairState, seat: int, amount: int, source: str, target: str,
               events: list[Event]) -> None:
    """Move `amount` chips between a seat's stack ("chips"), its travel
    money ("travel") and the pool ("pool")."""
    if amount == 0:
        return
    if source == "pool":
        state.pool -= amount
    else:
        getattr(state, source)[seat] -= amount
    if target == "pool":
        state.pool += amount
    else:
        getattr(state, target)[seat] += amount
    events.append(_CHIPS_EVENT(seat, amount, source, target))


def draw_cards(state: LairState, seat: int, count: int, reason: str, events: list[Event]) -> None:
    """Draw from the top of the pile; an empty pile gives nothing."""
    for _ in range(count):
        if not state.draw_pile:
            events.append(Event("draw_empty", seat=seat, reason=reason))
            return
        card = state.draw_pile.pop()
        state.hands[seat].append(card)
        events.append(Event("draw", seat=seat, card=card, reason=reason, pile_left=len(state.draw_pile),
                            owner=seat, hidden=("card",)))


def discard_hand(state: LairState, seat: int, reason: str, events: list[Event]) -> None:
    """A lost hand goes face up onto the discard pile."""
    if state.hands[seat]:
        cards = tuple(state.hands[seat])
        state.discard.extend(cards)
        state.hands[seat] = []
        events.append(Event("discard_hand", seat=seat, cards=cards, reason=reason))


RULES = DragonsLairRules()
