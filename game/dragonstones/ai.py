"""Fist of Dragonstones Normal bot.

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

A rival's bid is expected as bids were seen in games between Normal bots
(`rival_bids.py`, learned by `learn_bids.py`): most often nothing, for a
card it wants little of its money for, so a coin takes many a card nobody
else bids on; and as that rival has bid before.  A rival is expected to
want a card for what it keeps from others as well as for what it gains.
A tie is as good as lost without silver (after the first round hardly
anyone holds any), so the bot bids around the amounts a rival is likely to
bid rather than on them.  Every seat can tell from the table which seat
wants a card most (its `claimant`): in this all-pay auction that seat takes
it with a coin when nobody else bids, and the others leave it a minor card
rather than tie it away; so few cards go unbid and few are tied away.
A rival that has once taken such a card over the bot's single coin is
expected to bid as it did against those coins, and the bot then bids what
the card is worth against that (a person who bids two cannot take every
card left to the bot for two).
The game ends at the first win: against a card that wins it now, the
round's later cards count a win once, and a win later is less sure than
one now.

Like a person at the table it varies its bids a little (among bids about
as good as the best, one chosen by its mood), so equal bots seldom tie; it
keeps silver for tie-breaks (silver is what wins a tie, and comes back only
through a few powers) and rebids an amount chosen against what the tied
rivals may hold, not everything at once; and a rival one point from winning
makes every card that would give it the game worth fighting for.

It reads only `rules.view(state, seat)`: never another seat's hidden coins.
"""
from __future__ import annotations

import math
import random
from bisect import bisect_right
from functools import lru_cache
from itertools import combinations
from operator import add

from game.core import Action

from .data import CARDS, COLOURS, POINTS_TO_WIN, SUPPLY
from .powers import EXCHANGES, ghost_cards, necromancer_price, rainbow_bag
from .rival_bids import FAIR_SHARES, SEEN_BIDS
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
RIVAL_HABIT = 0.6      # share modelled on its revealed bids, once many are seen
HABIT_PRIOR = 4        # revealed bids that count as half-way to knowing a rival's habit
HABIT_MEMORY = 40      # auctions remembered
TIE_SHARE = 0.5        # a tie goes to a silver rebid, won half the time against rivals holding silver
MOOD = 0.25            # a bid's worth varies by up to this share, so equal bots do not tie forever
CLOSE_CALL = 0.08      # bids within this much (points; less on a minor card) of the best are all fair choices
SILVER_KEPT = 0.12     # a silver coin kept for a later tie-break, for the first few held
SILVER_GAINED = 0.04   # a silver coin gained (Magician, Wizard, Dwarf...) for tie-breaks to come
SILVER_ALONE = 0.08     # a silver coin gained when nobody holds any: every tie left this round is won
SILVER_USEFUL = 4      # silver beyond this many seldom decides a tie-break
STAY_PUT = 0.2         # odds of keeping the planned bid against rivals who may bid alike (a step up: about 1 each)
STEP_DOWN = 0.5        # odds of a coin less instead (all-in bids tie too)
CROWDED = 5            # seats from which exact ties are common enough to vary even a minor card's bid
SAME_BID = 0.08        # rivals expected to bid the bot's amount this often (added) make it step aside
REBID_TEMPER = 0.1     # how far (points) a rebid strays from the best amount
REBID_FALLOFF = 0.5    # a rival's rebid: each coin more half as likely
LATER_WIN = 0.8        # a win later this round is worth this share of one now (rivals may win or deny first)
RIVAL_DENIAL = 1.0     # share of what a card denies others that a rival is modelled to bid for
MINOR = 0.8            # a card worth less than this (points) is left to the seat that wants it most
LATER_MONEY = 0.5      # the share of what a rival holds now that it still holds at a later card of the round
WANTED = 0.02          # a rival wanting a card less than this (points) is filed as wanting none of the round's money

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
        # Stones and standings do not change while one decision is weighed:
        # worked out once for the thousands of gains its candidates ask for.
        self._stones = [tuple(player[c] for c in COLOURS) for player in view.seats]
        self._standings = [standing(player["points"], stones, self.exchanges)
                           for player, stones in zip(view.seats, self._stones)]
        self._gains: dict[tuple, float] = {}
        self.shared: dict[tuple, float] = {}    # worths that do not depend on the worth of this seat's coins
        self.public = False     # True: this seat's worths reckoned as the others reckon them

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

    def knows(self, seat: int) -> bool:
        """Whether `seat`'s worths are reckoned with what only it knows
        (its own coins, its plans), rather than as the others reckon them."""
        return seat == self.seat and not self.public

    def silver_as_seen(self, seat: int) -> float:
        """The silver the others reckon `seat` holds: what lies behind their
        screens, shared evenly."""
        if seat != self.seat:
            return self.silver[seat]
        return (self.me["silver"] + sum(self.silver.values())) / len(self.rivals)

    def past_bids(self, rival: int) -> list[int]:
        """What `rival` bid in the last auctions (all revealed)."""
        return [bid_value(entry["bids"][rival][0]) for entry in self.view.history[-HABIT_MEMORY:]
                if entry["bids"][rival]]

    def bids_on_my_claims(self, rival: int) -> list[int]:
        """What `rival` bid in the last auctions where this seat bid a single
        coin (as the seat a card is left to does), if it took any of those
        cards: none for a rival that has always left them."""
        seat, history = self.seat, self.view.history[-HABIT_MEMORY:]
        claims = [entry for entry in history if entry["bids"][seat] and entry["bids"][rival]
                  and bid_value(entry["bids"][seat][0]) == 1]
        if not any(entry["winner"] == rival for entry in claims):
            return []
        return [bid_value(entry["bids"][rival][0]) for entry in claims]

    # --- worth -------------------------------------------------------------
    def stones(self, seat: int) -> tuple:
        return self._stones[seat]

    def standing(self, seat: int, points: int | None = None, stones: tuple | None = None) -> float:
        if points is None and stones is None:
            return self._standings[seat]
        return standing(self.view.seats[seat]["points"] if points is None else points,
                        self._stones[seat] if stones is None else stones, self.exchanges)

    def stone_gain(self, seat: int, colour: str, count: int = 1) -> float:
        key = ("stone", seat, colour, count)
        if key not in self.shared:
            self.shared[key] = self.standing(seat, stones=add_stone(self.stones(seat), colour, count)) - self.standing(seat)
        return self.shared[key]

    def coin_value(self, seat: int, item: str) -> float:
        coin = self.coin if self.knows(seat) else COIN_LATER
        if item == "fairy":
            return coin + FAIRY_LASTING
        if item == "gold":
            return coin
        if item == "silver":     # a point in hand beats silver for a tie-break that may never come
            held = self.me["silver"] if self.knows(seat) else self.silver_as_seen(seat)
            kept = SILVER_GAINED if held < SILVER_USEFUL and self.pile else 0.02
            if not held and self.pile and sum(self.silver.values()) < 1:    # the only silver: wins every tie
                kept = SILVER_ALONE
            return max(kept, coin / 3 if self.merchant_ahead else 0.0)
        if item == "amulet":
            return AMULET
        return self.black_value(seat)

    def silver_spent(self, amount: int) -> float:
        """What `amount` of the bot's silver is worth kept: the first few
        coins held win later tie-breaks, more seldom matter (the Merchant aside)."""
        held = self.me["silver"]
        useful = min(held, SILVER_USEFUL) - min(held - amount, SILVER_USEFUL)
        worth = SILVER_KEPT if self.pile else 0.02
        spare = self.coin / 3 if self.merchant_ahead else 0.02
        return useful * max(worth, spare) + (amount - useful) * spare

    def black_value(self, seat: int) -> float:
        """A black coin is worth the best denial it can make this round,
        shared with the other seats the denial serves: whichever of them
        holds the coin curses the card just as well."""
        if not self.knows(seat):
            return 0.3
        return max([0.15] + [0.7 * self.denial(card, depth=1) / len(self.rivals) for card in self.pile])

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
        """What using `card`'s power now is worth to `seat`, in points
        (remembered for the decision: it changes only with the worth of a coin)."""
        if self.knows(seat):
            key, known = (seat, card, depth, self.coin), self._gains
        else:   # another seat's gain does not depend on the worth of this seat's coins
            key, known = (seat, card, depth), self.shared
        if key not in known:
            known[key] = self._gain(seat, card, depth)
        return known[key]

    def _gain(self, seat: int, card: str, depth: int) -> float:
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
            return (self.coin if self.knows(seat) else COIN_LATER) * loot
        if power == "merchant":
            return self.merchant_plan(seat)[1] if self.knows(seat) else 0.4
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
        key = ("harm", rival, colour)
        if key not in self.shared:
            self.shared[key] = self.deny(rival, -self.stone_gain(rival, colour, -1))
        return self.shared[key]

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

def tie_share(table: Table) -> float:
    """The chance of taking a card tied for the top in the silver rebid:
    none without silver (a tie then is as good as lost: the card goes to a
    rival with silver, or is discarded); sure when no rival holds silver
    (what the bank and this seat hold tells the rest); else an even chance."""
    if not table.me["silver"]:
        return 0.0
    return TIE_SHARE if sum(table.silver.values()) else 1.0


class Auctions:
    """Win chances for the round's remaining cards and the knapsack that
    shares the bot's money out over them."""

    def __init__(self, table: Table, cards: list[str], budget: int) -> None:
        self.table, self.cards, self.budget = table, cards, budget
        self.size = 2 * budget + 2
        self.rival_gains = {r: {c: max(0.0, table.gain(r, c)) for c in set(cards)} for r in table.rivals}
        gains = {table.seat: {c: table.gain(table.seat, c) for c in set(cards)}, **self.rival_gains}
        self.wants = self.wanted(gains)
        self.wanted_in_all = {r: sum(self.wants[r][c] for c in cards) for r in table.rivals}
        table.public = True     # the seat a card is left to is named from what everyone can tell
        self.claims = self.wanted({**gains, table.seat: {c: max(0.0, table.gain(table.seat, c)) for c in set(cards)}})
        table.public = False
        self.habits = {r: self.habit_pmf(r) for r in table.rivals}
        self.jumped = {r: table.bids_on_my_claims(r) for r in table.rivals}
        self.tie_share = tie_share(table)

    def wanted(self, gains: dict[int, dict[str, float]]) -> dict[int, dict[str, float]]:
        """What each seat wants each card for: its own gain and keeping it
        from the seat it helps most."""
        deny = self.table.deny
        denied = {s: {c: deny(s, gain) for c, gain in cards.items()} for s, cards in gains.items()}
        return {s: {c: gain + RIVAL_DENIAL * max(denied[o][c] for o in gains if o != s) for c, gain in cards.items()}
                for s, cards in gains.items()}

    def claimant(self, card: str) -> int | None:
        """The seat a card is left to when a coin takes it: of the seats
        holding a coin, the one wanting it most (by the public record, so
        every seat working it out names the same one; among equals the first
        after the seat whose turn it is to lead, which moves on every
        auction), if anyone wants it at all.  The others stand aside rather
        than tie it away (without silver a tie discards the card)."""
        table, view = self.table, self.table.view
        paying = [s for s in self.wants if (table.money[s] if s != table.seat else self.budget) >= 0.5]
        if not paying:
            return None
        lead = len(view.history) % view.players
        best = max(paying, key=lambda s: (round(self.claims[s][card], 2), -((s - lead) % view.players)))
        return best if self.claims[best][card] > WANTED else None

    def habit_pmf(self, rival: int) -> tuple[float, list[float]]:
        """The share of `rival`'s bids modelled on what it has bid before
        (more as more are seen), and those bids as far as it can pay now:
        the same for every card of the round."""
        money = int(round(self.table.money[rival]))
        pmf = [0.0] * (self.size + 2)
        past = self.table.past_bids(rival)
        habit = RIVAL_HABIT * len(past) / (len(past) + HABIT_PRIOR)
        for bid in past:
            pmf[min(bid, money, self.size + 1)] += habit / len(past)
        return habit, pmf

    def bid_kind(self, rival: int, card: str) -> float:
        """How the table of bids seen (`SEEN_BIDS`) files `rival`'s bid for
        `card`: by its fair share of the coins it holds (what it wants this
        card for, of what it wants from all the round's cards still to
        come), the lower edge of a band of `FAIR_SHARES`."""
        wanted = self.wants[rival][card]
        money = self.table.money[rival] * (1 if card == self.cards[0] else LATER_MONEY)
        fair = money * wanted / self.wanted_in_all[rival] if wanted > WANTED else 0.0
        return FAIR_SHARES[bisect_right(FAIR_SHARES, fair) - 1]

    def rival_pmf(self, rival: int, card: str) -> list[float]:
        """How likely `rival` is to bid each amount for `card`: partly what
        it has bid before (as far as it can pay now); the rest all it has
        for a card that wins it the game, else as seats filed the same way
        (`bid_kind`) were seen to bid in Normal's games at this many seats,
        as far as it can pay (twice that with an amulet).  The seat a card
        is left to (`claimant`) bids at least a coin, the others leave it a
        minor card (`NormalBot.left_to`), except a rival that has taken such
        a card from this seat before: it is expected to bid as it did
        against this seat's single coins (`Table.bids_on_my_claims`)."""
        table = self.table
        money = table.money[rival] * (1 if card == self.cards[0] else LATER_MONEY)
        most = int(round(money)) * (2 if table.view.seats[rival]["amulet"] else 1)
        habit, pmf = self.habits[rival]
        pmf = list(pmf)
        if table.winning_gain(rival, self.rival_gains[rival][card]):
            pmf[min(most, self.size + 1)] += 1 - habit
            return pmf
        claimant = self.claimant(card)
        if claimant not in (None, rival) and self.wants[rival][card] < MINOR:
            jumped = self.jumped[rival] if claimant == table.seat else []
            for bid in jumped + [0]:    # it leaves a minor card to the seat that wants it most
                pmf[min(bid, most, self.size + 1)] += (1 - habit) / (len(jumped) + 1)
            return pmf
        seen = SEEN_BIDS[table.view.players][self.bid_kind(rival, card)]
        for bid, chance in enumerate(seen):
            pmf[min(bid, most, self.size + 1)] += (1 - habit) * chance
        if rival == claimant and most:
            pmf[1] += pmf[0]
            pmf[0] = 0.0
        return pmf

    def win_curve(self, card: str) -> list[float]:
        """Chance that a bid of b (0..size) takes `card`."""
        curve = [1.0] * (self.size + 1)
        curve[0] = 0.0
        tie_share = self.tie_share
        for rival in self.table.rivals:
            pmf = self.rival_pmf(rival, card)
            below = pmf[0]
            for b in range(1, self.size + 1):
                curve[b] *= below + tie_share * pmf[b]
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
            best = [max(map(add, gains[:m + 1], best[m::-1])) for m in range(width)]
        return best

    def prepare(self, values: dict) -> None:
        self.curves = {c: self.win_curve(c) for c in set(self.cards)}
        self.values = values


# --- the bot -----------------------------------------------------------------

class NormalBot:
    level = "normal"

    def __init__(self) -> None:
        self._planned: tuple = ((), None)   # the last bid planned and what it was planned from

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
            fairy, gold, black, amulet = self.planned_bid(table)
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

    def worth_of_a_coin(self, table: Table) -> None:
        """Sets the table's worth of a coin, as the round's plan reckons it."""
        self.round_plan(table)

    def rival_bid_chances(self, view: DragonstonesState, seat: int) -> dict[int, list[float]]:
        """How likely each rival is to bid each amount for the card on
        auction, as the bot reckons when it plans its own bid."""
        table = Table(view, seat)
        auctions, _ = self.round_plan(table)
        card = view.auction["card"]
        return {r: auctions.rival_pmf(r, card) for r in table.rivals}

    @staticmethod
    def later_win(table: Table, auctions: Auctions, later: list[float]) -> list[float]:
        """What the round's later cards are worth against taking a card that
        wins the game now: the game ends at the first win, so the later cards
        that would win it count once (the chance of taking at least one),
        and a win later is less sure than one now (rivals may win or deny
        first)."""
        winning = [c for c in set(table.pile) if table.winning_gain(table.seat, table.gain(table.seat, c))]
        if not winning:
            return later
        win = LATER_WIN * (WIN - table.standing(table.seat))
        return [min(worth, win * (1 - math.prod(1 - auctions.curves[c][min(m, auctions.size)] for c in winning)))
                for m, worth in enumerate(later)]

    def bid_options(self, table: Table) -> tuple[list[tuple], Auctions, float]:
        """Every bid worth considering for the card on auction, as
        (expected worth, coins, black coin, amulet): the card's worth times
        the chance to take it, plus what the money left can still do this
        round.  Also the round's curves and the card's worth."""
        me, view = table.me, table.view
        card = view.auction["card"]
        auctions, later = self.round_plan(table)
        budget = me["fairy"] + me["gold"]
        power = CARDS[card].power
        mine = table.gain(table.seat, card)
        denial = table.denial(card)
        curve = auctions.curves[card]
        gold_gain = sum(n for item, n in CARDS[card].args if item == "gold") if power == "gain" else 0
        game_over = table.winning_gain(table.seat, mine)   # taking it ends the game: money left is moot
        if game_over:
            later = self.later_win(table, auctions, later)
        # a person's mood sways what a card is worth, not what winning the game is
        mood = 1 + MOOD * (2 * self.mood(table).random() - 1) if not game_over else 1.0

        def worth(bid: int) -> float:
            value = (mine + denial) * mood
            if gold_gain:
                value += later[budget - bid + gold_gain] - later[budget - bid] - gold_gain * table.coin
            if power == "necromancer" and me["points"] + 1 < POINTS_TO_WIN:
                value -= FAIRY_LASTING * (min(bid, me["fairy"]) - 2)
            return value

        def expected(chance: float, value: float, bid: int) -> float:
            return chance * value + (1 - chance if game_over else 1) * later[budget - bid]

        options = [(later[budget], 0, False, False)]
        for bid in range(1, budget + 1):
            value = worth(bid)
            if value <= 0:
                continue
            options.append((expected(curve[bid], value, bid), bid, False, False))
            if me["amulet"] and value > 2 * AMULET:
                options.append((expected(curve[min(2 * bid, auctions.size)], value, bid) - AMULET,
                                bid, False, True))
        if me["black"] and view.auction["mode"] == "bid":
            saved = max([0.0] + [0.7 * table.denial(c) for c in table.pile])
            curse = denial + later[budget] - saved
            if denial > 0.5:
                options.append((curse, 0, True, False))
        return options, auctions, mine + denial

    def planned_bid(self, table: Table) -> tuple[int, int, bool, bool]:
        """`plan_bid`, planned once for all the steps of one sealed bid (the
        view does not change between them)."""
        view, me = table.view, table.me
        key = (table.seat, view.round, len(view.history), view.auction["card"], me["fairy"], me["gold"],
               me["silver"], len(view.auction["bids"][table.seat] or ()))
        if self._planned[0] != key:
            self._planned = (key, self.plan_bid(table))
        return self._planned[1]

    def plan_bid(self, table: Table) -> tuple[int, int, bool, bool]:
        """(fairy, gold, black coin, amulet): one of the bids about as good as
        the best (`bid_options`), stepped aside from rivals who may bid the same."""
        me, view = table.me, table.view
        card = view.auction["card"]
        if CARDS[card].power == "black_death":
            return min(me["fairy"], 1 + (me["points"] > 0)), 0, False, False
        options, auctions, value = self.bid_options(table)
        budget = me["fairy"] + me["gold"]
        mood = self.mood(table)
        crowded = view.players >= CROWDED       # where exact ties are common, vary even a minor card's bid
        close = CLOSE_CALL if crowded else CLOSE_CALL * min(1.0, max(0.0, value))
        if table.winning_gain(table.seat, table.gain(table.seat, card)):
            close = 0.0     # nobody gambles with the card that wins the game
        _, bid, black, amulet = self.pick_close(options, mood, close)
        claimant = auctions.claimant(card)
        if not table.pile and claimant == table.seat and value > 0:
            bid = budget    # the round's last card, left to it: gold vanishes after it, fairy gold comes back
        bid = self.left_to(claimant, table.seat, bid, black, value)
        bid = self.step_aside(table, auctions, card, value, bid, budget, mood)
        return self.split_bid(table, bid) + (black, amulet)

    @staticmethod
    def split_bid(table: Table, bid: int) -> tuple[int, int]:
        """(fairy, gold) paying `bid`: gold first (bid fairy gold comes back
        next round, gold does not), but fairy gold first while a Merchant is
        to come (a stone bought with fairy gold is lost for good)."""
        me = table.me
        if table.merchant_ahead and not me["illusionist"]:
            fairy = min(bid, me["fairy"])
            return fairy, bid - fairy
        gold = min(bid, me["gold"])
        return bid - gold, gold

    @staticmethod
    def left_to(claimant: int | None, seat: int, bid: int, black: bool, value: float) -> int:
        """A card is left to the seat that wants it most (`Auctions.claimant`):
        that seat takes it with a coin if it wants it at all, though against
        rivals bidding as usual it would bid nothing; the others leave it a
        minor card (worth less than MINOR to them), as outbidding it risks a
        tie, which discards the card, more than the card is worth."""
        if claimant == seat and not bid and not black and value > 0:
            return 1
        if claimant not in (None, seat) and value < MINOR:
            return 0
        return bid

    @staticmethod
    def step_aside(table: Table, auctions: "Auctions", card: str, value: float, bid: int, budget: int,
                   mood: random.Random) -> int:
        """Rivals may land on the very same bid (after the first round hardly
        anyone holds silver, so a tie means the card is discarded and
        everyone has paid for nothing): when the rivals are expected to bid
        exactly this amount often enough (their chances of doing so, added:
        `alike`), it mostly bids a coin or two more, sometimes a coin less
        (an all-in bid cannot go up; never down to nothing), by its mood, so
        that exact ties are rare.  At 6 seats stepping up only from rivals
        who want the card about as much left 12.5 % of auctions discarded
        after a tie; up from any rival who wants it, 10.3 %; up or down, 9 %."""
        if not bid or value <= 0:
            return bid
        alike = sum(auctions.rival_pmf(r, card)[min(bid, auctions.size + 1)] for r in table.rivals)
        if alike < SAME_BID:
            return bid
        stay = STAY_PUT if table.me["silver"] else STAY_PUT / 3     # without silver a tie is as good as lost
        weights = {-2: STEP_DOWN / 2, -1: STEP_DOWN, 0: stay, 1: 1.0 + 0.3 * alike, 2: 0.8 + 0.3 * alike, 3: 0.4 + 0.2 * alike}
        steps = [s for s in weights if 1 <= bid + s <= budget and s * table.coin <= value]
        return bid + mood.choices(steps, [weights[s] for s in steps])[0]

    @staticmethod
    def mood(table: Table, step: str = "bid") -> random.Random:
        """The same for every step of one seat's bid, different between seats
        and auctions."""
        view = table.view
        return random.Random(f"{table.seat}:{view.round}:{len(view.history)}:{step}")

    @staticmethod
    def pick_close(options: list[tuple], mood: random.Random, close: float = CLOSE_CALL) -> tuple:
        """One of the options (worth first) within `close` of the best: a
        person does not bid the very same amount as everyone else (but does
        not throw away a minor card's whole worth for variety either)."""
        best = max(o[0] for o in options)
        return mood.choice([o for o in options if o[0] >= best - close])

    @staticmethod
    def pick_likely(options: list[tuple], mood: random.Random) -> tuple:
        """An option drawn with odds falling off with its shortfall from the
        best (worth first): a tie-break rebid nobody can guess exactly."""
        best = max(o[0] for o in options)
        weights = [math.exp((o[0] - best) / REBID_TEMPER) for o in options]
        return mood.choices(options, weights)[0]

    @staticmethod
    def rival_rebid(table: Table, rival: int) -> list[float]:
        """How likely a tied `rival` is to rebid each amount of silver: partly
        what it rebid before, partly a little rather than a lot of the silver
        it may hold (people keep silver back for later ties)."""
        most = max(0, int(round(table.silver[rival])))
        prior = [REBID_FALLOFF ** k for k in range(most + 1)]
        pmf = [w / sum(prior) for w in prior]
        past = [min(entry["rebids"][rival]["silver"], most) for entry in table.view.history[-HABIT_MEMORY:]
                if entry["rebids"] and entry["rebids"][rival]]
        if past:
            habit = RIVAL_HABIT * len(past) / (len(past) + HABIT_PRIOR)
            pmf = [(1 - habit) * p for p in pmf]
            for amount in past:
                pmf[amount] += habit / len(past)
        return pmf

    def rebid(self, table: Table) -> tuple[int, bool]:
        """The silver that best weighs taking the card against silver kept for
        later tie-breaks, against what each tied rival may rebid
        (`rival_rebid`), drawn with odds
        falling off from the best so that tied bots seldom tie again.  The
        Black Death goes to the lowest: bid enough to be spared."""
        me, view = table.me, table.view
        card = view.auction["card"]
        silver = me["silver"]
        rivals = [r for r in view.auction["pool"] if r != table.seat]
        lowest = CARDS[card].power == "black_death"
        value = (table.standing(table.seat) - table.standing(table.seat, points=max(0, me["points"] - 1))
                 if lowest else table.gain(table.seat, card) + table.denial(card))
        if value <= 0 or not silver:
            return 0, False
        pmfs = [self.rival_rebid(table, rival) for rival in rivals]
        options = []
        for bid in range(silver + 1):
            below = [sum(pmf[:bid]) + (0.5 if lowest else 0.0) * (pmf[bid] if bid < len(pmf) else 0)
                     for pmf in pmfs]
            if lowest:     # spared unless every rival rebids more
                chance = 1 - math.prod(1 - b for b in below)
            else:          # taken only by outbidding every rival
                chance = math.prod(below)
            options.append((chance * value - table.silver_spent(bid), bid))
        _, bid = self.pick_likely(options, self.mood(table, "rebid"))
        return bid, bool(me["amulet"]) and value >= DENY_WIN and not lowest

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
            self.worth_of_a_coin(table)
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
