"""Dragon & Lyre (龙与七弦琴): the rules engine.

Every seat leads the same twelve heroes and a prophet.  The prophets,
numbered 1 to n, are dealt at random and set the order of play: the seat
holding prophet 1 starts (`play_order`).  Setup: the final-round marker
is the 10th/10th/14th card from the bottom of the 52-card epic deck
(2/3/4 seats), six epic cards are turned face up, and every seat secretly
lays four heroes face down for its used pile; the piles are turned over
together, whole, so the first hero laid shows on top, and the other
eight heroes are the hand.

A turn: reveal two epic cards, then take three actions, in any order and
repeated as wished:

- capture: play a hand hero onto the used pile and take a face-up epic card
  of the hero's icon;
- attack: name another seat's artifact or territory; both seal a hand
  card, then reveal (melee > ranged > magic > melee).  The winner of the
  attack takes the card; the attacker's heroes go to its used pile, the
  defender's go back to hand.  On a tie the attacker reinforces (both seal
  one more card; only the new pair is compared) or gives up (both sides
  take their heroes back);
- prophet, once per game: take any face-up card; a beast also takes every
  face-up card of the kind it rules (see `data.BEAST_SWEEPS`); beasts the
  Dragon sweeps up do not sweep in turn;
- recall: end the actions and take back from the used pile as many heroes
  as actions remain (this one included), chosen in secret.

When the marker card is revealed the round is played out to the last seat,
and nobody may attack from then on.  Scores follow `score_breakdown`; tied
leaders fight with their remaining hands (`tie_fight_survivors`); still
tied is a shared win.

House rulings (docs/rulings.md, where the seed is silent):

- A defender with no hand card loses the attack: only the attacker seals.
- An attacker with no hand card left after a tie must give up.
- Recall returns min(actions left, heroes on the used pile): with an empty
  pile it simply ends the turn.
- Others see only the top card of a used pile.  A recall is secret as a
  whole: they see the top before it and after it, never a hero passing
  over the top while it is made.
- Beasts swept up by the Dragon do not trigger their own sweeps (a swept
  Unicorn still scores its bonus).
- Each Excalibur stands in for one missing piece of a set, so one
  completes a set of two pieces and both a set of one; every other
  artifact scores 2.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from game.core import Action, Decision, Event, GameState, Outcome, Rng, Rules, decision

from . import data

# Phases; each names the decision it waits for.
SETUP, ACTION, FIGHT, REINFORCE, RECALL, TIE_FIGHT, OVER = (
    "setup", "action", "fight", "reinforce", "recall", "tie_fight", "over")
UNKNOWN = "?"
ATTACKER, DEFENDER, TIE = "attacker", "defender", "tie"


# --- rules as small pure functions ------------------------------------------

def fight_result(attacker_hero: str, defender_hero: str | None) -> str:
    """Who wins one pair of sealed heroes: "attacker", "defender" or "tie".
    A defender without a card (None) loses.

    >>> fight_result("knight", "ranger")     # melee beats ranged
    'attacker'
    >>> fight_result("knight", "druid")      # magic beats melee
    'defender'
    >>> fight_result("ranger", "scout")
    'tie'
    """
    if defender_hero is None:
        return ATTACKER
    mine, theirs = data.ATTACK_OF[attacker_hero], data.ATTACK_OF[defender_hero]
    if mine == theirs:
        return TIE
    return ATTACKER if data.beats(mine, theirs) else DEFENDER


def tie_fight_survivors(sealed: Mapping[int, str]) -> list[int]:
    """One exchange of the tie fight among several seats: if exactly two
    attack types were shown, the seats that showed the winning one go on;
    with one type or all three nobody is beaten.

    >>> tie_fight_survivors({0: "knight", 2: "ranger"})
    [0]
    >>> tie_fight_survivors({0: "knight", 1: "ranger", 2: "druid"})
    [0, 1, 2]
    """
    types = {data.ATTACK_OF[h] for h in sealed.values()}
    if len(types) != 2:
        return sorted(sealed)
    a, b = types
    winner = a if data.beats(a, b) else b
    return sorted(s for s, h in sealed.items() if data.ATTACK_OF[h] == winner)


def territory_points(count: int) -> int:
    """Territories of one kind: 1/2/3/4/5/6/7 score 1/3/6/10/15/21/28."""
    return data.TERRITORY_POINTS[count]


def artifact_points(artifacts: Sequence[str]) -> int:
    """A full set of three scores 10; each Excalibur may stand in for one
    missing piece of a set (it then scores no 2 of its own), so one
    completes a set of two pieces and the two a set of one; every other
    artifact scores 2.  The Excaliburs complete as many sets as they can:
    sets missing one piece first.

    >>> artifact_points(["dawn_helm", "dawn_shield", "dawn_blade"])
    10
    >>> artifact_points(["dawn_helm", "dawn_shield", "excalibur1"])
    10
    >>> artifact_points(["dawn_helm", "excalibur1", "excalibur2"])
    10
    >>> artifact_points(["excalibur1", "excalibur2"])
    4
    """
    pieces: dict[str, int] = {}
    excaliburs = 0
    for card in artifacts:
        kit = data.set_of(card)
        if kit is None:
            excaliburs += 1
        else:
            pieces[kit] = pieces.get(kit, 0) + 1
    sets = loose = 0
    for count in sorted(pieces.values(), reverse=True):
        missing = len(data.SET_PIECES) - count
        if missing <= excaliburs:
            sets += 1
            excaliburs -= missing
        else:
            loose += count
    return data.SET_POINTS * sets + data.LOOSE_ARTIFACT_POINTS * (loose + excaliburs)


def dragon_points(beasts: int) -> int:
    """The Dragon's holder scores its 1/2/3/4 beasts as 1/4/9/16."""
    return data.DRAGON_POINTS[beasts]


def cards_by_kind(cards: Sequence[str]) -> dict[str, list[str]]:
    """The cards of each kind (every kind, in `data.KINDS` order), in their order.

    >>> cards_by_kind(["battle1", "castle2", "battle3"])
    {'battle': ['battle1', 'battle3'], 'territory': ['castle2'], 'artifact': [], 'beast': []}
    """
    grouped: dict[str, list[str]] = {kind: [] for kind in data.KINDS}
    for card in cards:
        grouped[data.KIND_OF[card]].append(card)
    return grouped


def score_breakdown(captured: Sequence[str]) -> dict[str, int]:
    """A seat's points by kind, and the total.

    >>> score_breakdown(["battle1", "castle1", "castle2", "unicorn"])["total"]
    9
    """
    kinds = cards_by_kind(captured)
    battle_value = data.BATTLE_POINTS + (data.UNICORN_BATTLE_BONUS if data.UNICORN in captured else 0)
    territories = {k: 0 for k in data.TERRITORY_KINDS}
    for card in kinds[data.TERRITORY]:
        territories[data.territory_kind(card)] += 1
    breakdown = {
        data.BATTLE: battle_value * len(kinds[data.BATTLE]),
        data.TERRITORY: sum(territory_points(n) for n in territories.values()),
        data.ARTIFACT: artifact_points(kinds[data.ARTIFACT]),
        data.BEAST: dragon_points(len(kinds[data.BEAST])) if data.DRAGON in captured else 0,
    }
    breakdown["total"] = sum(breakdown.values())
    return breakdown


def score(captured: Sequence[str]) -> int:
    return score_breakdown(captured)["total"]


def play_order(prophets: Sequence[int]) -> list[int]:
    """The seats in the order they play: the prophets' numbers are the
    order, so the seat holding prophet 1 starts.

    >>> play_order([2, 3, 1])
    [2, 0, 1]
    """
    return sorted(range(len(prophets)), key=prophets.__getitem__)


def seat_after(prophets: Sequence[int], seat: int) -> int | None:
    """The seat that plays after `seat` in a round: the one holding the
    next prophet; None after the last.

    >>> seat_after([2, 3, 1], 2), seat_after([2, 3, 1], 1)
    (0, None)
    """
    following = prophets[seat] + 1
    return prophets.index(following) if following <= len(prophets) else None


def turned_over(laid: Sequence[str]) -> list[str]:
    """A pile laid face down, turned over as a whole: the first hero laid
    is now on top (the list runs bottom first).

    >>> turned_over(["knight", "druid", "sage", "scout"])
    ['scout', 'sage', 'druid', 'knight']
    """
    return list(reversed(laid))


def recall_count(actions_left: int, used_pile: int) -> int:
    """Recall as the k-th action returns 4 - k heroes (the actions left,
    this one included), or the whole used pile if it is smaller."""
    return min(actions_left, used_pile)


# Actions are built once and reused: legal_actions runs very often.
_SEAL_USED = {h: Action("seal_used", hero=h) for h in data.HERO_IDS}
_SEAL = {h: Action("seal", hero=h) for h in data.HERO_IDS}
#: Per hero, the capture of each epic card of its icon.
_CAPTURE = {h: {c: Action("capture", hero=h, card=c) for c in data.EPIC_DECK if data.KIND_OF[c] == data.ICON_OF[h]}
            for h in data.HERO_IDS}
_PROPHET = {c: Action("prophet", card=c) for c in data.EPIC_DECK}
#: Per defender, the attack on each card that can be attacked: its artifacts and territories.
_ATTACK = {s: {c: Action("attack", defender=s, card=c) for c in data.TERRITORIES + data.ARTIFACTS}
           for s in range(4)}
_RECALL = Action("recall")
_RECALL_HERO = {h: Action("recall_hero", hero=h) for h in data.HERO_IDS}
_REINFORCE, _GIVE_UP = Action("reinforce"), Action("give_up")


# --- state -------------------------------------------------------------------

@dataclass(eq=False)
class LyreState(GameState):
    players: int
    prophets: list         # per seat: its prophet's number, its place in the order of play
    round: int
    phase: str
    turn: int              # whose turn it is
    actions_left: int      # actions left this turn
    deck: list             # face down; the top is the last card, the bottom the first
    marker_at: int         # index in `deck` of the final-round marker card
    row: list              # face-up epic cards in the middle
    hands: list            # per seat: hero ids
    used: list             # per seat: the used pile, bottom first
    captured: list         # per seat: epic cards won, in the order won
    prophet_used: list     # per seat
    setup_picks: list      # per seat: heroes sealed for the used pile at setup
    sealed: list           # per seat: the hero sealed in a fight, or None
    final_round: bool
    attack: Any            # None or {"attacker", "defender", "card", "attacker_heroes", "defender_heroes"}
    recall_left: int       # heroes still to choose in a recall
    recall_top: Any        # during a recall, the top of the pile when it began: what others still see
    contenders: list       # seats in the tie fight
    tie_winners: list      # seats that won the tie fight (or shared the win)
    rng: Any

    # Lists of scalars and lists of lists: hand-written copies replace the
    # slow generic deepcopy.
    def clone(self, with_rng: bool = True) -> "LyreState":
        """A copy to change freely; without its `rng` (None) unless `with_rng`
        (a view or a new deal needs none: copying one is most of the cost)."""
        twin = LyreState.__new__(LyreState)
        twin.__dict__.update(self.__dict__)
        for name in _FLAT_LISTS:
            setattr(twin, name, list(getattr(self, name)))
        for name in _NESTED_LISTS:
            setattr(twin, name, [list(x) for x in getattr(self, name)])
        if self.attack is not None:
            twin.attack = {**self.attack, "attacker_heroes": list(self.attack["attacker_heroes"]),
                           "defender_heroes": list(self.attack["defender_heroes"])}
        twin.rng = self.rng.copy() if with_rng and self.rng is not None else None
        return twin

    def to_json(self) -> dict[str, Any]:
        data_ = self.clone().__dict__
        data_["rng"] = self.rng.to_json() if self.rng is not None else None
        return data_


_FLAT_LISTS = ("prophets", "deck", "row", "prophet_used", "sealed", "contenders", "tie_winners")
_NESTED_LISTS = ("hands", "used", "captured", "setup_picks")


def heroes_of(state: LyreState, seat: int) -> list[str]:
    """Every hero of a seat wherever it is (hand, used pile, setup pick,
    sealed or fighting): always the twelve."""
    heroes = state.hands[seat] + state.used[seat] + state.setup_picks[seat]
    if state.sealed[seat] is not None:
        heroes.append(state.sealed[seat])
    attack = state.attack
    if attack is not None:
        if seat == attack["attacker"]:
            heroes += attack["attacker_heroes"]
        if seat == attack["defender"]:
            heroes += attack["defender_heroes"]
    return heroes


def epic_cards(state: LyreState) -> list[str]:
    """Every epic card wherever it lies (deck, row, captures): always 52."""
    return state.deck + state.row + [c for won in state.captured for c in won]


# --- the rules object ------------------------------------------------------------

class DragonLyreRules(Rules):
    id = "dragon_lyre"
    min_players = 2
    max_players = 4
    state_class = LyreState

    # --- setting up ---------------------------------------------------------
    def new_state(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> LyreState:
        """Shuffle the epic deck, mark the final-round card, turn six face
        up; deal the prophets at random; every seat holds its twelve heroes
        and waits to seal four."""
        self.check_players(players)
        self.resolve_options(options)
        rng = Rng(seed)
        deck = list(data.EPIC_DECK)
        rng.shuffle(deck)
        marker_at = data.MARKER_FROM_BOTTOM[players] - 1
        row = [deck.pop() for _ in range(data.ROW_AT_START)]
        prophets = list(range(1, players + 1))
        rng.shuffle(prophets)
        return LyreState(
            players=players, prophets=prophets, round=0, phase=SETUP, turn=play_order(prophets)[0],
            actions_left=0, deck=deck,
            marker_at=marker_at, row=row, hands=[list(data.HERO_IDS) for _ in range(players)],
            used=[[] for _ in range(players)], captured=[[] for _ in range(players)],
            prophet_used=[False] * players, setup_picks=[[] for _ in range(players)],
            sealed=[None] * players, final_round=False, attack=None, recall_left=0, recall_top=None,
            contenders=[], tie_winners=[], rng=rng)

    # --- asking -------------------------------------------------------------
    def pending(self, state: LyreState) -> list[Decision]:
        phase = state.phase
        if phase == ACTION or phase == RECALL:
            return [decision(state.turn, phase)]
        if phase == SETUP:
            return [decision(s, SETUP) for s in range(state.players)
                    if len(state.setup_picks[s]) < data.SETUP_USED]
        if phase == FIGHT:
            return [decision(s, FIGHT) for s in self._fighters(state) if state.sealed[s] is None]
        if phase == REINFORCE:
            return [decision(state.turn, REINFORCE)]
        if phase == TIE_FIGHT:
            return [decision(s, TIE_FIGHT) for s in state.contenders if state.sealed[s] is None]
        return []

    @staticmethod
    def _fighters(state: LyreState) -> list[int]:
        """The seats that seal in this exchange: the attacker, and the
        defender if it has a hand card."""
        attack = state.attack
        defender = attack["defender"]
        if state.hands[defender] or state.sealed[defender] is not None:
            return [attack["attacker"], defender]
        return [attack["attacker"]]

    def legal_actions(self, state: LyreState, seat: int) -> list[Action]:
        phase = state.phase
        if phase == ACTION:
            return self._turn_actions(state, seat) if seat == state.turn else []
        if phase == SETUP:
            if len(state.setup_picks[seat]) >= data.SETUP_USED:
                return []
            return [_SEAL_USED[h] for h in state.hands[seat]]
        if phase == FIGHT or phase == TIE_FIGHT:
            if state.sealed[seat] is not None or seat not in self._sealing(state):
                return []
            return [_SEAL[h] for h in state.hands[seat]]
        if phase == REINFORCE:
            return [_REINFORCE, _GIVE_UP] if seat == state.turn else []
        if phase == RECALL:
            return [_RECALL_HERO[h] for h in state.used[seat]] if seat == state.turn else []
        return []

    @classmethod
    def _sealing(cls, state: LyreState) -> list[int]:
        """The seats that seal in this exchange: the fighters of an attack,
        the contenders of the tie fight."""
        return cls._fighters(state) if state.phase == FIGHT else state.contenders

    @staticmethod
    def _turn_actions(state: LyreState, seat: int) -> list[Action]:
        """A turn's choices, in this order: every hand hero capturing every
        face-up card of its icon; the prophet taking any face-up card, if
        unused; with a hero in hand and outside the final round, an attack
        on each artifact or territory another seat captured; recall."""
        hand, row = state.hands[seat], state.row
        actions = []
        for hero in hand:
            captures = _CAPTURE[hero]
            actions += [captures[card] for card in row if card in captures]
        if not state.prophet_used[seat]:
            actions += [_PROPHET[card] for card in row]
        if hand and not state.final_round:
            for other in range(state.players):
                if other != seat:
                    attacks = _ATTACK[other]
                    actions += [attacks[card] for card in state.captured[other] if card in attacks]
        actions.append(_RECALL)
        return actions

    def is_legal(self, state: LyreState, seat: int, action: Action) -> bool:
        # Checking the one action is much quicker than building the legal
        # list (every simulated move is checked); what the quick check does
        # not accept gets the base class's full check.
        return self._quick_legal(state, seat, action) or super().is_legal(state, seat, action)

    @classmethod
    def _quick_legal(cls, state: LyreState, seat: int, action: Action) -> bool:
        """True only if the game waits for `seat` and `action` is in
        `legal_actions(state, seat)`; False for anything unusual."""
        if seat not in range(state.players):
            return False
        phase = state.phase
        hero = action.get("hero")
        if phase == ACTION:
            return seat == state.turn and cls._quick_turn_action(state, seat, action)
        if phase == SETUP:
            return (len(state.setup_picks[seat]) < data.SETUP_USED and hero in state.hands[seat]
                    and action == _SEAL_USED[hero])
        if phase == FIGHT or phase == TIE_FIGHT:
            return (state.sealed[seat] is None and seat in cls._sealing(state) and hero in state.hands[seat]
                    and action == _SEAL[hero])
        if phase == REINFORCE:
            return seat == state.turn and (action == _REINFORCE or action == _GIVE_UP)
        if phase == RECALL:
            return seat == state.turn and hero in state.used[seat] and action == _RECALL_HERO[hero]
        return False

    @staticmethod
    def _quick_turn_action(state: LyreState, seat: int, action: Action) -> bool:
        """`_turn_actions` for one action of the seat whose turn it is."""
        kind, card = action.kind, action.get("card")
        if kind == "capture":
            hero = action.get("hero")
            captures = _CAPTURE.get(hero)
            return (captures is not None and card in captures and hero in state.hands[seat] and card in state.row
                    and action == captures[card])
        if kind == "prophet":
            return not state.prophet_used[seat] and card in state.row and action == _PROPHET[card]
        if kind == "attack":
            defender = action.get("defender")
            return (bool(state.hands[seat]) and not state.final_round and type(defender) is int
                    and 0 <= defender < state.players and defender != seat and card in _ATTACK[defender]
                    and card in state.captured[defender] and action == _ATTACK[defender][card])
        return action == _RECALL

    def why_illegal(self, state: LyreState, seat: int, action: Action) -> str:
        kind = action.kind
        if state.phase == ACTION:
            if kind == "attack" and state.final_round:
                return "nobody may attack in the final round"
            if kind == "attack" and not state.hands[seat]:
                return "an attack needs a hero in hand"
            if kind == "attack":
                return "only another seat's captured artifact or territory can be attacked"
            if kind == "prophet" and state.prophet_used[seat]:
                return "the prophet is used once per game"
            if kind in ("prophet", "capture") and action.card not in state.row:
                return "the card is not face up in the row"
            if kind == "capture" and action.hero not in state.hands[seat]:
                return "the hero is not in hand"
            if kind == "capture":
                return "a hero captures only a card of its own icon (never a beast)"
        if kind in ("seal", "seal_used") and action.hero not in state.hands[seat]:
            return "the hero is not in hand"
        if kind == "recall_hero" and state.phase == RECALL:
            return "the hero is not on the used pile"
        return super().why_illegal(state, seat, action)

    def is_over(self, state: LyreState) -> bool:
        return state.phase == OVER

    def outcome(self, state: LyreState) -> Outcome:
        """Most points wins; tied leaders are ranked by the tie fight."""
        scores = [score(c) for c in state.captured]
        tiebreak = [1 if s in state.tie_winners else 0 for s in range(state.players)]
        return Outcome.from_scores(scores, tiebreak)

    # --- playing ------------------------------------------------------------
    def _apply(self, state: LyreState, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        kind = action.kind
        if kind == "capture":
            self._capture(state, seat, action.hero, action.card, events)
        elif kind == "prophet":
            self._prophet(state, seat, action.card, events)
        elif kind == "attack":
            self._attack(state, seat, action.defender, action.card, events)
        elif kind == "recall":
            self._recall(state, seat, events)
        elif kind == "recall_hero":
            self._recall_hero(state, seat, action.hero, events)
        elif kind == "seal":
            self._seal(state, seat, action.hero, events)
        elif kind in ("reinforce", "give_up"):
            self._reinforce_or_give_up(state, seat, kind == "reinforce", events)
        elif kind == "seal_used":
            self._seal_used(state, seat, action.hero, events)
        return events

    # setup
    def _seal_used(self, state: LyreState, seat: int, hero: str, events: list[Event]) -> None:
        """A seat sets one hero face down for its used pile; when every seat
        has four, the piles are turned over together, whole: the first hero
        laid shows on top, and the event names the tops and no more.  The
        seat holding prophet 1 starts."""
        state.hands[seat].remove(hero)
        state.setup_picks[seat].append(hero)
        events.append(Event("setup_pick", seat=seat, hero=hero, count=len(state.setup_picks[seat]),
                            owner=seat, hidden=("hero",)))
        if any(len(p) < data.SETUP_USED for p in state.setup_picks):
            return
        for s in range(state.players):
            state.used[s] = turned_over(state.setup_picks[s])
            state.setup_picks[s] = []
        first = play_order(state.prophets)[0]
        events.append(Event("setup_revealed", tops=tuple(pile[-1] for pile in state.used), first=first))
        state.round = 1
        self._start_turn(state, first, events)

    # turns
    def _start_turn(self, state: LyreState, seat: int, events: list[Event]) -> None:
        """Reveal two epic cards, then three actions."""
        state.turn = seat
        state.phase = ACTION
        state.actions_left = data.ACTIONS_PER_TURN
        events.append(Event("turn_start", seat=seat, round=state.round))
        for _ in range(data.REVEALS_PER_TURN):
            if not state.deck:
                break
            is_marker = len(state.deck) - 1 == state.marker_at
            card = state.deck.pop()
            state.row.append(card)
            events.append(Event("reveal", card=card, deck_left=len(state.deck)))
            if is_marker:
                state.final_round = True
                events.append(Event("final_round", seat=seat, card=card))

    def _action_done(self, state: LyreState, events: list[Event]) -> None:
        state.actions_left -= 1
        state.phase = ACTION
        if state.actions_left <= 0:
            self._end_turn(state, events)

    def _end_turn(self, state: LyreState, events: list[Event]) -> None:
        """The next seat's turn, in the prophets' order; the final round
        ends with the last seat."""
        events.append(Event("turn_end", seat=state.turn))
        state.actions_left = 0
        following = seat_after(state.prophets, state.turn)
        if following is not None:
            self._start_turn(state, following, events)
            return
        if state.final_round or not state.deck:
            self._score(state, events)
            return
        state.round += 1
        self._start_turn(state, play_order(state.prophets)[0], events)

    def _capture(self, state: LyreState, seat: int, hero: str, card: str, events: list[Event]) -> None:
        """The hero goes onto the used pile; the card joins the captures."""
        state.hands[seat].remove(hero)
        state.used[seat].append(hero)
        state.row.remove(card)
        state.captured[seat].append(card)
        events.append(Event("capture", seat=seat, hero=hero, card=card))
        self._action_done(state, events)

    def _prophet(self, state: LyreState, seat: int, card: str, events: list[Event]) -> None:
        """Once per game the prophet takes any face-up card; a beast also
        sweeps every face-up card of the kind it rules.  Beasts the Dragon
        sweeps up sweep nothing themselves (they still score: a swept
        Unicorn makes every battle worth 6)."""
        state.prophet_used[seat] = True
        state.row.remove(card)
        state.captured[seat].append(card)
        events.append(Event("prophet", seat=seat, card=card))
        swept_kind = data.BEAST_SWEEPS.get(card)
        if swept_kind is not None:
            swept = tuple(c for c in state.row if data.KIND_OF[c] == swept_kind)
            state.row = [c for c in state.row if data.KIND_OF[c] != swept_kind]
            state.captured[seat].extend(swept)
            events.append(Event("beast_sweep", seat=seat, beast=card, cards=swept))
        self._action_done(state, events)

    # attacks
    def _attack(self, state: LyreState, seat: int, defender: int, card: str, events: list[Event]) -> None:
        state.attack = {"attacker": seat, "defender": defender, "card": card,
                        "attacker_heroes": [], "defender_heroes": []}
        events.append(Event("attack", seat=seat, defender=defender, card=card))
        self._begin_exchange(state, events)

    def _begin_exchange(self, state: LyreState, events: list[Event]) -> None:
        state.phase = FIGHT
        if not state.hands[state.attack["defender"]]:
            events.append(Event("no_defence", seat=state.attack["defender"]))

    def _seal(self, state: LyreState, seat: int, hero: str, events: list[Event]) -> None:
        state.hands[seat].remove(hero)
        state.sealed[seat] = hero
        events.append(Event("sealed", seat=seat, hero=hero, owner=seat, hidden=("hero",)))
        if state.phase == TIE_FIGHT:
            if all(state.sealed[s] is not None for s in state.contenders):
                self._tie_exchange(state, events)
            return
        if any(state.sealed[s] is None for s in self._fighters(state)):
            return
        attack = state.attack
        attacker, defender = attack["attacker"], attack["defender"]
        mine, theirs = state.sealed[attacker], state.sealed[defender]
        state.sealed[attacker] = state.sealed[defender] = None
        attack["attacker_heroes"].append(mine)
        if theirs is not None:
            attack["defender_heroes"].append(theirs)
        result = fight_result(mine, theirs)
        events.append(Event("fight_reveal", seat=attacker, defender=defender, hero=mine,
                            defender_hero=theirs, result=result))
        if result != TIE:
            self._settle_attack(state, result, events)
        elif state.hands[attacker]:
            state.phase = REINFORCE
        else:
            self._give_up(state, True, events)

    def _reinforce_or_give_up(self, state: LyreState, seat: int, reinforce: bool,
                              events: list[Event]) -> None:
        """After a tie the attacker sends one more hero (both seal again)
        or gives up."""
        if reinforce:
            events.append(Event("reinforce", seat=seat))
            self._begin_exchange(state, events)
        else:
            self._give_up(state, False, events)

    def _give_up(self, state: LyreState, forced: bool, events: list[Event]) -> None:
        """Giving up: both sides take all their heroes back to hand."""
        attack = state.attack
        events.append(Event("give_up", seat=attack["attacker"], forced=forced))
        self._return_heroes(state, attack["attacker"], attack["attacker_heroes"], events)
        self._return_heroes(state, attack["defender"], attack["defender_heroes"], events)
        self._end_attack(state, events)

    def _settle_attack(self, state: LyreState, result: str, events: list[Event]) -> None:
        """Whoever wins, the attacker's heroes go onto its used pile and the
        defender's back to hand; a winning attacker takes the card."""
        attack = state.attack
        attacker, defender, card = attack["attacker"], attack["defender"], attack["card"]
        state.used[attacker].extend(attack["attacker_heroes"])
        events.append(Event("heroes_used", seat=attacker, heroes=tuple(attack["attacker_heroes"])))
        self._return_heroes(state, defender, attack["defender_heroes"], events)
        if result == ATTACKER:
            state.captured[defender].remove(card)
            state.captured[attacker].append(card)
        events.append(Event("attack_won" if result == ATTACKER else "attack_held", seat=attacker,
                            defender=defender, card=card))
        self._end_attack(state, events)

    def _return_heroes(self, state: LyreState, seat: int, heroes: list[str], events: list[Event]) -> None:
        if heroes:
            state.hands[seat].extend(heroes)
            events.append(Event("heroes_back", seat=seat, heroes=tuple(heroes)))

    def _end_attack(self, state: LyreState, events: list[Event]) -> None:
        state.attack = None
        self._action_done(state, events)

    # recall
    def _recall(self, state: LyreState, seat: int, events: list[Event]) -> None:
        """End the actions and take back as many used heroes as actions
        remain (this one included).  The choice is secret as a whole: the
        others go on seeing the pile's top from before the recall until it
        is done (`recall_top`)."""
        pile = state.used[seat]
        count = recall_count(state.actions_left, len(pile))
        events.append(Event("recall", seat=seat, count=count))
        state.recall_top = pile[-1] if pile else None
        if count == len(pile):
            for hero in list(pile):
                self._take_back(state, seat, hero, events)
            self._end_recall(state, seat, events)
        else:
            state.recall_left = count
            state.phase = RECALL

    def _recall_hero(self, state: LyreState, seat: int, hero: str, events: list[Event]) -> None:
        self._take_back(state, seat, hero, events)
        state.recall_left -= 1
        if state.recall_left == 0:
            self._end_recall(state, seat, events)

    def _take_back(self, state: LyreState, seat: int, hero: str, events: list[Event]) -> None:
        """One hero back to hand, face down: only its owner learns which."""
        state.used[seat].remove(hero)
        state.hands[seat].append(hero)
        events.append(Event("recall_hero", seat=seat, hero=hero, owner=seat, hidden=("hero",)))

    def _end_recall(self, state: LyreState, seat: int, events: list[Event]) -> None:
        """The pile goes back face up: everyone sees its new top (None:
        empty); the turn ends."""
        pile = state.used[seat]
        state.recall_top = None
        events.append(Event("recall_done", seat=seat, top=pile[-1] if pile else None))
        self._end_turn(state, events)

    # the end
    def _score(self, state: LyreState, events: list[Event]) -> None:
        """Count the points; tied leaders fight it out."""
        breakdowns = [score_breakdown(c) for c in state.captured]
        scores = [b["total"] for b in breakdowns]
        events.append(Event("scores", scores=tuple(scores),
                            breakdowns=tuple(tuple(b[k] for k in data.KINDS) for b in breakdowns)))
        best = max(scores)
        leaders = [s for s in range(state.players) if scores[s] == best]
        state.contenders = leaders
        if len(leaders) > 1:
            events.append(Event("tie_fight", seats=tuple(leaders)))
        self._next_tie_exchange(state, events)

    def _next_tie_exchange(self, state: LyreState, events: list[Event]) -> None:
        """The tie fight goes on while several seats remain: those without a
        hand card lose, unless nobody has one (a shared win)."""
        contenders = state.contenders
        if len(contenders) > 1:
            armed = [s for s in contenders if state.hands[s]]
            if len(armed) == len(contenders):
                state.phase = TIE_FIGHT
                return
            if armed:
                state.contenders = armed
                events.append(Event("tie_unarmed", seats=tuple(s for s in contenders if s not in armed)))
                self._next_tie_exchange(state, events)
                return
        state.tie_winners = list(contenders)
        state.phase = OVER
        result = self.outcome(state)
        events.append(Event("game_over", scores=result.scores, winners=result.winners))

    def _tie_exchange(self, state: LyreState, events: list[Event]) -> None:
        sealed = {s: state.sealed[s] for s in state.contenders}
        survivors = tie_fight_survivors(sealed)
        for s in state.contenders:
            state.sealed[s] = None
            state.used[s].append(sealed[s])
        events.append(Event("tie_reveal", seats=tuple(sealed), heroes=tuple(sealed.values()),
                            survivors=tuple(survivors)))
        state.contenders = survivors
        self._next_tie_exchange(state, events)

    # --- information --------------------------------------------------------
    def view(self, state: LyreState, seat: int | None) -> LyreState:
        """What `seat` sees: its own hand, used pile and sealed choices; of
        other seats only how many heroes they hold, the top of their used
        piles (during a recall, the top from before it), and whether they
        have sealed; the row, captures, the prophets and the marker's place
        in the deck, but not the deck's cards."""
        seen = state.clone(with_rng=False)
        seen.deck = [UNKNOWN] * len(state.deck)
        for s in range(state.players):
            if s == seat:
                continue
            seen.hands[s] = [UNKNOWN] * len(state.hands[s])
            pile = state.used[s]
            top = [state.recall_top] if state.phase == RECALL and s == state.turn else pile[-1:]
            seen.used[s] = [UNKNOWN] * (len(pile) - 1) + top
            seen.setup_picks[s] = [UNKNOWN] * len(state.setup_picks[s])
            if state.sealed[s] is not None:
                seen.sealed[s] = UNKNOWN
        return seen

    def determinize(self, state: LyreState, seat: int, rng: random.Random) -> LyreState:
        """A world consistent with `view(state, seat)`: the unseen epic
        cards dealt to the deck, and each other seat's unseen heroes dealt
        to its hand, used pile (below the top), setup picks and sealed
        choice.  The unseen pools are put in a canonical order before the
        shuffle, so the world depends on the view and `rng` only."""
        world = self.view(state, seat)
        seen_epic = set(world.row).union(*map(set, world.captured))
        unseen = [c for c in data.EPIC_DECK if c not in seen_epic]
        rng.shuffle(unseen)
        world.deck = unseen
        for s in range(state.players):
            if s == seat:
                continue
            known = [h for h in heroes_of(world, s) if h != UNKNOWN]
            pool = [h for h in data.HERO_IDS if h not in known]
            rng.shuffle(pool)
            world.hands[s] = [pool.pop() for _ in world.hands[s]]
            world.used[s] = [pool.pop() if h == UNKNOWN else h for h in world.used[s]]
            world.setup_picks[s] = [pool.pop() for _ in world.setup_picks[s]]
            if world.sealed[s] == UNKNOWN:
                world.sealed[s] = pool.pop()
        world.rng = Rng(rng.getrandbits(64))
        return world

    def round_number(self, state: LyreState) -> int:
        return state.round


RULES = DragonLyreRules()
