"""Citadels Normal bot: plays a round the way a thoughtful person plans it.

Everything is weighed in points.  A gold coin is worth a little over half
a point (it becomes district later), a district built is worth its points
plus the tempo of a build (one a turn is the scarce thing), and a card in
hand is a build still to pay for.

- Drafting, at a glance: for every character on offer it plans its own
  turn with it (income, the Merchant's coin, the Architect's cards and
  three builds, which districts it could afford), adds what the power is
  worth now (the crown, the Bishop's shelter from the Warlord, a
  destruction on the leader, a likely murder or theft, a good hand swap),
  and discounts it by the risk of being murdered or robbed: who may hold
  the Assassin and the Thief, and how rich and how far ahead it is.  A
  rival about to complete his city makes the Assassin and the Warlord
  worth more.
- Drafting, thinking it through: the few best at a glance are each tried
  in the same handful of imagined rounds (what it cannot see dealt afresh
  from what it knows; everyone drafting what looks good to anyone, an
  assassin or thief aiming at popular characters and at the leaders, turns
  played as this bot plays them), and judged by how it stands against its
  rivals when the round is over.
- Reading the table: it samples draft histories consistent with the pools
  it was offered and weighs each by how likely every seat was to pick as
  it did (people take what serves them), so it knows roughly who holds what.
- The Assassin and the Thief aim at the character the leading rivals most
  likely hold (the Thief at the gold it would bring).  The Warlord destroys
  on the rival most likely to win when the blow is cheap for what it costs
  him, above all on a city one district from complete.
- Building: the most valuable district it can afford, counting a new colour
  toward the five-colour bonus and useful purple powers; near the end it
  races to eight districts.  It takes gold unless its hand has nothing
  worth building soon.

The bot sees only its seat's determinized state: others' hands are only
their sizes and the characters only what the draft showed.
"""
from __future__ import annotations

import math
import random

from game.core import Action, Rules
from game.citadels.data import (
    ARCHITECT, ASSASSIN, BISHOP, COMPLETE_CITY, INCOME_COLOUR, KING, MAGICIAN, MERCHANT,
    SCORING_BONUS, THIEF, WARLORD, colour, cost,
)
from game.citadels.rules import (
    CitadelsState, destroy_cost, district_income, district_points, pool_before, DraftSampler,
)

GOLD = 0.6          # a coin: most of it turns into district points later
TEMPO = 1.5         # a district built, on top of its points: builds are scarce
CARD = 0.6          # an unknown district card in hand
CROWN = 0.3         # picking first next round
ASSASSIN_BASE = 1.0   # the Assassin's shelter and blow, before a rival nears the end
BISHOP_K = 0.3      # the Bishop's shelter per 8 points of city, far from the end
MURDER_SCALE = 1.5  # assassins aim better than a popularity prior says
CANDIDATES = 2      # characters tried in imagined rounds
WORLD_STEPS = 16    # imagined rounds per candidate, times the characters in play
MIN_WORLDS = 2
GLANCE = 0.3        # share of the at-a-glance worth added to the imagined rounds' verdict
MISS = 0.2          # an imagined assassin or thief aims at a character nobody holds this seldom
SAMPLES = 12        # draft histories sampled to guess who holds what
PICK_SHARPNESS = 1.0  # how firmly the bot believes others pick what serves them
STRIKE_SPREAD = 1.0  # points: a murder this much worse than the best is e times less likely
#: How often an assassin or a thief goes for each character, a prior from
#: how characters are drafted (strong, popular characters are aimed at most).
TARGET_PRIOR = {THIEF: 0.6, MAGICIAN: 0.8, KING: 1.6, BISHOP: 0.9, MERCHANT: 1.2,
                ARCHITECT: 1.3, WARLORD: 0.9}
USEFUL_PURPLES = {"laboratory": 1.0, "smithy": 1.0, "observatory": 0.5, "library": 1.5,
                  "school_of_magic": 1.5, "keep": 0.5, "great_wall": 0.5, "graveyard": 0.3,
                  "haunted_city": 1.0}


# --- reading the table ----------------------------------------------------------

def standing(state: CitadelsState, seat: int) -> float:
    """How well a seat is doing, in points: its city's score, the tempo of
    every district, the gold and cards that will become districts, and a
    city close to eight (its owner ends the game when it suits him)."""
    city = state.cities[seat]
    near = 2.0 * max(0, len(city) - (COMPLETE_CITY - 3))
    return (district_points(city) + TEMPO * len(city) + GOLD * min(state.gold[seat], 8)
            + CARD * min(len(state.hands[seat]), 4) + near)


def standings(state: CitadelsState) -> list[float]:
    """Every seat's standing, worked out once for a decision's candidates."""
    return [standing(state, s) for s in range(state.players)]


def rival_weights(ranks: list[float], seat: int) -> dict[int, float]:
    """How much hurting each rival helps this seat: the rivals' chances to
    win (softmax of their standings, `ranks`), scaled so an average rival
    weighs 1."""
    others = [s for s in range(len(ranks)) if s != seat]
    if not others:
        return {}
    top = max(ranks[s] for s in others)
    raw = {s: math.exp((ranks[s] - top) / 4.0) for s in others}
    total = sum(raw.values())
    return {s: len(others) * w / total for s, w in raw.items()}


def public_pick_value(state: CitadelsState, seat: int, character: int) -> float:
    """What a character looks worth to `seat` from what everyone can see:
    its colour income, gold and cards, the crown, a city near complete."""
    city, gold = state.cities[seat], state.gold[seat]
    value = district_income(city, character)
    value += {ASSASSIN: 1.5, THIEF: 1.0, MAGICIAN: 0.5, KING: 1.5, BISHOP: 0.5, MERCHANT: 1.5,
              ARCHITECT: 1.0, WARLORD: 0.7}[character]
    if character == ARCHITECT and gold >= 4:
        value += 1.0
    if character == MAGICIAN and len(state.hands[seat]) <= 1:
        value += 1.0
    if character in (BISHOP, WARLORD) and len(city) >= COMPLETE_CITY - 2:
        value += 1.0
    return value


def weighted_histories(state: CitadelsState, seat: int, rng: random.Random,
                       samples: int = SAMPLES) -> list[tuple[float, list[int]]]:
    """Draft histories consistent with what `seat` saw (a character for
    every draft-log entry), each with its share of belief: how likely the
    other seats were to pick as it says (softmax of `public_pick_value`
    over the pool each of them was offered).  Empty when the state was
    dealt from another seat's knowledge (inside a search rollout) and
    contradicts this seat's draft record: then it knows nothing."""
    weighted: list[tuple[float, list[int]]] = []
    histories = DraftSampler(state, seat)
    pick_values: dict[tuple[int, int], float] = {}
    for _ in range(samples):
        try:
            slots = histories.sample(rng)
        except RuntimeError:
            return []
        log = [[who, kind, c] for (who, kind, _), c in zip(state.draft_log, slots)]
        log_weight = 0.0
        for index, (who, kind, character) in enumerate(log):
            if kind != "pick" or who == seat:
                continue
            pool = pool_before(log, index, state.players)
            for c in pool:
                if (who, c) not in pick_values:
                    pick_values[who, c] = PICK_SHARPNESS * public_pick_value(state, who, c)
            values = {c: pick_values[who, c] for c in pool}
            top = max(values.values())
            log_weight += values[character] - top - math.log(sum(math.exp(v - top) for v in values.values()))
        weighted.append((log_weight, slots))
    top = max(w for w, _ in weighted)
    total = sum(math.exp(w - top) for w, _ in weighted)
    return [(math.exp(w - top) / total, slots) for w, slots in weighted]


def holding_odds(state: CitadelsState, seat: int, rng: random.Random) -> dict[int, dict[int, float]]:
    """character -> {seat: probability it holds it}, from the draft
    histories `seat` believes (`weighted_histories`).  Its own characters
    are certain."""
    return odds_of_histories(state, weighted_histories(state, seat, rng))


def odds_of_histories(state: CitadelsState, weighted: list[tuple[float, list[int]]]) -> dict[int, dict[int, float]]:
    """character -> {seat: its histories' shares in which it picked it}."""
    odds: dict[int, dict[int, float]] = {}
    for share, slots in weighted:
        for (who, kind, _), character in zip(state.draft_log, slots):
            if kind == "pick":
                per = odds.setdefault(character, {})
                per[who] = per.get(who, 0.0) + share
    return odds


# --- valuing districts ------------------------------------------------------------

def card_value(state: CitadelsState, seat: int, card: str) -> float:
    """A district in hand: its points, a colour still missing from the city
    (more as the five-colour bonus comes within reach), a useful power; a
    copy of one already built (or held twice) is worth nothing."""
    city, hand = state.cities[seat], state.hands[seat]
    if card in city:
        return -5.0
    value = cost(card) + SCORING_BONUS.get(card, 0) + USEFUL_PURPLES.get(card, 0.0)
    colours = set(map(colour, city))
    if colour(card) not in colours:
        value += 0.5 + 0.5 * len(colours)
    if hand.count(card) > 1:
        value -= 3
    return value


def build_gain(state: CitadelsState, seat: int, card: str) -> float:
    """Points now for building `card`: its value and tempo less the gold."""
    return card_value(state, seat, card) + TEMPO - GOLD * cost(card)


def plan_builds(state: CitadelsState, seat: int, gold: int, builds: int) -> list[str]:
    """The districts the seat would build with `gold` and `builds` builds:
    best first, each affordable with what is left."""
    gains = {card: build_gain(state, seat, card) for card in set(state.hands[seat]) - set(state.cities[seat])}
    # By name first, so equal gains break the same way in every process.
    hand = sorted(sorted(gains), key=gains.get, reverse=True)
    chosen = []
    for card in hand:
        if len(chosen) == builds:
            break
        if cost(card) <= gold and gains[card] > 0:
            chosen.append(card)
            gold -= cost(card)
    return chosen


def unreadable_murder(murders: list[Action], values: list[float], rng: random.Random) -> Action:
    """A murder chosen at random, one worth STRIKE_SPREAD points less than
    the best e times less likely: an Assassin that always names the
    character most likely drafted (the Merchant, in 43-49 % of its murders)
    is one a person dodges by leaving that character alone, so close calls
    are mixed and only a clearly better murder is near certain.  (A theft
    is worth what its victim holds, which moves from seat to seat, so the
    Thief's aim spreads by itself and stays the best one.)"""
    top = max(values)
    return rng.choices(murders, [math.exp((v - top) / STRIKE_SPREAD) for v in values])[0]


# --- the bot ---------------------------------------------------------------------

class NormalBot:
    level = "normal"

    def choose(self, rules: Rules, state: CitadelsState, seat: int, rng: random.Random) -> Action:
        return self.decide(rules, state, seat, rules.pending(state)[0].kind, rules.legal_actions(state, seat), rng)

    def decide(self, rules: Rules, state: CitadelsState, seat: int, kind: str, legal: list[Action],
               rng: random.Random) -> Action:
        """The move for `seat`'s decision of `kind` among `legal` (a search's
        rollout knows both already)."""
        if kind == "pick_character":
            return self.plan_pick(rules, state, seat, legal, rng)
        if kind == "discard_character":
            odds, ranks = holding_odds(state, seat, rng), standings(state)
            return min(legal, key=lambda a: self.character_value(state, seat, a.character, odds, ranks))
        if kind == "keep_card":
            return max(legal, key=lambda a: card_value(state, seat, a.card))
        if kind == "graveyard":
            worth = card_value(state, seat, state.graveyard_card) >= 3 and state.gold[seat] >= 2
            return Action("graveyard_take") if worth else Action("graveyard_pass")
        if kind == "magician_discard":
            useless = [a for a in legal if a.kind == "magician_discard"
                       and card_value(state, seat, a.card) < 2]
            return useless[0] if useless else Action("magician_done")
        return self.turn_action(state, seat, legal, rng)

    # --- drafting ---------------------------------------------------------------
    def plan_pick(self, rules: Rules, state: CitadelsState, seat: int, legal: list[Action],
                  rng: random.Random) -> Action:
        """The character to take: the few that look best at a glance, each
        tried in the same handful of imagined rounds (the hidden cards and
        characters dealt afresh from what the seat knows, everyone playing
        plainly), judged by how the seat stands against its rivals after
        the round, plus a share of the glance."""
        odds, ranks = holding_odds(state, seat, rng), standings(state)
        glance = {a: self.character_value(state, seat, a.character, odds, ranks) for a in legal}
        candidates = sorted(legal, key=glance.get, reverse=True)[:CANDIDATES]
        if len(candidates) == 1:
            return candidates[0]
        characters = state.players * (2 if state.players <= 3 else 1)  # 2-3 seats play two each
        worlds = max(MIN_WORLDS, WORLD_STEPS // characters)
        totals = dict.fromkeys(candidates, 0.0)
        for _ in range(worlds):
            world = self.imagined_world(rules, state, seat, rng)
            luck = rng.getrandbits(32)
            for action in candidates:
                trial = world.clone()
                rules.apply(trial, seat, action)
                totals[action] += self.play_out_round(rules, trial, seat, odds, random.Random(luck))
        return max(candidates, key=lambda a: totals[a] / worlds + GLANCE * glance[a])

    @staticmethod
    def imagined_world(rules: Rules, state: CitadelsState, seat: int, rng: random.Random) -> CitadelsState:
        """A fresh deal of what the seat cannot see.  Inside a search the
        state may be a world dealt from another seat's knowledge, which this
        seat's draft record can contradict: then that world itself."""
        try:
            return rules.determinize(state, seat, rng)
        except RuntimeError:
            return state.clone()

    def play_out_round(self, rules: Rules, world: CitadelsState, seat: int, odds, rng: random.Random) -> float:
        """Play the imagined round to its end, everyone plainly; the seat's
        standing against its rivals' (the best of them and their average)."""
        start = world.round
        while world.phase != "over" and world.round == start:
            waiting = rules.pending(world)[0]
            legal = rules.legal_actions(world, waiting.seat)
            action = legal[0] if len(legal) == 1 else self.plain_action(
                world, waiting.seat, waiting.kind, legal, odds if waiting.seat == seat else None, rng)
            rules.apply_chosen(world, waiting.seat, action)
        ranks = standings(world)
        rivals = ranks[:seat] + ranks[seat + 1:]
        crown = CROWN if world.crown == seat else 0.0
        return ranks[seat] + crown - (max(rivals) + sum(rivals) / len(rivals)) / 2

    def plain_action(self, world: CitadelsState, seat: int, kind: str, legal: list[Action], odds,
                     rng: random.Random) -> Action:
        """How a seat plays in an imagined round: drafts what looks good to
        anyone (`public_pick_value`, with some chance), strikes at a
        character by its popularity and its holder's lead (the planning seat
        by its own reading, `odds`), and plays its turn as the bot does."""
        if kind in ("pick_character", "discard_character"):
            sign = 1 if kind == "pick_character" else -1
            values = [sign * public_pick_value(world, seat, a.character) for a in legal]
            top = max(values)
            return rng.choices(legal, [math.exp(v - top) for v in values])[0]
        if kind == "keep_card":
            return max(legal, key=lambda a: card_value(world, seat, a.card))
        if kind == "graveyard":
            return Action("graveyard_pass")
        if kind == "magician_discard":
            return Action("magician_done")
        strikes = [a for a in legal if a.kind in ("murder", "rob")]
        if strikes:
            weights = rival_weights(standings(world), seat)
            if odds:
                return max(strikes, key=lambda a: self.strike_value(world, seat, a.character, odds, weights,
                                                                    murder=a.kind == "murder"))

            def aim(action: Action) -> float:
                holder = world.holder(action.character)
                prior = TARGET_PRIOR.get(action.character, 0.5)
                return prior * (MISS if holder is None or holder == seat else 1 + weights[holder])
            return rng.choices(strikes, [aim(a) for a in strikes])[0]
        return self.turn_action(world, seat, legal, rng)

    def character_value(self, state: CitadelsState, seat: int, character: int, odds,
                        ranks: list[float]) -> float:
        """What playing `character` this round is worth: the turn it gives,
        its power, less what a murder or a theft would likely cost (`ranks`:
        every seat's standing)."""
        weights = rival_weights(ranks, seat)
        turn = self.turn_outlook(state, seat, character)
        power = self.power_outlook(state, seat, character, weights)
        lead = ranks[seat] - max((ranks[s] for s in weights), default=0)
        murdered = 0.0 if character == ASSASSIN else self.danger(state, seat, character, ASSASSIN, odds, lead)
        robbed = 0.0 if character in (ASSASSIN, THIEF) else self.danger(state, seat, character, THIEF, odds, lead)
        loss = murdered * (turn + power) + (1 - murdered) * robbed * GOLD * state.gold[seat]
        return turn + power - loss

    def turn_outlook(self, state: CitadelsState, seat: int, character: int) -> float:
        """The seat's own turn with `character`: the resource action, the
        character's income and extra gold or cards, and what it can build."""
        city = state.cities[seat]
        gold = state.gold[seat] + 2 + (1 if character == MERCHANT else 0)
        builds = 3 if character == ARCHITECT else 1
        chosen = plan_builds(state, seat, gold + district_income(city, character), builds)
        value = GOLD * (2 + (1 if character == MERCHANT else 0))
        value += GOLD * district_income(city + chosen, character)
        value += sum(build_gain(state, seat, c) for c in chosen)
        if character == ARCHITECT:
            value += 2 * CARD
            if len(chosen) < builds and gold - sum(cost(c) for c in chosen) >= 3:
                value += 0.5 * TEMPO  # a drawn card may be built as well
        if len(city) + len(chosen) >= COMPLETE_CITY and all(
                len(state.cities[s]) < COMPLETE_CITY for s in range(state.players)):
            value += 4  # first to complete the city
        return value

    def power_outlook(self, state: CitadelsState, seat: int, character: int, weights: dict[int, float]) -> float:
        threatening = max((len(state.cities[s]) for s in weights), default=0) >= COMPLETE_CITY - 2
        if character == ASSASSIN:
            return ASSASSIN_BASE + (2.5 if threatening else 0.0)
        if character == THIEF:
            richest = max((state.gold[s] * weights[s] for s in weights), default=0)
            return 0.35 * GOLD * richest + 0.3
        if character == MAGICIAN:
            return self.swap_gain(state, seat)
        if character == KING:
            return CROWN
        if character == BISHOP:
            exposed = sum(cost(d) for d in state.cities[seat]) / 8
            return exposed * (1.5 if len(state.cities[seat]) >= COMPLETE_CITY - 2 else BISHOP_K)
        if character == WARLORD:
            return 0.5 * self.best_destroy_value(state, seat, state.gold[seat] + 2, weights)[0] + (
                1.0 if threatening else 0.0)
        return 0.0

    def danger(self, state: CitadelsState, seat: int, character: int, attacker: int, odds,
               lead: float) -> float:
        """The chance `character` is struck by the Assassin (or robbed by the
        Thief) if this seat plays it: the chance a rival holds `attacker`,
        times how likely it aims at this character; more for a leader (`lead`:
        its standing over the best rival's)."""
        if attacker in state.chars[seat]:
            return 0.0
        if state.phase == "draft" and attacker in state.pool:
            later = sum(1 for who, kind in state.steps[1:] if kind == "pick" and who != seat)
            held = min(1.0, later / max(1, len(state.pool) - 1)) * 0.8
        elif any(kind == "up" and c == attacker for _, kind, c in state.draft_log):
            return 0.0
        else:
            held = sum(p for s, p in odds.get(attacker, {}).items() if s != seat)
            if not odds:
                held = 0.5
        candidates = [c for c in TARGET_PRIOR if c != attacker
                      and not any(kind == "up" and c == shown for _, kind, shown in state.draft_log)]
        aim = TARGET_PRIOR.get(character, 0) / sum(TARGET_PRIOR[c] for c in candidates)
        aim *= 1.0 + max(-0.5, min(1.0, lead / 8))
        return min(1.0, held * aim * (MURDER_SCALE if attacker == ASSASSIN else 1.0))

    def swap_gain(self, state: CitadelsState, seat: int) -> float:
        """Swapping for the largest rival hand, against keeping this one."""
        mine = sum(max(0.0, build_gain(state, seat, c)) for c in state.hands[seat]) / 3
        most = max((len(state.hands[s]) for s in range(state.players) if s != seat), default=0)
        return max(0.0, most * CARD - mine, 0.4 if not state.hands[seat] else 0.0)

    def best_destroy_value(self, state: CitadelsState, seat: int, gold: int,
                           weights: dict[int, float]) -> tuple[float, tuple | None]:
        """The best destruction of a rival's district: what it takes from
        him (points and tempo, weighed by his chances), less the price."""
        bishop = state.holder(BISHOP) if BISHOP in state.revealed else None
        best, target = 0.0, None
        for rival, weight in weights.items():
            city = state.cities[rival]
            if len(city) >= COMPLETE_CITY or rival == bishop and state.murdered != BISHOP:
                continue
            urgency = 2.0 if len(city) == COMPLETE_CITY - 1 else 1.0
            for card in sorted(set(city)):
                price = destroy_cost(card, city)
                if card == "keep" or price > gold:
                    continue
                harm = (cost(card) + SCORING_BONUS.get(card, 0) + TEMPO) * weight * urgency / 3
                value = harm - GOLD * price * 1.2
                if value > best:
                    best, target = value, (rival, card)
        return best, target

    # --- a character's turn -------------------------------------------------------
    def turn_action(self, state: CitadelsState, seat: int, legal: list[Action],
                    rng: random.Random) -> Action:
        kinds = {a.kind for a in legal}
        if "murder" in kinds or "rob" in kinds:
            return self.strike(state, seat, legal, holding_odds(state, seat, rng), rng)
        if state.called == MAGICIAN and not state.power_used:
            magic = self.magician_action(state, seat, legal)
            if magic is not None:
                return magic
        if "take_gold" in kinds:
            return self.resource_action(state, seat, kinds)
        builds = [a for a in legal if a.kind == "build"]
        planned = plan_builds(state, seat, state.gold[seat], 1)
        if "collect_income" in kinds:
            wanted = INCOME_COLOUR.get(state.called)
            if not planned or (colour(planned[0]) != wanted and planned[0] != "school_of_magic"):
                return Action("collect_income")
        if planned and Action("build", card=planned[0]) in builds:
            return Action("build", card=planned[0])
        if builds and len(state.cities[seat]) >= COMPLETE_CITY - 1:
            return max(builds, key=lambda a: cost(a.card))  # racing to eight
        lab = [a for a in legal if a.kind == "laboratory" and card_value(state, seat, a.card) < 1]
        if lab:
            return lab[0]
        useful = [c for c in state.hands[seat] if card_value(state, seat, c) >= 1]
        if "smithy" in kinds and len(useful) <= 1 and state.gold[seat] >= 4:
            return Action("smithy")
        if "destroy" in kinds:
            value, target = self.best_destroy_value(state, seat, state.gold[seat],
                                                    rival_weights(standings(state), seat))
            if target is not None and value > 0:
                return Action("destroy", seat=target[0], card=target[1])
        return Action("end_turn")

    def resource_action(self, state: CitadelsState, seat: int, kinds: set[str]) -> Action:
        """Take gold while the hand holds districts worth building; draw when
        it holds none, or only what the gold already pays for and the
        builds ahead need more."""
        hand = [c for c in state.hands[seat] if card_value(state, seat, c) >= 1]
        hand = list(dict.fromkeys(hand))
        if "draw_cards" not in kinds:
            return Action("take_gold")
        if not hand:
            return Action("draw_cards")
        builds_left = COMPLETE_CITY - len(state.cities[seat])
        gold_needed = sum(sorted(cost(c) for c in hand)[:builds_left])
        if len(hand) == 1 and cost(hand[0]) <= state.gold[seat] and builds_left > 1:
            return Action("draw_cards")
        if len(hand) <= 2 and gold_needed <= state.gold[seat] and builds_left > 2:
            return Action("draw_cards")
        return Action("take_gold")

    def strike(self, state: CitadelsState, seat: int, legal: list[Action], odds, rng: random.Random) -> Action:
        """The Assassin's murder or the Thief's theft, aimed by `odds` (who
        likely holds what): the theft worth most, a murder at random by
        its worth (`unreadable_murder`)."""
        weights = rival_weights(standings(state), seat)
        murder = any(a.kind == "murder" for a in legal)
        strikes = [a for a in legal if a.kind == ("murder" if murder else "rob")]
        values = [self.strike_value(state, seat, a.character, odds, weights, murder=murder) for a in strikes]
        if murder:
            return unreadable_murder(strikes, values, rng)
        return strikes[values.index(max(values))]

    def strike_value(self, state: CitadelsState, seat: int, character: int, odds,
                     weights: dict[int, float], murder: bool) -> float:
        """Murder (or rob) `character`: what its likely holders lose, weighed
        by their chances to win (`weights`); nothing for a character nobody
        may hold."""
        if character in state.chars[seat]:
            return -100.0
        value = 0.0
        for rival, p in odds.get(character, {}).items():
            if rival == seat:
                continue
            if murder:
                harm = self.public_turn_value(state, rival, character)
            else:
                harm = GOLD * (state.gold[rival] + 1.0)
            value += p * harm * weights.get(rival, 1.0)
        return value + 0.01 * TARGET_PRIOR.get(character, 0)

    def public_turn_value(self, state: CitadelsState, seat: int, character: int) -> float:
        """Roughly what a rival's turn with `character` brings, from what is
        public: gold and income, a likely build, more for the Architect, and
        everything for a city that would complete."""
        city = state.cities[seat]
        gold = state.gold[seat] + 2 + district_income(city, character) + (character == MERCHANT)
        builds = 1 + (2 if character == ARCHITECT and gold >= 6 else 0)
        affordable = min(builds, gold // 3, len(state.hands[seat]) + (2 if character == ARCHITECT else 0))
        value = GOLD * (gold - state.gold[seat]) + affordable * (3 + TEMPO - 3 * GOLD)
        if len(city) + affordable >= COMPLETE_CITY:
            value += 6
        return value

    def magician_action(self, state: CitadelsState, seat: int, legal: list[Action]) -> Action | None:
        swaps = [a for a in legal if a.kind == "swap_hands"]
        if swaps:
            mine = sum(max(0.0, build_gain(state, seat, c)) for c in state.hands[seat]) / 3
            best = max(swaps, key=lambda a: len(state.hands[a.seat]))
            if len(state.hands[best.seat]) * CARD - mine >= 1.2:
                return best
        useless = [a for a in legal if a.kind == "magician_discard"
                   and card_value(state, seat, a.card) < 2]
        return useless[0] if useless else None
