"""Dragon's Lair Normal bot: a heuristic that reasons only from what its
seat knows (`rules.view`): its hand, the maze cards it placed, open rooms,
the discard pile and the key.

- Places treasure first (it will know where a chest is), then dragons (a
  trap it knows to avoid), then clues.
- Commits travel money boldly when it knows an unopened chest and can
  still become the leader (it then walks straight into it); otherwise
  three fifths of its chips while dragons are scarce among the unseen cards
  (travel money is what a chest pays back double, and it comes home on a
  false clue or when leaving), half that when they are not; never more
  than the richest chest could pay back out of the pool (a dragon takes
  the rest for nothing).
- Votes by expected value: the chance of a dragon and of treasure among the
  cards it has not seen, against the pay-out its travel money would earn,
  each other explorer staying with a modest chance (votes are sealed).
"""
from __future__ import annotations

import math
import random
from collections import Counter
from itertools import chain, product

from game.core import Action

from . import data
from .rules import (CHOOSE_ROOM, COMMIT, DIRECTION, KEY, KEY_ROOM, LEAVE, PLACE, STAY, UNKNOWN,
                    VOTE, DragonsLairRules, LairState, clue_step, split_treasure)

_FULL_DECK = Counter(data.full_deck())
_TREASURES = {card: data.treasure_value(card) for card in _FULL_DECK if data.is_treasure(card)}

#: What a drawn card is worth to us, in chips (a known card to place later).
CARD_VALUE = 1.0
#: Share of its chips the bot risks as travel money without a known chest
#: (0.6 against the first Normal's 0.3 won 47 % ± 5.6 at 4 seats in 300
#: games, 46 % at 3 and 36 % at 6 seats; 0.75 did no better).
PLAIN_STAKE = 0.6
#: Room scores for choosing where the team goes.
KNOWN_DRAGON = -100.0
DEAD_END = 0.0
#: The chance another explorer stays for the next room, as the bot reckons
#: who shares a chest with it.
STAY_CHANCE = 0.3
LEAD_ONTO_OWN_CHEST = 1.3   # the chance a leader's own room is a chest when it walks into it


class Knowledge:
    """What one seat knows, taken from its view."""

    def __init__(self, rules: DragonsLairRules, state: LairState, seat: int) -> None:
        self.view = view = rules.view(state, seat)
        self.seat = seat
        unseen = dict(_FULL_DECK)      # the deck less every card this seat has seen
        for card in chain(view.hands[seat], view.discard, [view.key] if view.key is not None else []):
            unseen[card] -= 1
        for card in view.maze:
            if card != UNKNOWN:
                unseen[card] -= 1
        total = max(1, sum(unseen.values()))
        self.dragon_chance = sum(unseen[d] for d in data.DRAGONS) / total
        count = sum(unseen[c] for c in _TREASURES)
        self.treasure_chance = count / total
        self.mean_treasure = sum(v * unseen[c] for c, v in _TREASURES.items()) / count if count else 0.0
        self.richest_treasure = max((v for c, v in _TREASURES.items() if unseen[c]), default=0)
        self._gains: dict[tuple[int, float], float] = {}   # treasure_gain, asked again for every path to a room

    def room(self, index: int) -> str:
        return self.view.maze[index]

    def chest_rooms(self) -> list[int]:
        """Unopened rooms this seat knows hold a chest, richest first."""
        view = self.view
        rooms = [i for i, c in enumerate(view.maze)
                 if not view.face_up[i] and c != UNKNOWN and data.is_treasure(c)]
        return sorted(rooms, key=lambda i: -data.treasure_value(view.maze[i]))

    # --- what a room is worth to an explorer with `stake` travel money ----
    def treasure_gain(self, stake: int, value: float) -> float:
        """Chips won beyond our own travel money if `value` is found now,
        each other explorer staying with the chance STAY_CHANCE (votes are
        sealed: a party that all expects everyone to stay goes home
        together and leaves the chests to whoever does not); an explorer
        the pool runs out before draws 2 cards instead."""
        if (stake, value) in self._gains:
            return self._gains[stake, value]
        view = self.view
        brave = view.brave if view.brave is not None else self.seat
        others = [s for s in range(view.players) if view.explorers[s] and s != self.seat]
        gain = 0.0
        for staying in product((False, True), repeat=len(others)):
            stayers = [s for s, stays in zip(others, staying) if stays] + [self.seat]
            chance = math.prod(STAY_CHANCE if stays else 1 - STAY_CHANCE for stays in staying)
            gain += chance * self._share(stayers, brave, stake, value)
        self._gains[stake, value] = gain
        return gain

    def _share(self, stayers: list[int], brave: int, stake: int, value: float) -> float:
        view = self.view
        order = sorted(stayers, key=lambda s: (s - brave) % view.players)
        travels = [max(0, view.travel[s] - 1) for s in order]
        mine = order.index(self.seat)
        travels[mine] = stake
        returns, shares, _ = split_treasure(view.pool + len(order) + int(value), travels)
        return returns[mine] + shares[mine] or 2 * CARD_VALUE

    def room_value(self, index: int, stake: int, depth: int = 2) -> float:
        """Expected chips from entering room `index` rather than going home
        now (not counting the 1 paid to enter)."""
        view = self.view
        if view.face_up[index]:
            return DEAD_END
        card = self.room(index)
        if card == UNKNOWN:
            gamble = (self.treasure_chance * self.treasure_gain(stake, self.mean_treasure)
                      - self.dragon_chance * stake)
            if view.known_by[index] is not None and view.known_by[index] == view.leader \
                    and index == view.marker and view.leader != self.seat:
                gamble *= LEAD_ONTO_OWN_CHEST
            clue_chance = 1 - self.treasure_chance - self.dragon_chance
            return gamble + clue_chance * max(0.0, gamble) * 0.5
        if data.is_dragon(card):
            return KNOWN_DRAGON
        if data.is_treasure(card):
            return self.treasure_gain(stake, data.treasure_value(card))
        if depth == 0:
            return 0.0
        if view.key is not None and data.rank_of(card) == data.rank_of(view.key):
            return 0.0
        targets = ([clue_step(len(view.maze), index, card)] if not view.brave_chooses_direction else
                   [clue_step(len(view.maze), index, card, way) for way in ("left", "right")])
        values = [self.after_clue(t, index, stake, depth) for t in targets]
        return max(values) if view.brave == self.seat else sum(values) / len(values)

    def after_clue(self, target: int, source: int, stake: int, depth: int) -> float:
        """Value of a clue leading from `source` to `target`: nothing on a
        dead end; otherwise the next room, which we may still refuse."""
        if target == source or self.view.face_up[target]:
            return DEAD_END
        return max(-CARD_VALUE, self.room_value(target, stake - 1, depth - 1) - 1)

    def pick_room(self, rooms: list[int]) -> int:
        """The room to send the team into: a known chest, else the best
        guess, keeping away from known dragons and from rooms others
        placed by hand."""
        stake = max(1, self.view.travel[self.seat])

        def score(index: int) -> float:
            value = self.room_value(index, stake)
            placed_by = self.view.known_by[index]
            if self.room(index) == UNKNOWN and placed_by is not None:
                value -= 1.0   # another seat chose this card: maybe a dragon
            return value

        return max(rooms, key=score)


def chest_commitment(chips: int, highest: int, pool: int, value: int) -> int:
    """What a Normal knowing a chest of `value` commits to lead onto it:
    one more than the highest, or what the chest can pay back."""
    return min(chips, max(highest + 1, pool + value))


class NormalBot:
    level = "normal"

    def choose(self, rules: DragonsLairRules, state: LairState, seat: int,
               rng: random.Random) -> Action:
        legal = rules.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        know = Knowledge(rules, state, seat)
        phase = state.phase
        if phase == PLACE:
            return self._place(know, legal, rng)
        if phase == COMMIT:
            return self._commit(know, seat)
        if phase == KEY:
            return legal[-1]   # the pile's top card when there is one
        if phase in (CHOOSE_ROOM, KEY_ROOM):
            return legal[[a.room for a in legal].index(know.pick_room([a.room for a in legal]))]
        if phase == VOTE:
            return self._vote(know)
        if phase == DIRECTION:
            return self._direction(know, legal)
        return legal[0]

    @staticmethod
    def _place(know: Knowledge, legal: list[Action], rng: random.Random) -> Action:
        """Treasure first (richest), then a dragon, then the longest clue."""
        def priority(action: Action) -> float:
            card = action.get("card")
            if card is None:
                return 0.0
            if data.is_treasure(card):
                return 1000 + data.treasure_value(card)
            if data.is_dragon(card):
                return 500.0
            return data.clue_steps(card)

        best = max(priority(a) for a in legal)
        return rng.choice([a for a in legal if priority(a) == best])

    @staticmethod
    def _commit(know: Knowledge, seat: int) -> Action:
        view = know.view
        chips = view.chips[seat]
        highest = max((c for c in view.commitments if c is not None), default=0)
        chests = know.chest_rooms()
        if chests and chips > highest:
            # Leading means walking into our own chest: stake what it can pay back.
            amount = chest_commitment(chips, highest, view.pool, data.treasure_value(view.maze[chests[0]]))
        else:
            safe = know.dragon_chance < 0.06
            # a chest pays travel money back only out of the pool: more is risked for nothing
            payable = view.pool + view.players + know.richest_treasure
            amount = max(1, min(payable, round(chips * (PLAIN_STAKE if safe else PLAIN_STAKE / 2))))
            amount = min(amount, chips - 1) if chips > 1 else 1
        return Action("commit", amount=max(1, min(chips, amount)))

    @staticmethod
    def _vote(know: Knowledge) -> Action:
        view = know.view
        stake = view.travel[know.seat] - 1
        if stake < 0:
            return Action(LEAVE)
        draw_value = CARD_VALUE if view.draw_pile else 0.0
        stay_value = know.room_value(view.marker, stake) - 1
        return Action(STAY if stay_value > draw_value else LEAVE)

    @staticmethod
    def _direction(know: Knowledge, legal: list[Action]) -> Action:
        view = know.view
        stake = max(0, view.travel[know.seat] - 1)
        card = view.maze[view.marker]

        def score(action: Action) -> float:
            target = clue_step(len(view.maze), view.marker, card, action.direction)
            return know.after_clue(target, view.marker, stake, 2)

        return max(legal, key=score)
