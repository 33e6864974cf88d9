"""Dragon & Lyre Normal bot: a heuristic that reasons only from what its
seat knows (`rules.view`): its own hand and used pile, the row, every
seat's captures, the top of the others' used piles and how many heroes
they hold.

- Values a card by what it adds to its own score curve (sets, territory
  triangles, the Unicorn's battles, the Dragon's beasts) plus a share of
  what it would add to the strongest rival's.
- Spends the prophet when the swing is big (a beast sweeping several
  cards, a beast a rival's prophet is about to take) and never lets it go
  unused in the final round.
- Keeps a hero of each attack type in hand while it has something to
  defend, and attacks only where the odds against the defender's possible
  heroes are good.
- Recalls when its hand runs short of the heroes the row asks for; in the
  final round, where a seat's turn is its last, heroes count for the tie
  fight only and it captures what it can.
"""
from __future__ import annotations

import random
from collections import Counter

from game.core import Action

from . import data
from .rules import (ACTION, FIGHT, RECALL, REINFORCE, SETUP, TIE_FIGHT, UNKNOWN, DragonLyreRules,
                    LyreState, heroes_of, score)

#: A share of what a card would give the strongest rival, counted as ours.
DENIAL = 0.45
#: What an unused prophet is worth before the final round.
PROPHET_RESERVE = 5.0
#: The cost of spending a hero, by how many heroes remain in hand after it.
HERO_COST = {0: 3.0, 1: 2.2, 2: 1.6, 3: 1.1, 4: 0.8}
HERO_COST_MANY = 0.5
#: A hero in hand in the final round, when the seat's turn is its last:
#: good only for a tie fight.
FINAL_ROUND_HERO = 0.2
#: Extra cost of giving up the last hero of an attack type while we hold
#: something worth defending.
LAST_OF_TYPE = 1.2


#: potential() by set of captured cards (every epic card is unique): the
#: bot weighs the same few collections over and over, and Hard's play-outs
#: ask the bot thousands of times a second.
_potentials: dict[frozenset, float] = {}
_POTENTIALS_KEPT = 200_000


def potential(captured: list[str]) -> float:
    """The score of `captured` plus a little for promise: set pieces that
    can still complete, territory runs that grow, battles for a Unicorn."""
    key = frozenset(captured)
    value = _potentials.get(key)
    if value is None:
        if len(_potentials) >= _POTENTIALS_KEPT:
            _potentials.clear()
        value = _potentials[key] = _potential(captured)
    return value


def _potential(captured: list[str]) -> float:
    value = float(score(captured))
    pieces = Counter(data.set_of(c) for c in captured if data.KIND_OF[c] == data.ARTIFACT)
    excaliburs = pieces.pop(None, 0)
    for count in pieces.values():
        if count == 2:
            value += 2.5 if not excaliburs else 0.0
        elif count == 1:
            value += 0.6
    territories = Counter(data.territory_kind(c) for c in captured if data.KIND_OF[c] == data.TERRITORY)
    value += sum(0.4 * n for n in territories.values())
    if data.DRAGON in captured:
        value += 1.0
    return value


def gain(captured: list[str], cards: list[str]) -> float:
    return potential(captured + cards) - potential(captured)


class Reading:
    """What one seat knows, taken from its view, and the estimates it
    makes from it."""

    def __init__(self, rules: DragonLyreRules, state: LyreState, seat: int) -> None:
        self.view = view = rules.view(state, seat)
        self.seat = seat
        self.hand = list(view.hands[seat])
        self.rivals = [s for s in range(view.players) if s != seat]
        self.scores = [potential(c) for c in view.captured]
        # The bot asks the same questions for many moves: each is answered once.
        self._odds: dict[int, dict[str, float]] = {}
        self._values: dict[tuple, float] = {}
        self._hero_costs: dict[str, float] = {}
        self._defending: bool | None = None

    # --- rivals' heroes -------------------------------------------------
    def type_odds(self, other: int) -> dict[str, float]:
        """The chance that a hero `other` holds is of each attack type, from
        the heroes it could hold (all but those seen on its pile)."""
        odds = self._odds.get(other)
        if odds is None:
            odds = self._odds[other] = self._type_odds(other)
        return odds

    def _type_odds(self, other: int) -> dict[str, float]:
        known = [h for h in heroes_of(self.view, other) if h != UNKNOWN]
        hidden = Counter(data.ATTACK_OF[h] for h in data.HERO_IDS) - Counter(data.ATTACK_OF[h] for h in known)
        total = sum(hidden.values()) or 1
        return {t: hidden[t] / total for t in data.ATTACK_TYPES}

    def best_type_against(self, other: int, types: set[str]) -> tuple[str, float]:
        """Of our attack types, the one with the best chance (ties half)
        against a random hero of `other`'s, and that chance."""
        odds = self.type_odds(other)
        best, best_value = None, -1.0
        for mine in sorted(types):
            value = odds[data.BEATS[mine]] + 0.5 * odds[mine]
            if value > best_value:
                best, best_value = mine, value
        return best, best_value

    # --- cards --------------------------------------------------------------
    def value_of(self, cards: list[str], taken_from: int | None = None) -> float:
        """What taking `cards` is worth: our gain, plus a share of the
        strongest rival's gain (or, taken from a rival, its loss)."""
        key = (tuple(cards), taken_from)
        value = self._values.get(key)
        if value is None:
            value = self._values[key] = self._value_of(cards, taken_from)
        return value

    def _value_of(self, cards: list[str], taken_from: int | None) -> float:
        view = self.view
        mine = gain(list(view.captured[self.seat]), cards)
        if taken_from is not None:
            rest = [c for c in view.captured[taken_from] if c not in cards]
            loss = potential(view.captured[taken_from]) - potential(rest)
            # Against one rival its loss is as good as our gain.
            return mine + (1.0 if view.players == 2 else DENIAL + 0.3) * loss
        rival_gain = max((gain(list(view.captured[r]), cards) for r in self.rivals), default=0.0)
        return mine + DENIAL * rival_gain

    def sweep(self, beast: str) -> list[str]:
        kind = data.BEAST_SWEEPS[beast]
        return [c for c in self.view.row if data.KIND_OF[c] == kind and c != beast]

    def hero_cost(self, hero: str) -> float:
        cost = self._hero_costs.get(hero)
        if cost is None:
            cost = self._hero_costs[hero] = self._hero_cost(hero)
        return cost

    def _hero_cost(self, hero: str) -> float:
        if self.view.final_round:
            return FINAL_ROUND_HERO
        left = len(self.hand) - 1
        cost = HERO_COST.get(left, HERO_COST_MANY)
        others = [h for h in self.hand if h != hero]
        if self.defending_something() and data.ATTACK_OF[hero] not in {data.ATTACK_OF[h] for h in others}:
            cost += LAST_OF_TYPE
        return cost

    def defending_something(self) -> bool:
        if self._defending is None:
            self._defending = self._defends()
        return self._defending

    def _defends(self) -> bool:
        view = self.view
        return not view.final_round and any(data.KIND_OF[c] in (data.TERRITORY, data.ARTIFACT)
                                            for c in view.captured[self.seat])

    def hero_value(self) -> float:
        """What one more hero in hand is worth (for recalls)."""
        if self.view.final_round:
            return FINAL_ROUND_HERO
        return HERO_COST.get(len(self.hand), HERO_COST_MANY)


class NormalBot:
    level = "normal"
    #: What the bot reads its seat's view with (a stronger bot may read more).
    reading = Reading

    def choose(self, rules: DragonLyreRules, state: LyreState, seat: int, rng: random.Random) -> Action:
        legal = rules.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        reading = self.reading(rules, state, seat)
        phase = state.phase
        if phase == SETUP:
            return self._setup(reading, legal)
        if phase == ACTION:
            return max(legal, key=lambda a: (self._action_value(reading, a), rng.random()))
        if phase == FIGHT:
            return self._seal_in_attack(reading, legal, rng)
        if phase == REINFORCE:
            return self._reinforce(reading, legal)
        if phase == RECALL:
            return max(legal, key=lambda a: self._keep_value(reading, a.hero, reading.hand))
        if phase == TIE_FIGHT:
            return self._seal_in_tie(reading, legal, rng)
        return rng.choice(legal)

    # --- setup ----------------------------------------------------------------
    def _setup(self, reading: Reading, legal: list[Action]) -> Action:
        """Set aside the hero the face-up row asks for least."""
        hand = [a.hero for a in legal]
        return min(legal, key=lambda a: self._keep_value(reading, a.hero, [h for h in hand if h != a.hero]))

    @staticmethod
    def _keep_value(reading: Reading, hero: str, others: list[str]) -> float:
        """How much we want `hero` in hand next to `others`: cards of its
        icon in the row, shared with the heroes of the same icon, plus a
        bonus for an attack type no other hero covers."""
        icon = data.ICON_OF[hero]
        demand = sum(reading.value_of([c]) for c in reading.view.row if data.KIND_OF[c] == icon)
        same_icon = sum(1 for h in others if data.ICON_OF[h] == icon)
        value = (demand + 2.0) / (1 + same_icon)
        if data.ATTACK_OF[hero] not in {data.ATTACK_OF[h] for h in others}:
            value += 1.0
        return value

    # --- the three actions --------------------------------------------------------
    def _action_value(self, reading: Reading, action: Action) -> float:
        kind = action.kind
        view = reading.view
        if kind == "capture":
            return reading.value_of([action.card]) - reading.hero_cost(action.hero)
        if kind == "prophet":
            return self._prophet_value(reading, action.card)
        if kind == "attack":
            return self._attack_value(reading, action.defender, action.card)
        if kind == "recall":
            count = min(view.actions_left, len(view.used[reading.seat]))
            per_hero = reading.hero_value()
            # Each action recall gives up could have been a capture worth
            # about a hero's cost at least.
            return count * per_hero - 0.6 * view.actions_left - 0.4
        return 0.0

    def _prophet_value(self, reading: Reading, card: str) -> float:
        view = reading.view
        taken = [card] + (reading.sweep(card) if card in data.BEAST_SWEEPS else [])
        value = reading.value_of(taken)
        if card in data.BEAST_SWEEPS:
            # A rival prophet could take this beast next.
            rivals_ready = any(not view.prophet_used[r] for r in reading.rivals)
            if rivals_ready:
                value += DENIAL * max(gain(list(view.captured[r]), taken) for r in reading.rivals)
        reserve = 0.0 if view.final_round else PROPHET_RESERVE * min(1.0, len(view.deck) / 20 + 0.4)
        return value - reserve

    def _attack_value(self, reading: Reading, defender: int, card: str) -> float:
        hand_types = {data.ATTACK_OF[h] for h in reading.hand}
        if reading.view.hands[defender]:
            _, chance = reading.best_type_against(defender, hand_types)
        else:
            chance = 1.0
        cheapest = min(reading.hero_cost(h) for h in reading.hand)
        return chance * reading.value_of([card], taken_from=defender) - cheapest - (1.3 - chance)

    # --- fights -------------------------------------------------------------------
    def _seal_in_attack(self, reading: Reading, legal: list[Action], rng: random.Random) -> Action:
        attack = reading.view.attack
        other = attack["defender"] if reading.seat == attack["attacker"] else attack["attacker"]
        return self._seal_against(reading, legal, [other], rng)

    def _seal_in_tie(self, reading: Reading, legal: list[Action], rng: random.Random) -> Action:
        others = [s for s in reading.view.contenders if s != reading.seat]
        return self._seal_against(reading, legal, others, rng)

    def _seal_against(self, reading: Reading, legal: list[Action], others: list[int],
                      rng: random.Random) -> Action:
        """The hero whose attack type does best against what the others
        may show; among equals the one we miss least."""
        odds = Counter()
        for other in others:
            odds.update(reading.type_odds(other))

        def merit(action: Action) -> tuple:
            mine = data.ATTACK_OF[action.hero]
            chance = odds[data.BEATS[mine]] + 0.5 * odds[mine]
            return (round(chance + rng.random() * 0.15, 3),
                    -self._keep_value(reading, action.hero, [h for h in reading.hand if h != action.hero]))
        return max(legal, key=merit)

    def _reinforce(self, reading: Reading, legal: list[Action]) -> Action:
        attack = reading.view.attack
        defender = attack["defender"]
        if not reading.view.hands[defender]:
            return next(a for a in legal if a.kind == "reinforce")
        _, chance = reading.best_type_against(defender, {data.ATTACK_OF[h] for h in reading.hand})
        worth = chance * reading.value_of([attack["card"]], taken_from=defender)
        sent = len(attack["attacker_heroes"])
        cost = min(reading.hero_cost(h) for h in reading.hand) + sent * 0.5
        wanted = "reinforce" if worth > cost else "give_up"
        return next(a for a in legal if a.kind == wanted)
