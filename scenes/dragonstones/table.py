"""The Fist of Dragonstones table: the parts wired together, and the
decision being made.

On the felt (`layout`, drawn by `draw` with the `pieces`): the other
seats' screens along the top (name on the screen; in front of it the
points die, stones, fairy gold bid this round, black coin / red amulet,
kept cards, and the seat's fist); in the middle the bank, the character
up for auction, large, with its power text, and the round tracker; at the
bottom the viewer's own screen, seen from behind with its coins, and the
bid panel.  Every sentence comes from `words`.

A bid is set on the panel (steppers for fairy gold / gold or silver,
toggles for a held black coin / red amulet) and sealed with one button;
the table then submits the engine's bid steps in order (bid_fairy,
bid_gold, seal).  Power choices are prompt buttons or clicks on the
bank's stones, a seat's screen, a stone in front of a screen, or a card
in the tracker.

The shown view follows the events (`follow.CHANGES`) as their motions
(`motion.MOTIONS`) land, so nothing on the felt changes before its
animation shows it.
"""
from __future__ import annotations

from functools import partial
from typing import Callable, Iterator

import pygame

from game.core import Action, Decision
from game.dragonstones.data import CARDS, COLOURS
from game.dragonstones.powers import EXCHANGES
from game.dragonstones.rules import bid_value
from game.dragonstones.state import DragonstonesState
from scenes.dragonstones import follow, motion, pieces
from scenes.dragonstones.draw import Painter, panel
from scenes.dragonstones.layout import TOKENS, Layout, place_controls
from scenes.dragonstones.pieces import card_face
from scenes.dragonstones.words import BID_KINDS, Words, frame_of
from scenes.layout import px
from scenes.table import sprites
from scenes.table.base import FeltPart, FeltStep, Target, TableScene, parts_by_steps
from scenes.table.controls import Stepper, Toggle
from scenes.table.piles import PileView

SEAL_BID = Action("seal_bid")          # local: the bid panel's seal button
PAY_SELECTED = Action("pay_selected")  # local: pay the stones set on the colour steppers


class Table(TableScene):
    changes = follow.CHANGES
    motions = motion.MOTIONS

    def __init__(self, app, match) -> None:
        self.controls: list[Stepper | Toggle] = []
        self.merchant_pay = "fairy"
        self.words = Words(self.t, self.tell, self.name, lambda: self.viewer)
        super().__init__(app, match)

    # --- the parts ------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        self.lay = Layout(self.table_rect, self.bottom_seat, self.seats_across())
        place_controls(self.lay.panel_rect, self.controls)

    def table_regions(self) -> dict[str, pygame.Rect]:
        return self.lay.regions()

    def pictures_ahead(self, view: DragonstonesState) -> Iterator[Callable[[], object]]:
        """The card back and the faces of the round's cards still to come,
        at the size an auction shows them, each deck's card frame first
        (the back about 7 ms at 2560×1440, a frame 2-3, a face 3-4)."""
        size = self.lay.card_rect.size
        cards = sorted(set(view.pile))
        yield partial(sprites.card_back, size)
        for deck in sorted({CARDS[card].deck for card in cards}):
            yield partial(pieces.card_frame, deck, size)
        for card in cards:
            yield partial(card_face, card, size, self.words)

    def on_view(self, view: DragonstonesState) -> None:
        self.stage.clear()
        self.lifted, self.arriving = {}, []
        self.layout(self.size)

    def shows_hidden_info(self, view: DragonstonesState, seat: int) -> bool:
        """Every seat has coins behind its screen: its own view shows them."""
        return True

    def card_name(self, card: str) -> str:
        return self.words.card_name(card)

    def card_image(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        return card_face(card, size, self.words)

    def draw_table(self, surface: pygame.Surface, view: DragonstonesState) -> None:
        for step in self.felt_steps(view):
            step.draw(surface)

    def felt_steps(self, view: DragonstonesState) -> list[FeltStep]:
        """The felt's pieces in drawing order (`Painter.steps`), then the
        panel below the card: the bid panel, or the Rainbow Dragon's bag."""
        painter = Painter(self.lay, self.words, self.inspector)
        steps = painter.steps(view, self.lifted, self.highlighted_seats(),
                              lambda rect: self.add_pile(rect, self.discard_pile))
        return steps + [FeltStep(self.lay.panel_rect, self.panel_shows(view), partial(self.draw_panel, view=view,
                                                                                  painter=painter))]

    def draw_panel(self, surface: pygame.Surface, view: DragonstonesState, painter: Painter) -> None:
        if self.controls and self.decision is not None:
            total = None
            if self.decision.kind in BID_KINDS:
                total = self.t("control.total", value=bid_value(self.bid_amounts()))
            panel(surface, self.lay.panel_rect, self.words.panel_heading(view, self.decision), total, self.controls)
        painter.rainbow(surface, view)

    def panel_shows(self, view: DragonstonesState) -> tuple:
        """What the panel is drawn from: the controls as set, the decision
        and auction its heading names, the power being resolved."""
        controls = tuple((control.label, tuple(control.rect), getattr(control, "value", None),
                          getattr(control, "low", None), getattr(control, "high", None), getattr(control, "on", None))
                         for control in self.controls) if self.decision is not None else ()
        return self.decision, controls, repr(view.auction) if controls else None, repr(frame_of(view))

    def felt_parts(self, felt: pygame.Rect) -> list[FeltPart]:
        """The felt cut into the other seats' places (a column each), the
        bank, the card with the round's cards ("felt", with the discard
        pile), the own place and the panel: a part draws again only when a
        piece reaching into it (`felt_steps`: a shadow or a glow may reach
        past its place) shows something new."""
        lay = self.lay
        top, bottom = lay.mid_band.top, lay.mid_band.bottom
        across = [lay.seat_rect(seat) for seat in self.seats_across()]
        cuts = [felt.left] + [(left.right + right.left) // 2 for left, right in zip(across, across[1:])] + [felt.right]
        split = (lay.own_rect.right + lay.panel_rect.left) // 2
        rects = {f"place {i + 1}": pygame.Rect(left, felt.top, right - left, top - felt.top)
                 for i, (left, right) in enumerate(zip(cuts, cuts[1:]))}
        rects.update({"bank": pygame.Rect(felt.left, top, lay.bank_rect.right - felt.left, bottom - top),
                      "felt": pygame.Rect(lay.bank_rect.right, top, felt.right - lay.bank_rect.right, bottom - top),
                      "own place": pygame.Rect(felt.left, bottom, split - felt.left, felt.bottom - bottom),
                      "bid panel": pygame.Rect(split, bottom, felt.right - split, felt.bottom - bottom)})
        return parts_by_steps(rects, self.felt_steps)

    def discard_pile(self) -> PileView:
        """The discard pile opened: the special characters used so far, as
        the view shows them; they are shuffled into the deck again when it
        runs out."""
        cards = list(self.shown_view.special_discard)
        return PileView(self.t("pile.title", count=len(cards)), cards, self.card_image, self.t("pile.note"),
                        self.app.t("table.pile.close"))

    # --- seat panels --------------------------------------------------------------------
    def seat_numbers(self, view: DragonstonesState, seat: int):
        player = view.seats[seat]
        return [(f"gem:{c}", player[c]) for c in COLOURS] + [(self.t("points_short"), player["points"])]

    def seat_number_caption(self, view: DragonstonesState, seat: int, kind: str, value) -> str | None:
        return self.words.seat_number_caption(seat, kind, value)

    def seat_status(self, view: DragonstonesState, seat: int) -> str:
        return self.words.seat_status(view, seat)

    # --- the decision: the bid panel --------------------------------------------------
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
        place_controls(self.lay.panel_rect, self.controls)

    def _bid_controls(self, seat: int, kind: str, legal: list[Action]) -> None:
        view = self.shown_view
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
        label = self.t(f"control.{key}")
        limits = (self.app.t("table.refuse.lowest", what=label, value=low),
                  self.app.t("table.refuse.highest", what=label, value=high))
        return Stepper(label, value, low, high, icon, self._controls_changed,
                       self.t(f"explain.{key}") if explained else "", key, limits)

    def _toggle(self, key: str, icon: pygame.Surface) -> Toggle:
        return Toggle(self.t(f"control.{key}"), False, icon, self._controls_changed, self.t(f"explain.{key}"), key)

    def on_language_changed(self) -> None:
        for control in self.controls:
            control.label = self.t(f"control.{control.key}")
            if control.explanation:
                control.explanation = self.t(f"explain.{control.key}")
        super().on_language_changed()

    def _controls_changed(self) -> None:
        self.invalidate("felt")
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
        seat = self.decision.seat
        steps = self.bid_steps(self.decision.kind)
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
        self.invalidate("felt")
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

    # --- the decision: stones to pay (Magician, Enchantress) ----------------------------
    @staticmethod
    def _stone_steppers_needed(legal: list[Action]) -> bool:
        return sum(a.kind == "exchange" for a in legal) > 3

    def _exchange_controls(self, legal: list[Action]) -> None:
        seat = self.decision.seat if self.decision else self.bottom_seat
        first = next(a for a in legal if a.kind == "exchange")
        for colour in COLOURS:
            self.controls.append(self._stepper(colour, 0, self.shown_view.seats[seat][colour],
                                               sprites.gem(colour, px(24)), first.fields[colour], explained=False))

    def _selected_payment(self) -> Action | None:
        chosen = {c: self._control(c).value for c in COLOURS if self._control(c)}
        wanted = Action("exchange", **chosen) if len(chosen) == 3 else None
        return wanted if wanted in self.legal else None

    def _next_pay(self, coins: list[str]) -> None:
        index = coins.index(self.merchant_pay) if self.merchant_pay in coins else -1
        self.merchant_pay = coins[(index + 1) % len(coins)]

    # --- the decision: the prompt -----------------------------------------------------------
    def prompt_text(self, decision: Decision) -> str:
        text = self.words.prompt(self.shown_view, decision, self._stone_steppers_needed(self.legal),
                                 self.merchant_pay)
        return text if text is not None else super().prompt_text(decision)

    def prompt_choices(self, decision: Decision, legal: list[Action]):
        kind = decision.kind
        if kind in BID_KINDS:
            return [(self.t("action.seal", value=bid_value(self.bid_amounts())), SEAL_BID)]
        if kind == "exchange" and self._stone_steppers_needed(legal):
            choices = [(self.action_label(a), a) for a in legal if a.kind != "exchange"]
            if self._selected_payment() is not None:
                points = EXCHANGES[frame_of(self.shown_view)["power"]][2]
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
        return self.words.explain_decision(self.shown_view, decision)

    def explain_choice(self, action: Action) -> str:
        frame = frame_of(self.shown_view)
        if action == SEAL_BID:
            return self.t("explain.seal")
        if action == PAY_SELECTED and frame:
            return self.words.explain_exchange(frame)
        return self.words.explain_choice(action, frame)

    def action_label(self, action: Action) -> str:
        seat = self.decision.seat if self.decision else None
        label = self.words.action_label(action, self.shown_view, seat)
        return label if label is not None else super().action_label(action)

    def hint_label(self, action: Action) -> str:
        label = self.words.hint_label(action)
        return label if label is not None else super().hint_label(action)

    # --- the decision: clicking the table ----------------------------------------------------
    def targets(self, view: DragonstonesState, legal: list[Action]) -> list[Target]:
        if self.decision is None:
            return []
        found: list[Target] = []
        for control in self.controls:
            found += control.targets()
        lay = self.lay
        bank = lay.bank_spots()
        tracker = {row.card: row.rect for row in lay.tracker(view, self.words.card_name, "card" in self.lifted).rows}
        for action in legal:
            if action.kind == "colour":
                found.append(Target(_spot_rect(bank[action.colour], 44), action=action))
            elif action.kind in ("target", "give"):
                found.append(Target(lay.seat_rect(action.seat), action=action))
            elif action.kind == "steal":
                spots = lay.spots(action.seat)
                where = spots[action.colour] if action.colour else spots["screen"]
                found.append(Target(_spot_rect(where, 44), action=action))
            elif action.kind == "card" and action.card in tracker:
                found.append(Target(tracker[action.card], action=action))
        return found

    def refusal_for(self, view: DragonstonesState, key) -> str:
        if not isinstance(key, tuple):
            return ""
        kinds = {action.kind for action in self.legal}
        if key[0] == "bank":
            return self.words.bank_refusal(key[1], view.bank[key[1]], "colour" in kinds)
        return self.words.place_refusal(key[0], kinds)

    def highlighted_seats(self) -> set[int]:
        """Seats the current choice is about (a Brigand's or Thief's
        targets, a Generous Dragon's recipients)."""
        return {a.seat for a in self.legal if a.kind in ("target", "give", "steal")}


def _spot_rect(center: tuple[int, int], size: int) -> pygame.Rect:
    rect = pygame.Rect(0, 0, size, size)
    rect.center = center
    return rect
