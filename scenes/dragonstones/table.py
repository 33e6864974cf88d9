"""The Fist of Dragonstones table.

On the felt: the other seats' screens along the top (name on the screen;
in front of it the points die, stones, fairy gold bid this round, black
coin / red amulet, kept cards, and the seat's fist); in the middle the
bank (coins and stones), the character up for auction, large, with its
power text, and the round tracker (cards done with who took them, the
one up now, the ones still to come); at the bottom the viewer's own
screen, seen from behind with its coins, and the bid panel.

A bid is set on the panel (steppers for fairy gold / gold or silver,
toggles for a held black coin / red amulet) and sealed with one button;
the table then submits the engine's bid steps in order (bid_fairy,
bid_gold, seal).  The reveal opens every fist together beside the card,
then the coins fly: fairy gold to the front of its screen, gold to the
bank.  Power choices are prompt buttons or clicks on the bank's stones,
a seat's screen, a stone in front of a screen, or a card in the tracker.

The table draws from `live`: a copy of the viewer's view that the event
animations update as they land (a coin arriving adds to a pile), so
nothing on the felt changes before its animation shows it.
"""
from __future__ import annotations

from functools import partial
from typing import Callable

import pygame

from game.core import Action, Decision, Event
from game.dragonstones.data import CARDS, COLOURS, POINTS_TO_WIN, STANDARD
from game.dragonstones.powers import EXCHANGES, necromancer_price
from game.dragonstones import log
from game.dragonstones.log import card_key
from game.dragonstones.rules import bid_value
from game.dragonstones.state import DragonstonesState
from game.text import Teller, listed
from scenes import i18n, layout, style
from scenes.layout import px
from scenes.dragonstones import pieces
from scenes.table import sprites
from scenes.table.animation import Actor
from scenes.table.base import SEAT_COLORS, Target, TableScene
from scenes.table.piles import PileView
from scenes.table.controls import Stepper, Toggle
from scenes.table.tween import (Call, Parallel, Sequence, Tween, Wait, ease_in, ease_out, ease_out_back, fade,
                                flip, linear, move, stagger)

BID_KINDS = ("bid_fairy", "bid_gold", "seal", "bid_silver")
COINS_BEHIND = ("fairy", "gold", "silver")
TOKENS = ("black", "amulet")
FIST = 52
PALM = 60
ROW = 22
SEAL_BID = Action("seal_bid")          # local: the bid panel's seal button
PAY_SELECTED = Action("pay_selected")  # local: pay the stones set on the colour steppers


class Table(TableScene):
    def __init__(self, app, match) -> None:
        self.live: DragonstonesState | None = None
        self.controls: list[Stepper | Toggle] = []
        self.merchant_pay = "fairy"
        self.fists_flying = False
        self.card_hidden = False
        super().__init__(app, match)
        self.live = self.shown_view.clone()

    # --- words ------------------------------------------------------------------
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

    def what(self, item: str, count: int | None) -> str:
        return log.what(item, count, self.t)

    # --- who sits where -------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        """Top: the other seats' places.  Middle: the bank, the card up for
        auction (fists meet on both sides of it) and the round's cards.
        Bottom: the viewer's place and, beside it, the bid panel."""
        area = layout.inset(self.table_rect, px(6))
        gap = px(8)
        top_h = max(px(112), min(px(150), int(area.h * 0.23)))
        bottom_h = max(px(150), min(px(190), int(area.h * 0.29)))
        self.top_band, self.mid_band, self.bottom_band = layout.split(area, [top_h, None, bottom_h], gap)
        mid = self.mid_band
        side = max(px(190), min(px(270), mid.w // 4))
        self.bank_rect = pygame.Rect(mid.left, mid.top, side, mid.h)
        tracker_w = min(px(230), side)
        self.tracker_rect = pygame.Rect(mid.right - tracker_w, mid.top, tracker_w, mid.h)
        card_h = mid.h - px(4)
        card_w = min(int(card_h * 0.72), self.tracker_rect.left - self.bank_rect.right - 2 * (px(PALM) + px(24)))
        self.card_rect = pygame.Rect(0, 0, card_w, card_h)
        self.card_rect.center = ((self.bank_rect.right + self.tracker_rect.left) // 2, mid.centery)
        bottom = self.bottom_band
        self.own_rect = pygame.Rect(bottom.left, bottom.top, max(min(px(450), bottom.w // 2), bottom.w - px(460)),
                                    bottom_h)
        self.panel_rect = pygame.Rect(self.own_rect.right + px(10), bottom.top, 0, bottom_h)
        self.panel_rect.w = min(px(440), bottom.right - self.panel_rect.left)
        self._place_controls()

    def table_regions(self) -> dict[str, pygame.Rect]:
        found = {"bank": self.bank_rect, "card": self.card_rect, "round": self.tracker_rect,
                 "own place": self.own_rect, "bid panel": self.panel_rect}
        found.update({f"place {i + 1}": self.seat_rect(seat) for i, seat in enumerate(self.seats_across())})
        return found

    def seat_rect(self, seat: int) -> pygame.Rect:
        if seat == self.bottom_seat:
            return self.own_rect
        others = self.seats_across()
        count = len(others)
        gap = px(8)
        w = min(px(300), (self.top_band.w - (count - 1) * gap) // count)
        left = self.top_band.centerx - (count * (w + gap) - gap) // 2
        return pygame.Rect(left + others.index(seat) * (w + gap), self.top_band.top, w, self.top_band.h)

    def spots(self, seat: int) -> dict[str, tuple[int, int]]:
        """Centres of everything in a seat's place: the screen, the die,
        each stone colour, the fairy gold in front, tokens, kept cards,
        the fist, and (for the bottom seat) the coins behind the screen."""
        rect = self.seat_rect(seat)
        found: dict[str, tuple[int, int]] = {}
        palm = px(PALM)
        if seat == self.bottom_seat:
            front_y = rect.top + px(26)
            found["screen"] = ((rect.left + rect.right - palm - px(16)) // 2, rect.top + px(66))
            found["fist"] = (rect.right - palm // 2 - px(8), rect.top + px(40))
            column = (rect.w - px(20)) // len(COINS_BEHIND)
            for i, coin in enumerate(COINS_BEHIND):
                found[coin] = (rect.left + px(10) + px(20) + i * column, rect.bottom - px(30))
            step = min(px(52), (rect.w - palm - px(80)) // 5)
            found["front"] = (rect.left + px(50) + step // 2 + 3 * step, front_y)
            found["tokens"] = (found["front"][0] + step, front_y)
            found["kept"] = (rect.right - palm - px(60), rect.top + px(66))
        else:
            front_y, row2 = rect.top + px(66), rect.bottom - px(24)
            found["screen"] = (rect.centerx, rect.top + px(22))
            found["fist"] = (rect.right - palm // 2 - px(4), rect.bottom - palm // 2 - px(2))
            step = self.stone_step(seat)
            if rect.w < px(250):    # narrow: the hand goes under the stones, not beside them
                front_y = rect.top + px(58)
                found["fist"] = (rect.right - palm // 2 - px(4), rect.bottom - palm // 2 + px(6))
            found["front"] = (rect.left + px(32), row2)
            found["tokens"] = (rect.left + px(78), row2)
            found["kept"] = (rect.left + px(70), row2)
        found["die"] = (rect.left + px(24), front_y)
        for i, colour in enumerate(COLOURS):
            found[colour] = (rect.left + px(46) + step // 2 + i * step, front_y)
        return found

    def stone_step(self, seat: int) -> int:
        """How far apart a place's stone heaps lie."""
        rect = self.seat_rect(seat)
        if seat == self.bottom_seat:
            return min(px(52), (rect.w - px(PALM) - px(80)) // 5)
        return max(px(26), min(px(56), (rect.w - px(60)) // 3))

    def bank_spots(self) -> dict[str, tuple[int, int]]:
        rect = self.bank_rect
        col = (rect.w - px(20)) // 3
        rows = layout.split(pygame.Rect(rect.left, rect.top + px(30), rect.w, rect.h - px(34)), [None, None, None])
        found = {}
        for i, coin in enumerate(COINS_BEHIND):
            found[coin] = (rect.left + px(10) + col // 2 + i * col, rows[0].centery - px(6))
        for i, token in enumerate(TOKENS):
            found[token] = (rect.left + px(10) + col // 2 + i * col, rows[1].centery - px(6))
        for i, colour in enumerate(COLOURS):
            found[colour] = (rect.left + px(10) + col // 2 + i * col, rows[2].centery)
        return found

    def gather_spot(self, index: int, count: int) -> tuple[int, int]:
        """Where the fists meet around the card for the reveal: half on
        each side of it."""
        left_side = index % 2 == 0
        row = index // 2
        rows = (count + 1) // 2
        palm = px(PALM)
        x = self.card_rect.left - palm // 2 - px(14) if left_side else self.card_rect.right + palm // 2 + px(14)
        span = self.card_rect.h - palm
        y = self.card_rect.top + palm // 2 + (span * (row + 0.5) / rows if rows else 0)
        return (x, round(y))

    def place_of(self, who, place: str, item: str) -> tuple[int, int]:
        if who == "bank":
            return self.bank_spots().get(item, self.bank_rect.center)
        spots = self.spots(who)
        if place == "front":
            return spots["front"]
        if place == "screen":
            return spots.get(item, spots["screen"])
        return spots.get(item if item in COLOURS else "tokens", spots["screen"])

    # --- the live picture ------------------------------------------------------------
    def on_view(self, view: DragonstonesState) -> None:
        self.stage.clear()
        self.live = view.clone()
        self.fists_flying = False
        self.card_hidden = False
        self.layout(self.size)

    def shows_hidden_info(self, view: DragonstonesState, seat: int) -> bool:
        """Every seat has coins behind its screen: its own view shows them."""
        return True

    # --- decisions ----------------------------------------------------------------------
    def frame(self) -> dict | None:
        view = self.live
        return view.stack[-1] if view is not None and view.stack else None

    def on_decision(self, decision: Decision, legal: list[Action]) -> None:
        self.controls = []
        self.merchant_pay = "fairy"
        kind = decision.kind
        if kind in BID_KINDS:
            self._bid_controls(decision.seat, kind, legal)
            if all(isinstance(c, Stepper) and c.low == c.high for c in self.controls):
                self.seal_bid()  # nothing to bid: no "Seal bid (0)" to click
                return
        elif kind == "exchange" and self._stone_steppers_needed(legal):
            self._exchange_controls(legal)
        self._place_controls()

    def _bid_controls(self, seat: int, kind: str, legal: list[Action]) -> None:
        view = self.live
        auction, player = view.auction, view.seats[seat]
        if kind == "bid_silver":
            self.controls.append(self._stepper("silver", 0, len(legal) - 1, pieces.coin_image("silver", px(24))))
        else:
            sealed = auction["bids"][seat] or []
            spent = sealed[0] if sealed and auction["mode"] == "bid" else {}
            draft = auction["drafts"][seat] or {}
            fairy, gold = (self._stepper(coin, 0, player[coin] - spent.get(coin, 0), pieces.coin_image(coin, px(24)))
                           for coin in ("fairy", "gold"))
            if kind != "bid_fairy":     # a bid taken up again after undo or load: the fairy step is done
                fairy.low = fairy.high = fairy.value = draft.get("fairy", 0)
            if kind == "seal":
                gold.low = gold.high = gold.value = draft.get("gold", 0)
            self.controls += [fairy, gold]
            if player["black"] and auction["mode"] == "bid" and not spent.get("black"):
                self.controls.append(self._toggle("black", pieces.coin_image("black", px(22))))
        sealed = (auction["bids"][seat] or []) if auction["mode"] == "bid" else []
        if player["amulet"] and not (sealed and sealed[0].get("amulet")):
            self.controls.append(self._toggle("amulet", pieces.coin_image("amulet", px(22))))

    def _stepper(self, key: str, low: int, high: int, icon: pygame.Surface, value: int = 0,
                 explained: bool = True) -> Stepper:
        """A row of the panel setting `key` (a coin or a colour), worded by
        control.<key> (and explain.<key>)."""
        return Stepper(self.t(f"control.{key}"), value, low, high, icon, self._controls_changed,
                       self.t(f"explain.{key}") if explained else "", key)

    def _toggle(self, key: str, icon: pygame.Surface) -> Toggle:
        return Toggle(self.t(f"control.{key}"), False, icon, self._controls_changed, self.t(f"explain.{key}"), key)

    def on_language_changed(self) -> None:
        for control in self.controls:
            control.label = self.t(f"control.{control.key}")
            if control.explanation:
                control.explanation = self.t(f"explain.{control.key}")
        super().on_language_changed()

    def _controls_changed(self) -> None:
        self.invalidate()
        self._show_prompt()

    def _control(self, key: str):
        return next((c for c in self.controls if c.key == key), None)

    def bid_amounts(self) -> dict:
        """What the panel holds now: fairy, gold, silver, black, amulet."""
        amounts = {"fairy": 0, "gold": 0, "silver": 0, "black": False, "amulet": False}
        for coin in ("fairy", "gold", "silver"):
            control = self._control(coin)
            if control is not None:
                amounts[coin] = control.value
        for token in TOKENS:
            control = self._control(token)
            amounts[token] = bool(control and control.on)
        return amounts

    def bid_steps(self, kind: str) -> dict[str, Action]:
        """The engine's bid steps from `kind` on, with the panel's amounts."""
        amounts = self.bid_amounts()
        if kind == "bid_silver":
            return {"bid_silver": Action("bid_silver", amount=amounts["silver"]),
                    "seal": Action("seal", black=False, amulet=amounts["amulet"])}
        steps = {"bid_fairy": Action("bid_fairy", amount=amounts["fairy"]),
                 "bid_gold": Action("bid_gold", amount=amounts["gold"]),
                 "seal": Action("seal", black=amounts["black"], amulet=amounts["amulet"])}
        order = list(steps)
        return {k: steps[k] for k in order[order.index(kind):]}

    def seal_bid(self) -> None:
        """Submit the panel's bid as the engine's steps, in order, until the
        seat has sealed this hand (the seal step is asked only of a seat
        holding a black coin or an amulet)."""
        decision = self.decision
        seat = decision.seat
        steps = self.bid_steps(decision.kind)
        self._close_decision()
        for _ in range(len(steps)):
            asked = next((d.kind for d in self.match.pending() if d.seat == seat), None)
            action = steps.pop(asked, None)
            if action is None:
                break
            self._submit(seat, action)

    def _close_decision(self) -> None:
        self.decision = None
        self.legal = []
        self.controls = []
        self.prompt.clear()
        self.invalidate()
        self._refresh_targets()
        self.sound("click")

    def submit(self, action: Action) -> None:
        if self.decision is None:
            return
        if action == SEAL_BID and self.decision.kind in BID_KINDS:
            self.seal_bid()
        elif action == PAY_SELECTED:
            chosen = self._selected_payment()
            if chosen is not None:
                super().submit(chosen)
        else:
            super().submit(action)

    # --- stones to pay (Magician, Enchantress) --------------------------------------
    @staticmethod
    def _stone_steppers_needed(legal: list[Action]) -> bool:
        return sum(a.kind == "exchange" for a in legal) > 3

    def _exchange_controls(self, legal: list[Action]) -> None:
        seat = self.decision.seat if self.decision else self.bottom_seat
        first = next(a for a in legal if a.kind == "exchange")
        for colour in COLOURS:
            self.controls.append(self._stepper(colour, 0, self.live.seats[seat][colour], sprites.gem(colour, px(24)),
                                               first.fields[colour], explained=False))

    def _selected_payment(self) -> Action | None:
        chosen = {c: self._control(c).value for c in COLOURS if self._control(c)}
        wanted = Action("exchange", **chosen) if len(chosen) == 3 else None
        return wanted if wanted in self.legal else None

    def _place_controls(self) -> None:
        if not getattr(self, "controls", None):
            return
        rect = self.panel_rect
        steppers = [c for c in self.controls if isinstance(c, Stepper)]
        toggles = [c for c in self.controls if isinstance(c, Toggle)]
        top = rect.top + style.line_step(style.BODY) + px(4)
        row_h = min(px(40), (rect.bottom - top) // (len(steppers) + (1 if toggles else 0)) - px(4))
        y = top
        for control in steppers:
            control.place(pygame.Rect(rect.left, y, rect.w, row_h))
            y += row_h + px(4)
        if toggles:
            w = (rect.w - px(6) * (len(toggles) - 1)) // len(toggles)
            for i, control in enumerate(toggles):
                control.place(pygame.Rect(rect.left + i * (w + px(6)), y, w, row_h))

    # --- prompt ------------------------------------------------------------------------
    def prompt_text(self, decision: Decision) -> str:
        kind, view, frame = decision.kind, self.live, self.frame()
        card = self.card_name(view.auction["card"]) if view.auction else ""
        if kind in BID_KINDS:
            if kind == "bid_silver":
                return self.t("prompt.rebid", card=card)
            second = view.auction["mode"] == "bid" and view.auction["bids"][decision.seat]
            return self.t("prompt.bid_second" if second else "prompt.bid", card=card)
        if kind == "pick_hand":
            return self.t("prompt.pick_hand")
        if frame is None:
            return super().prompt_text(decision)
        here = self.card_name(frame["card"])
        if kind == "exchange":
            if self._stone_steppers_needed(self.legal):
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
            return self.t("prompt.buy", pay=self.t(f"item.{self.merchant_pay}"))
        if kind in ("pick_colour", "pick_recipient", "pick_colours", "pick_target", "steal"):
            return self.t(f"prompt.{kind}", card=here)
        return super().prompt_text(decision)

    def prompt_choices(self, decision: Decision, legal: list[Action]):
        kind = decision.kind
        if kind in BID_KINDS:
            amounts = self.bid_amounts()
            value = bid_value(amounts)
            return [(self.t("action.seal", value=value), SEAL_BID)]
        if kind == "exchange" and self._stone_steppers_needed(legal):
            choices = [(self.action_label(a), a) for a in legal if a.kind != "exchange"]
            if self._selected_payment() is not None:
                points = EXCHANGES[self.frame()["power"]][2]
                choices.insert(0, (self.t("action.pay_selected", points=points), PAY_SELECTED))
            return choices
        if kind == "buy":
            coins = [coin for coin in ("fairy", "gold", "silver") if any(a.get("pay") == coin for a in legal)]
            choices: list[tuple[str, Action | Callable]] = []
            if len(coins) > 1:
                choices.append((self.t("action.pay_with", coin=self.t(f"item.{self.merchant_pay}")),
                                lambda: self._next_pay(coins)))
            pay = self.merchant_pay if self.merchant_pay in coins else (coins[0] if coins else None)
            choices += [(self.action_label(a), a) for a in legal if a.kind == "buy" and a.pay == pay]
            return choices + [(self.action_label(a), a) for a in legal if a.kind == "done"]
        if kind in ("steal", "pick_card") and len(legal) > 6:
            return []
        return [(self.action_label(a), a) for a in legal]

    def explain_decision(self, decision: Decision, legal: list[Action]) -> str:
        kind, view, frame = decision.kind, self.live, self.frame()
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

    def explain_choice(self, action: Action) -> str:
        kind, frame = action.kind, self.frame()
        if action == SEAL_BID:
            return self.t("explain.seal")
        if kind == "exchange" and frame:
            return self.t("explain.exchange", count=EXCHANGES[frame["power"]][2])
        if action == PAY_SELECTED and frame:
            return self.t("explain.exchange", count=EXCHANGES[frame["power"]][2])
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

    def _next_pay(self, coins: list[str]) -> None:
        index = coins.index(self.merchant_pay) if self.merchant_pay in coins else -1
        self.merchant_pay = coins[(index + 1) % len(coins)]

    def action_label(self, action: Action) -> str:
        kind = action.kind
        frame = self.frame()
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
            free = not necromancer_price(self.live, frame["seat"])
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
            auction, seat = self.live.auction, self.decision.seat if self.decision else None
            hands = (auction.get("rebid_hands", {}).get(seat) or auction["bids"][seat]) if seat is not None else None
            value = bid_value(hands[action.hand - 1]) if hands and len(hands) >= action.hand else "?"
            return self.t("action.hand", hand=action.hand, value=value)
        return super().action_label(action)

    def hint_label(self, action: Action) -> str:
        if action.kind in ("bid_fairy", "bid_gold", "bid_silver"):
            return self.t("action.hint_bid", coins=self.what(action.kind.removeprefix("bid_"), action.amount))
        if action.kind == "seal":
            tokens = [self.t(f"item.{token}") for token in ("black", "amulet") if action.fields[token]]
            if not tokens:
                return self.t("action.hint_seal")
            return self.t("action.hint_seal_with", tokens=" + ".join(tokens))
        return super().hint_label(action)

    # --- clicking the table -------------------------------------------------------------
    def targets(self, view: DragonstonesState, legal: list[Action]) -> list[Target]:
        if self.decision is None:
            return []
        found: list[Target] = []
        for control in self.controls:
            found += control.targets()
        bank = self.bank_spots()
        for action in legal:
            if action.kind == "colour":
                found.append(Target(_spot_rect(bank[action.colour], 44), action=action))
            elif action.kind in ("target", "give"):
                found.append(Target(self.seat_rect(action.seat), action=action))
            elif action.kind == "steal":
                spots = self.spots(action.seat)
                where = spots[action.colour] if action.colour else spots["screen"]
                found.append(Target(_spot_rect(where, 44), action=action))
            elif action.kind == "card":
                rect = self.tracker_rows().get(action.card)
                if rect is not None:
                    found.append(Target(rect, action=action))
        return found

    def highlighted_seats(self) -> set[int]:
        """Seats the current choice is about (a Brigand's or Thief's
        targets, a Generous Dragon's recipients)."""
        return {a.seat for a in self.legal if a.kind in ("target", "give", "steal")}

    # --- drawing ------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view: DragonstonesState) -> None:
        live = self.live or view
        self._draw_bank(surface, live)
        self._draw_card(surface, live)
        self._draw_tracker(surface, live)
        lit = self.highlighted_seats()
        for seat in range(live.players):
            self._draw_seat(surface, live, seat, seat in lit)
        if not self.fists_flying:
            self._draw_fists(surface, live)
        self._draw_panel(surface, live)
        self._draw_rainbow(surface)

    def _draw_bank(self, surface: pygame.Surface, live: DragonstonesState) -> None:
        rect = self.bank_rect
        surface.blit(pieces.plate(rect.size, style.rgb(style.GOLD)), rect)
        style.draw_text(surface, self.t("bank"), pygame.Rect(rect.left + px(12), rect.top + px(4), rect.w - px(24),
                                                             px(26)), style.BODY, style.GOLD_LIGHT, bold=True)
        spots = self.bank_spots()
        column = (rect.w - px(20)) // 3
        for item in (*COINS_BEHIND, *TOKENS):
            heap = pieces.pile(item, live.bank[item], px(26))
            spot = surface.blit(heap, heap.get_rect(center=spots[item]))
            label = pygame.Rect(0, spots[item][1] + px(16), column, px(34))
            label.centerx = spots[item][0]
            style.draw_text(surface, self.t(f"item.{item}"), label, style.SMALL - 2, style.MUTED, align="center")
            self.inspect_piece(("bank", item), spot.union(label), item,
                               partial(self.t, "inspect.bank", what=self.what(item, live.bank[item])))
        for colour in COLOURS:
            heap = pieces.pile(colour, live.bank[colour], px(28))
            spot = surface.blit(heap, heap.get_rect(center=spots[colour]))
            self.inspect_piece(("bank", colour), spot, colour,
                               partial(self.t, "inspect.bank", what=self.what(colour, live.bank[colour])))

    def _draw_card(self, surface: pygame.Surface, live: DragonstonesState) -> None:
        rect = self.card_rect
        auction = live.auction
        if auction is None or self.card_hidden:
            pygame.draw.rect(surface, style.FELT_DARK, rect, px(3), border_radius=px(14))
            if not self.card_hidden:  # a card on its way covers the slot: no words peeking round it
                style.draw_text(surface, self.t("no_card"), rect.inflate(-px(12), -px(12)), style.SMALL, style.MUTED,
                                align="center", valign="center")
            return
        card = auction["card"]
        image = self.card_image(card, rect.size)
        sprites.blit_with_shadow(surface, image, rect.topleft, px(12), lift=px(6))
        self.inspect_card(("auction", card), rect, card, partial(self.t, "inspect.round.current",
                                                                   card=self.card_name(card)))
        if auction.get("cursed") and auction["mode"] == "resolved":
            stamp = sprites.banner(self.t("cursed"), (220, 60, 50), style.HEADING)
            surface.blit(stamp, stamp.get_rect(center=(rect.centerx, rect.bottom - px(70))))

    def inspect_piece(self, key, rect: pygame.Rect, item: str, caption: Callable[[], str]) -> None:
        """A coin, a token or a stone (its colour-blind shape kept) shows
        large with `caption()`."""
        picture = partial(sprites.gem, item) if item in COLOURS else partial(pieces.coin_image, item)
        self.inspector.add_piece(key, rect, picture, caption)

    def holding_caption(self, seat: int, item: str, count: int) -> str:
        """What a seat holds of `item`, and what it is for."""
        held = self.tell("inspect.holds", seat, what=self.what(item, count))
        return self.t("inspect.then", first=held, then=self.t(f"inspect.about.{item}"))

    def inspect_card(self, key, rect: pygame.Rect, card: str, caption: Callable[[], str]) -> None:
        """`card`, drawn in `rect`, shows whole with its power and `caption()` when looked at."""
        self.inspector.add(key, rect, partial(self.card_image, card), self.card_rect.size, caption)

    def round_caption(self, card: str, state: str, colour) -> str:
        """A card of this round in the tracker, and what became of it."""
        winner = next((h["winner"] for h in (self.live or self.shown_view).history if h["card"] == card), None)
        name = Teller(self.t, self.name, self.viewer).name(winner) if state == "done" and winner is not None else ""
        return self.t(f"inspect.round.{state}", card=self.card_name(card), name=name)

    def card_image(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        info = CARDS[card]
        text = self.card_text(card) if size[0] >= px(90) else ""
        return pieces.character_card(card, self.card_name(card), text, info.deck, size, self.t(f"deck.{info.deck}"))

    def _draw_rainbow(self, surface: pygame.Surface) -> None:
        """The Rainbow Dragon's bag on the panel: the named colour and the
        stones drawn so far."""
        frame = self.frame()
        if not frame or frame["power"] != "rainbow_dragon" or "drawn" not in frame:
            return
        rect = self.panel_rect
        surface.blit(pieces.plate(rect.size, style.rgb(style.GOLD)), rect)
        title = style.text(self.card_name("rainbow_dragon"), style.BODY, style.GOLD_LIGHT, bold=True)
        surface.blit(title, (rect.left + px(12), rect.top + px(8)))
        named = style.text(self.t("rainbow_named", colour=self.t(f"colour.{frame['colour']}")), style.BODY,
                           style.TEXT_LIGHT, bold=True)
        surface.blit(named, named.get_rect(topright=(rect.right - px(14), rect.top + px(8))))
        surface.blit(sprites.gem(frame["colour"], px(40)), sprites.gem(frame["colour"], px(40)).get_rect(
            topright=(rect.right - px(14), rect.top + px(36))))
        label = style.text(self.t("bag"), style.SMALL, style.MUTED)
        surface.blit(label, (rect.left + px(12), rect.top + px(50)))
        gems = [c for c in COLOURS for _ in range(frame["drawn"][c])]
        for colour, pos in zip(gems, self.rainbow_row(len(gems))):
            surface.blit(sprites.gem(colour, px(30)), sprites.gem(colour, px(30)).get_rect(center=pos))

    def rainbow_row(self, count: int) -> list[tuple[int, int]]:
        rect = self.panel_rect
        per_row = max(1, (rect.w - px(40)) // px(34))
        return [(rect.left + px(30) + (i % per_row) * px(34), rect.top + px(96) + (i // per_row) * px(36))
                for i in range(count)]

    def tracker_rows(self) -> dict[str, pygame.Rect]:
        """Where each card of the round sits in the tracker (clickable for
        the Ghost and the Imp)."""
        return {card: rect for card, rect, _, _ in self._tracker_layout(self.live)}

    def _tracker_layout(self, live: DragonstonesState) -> list[tuple[str, pygame.Rect, str, tuple | None]]:
        rect = self.tracker_rect
        rows: list[tuple[str, str, tuple | None]] = []
        done = [h for h in live.history if h["round"] == live.round]
        done_cards = [h["card"] for h in done]
        for entry in done:
            seat = entry["winner"]
            colour = SEAT_COLORS[seat % len(SEAT_COLORS)] if seat is not None else None
            rows.append((entry["card"], "done" if seat is not None else "void", colour))
        current = live.auction["card"] if live.auction and not self.card_hidden else None
        for card in live.used_this_round:
            if card not in done_cards and card != current:
                rows.append((card, "drawn", None))
        if current is not None and current not in done_cards:
            rows.append((current, "current", None))
        coming = sorted(live.pile, key=self.card_name)
        laid: list = []
        top = rect.top + style.line_step(style.BODY) + px(6)
        label = style.line_step(style.SMALL - 2) if coming else 0
        room = rect.bottom - px(6) - top - label
        row = max(1, min(px(ROW), room // max(1, len(rows) + len(coming))))
        y = top
        for card, state, colour in rows:
            laid.append((card, pygame.Rect(rect.left + px(8), y, rect.w - px(16), row - max(1, row // 11)), state, colour))
            y += row
        self._coming_label_y = y
        y += label
        for card in coming:
            laid.append((card, pygame.Rect(rect.left + px(8), y, rect.w - px(16), row - max(1, row // 11)), "coming", None))
            y += row
        return laid

    def _draw_tracker(self, surface: pygame.Surface, live: DragonstonesState) -> None:
        rect = self.tracker_rect
        surface.blit(pieces.plate(rect.size, style.rgb(style.WOOD_LIGHT)), rect)
        title, discard = layout.split(pygame.Rect(rect.left + px(12), rect.top + px(3), rect.w - px(24),
                                                  style.line_step(style.BODY)), [None, 0.45], px(6), vertical=False)
        style.draw_text(surface, self.t("round", round=live.round), title, style.BODY, style.GOLD_LIGHT, bold=True,
                        max_lines=1)
        self._draw_discard(surface, live, discard)
        rows = self._tracker_layout(live)
        if any(state == "coming" for _, _, state, _ in rows):
            style.draw_text(surface, self.t("still_to_come"),
                            pygame.Rect(rect.left + px(12), self._coming_label_y, rect.w - px(24),
                                        style.line_step(style.SMALL - 2)), style.SMALL - 2, style.MUTED, max_lines=1)
        for card, row, state, colour in rows:
            surface.blit(pieces.tile(self.card_name(card), (row.w, row.h), state, colour), row)
            self.inspect_card(("round", card), row, card, partial(self.round_caption, card, state, colour))

    def _draw_discard(self, surface: pygame.Surface, live: DragonstonesState, rect: pygame.Rect) -> None:
        """The special characters used so far, face up: a card with their
        count, which opens the pile to look through."""
        count = len(live.special_discard)
        mark = pygame.Rect(0, 0, int(rect.h * 0.72), rect.h)
        mark.midright = rect.midright
        if count:   # a card too small for its words: its face colour and edge
            pygame.draw.rect(surface, pieces.DECK_FACES["special"], mark, border_radius=px(3))
            pygame.draw.rect(surface, pieces.DECK_BANDS["special"], mark, 1, border_radius=px(3))
            self.add_pile(rect, self.discard_pile)
        else:
            pygame.draw.rect(surface, style.FELT_DARK, mark, 1, border_radius=px(3))
        badge = sprites.count_badge(count, style.SMALL - 2)
        spot = surface.blit(badge, badge.get_rect(midright=(mark.left - px(3), mark.centery)))
        label = pygame.Rect(rect.left, rect.top, spot.left - px(4) - rect.left, rect.h)
        if style.fit_text(self.t("discard_pile"), label.size, style.SMALL - 2, max_lines=1).fits:  # else the tip says it
            style.draw_text(surface, self.t("discard_pile"), label, style.SMALL - 2, style.MUTED, align="right",
                            valign="center", max_lines=1)
        self.inspector.add_piece("discard", rect, None, partial(self.t, "inspect.discard", count=count))

    def discard_pile(self) -> PileView:
        """The discard pile opened: the special characters used so far, as
        the view shows them; they are shuffled into the deck again when it
        runs out."""
        cards = list((self.live or self.shown_view).special_discard)
        return PileView(self.t("pile.title", count=len(cards)), cards, self.card_image, self.t("pile.note"),
                        self.app.t("table.pile.close"))

    def _draw_seat(self, surface: pygame.Surface, live: DragonstonesState, seat: int, lit: bool) -> None:
        rect = self.seat_rect(seat)
        color = SEAT_COLORS[seat % len(SEAT_COLORS)]
        if lit:
            ring = pieces.glow(rect.size, style.rgb(style.GOLD_LIGHT))
            surface.blit(ring, ring.get_rect(center=rect.center))
        auction = live.auction
        won = bool(auction and auction["mode"] == "resolved" and auction.get("winner") == seat)
        surface.blit(pieces.plate(rect.size, color, lit or won), rect)
        player = live.seats[seat]
        spots = self.spots(seat)
        own = seat == self.bottom_seat
        screen_w = rect.w - px(PALM) - px(24) if own else rect.w - px(16)
        screen = pieces.folding_screen((screen_w, px(34)), color, self.name(seat), back=own)
        surface.blit(screen, screen.get_rect(center=spots["screen"]))
        points = player["points"]
        dice = sprites.die(points, px(34))
        spot = surface.blit(dice, dice.get_rect(center=spots["die"]))
        self.inspector.add_piece(("points", seat), spot, partial(sprites.die, points),
                                 partial(self.tell, "inspect.points", seat, count=points, goal=POINTS_TO_WIN))
        stone = min(px(22), self.stone_step(seat) - px(6))
        for colour in COLOURS:
            heap = pieces.pile(colour, player[colour], stone)
            spot = surface.blit(heap, heap.get_rect(center=spots[colour]))
            self.inspect_piece(("stones", seat, colour), spot, colour,
                               partial(self.holding_caption, seat, colour, player[colour]))
        if player["front"]:
            heap = pieces.pile("fairy", player["front"], px(20))
            spot = surface.blit(heap, heap.get_rect(center=spots["front"]))
            self.inspect_piece(("front", seat), spot, "fairy",
                               partial(self.tell, "inspect.front", seat, count=player["front"]))
        x, y = spots["tokens"]
        for token in TOKENS:
            for _ in range(player[token]):
                coin = pieces.coin_image(token, px(22))
                spot = surface.blit(coin, coin.get_rect(center=(x, y)))
                self.inspect_piece(("token", seat, token), spot, token,
                                   partial(self.holding_caption, seat, token, player[token]))
                x += px(26)
        kx, ky = spots["kept"]
        for card in player["kept"]:
            mini = self.card_image(card, (px(74), px(30)))
            spot = mini.get_rect(midleft=(max(kx, x), ky))
            surface.blit(mini, spot)
            self.inspect_card(("kept", seat, card), spot, card,
                              partial(self.tell, "inspect.kept", seat, card=self.card_name(card)))
            kx += px(80)
        if player["illusionist"]:
            mark = pieces.fist(color, px(22))
            surface.blit(mark, mark.get_rect(center=(rect.right - px(PALM) - px(20), rect.top + px(12))))
            surface.blit(mark, mark.get_rect(center=(rect.right - px(PALM) - px(4), rect.top + px(12))))
        if own:
            self._draw_behind_screen(surface, live, seat, rect)

    def _draw_behind_screen(self, surface: pygame.Surface, live: DragonstonesState, seat: int,
                            rect: pygame.Rect) -> None:
        """The bottom seat's coins behind its screen: drawn only when the
        view shows them (the viewer's own)."""
        player = live.seats[seat]
        spots = self.spots(seat)
        if player["fairy"] is None:
            note = style.text(self.t("coins_hidden"), style.SMALL, style.MUTED)
            surface.blit(note, note.get_rect(midleft=(rect.left + px(16), spots["fairy"][1])))
            return
        self.draw_hidden_coins(surface, seat, {coin: player[coin] for coin in COINS_BEHIND})

    def draw_hidden_coins(self, surface: pygame.Surface, seat: int, coins: dict) -> None:
        spots = self.spots(seat)
        label = style.text(self.t("behind_screen"), style.SMALL - 2, style.MUTED)
        surface.blit(label, (self.own_rect.left + px(14), spots["fairy"][1] - px(42)))
        column = (self.own_rect.w - px(20)) // len(COINS_BEHIND)
        for coin, count in coins.items():
            heap = pieces.pile(coin, count, px(30))
            spot = surface.blit(heap, heap.get_rect(center=spots[coin]))
            left = spots[coin][0] + heap.get_width() // 2 + px(4)
            name = pygame.Rect(left, spots[coin][1] - px(14), spots[coin][0] - px(20) + column - left - px(4), px(28))
            style.draw_text(surface, self.t(f"item.{coin}"), name, style.SMALL, style.TEXT_LIGHT, valign="center")
            self.inspect_piece(("behind", seat, coin), spot.union(name), coin,
                               partial(self.tell, "inspect.behind", seat, what=self.what(coin, count),
                                       about=self.t(f"inspect.about.{coin}")))

    def _draw_fists(self, surface: pygame.Surface, live: DragonstonesState) -> None:
        auction = live.auction
        if auction is None or self.card_hidden:
            return
        for seat in range(live.players):
            hand = self.hand_image(live, seat)
            if hand is not None:
                image, caption = hand
                spot = surface.blit(image, image.get_rect(center=self.spots(seat)["fist"]))
                self.inspector.add_piece(("hand", seat), spot, None, caption)

    def hand_image(self, live: DragonstonesState, seat: int) -> tuple[pygame.Surface, Callable[[], str]] | None:
        """A seat's hand beside its screen, and what it says: a closed fist
        while its bid is sealed, an open hand with the bid once revealed."""
        auction = live.auction
        color = SEAT_COLORS[seat % len(SEAT_COLORS)]
        sealed = partial(self.tell, "inspect.sealed", seat)
        in_rebid = auction["mode"] == "rebid" and seat in auction["pool"]
        if in_rebid and auction["sealed"][seat]:
            return pieces.fist(color, px(FIST)), sealed
        if auction["mode"] == "resolved" and auction.get("rebids") and auction["rebids"][seat] is not None:
            rebid = auction["rebids"][seat]
            return (pieces.open_hand(color, _coins_of(rebid), bid_value(rebid), px(PALM)),
                    partial(self.bid_caption, seat, [rebid]))
        if auction["revealed"] and auction["bids"][seat]:
            hands = auction["bids"][seat]
            return (pieces.open_hand(color, _coins_of(hands[0]), bid_value(hands[0]) if len(hands) == 1 else None,
                                     px(PALM)), partial(self.bid_caption, seat, hands))
        if auction["mode"] == "bid" and auction["sealed"][seat] and seat in auction["pool"]:
            return pieces.fist(color, px(FIST)), sealed
        return None

    def bid_caption(self, seat: int, hands: list[dict]) -> str:
        """An open hand: what the seat bid (each hand, for the Illusionist's two)."""
        bids = [self.t("inspect.bid", value=bid_value(hand),
                       coins=listed([self.what(item, count) for item, count in _coins_of(hand)], self.t) or "0")
                for hand in hands]
        return self.tell("inspect.opened", seat, bids=self.t("list_sep").join(bids))

    def _draw_panel(self, surface: pygame.Surface, live: DragonstonesState) -> None:
        if not self.controls or self.decision is None:
            return
        rect = self.panel_rect
        kind = self.decision.kind
        if kind == "exchange":
            heading = self.t("control.heading_exchange")
        elif kind == "bid_silver":
            heading = self.t("control.heading_rebid")
        elif live.auction["mode"] == "bid" and live.auction["bids"][self.decision.seat]:
            heading = self.t("control.heading_second")
        else:
            heading = self.t("control.heading")
        line = style.line_step(style.BODY)
        total_w = 0
        if kind in BID_KINDS:
            total = style.fit_text(self.t("control.total", value=bid_value(self.bid_amounts())),
                                   (rect.w // 3, line), style.BODY, bold=True, max_lines=1)
            total_w = total.width
            style.draw_text(surface, self.t("control.total", value=bid_value(self.bid_amounts())),
                            pygame.Rect(rect.right - px(6) - total_w, rect.top, total_w, line), style.BODY,
                            style.TEXT_LIGHT, bold=True, max_lines=1)
        style.draw_text(surface, heading, pygame.Rect(rect.left + px(4), rect.top, rect.w - total_w - px(16), line),
                        style.BODY, style.GOLD_LIGHT, bold=True, max_lines=1)
        for control in self.controls:
            control.draw(surface)

    # --- seat panels ---------------------------------------------------------------------
    def seat_numbers(self, view: DragonstonesState, seat: int):
        live = self.live or view
        player = live.seats[seat]
        return [(f"gem:{c}", player[c]) for c in COLOURS] + [(self.t("points_short"), player["points"])]

    def seat_number_caption(self, view: DragonstonesState, seat: int, kind: str, value) -> str | None:
        if kind.startswith("gem:"):
            return self.holding_caption(seat, kind[4:], value)
        return self.tell("inspect.points", seat, count=value, goal=POINTS_TO_WIN)

    def seat_status(self, view: DragonstonesState, seat: int) -> str:
        auction = (self.live or view).auction
        if auction is None:
            return ""
        if auction["mode"] == "resolved" and auction.get("winner") == seat:
            return self.t("status.winner")
        if auction["mode"] == "rebid" and seat in auction["pool"]:
            return self.t("status.tied")
        if auction["mode"] == "bid" and seat in auction["pool"]:
            return self.t("status.sealed" if auction["sealed"][seat] else "status.bidding")
        return ""

    # --- events: animations ---------------------------------------------------------------
    def animations_for(self, event: Event):
        handler = getattr(self, f"_animate_{event.kind}", None)
        return handler(event) if handler else None

    def banner(self, text: str, color=style.GOLD_LIGHT, hold: float = 0.6, at=None):
        center = at or self.card_rect.center
        actor = Actor(sprites.banner(text, style.rgb(color)), center, layer=8, scale=0.6)
        self.stage.add(actor)
        return Sequence(Tween(actor, 0.22, ease_out_back, scale=1.0), Wait(hold), fade(actor, 0, 0.2),
                        Call(self.stage.remover(actor)))

    def _changed(self, change: Callable[[], None]) -> Call:
        """A change to the live picture, made when an animation lands."""
        def apply() -> None:
            change()
            self.invalidate()
        return Call(apply)

    def _animate_move(self, event: Event):
        """Coins and stones fly; moves of the same kind that follow at once
        (everyone paying a bid, a round's returns) fly together."""
        batch = [event]
        waiting = self.events.waiting
        while waiting and waiting[0].kind == "move" and waiting[0].reason == event.reason:
            batch.append(self.events.take())
        flights = []
        for move_event in batch:
            flights += self._flights(move_event)
        return Sequence(Call(lambda: self.sound("coin")), stagger(flights, 0.03) if flights else None,
                        self._changed(lambda: [self._apply_move(e) for e in batch]))

    def _flights(self, event: Event) -> list:
        item, amount = event.item, event.get("amount") or 1
        if event.reason in ("bid", "rebid") and event.giver != "bank":
            start = self.spots(event.giver)["fist"]
        else:
            start = self.place_of(event.giver, event.source, item)
        end = self.place_of(event.taker, event.dest, item)
        image = pieces.piece_image(item, 22)
        flights = []
        for i in range(min(amount, 5)):
            actor = Actor(image, start, layer=4, shadow=False)
            self.stage.add(actor)
            flights.append(Sequence(Wait(i * 0.05), move(actor, end, 0.4, ease_out), Call(self.stage.remover(actor))))
        return flights

    def _apply_move(self, event: Event) -> None:
        amount = event.get("amount")
        if amount is None:
            return
        for who, place, sign in ((event.giver, event.source, -1), (event.taker, event.dest, 1)):
            holder = self.live.bank if who == "bank" else self.live.seats[who]
            slot = "front" if place == "front" else event.item
            if holder.get(slot) is not None:
                holder[slot] = max(0, holder[slot] + sign * amount)

    def _animate_round_start(self, event: Event):
        def start_round() -> None:
            self.live.round = event.round
            self.live.pile = sorted(set(STANDARD) | set(event.specials))
            self.live.used_this_round = []
        return Sequence(self._changed(start_round), self.banner(self.t("banner.round", round=event.round), hold=0.5))

    def _animate_auction_start(self, event: Event):
        """The old card leaves; the new one comes from the tracker face
        down, grows and turns over."""
        self.card_hidden = True
        rect = self.card_rect
        back = sprites.card_back(rect.size)
        start = self.tracker_rows().get(event.card, self.tracker_rect).center
        actor = Actor(back, start, layer=5, shadow=True, scale=0.25)
        self.stage.add(actor)
        face = self.card_image(event.card, rect.size)

        def begin() -> None:
            n = self.live.players
            self.live.auction = {"card": event.card, "mode": "bid", "pool": list(range(n)), "sealed": [False] * n,
                                 "drafts": [None] * n, "bids": [[] for _ in range(n)], "revealed": False,
                                 "choosing": [], "values": None, "rebids": None, "rebid_values": None,
                                 "cursed": False, "paid": [0] * n, "paid_fairy": [0] * n, "winner": None,
                                 "drawn": []}
            if event.card in self.live.pile:
                self.live.pile.remove(event.card)
            self.card_hidden = False
            self.stage.remove(actor)
        return Sequence(Call(lambda: self.sound("card")),
                        Parallel(move(actor, rect.center, 0.4, ease_out), Tween(actor, 0.4, ease_out, scale=1.0)),
                        flip(actor, lambda: setattr(actor, "image", face), 0.3),
                        self._changed(begin))

    def _animate_bid_sealed(self, event: Event):
        seat = event.seat
        actor = Actor(pieces.fist(SEAT_COLORS[seat % len(SEAT_COLORS)], px(FIST)), self.spots(seat)["fist"],
                      layer=4, scale=0.3)
        self.stage.add(actor)

        def sealed() -> None:
            self.live.auction["sealed"][seat] = True
            self.stage.remove(actor)
        return Sequence(Call(lambda: self.sound("chip")), Tween(actor, 0.22, ease_out_back, scale=1.0),
                        self._changed(sealed))

    def _open_fists(self, hands: list[tuple[int, tuple, int | None]], after: Callable[[], None]):
        """Every fist goes to the card, all open together showing their
        coins, and the hands go back to their screens."""
        self.fists_flying = True
        motions = []
        for index, (seat, coins, value) in enumerate(hands):
            color = SEAT_COLORS[seat % len(SEAT_COLORS)]
            home = self.spots(seat)["fist"]
            actor = Actor(pieces.fist(color, px(FIST)), home, layer=5, shadow=True)
            self.stage.add(actor)
            meet = self.gather_spot(index, len(hands))
            palm = pieces.open_hand(color, coins, value, px(PALM))
            shake = [move(actor, (meet[0] + dx, meet[1]), 0.04, linear) for dx in (-3, 3, -2, 2, 0)]
            motions.append(Sequence(Parallel(move(actor, meet, 0.4, ease_out), Tween(actor, 0.4, ease_out, scale=1.3)),
                                    *shake, flip(actor, lambda a=actor, p=palm: setattr(a, "image", p), 0.24),
                                    Wait(0.9), Parallel(move(actor, home, 0.35, ease_in),
                                                        Tween(actor, 0.35, ease_in, scale=1.0)),
                                    Call(self.stage.remover(actor))))

        def done() -> None:
            after()
            self.fists_flying = False
        return Sequence(Parallel(*motions), Call(lambda: self.sound("coin")), self._changed(done))

    def _animate_reveal(self, event: Event):
        hands = []
        for seat, seat_hands in enumerate(event.bids):
            for fairy, gold, black, amulet in seat_hands:
                bid = {"fairy": fairy, "gold": gold, "black": black, "amulet": amulet}
                hands.append((seat, _coins_of(bid), bid_value(bid)))

        def revealed() -> None:
            auction = self.live.auction
            auction["revealed"] = True
            auction["bids"] = [[{"fairy": f, "gold": g, "black": b, "amulet": a} for f, g, b, a in seat_hands]
                               for seat_hands in event.bids]
        return self._open_fists(hands, revealed)

    def _animate_hand_chosen(self, event: Event):
        def chosen() -> None:
            bids = self.live.auction["bids"]
            if len(bids[event.seat]) >= event.hand:
                bids[event.seat] = [bids[event.seat][event.hand - 1]]
        return self._changed(chosen)

    def _animate_tie(self, event: Event):
        def rebid() -> None:
            auction = self.live.auction
            auction.update(mode="rebid", pool=list(event.seats),
                           sealed=[s not in event.seats for s in range(self.live.players)])
        return Sequence(self._changed(rebid), self.banner(self.t("banner.tie"), hold=0.6))

    def _animate_rebid_hands(self, event: Event):
        """An Illusionist's two silver hands are opened before it picks one."""
        def opened() -> None:
            self.live.auction["rebid_hands"] = {seat: [{"silver": silver, "amulet": amulet} for silver, amulet in hands]
                                                for seat, hands in event.bids}
        return self._changed(opened)

    def _animate_rebid_reveal(self, event: Event):
        hands = [(seat, _coins_of({"silver": silver, "amulet": amulet}), silver * (2 if amulet else 1))
                 for seat, silver, amulet in event.bids]

        def revealed() -> None:
            rebids = [None] * self.live.players
            for seat, silver, amulet in event.bids:
                rebids[seat] = {"silver": silver, "amulet": amulet}
            self.live.auction.update(rebids=rebids, mode="resolved")
        return self._open_fists(hands, revealed)

    def _finish(self, winner: int | None, card: str) -> None:
        auction = self.live.auction
        if auction is not None:
            auction.update(mode="resolved", winner=winner)
        self.live.history.append({"round": self.live.round, "card": card, "winner": winner,
                                  "cursed": bool(auction and auction.get("cursed"))})
        if winner is not None:
            self.live.used_this_round.append(card)

    def _animate_no_winner(self, event: Event):
        return Sequence(self._changed(lambda: self._finish(None, event.card)),
                        self.banner(self.t(f"banner.{event.reason}"), style.MUTED, hold=0.5))

    def _animate_winner(self, event: Event):
        seat = event.seat
        color = SEAT_COLORS[seat % len(SEAT_COLORS)]

        def won() -> None:
            if event.cursed and self.live.auction:
                self.live.auction["cursed"] = True
            self._finish(seat, event.card)
        steps = [self._changed(won), Call(lambda: self.sound("fanfare" if not event.cursed else "card")),
                 self.banner(self.tell("banner.wins", seat, card=self.card_name(event.card)),
                             color=style.shade(color, 1.5), hold=0.55)]
        if event.cursed:
            steps.append(self.banner(self.t("banner.cursed"), (230, 80, 70), hold=0.5))
        return Sequence(*steps)

    def _animate_power(self, event: Event):
        rect = self.card_rect
        actor = Actor(self.card_image(event.card, rect.size), rect.center, layer=3)
        self.stage.add(actor)
        return Sequence(Tween(actor, 0.15, ease_out, scale=1.05), Tween(actor, 0.15, ease_in, scale=1.0),
                        Call(self.stage.remover(actor)))

    def _animate_copy(self, event: Event):
        text = self.t("banner.copy", card=self.card_name(event.card), copied=self.card_name(event.copied))
        return self.banner(text, hold=0.6)

    def _animate_card_drawn(self, event: Event):
        start = self.tracker_rows().get(event.card, self.tracker_rect).center
        size = (self.card_rect.w // 2, self.card_rect.h // 2)
        actor = Actor(sprites.card_back(size), start, layer=6, shadow=True, scale=0.5)
        self.stage.add(actor)
        face = self.card_image(event.card, size)
        target = (self.card_rect.centerx, self.card_rect.centery - 20)

        def drawn() -> None:
            if event.card in self.live.pile:
                self.live.pile.remove(event.card)
            self.live.used_this_round.append(event.card)
        return Sequence(Parallel(move(actor, target, 0.35, ease_out), Tween(actor, 0.35, ease_out, scale=1.0)),
                        flip(actor, lambda: setattr(actor, "image", face), 0.25), Wait(0.5),
                        fade(actor, 0, 0.2), Call(self.stage.remover(actor)), self._changed(drawn))

    def _animate_keep(self, event: Event):
        spot = self.spots(event.seat)["kept"]
        actor = Actor(self.card_image(event.card, (74, 30)), self.card_rect.center, layer=6, shadow=True, scale=2.0)
        self.stage.add(actor)

        def kept() -> None:
            self.live.seats[event.seat]["kept"].append(event.card)
            self.stage.remove(actor)
        return Sequence(Parallel(move(actor, spot, 0.45, ease_out), Tween(actor, 0.45, ease_out, scale=1.0)),
                        self._changed(kept))

    def _animate_illusionist(self, event: Event):
        def two_hands() -> None:
            self.live.seats[event.seat]["illusionist"] = True
        return Sequence(self._changed(two_hands), self.banner(self.card_name("illusionist"), hold=0.4))

    def _animate_points(self, event: Event):
        """The seat's white die turns to its new total; the change floats up."""
        seat = event.seat
        spot = self.spots(seat)["die"]
        total = event.total
        die = Actor(sprites.die(total, px(34)), spot, layer=6, scale=1.9, shadow=True)
        sign = "+" if event.delta > 0 else "−"
        gain = Actor(style.text(f"{sign}{abs(event.delta)}", style.TITLE, style.GOLD_LIGHT, bold=True),
                     (spot[0] + 30, spot[1]), layer=7)
        self.stage.add(die)
        self.stage.add(gain)

        def scored() -> None:
            self.live.seats[seat]["points"] = total
        return Sequence(Call(lambda: self.sound("dice")),
                        Parallel(Tween(die, 0.45, ease_out_back, scale=1.0),
                                 move(gain, (spot[0] + 30, spot[1] - 40), 0.8, ease_out),
                                 fade(gain, 0, 0.4, delay=0.45)),
                        self._changed(scored), Call(self.stage.remover(die)), Call(self.stage.remover(gain)))

    def _animate_rainbow_draw(self, event: Event):
        """A stone comes out of the bag: kept in the row under the card, or
        the named colour, which ends the draw."""
        frame = self.frame()
        named = frame.get("colour") if frame else None
        drawn = sum(frame["drawn"].values()) if frame and "drawn" in frame else 0
        end = self.rainbow_row(drawn + 1)[-1]
        actor = Actor(sprites.gem(event.colour, px(30)), self.bank_spots()[event.colour], layer=6, scale=1.6, shadow=True)
        self.stage.add(actor)

        def landed() -> None:
            if frame and event.colour != named:
                frame["drawn"][event.colour] += 1
            self.stage.remove(actor)
        steps = [Call(lambda: self.sound("chip")),
                 Parallel(move(actor, end, 0.45, ease_out), Tween(actor, 0.45, ease_out, scale=1.0))]
        if event.colour == named:
            steps.append(self.banner(self.t("banner.rainbow_hit", colour=self.t(f"colour_name.{named}")),
                                     (255, 140, 120), hold=0.6))
        return Sequence(*steps, self._changed(landed))

    def _animate_round_end(self, event: Event):
        return self.banner(self.t("banner.round_end", round=event.round), style.MUTED, hold=0.35)

    def _animate_game_end(self, event: Event):
        if event.winner is None:
            return self.banner(self.t("banner.game_end_limit"), hold=1.0)
        return Sequence(Call(lambda: self.sound("fanfare")),
                        self.banner(self.tell("banner.game_end", event.winner), hold=1.0))


def _coins_of(bid: dict) -> tuple:
    """A bid's coins as (item, count) pairs, for the open hand."""
    found = [(coin, bid.get(coin, 0)) for coin in ("fairy", "gold", "silver") if bid.get(coin)]
    found += [(token, 1) for token in TOKENS if bid.get(token)]
    return tuple(found)


def _spot_rect(center: tuple[int, int], size: int) -> pygame.Rect:
    rect = pygame.Rect(0, 0, size, size)
    rect.center = center
    return rect
