"""FROZEN reference bot `normal-v1` (measurement only): the Normal bot as it
was on 2026-12-01, before the second pass.  Kept unchanged so that
`python -m game.arena --bots normal,normal-v1,normal-v1,normal-v1` measures
progress against it.  Never edit it; players never meet it (make_bot's
levels are easy/normal/hard).

Citadels Normal bot: a table-reading heuristic.

It drafts by reading the table (who is rich, who is near 8 districts, who
holds many cards), guesses who holds which character by sampling draft
histories consistent with what it saw, aims the Assassin and the Thief at
likely threats, builds for colours and points, turns the Warlord on the
leader, and spends rather than hoards gold when the Thief is about.
"""
from __future__ import annotations

import random

from game.core import Action, Rules
from game.citadels.data import (
    ARCHITECT, ASSASSIN, BISHOP, COMPLETE_CITY, INCOME_COLOUR, KING, MAGICIAN, MERCHANT,
    SCORING_BONUS, THIEF, WARLORD, colour, cost,
)
from game.citadels.rules import CitadelsState, destroy_cost, district_income, DraftSampler

SAMPLES = 6
USEFUL_PURPLES = {"laboratory": 1.0, "smithy": 1.0, "observatory": 0.5, "library": 1.5,
                  "school_of_magic": 1.5, "keep": 0.5, "great_wall": 0.5, "graveyard": 0.3,
                  "haunted_city": 1.0}


def threat(state: CitadelsState, seat: int) -> float:
    """How close a seat is to winning: districts, their value, gold and cards."""
    city = state.cities[seat]
    near_end = 6 if len(city) >= COMPLETE_CITY - 2 else 0
    return (2 * len(city) + 0.3 * sum(cost(d) for d in city) + 0.3 * state.gold[seat]
            + 0.3 * len(state.hands[seat]) + near_end)


def holding_odds(state: CitadelsState, seat: int, rng: random.Random) -> dict[int, dict[int, float]]:
    """character -> {seat: probability}, from draft histories consistent with
    what `seat` saw (its own characters are certain)."""
    samples = []
    histories = DraftSampler(state, seat)
    for _ in range(SAMPLES):
        try:
            samples.append(histories.sample(rng))
        except RuntimeError:
            # Inside a search rollout the world was dealt from another
            # seat's knowledge and may contradict this seat's draft record:
            # then it simply knows nothing about who holds what.
            return {}
    odds: dict[int, dict[int, float]] = {}
    for slots in samples:
        for (who, kind, _), character in zip(state.draft_log, slots):
            if kind == "pick":
                per = odds.setdefault(character, {})
                per[who] = per.get(who, 0.0) + 1.0 / SAMPLES
    return odds


class NormalBot:
    level = "normal"

    def choose(self, rules: Rules, state: CitadelsState, seat: int, rng: random.Random) -> Action:
        legal = rules.legal_actions(state, seat)
        kind = rules.pending(state)[0].kind
        if kind == "pick_character":
            return max(legal, key=lambda a: self.character_value(state, seat, a.character))
        if kind == "discard_character":
            return min(legal, key=lambda a: self.character_value(state, seat, a.character))
        if kind == "keep_card":
            return max(legal, key=lambda a: self.card_value(state, seat, a.card))
        if kind == "graveyard":
            worth = cost(state.graveyard_card) >= 2
            return Action("graveyard_take") if worth else Action("graveyard_pass")
        if kind == "magician_discard":
            useless = [a for a in legal if a.kind == "magician_discard"
                       and self.card_value(state, seat, a.card) < 1]
            return useless[0] if useless else Action("magician_done")
        return self.turn_action(state, seat, legal, rng)

    # --- valuing --------------------------------------------------------------
    def card_value(self, state: CitadelsState, seat: int, card: str) -> float:
        """A district in hand: its points, a new colour, a useful power; a
        copy of one already built (or held twice) is worth nothing."""
        city, hand = state.cities[seat], state.hands[seat]
        if card in city:
            return -5.0
        value = cost(card) + SCORING_BONUS.get(card, 0) + USEFUL_PURPLES.get(card, 0.0)
        if colour(card) not in {colour(d) for d in city}:
            value += 1.5
        shortfall = cost(card) - state.gold[seat] - 2
        if shortfall > 0:
            value -= 1.2 * shortfall
        if hand.count(card) > 1:
            value -= 3
        return value

    def character_value(self, state: CitadelsState, seat: int, character: int) -> float:
        city, gold = state.cities[seat], state.gold[seat]
        others = [s for s in range(state.players) if s != seat]
        value = float(district_income(city, character))
        buildable = [c for c in sorted(set(state.hands[seat])) if c not in city]
        if character == ASSASSIN:
            value += 1.5 + 0.3 * max(threat(state, s) for s in others) / 5
        elif character == THIEF:
            value += 0.35 * max(state.gold[s] for s in others)
        elif character == MAGICIAN:
            most = max(len(state.hands[s]) for s in others)
            value += 0.5 + max(0, most - len(state.hands[seat]) - 1) * 0.8
            if not buildable:
                value += 1
        elif character == KING:
            value += 1.2
        elif character == BISHOP:
            value += 0.5 + (1.5 if len(city) >= COMPLETE_CITY - 3 else 0)
        elif character == MERCHANT:
            value += 1.0
        elif character == ARCHITECT:
            value += 1.0 + (1.5 if gold >= 5 and len(buildable) >= 2 else 0)
            value += 1.0 if len(city) >= COMPLETE_CITY - 3 else 0
        elif character == WARLORD:
            leader = max(others, key=lambda s: threat(state, s))
            value += 0.5 + (1.5 if len(state.cities[leader]) >= COMPLETE_CITY - 3 else 0)
        if gold >= 5 and character > THIEF:
            value -= 0.15 * gold  # a rich seat fears the Thief
        return value

    # --- a character's turn -----------------------------------------------------
    def turn_action(self, state: CitadelsState, seat: int, legal: list[Action],
                    rng: random.Random) -> Action:
        kinds = {a.kind for a in legal}
        power = self.power_action(state, seat, legal, kinds, rng)
        if power is not None:
            return power
        if "take_gold" in kinds:
            return self.resource_action(state, seat, kinds)
        builds = [a for a in legal if a.kind == "build"]
        best_build = max(builds, key=lambda a: self.card_value(state, seat, a.card), default=None)
        if "collect_income" in kinds:
            wanted = INCOME_COLOUR.get(state.called)
            if best_build is None or colour(best_build.card) != wanted:
                return Action("collect_income")
        if best_build is not None:
            return best_build
        lab = [a for a in legal if a.kind == "laboratory" and self.card_value(state, seat, a.card) < 1]
        if lab:
            return lab[0]
        useful = [c for c in state.hands[seat] if self.card_value(state, seat, c) >= 1]
        if "smithy" in kinds and len(useful) <= 1 and state.gold[seat] >= 4:
            return Action("smithy")
        destroy = self.destroy_action(state, seat, legal)
        return destroy if destroy is not None else Action("end_turn")

    def resource_action(self, state: CitadelsState, seat: int, kinds: set[str]) -> Action:
        """Draw when the hand holds nothing worth building, else take gold."""
        useful = [c for c in state.hands[seat] if self.card_value(state, seat, c) >= 1]
        affordable = [c for c in useful if cost(c) <= state.gold[seat]]
        if "draw_cards" in kinds and (not useful or (len(useful) == 1 and affordable)):
            return Action("draw_cards")
        return Action("take_gold")

    def power_action(self, state: CitadelsState, seat: int, legal: list[Action],
                     kinds: set[str], rng: random.Random) -> Action | None:
        if "murder" in kinds:
            odds = holding_odds(state, seat, rng)
            return max((a for a in legal if a.kind == "murder"),
                       key=lambda a: self.murder_value(state, seat, a.character, odds))
        if "rob" in kinds:
            odds = holding_odds(state, seat, rng)
            return max((a for a in legal if a.kind == "rob"),
                       key=lambda a: self.rob_value(state, seat, a.character, odds))
        if state.called == MAGICIAN and not state.power_used:
            return self.magician_action(state, seat, legal)
        return None

    def murder_value(self, state: CitadelsState, seat: int, character: int, odds) -> float:
        if character in state.chars[seat]:
            return -100.0
        per = odds.get(character, {})
        strength = {ARCHITECT: 2.0, MERCHANT: 1.5, KING: 1.5, WARLORD: 1.0, THIEF: 0.5}.get(character, 1.0)
        return sum(p * (threat(state, s) + strength) for s, p in per.items() if s != seat)

    def rob_value(self, state: CitadelsState, seat: int, character: int, odds) -> float:
        if character in state.chars[seat]:
            return -100.0
        per = odds.get(character, {})
        income = {MERCHANT: 3, KING: 2, ARCHITECT: 2}.get(character, 2)
        return sum(p * (state.gold[s] + income) for s, p in per.items() if s != seat)

    def magician_action(self, state: CitadelsState, seat: int, legal: list[Action]) -> Action | None:
        hand = state.hands[seat]
        useful = sum(1 for c in hand if self.card_value(state, seat, c) >= 1)
        swaps = [a for a in legal if a.kind == "swap_hands"]
        best = max(swaps, key=lambda a: len(state.hands[a.seat]), default=None)
        if best is not None and len(state.hands[best.seat]) >= useful + 2:
            return best
        useless = [a for a in legal if a.kind == "magician_discard"
                   and self.card_value(state, seat, a.card) < 1]
        return useless[0] if useless else None

    def destroy_action(self, state: CitadelsState, seat: int, legal: list[Action]) -> Action | None:
        """Destroy a district of the leading rival when it is cheap enough."""
        targets = [a for a in legal if a.kind == "destroy" and a.seat != seat]
        if not targets:
            return None
        leader = max(range(state.players), key=lambda s: threat(state, s) if s != seat else -1)
        if threat(state, leader) < threat(state, seat) - 2:
            return None
        on_leader = [a for a in targets if a.seat == leader]
        if not on_leader:
            return None
        best = max(on_leader, key=lambda a: cost(a.card) - 1.5 * destroy_cost(a.card, state.cities[leader]))
        price = destroy_cost(best.card, state.cities[leader])
        return best if price <= 1 or (price <= 3 and len(state.cities[leader]) >= COMPLETE_CITY - 2) else None
