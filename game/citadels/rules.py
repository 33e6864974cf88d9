"""Citadels (富饶之城) rules: the hidden character draft, character turns,
purple district powers, end of game and scoring (seed 003 + docs/rulings.md).

House rulings beyond the seed and docs/rulings.md (stated on the rules page):
- Every discarded district goes to the bottom of the deck, as the seed says
  for the Magician.
- Merchant's extra gold and the Architect's two extra cards are given when
  the turn starts.  Building comes after the resource action; colour
  income, Laboratory and Smithy (the seed: 任何时间) and the Assassin,
  Thief and Magician powers may come before or after it.
- The Warlord destroys at the end of his turn (the seed's wording): his
  destroy action ends the turn.  Income not yet taken is taken as a turn ends.
- The game also ends after round ROUND_CAP, should no city ever reach 8.
"""
from __future__ import annotations

import functools
import random
from dataclasses import dataclass, field
from typing import Any, Mapping

from game.core import Action, Decision, Event, GameState, Outcome, Rng, Rules, decision, event_kind, seats_in_order
from game.citadels.data import (
    ARCHITECT, ASSASSIN, BANK_GOLD, BISHOP, CHARACTERS, COMPLETE_CITY, FIRST_COMPLETE_BONUS,
    FIVE_COLOURS_BONUS, INCOME_COLOUR, KING, MAGICIAN, MERCHANT, OTHER_COMPLETE_BONUS, PURPLE,
    SCORING_BONUS, SET_ASIDE, STARTING_GOLD, STARTING_HAND, THIEF, WARLORD, COLOURS, colour, cost,
    full_deck,
)

ROUND_CAP = 40
SET_ASIDE_SEAT = -1  # draft-log entries for cards set aside rather than picked
ALL_CHARACTERS = list(CHARACTERS)


# --- pure rule helpers ------------------------------------------------------

def draft_set_aside(players: int) -> tuple[int, int]:
    """How many characters are set aside (face up, face down) before the
    draft: 2 and 3 seats (0, 1), 4 seats (2, 1), 5 seats (1, 1), 6 and 7
    seats (0, 1).  With 2 seats the face-down card is the one the crowned
    seat sets aside at random."""
    return SET_ASIDE[players]


def set_aside(shuffled: list[int], players: int) -> tuple[list[int], list[int], list[int]]:
    """Deal the set-asides from the top (end) of a shuffled character stack:
    first the face-down card(s), then the face-up ones.  The King is never
    set aside face up: a King drawn face up is replaced by the next card.
    Returns (face_up, face_down, the rest for the draft)."""
    stack = list(shuffled)
    ups, downs = draft_set_aside(players)
    face_down = [stack.pop() for _ in range(downs)]
    face_up = []
    for _ in range(ups):
        card = next(c for c in reversed(stack) if c != KING)
        stack.remove(card)
        face_up.append(card)
    return face_up, face_down, stack


def draft_steps(players: int, crown: int) -> list[list[Any]]:
    """Who picks (or sets aside face down) in which order, from the crowned seat.
    4-7 seats: one pick each.  3 seats: round twice.  2 seats: the crowned
    seat keeps one, then each pick keeps one and sets one face down."""
    order = seats_in_order(crown, players)
    if players == 2:
        a, b = order
        return [[a, "pick"], [b, "pick"], [b, "discard"], [a, "pick"], [a, "discard"],
                [b, "pick"], [b, "discard"]]
    rounds = 2 if players == 3 else 1
    return [[seat, "pick"] for _ in range(rounds) for seat in order]


def district_income(city: list[str], character: int) -> int:
    """King, Bishop, Merchant and Warlord earn 1 gold per district of their
    colour (yellow, blue, green, red); School of Magic counts as that colour."""
    wanted = INCOME_COLOUR.get(character)
    if wanted is None:
        return 0
    return [colour(d) for d in city].count(wanted) + city.count("school_of_magic")


def destroy_cost(card: str, city: list[str]) -> int:
    """The Warlord pays the district's cost - 1 to destroy it, plus 1 if the
    city holds a Great Wall (and the target is not the Great Wall itself)."""
    extra = 1 if "great_wall" in city and card != "great_wall" else 0
    return cost(card) - 1 + extra


def has_five_colours(city: list[str], haunted_city_counts: bool = True) -> bool:
    """All five colours present.  The Haunted City may stand in for any one
    missing colour, unless it was built in the last round (then it is purple)."""
    colours = {colour(d) for d in city if d != "haunted_city"}
    if "haunted_city" in city:
        if haunted_city_counts and len(colours) >= len(COLOURS) - 1:
            return True
        colours.add(PURPLE)
    return len(colours) == len(COLOURS)


def district_points(city: list[str]) -> int:
    """The cost of a city's districts, University and Dragon Gate +2 each
    (so they score 8)."""
    return sum(cost(d) + SCORING_BONUS.get(d, 0) for d in city)


def score_city(city: list[str], first_complete: bool = False,
               haunted_city_counts: bool = True) -> dict[str, int]:
    """A city's score: its `district_points`, +3 for all five colours, +4
    for the first city of 8, +2 for any other city of 8."""
    districts = district_points(city)
    colours = FIVE_COLOURS_BONUS if has_five_colours(city, haunted_city_counts) else 0
    if len(city) >= COMPLETE_CITY:
        completion = FIRST_COMPLETE_BONUS if first_complete else OTHER_COMPLETE_BONUS
    else:
        completion = 0
    return {"districts": districts, "colours": colours, "completion": completion,
            "total": districts + colours + completion}


@functools.lru_cache(maxsize=None)
def act(kind: str, **fields: Any) -> Action:
    """The (immutable, so shareable) action `Action(kind, **fields)`, built once."""
    return Action(kind, **fields)


# The events told over and over, each built once per set of values (the rest
# are built new).
_SET_ASIDE_FACE_DOWN = Event("set_aside", face_up=False)
_SET_ASIDE_FACE_UP_EVENT = event_kind("set_aside", "face_up", "character")
_ROUND_START_EVENT = event_kind("round_start", "round", "crown")
_ROUND_END_EVENT = event_kind("round_end", "round")
_PICK_EVENT = event_kind("draft_pick", "seat", "character", "owner", "hidden")
_SILENT_CALL_EVENT = event_kind("call", "character", "seat", "murdered")
_CALL_EVENT = event_kind("call", "character", "seat", "murdered", "pick")
_GOLD_EVENT = event_kind("gold", "payer", "payee", "amount", "reason")
_HIDDEN_DISCARD_EVENT = event_kind("discard", "seat", "card", "reason", "owner", "hidden")
_KEEP_EVENT = event_kind("keep", "seat", "card", "owner", "hidden")
_BUILD_EVENT = event_kind("build", "seat", "card", "cost")
_TURN_END_EVENT = event_kind("turn_end", "seat", "character")
_CROWN_EVENT = event_kind("crown", "payer", "payee")
_MURDER_EVENT = event_kind("murder", "seat", "character")
_ROB_EVENT = event_kind("rob", "seat", "character")


# --- state --------------------------------------------------------------------

@dataclass(eq=False)
class CitadelsState(GameState):
    players: int
    rng: Rng | None
    round: int = 1
    phase: str = "draft"                 # "draft", "turns", "over"
    crown: int = 0
    bank: int = BANK_GOLD
    gold: list = field(default_factory=list)
    hands: list = field(default_factory=list)
    cities: list = field(default_factory=list)
    deck: list = field(default_factory=list)   # top is the end of the list
    haunted_round: int | None = None           # round the Haunted City was built
    first_complete: int | None = None
    # draft
    face_up: list = field(default_factory=list)
    face_down: list = field(default_factory=list)
    pool: list = field(default_factory=list)
    steps: list = field(default_factory=list)   # [[seat, "pick"|"discard"], ...] still to come
    draft_log: list = field(default_factory=list)  # [[seat or -1, kind, character], ...]
    offers: list = field(default_factory=list)  # per seat: [[draft-log index, [characters]], ...]
    chars: list = field(default_factory=list)   # per seat: characters this round
    # turns
    called: int = 0
    current: int | None = None
    revealed: list = field(default_factory=list)  # characters shown when called
    murdered: int | None = None
    robbed: int | None = None
    resource_taken: bool = False
    drawn: list = field(default_factory=list)
    discarding: int = 0                  # Magician: cards discarded so far, -1 if not discarding
    power_used: bool = False
    income_taken: bool = False
    builds_left: int = 0
    lab_used: bool = False
    smithy_used: bool = False
    graveyard_card: str | None = None

    def clone(self, with_rng: bool = True) -> "CitadelsState":
        """A copy to change freely; without its `rng` (None) unless `with_rng`
        (a view or a new deal needs none: copying one is most of the cost)."""
        twin = CitadelsState.__new__(CitadelsState)
        twin.__dict__.update(self.__dict__)
        for name in ("gold", "deck", "face_up", "face_down", "pool", "revealed", "drawn"):
            setattr(twin, name, list(getattr(self, name)))
        twin.hands = [list(h) for h in self.hands]
        twin.cities = [list(c) for c in self.cities]
        twin.chars = [list(c) for c in self.chars]
        twin.steps = [list(s) for s in self.steps]
        twin.draft_log = [list(s) for s in self.draft_log]
        twin.offers = [[[i, list(o)] for i, o in per] for per in self.offers]
        twin.rng = self.rng.copy() if with_rng and self.rng is not None else None
        return twin

    def holder(self, character: int) -> int | None:
        for seat, held in enumerate(self.chars):
            if character in held:
                return seat
        return None


# --- the rules ------------------------------------------------------------------

class CitadelsRules(Rules):
    id = "citadels"
    min_players = 2
    max_players = 7
    state_class = CitadelsState

    # --- setting up ---------------------------------------------------------
    def new_state(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> CitadelsState:
        """Shuffle the 65 districts; each seat gets 2 gold and 4 districts from
        the bank's 35 coins; a random seat takes the crown; the first draft begins."""
        self.check_players(players)
        self.resolve_options(options)
        rng = Rng(seed)
        deck = full_deck()
        rng.shuffle(deck)
        state = CitadelsState(players=players, rng=rng, deck=deck,
                              gold=[STARTING_GOLD] * players,
                              bank=BANK_GOLD - STARTING_GOLD * players,
                              hands=[[deck.pop() for _ in range(STARTING_HAND)] for _ in range(players)],
                              cities=[[] for _ in range(players)],
                              crown=rng.randrange(players))
        self._start_round(state, [])
        return state

    def _start_round(self, state: CitadelsState, events: list[Event]) -> None:
        """Shuffle the 8 characters, set some aside, and hand the rest to the crowned seat."""
        shuffled = list(ALL_CHARACTERS)
        state.rng.shuffle(shuffled)
        face_up, face_down, pool = set_aside(shuffled, state.players)
        state.phase = "draft"
        state.face_up, state.face_down, state.pool = face_up, face_down, pool
        state.draft_log = [[SET_ASIDE_SEAT, "down", c] for c in face_down]
        state.draft_log += [[SET_ASIDE_SEAT, "up", c] for c in face_up]
        state.offers = [[] for _ in range(state.players)]
        state.chars = [[] for _ in range(state.players)]
        state.steps = draft_steps(state.players, state.crown)
        state.called, state.current, state.revealed = 0, None, []
        state.murdered = state.robbed = None
        events.append(_ROUND_START_EVENT(state.round, state.crown))
        for _ in face_down:
            events.append(_SET_ASIDE_FACE_DOWN)
        for c in face_up:
            events.append(_SET_ASIDE_FACE_UP_EVENT(True, c))
        self._offer_next(state, events)

    def _offer_next(self, state: CitadelsState, events: list[Event]) -> None:
        """Show the pool to the next picker (only it sees the characters).
        With 7 seats the last picker also takes up the face-down card: it
        keeps one of the two, the other goes face down (its first draft-log
        entry becomes "joined")."""
        seat, _ = state.steps[0]
        joined = state.players == 7 and len(state.steps) == 1
        if joined:
            state.pool += state.face_down
            state.face_down = []
            state.draft_log[0][1] = "joined"
        state.offers[seat].append([len(state.draft_log), sorted(state.pool)])
        events.append(Event("offer", seat=seat, joined=joined, pool=tuple(state.pool), owner=seat, hidden=("pool",)))

    # --- asking -----------------------------------------------------------------
    def pending(self, state: CitadelsState) -> list[Decision]:
        waiting = self._waiting_for(state)
        return [] if waiting is None else [waiting]

    def _waiting_for(self, state: CitadelsState) -> Decision | None:
        """Citadels waits for one decision at a time (None: the game is over)."""
        if state.phase == "over":
            return None
        if state.phase == "draft":
            seat, kind = state.steps[0]
            return decision(seat, "pick_character" if kind == "pick" else "discard_character")
        if state.graveyard_card is not None:
            return decision(self._graveyard_owner(state), "graveyard")
        if state.drawn:
            return decision(state.current, "keep_card")
        if state.discarding >= 0:
            return decision(state.current, "magician_discard")
        return decision(state.current, "turn")

    def legal_actions(self, state: CitadelsState, seat: int) -> list[Action]:
        waiting = self._waiting_for(state)
        if waiting is None or waiting.seat != seat:
            return []
        return self._choices(state, seat)

    def is_legal(self, state: CitadelsState, seat: int, action: Action) -> bool:
        # The decision is worked out once; in a turn only the actions of
        # this action's kind are listed (see TURN_OPTIONS), and a district to
        # build, a character to choose or a drawn card to keep is looked for
        # without a list.
        waiting = self._waiting_for(state)
        if waiting is None or waiting.seat != seat:
            return False
        if waiting.kind == "turn":
            if action.kind == "build":
                card = action.get("card")
                return (self._building_open(state) and card in state.hands[seat]
                        and self._can_build(state, seat, card) and action == act("build", card=card))
            options = TURN_OPTIONS.get(action.kind)
            return options is not None and action in options(self, state, seat)
        if state.phase == "draft":
            character = action.get("character")
            return character in state.pool and action == act(self._draft_kind(state), character=character)
        if waiting.kind == "keep_card":
            card = action.get("card")
            return card in state.drawn and action == act("keep", card=card)
        return action in self._choices(state, seat)

    def _choices(self, state: CitadelsState, seat: int) -> list[Action]:
        """The legal actions of the seat the game waits for."""
        if state.phase == "draft":
            kind = self._draft_kind(state)
            return [act(kind, character=c) for c in sorted(state.pool)]
        if state.graveyard_card is not None:
            return [act("graveyard_take"), act("graveyard_pass")]
        if state.drawn:
            return [act("keep", card=c) for c in sorted(set(state.drawn))]
        hand = state.hands[seat]
        if state.discarding >= 0:
            return [act("magician_discard", card=c) for c in sorted(set(hand))] + [act("magician_done")]
        return self._turn_actions(state, seat)

    @staticmethod
    def _draft_kind(state: CitadelsState) -> str:
        """What the seat choosing does with the character: pick it, or set it aside."""
        return "pick" if state.steps[0][1] == "pick" else "set_aside"

    def _turn_actions(self, state: CitadelsState, seat: int) -> list[Action]:
        """Every action open to the seat whose character is playing, kind by
        kind (see TURN_OPTIONS); a power, or colour income, only for the
        characters having it, and the kinds that wait for the resource action
        (or are it) only after (before) it (see TURN_OPTIONS_OF)."""
        actions = []
        for options in TURN_OPTIONS_OF[state.called, state.resource_taken]:
            actions += options(self, state, seat)
        return actions

    # One method per kind of turn action: the actions of that kind open now.
    def _take_gold_options(self, state: CitadelsState, seat: int) -> list[Action]:
        """The resource action (once a turn): 2 gold ..."""
        return [] if state.resource_taken else [act("take_gold")]

    def _draw_cards_options(self, state: CitadelsState, seat: int) -> list[Action]:
        """... or draw cards, while the deck has any."""
        return [] if state.resource_taken or not state.deck else [act("draw_cards")]

    def _murder_options(self, state: CitadelsState, seat: int) -> list[Action]:
        """The Assassin murders any other character."""
        if state.power_used or state.called != ASSASSIN:
            return []
        return [act("murder", character=c) for c in ALL_CHARACTERS if c != ASSASSIN]

    def _rob_options(self, state: CitadelsState, seat: int) -> list[Action]:
        """The Thief robs any character but the Assassin, himself and the murdered one."""
        if state.power_used or state.called != THIEF:
            return []
        return [act("rob", character=c) for c in ALL_CHARACTERS
                if c not in (ASSASSIN, THIEF, state.murdered)]

    def _swap_hands_options(self, state: CitadelsState, seat: int) -> list[Action]:
        """The Magician swaps hands with another seat (not two empty hands) ..."""
        if state.power_used or state.called != MAGICIAN:
            return []
        return [act("swap_hands", seat=s) for s in range(state.players)
                if s != seat and (state.hands[s] or state.hands[seat])]

    def _magician_discard_options(self, state: CitadelsState, seat: int) -> list[Action]:
        """... or starts discarding cards to draw as many."""
        if state.power_used or state.called != MAGICIAN:
            return []
        return [act("magician_discard", card=c) for c in sorted(set(state.hands[seat]))]

    def _collect_income_options(self, state: CitadelsState, seat: int) -> list[Action]:
        """Income for the character's colour, once, at any time in the turn."""
        if state.income_taken or district_income(state.cities[seat], state.called) <= 0:
            return []
        return [act("collect_income")]

    def _build_options(self, state: CitadelsState, seat: int) -> list[Action]:
        """Building, after the resource action, while builds are left."""
        if not self._building_open(state):
            return []
        return [act("build", card=c) for c in sorted(set(state.hands[seat]))
                if self._can_build(state, seat, c)]

    @staticmethod
    def _building_open(state: CitadelsState) -> bool:
        """Building comes after the resource action, while builds are left."""
        return state.resource_taken and state.builds_left > 0

    def _laboratory_options(self, state: CitadelsState, seat: int) -> list[Action]:
        """Laboratory: once a turn, at any time in it, discard a card for 1 gold."""
        if "laboratory" not in state.cities[seat] or state.lab_used or not state.hands[seat]:
            return []
        return [act("laboratory", card=c) for c in sorted(set(state.hands[seat]))]

    def _smithy_options(self, state: CitadelsState, seat: int) -> list[Action]:
        """Smithy: once a turn, at any time in it, pay 2 gold to draw 3 cards."""
        if ("smithy" not in state.cities[seat] or state.smithy_used
                or state.gold[seat] < 2 or not state.deck):
            return []
        return [act("smithy")]

    def _destroy_options(self, state: CitadelsState, seat: int) -> list[Action]:
        """The Warlord destroys a district after the resource action (see destroy_targets)."""
        if not state.resource_taken or state.called != WARLORD or state.power_used:
            return []
        return [act("destroy", seat=t, card=c) for t, c in self.destroy_targets(state, seat)]

    def _end_turn_options(self, state: CitadelsState, seat: int) -> list[Action]:
        """The turn may end once the resource action is taken."""
        return [act("end_turn")] if state.resource_taken else []

    def _can_build(self, state: CitadelsState, seat: int, card: str) -> bool:
        """A district may be built if its cost can be paid and the city has no
        district of the same name."""
        return card not in state.cities[seat] and cost(card) <= state.gold[seat]

    def destroy_targets(self, state: CitadelsState, warlord: int) -> list[tuple[int, str]]:
        """(seat, district) pairs the Warlord can afford to destroy: not in a
        city of 8, not the living Bishop's city, never the Keep."""
        bishop = state.holder(BISHOP)
        protected = bishop if bishop is not None and state.murdered != BISHOP else None
        targets = []
        for target, city in enumerate(state.cities):
            if len(city) >= COMPLETE_CITY or target == protected:
                continue
            for card in sorted(set(city)):
                if card != "keep" and destroy_cost(card, city) <= state.gold[warlord]:
                    targets.append((target, card))
        return targets

    def _graveyard_owner(self, state: CitadelsState) -> int | None:
        for seat, city in enumerate(state.cities):
            if "graveyard" in city:
                return seat
        return None

    def why_illegal(self, state: CitadelsState, seat: int, action: Action) -> str:
        if state.phase == "draft":
            return f"the characters on offer are {sorted(state.pool)}"
        if action.kind == "build":
            card = action.get("card")
            if card in state.cities[seat]:
                return f"the city already has a {card}"
            if card not in state.hands[seat]:
                return f"{card} is not in hand"
            if card in state.hands[seat] and cost(card) > state.gold[seat]:
                return f"{card} costs {cost(card)} but the seat has {state.gold[seat]} gold"
            if state.builds_left <= 0:
                return "no more building this turn"
            if not state.resource_taken:
                return "take gold or draw cards first"
        if action.kind in ("murder", "rob", "swap_hands", "destroy") and state.power_used:
            return "the character's power was already used this turn"
        if action.kind == "rob" and action.get("character") in (ASSASSIN, THIEF, state.murdered):
            return "the Thief cannot rob the Assassin, himself or the murdered character"
        if action.kind == "destroy":
            return "that district cannot be destroyed (Keep, city of 8, the Bishop's, or not enough gold)"
        return super().why_illegal(state, seat, action)

    # --- acting -------------------------------------------------------------------
    def _apply(self, state: CitadelsState, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        HANDLERS[action.kind](self, state, seat, action, events)
        return events

    # draft
    def _do_pick(self, state, seat, action, events):
        state.pool.remove(action.character)
        state.chars[seat].append(action.character)
        state.draft_log.append([seat, "pick", action.character])
        events.append(_PICK_EVENT(seat, action.character, seat, ("character",)))
        self._next_draft_step(state, events)

    def _do_set_aside(self, state, seat, action, events):
        state.pool.remove(action.character)
        state.face_down.append(action.character)
        state.draft_log.append([seat, "discard", action.character])
        events.append(Event("set_aside", face_up=False, seat=seat, character=action.character,
                            owner=seat, hidden=("character",)))
        self._next_draft_step(state, events)

    def _next_draft_step(self, state: CitadelsState, events: list[Event]) -> None:
        state.steps.pop(0)
        if state.steps:
            self._offer_next(state, events)
            return
        for card in state.pool:
            state.face_down.append(card)
            state.draft_log.append([SET_ASIDE_SEAT, "down", card])
            events.append(_SET_ASIDE_FACE_DOWN)
        state.pool = []
        state.phase = "turns"
        self._call_next(state, events)

    # calling characters
    def _call_next(self, state: CitadelsState, events: list[Event]) -> None:
        """The crowned seat calls the characters in number order.  A character
        nobody holds is skipped; a murdered one stays silent."""
        while state.called < WARLORD:
            state.called += 1
            character = state.called
            seat = state.holder(character)
            if seat is None or character == state.murdered:
                events.append(_SILENT_CALL_EVENT(character, None, character == state.murdered))
                continue
            state.revealed.append(character)
            events.append(_CALL_EVENT(character, seat, False, state.chars[seat].index(character)))
            self._start_turn(state, seat, character, events)
            return
        self._end_round(state, events)

    def _start_turn(self, state: CitadelsState, seat: int, character: int, events: list[Event]) -> None:
        state.current = seat
        state.resource_taken = state.power_used = state.income_taken = False
        state.lab_used = state.smithy_used = False
        state.drawn, state.discarding = [], -1
        state.builds_left = 3 if character == ARCHITECT else 1
        if character == state.robbed:
            thief = state.holder(THIEF)
            amount = state.gold[seat]
            state.gold[seat] -= amount
            state.gold[thief] += amount
            events.append(Event("gold", payer=seat, payee=thief, amount=amount, reason="robbed"))
        if character == KING:
            self._move_crown(state, seat, events)
        if character == MERCHANT:
            self._gain(state, seat, 1, "merchant", events)
        if character == ARCHITECT:
            state.hands[seat] += self._draw(state, seat, 2, "architect", events)

    def _move_crown(self, state: CitadelsState, seat: int, events: list[Event]) -> None:
        if state.crown != seat:
            events.append(_CROWN_EVENT(state.crown, seat))
            state.crown = seat

    def _gain(self, state: CitadelsState, seat: int, amount: int, reason: str, events: list[Event]) -> None:
        """The bank pays as far as it can: an empty bank pays nothing (the
        event says so: taking gold is the turn's resource action all the same)."""
        amount = min(amount, state.bank)
        state.bank -= amount
        state.gold[seat] += amount
        events.append(_GOLD_EVENT(None, seat, amount, reason))

    def _pay(self, state: CitadelsState, seat: int, amount: int, reason: str, events: list[Event]) -> None:
        if amount > 0:
            state.gold[seat] -= amount
            state.bank += amount
            events.append(_GOLD_EVENT(seat, None, amount, reason))

    def _draw(self, state: CitadelsState, seat: int, count: int, reason: str, events: list[Event],
              into: str = "hand") -> list[str]:
        """Districts off the deck (as many as it holds), `into` the hand or
        before the seat to choose from ("drawn")."""
        cards = [state.deck.pop() for _ in range(min(count, len(state.deck)))]
        events.append(Event("draw", seat=seat, count=len(cards), cards=tuple(cards), reason=reason, into=into,
                            owner=seat, hidden=("cards",)))
        return cards

    def _discard(self, state: CitadelsState, seat: int, card: str, reason: str, events: list[Event]) -> None:
        """Discarded districts go to the bottom of the deck, face down: only
        a destroyed district, which stood in a city, is seen by all."""
        state.deck.insert(0, card)
        if reason == "destroyed":
            events.append(Event("discard", seat=seat, card=card, reason=reason))
        else:
            events.append(_HIDDEN_DISCARD_EVENT(seat, card, reason, seat, ("card",)))

    # turn actions
    def _do_take_gold(self, state, seat, action, events):
        state.resource_taken = True
        self._gain(state, seat, 2, "take_gold", events)

    def _do_draw_cards(self, state, seat, action, events):
        """Draw 2 keep 1; Observatory draws 3; Library keeps both drawn
        cards; Observatory and Library together: draw 3, keep 2."""
        state.resource_taken = True
        count = min(3 if "observatory" in state.cities[seat] else 2, len(state.deck))
        if count <= self._cards_kept(state, seat):
            state.hands[seat] += self._draw(state, seat, count, "resource", events)
        else:
            state.drawn = self._draw(state, seat, count, "resource", events, into="drawn")

    @staticmethod
    def _cards_kept(state: CitadelsState, seat: int) -> int:
        """How many drawn cards the resource action keeps."""
        city = state.cities[seat]
        if "library" not in city:
            return 1
        return 2 if "observatory" in city else 3

    def _do_keep(self, state, seat, action, events):
        """Keep one drawn card; the rest go under the deck once the seat has
        kept as many as it may (Observatory and Library: 2 of 3)."""
        state.drawn.remove(action.card)
        state.hands[seat].append(action.card)
        events.append(_KEEP_EVENT(seat, action.card, seat, ("card",)))
        if len(state.drawn) == 2 and self._cards_kept(state, seat) == 2:
            return
        for card in state.drawn:
            self._discard(state, seat, card, "draw", events)
        state.drawn = []

    def _do_collect_income(self, state, seat, action, events):
        state.income_taken = True
        self._gain(state, seat, district_income(state.cities[seat], state.called), "income", events)

    def _do_build(self, state, seat, action, events):
        card = action.card
        state.hands[seat].remove(card)
        self._pay(state, seat, cost(card), "build", events)
        state.cities[seat].append(card)
        state.builds_left -= 1
        if card == "haunted_city":
            state.haunted_round = state.round
        events.append(_BUILD_EVENT(seat, card, cost(card)))
        if len(state.cities[seat]) >= COMPLETE_CITY and state.first_complete is None:
            state.first_complete = seat
            events.append(Event("city_complete", seat=seat, first=True))

    def _do_laboratory(self, state, seat, action, events):
        state.lab_used = True
        state.hands[seat].remove(action.card)
        self._discard(state, seat, action.card, "laboratory", events)
        self._gain(state, seat, 1, "laboratory", events)

    def _do_smithy(self, state, seat, action, events):
        state.smithy_used = True
        self._pay(state, seat, 2, "smithy", events)
        state.hands[seat] += self._draw(state, seat, 3, "smithy", events)

    def _do_murder(self, state, seat, action, events):
        state.power_used = True
        state.murdered = action.character
        events.append(_MURDER_EVENT(seat, action.character))

    def _do_rob(self, state, seat, action, events):
        state.power_used = True
        state.robbed = action.character
        events.append(_ROB_EVENT(seat, action.character))

    def _do_swap_hands(self, state, seat, action, events):
        state.power_used = True
        other = action.seat
        state.hands[seat], state.hands[other] = state.hands[other], state.hands[seat]
        events.append(Event("swap_hands", seat=seat, other=other, gave=len(state.hands[other]),
                            got=len(state.hands[seat])))
        for taker in (seat, other):
            events.append(Event("new_hand", seat=taker, cards=tuple(state.hands[taker]), owner=taker,
                                hidden=("cards",)))

    def _do_magician_discard(self, state, seat, action, events):
        if state.discarding < 0:
            state.power_used = True
            state.discarding = 0
        state.hands[seat].remove(action.card)
        state.discarding += 1
        self._discard(state, seat, action.card, "magician", events)

    def _do_magician_done(self, state, seat, action, events):
        count, state.discarding = state.discarding, -1
        state.hands[seat] += self._draw(state, seat, count, "magician", events)

    def _do_destroy(self, state, seat, action, events):
        target, card = action.seat, action.card
        self._pay(state, seat, destroy_cost(card, state.cities[target]), "destroy", events)
        state.cities[target].remove(card)
        state.power_used = True
        events.append(Event("destroy", seat=seat, target=target, card=card))
        owner = self._graveyard_owner(state)
        if (owner is not None and owner != seat and card != "graveyard" and state.gold[owner] >= 1):
            state.graveyard_card = card
            return
        self._discard(state, target, card, "destroyed", events)
        self._end_turn(state, events)

    def _do_graveyard_take(self, state, seat, action, events):
        card, state.graveyard_card = state.graveyard_card, None
        self._pay(state, seat, 1, "graveyard", events)
        state.hands[seat].append(card)
        events.append(Event("graveyard", seat=seat, card=card, taken=True, held=card, owner=seat, hidden=("held",)))
        self._end_turn(state, events)

    def _do_graveyard_pass(self, state, seat, action, events):
        card, state.graveyard_card = state.graveyard_card, None
        events.append(Event("graveyard", seat=seat, card=card, taken=False))
        self._discard(state, seat, card, "destroyed", events)
        self._end_turn(state, events)

    def _do_end_turn(self, state, seat, action, events):
        self._end_turn(state, events)

    def _end_turn(self, state: CitadelsState, events: list[Event]) -> None:
        seat = state.current
        if not state.income_taken and district_income(state.cities[seat], state.called) > 0:
            self._do_collect_income(state, seat, None, events)
        events.append(_TURN_END_EVENT(seat, state.called))
        state.current = None
        self._call_next(state, events)

    def _end_round(self, state: CitadelsState, events: list[Event]) -> None:
        """After the Warlord: a murdered King's holder takes the crown and
        reveals; the game ends if a city has 8 districts."""
        if state.murdered is not None:
            victim = state.holder(state.murdered)
            if victim is not None:
                events.append(Event("reveal", seat=victim, character=state.murdered))
                if state.murdered == KING:
                    self._move_crown(state, victim, events)
        events.append(_ROUND_END_EVENT(state.round))
        if state.first_complete is not None or state.round >= ROUND_CAP:
            state.phase = "over"
            self._final_scores(state, events)
            return
        state.round += 1
        self._start_round(state, events)

    def _final_scores(self, state: CitadelsState, events: list[Event]) -> None:
        for seat in range(state.players):
            score = self.city_score(state, seat)
            events.append(Event("score", seat=seat, **score))
        events.append(Event("game_over", winners=self.outcome(state).winners))

    # --- the end ------------------------------------------------------------------
    def city_score(self, state: CitadelsState, seat: int) -> dict[str, int]:
        haunted_counts = state.haunted_round != state.round
        return score_city(state.cities[seat], state.first_complete == seat, haunted_counts)

    def outcome(self, state: CitadelsState) -> Outcome:
        """Highest score wins; ties go to the higher district total, then more gold."""
        scores = [self.city_score(state, s)["total"] for s in range(state.players)]
        tiebreak = [(sum(cost(d) for d in state.cities[s]), state.gold[s]) for s in range(state.players)]
        return Outcome.from_scores(scores, tiebreak)

    # --- information -------------------------------------------------------------
    def view(self, state: CitadelsState, seat: int | None) -> CitadelsState:
        """Own hand, characters, draft offers and drawn cards are visible;
        others' hands and the deck only by size; a character becomes public
        when called; face-down set-asides are hidden from all; the draft pool
        only to the seat choosing from it."""
        seen = state.clone(with_rng=False)
        seen.deck = [None] * len(state.deck)
        seen.face_down = [None] * len(state.face_down)
        for other in range(state.players):
            if other == seat:
                continue
            seen.hands[other] = [None] * len(state.hands[other])
            seen.chars[other] = [c if c in state.revealed else None for c in state.chars[other]]
            seen.offers[other] = []
        seen.draft_log = [[s, kind, c if (kind == "up" or (s == seat and s >= 0)) else None]
                          for s, kind, c in state.draft_log]
        deciding = [d.seat for d in self.pending(state)]
        if state.phase == "draft" and seat not in deciding:
            seen.pool = [None] * len(state.pool)
        if state.current != seat:
            seen.drawn = [None] * len(state.drawn)
        return seen

    def determinize(self, state: CitadelsState, seat: int, rng: random.Random) -> CitadelsState:
        """A world dealt from `view(state, seat)` alone: others' hands, the
        cards being looked at and the deck from the districts `seat` has not
        seen (in the deck's own order, then shuffled), and every draft slot it
        did not see with a character consistent with the draft it saw.
        Everyone's draft record (`draft_log`, `offers`) is the world's own."""
        guess = self.view(state, seat)
        guess.rng = Rng(rng.getrandbits(64))
        unseen = full_deck()
        public = [c for city in guess.cities for c in city]
        if guess.graveyard_card is not None:
            public.append(guess.graveyard_card)
        for card in guess.hands[seat] + public + [c for c in guess.drawn if c is not None]:
            unseen.remove(card)
        rng.shuffle(unseen)
        for other in range(guess.players):
            if other != seat:
                guess.hands[other] = [unseen.pop() for _ in guess.hands[other]]
        if guess.current != seat:
            guess.drawn = [unseen.pop() for _ in guess.drawn]
        guess.deck = unseen
        self._assign_characters(guess, seat, rng)
        return guess

    def _assign_characters(self, guess: CitadelsState, seat: int, rng: random.Random) -> None:
        """Fill every draft slot `seat` did not see with a character such that
        each pool it was offered was exactly what it saw, called characters
        nobody showed were set aside (unless murdered), and shown characters
        sit with their holders (`sample_draft`); then `deal_characters`."""
        deal_characters(guess, seat, sample_draft(guess, seat, rng), rng)


def deal_characters(guess: CitadelsState, seat: int, slots: list[int], rng: random.Random) -> None:
    """Give every seat the characters of the draft history `slots` (one per
    draft-log entry, consistent with what `seat` saw), the rest to the pool
    (while the draft is under way) or face down; then every seat the offers
    it would have seen in that draft."""
    log = guess.draft_log
    guess.draft_log = [[who, kind, character] for (who, kind, _), character in zip(log, slots)]
    guess.chars = [[] for _ in range(guess.players)]
    guess.face_down = []
    for who, kind, character in guess.draft_log:
        if kind == "pick":
            guess.chars[who].append(character)
        elif kind in ("down", "discard"):
            guess.face_down.append(character)
    # While the draft is under way the characters not yet placed are the pool.
    placed = {c for _, kind, c in guess.draft_log if kind != "joined"}
    rest = [c for c in ALL_CHARACTERS if c not in placed]
    rng.shuffle(rest)
    if not (guess.phase == "draft" and seat == guess.steps[0][0]):
        guess.pool = rest[:len(guess.pool)]
    guess.face_down += [c for c in rest if c not in guess.pool]
    mine = guess.offers[seat]
    guess.offers = draft_offers(guess)
    guess.offers[seat] = mine


def draft_offers(state: CitadelsState) -> list[list]:
    """Per seat, the pools it was shown in the draft `state.draft_log`
    records (and the pool it is choosing from now): [[log index, pool], ...]."""
    log = state.draft_log
    offers: list[list] = [[] for _ in range(state.players)]
    for index, (who, kind, _) in enumerate(log):
        if kind in ("pick", "discard"):
            offers[who].append([index, pool_before(log, index, state.players)])
    if state.phase == "draft":
        offers[state.steps[0][0]].append([len(log), sorted(state.pool)])
    return offers


def pool_before(log: list, index: int, players: int) -> list[int]:
    """The characters left to choose from just before draft-log entry `index`."""
    gone = {c for _, kind, c in log[:index] if kind != "up"}
    if log and log[0][1] == "joined" and index >= players:
        gone.discard(log[0][2])
    gone.update(c for _, kind, c in log if kind == "up")
    return sorted(c for c in ALL_CHARACTERS if c not in gone)


#: Turn action kind -> the method listing the actions of that kind open now,
#: in the order a turn's legal actions are listed.
TURN_OPTIONS = {
    kind: getattr(CitadelsRules, f"_{kind}_options")
    for kind in ("take_gold", "draw_cards", "murder", "rob", "swap_hands", "magician_discard",
                 "collect_income", "build", "laboratory", "smithy", "destroy", "end_turn")
}
#: Action kind -> the method playing it.
HANDLERS = {name[len("_do_"):]: method for name, method in vars(CitadelsRules).items() if name.startswith("_do_")}
#: The turn actions open to some characters only, by kind: each power to its
#: character, colour income to the four characters earning it.
OPEN_TO = {"murder": {ASSASSIN}, "rob": {THIEF}, "swap_hands": {MAGICIAN}, "magician_discard": {MAGICIAN},
           "destroy": {WARLORD}, "collect_income": set(INCOME_COLOUR)}
#: The turn actions that are the resource action, and those that come after it.
RESOURCE_ACTIONS = {"take_gold", "draw_cards"}
AFTER_RESOURCE = {"build", "destroy", "end_turn"}
#: The kinds of turn actions open to each character before and after the
#: resource action (character, taken), in TURN_OPTIONS' order: what is open
#: to other characters only, and what never has an action to offer then, are
#: left out.
TURN_OPTIONS_OF = {
    (character, taken): tuple(options for kind, options in TURN_OPTIONS.items()
                              if character in OPEN_TO.get(kind, (character,))
                              and kind not in (RESOURCE_ACTIONS if taken else AFTER_RESOURCE))
    for character in ALL_CHARACTERS for taken in (False, True)
}


def sample_draft(state: CitadelsState, seat: int, rng: random.Random) -> list[int]:
    """A random character for each draft-log entry, consistent with what
    `seat` knows (see `DraftSampler`, which deals many such histories from
    one view at the cost of one)."""
    return DraftSampler(state, seat).sample(rng)


class DraftSampler:
    """Random characters for the draft-log entries, consistent with what
    `seat` knows: its own entries, the face-up set-asides, the pools it was
    offered (each exactly what was left at that moment), the characters
    shown when called, and that a called character nobody showed (not the
    murdered one) was set aside face down.  Reads only what `view(state,
    seat)` shows.

    Each pool the seat saw splits the entries: those before it hold
    characters outside it, those after it characters inside it.  With those
    candidates per entry (worked out once, in the constructor) a short
    backtracking search finishes at once.

    With 7 seats the first face-down card ("joined") rejoins the pool when
    the seventh seat picks, so from then on it is free again."""

    def __init__(self, state: CitadelsState, seat: int) -> None:
        self.log = log = state.draft_log
        offers = [(index, set(pool)) for index, pool in state.offers[seat]]
        self.offer_at = dict(offers)
        face_up = {c for _, kind, c in log if kind == "up"}
        self.all_chars = set(ALL_CHARACTERS) - face_up
        self.rejoin_at = state.players if log and log[0][1] == "joined" else None
        holder_of = {c: state.holder(c) for c in state.revealed}
        must_be_down = {c for c in range(1, state.called + 1)
                        if c not in state.revealed and c != state.murdered}

        def candidates(i: int) -> list[int]:
            who, kind, character = log[i]
            if kind == "up":
                return [character]
            if who == seat and kind != "joined":
                return [character]
            found = []
            for c in sorted(self.all_chars):
                if kind != "joined":  # where the rejoined card ends up is a later entry's business
                    if c in holder_of and not (kind == "pick" and who == holder_of[c]):
                        continue
                    if c in must_be_down and kind not in ("down", "discard"):
                        continue
                if all(_may_sit(i, c, index, pool, self.rejoin_at) for index, pool in offers):
                    found.append(c)
            return found

        self.domains = [candidates(i) for i in range(len(log))]

    def sample(self, rng: random.Random) -> list[int]:
        """One history, each consistent one as likely as the shuffles make it."""
        log, offer_at, all_chars, rejoin_at, domains = (
            self.log, self.offer_at, self.all_chars, self.rejoin_at, self.domains)
        n = len(log)
        result: list[int | None] = [None] * n

        def offer_ok(i: int) -> bool:
            if i not in offer_at:
                return True
            gone = {result[j] for j in range(i) if log[j][1] != "up"}
            if rejoin_at is not None and i >= rejoin_at:
                gone.discard(result[0])
            return gone == all_chars - offer_at[i]

        def fill(i: int, used: frozenset) -> bool:
            if not offer_ok(i):
                return False
            if i == n:
                return True
            if i == rejoin_at:
                used = used - {result[0]}
            choices = [c for c in domains[i] if c not in used]
            if len(choices) > 1:
                rng.shuffle(choices)
            for choice in choices:
                result[i] = choice
                if fill(i + 1, used | {choice}):
                    return True
            result[i] = None
            return False

        found = fill(0, frozenset())
        # `fill` calls itself through its closure, a reference cycle: broken
        # here, so every history dealt is freed at once rather than by the
        # garbage collector's pauses (what a Normal pick's slowest times were).
        del fill
        if not found:
            raise RuntimeError("no character assignment is consistent with the seat's view")
        return result


def _may_sit(entry: int, character: int, offer_index: int, pool: set, rejoin_at: int | None) -> bool:
    """Can `character` fill draft-log `entry`, given that the pool offered
    at `offer_index` was `pool`?  Entries before it hold characters outside
    the pool, entries from it on characters inside.  With 7 seats the first
    face-down card rejoins the pool at the last pick: it is inside every
    pool from then on, and the two last entries may hold it, so a pool from
    before says nothing about them."""
    if rejoin_at is not None:
        if offer_index < rejoin_at <= entry:
            return True
        if entry == 0 and offer_index >= rejoin_at:
            return character in pool
    if entry < offer_index:
        return character not in pool
    return character in pool
