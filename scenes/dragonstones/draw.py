"""Drawing the Fist of Dragonstones table from a view: the bank, the card
up for auction, the round tracker with the discard pile, every seat's
place (the one looking sees behind its own screen), the fists, the bid
panel and the Rainbow Dragon's bag.  Every face a player may want to read
large is registered with the inspector as it is drawn.
"""
from __future__ import annotations

from functools import partial
from typing import Callable

import pygame

from game.dragonstones.data import COLOURS
from game.dragonstones.rules import bid_value
from game.dragonstones.state import DragonstonesState
from scenes import layout, style
from scenes.dragonstones import pieces
from scenes.dragonstones.layout import COINS_BEHIND, FIST, PALM, TOKENS, Layout
from scenes.dragonstones.pieces import card_face
from scenes.dragonstones.words import Words, coins_of, frame_of
from scenes.layout import px
from scenes.table import sprites
from scenes.table.base import SEAT_COLORS, FeltStep
from scenes.table.controls import Stepper, Toggle
from scenes.table.inspect import Inspector


class Painter:
    """Draws `view` in the places of `lay`, worded by `words`, registering
    what it draws with `inspector`."""

    def __init__(self, lay: Layout, words: Words, inspector: Inspector) -> None:
        self.lay, self.words, self.inspector = lay, words, inspector

    def table(self, surface: pygame.Surface, view: DragonstonesState, lifted: dict, lit: set[int],
              open_pile: Callable[[pygame.Rect], None]) -> None:
        """Everything on the felt but the panel below the card (the bid
        panel or the Rainbow Dragon's bag).  `lifted`: pieces
        moving as actors now ("card": the card flying in, "fists": the
        fists gone to the reveal); `lit`: seats the choice is about;
        `open_pile(rect)`: the discard pile opens on a click there."""
        for step in self.steps(view, lifted, lit, open_pile):
            step.draw(surface)

    def steps(self, view: DragonstonesState, lifted: dict, lit: set[int],
              open_pile: Callable[[pygame.Rect], None]) -> list[FeltStep]:
        """What `table` draws, piece by piece in its order, each with the
        rect it may draw in and what it shows: a part of the felt draws
        again only the steps reaching into it (`Table.felt_parts`)."""
        lay, auction = self.lay, view.auction
        card_lifted = "card" in lifted
        steps = [FeltStep(lay.bank_rect, repr(sorted(view.bank.items())), partial(self.bank, view=view)),
                 FeltStep(self.card_reach(view, card_lifted),
                      (card_lifted, None if auction is None else (auction["card"], auction["mode"], auction.get("cursed"))),
                      partial(self.card, view=view, lifted=card_lifted)),
                 FeltStep(lay.tracker_rect, (view.round, len(view.special_discard),
                                         repr(lay.tracker(view, self.words.card_name, card_lifted).rows)), partial(self.tracker, view=view, card_lifted=card_lifted,
                                                       open_pile=open_pile))]
        won = auction.get("winner") if auction and auction["mode"] == "resolved" else None
        for seat in range(view.players):
            steps.append(FeltStep(self.seat_reach(view, seat, seat in lit), (repr(view.seats[seat]), seat in lit, won == seat,
                                                            seat == lay.bottom_seat),
                              partial(self.seat, view=view, seat=seat, lit=seat in lit)))
        if "fists" not in lifted and not card_lifted:
            for seat in range(view.players):
                steps.append(FeltStep(self.hand_reach(seat), repr(self.hand_shows(view, seat)),
                                  partial(self.fist, view=view, seat=seat)))
        return steps

    def card_reach(self, view: DragonstonesState, lifted: bool) -> pygame.Rect:
        """Where the card up for auction draws: its rect, its shadow, a curse's stamp."""
        reach = sprites.shadow_reach(self.lay.card_rect, lift=px(6))
        if view.auction is not None and not lifted and view.auction.get("cursed"):
            reach = reach.union(self.cursed_stamp().get_rect(center=self.cursed_spot()))
        return reach

    def seat_reach(self, view: DragonstonesState, seat: int, lit: bool) -> pygame.Rect:
        """Where a seat's place draws: its plate (and the glow round it
        when lit), the tokens and kept cards that may run past its edge."""
        rect = self.lay.seat_rect(seat)
        reach = rect.inflate(16, 16) if lit else pygame.Rect(rect)
        for spot in self.token_spots(view, seat) + self.kept_spots(view, seat):
            reach.union_ip(spot)
        return reach

    def hand_reach(self, seat: int) -> pygame.Rect:
        """Where a seat's hand may lie: a fist or an open hand round its spot."""
        side = max(px(FIST), px(PALM))
        reach = pygame.Rect(0, 0, side + 2, int(side * 1.05) + 2)
        reach.center = self.lay.spots(seat)["fist"]
        return reach

    # --- what a look shows ---------------------------------------------------------
    def inspect_piece(self, key, rect: pygame.Rect, item: str, caption: Callable[[], str]) -> None:
        """A coin, a token or a stone (its colour-blind shape kept) shows
        large with `caption()`."""
        picture = partial(sprites.gem, item) if item in COLOURS else partial(pieces.coin_image, item)
        self.inspector.add_piece(key, rect, picture, caption)

    def inspect_card(self, key, rect: pygame.Rect, card: str, caption: Callable[[], str]) -> None:
        """`card`, drawn in `rect`, shows whole with its power and `caption()` when looked at."""
        self.inspector.add(key, rect, partial(card_face, card, words=self.words), self.lay.card_rect.size, caption)

    # --- the middle -------------------------------------------------------------------
    def bank(self, surface: pygame.Surface, view: DragonstonesState) -> None:
        t, rect = self.words.t, self.lay.bank_rect
        surface.blit(pieces.plate(rect.size, style.rgb(style.GOLD)), rect)
        style.draw_text(surface, t("bank"), pygame.Rect(rect.left + px(12), rect.top + px(4), rect.w - px(24),
                                                        px(26)), style.BODY, style.GOLD_LIGHT, bold=True)
        spots = self.lay.bank_spots()
        column = (rect.w - px(20)) // 3
        for item in (*COINS_BEHIND, *TOKENS):
            heap = pieces.pile(item, view.bank[item], px(26))
            spot = surface.blit(heap, heap.get_rect(center=spots[item]))
            label = pygame.Rect(0, spots[item][1] + px(16), column, px(34))
            label.centerx = spots[item][0]
            style.draw_text(surface, t(f"item.{item}"), label, style.SMALL - 2, style.MUTED, align="center")
            self.inspect_piece(("bank", item), spot.union(label), item,
                               partial(t, "inspect.bank", what=self.words.what(item, view.bank[item])))
        for colour in COLOURS:
            heap = pieces.pile(colour, view.bank[colour], px(28))
            spot = surface.blit(heap, heap.get_rect(center=spots[colour]))
            self.inspect_piece(("bank", colour), spot, colour,
                               partial(t, "inspect.bank", what=self.words.what(colour, view.bank[colour])))

    def card(self, surface: pygame.Surface, view: DragonstonesState, lifted: bool) -> None:
        """The card up for auction, large; an empty slot while none is up
        (or one is on its way: no words peeking round it)."""
        t, rect, auction = self.words.t, self.lay.card_rect, view.auction
        if auction is None or lifted:
            pygame.draw.rect(surface, style.FELT_DARK, rect, px(3), border_radius=px(14))
            if not lifted:
                style.draw_text(surface, t("no_card"), rect.inflate(-px(12), -px(12)), style.SMALL, style.MUTED,
                                align="center", valign="center")
            return
        card = auction["card"]
        sprites.blit_with_shadow(surface, card_face(card, rect.size, self.words), rect.topleft, px(12), lift=px(6))
        self.inspect_card(("auction", card), rect, card,
                          partial(t, "inspect.round.current", card=self.words.card_name(card)))
        if auction.get("cursed") and auction["mode"] == "resolved":
            stamp = self.cursed_stamp()
            surface.blit(stamp, stamp.get_rect(center=self.cursed_spot()))

    def cursed_stamp(self) -> pygame.Surface:
        return sprites.banner(self.words.t("cursed"), (220, 60, 50), style.HEADING)

    def cursed_spot(self) -> tuple[int, int]:
        return self.lay.card_rect.centerx, self.lay.card_rect.bottom - px(70)

    def tracker(self, surface: pygame.Surface, view: DragonstonesState, card_lifted: bool,
                open_pile: Callable[[pygame.Rect], None]) -> None:
        """The round's cards, and the discard pile beside the title."""
        t, rect = self.words.t, self.lay.tracker_rect
        surface.blit(pieces.plate(rect.size, style.rgb(style.WOOD_LIGHT)), rect)
        title, discard = layout.split(pygame.Rect(rect.left + px(12), rect.top + px(3), rect.w - px(24),
                                                  style.line_step(style.BODY)), [None, 0.45], px(6), vertical=False)
        style.draw_text(surface, t("round", round=view.round), title, style.BODY, style.GOLD_LIGHT, bold=True,
                        max_lines=1)
        self.discard(surface, view, discard, open_pile)
        tracker = self.lay.tracker(view, self.words.card_name, card_lifted)
        if any(row.state == "coming" for row in tracker.rows):
            style.draw_text(surface, t("still_to_come"),
                            pygame.Rect(rect.left + px(12), tracker.coming_label_y, rect.w - px(24),
                                        style.line_step(style.SMALL - 2)), style.SMALL - 2, style.MUTED, max_lines=1)
        for card, row, state, colour in tracker.rows:
            surface.blit(pieces.tile(self.words.card_name(card), (row.w, row.h), state, colour), row)
            self.inspect_card(("round", card), row, card, partial(self.words.round_caption, view, card, state))

    def discard(self, surface: pygame.Surface, view: DragonstonesState, rect: pygame.Rect,
                open_pile: Callable[[pygame.Rect], None]) -> None:
        """The special characters used so far, face up: a card with their
        count, which opens the pile to look through."""
        t, count = self.words.t, len(view.special_discard)
        mark = pygame.Rect(0, 0, int(rect.h * 0.72), rect.h)
        mark.midright = rect.midright
        if count:   # a card too small for its words: its face colour and edge
            pygame.draw.rect(surface, pieces.DECK_FACES["special"], mark, border_radius=px(3))
            pygame.draw.rect(surface, pieces.DECK_BANDS["special"], mark, 1, border_radius=px(3))
            open_pile(rect)
        else:
            pygame.draw.rect(surface, style.FELT_DARK, mark, 1, border_radius=px(3))
        badge = sprites.count_badge(count, style.SMALL - 2)
        spot = surface.blit(badge, badge.get_rect(midright=(mark.left - px(3), mark.centery)))
        label = pygame.Rect(rect.left, rect.top, spot.left - px(4) - rect.left, rect.h)
        if style.fit_text(t("discard_pile"), label.size, style.SMALL - 2, max_lines=1).fits:  # else the tip says it
            style.draw_text(surface, t("discard_pile"), label, style.SMALL - 2, style.MUTED, align="right",
                            valign="center", max_lines=1)
        self.inspector.add_piece("discard", rect, None, partial(t, "inspect.discard", count=count))

    def rainbow(self, surface: pygame.Surface, view: DragonstonesState) -> None:
        """The Rainbow Dragon's bag on the panel: the named colour and the
        stones drawn so far."""
        frame = frame_of(view)
        if not frame or frame["power"] != "rainbow_dragon" or "drawn" not in frame:
            return
        t, rect = self.words.t, self.lay.panel_rect
        surface.blit(pieces.plate(rect.size, style.rgb(style.GOLD)), rect)
        title = style.text(self.words.card_name("rainbow_dragon"), style.BODY, style.GOLD_LIGHT, bold=True)
        surface.blit(title, (rect.left + px(12), rect.top + px(8)))
        named = style.text(t("rainbow_named", colour=t(f"colour.{frame['colour']}")), style.BODY,
                           style.TEXT_LIGHT, bold=True)
        surface.blit(named, named.get_rect(topright=(rect.right - px(14), rect.top + px(8))))
        gem = sprites.gem(frame["colour"], px(40))
        surface.blit(gem, gem.get_rect(topright=(rect.right - px(14), rect.top + px(36))))
        label = style.text(t("bag"), style.SMALL, style.MUTED)
        surface.blit(label, (rect.left + px(12), rect.top + px(50)))
        gems = [c for c in COLOURS for _ in range(frame["drawn"][c])]
        for colour, pos in zip(gems, self.lay.rainbow_row(len(gems))):
            surface.blit(sprites.gem(colour, px(30)), sprites.gem(colour, px(30)).get_rect(center=pos))

    # --- the seats ----------------------------------------------------------------------
    def seat(self, surface: pygame.Surface, view: DragonstonesState, seat: int, lit: bool) -> None:
        """A seat's place: its screen, points die, stones, fairy gold in
        front, tokens, kept cards, the Illusionist's two fists."""
        words, lay = self.words, self.lay
        rect = lay.seat_rect(seat)
        color = SEAT_COLORS[seat % len(SEAT_COLORS)]
        if lit:
            ring = pieces.glow(rect.size, style.rgb(style.GOLD_LIGHT))
            surface.blit(ring, ring.get_rect(center=rect.center))
        auction = view.auction
        won = bool(auction and auction["mode"] == "resolved" and auction.get("winner") == seat)
        surface.blit(pieces.plate(rect.size, color, lit or won), rect)
        player = view.seats[seat]
        spots = lay.spots(seat)
        own = seat == lay.bottom_seat
        screen_w = rect.w - px(PALM) - px(24) if own else rect.w - px(16)
        screen = pieces.folding_screen((screen_w, px(34)), color, words.name(seat), back=own)
        surface.blit(screen, screen.get_rect(center=spots["screen"]))
        points = player["points"]
        dice = sprites.die(points, px(34))
        spot = surface.blit(dice, dice.get_rect(center=spots["die"]))
        self.inspector.add_piece(("points", seat), spot, partial(sprites.die, points),
                                 partial(words.points_caption, seat, points))
        stone = min(px(22), lay.stone_step(seat) - px(6))
        for colour in COLOURS:
            heap = pieces.pile(colour, player[colour], stone)
            spot = surface.blit(heap, heap.get_rect(center=spots[colour]))
            self.inspect_piece(("stones", seat, colour), spot, colour,
                               partial(words.holding_caption, seat, colour, player[colour]))
        if player["front"]:
            heap = pieces.pile("fairy", player["front"], px(20))
            spot = surface.blit(heap, heap.get_rect(center=spots["front"]))
            self.inspect_piece(("front", seat), spot, "fairy",
                               partial(words.tell, "inspect.front", seat, count=player["front"]))
        for (token, spot) in zip([token for token in TOKENS for _ in range(player[token])],
                                 self.token_spots(view, seat)):
            surface.blit(pieces.coin_image(token, px(22)), spot)
            self.inspect_piece(("token", seat, token), spot, token,
                               partial(words.holding_caption, seat, token, player[token]))
        for card, spot in zip(player["kept"], self.kept_spots(view, seat)):
            surface.blit(card_face(card, spot.size, words), spot)
            self.inspect_card(("kept", seat, card), spot, card,
                              partial(words.tell, "inspect.kept", seat, card=words.card_name(card)))
        if player["illusionist"]:
            mark = pieces.fist(color, px(22))
            surface.blit(mark, mark.get_rect(center=(rect.right - px(PALM) - px(20), rect.top + px(12))))
            surface.blit(mark, mark.get_rect(center=(rect.right - px(PALM) - px(4), rect.top + px(12))))
        if own:
            self.behind_screen(surface, view, seat)
        elif player["fairy"] is not None:
            self.through_screen(surface, view, seat, screen.get_rect(center=spots["screen"]))

    def token_spots(self, view: DragonstonesState, seat: int) -> list[pygame.Rect]:
        """Where a seat's black coins, then its red amulets, lie in a row."""
        x, y = self.lay.spots(seat)["tokens"]
        side = px(22)
        count = sum(view.seats[seat][token] for token in TOKENS)
        return [pygame.Rect(0, 0, side, side).move(x + i * px(26) - side // 2, y - side // 2) for i in range(count)]

    def kept_spots(self, view: DragonstonesState, seat: int) -> list[pygame.Rect]:
        """Where a seat's kept cards lie, small, after its tokens."""
        spots = self.lay.spots(seat)
        (x, y), tokens_end = spots["kept"], spots["tokens"][0] + len(self.token_spots(view, seat)) * px(26)
        w, h = px(74), px(30)
        return [pygame.Rect(max(x + i * px(80), tokens_end), y - h // 2, w, h)
                for i in range(len(view.seats[seat]["kept"]))]

    def behind_screen(self, surface: pygame.Surface, view: DragonstonesState, seat: int) -> None:
        """The bottom seat's coins behind its screen: drawn only when the
        view shows them (the viewer's own)."""
        t, lay = self.words.t, self.lay
        player, spots = view.seats[seat], lay.spots(seat)
        if player["fairy"] is None:
            note = style.text(t("coins_hidden"), style.SMALL, style.MUTED)
            surface.blit(note, note.get_rect(midleft=(lay.own_rect.left + px(16), spots["fairy"][1])))
            return
        label = style.text(t("behind_screen"), style.SMALL - 2, style.MUTED)
        surface.blit(label, (lay.own_rect.left + px(14), spots["fairy"][1] - px(42)))
        column = (lay.own_rect.w - px(20)) // len(COINS_BEHIND)
        for coin in COINS_BEHIND:
            count = player[coin]
            heap = pieces.pile(coin, count, px(30))
            spot = surface.blit(heap, heap.get_rect(center=spots[coin]))
            left = spots[coin][0] + heap.get_width() // 2 + px(4)
            name = pygame.Rect(left, spots[coin][1] - px(14), spots[coin][0] - px(20) + column - left - px(4), px(28))
            style.draw_text(surface, t(f"item.{coin}"), name, style.SMALL, style.TEXT_LIGHT, valign="center")
            self.inspect_piece(("behind", seat, coin), spot.union(name), coin,
                               partial(self.words.tell, "inspect.behind", seat, what=self.words.what(coin, count),
                                       about=t(f"inspect.about.{coin}")))

    def through_screen(self, surface: pygame.Surface, view: DragonstonesState, seat: int,
                       screen: pygame.Rect) -> None:
        """Another seat's coins behind its screen, small on the screen's
        wings (only with everything revealed: a seat's view holds None for
        another's coins)."""
        player, words = view.seats[seat], self.words
        # fairy gold and gold on the left wing, silver on the right: the name's tab is in the middle
        for coin, share in zip(COINS_BEHIND, (1 / 12, 3 / 12, 10 / 12)):
            heap = pieces.pile(coin, player[coin], px(18))
            spot = surface.blit(heap, heap.get_rect(center=(screen.left + int(screen.w * share), screen.centery)))
            self.inspect_piece(("behind", seat, coin), spot, coin,
                               partial(words.tell, "inspect.behind", seat, what=words.what(coin, player[coin]),
                                       about=words.t(f"inspect.about.{coin}")))

    def fist(self, surface: pygame.Surface, view: DragonstonesState, seat: int) -> None:
        """A seat's hand beside its screen, if the auction shows one."""
        hand = self.hand(view, seat) if view.auction is not None else None
        if hand is not None:
            image, caption = hand
            spot = surface.blit(image, image.get_rect(center=self.lay.spots(seat)["fist"]))
            self.inspector.add_piece(("hand", seat), spot, None, caption)

    @staticmethod
    def hand_shows(view: DragonstonesState, seat: int) -> tuple:
        """What a seat's hand is drawn from (see `hand`)."""
        auction = view.auction
        if auction is None:
            return ()
        return (auction["mode"], seat in auction["pool"], auction["revealed"], auction["sealed"][seat],
                auction["bids"][seat], auction["rebids"][seat] if auction.get("rebids") else None)

    def hand(self, view: DragonstonesState, seat: int) -> tuple[pygame.Surface, Callable[[], str]] | None:
        """A seat's hand beside its screen, and what it says: a closed fist
        while its bid is sealed, an open hand with the bid once revealed."""
        auction, words = view.auction, self.words
        color = SEAT_COLORS[seat % len(SEAT_COLORS)]
        rebid = auction["rebids"][seat] if auction.get("rebids") else None
        if isinstance(rebid, dict):   # the rebids were opened: one hand each
            return (pieces.open_hand(color, coins_of(rebid), bid_value(rebid), px(PALM)),
                    partial(words.bid_caption, seat, [rebid]))
        if auction["mode"] == "rebid" and seat in auction["pool"] and auction["sealed"][seat]:
            return self.sealed_hand(seat, color, rebid)
        if auction["revealed"] and auction["bids"][seat]:
            return self.open_hand(seat, color, auction["bids"][seat], "opened")
        if auction["mode"] == "bid" and auction["sealed"][seat] and seat in auction["pool"]:
            return self.sealed_hand(seat, color, auction["bids"][seat])
        return None

    def sealed_hand(self, seat: int, color, hands: list[dict] | None) -> tuple[pygame.Surface, Callable[[], str]]:
        """A sealed bid: a closed fist, or the hand open where the view
        holds the bid (everything revealed: a seat's view holds None for
        another's sealed bid)."""
        if not hands:
            return pieces.fist(color, px(FIST)), partial(self.words.tell, "inspect.sealed", seat)
        return self.open_hand(seat, color, hands, "sealed_shown")

    def open_hand(self, seat: int, color, hands: list[dict], caption: str) -> tuple[pygame.Surface, Callable[[], str]]:
        """An open hand with its bid (the first of the Illusionist's two)."""
        return (pieces.open_hand(color, coins_of(hands[0]), bid_value(hands[0]) if len(hands) == 1 else None,
                                 px(PALM)), partial(self.words.bid_caption, seat, hands, caption))


def panel(surface: pygame.Surface, rect: pygame.Rect, heading: str, total: str | None,
          controls: list[Stepper | Toggle]) -> None:
    """The bid panel: its heading, the bid's worth (`total`), the controls."""
    line = style.line_step(style.BODY)
    total_w = 0
    if total is not None:
        total_w = style.fit_text(total, (rect.w // 3, line), style.BODY, bold=True, max_lines=1).width
        style.draw_text(surface, total, pygame.Rect(rect.right - px(6) - total_w, rect.top, total_w, line), style.BODY,
                        style.TEXT_LIGHT, bold=True, max_lines=1)
    style.draw_text(surface, heading, pygame.Rect(rect.left + px(4), rect.top, rect.w - total_w - px(16), line),
                    style.BODY, style.GOLD_LIGHT, bold=True, max_lines=1)
    for control in controls:
        control.draw(surface)
