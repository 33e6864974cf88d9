"""What the Fist of Dragonstones table says: prompts, button labels,
explanations, captions of things looked at, seat statuses.  Text only,
worded from a view and the decision for the seat looking now.
"""
from __future__ import annotations

from typing import Callable

from game.core import Action, Decision
from game.dragonstones import log
from game.dragonstones.data import CARDS, COLOURS, POINTS_TO_WIN
from game.dragonstones.log import card_key
from game.dragonstones.powers import EXCHANGES, necromancer_price
from game.dragonstones.rules import bid_value
from game.dragonstones.state import DragonstonesState
from game.text import Teller, listed
from scenes import i18n

BID_KINDS = ("bid_fairy", "bid_gold", "seal", "bid_silver")


def coins_of(bid: dict) -> tuple:
    """A bid's coins as (item, count) pairs (an open hand shows them)."""
    found = [(coin, bid.get(coin, 0)) for coin in ("fairy", "gold", "silver") if bid.get(coin)]
    found += [(token, 1) for token in ("black", "amulet") if bid.get(token)]
    return tuple(found)


def frame_of(view: DragonstonesState | None) -> dict | None:
    """The power being resolved now, if any."""
    return view.stack[-1] if view is not None and view.stack else None


#: What the table draws of a seat (inspector keys naming the seat next): a seat is chosen by clicking them.
SEAT_PIECES = ("stones", "front", "token", "kept", "behind", "points", "hand")


class Words:
    """The title's texts (`t`), about a seat in its "you" form for the one
    looking (`tell`), and seats' names (`name`)."""

    def __init__(self, t: Callable[..., str], tell: Callable[..., str], name: Callable[[int | None], str],
                 viewer: Callable[[], int | None]) -> None:
        self.t, self.tell, self.name, self.viewer = t, tell, name, viewer

    # --- cards and pieces ---------------------------------------------------------
    def card_name(self, card: str) -> str:
        return log.card_name(card, self.t)

    def card_text(self, card: str) -> str:
        """The power text: `dragonstones.power.<power>` with the card's
        numbers filled in, and a note for cards that give a special piece."""
        info = CARDS[card]
        if info.power == "gain":
            gains = [self.t(f"coins.{item}", count=count) for item, count in info.args]
            text = self.t("power.gain", gains=listed(gains, self.t))
        elif info.power == "stone":
            text = self.t("power.stone", colour=self.t(f"colour.{info.args[0]}"))
        else:
            text = self.t(f"power.{info.power}")
        note = f"dragonstones.note.{card_key(card)}"
        return f"{text}\n{i18n.t(note)}" if i18n.has(note) else text

    def bank_refusal(self, item: str, count: int, naming: bool) -> str:
        """Why the bank's heap of `item` is no choice now: a colour is
        named by its stones when a card's power asks for one (`naming`),
        and only a colour the bank holds; the bank pays out by the
        cards' powers, never by a click."""
        if not naming:
            return self.t("refuse.bank")
        if item not in COLOURS:
            return self.t("refuse.bank_not_colour", item=self.t(f"item.{item}"))
        return self.t("refuse.bank_no_colour" if count == 0 else "refuse.colour_not_now",
                      colour=self.t(f"colour.{item}"))

    def place_refusal(self, place: str, kinds: set[str]) -> str:
        """Why a card of the round or a seat's piece is no choice now: a
        card of the round is chosen for the Ghost's power (a card used
        this round) or the Imp's (one still to come); a seat is chosen
        (by the Brigand, for the Generous Dragon's stone) only when lit; a
        stone is taken from a seat by the Thief's power, from a lit seat."""
        if kinds & {"target", "give"} and place in SEAT_PIECES:
            return self.t("refuse.seat_not_lit")
        if place == "round":
            return self.t("refuse.round_card" if "card" in kinds else "refuse.round")
        if place == "stones":
            return self.t("refuse.steal_which" if "steal" in kinds else "refuse.stones")
        return ""

    def what(self, item: str, count: int | None) -> str:
        return log.what(item, count, self.t)

    def holding_caption(self, seat: int, item: str, count: int) -> str:
        """What a seat holds of `item`, and what it is for."""
        held = self.tell("inspect.holds", seat, what=self.what(item, count))
        return self.t("inspect.then", first=held, then=self.t(f"inspect.about.{item}"))

    def points_caption(self, seat: int, points: int) -> str:
        return self.tell("inspect.points", seat, count=points, goal=POINTS_TO_WIN)

    def round_caption(self, view: DragonstonesState, card: str, state: str) -> str:
        """A card of this round in the tracker, and what became of it."""
        winner = next((h["winner"] for h in view.history if h["card"] == card), None)
        name = Teller(self.t, self.name, self.viewer()).name(winner) if state == "done" and winner is not None else ""
        return self.t(f"inspect.round.{state}", card=self.card_name(card), name=name)

    def bid_caption(self, seat: int, hands: list[dict], caption: str = "opened") -> str:
        """An open hand: what the seat bid (each hand, for the Illusionist's
        two), `inspect.<caption>`: opened, or still sealed (shown only with
        everything revealed)."""
        bids = [self.t("inspect.bid", value=bid_value(hand),
                       coins=listed([self.what(item, count) for item, count in coins_of(hand)], self.t) or "0")
                for hand in hands]
        return self.tell(f"inspect.{caption}", seat, bids=self.t("list_sep").join(bids))

    # --- the seats' panels ------------------------------------------------------------
    def seat_status(self, view: DragonstonesState, seat: int) -> str:
        auction = view.auction
        if auction is None:
            return ""
        if auction["mode"] == "resolved" and auction.get("winner") == seat:
            return self.t("status.winner")
        if auction["mode"] == "rebid" and seat in auction["pool"]:
            return self.t("status.tied")
        if auction["mode"] == "bid" and seat in auction["pool"]:
            return self.t("status.sealed" if auction["sealed"][seat] else "status.bidding")
        return ""

    def seat_number_caption(self, seat: int, kind: str, value) -> str:
        if kind.startswith("gem:"):
            return self.holding_caption(seat, kind[4:], value)
        return self.points_caption(seat, value)

    # --- the decision ---------------------------------------------------------------------
    def panel_heading(self, view: DragonstonesState, decision: Decision) -> str:
        kind = decision.kind
        if kind == "exchange":
            return self.t("control.heading_exchange")
        if kind == "bid_silver":
            return self.t("control.heading_rebid")
        if view.auction["mode"] == "bid" and view.auction["bids"][decision.seat]:
            return self.t("control.heading_second")
        return self.t("control.heading")

    def prompt(self, view: DragonstonesState, decision: Decision, stone_steppers: bool,
               merchant_pay: str) -> str | None:
        """The prompt for `decision` (None: the toolkit's "your choice")."""
        kind, frame = decision.kind, frame_of(view)
        card = self.card_name(view.auction["card"]) if view.auction else ""
        if kind in BID_KINDS:
            if kind == "bid_silver":
                return self.t("prompt.rebid", card=card)
            second = view.auction["mode"] == "bid" and view.auction["bids"][decision.seat]
            return self.t("prompt.bid_second" if second else "prompt.bid", card=card)
        if kind == "pick_hand":
            return self.t("prompt.pick_hand")
        if frame is None:
            return None
        here = self.card_name(frame["card"])
        if kind == "exchange":
            if stone_steppers:
                return self.t("prompt.exchange_steppers", card=here, count=EXCHANGES[frame["power"]][1])
            return self.t("prompt.exchange", card=here)
        if kind == "use_or_decline":
            if frame["power"] == "necromancer":
                fairy = necromancer_price(view, decision.seat)
                return self.t("prompt.necromancer", fairy=fairy) if fairy else self.t("prompt.necromancer_free")
            return self.t("prompt.offer", keeper=here, card=self.card_name(frame["copy"]))
        if kind == "rainbow_draw":
            return self.t("prompt.rainbow_draw", colour=self.t(f"colour.{frame['colour']}"),
                          count=sum(frame["drawn"].values()))
        if kind == "pick_card":
            return self.t(f"prompt.pick_card_{frame['power']}")
        if kind == "buy":
            return self.t("prompt.buy", pay=self.t(f"item.{merchant_pay}"))
        if kind in ("pick_colour", "pick_recipient", "pick_colours", "pick_target", "steal"):
            return self.t(f"prompt.{kind}", card=here)
        return None

    def explain_decision(self, view: DragonstonesState, decision: Decision) -> str:
        kind, frame = decision.kind, frame_of(view)
        if kind in BID_KINDS:
            if view.auction and CARDS[view.auction["card"]].power == "black_death":
                return self.t("explain.bid_black_death")
            if kind == "bid_silver":
                return self.t("explain.rebid")
            second = view.auction["mode"] == "bid" and view.auction["bids"][decision.seat]
            return self.t("explain.bid_second" if second else "explain.bid")
        if kind == "pick_hand":
            return self.t("explain.pick_hand")
        if frame is None:
            return ""
        if kind == "use_or_decline":
            if frame["power"] == "necromancer":
                fairy = necromancer_price(view, decision.seat)
                return self.t("explain.necromancer", count=fairy) if fairy else self.t("explain.necromancer_free")
            return self.t("explain.offer", keeper=self.card_name(frame["card"]), card=self.card_name(frame["copy"]))
        if kind in ("rainbow_draw", "buy"):
            return self.t(f"explain.{kind}", colour=self.t(f"colour.{frame.get('colour', 'red')}"))
        power = CARDS[frame["card"]].power
        if i18n.has(f"dragonstones.explain.power.{power}"):
            return self.t(f"explain.power.{power}")
        return self.card_text(frame["card"]).split("\n")[0]

    def explain_exchange(self, frame: dict) -> str:
        """Paying stones for a power: the points they bring."""
        return self.t("explain.exchange", count=EXCHANGES[frame["power"]][2])

    def explain_choice(self, action: Action, frame: dict | None) -> str:
        kind = action.kind
        if kind == "exchange" and frame:
            return self.explain_exchange(frame)
        if kind == "take" and frame:
            item, count = EXCHANGES[frame["power"]][3]
            return self.t("explain.take", gain=self.what(item, count))
        if kind == "card":
            return f"{self.card_name(action.card)}: {self.card_text(action.card).split(chr(10))[0]}"
        if kind in ("use", "keep_for_later", "draw", "stop", "done") and frame:
            if kind == "use" and frame["power"] == "necromancer":
                return self.t("explain.necromancer_use")
            return self.t(f"explain.{kind}", card=self.card_name(frame.get("copy") or frame["card"]),
                          colour=self.t(f"colour.{frame.get('colour', 'red')}"))
        return ""

    def action_label(self, action: Action, view: DragonstonesState, seat: int | None) -> str | None:
        """A button's words for `action` of `seat` (None: the toolkit's)."""
        kind, frame = action.kind, frame_of(view)
        if kind == "exchange":
            stones = " ".join(self.t(f"coins.{c}", count=action.fields[c]) for c in COLOURS if action.fields[c])
            return self.t("action.exchange", stones=stones)
        if kind == "take" and frame:
            item, count = EXCHANGES[frame["power"]][3]
            return self.t("action.take", gain=self.what(item, count))
        if kind in ("decline", "draw", "done"):
            return self.t(f"action.{kind}")
        if kind == "colour":
            return self.t("colour_name." + action.colour)
        if kind == "colours":
            return self.t("action.colours", first=self.t(f"colour_name.{action.first}"),
                          second=self.t(f"colour_name.{action.second}"))
        if kind == "stop":
            return self.t("action.stop", count=sum(frame["drawn"].values()) if frame else 0)
        if kind == "use" and frame and frame["power"] == "necromancer":
            free = not necromancer_price(view, frame["seat"])
            return self.t("action.necromancer_free" if free else "action.necromancer")
        if kind == "use":
            return self.t("action.use")
        if kind in ("target", "give"):
            return self.name(action.seat)
        if kind == "steal":
            if action.colour is None:
                return self.t("action.coin", name=self.name(action.seat))
            return f"{self.name(action.seat)}: {self.t('colour_name.' + action.colour)}"
        if kind == "buy":
            return self.t("action.buy", colour=self.t(f"colour_name.{action.colour}"))
        if kind == "card":
            return self.card_name(action.card)
        if kind == "hand":
            auction = view.auction
            hands = auction["rebids" if auction["hands_of"] == "rebid" else "bids"][seat] if seat is not None else None
            value = bid_value(hands[action.hand - 1]) if hands and len(hands) >= action.hand else "?"
            return self.t("action.hand", hand=action.hand, value=value)
        return None

    def hint_label(self, action: Action) -> str | None:
        """How a hint names a step of a bid (None: as its button)."""
        if action.kind in ("bid_fairy", "bid_gold", "bid_silver"):
            return self.t("action.hint_bid", coins=self.what(action.kind.removeprefix("bid_"), action.amount))
        if action.kind == "seal":
            tokens = [self.t(f"item.{token}") for token in ("black", "amulet") if action.fields[token]]
            if not tokens:
                return self.t("action.hint_seal")
            return self.t("action.hint_seal_with", tokens=" + ".join(tokens))
        return None
