"""Drawing the Citadels table from a seat's view: the calling track, the
deck and the bank, every seat's place and city, the tray and the hand.
Every face drawn that a player may want to read large is offered to the
inspector.  Pieces lifted off the table as actors (`lifted`: what they
are) are left out until their event lands.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Callable, Collection

import pygame

from game.citadels import data
from game.citadels.rules import CitadelsState, destroy_cost
from game.core import Action
from scenes import style
from scenes.citadels import cards, pieces
from scenes.citadels.layout import BACK, HAND_CARD, Layout
from scenes.citadels.words import Names, character_name, district_name, draft_caption, power, t, track_caption
from scenes.layout import px
from scenes.table import sprites
from scenes.table.base import SEAT_COLORS
from scenes.table.inspect import Inspector


def lifted_hand_card(index: int) -> str:
    """What a hand card lifted off the table is called in `lifted`."""
    return f"hand {index}"


def lifted_tile(seat: int, card: str) -> str:
    return f"tile {seat} {card}"


LIFTED_CROWN = "crown"


@dataclass
class Painter:
    """Draws one seat's `view` on the table laid out by `places`."""

    view: CitadelsState
    places: Layout
    inspector: Inspector
    name: Names
    tell: Callable[..., str]          # the title's text about a seat, "you" for the one looking
    tell_table: Callable[..., str]    # the same for the table toolkit's texts
    viewer: int | None
    lifted: Collection[str] = ()

    def table(self, surface: pygame.Surface) -> None:
        self.track(surface)
        self.supply(surface)
        for seat in range(self.view.players):
            self.place(surface, seat)
        self.middle(surface)
        self.hand(surface)

    # --- looking at things large -------------------------------------------------------------
    def inspect_district(self, key, rect: pygame.Rect, card: str, caption: str, seat: int | None = None) -> None:
        """A district, drawn in `rect`, shows as a whole card with what it is."""
        self.inspector.add(key, rect, partial(pieces.district_card, card), HAND_CARD,
                           lambda: self.tell(f"inspect.{caption}", seat, card=district_name(card)))

    def inspect_character(self, key, rect: pygame.Rect, number: int, caption: str, seat: int | None = None) -> None:
        """A character, drawn in `rect`, shows as a whole card with its power."""
        self.inspector.add(key, rect, partial(pieces.character_card, number, with_power=True), HAND_CARD,
                           lambda: self.tell(f"inspect.{caption}", seat, number=number,
                                             character=character_name(number)))

    # --- the calling track, the deck and the bank ------------------------------------------------
    def track(self, surface: pygame.Surface) -> None:
        view = self.view
        turns = view.phase != "draft"
        for number, rect in enumerate(self.places.track_rects, start=1):
            surface.blit(pieces.character_card(number, rect.size), rect)
            self.inspector.add(("track", number), rect, partial(pieces.character_card, number, with_power=True),
                               HAND_CARD, partial(track_caption, view, number, self.viewer, self.name))
            out = number in view.face_up or (turns and number < view.called and number not in view.revealed
                                                 and number != view.murdered)
            waiting = turns and number > view.called
            if out or waiting or not turns:
                surface.blit(cards.veil(rect.size, 150 if out else 80), rect)
            if number in view.face_up:
                surface.blit(*track_tag(rect, t("set_aside"), style.shade(style.MUTED, 0.5)))
            elif turns and number in view.revealed:
                holder = view.holder(number)
                color = SEAT_COLORS[holder % len(SEAT_COLORS)] if holder is not None else style.rgb(style.MUTED)
                surface.blit(*track_tag(rect, self.name(holder), color))
            if turns and number == view.called and view.current is not None:
                pygame.draw.rect(surface, style.GOLD_LIGHT, rect.inflate(px(6), px(6)), px(3), border_radius=px(8))
            for kind, marked in (("murdered", view.murdered), ("robbed", view.robbed)):
                if number == marked:
                    mark, centre = pieces.stamp(kind, rect)
                    surface.blit(mark, mark.get_rect(center=centre))

    def supply(self, surface: pygame.Surface) -> None:
        view, places = self.view, self.places
        style.draw_text(surface, t("round", round=view.round), places.round_rect, style.HEADING, style.GOLD_LIGHT,
                        bold=True, align="right", valign="center", max_lines=1)
        back = pieces.back()
        rect = back.get_rect(center=places.deck_pos)
        for offset in range(min(3, len(view.deck)), 0, -1):
            surface.blit(back, rect.move(offset * 2, -offset * 2))
        if view.deck:
            sprites.blit_with_shadow(surface, back, rect.topleft, 4)
        label = _label_value(surface, t("deck"), len(view.deck), (rect.right + px(8), rect.centery))
        self.inspector.add_piece("deck", rect.union(label), pieces.back_of_height,
                                 lambda: t("inspect.deck", count=len(view.deck)), BACK)
        coin = sprites.coin("gold", px(30))
        spot = coin.get_rect(center=places.bank_pos)
        for i in range(min(4, view.bank // 5 + 1)):
            surface.blit(coin, spot.move(i * 3 - 4, -i * 4))
        label = _label_value(surface, t("bank"), view.bank, (spot.right + px(8), spot.centery))
        self.inspector.add_piece("bank", spot.union(label), partial(sprites.coin, "gold"),
                                 lambda: t("inspect.bank", count=view.bank))

    # --- a seat's place ---------------------------------------------------------------------------
    def place(self, surface: pygame.Surface, seat: int) -> None:
        view, places = self.view, self.places
        rect = places.place_rect(seat)
        own = seat == places.bottom
        acting = view.current == seat if view.phase == "turns" else (view.steps and view.steps[0][0] == seat)
        color = SEAT_COLORS[seat % len(SEAT_COLORS)]
        surface.blit(sprites.seat_place(rect.size, color, bool(acting)), rect)
        widths = pieces.pill_widths(view.chars[seat])
        if not own:
            style.draw_text(surface, self.name(seat), places.name_rect(seat, widths, seat == view.crown), style.SMALL,
                            style.GOLD_LIGHT if acting else style.TEXT_LIGHT, bold=True, valign="center", max_lines=1)
        if seat == view.crown and LIFTED_CROWN not in self.lifted:
            crown = sprites.crown(px(26 if own else 20))
            spot = crown.get_rect(center=places.crown_pos(seat, widths))
            surface.blit(crown, spot)
            self.inspector.add_piece("crown", spot, sprites.crown, lambda: self.tell("inspect.crown", seat))
        gold = view.gold[seat]
        spot = _gold(surface, gold, places.gold_pos(seat), big=own)
        self.inspector.add_piece(("gold", seat), spot, partial(sprites.coin, "gold"),
                                 lambda: self.tell("inspect.gold", seat, count=gold))
        if not (own and seat == self.viewer):
            self.other_hand(surface, seat)
        self.characters(surface, seat)
        city = view.cities[seat]
        for card, tile in zip(city, places.tile_rects(seat, len(city))):
            if lifted_tile(seat, card) in self.lifted:
                continue
            sprites.blit_with_shadow(surface, pieces.district_tile(card, tile.size), tile.topleft, px(5), lift=px(2))
            self.inspect_district(("city", seat, card), tile, card, "city", seat)
        if own and not city:
            style.draw_text(surface, t("your_city") if seat == self.viewer else t("city_short"),
                            places.city_area(seat), style.SMALL, style.MUTED, valign="center")

    def other_hand(self, surface: pygame.Surface, seat: int) -> None:
        """Another seat's hand beside its purse: its districts face up where
        the view shows them (everything revealed), else backs and the count."""
        hand, center = self.view.hands[seat], self.places.hand_pos(seat)
        if not hand or None in hand:
            spot = _hand_backs(surface, len(hand), center)
            self.inspector.add_piece(("hand_backs", seat), spot, pieces.back_of_height,
                                     lambda: self.tell_table("inspect.hand", seat, count=len(hand)), BACK)
            return
        size = (px(16), px(22))
        step = min(size[0] + px(2), (px(58) - size[0]) // max(1, len(hand) - 1))
        x, y = center[0] - px(24), center[1] - size[1] // 2
        for index, card in enumerate(hand):
            rect = pygame.Rect(x + index * step, y, *size)
            surface.blit(pieces.district_card(card, size), rect)
            visible = rect if index == len(hand) - 1 else pygame.Rect(rect.left, rect.top, step, rect.h)
            self.inspect_district(("hand_of", seat, index), visible, card, "hand_of", seat)

    def characters(self, surface: pygame.Surface, seat: int) -> None:
        """Known characters as coloured labels ("4 King"), unknown ones as "?":
        a column in the bottom seat's place, in another's name row."""
        held = self.view.chars[seat]
        for character, spot in zip(held, self.places.pill_rects(seat, pieces.pill_widths(held))):
            surface.blit(pieces.character_pill(character), spot)
            if character is not None:
                self.inspect_character(("held", seat, character), spot, character, "held", seat)
            if character is not None and character == self.view.murdered:
                pygame.draw.line(surface, cards.MURDER_RED, spot.midleft, spot.midright, px(3))

    # --- the tray ------------------------------------------------------------------------------
    def middle(self, surface: pygame.Surface) -> None:
        """The tray: the draft, or the character whose turn it is and the
        cards drawn to keep one."""
        view, places = self.view, self.places
        tray = places.tray_rect
        surface.blit(cards.backing(tray.size), tray)
        if view.phase == "draft":
            self.draft(surface)
            return
        if view.phase == "turns" and view.current is not None:
            rect = places.current_rect()
            sprites.blit_with_shadow(surface, pieces.character_card(view.called, rect.size), rect.topleft, 8, lift=5)
            self.inspect_character("current", rect, view.called, "current", view.current)
            caption = pygame.Rect(rect.right + px(12), tray.top + px(4), tray.w // 2 - px(20), px(26))
            style.draw_text(surface, t("current", character=character_name(view.called), name=self.name(view.current)),
                            caption, style.BODY, style.GOLD_LIGHT, bold=True, max_lines=1)
            words = pygame.Rect(rect.right + px(12), caption.bottom + px(2), px(250),
                                tray.bottom - px(8) - caption.bottom - px(2))
            if view.drawn:
                words.w = min(words.w, places.drawn_rects(len(view.drawn))[0].left - px(140) - words.left)
            style.draw_text(surface, power(view.called), words, style.SMALL, min_size=style.MIN_TEXT)
        if view.drawn:
            self.drawn(surface)

    def drawn(self, surface: pygame.Surface) -> None:
        """The cards drawn to keep some, faces for the seat drawing them."""
        view, tray = self.view, self.places.tray_rect
        rects = self.places.drawn_rects(len(view.drawn))
        caption = t("drawn") if view.current == self.viewer else t("drawn_other", name=self.name(view.current))
        box = pygame.Rect(rects[0].left - px(132), tray.top + px(8), px(120), tray.h - px(16))
        style.draw_text(surface, caption, box, style.SMALL, style.GOLD_LIGHT, bold=True, align="right",
                        valign="center")
        built = view.cities[view.current]
        for card, rect in zip(view.drawn, rects):
            image = pieces.district_card(card, rect.size) if card is not None else sprites.card_back(rect.size)
            sprites.blit_with_shadow(surface, image, rect.topleft, 8, lift=4)
            if card is not None:
                self.inspect_district(("drawn", card), rect, card, "drawn")
            if card is not None and card in built:  # a second one could never be built
                tag = cards.ribbon(t("already_built"), style.shade(style.MUTED, 0.5), rect.w - 4)
                surface.blit(tag, tag.get_rect(midbottom=(rect.centerx, rect.bottom - 2)))

    def draft(self, surface: pygame.Surface) -> None:
        view, places = self.view, self.places
        style.draw_text(surface, draft_caption(view, self.viewer, self.name), places.tray_caption_rect(),
                        style.BODY, style.GOLD_LIGHT, bold=True, valign="center", max_lines=2)
        rects = places.draft_rects(len(view.pool), len(view.face_up) + len(view.face_down))
        # every card shows its power, or none does (the tip over a card always tells it)
        powers = bool(rects) and all(pieces.power_fits(c, rects[0].size) for c in view.pool if c)
        for character, rect in zip(view.pool, rects):
            if character is None:
                image = sprites.card_back(rect.size)
            else:
                image = pieces.character_card(character, rect.size, powers)
                self.inspect_character(("offered", character), rect, character, "offered")
            sprites.blit_with_shadow(surface, image, rect.topleft, 8, lift=4)
        aside = [(c, True) for c in view.face_up] + [(c, False) for c in view.face_down]
        arects = places.aside_rects(len(aside))
        if arects:
            style.draw_text(surface, t("draft.set_aside"), places.aside_label_rect(), style.SMALL, style.MUTED,
                            align="left" if places.crowded else "right", valign="center", max_lines=1)
        for (character, up), rect in zip(aside, arects):
            # a face-down one is known only with everything revealed: face up, veiled as face down
            image = pieces.character_card(character, rect.size) if character else sprites.card_back(rect.size)
            sprites.blit_with_shadow(surface, image, rect.topleft, 5, lift=2)
            if character and not up:
                surface.blit(cards.veil(rect.size, 90), rect)
            if character:
                self.inspect_character(("aside", character), rect, character, "aside" if up else "aside_down")

    # --- the hand ---------------------------------------------------------------------------------
    def hand(self, surface: pygame.Surface) -> None:
        area = self.places.hand_area
        if self.viewer is None:
            note = style.text(t("spectator"), style.SMALL, style.MUTED)
            surface.blit(note, note.get_rect(center=area.center))
            return
        hand = self.view.hands[self.viewer]
        for index, (card, rect) in enumerate(zip(hand, self.places.hand_rects(len(hand)))):
            if lifted_hand_card(index) in self.lifted:
                continue
            if card is None:    # a hand just swapped, before it is taken up
                sprites.blit_with_shadow(surface, sprites.card_back(rect.size), rect.topleft, 8)
                continue
            sprites.blit_with_shadow(surface, pieces.district_card(card, rect.size), rect.topleft, 8)
            self.inspect_district(("hand", index), rect, card, "hand")
        if not hand:
            note = style.text(t("empty_hand"), style.SMALL, style.MUTED)
            surface.blit(note, note.get_rect(center=area.center))


@dataclass(frozen=True)
class Preview:
    """What a pointed action would do, shown before it is chosen: the
    gold it costs against the `payer`'s purse and, for a district built,
    the tile it would lie on (`slot`) in the builder's city."""

    payer: int
    cost: int
    gold: int
    card: str | None = None
    slot: pygame.Rect | None = None

    @property
    def left(self) -> int:
        return self.gold - self.cost


def preview_of(view: CitadelsState, places: Layout, seat: int, action: Action) -> Preview | None:
    """A district built costs its price and lies after the last one in the
    builder's city (the city laid out again for one more, as it will be);
    the Warlord pays one less than the district he destroys
    (rules.destroy_cost)."""
    if action.kind == "build":
        city = view.cities[seat]
        return Preview(seat, data.cost(action.card), view.gold[seat], action.card,
                       places.tile_rects(seat, len(city) + 1)[-1])
    if action.kind == "destroy":
        return Preview(seat, destroy_cost(action.card, view.cities[action.seat]), view.gold[seat])
    return None


def cost_preview(surface: pygame.Surface, places: Layout, preview: Preview) -> None:
    """The district as a faint tile with a gold edge where it would lie,
    and over the payer's purse what it costs of the gold there."""
    if preview.slot is not None:
        ghost = pieces.district_tile(preview.card, preview.slot.size).copy()
        ghost.set_alpha(140)
        surface.blit(ghost, preview.slot)
        pygame.draw.rect(surface, style.GOLD_LIGHT, preview.slot.inflate(px(4), px(4)), px(2), border_radius=px(6))
    tag = sprites.tooltip(t("preview.pay", cost=preview.cost, gold=preview.gold, left=preview.left))
    x, y = places.gold_pos(preview.payer)
    spot = tag.get_rect(midbottom=(x, y - px(12)))
    spot.clamp_ip(places.tray_rect.union(places.place_rect(preview.payer)))
    surface.blit(tag, spot)


def track_tag(card: pygame.Rect, text: str, color) -> tuple[pygame.Surface, pygame.Rect]:
    """A tag on a character of the calling track (who holds it, or "set
    aside") and where it lies: across the foot of the picture, so the
    character's name under it stays readable."""
    tag = cards.ribbon(text, color, card.w - 4)
    return tag, tag.get_rect(midbottom=(card.centerx, card.top + cards.character_name_top(card.size) - 1))


def draw_marked(surface: pygame.Surface, marked: list[pygame.Rect]) -> None:
    """The hand cards the Magician marked to discard: a veil and a red edge."""
    for rect in marked:
        surface.blit(cards.veil(rect.size, 110), rect)
        pygame.draw.rect(surface, style.RED, rect.inflate(px(6), px(6)), px(3), border_radius=px(8))


def _label_value(surface: pygame.Surface, label: str, value: int, midleft) -> pygame.Rect:
    """A number over its label ("23" over "Deck"); where they lie."""
    number = style.text(str(value), style.BODY, style.TEXT_LIGHT, True)
    caption = style.text(label, max(style.MIN_TEXT, style.SMALL - 2), style.MUTED)
    x, y = midleft
    return surface.blit(number, (x, y - number.get_height() + px(4))).union(surface.blit(caption, (x, y + px(2))))


def _gold(surface: pygame.Surface, amount: int, center, big: bool = False) -> pygame.Rect:
    """A seat's gold: a little pile of coins (smaller in another seat's
    crowded name row) and the amount; where it lies."""
    coin = sprites.coin("gold", px(24 if big else 18))
    x, y = center
    shown = min(amount, 5 if big else 3)
    drawn = coin.get_rect(center=(x - px(6), y))
    for i in range(shown):
        drawn.union_ip(surface.blit(coin, coin.get_rect(center=(x - px(6) + i * px(3), y - i * px(2)))))
    if not shown:
        empty = cards.faded("gold", coin.get_width())
        surface.blit(empty, empty.get_rect(center=(x - px(6), y)))
    number = style.text(str(amount), style.BODY if big else style.SMALL, style.GOLD_LIGHT, True)
    return drawn.union(surface.blit(number, number.get_rect(midleft=(x + px(10) + shown * px(3), y))))


def _hand_backs(surface: pygame.Surface, count: int, center) -> pygame.Rect:
    """Another seat's hand: a few card backs and the count; where it lies."""
    back = sprites.card_back((px(16), px(22)))
    x, y = center
    drawn = back.get_rect(center=(x - px(12), y))
    for i in range(min(count, 4)):
        drawn.union_ip(surface.blit(back, back.get_rect(center=(x - px(12) + i * px(4), y))))
    number = style.text(str(count), style.SMALL, style.TEXT_LIGHT, True)
    return drawn.union(surface.blit(number, number.get_rect(midleft=(x + px(6) + min(count, 4) * px(4), y))))
