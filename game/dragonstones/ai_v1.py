"""FROZEN reference bot `normal-v1` (measurement only): the Normal bot as it
was on 2026-12-01, before the second pass.  Kept unchanged so that
`python -m game.arena --bots normal,normal-v1,normal-v1,normal-v1` measures
progress against it.  Never edit it; players never meet it (make_bot's
levels are easy/normal/hard).

Fist of Dragonstones Normal bot.

Everything is measured in points.  A seat's standing is its points plus
what its stones are worth through the exchanges (four of a colour for the
Sorcerer's 2 points, one of each for the Wizard, any four for the Magician;
a set counts less than a point as its card must still be won) plus a bonus
when one won card would end the game.  A card is worth the change in
standing its power brings, plus keeping it from the rival it would help
most (a rival's game-winning card is worth half a win to deny).

Money only lasts the round: fairy gold comes back every round and gold and
silver vanish at its end, and every bid is paid win or lose.  So the bot
shares out its round's money over the cards still to come: for each card a
curve says how likely a bid of b is to win it, from what the rivals can
have (the bank and each coin's fixed total tell how much lies behind the
other screens; the fairy gold in front of each screen and the revealed
bids tell who has spent what) and how much they want the card; a small
knapsack over the round's remaining cards gives the bid with the best
expected gain now and the worth of a coin kept for later.  The black coin
curses a card when denying it is worth more than anything else it could
do this round; the red amulet doubles a bid that is worth its keep.

It reads only `rules.view(state, seat)`: never another seat's hidden coins.
"""
from __future__ import annotations

import random
from functools import lru_cache
from itertools import combinations

from game.core import Action

from .data import CARDS, COLOURS, POINTS_TO_WIN, SUPPLY
from .powers import EXCHANGES, ghost_cards, necromancer_price, rainbow_bag
from .rules import bid_value
from .state import DragonstonesState

WIN = 8.0              # reaching 3 points now
DENY_WIN = 3.0         # keeping a rival from reaching 3 points now
DENY = 0.3             # share of a rival's lesser gain worth denying, per its points + 1
SET_DISCOUNT = 0.8     # a complete set is worth this share of its points
LOOSE_STONE = 0.18     # a stone that fits no set yet
NEAR_WIN = 1.0         # one won card would end the game
COIN_LATER = 0.12      # a coin of a later auction of the round, before the round's plan is known
FAIRY_LASTING = 0.3    # fairy gold comes back every round: one more (or less) for the rest of the game
AMULET = 0.5           # a red amulet kept for a later bid
KEEPER = 0.5           # Doppelganger / Rat King kept for a later card
ILLUSIONIST = 0.3
RIVAL_RANDOMNESS = 0.15  # share of a rival's bids modelled as any amount it can pay
RIVAL_HABIT = 0.5      # share modelled on its revealed bids, once many are seen
HABIT_PRIOR = 8        # revealed bids that count as half-way to knowing a rival's habit
HABIT_MEMORY = 40      # auctions remembered
TIE_SHARE = 0.5        # a tie goes to a silver rebid (without silver: seldom won)
MOOD = 0.25            # a bid's worth varies by up to this share, so equal bots do not tie forever

INDEX = {c: i for i, c in enumerate(COLOURS)}
STANDARD_EXCHANGES = ("magician", "sorcerer", "wizard")


# --- stones and standing -----------------------------------------------------

def add_stone(stones: tuple, colour: str, count: int = 1) -> tuple:
    return tuple(n + count * (i == INDEX[colour]) for i, n in enumerate(stones))


def payments(stones: tuple, power: str) -> list[tuple]:
    """Every set of stones the exchange `power` accepts from `stones`."""
    kind, count, _, _ = EXCHANGES[power]
    if kind == "all":
        return [stones] if sum(stones) else []
    if kind == "distinct":
        return [(1, 1, 1)] if all(stones) else []
    if kind == "same":
        return [tuple(count * (j == i) for j in range(3)) for i in range(3) if stones[i] >= count]
    return [(r, b, count - r - b) for r in range(min(count, stones[0]) + 1)
            for b in range(min(count - r, stones[1]) + 1) if count - r - b <= stones[2]]


def minus(stones: tuple, paid: tuple) -> tuple:
    return tuple(h - p for h, p in zip(stones, paid))


@lru_cache(maxsize=None)
def stone_potential(stones: tuple) -> float:
    """Points these stones are worth through the exchanges on offer every
    round (Magician, Sorcerer, Wizard), each set discounted."""
    best = LOOSE_STONE * sum(stones)
    for power in STANDARD_EXCHANGES:
        points = EXCHANGES[power][2]
        for paid in payments(stones, power):
            best = max(best, SET_DISCOUNT * points + stone_potential(minus(stones, paid)))
    return best


def exchange_points(power: str, stones: tuple) -> int:
    """Points the exchange `power` can give for these stones (0: cannot pay)."""
    kind, _, points, _ = EXCHANGES[power]
    return points if kind == "all" or payments(stones, power) else 0


@lru_cache(maxsize=65536)
def standing(points: int, stones: tuple, exchanges: tuple = ()) -> float:
    """A seat's standing in points: 3 points is the game; otherwise points,
    stones at their exchange worth (no more than the points still missing:
    a hoard wins nothing until exchanged), and a bonus while one exchange (of the
    standard cards or of `exchanges` still to come this round) would win."""
    if points >= POINTS_TO_WIN:
        return WIN
    winning = sum(points + exchange_points(p, stones) >= POINTS_TO_WIN for p in STANDARD_EXCHANGES + exchanges)
    bonus = NEAR_WIN + 0.25 * (winning - 1) if winning else 0.0
    return points + min(stone_potential(stones), POINTS_TO_WIN - points) + bonus


# --- what the bot knows at one decision ------------------------------------

class Table:
    """The view of one seat, with estimates of the rivals' money drawn from
    public facts only, and the worth of cards and stones to any seat."""

    def __init__(self, view: DragonstonesState, seat: int) -> None:
        self.view, self.seat = view, seat
        self.me = view.seats[seat]
        self.rivals = [s for s in range(view.players) if s != seat]
        self.pile = list(view.pile)
        self.merchant_ahead = any(CARDS[c].power == "merchant" for c in self.pile)
        self.exchanges = tuple(sorted({CARDS[c].power for c in self.pile
                                       if CARDS[c].power in EXCHANGES and CARDS[c].power not in STANDARD_EXCHANGES}))
        self.coin = COIN_LATER
        self.money, self.gold, self.silver = self._rival_money()

    # --- rivals' money -------------------------------------------------------
    def _rival_money(self) -> tuple[dict, dict, dict]:
        """Each rival's fairy gold + gold, gold and silver behind its screen.
        The hidden total of each coin is known; fairy gold is shared as if
        every rival owned the same, less what lies in front of it; gold by
        what each got and bid this round (revealed); silver evenly."""
        view, me = self.view, self.me
        fronts = {r: view.seats[r]["front"] for r in self.rivals}
        hidden_fairy = max(0, SUPPLY["fairy"] - view.bank["fairy"] - sum(p["front"] for p in view.seats) - me["fairy"])
        each = (hidden_fairy + sum(fronts.values())) / len(self.rivals)
        fairy = {r: max(0.0, each - fronts[r]) for r in self.rivals}
        fairy = self._share_out(hidden_fairy, fairy)
        hidden_gold = max(0, SUPPLY["gold"] - view.bank["gold"] - me["gold"])
        gold = self._share_out(hidden_gold, {r: 0.3 + self._gold_claim(r) for r in self.rivals})
        hidden_silver = max(0, SUPPLY["silver"] - view.bank["silver"] - me["silver"])
        silver = {r: hidden_silver / len(self.rivals) for r in self.rivals}
        money = {r: fairy[r] + gold[r] for r in self.rivals}
        return money, gold, silver

    @staticmethod
    def _share_out(total: float, weights: dict) -> dict:
        weight = sum(weights.values())
        if weight <= 0:
            return {r: total / len(weights) for r in weights}
        return {r: total * w / weight for r, w in weights.items()}

    def _gold_claim(self, rival: int) -> float:
        """Gold `rival` should hold by the public record of this round."""
        view = self.view
        claim = 2.0 if view.round == 1 else 0.0
        for entry in view.history:
            if entry["round"] != view.round:
                continue
            if entry["winner"] == rival and not entry["cursed"]:
                claim += sum(n for item, n in CARDS[entry["card"]].args if item == "gold") \
                    if CARDS[entry["card"]].power == "gain" else 0
                claim += 1.0 if CARDS[entry["card"]].power in ("sorcerer", "brigand") else 0.0
            hands = entry["bids"][rival]
            if hands:
                claim -= hands[0]["gold"]
        return max(0.0, claim)

    def past_bids(self, rival: int) -> list[int]:
        """What `rival` bid in the last auctions (all revealed)."""
        return [bid_value(entry["bids"][rival][0]) for entry in self.view.history[-HABIT_MEMORY:]
                if entry["bids"][rival]]

    # --- worth -------------------------------------------------------------
    def stones(self, seat: int) -> tuple:
        player = self.view.seats[seat]
        return tuple(player[c] for c in COLOURS)

    def standing(self, seat: int, points: int | None = None, stones: tuple | None = None) -> float:
        player = self.view.seats[seat]
        return standing(player["points"] if points is None else points,
                        self.stones(seat) if stones is None else stones, self.exchanges)

    def stone_gain(self, seat: int, colour: str, count: int = 1) -> float:
        return self.standing(seat, stones=add_stone(self.stones(seat), colour, count)) - self.standing(seat)

    def coin_value(self, seat: int, item: str) -> float:
        coin = self.coin if seat == self.seat else COIN_LATER
        if item == "fairy":
            return coin + FAIRY_LASTING
        if item == "gold":
            return coin
        if item == "silver":
            return coin / 3 if self.merchant_ahead else 0.02
        if item == "amulet":
            return AMULET
        return self.black_value(seat)

    def black_value(self, seat: int) -> float:
        """A black coin is worth the best denial it can make this round."""
        if seat != self.seat:
            return 0.3
        return max([0.15] + [0.7 * self.denial(card, depth=1) for card in self.pile])

    def exchange_gain(self, seat: int, power: str) -> tuple[float, tuple | None]:
        """The best gain of the exchange power for `seat` and the stones to pay
        (None: take the alternative or decline)."""
        player = self.view.seats[seat]
        stones = self.stones(seat)
        _, _, points, alternative = EXCHANGES[power]
        before = self.standing(seat)
        best = (self.coin_value(seat, alternative[0]) * alternative[1] if alternative
                and self.view.bank[alternative[0]] else 0.0, None)
        if EXCHANGES[power][0] == "all" and not sum(stones):
            return self.standing(seat, points=player["points"] + points) - before, ()
        for paid in payments(stones, power):
            after = self.standing(seat, points=player["points"] + points, stones=minus(stones, paid))
            if after - before > best[0]:
                best = (after - before, paid)
        return best

    def gain(self, seat: int, card: str, depth: int = 0) -> float:
        """What using `card`'s power now is worth to `seat`, in points."""
        view, player = self.view, self.view.seats[seat]
        power = CARDS[card].power
        if power in EXCHANGES:
            return self.exchange_gain(seat, power)[0]
        if power == "gain":
            return sum(self.coin_value(seat, item) * min(n, view.bank[item]) for item, n in CARDS[card].args) \
                if depth < 2 else 0.1
        if power == "stone":
            colour = CARDS[card].args[0]
            return self.stone_gain(seat, colour) if view.bank[colour] else 0.0
        if power in ("ancient_dragon", "generous_dragon"):
            return max((self.stone_gain(seat, c) for c in COLOURS if view.bank[c]), default=0.0)
        if power == "two_headed_dragon":
            return max((self.two_headed_gain(seat, a, b) for a, b in combinations(COLOURS, 2)), default=0.0)
        if power == "rainbow_dragon":
            gains = [self.stone_gain(seat, c) for c in COLOURS if view.bank[c]]
            return 1.4 * sum(gains) / len(gains) if gains else 0.0
        if power == "thief":
            return max([0.0] + [self.stone_gain(seat, c) + self.harm(r, c)
                                for r in range(view.players) if r != seat for c in COLOURS if view.seats[r][c]])
        if power == "brigand":
            loot = max((self.gold.get(r, 0.0) for r in range(view.players) if r != seat), default=0.0)
            return (self.coin if seat == self.seat else COIN_LATER) * loot
        if power == "merchant":
            return self.merchant_plan(seat)[1] if seat == self.seat else 0.4
        if power == "necromancer":
            price = 0.0 if player["points"] + 1 >= POINTS_TO_WIN else 2 * FAIRY_LASTING
            return self.standing(seat, points=player["points"] + 1) - self.standing(seat) - price
        if power == "troll":
            return max(self.troll_gain(seat, c) for c in COLOURS)
        if power == "keep":
            return KEEPER
        if power == "illusionist":
            return ILLUSIONIST
        if power == "black_death":
            return self.standing(seat, points=player["points"] - 1) - self.standing(seat) if player["points"] else -0.05
        if depth >= 2:
            return 0.0
        if power == "ghost":
            return max((self.gain(seat, c, depth + 1) for c in ghost_cards(view)), default=0.0)
        if power == "imp":
            return max((self.gain(seat, c, depth + 1) for c in set(self.pile)), default=0.0)
        if power == "goblin":
            return sum(self.gain(seat, c, depth + 1) for c in self.pile) / len(self.pile) if self.pile else 0.0
        return 0.0

    def two_headed_gain(self, seat: int, first: str, second: str) -> float:
        """Two of each colour in the bag (as far as the bank has them), two drawn."""
        bag = [c for c in (first, second) for _ in range(min(2, self.view.bank[c]))]
        if not bag:
            return 0.0
        draws = list(combinations(range(len(bag)), min(2, len(bag))))
        stones = self.stones(seat)
        total = 0.0
        for draw in draws:
            after = stones
            for i in draw:
                after = add_stone(after, bag[i])
            total += self.standing(seat, stones=after)
        return total / len(draws) - self.standing(seat)

    def harm(self, rival: int, colour: str) -> float:
        """Worth to a seat of `rival` losing one stone of `colour`."""
        loss = self.standing(rival) - self.standing(rival, stones=add_stone(self.stones(rival), colour, -1))
        return self.deny(rival, loss)

    def winning_gain(self, seat: int, gain: float) -> bool:
        """Whether a gain in standing of `gain` takes `seat` to 3 points."""
        return self.standing(seat) + gain >= WIN - 1e-9

    def deny(self, rival: int, gain: float) -> float:
        """Worth of keeping `gain` from `rival`: a win is worth DENY_WIN."""
        if self.winning_gain(rival, gain):
            return DENY_WIN
        return DENY * max(gain, 0.0) * (1 + 0.5 * self.view.seats[rival]["points"])

    def denial(self, card: str, depth: int = 0) -> float:
        """Worth to the bot of keeping `card` from the rival it helps most."""
        return max((self.deny(r, self.gain(r, card, depth + 1)) for r in self.rivals), default=0.0)

    def troll_gain(self, seat: int, colour: str) -> float:
        total = 0.0
        for other in range(self.view.players):
            fewer = add_stone(self.stones(other), colour, -self.view.seats[other][colour])
            loss = self.standing(other) - self.standing(other, stones=fewer)
            total += -loss if other == seat else self.deny(other, loss)
        return total

    def merchant_plan(self, seat: int) -> tuple[list[tuple[str, str]], float]:
        """Stones worth buying, cheapest coin first, while a stone is worth
        more than what pays for it: [(colour, coin)], net gain."""
        player = self.view.seats[seat]
        purse = {"silver": player["silver"], "gold": player["gold"], "fairy": player["fairy"]}
        bank = {c: self.view.bank[c] for c in COLOURS}
        stones = self.stones(seat)
        points = player["points"]
        costs = {"silver": 0.05, "gold": self.coin, "fairy": self.coin + FAIRY_LASTING}
        price = {"silver": 3, "gold": 1, "fairy": 1}
        plan, net = [], 0.0
        while len(plan) < 8:
            coins = [c for c in ("silver", "gold", "fairy") if purse[c] >= price[c]]
            colours = [c for c in COLOURS if bank[c]]
            if not coins or not colours:
                break
            now = standing(points, stones, self.exchanges)
            colour = max(colours, key=lambda c: standing(points, add_stone(stones, c), self.exchanges))
            worth = standing(points, add_stone(stones, colour), self.exchanges) - now
            coin = min(coins, key=lambda c: costs[c])
            if worth <= costs[coin]:
                break
            plan.append((colour, coin))
            net += worth - costs[coin]
            purse[coin] -= price[coin]
            bank[colour] -= 1
            stones = add_stone(stones, colour)
        return plan, net


# --- the round's money ----------------------------------------------------

def spread(low: float, high: int, weight: float, pmf: list[float]) -> None:
    """Add `weight` spread evenly over bids low..high (capped at the table)."""
    top = len(pmf) - 1
    lo, hi = int(low), max(int(low), high)
    each = weight / (hi - lo + 1)
    for x in range(lo, hi + 1):
        pmf[min(x, top)] += each


class Auctions:
    """Win chances for the round's remaining cards and the knapsack that
    shares the bot's money out over them."""

    def __init__(self, table: Table, cards: list[str], budget: int) -> None:
        self.table, self.cards, self.budget = table, cards, budget
        self.size = 2 * budget + 2
        self.rival_gains = {r: {c: max(0.0, table.gain(r, c)) for c in set(cards)} for r in table.rivals}
        self.past = {r: table.past_bids(r) for r in table.rivals}
        self.tie_share = TIE_SHARE if table.me["silver"] else TIE_SHARE / 5

    def rival_pmf(self, rival: int, card: str) -> list[float]:
        """How likely `rival` is to bid each amount for `card`: partly what
        it has bid before (as far as it can pay now), partly in proportion
        to how much it wants this card among the round's rest (all it has
        for a card that wins it the game), partly any amount it can pay."""
        table = self.table
        money = int(round(table.money[rival]))
        pmf = [0.0] * (self.size + 2)
        past = self.past[rival]
        habit = RIVAL_HABIT * len(past) / (len(past) + HABIT_PRIOR)
        for bid in past:
            pmf[min(bid, money, self.size + 1)] += habit / len(past)
        spread(0, money, RIVAL_RANDOMNESS, pmf)
        weight = 1 - habit - RIVAL_RANDOMNESS
        gains = self.rival_gains[rival]
        wanted = gains[card]
        if table.winning_gain(rival, wanted):
            spread(money * (2 if table.view.seats[rival]["amulet"] else 1), 0, weight, pmf)
        elif wanted > 0.02:
            share = wanted / sum(gains[c] for c in self.cards)
            spread(0, min(money, max(1, round(2 * money * share))), weight, pmf)
        else:
            pmf[0] += weight
        return pmf

    def win_curve(self, card: str) -> list[float]:
        """Chance that a bid of b (0..size) takes `card`."""
        curve = [1.0] * (self.size + 1)
        curve[0] = 0.0
        for rival in self.table.rivals:
            pmf = self.rival_pmf(rival, card)
            below = 0.0
            for b in range(self.size + 1):
                if b:
                    curve[b] *= below + self.tie_share * pmf[b]
                below += pmf[b]
        return curve

    def knapsack(self, cards: list[str], values: dict, extra: int = 0) -> list[float]:
        """Best expected worth of the cards with m coins, m = 0..budget+extra."""
        width = self.budget + extra + 1
        best = [0.0] * width
        for card in cards:
            curve, value = self.curves[card], values[card]
            if value <= 0:
                continue
            gains = [curve[min(b, self.size)] * value for b in range(width)]
            best = [max(gains[b] + best[m - b] for b in range(m + 1)) for m in range(width)]
        return best

    def prepare(self, values: dict) -> None:
        self.curves = {c: self.win_curve(c) for c in set(self.cards)}
        self.values = values


# --- the bot -----------------------------------------------------------------

class NormalBot:
    level = "normal"

    def choose(self, rules, state: DragonstonesState, seat: int, rng: random.Random) -> Action:
        legal = rules.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        table = Table(rules.view(state, seat), seat)
        if state.stack:
            return self.answer_power(table, state.stack[-1], legal)
        auction = state.auction
        if auction["mode"] == "hand":
            return self.pick_hand(table, legal)
        draft = auction["drafts"][seat]
        if auction["mode"] == "rebid":
            silver, amulet = self.rebid(table)
            wanted = {"silver": Action("bid_silver", amount=silver), "seal": Action("seal", black=False, amulet=amulet)}
        elif auction["bids"][seat]:
            wanted = {"fairy": Action("bid_fairy", amount=0), "gold": Action("bid_gold", amount=0),
                      "seal": Action("seal", black=False, amulet=False)}
        else:
            fairy, gold, black, amulet = self.plan_bid(table)
            gold = max(gold, fairy + gold - draft["fairy"]) if draft["step"] == "gold" else gold
            wanted = {"fairy": Action("bid_fairy", amount=fairy), "gold": Action("bid_gold", amount=gold),
                      "seal": Action("seal", black=black, amulet=amulet)}
        action = wanted[draft["step"]]
        return action if action in legal else self.nearest(legal, action)

    @staticmethod
    def nearest(legal: list[Action], wanted: Action) -> Action:
        same = [a for a in legal if a.kind == wanted.kind]
        if wanted.get("amount") is not None and same:
            return min(same, key=lambda a: abs(a.amount - wanted.amount))
        return same[0] if same else legal[0]

    # --- bidding ------------------------------------------------------------
    def round_plan(self, table: Table) -> tuple[Auctions, list[float]]:
        """The curves for this round's cards and the knapsack over the cards
        after the one on auction; sets the table's worth of a coin."""
        me = table.me
        budget = me["fairy"] + me["gold"]
        card = table.view.auction["card"] if table.view.auction else None
        auctions = Auctions(table, ([card] if card else []) + table.pile, budget)
        values = {c: table.gain(table.seat, c) + table.denial(c) for c in set(table.pile)}
        auctions.prepare(values)
        later = auctions.knapsack(table.pile, values, extra=6)
        table.coin = max(0.0, (later[budget + 3] - later[budget]) / 3) if budget + 3 < len(later) else COIN_LATER
        return auctions, later

    def plan_bid(self, table: Table) -> tuple[int, int, bool, bool]:
        """(fairy, gold, black coin, amulet) with the best expected worth:
        the card's worth times the chance to take it, plus what the money
        left can still do this round."""
        me, view = table.me, table.view
        card = view.auction["card"]
        if CARDS[card].power == "black_death":
            return min(me["fairy"], 1 + (me["points"] > 0)), 0, False, False
        auctions, later = self.round_plan(table)
        budget = me["fairy"] + me["gold"]
        power = CARDS[card].power
        mine = table.gain(table.seat, card)
        denial = table.denial(card)
        curve = auctions.win_curve(card)
        gold_gain = sum(n for item, n in CARDS[card].args if item == "gold") if power == "gain" else 0
        mood = 1 + MOOD * (2 * self.mood(table).random() - 1)

        def worth(bid: int) -> float:
            value = (mine + denial) * mood
            if gold_gain:
                value += later[budget - bid + gold_gain] - later[budget - bid] - gold_gain * table.coin
            if power == "necromancer" and me["points"] + 1 < POINTS_TO_WIN:
                value -= FAIRY_LASTING * (min(bid, me["fairy"]) - 2)
            return value

        best = (later[budget], 0, False, False)
        for bid in range(1, budget + 1):
            value = worth(bid)
            if value <= 0:
                continue
            options = [(curve[bid] * value + later[budget - bid], bid, False, False)]
            if me["amulet"] and value > 2 * AMULET:
                options.append((curve[min(2 * bid, auctions.size)] * value + later[budget - bid] - AMULET,
                                bid, False, True))
            best = max([best] + options, key=lambda o: o[0])
        if me["black"] and view.auction["mode"] == "bid":
            saved = max([0.0] + [0.7 * table.denial(c) for c in table.pile])
            curse = denial + later[budget] - saved
            if denial > 0.5 and curse > best[0]:
                best = (curse, 0, True, False)
        _, bid, black, amulet = best
        fairy_first = table.merchant_ahead and not table.me["illusionist"]
        if fairy_first:
            fairy = min(bid, me["fairy"])
            return fairy, bid - fairy, black, amulet
        gold = min(bid, me["gold"])
        return bid - gold, gold, black, amulet

    @staticmethod
    def mood(table: Table) -> random.Random:
        """The same for every step of one seat's bid, different between seats
        and auctions."""
        view = table.view
        return random.Random(f"{table.seat}:{view.round}:{len(view.history)}")

    def rebid(self, table: Table) -> tuple[int, bool]:
        """Silver is good for nothing but tie-breaks and the Merchant, and
        vanishes at round end."""
        me = table.me
        card = table.view.auction["card"]
        if CARDS[card].power == "black_death":
            return min(me["silver"], 2), False
        value = table.gain(table.seat, card) + table.denial(card)
        if value <= 0:
            return 0, False
        if table.merchant_ahead:
            silver = min(me["silver"], max(1, round(4 * value)))
        else:
            silver = me["silver"]
        return silver, bool(me["amulet"]) and value >= DENY_WIN

    def pick_hand(self, table: Table, legal: list[Action]) -> Action:
        """Illusionist: the hand that takes the card most cheaply, else the cheaper."""
        auction, seat = table.view.auction, table.seat
        others = [bid_value(h[0]) for s, h in enumerate(auction["bids"]) if s != seat and h]
        top = max(others, default=0)
        hands = auction["bids"][seat]
        lowest = CARDS[auction["card"]].power == "black_death"
        winning = [i for i, h in enumerate(hands) if (bid_value(h) < min(others, default=0)) == lowest
                   and (lowest or bid_value(h) > top)]
        if winning and (table.gain(seat, auction["card"]) > 0 or lowest):
            pick = min(winning, key=lambda i: bid_value(hands[i]))
        else:
            pick = min(range(len(hands)), key=lambda i: bid_value(hands[i]))
        return Action("hand", hand=pick + 1)

    # --- powers -----------------------------------------------------------------
    def answer_power(self, table: Table, frame: dict, legal: list[Action]) -> Action:
        seat, view = table.seat, table.view
        stage = frame["stage"]
        if view.auction:
            self.round_plan(table)
        if stage == "exchange":
            _, paid = table.exchange_gain(seat, frame["power"])
            if paid is None:
                return next(a for a in legal if a.kind != "exchange")
            return next((a for a in legal if a.kind == "exchange"
                         and tuple(a.get(c) for c in COLOURS) == paid), legal[0])
        if stage == "pick_colour":
            if frame["power"] == "troll":
                return max(legal, key=lambda a: table.troll_gain(seat, a.colour))
            if frame["power"] == "rainbow_dragon":
                return min(legal, key=lambda a: (view.bank[a.colour], -table.stone_gain(seat, a.colour)))
            if frame["power"] == "generous_dragon":
                return max(legal, key=lambda a: table.stone_gain(seat, a.colour)
                           - sum(table.deny(r, table.stone_gain(r, a.colour)) for r in table.rivals))
            return max(legal, key=lambda a: table.stone_gain(seat, a.colour))
        if stage == "rainbow_draw":
            return self.rainbow_choice(table, frame, legal)
        if stage == "pick_colours":
            return max(legal, key=lambda a: table.two_headed_gain(seat, a.first, a.second))
        if stage == "pick_recipient":
            return max(legal, key=lambda a: (a.seat == seat, -table.deny(a.seat, table.stone_gain(a.seat, frame["colour"]))))
        if stage == "pick_target":
            return max(legal, key=lambda a: (table.gold[a.seat] + table.silver[a.seat] / 3
                                             + 0.5 * view.seats[a.seat]["points"]))
        if stage == "steal":
            return max(legal, key=lambda a: (table.stone_gain(seat, a.colour) + table.harm(a.seat, a.colour)
                                             if a.colour else table.coin) + 0.01 * view.seats[a.seat]["points"])
        if stage == "use_or_decline":
            if frame["power"] == "necromancer":
                price = necromancer_price(view, seat)
                points = table.me["points"]
                worth = table.standing(seat, points=points + 1) - table.standing(seat)
                return Action("use") if worth > FAIRY_LASTING * price else Action("decline")
            later = KEEPER if frame["card"] == "doppelganger" else KEEPER * 0.8
            return Action("use") if table.gain(seat, frame["copy"]) > later else Action("decline")
        if stage == "pick_card":
            denial = frame["power"] == "imp"
            return max(legal, key=lambda a: table.gain(seat, a.card, 1) + (table.denial(a.card, 1) if denial else 0))
        if stage == "buy":
            plan, _ = table.merchant_plan(seat)
            if not plan:
                return Action("done")
            colour, coin = plan[0]
            wanted = Action("buy", colour=colour, pay=coin)
            return wanted if wanted in legal else Action("done")
        return legal[0]

    @staticmethod
    def rainbow_choice(table: Table, frame: dict, legal: list[Action]) -> Action:
        """Draw again while the chance of the named colour is worth the risk
        to the stones drawn so far."""
        seat = table.seat
        bag = rainbow_bag(table.view, frame)
        total = sum(bag.values())
        stones = table.stones(seat)
        drawn = tuple(frame["drawn"][c] for c in COLOURS)
        points = table.me["points"]

        def keep(extra: tuple) -> float:
            return standing(points, tuple(s + e for s, e in zip(stones, extra)), table.exchanges)

        stop = keep(drawn)
        if not total or Action("draw") not in legal:
            return Action("stop")
        draw = sum(bag[c] / total * (keep(add_stone((0, 0, 0), c)) if c == frame["colour"]
                                     else keep(add_stone(drawn, c))) for c in COLOURS)
        return Action("draw") if draw > stop else Action("stop")
