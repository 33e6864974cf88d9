"""Fist of Dragonstones Normal bot.

It values each character by what its power is worth to it now (points
first: a card that would take it to 3 points is worth the game; stones by
how they fit its colours; coins at their use), adds what it is worth to
keep a rival from winning with it, and bids the amount with the best
expected gain against rivals whose money it estimates from public facts
only: the bank and every coin's fixed total tell how much is hidden behind
the other screens together.  Fairy gold comes back every round, so it is
cheap, and cheaper as the round's cards run out; gold is spent for good.
"""
from __future__ import annotations

import random

from game.core import Action

from .data import CARDS, COLOURS, POINTS_TO_WIN, SUPPLY
from .powers import EXCHANGES, ghost_cards, necromancer_price, rainbow_bag, stone_payments, thief_targets
from .rules import bid_value
from .state import DragonstonesState, stone_count

POINT = 10.0          # a point, in coins
WIN = 60.0            # the game
STONE = 2.0
COIN_VALUE = {"fairy": 2.0, "gold": 1.0, "silver": 0.35, "black": 1.5, "amulet": 2.5}


def stones_of(player: dict) -> dict:
    return {c: player[c] for c in COLOURS}


def holding_value(stones: dict) -> float:
    """Stones are worth more when they fit an exchange: a pair, one of each
    colour, four of a colour."""
    counts = sorted(stones.values(), reverse=True)
    value = STONE * sum(counts)
    value += 2.0 * (counts[0] >= 2) + 2.5 * (counts[-1] >= 1) + 3.0 * (counts[0] >= 4)
    return value


def exchange_points(power: str, stones: dict) -> int:
    """Points the exchange power would give with these stones (0: cannot pay)."""
    if power not in EXCHANGES:
        return 0
    kind, count, points, _ = EXCHANGES[power]
    if kind == "all":
        return points
    return points if stone_payments(stones, kind, count) else 0


def point_value(points_now: int, gained: int) -> float:
    return WIN if points_now + gained >= POINTS_TO_WIN else POINT * gained * (1 + 0.2 * points_now)


class NormalBot:
    level = "normal"

    # --- valuing cards ------------------------------------------------------
    def card_value(self, st: DragonstonesState, seat: int, card: str, depth: int = 0) -> float:
        """What using `card`'s power now is worth to `seat`, in coins."""
        player = st.seats[seat]
        stones = stones_of(player)
        power = CARDS[card].power
        if power in EXCHANGES:
            _, _, points, alternative = EXCHANGES[power]
            best = COIN_VALUE[alternative[0]] * alternative[1] if alternative else 0.0
            gained = exchange_points(power, stones)
            if gained:
                paid = self.best_payment(player, power)
                after = {c: stones[c] - paid[c] for c in COLOURS}
                best = max(best, point_value(player["points"], gained) - (holding_value(stones) - holding_value(after)))
            return best
        if power == "gain":
            return sum(COIN_VALUE[item] * amount * (st.bank[item] > 0) for item, amount in CARDS[card].args)
        if power == "stone":
            return self.stone_gain(stones, CARDS[card].args[0]) if st.bank[CARDS[card].args[0]] else 0.0
        if power == "ancient_dragon":
            return max((self.stone_gain(stones, c) for c in COLOURS if st.bank[c]), default=0.0)
        if power == "two_headed_dragon":
            return 2 * STONE + 1.0
        if power == "rainbow_dragon":
            return 1.7 * STONE
        if power == "thief":
            return STONE + 1.0
        if power == "brigand":
            return 2.5
        if power == "merchant":
            return min(4, player["silver"] // 3 + player["gold"]) * 0.8
        if power == "necromancer":
            return point_value(player["points"], 1) - 4
        if power == "troll":
            return 1.5
        if power == "keep":
            return 4.0
        if power == "illusionist":
            return 2.0
        if power == "generous_dragon":
            return 1.0
        if power == "black_death":
            return -POINT if player["points"] else -1.0
        if depth:
            return 0.0
        if power == "ghost":
            return max((self.card_value(st, seat, c, 1) for c in ghost_cards(st)), default=0.0)
        if power == "imp":
            return max((self.card_value(st, seat, c, 1) for c in st.pile), default=0.0)
        if power == "goblin":
            values = [self.card_value(st, seat, c, 1) for c in st.pile]
            return sum(values) / len(values) if values else 0.0
        return 0.0

    @staticmethod
    def stone_gain(stones: dict, colour: str) -> float:
        more = dict(stones)
        more[colour] += 1
        return holding_value(more) - holding_value(stones)

    def danger(self, st: DragonstonesState, seat: int, card: str) -> float:
        """Worth of keeping a rival from winning with this card."""
        powers = [CARDS[card].power]
        if powers[0] == "ghost":
            powers = [CARDS[c].power for c in ghost_cards(st)]
        elif powers[0] == "imp":
            powers = [CARDS[c].power for c in st.pile]
        threat = 0.0
        for rival, player in enumerate(st.seats):
            if rival == seat:
                continue
            gained = max((exchange_points(p, stones_of(player)) for p in powers), default=0)
            if "necromancer" in powers:
                gained = max(gained, 1)
            if gained and player["points"] + gained >= POINTS_TO_WIN:
                threat = max(threat, WIN * 0.6)
            elif gained:
                threat = max(threat, 2.0 * gained)
        return threat

    # --- bidding ------------------------------------------------------------
    def rival_money(self, st: DragonstonesState, seat: int) -> list[float]:
        """Each rival's likely bidding money: the coins hidden behind the
        other screens (known in total) shared out evenly."""
        me = st.seats[seat]
        rivals = [s for s in range(st.players) if s != seat]
        fronts = sum(p["front"] for p in st.seats)
        fairy = SUPPLY["fairy"] - st.bank["fairy"] - fronts - me["fairy"]
        gold = SUPPLY["gold"] - st.bank["gold"] - me["gold"]
        share = (fairy + gold) / len(rivals)
        return [share * (1.5 if st.seats[r]["amulet"] else 1.0) for r in rivals]

    def plan_bid(self, st: DragonstonesState, seat: int) -> tuple[int, int, bool, bool]:
        """(fairy, gold, black coin, amulet) with the best expected gain."""
        me = st.seats[seat]
        card = st.auction["card"]
        mine = self.card_value(st, seat, card)
        threat = self.danger(st, seat, card)
        use_black = bool(me["black"]) and (threat >= WIN * 0.5 or (mine < 1 and threat > 3))
        if use_black:
            return 0, 0, True, False
        if CARDS[card].power == "black_death":
            return min(me["fairy"], 1 + (me["points"] > 0)), 0, False, False
        value = max(mine, 0.0) + threat
        if value <= 0:
            return 0, 0, False, False
        fairy_cost = 0.25 + 0.05 * len(st.pile)
        rivals = self.rival_money(st, seat)
        amulet = bool(me["amulet"]) and value >= 15
        factor = 2 if amulet else 1
        best, best_gain = 0, 0.0
        for bid in range(1, me["fairy"] + me["gold"] + 1):
            chance = 1.0
            for money in rivals:
                chance *= min(1.0, (bid * factor + 0.5) / (money + 1.0))
            fairy = min(bid, me["fairy"])
            cost = fairy * fairy_cost + (bid - fairy) * COIN_VALUE["gold"]
            gain = chance * value - cost
            if gain > best_gain:
                best, best_gain = bid, gain
        if not best:
            return 0, 0, False, False
        fairy = min(best, me["fairy"])
        return fairy, best - fairy, False, amulet

    def rebid(self, st: DragonstonesState, seat: int) -> tuple[int, bool]:
        me = st.seats[seat]
        card = st.auction["card"]
        if CARDS[card].power == "black_death":
            return min(me["silver"], 2), False
        value = max(self.card_value(st, seat, card), 0.0) + self.danger(st, seat, card)
        silver = min(me["silver"], int(value / 2) + (1 if value > 0 else 0))
        return silver, bool(me["amulet"]) and value >= 15

    # --- choosing -----------------------------------------------------------
    def choose(self, rules, state: DragonstonesState, seat: int, rng: random.Random) -> Action:
        legal = rules.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        if state.stack:
            return self.answer_power(state, seat, state.stack[-1], legal)
        auction = state.auction
        if auction["mode"] == "hand":
            return self.pick_hand(state, seat, legal)
        draft = auction["drafts"][seat]
        if auction["mode"] == "rebid":
            silver, amulet = self.rebid(state, seat)
            wanted = {"bid_silver": Action("bid_silver", amount=silver),
                      "seal": Action("seal", black=False, amulet=amulet)}
        elif auction["bids"][seat]:
            wanted = {"bid_fairy": Action("bid_fairy", amount=0), "bid_gold": Action("bid_gold", amount=0),
                      "seal": Action("seal", black=False, amulet=False)}
        else:
            fairy, gold, black, amulet = self.plan_bid(state, seat)
            wanted = {"bid_fairy": Action("bid_fairy", amount=fairy), "bid_gold": Action("bid_gold", amount=gold),
                      "seal": Action("seal", black=black, amulet=amulet)}
        step = {"fairy": "bid_fairy", "gold": "bid_gold", "silver": "bid_silver", "seal": "seal"}[draft["step"]]
        action = wanted[step]
        return action if action in legal else self.nearest(legal, action)

    @staticmethod
    def nearest(legal: list[Action], wanted: Action) -> Action:
        same = [a for a in legal if a.kind == wanted.kind]
        if wanted.get("amount") is not None and same:
            return min(same, key=lambda a: abs(a.amount - wanted.amount))
        return same[0] if same else legal[0]

    def pick_hand(self, st: DragonstonesState, seat: int, legal: list[Action]) -> Action:
        """Illusionist: the hand that wins the card most cheaply, else the cheaper."""
        auction = st.auction
        others = [bid_value(h[0]) for s, h in enumerate(auction["bids"]) if s != seat and h]
        top = max(others, default=0)
        hands = auction["bids"][seat]
        lowest = CARDS[auction["card"]].power == "black_death"
        winning = [i for i, h in enumerate(hands) if (bid_value(h) < min(others, default=0)) == lowest
                   and (lowest or bid_value(h) > top)]
        value = self.card_value(st, seat, auction["card"])
        if winning and (value > 0 or lowest):
            pick = min(winning, key=lambda i: bid_value(hands[i]))
        else:
            pick = min(range(len(hands)), key=lambda i: bid_value(hands[i]))
        return Action("hand", hand=pick + 1)

    def answer_power(self, st: DragonstonesState, seat: int, frame: dict, legal: list[Action]) -> Action:
        me = st.seats[seat]
        stones = stones_of(me)
        stage = frame["stage"]
        if stage == "exchange":
            return self.exchange_choice(st, seat, frame, legal)
        if stage == "pick_colour":
            if frame["power"] == "troll":
                return max(legal, key=lambda a: self.troll_gain(st, seat, a.colour))
            if frame["power"] == "rainbow_dragon":
                return min(legal, key=lambda a: st.bank[a.colour])
            return max(legal, key=lambda a: self.stone_gain(stones, a.colour))
        if stage == "rainbow_draw":
            bag = rainbow_bag(st, frame)
            chance = bag[frame["colour"]] / max(1, sum(bag.values()))
            drawn = sum(frame["drawn"].values())
            return Action("draw") if chance * drawn < 1 and Action("draw") in legal else Action("stop")
        if stage == "pick_colours":
            return max(legal, key=lambda a: self.stone_gain(stones, a.first) + self.stone_gain(stones, a.second))
        if stage == "pick_recipient":
            return max(legal, key=lambda a: (a.seat == seat, -st.seats[a.seat]["points"]))
        if stage == "pick_target":
            return max(legal, key=lambda a: (st.seats[a.seat]["points"], stone_count(st.seats[a.seat])))
        if stage == "steal":
            return max(legal, key=lambda a: (st.seats[a.seat]["points"],
                                             self.stone_gain(stones, a.colour) if a.colour else 0))
        if stage == "use_or_decline":
            if frame["power"] == "necromancer":
                price = necromancer_price(st, seat) or 0
                wins = me["points"] + 1 >= POINTS_TO_WIN
                return Action("use") if wins or price * COIN_VALUE["fairy"] <= POINT else Action("decline")
            return Action("use") if self.card_value(st, seat, frame["copy"]) > 3 else Action("decline")
        if stage == "pick_card":
            return max(legal, key=lambda a: self.card_value(st, seat, a.card, 1))
        if stage == "buy":
            return self.merchant_choice(me, stones, legal)
        return legal[0]

    def best_payment(self, player: dict, power: str) -> dict:
        kind, count, _, _ = EXCHANGES[power]
        payments = stone_payments(stones_of(player), kind, count) or [{c: 0 for c in COLOURS}]
        return max(payments, key=lambda p: holding_value({c: player[c] - p[c] for c in COLOURS}))

    def exchange_choice(self, st: DragonstonesState, seat: int, frame: dict, legal: list[Action]) -> Action:
        me = st.seats[seat]
        stones = stones_of(me)
        exchanges = [a for a in legal if a.kind == "exchange"]
        other = next(a for a in legal if a.kind != "exchange")
        if not exchanges:
            return other
        _, _, points, alternative = EXCHANGES[frame["power"]]
        best = max(exchanges, key=lambda a: holding_value({c: stones[c] - a.get(c) for c in COLOURS}))
        after = {c: stones[c] - best.get(c) for c in COLOURS}
        gain = point_value(me["points"], points) - (holding_value(stones) - holding_value(after))
        keep = COIN_VALUE[alternative[0]] * alternative[1] if alternative else 0.0
        return best if gain > keep else other

    def troll_gain(self, st: DragonstonesState, seat: int, colour: str) -> float:
        gain = 0.0
        for rival, player in enumerate(st.seats):
            weight = -1.5 if rival == seat else 1.0 + player["points"]
            gain += weight * player[colour]
        return gain

    def merchant_choice(self, me: dict, stones: dict, legal: list[Action]) -> Action:
        buys = [a for a in legal if a.kind == "buy"]
        for coin, keep in (("silver", 0), ("gold", 0), ("fairy", 6)):
            options = [a for a in buys if a.pay == coin]
            if options and me[coin] > keep and stone_count(me) < 9:
                return max(options, key=lambda a: self.stone_gain(stones, a.colour))
        return Action("done")
