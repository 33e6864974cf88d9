"""Fist of Dragonstones (龙石之拳) rules: rounds of sealed-bid auctions for
characters whose powers give coins, stones and points.  First to 3 points
wins at once.

A sealed bid is three small decisions, the same for every seat and every
auction, so a screen can collect it with two steppers and two toggles:

    Action("bid_fairy", amount=f)     fairy gold, 0 .. what is behind the screen
    Action("bid_gold", amount=g)      gold, 0 .. what is behind the screen
    Action("seal", black=b, amulet=a) the black coin / red amulet

The seal step is asked only of a seat holding a black coin or a red amulet
(public facts); otherwise the gold step seals the bid.  A tie-break rebid
is `Action("bid_silver", amount=s)`, then `seal` (amulet only) if the seat
holds an amulet.  An Illusionist seals a second hand the same way (in a
rebid too), from the coins its first hand left, and after the reveal
answers `Action("hand", hand=1|2)`.
"""
from __future__ import annotations

import random
from functools import lru_cache
from typing import Any, Mapping

from game.core import Action, Decision, Event, Option, Outcome, Rng, Rules, event_kind

from . import powers
from .data import (CARDS, COLOURS, EXPANSION, KEEPERS, LOWEST_TAKES, MAX_ROUNDS, SPECIAL,
                   SPECIALS_PER_ROUND, STANDARD, START_COINS, START_STONES, SUPPLY)
from .state import BANK, DragonstonesState, add_points, new_seat, stone_count, transfer

MAX_SEATS = 6
HIDDEN_COINS = ("fairy", "gold", "silver")
BID_STEPS = {"fairy": "bid_fairy", "gold": "bid_gold", "silver": "bid_silver", "seal": "seal"}
_HAND_CHOICES = (Action("hand", hand=1), Action("hand", hand=2))
_BID_SEALED_EVENT = event_kind("bid_sealed", "seat")


@lru_cache(maxsize=None)
def _decision(seat: int, kind: str) -> Decision:
    return Decision(seat, kind)


#: A bid step's decision per seat (None: a draft hidden in a view), built
#: once: `pending` runs several times per action.
_STEP_DECISIONS = {step: tuple(Decision(seat, BID_STEPS[step] if step else "bid") for seat in range(MAX_SEATS))
                   for step in (*BID_STEPS, None)}


@lru_cache(maxsize=None)
def _action(kind: str, **fields: Any) -> Action:
    """Bid steps are asked thousands of times: their actions are shared."""
    return Action(kind, **fields)


@lru_cache(maxsize=None)
def _amount_choices(kind: str, available: int) -> tuple[Action, ...]:
    """`kind` with every amount 0 .. available."""
    return tuple(_action(kind, amount=k) for k in range(available + 1))


@lru_cache(maxsize=None)
def _seal_choices(black: bool, amulet: bool) -> tuple[Action, ...]:
    """The seal step: with or without each token the seat may add."""
    return tuple(_action("seal", black=b, amulet=a)
                 for b in ((False, True) if black else (False,)) for a in ((False, True) if amulet else (False,)))


# --- pure rules -------------------------------------------------------------

def bid_value(bid: Mapping[str, Any]) -> int:
    """A bid is worth its fairy gold + gold (or silver in a rebid), doubled
    by a red amulet."""
    coins = bid.get("fairy", 0) + bid.get("gold", 0) + bid.get("silver", 0)
    return coins * (2 if bid.get("amulet") else 1)


def rank_bids(values: list[int | None], lowest: bool = False) -> tuple[str, list[int]]:
    """Who takes the card: ("none", []) if every bid is 0, ("winner", [seat]),
    or ("tie", seats) when several share the best (the highest; the lowest
    for the Black Death, where a 0 bid is a bid: all bids 0 is a tie for
    lowest among every seat).  `values` has None for seats not bidding."""
    bidding = [s for s, v in enumerate(values) if v is not None]
    if not lowest and all(values[s] == 0 for s in bidding):
        return "none", []
    best = (min if lowest else max)(values[s] for s in bidding)
    top = [s for s in bidding if values[s] == best]
    return ("winner", top) if len(top) == 1 else ("tie", top)


def draw_specials(state: DragonstonesState) -> list[str]:
    """Draw the round's 2 special characters; when the pile runs out the
    discards are shuffled into a new one."""
    drawn = []
    for _ in range(SPECIALS_PER_ROUND):
        if not state.special_deck:
            state.special_deck, state.special_discard = state.special_discard, []
            state.rng.shuffle(state.special_deck)
        if state.special_deck:
            drawn.append(state.special_deck.pop())
    return drawn


# --- the rules object -------------------------------------------------------

class DragonstonesRules(Rules):
    id = "dragonstones"
    min_players = 3
    max_players = MAX_SEATS
    options = (Option("expansion", False),)
    state_class = DragonstonesState

    # --- setting up --------------------------------------------------------
    def new_state(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> DragonstonesState:
        """Every seat gets 8 fairy gold, 2 gold, 5 silver and 4 stones drawn at
        random from the bank's bag; the special deck is shuffled."""
        self.check_players(players)
        opts = self.resolve_options(options)
        rng = Rng(seed)
        specials = list(SPECIAL) + (list(EXPANSION) if opts["expansion"] else [])
        rng.shuffle(specials)
        st = DragonstonesState(players=players, expansion=bool(opts["expansion"]), round=0,
                               bank=dict(SUPPLY), seats=[new_seat() for _ in range(players)],
                               special_deck=specials, special_discard=[], pile=[], auction=None,
                               stack=[], used_this_round=[], history=[], winner=None, over=False, rng=rng)
        setup: list = []
        for seat in range(players):
            for coin, amount in START_COINS.items():
                transfer(st, setup, coin, amount, BANK, seat, "setup")
            for _ in range(START_STONES):
                bag = [c for c in COLOURS for _ in range(st.bank[c])]
                transfer(st, setup, rng.choice(bag), 1, BANK, seat, "setup")
        self._start_round(st, setup)
        return st

    # --- asking --------------------------------------------------------------
    def pending(self, state: DragonstonesState) -> list[Decision]:
        if state.over:
            return []
        if state.stack:
            top = state.stack[-1]
            return [_decision(top["seat"], top["stage"])]
        auction = state.auction
        if auction["mode"] == "hand":
            return [_decision(auction["choosing"][0], "pick_hand")]
        drafts, sealed = auction["drafts"], auction["sealed"]
        return [_STEP_DECISIONS[drafts[s]["step"] if drafts[s] else None][s]
                for s in auction["pool"] if not sealed[s]]

    def legal_actions(self, state: DragonstonesState, seat: int) -> list[Action]:
        if state.over:
            return []
        if state.stack:
            top = state.stack[-1]
            return powers.choices(state, top) if top["seat"] == seat else []
        auction = state.auction
        if auction["mode"] == "hand":
            return list(_HAND_CHOICES) if auction["choosing"][0] == seat else []
        if seat not in auction["pool"] or auction["sealed"][seat]:
            return []
        return list(self._bid_choices(state, seat))

    def _bid_choices(self, st: DragonstonesState, seat: int) -> tuple[Action, ...]:
        step, player = st.auction["drafts"][seat]["step"], st.seats[seat]
        spent = self._first_hand(st, seat)
        if step in HIDDEN_COINS:
            return _amount_choices(BID_STEPS[step], player[step] - spent.get(step, 0))
        return _seal_choices(st.auction["mode"] == "bid" and player["black"] > spent.get("black", 0),
                             player["amulet"] > spent.get("amulet", 0))

    def is_legal(self, state: DragonstonesState, seat: int, action: Action) -> bool:
        # A quick check of the usual case; what it does not accept gets
        # the base class's full check.
        return self._quick_legal(state, seat, action) or super().is_legal(state, seat, action)

    def _quick_legal(self, st: DragonstonesState, seat: int, action: Action) -> bool:
        """True only if `seat` is deciding and `action` is in
        `legal_actions(st, seat)`; False for anything unusual."""
        if st.over:
            return False
        if st.stack:
            top = st.stack[-1]
            return top["seat"] == seat and action in powers.choices(st, top)
        auction = st.auction
        if auction["mode"] == "hand":
            return auction["choosing"][0] == seat and action in _HAND_CHOICES
        if seat not in auction["pool"] or auction["sealed"][seat] or not auction["drafts"][seat]:
            return False
        step = auction["drafts"][seat]["step"]
        if step in HIDDEN_COINS:
            amount = action.get("amount")
            if type(amount) is not int or action.kind != BID_STEPS[step]:
                return False
            available = st.seats[seat][step] - self._first_hand(st, seat).get(step, 0)
            return 0 <= amount <= available and action == _amount_choices(action.kind, available)[amount]
        return action in self._bid_choices(st, seat)

    @staticmethod
    def _first_hand(st: DragonstonesState, seat: int) -> dict:
        """An Illusionist's second hand can only hold what the first left."""
        auction = st.auction
        sealed = auction["bids"][seat] if auction["mode"] == "bid" else auction["rebids"][seat]
        return sealed[0] if sealed else {}

    def why_illegal(self, state, seat, action) -> str:
        legal = self.legal_actions(state, seat)
        same_kind = [a for a in legal if a.kind == action.kind]
        if action.kind in ("bid_fairy", "bid_gold", "bid_silver") and same_kind:
            return f"the seat can bid 0 to {len(same_kind) - 1} of that coin"
        if action.kind == "seal" and same_kind:
            return "the seat does not hold that black coin or red amulet"
        if same_kind:
            return "that choice is not open (too few stones or coins, or not a possible target)"
        return super().why_illegal(state, seat, action)

    # --- playing -------------------------------------------------------------
    def _apply(self, state: DragonstonesState, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        if state.stack:
            powers.answer(state, state.stack[-1], action, events)
        elif state.auction["mode"] == "hand":
            self._choose_hand(state, seat, action.hand, events)
        else:
            self._bid_step(state, seat, action, events)
        self._run(state, events)
        return events

    def _bid_step(self, st: DragonstonesState, seat: int, action: Action, ev: list) -> None:
        auction = st.auction
        draft = auction["drafts"][seat]
        if action.kind == "seal":
            self._seal(st, seat, action.black, action.amulet, ev)
            return
        coin = action.kind.removeprefix("bid_")
        draft[coin] = action.amount
        if coin == "fairy":
            draft["step"] = "gold"
        elif self._holds_tokens(st, seat):
            draft["step"] = "seal"
        else:
            self._seal(st, seat, False, False, ev)

    @staticmethod
    def _holds_tokens(st: DragonstonesState, seat: int) -> bool:
        """The seal step is asked only of a seat holding a black coin (not in
        a rebid) or a red amulet: public facts, so skipping it leaks nothing."""
        player = st.seats[seat]
        return bool(player["amulet"] or (player["black"] and st.auction["mode"] == "bid"))

    def _seal(self, st: DragonstonesState, seat: int, black: bool, amulet: bool, ev: list) -> None:
        auction = st.auction
        draft = auction["drafts"][seat]
        if auction["mode"] == "rebid":
            hands = auction["rebids"][seat] = (auction["rebids"][seat] or []) + [
                {"silver": draft["silver"], "amulet": amulet}]
            first_step = {"step": "silver", "silver": 0}
        else:
            hands = auction["bids"][seat]
            hands.append({"fairy": draft["fairy"], "gold": draft["gold"], "black": black, "amulet": amulet})
            first_step = {"step": "fairy", "fairy": 0, "gold": 0}
        if st.seats[seat]["illusionist"] and len(hands) == 1:
            auction["drafts"][seat] = first_step
            return
        auction["sealed"][seat] = True
        auction["drafts"][seat] = None
        ev.append(_BID_SEALED_EVENT(seat))
        if all(auction["sealed"][s] for s in auction["pool"]):
            if auction["mode"] == "rebid":
                self._reveal_rebids(st, ev)
            else:
                self._reveal(st, ev)

    def _reveal(self, st: DragonstonesState, ev: list) -> None:
        """All bids are opened together; an Illusionist then picks a hand."""
        auction = st.auction
        for seat, hands in enumerate(auction["bids"]):
            if len(hands) == 2 and hands[0] == hands[1]:
                hands.pop()
        auction["revealed"] = True
        ev.append(Event("reveal", card=auction["card"],
                        bids=tuple(tuple((b["fairy"], b["gold"], b["black"], b["amulet"]) for b in hands)
                                   for hands in auction["bids"])))
        auction["choosing"] = [s for s, hands in enumerate(auction["bids"]) if len(hands) == 2]
        if auction["choosing"]:
            auction.update(mode="hand", hands_of="bid")
        else:
            self._settle_bids(st, ev)

    def _reveal_rebids(self, st: DragonstonesState, ev: list) -> None:
        """The silver rebids are opened together; an Illusionist then picks
        which of its two silver hands counts."""
        auction = st.auction
        for seat in auction["pool"]:
            hands = auction["rebids"][seat]
            if len(hands) == 2 and hands[0] == hands[1]:
                hands.pop()
        auction["choosing"] = [s for s in auction["pool"] if len(auction["rebids"][s]) == 2]
        if auction["choosing"]:
            ev.append(Event("rebid_hands", bids=tuple((s, tuple((h["silver"], h["amulet"]) for h in auction["rebids"][s]))
                                                      for s in auction["pool"])))
            auction.update(mode="hand", hands_of="rebid")
        else:
            self._settle_rebids(st, ev)

    def _choose_hand(self, st: DragonstonesState, seat: int, hand: int, ev: list) -> None:
        """Illusionist: the chosen hand counts and is paid; the other is not."""
        auction = st.auction
        hands = auction["rebids" if auction.get("hands_of") == "rebid" else "bids"]
        hands[seat] = [hands[seat][hand - 1]]
        auction["choosing"].remove(seat)
        ev.append(Event("hand_chosen", seat=seat, hand=hand))
        if not auction["choosing"]:
            auction["mode"] = auction.get("hands_of") or "bid"
            if auction["mode"] == "rebid":
                self._settle_rebids(st, ev)
            else:
                self._settle_bids(st, ev)

    def _settle_bids(self, st: DragonstonesState, ev: list) -> None:
        """Everyone pays what it bid: fairy gold goes in front of its screen,
        gold, a black coin and a red amulet to the bank.  A black coin in any
        bid curses the card."""
        auction = st.auction
        bids = [hands[0] for hands in auction["bids"]]
        for seat, bid in enumerate(bids):
            transfer(st, ev, "fairy", bid["fairy"], seat, seat, "bid", dest="front")
            transfer(st, ev, "gold", bid["gold"], seat, BANK, "bid")
            for token in ("black", "amulet"):
                if bid[token]:
                    transfer(st, ev, token, 1, seat, BANK, "bid")
            auction["paid_fairy"][seat] = bid["fairy"]
            auction["paid"][seat] = bid["fairy"] + bid["gold"]
        auction["values"] = [bid_value(b) for b in bids]
        auction["cursed"] = any(b["black"] for b in bids)
        result, seats = rank_bids(auction["values"], lowest=auction["card"] in LOWEST_TAKES)
        if result == "tie":
            auction.update(mode="rebid", pool=seats, sealed=[s not in seats for s in range(st.players)],
                           drafts=[{"step": "silver", "silver": 0} if s in seats else None
                                   for s in range(st.players)],
                           rebids=[None] * st.players)
            ev.append(Event("tie", seats=tuple(seats), value=auction["values"][seats[0]]))
        else:
            self._resolve(st, ev, seats[0] if seats else None, no_bids=result == "none")

    def _settle_rebids(self, st: DragonstonesState, ev: list) -> None:
        """Tied seats rebid in silver only; all of it goes to the bank.  A
        second tie: nobody takes the card (the Black Death: only the seats
        tied in that silver rebid lose 1 point each)."""
        auction = st.auction
        rebids = auction["rebids"]
        for seat in auction["pool"]:
            rebids[seat] = rebids[seat][0]
        ev.append(Event("rebid_reveal", bids=tuple((s, rebids[s]["silver"], rebids[s]["amulet"])
                                                   for s in auction["pool"])))
        for seat in auction["pool"]:
            transfer(st, ev, "silver", rebids[seat]["silver"], seat, BANK, "rebid")
            if rebids[seat]["amulet"]:
                transfer(st, ev, "amulet", 1, seat, BANK, "rebid")
            auction["paid"][seat] += rebids[seat]["silver"]
        values = [bid_value(rebids[s]) if s in auction["pool"] else None for s in range(st.players)]
        auction["rebid_values"] = values
        lowest = auction["card"] in LOWEST_TAKES
        result, seats = rank_bids(values, lowest)
        if result == "winner":
            self._resolve(st, ev, seats[0])
            return
        self._resolve(st, ev, None)
        if lowest and not auction["cursed"]:
            for seat in seats:
                add_points(st, ev, seat, -1)

    def _resolve(self, st: DragonstonesState, ev: list, winner: int | None, no_bids: bool = False) -> None:
        """The winner uses the card's power at once, unless it is cursed.  A
        Doppelganger may then copy it; a Rat King may use a card nobody bid
        on, never a cursed one."""
        auction = st.auction
        card = auction["card"]
        auction.update(mode="resolved", winner=winner)
        rebids = auction.get("rebids")
        st.history.append({"round": st.round, "card": card,
                           "bids": [None if hands is None else [dict(bid) for bid in hands]
                                    for hands in auction["bids"]],
                           "rebids": None if rebids is None else [rebid and dict(rebid) for rebid in rebids],
                           "winner": winner,
                           "cursed": auction["cursed"]})
        if winner is None:
            rat_king = self._keeper_holder(st, "rat_king")
            offered = no_bids and rat_king is not None and card not in KEEPERS and not auction["cursed"]
            ev.append(Event("no_winner", card=card, reason="no_bids" if no_bids else "second_tie",
                            offer=rat_king if offered else None))
            if offered:
                st.stack.append(powers.offer_frame("rat_king", card, rat_king))
            return
        st.used_this_round.append(card)
        doppelganger = self._keeper_holder(st, "doppelganger")
        offered = (not auction["cursed"] and doppelganger is not None and card not in KEEPERS
                   and CARDS[card].power != "necromancer")
        ev.append(Event("winner", seat=winner, card=card, cursed=auction["cursed"],
                        offer=doppelganger if offered else None))
        if auction["cursed"]:
            return
        if offered:
            st.stack.append(powers.offer_frame("doppelganger", card, doppelganger))
        ev.append(Event("power", seat=winner, card=card))
        st.stack.append(powers.frame(card, winner))

    @staticmethod
    def _keeper_holder(st: DragonstonesState, card: str) -> int | None:
        return next((s for s in range(st.players) if card in st.seats[s]["kept"]), None)

    def _run(self, st: DragonstonesState, ev: list) -> None:
        """Carry on until some seat must decide: resolve powers (a choice with
        one option is taken at once), then the next auction or round."""
        while not st.over:
            if st.winner is not None:
                st.over, st.stack = True, []
                ev.append(Event("game_end", winner=st.winner))
                return
            if st.stack:
                top = st.stack[-1]
                if top["stage"] == powers.START:
                    powers.begin(st, top, ev)
                elif top["stage"] == powers.DONE:
                    st.stack.pop()
                else:
                    options = powers.choices(st, top)
                    if len(options) > 1:
                        return
                    powers.answer(st, top, options[0], ev)
            elif st.auction["mode"] != "resolved":
                return
            else:
                self._finish_auction(st, ev)

    def _finish_auction(self, st: DragonstonesState, ev: list) -> None:
        """Used specials are discarded (a kept Doppelganger / Rat King stays in
        front of its holder); standard cards come back next round."""
        discarded = [card for card in [st.auction["card"]] + st.auction["drawn"]
                     if CARDS[card].deck != "standard" and not any(card in s["kept"] for s in st.seats)]
        if discarded:
            st.special_discard += discarded
            ev.append(Event("discarded", cards=tuple(discarded)))
        if st.pile:
            self._start_auction(st, ev)
        else:
            self._end_round(st, ev)

    def _start_round(self, st: DragonstonesState, ev: list) -> None:
        """Draw 2 specials and shuffle them with the 7 standards other than the
        Witch; the Witch is auctioned first, then those 9: 10 auctions."""
        if st.round >= MAX_ROUNDS:
            st.over = True
            ev.append(Event("game_end", winner=None))
            return
        st.round += 1
        reshuffled = len(st.special_deck) < SPECIALS_PER_ROUND
        specials = draw_specials(st)
        others = [c for c in STANDARD if c != "witch"] + specials
        st.rng.shuffle(others)
        st.pile = ["witch"] + others
        st.used_this_round = []
        ev.append(Event("round_start", round=st.round, specials=tuple(specials), reshuffled=reshuffled))
        self._start_auction(st, ev)

    def _start_auction(self, st: DragonstonesState, ev: list) -> None:
        card = st.pile.pop(0)
        n = st.players
        st.auction = {"card": card, "mode": "bid", "pool": list(range(n)), "sealed": [False] * n,
                      "drafts": [{"step": "fairy", "fairy": 0, "gold": 0} for _ in range(n)],
                      "bids": [[] for _ in range(n)], "revealed": False, "choosing": [],
                      "values": None, "rebids": None, "rebid_values": None, "cursed": False, "hands_of": None,
                      "paid": [0] * n, "paid_fairy": [0] * n, "winner": None, "drawn": []}
        ev.append(Event("auction_start", card=card, round=st.round, left=len(st.pile)))

    def _end_round(self, st: DragonstonesState, ev: list) -> None:
        """Fairy gold in front of the screens goes back behind them (it is
        magic); the gold and silver the seats still hold vanish back to the
        bank; unused black coins return to the bank; the Illusionist's power
        ends."""
        for seat, player in enumerate(st.seats):
            transfer(st, ev, "fairy", player["front"], seat, seat, "round_end", source="front")
            transfer(st, ev, "gold", player["gold"], seat, BANK, "round_end")
            transfer(st, ev, "silver", player["silver"], seat, BANK, "round_end")
            transfer(st, ev, "black", player["black"], seat, BANK, "round_end")
            player["illusionist"] = False
        ev.append(Event("round_end", round=st.round))
        st.auction = None
        self._start_round(st, ev)

    # --- the end ------------------------------------------------------------
    def outcome(self, state: DragonstonesState) -> Outcome:
        """First to 3 points wins.  If the round limit ends the game, most
        points wins, then most stones."""
        scores = [p["points"] for p in state.seats]
        if state.winner is not None:
            tiebreak = [1 if s == state.winner else 0 for s in range(state.players)]
        else:
            tiebreak = [stone_count(p) for p in state.seats]
        return Outcome.from_scores(scores, tiebreak)

    # --- information ----------------------------------------------------------
    def view(self, state: DragonstonesState, seat: int | None) -> DragonstonesState:
        """Coins behind other screens are None; sealed bids of others are
        hidden until the reveal; the order of the special deck and of this
        round's remaining cards is hidden (their contents are known)."""
        seen = state.clone()
        seen.rng = None
        seen.special_deck = sorted(seen.special_deck)
        seen.pile = sorted(seen.pile)
        for other in range(state.players):
            if other == seat:
                continue
            for coin in HIDDEN_COINS:
                seen.seats[other][coin] = None
            auction = seen.auction
            if auction:
                auction["drafts"][other] = None
                if not auction["revealed"]:
                    auction["bids"][other] = None
                if auction["mode"] == "rebid" and auction["rebids"]:
                    auction["rebids"][other] = None
        return seen

    def determinize(self, state: DragonstonesState, seat: int, rng: random.Random) -> DragonstonesState:
        """Other seats' hidden coins are re-dealt at random: the bank is public
        and every coin's total is fixed, so each coin's hidden total is
        known.  Sealed bids of others are replaced by random bids they could
        afford; deck orders are shuffled."""
        guess = self.view(state, seat)
        guess.rng = Rng(rng.getrandbits(64))
        others = [s for s in range(state.players) if s != seat]
        auction = guess.auction
        for coin in HIDDEN_COINS:
            floor = {s: self._revealed_unpaid(auction, s, coin) for s in others}
            hidden = SUPPLY[coin] - guess.bank[coin] - state.seats[seat][coin] \
                - sum(p["front"] for p in guess.seats) * (coin == "fairy")
            for s in others:
                guess.seats[s][coin] = floor[s]
            for _ in range(hidden - sum(floor.values())):
                guess.seats[rng.choice(others)][coin] += 1
        rng.shuffle(guess.special_deck)
        rng.shuffle(guess.pile)
        if auction and auction["mode"] in ("bid", "rebid"):
            for s in others:
                self._guess_bid(guess, s, rng)
        return guess

    @staticmethod
    def _revealed_unpaid(auction: dict | None, seat: int, coin: str) -> int:
        """Coins an Illusionist's revealed hands hold but have not paid yet."""
        if not auction or auction["mode"] != "hand":
            return 0
        hands = auction["rebids" if auction.get("hands_of") == "rebid" else "bids"][seat] or []
        return sum(b[coin] for b in hands if coin in b)

    @staticmethod
    def _guess_bid(guess: DragonstonesState, seat: int, rng: random.Random) -> None:
        auction, player = guess.auction, guess.seats[seat]
        if auction["mode"] == "rebid":
            if seat in auction["pool"]:
                auction["drafts"][seat] = {"step": "silver", "silver": 0}
                auction["rebids"][seat] = []
                if auction["sealed"][seat]:
                    auction["drafts"][seat] = None
                    auction["rebids"][seat] = [{"silver": rng.randint(0, player["silver"]), "amulet": False}]
            return
        if auction["sealed"][seat]:
            auction["bids"][seat] = [{"fairy": rng.randint(0, player["fairy"]),
                                      "gold": rng.randint(0, player["gold"]), "black": False, "amulet": False}]
        else:
            auction["bids"][seat] = []
            auction["drafts"][seat] = {"step": "fairy", "fairy": 0, "gold": 0}


RULES = DragonstonesRules()
