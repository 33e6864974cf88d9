"""Drawing the Dragon's Lair table at rest from a view.

Each part of the felt is one function taking what it needs: the surface,
the view, the layout (`LairLayout`), the words (`Words`) and the
inspector, which learns every face drawn that a player may look at large.
Maze cards the viewer placed from its hand show their face small.

While an event's pieces move, the still picture leaves out what its
motion lifted off it (`at_rest`): the moving actors stand in for them.
"""
from __future__ import annotations

from functools import partial
from typing import Callable, Mapping

import pygame

from game.core import Action
from game.dragons_lair.rules import LairState
from scenes import layout, style
from scenes.layout import px
from scenes.table import sprites
from scenes.table.base import SEAT_COLORS
from scenes.table.inspect import Inspector
from scenes.dragons_lair.layout import SMALL_CARD, LairLayout
from scenes.dragons_lair.pieces import CHIP_COLOR, card_image, known_back, plate, room_image, room_number, vote_coin
from scenes.dragons_lair.words import Words


def at_rest(view: LairState, lifted: Mapping[str, list]) -> LairState:
    """The view as the still picture shows it while pieces are lifted off:
    chips on their way ("chips": (where, seat, amount)), a key leaving the
    discard pile ("discard": its card) or the key spot ("key"), the
    leader's flag leaving its plate ("flag")."""
    if not any(kind in lifted for kind in ("chips", "discard", "key", "flag")):
        return view
    view = view.clone()
    for where, seat, amount in lifted.get("chips", ()):
        if where == "pool":
            view.pool -= amount
        else:
            getattr(view, where)[seat] -= amount
    for card in lifted.get("discard", ()):
        view.discard.remove(card)
    if "key" in lifted:
        view.key = None
    if "flag" in lifted:
        view.leader = None
    return view


def marker_room(view: LairState) -> int | None:
    """The room the party marker stands before, while a party explores."""
    if view.marker is None or view.marker >= len(view.maze) or not any(view.explorers):
        return None
    return view.marker


def inspect_card(inspector: Inspector, key, rect: pygame.Rect, card: str, size: tuple[int, int],
                 caption: Callable[[], str]) -> None:
    """`card`, drawn in `rect`, shows large (at `size`) with its caption when looked at."""
    inspector.add(key, rect, partial(card_image, card), size, caption)


# --- the header ---------------------------------------------------------------------

def header(surface: pygame.Surface, view: LairState, places: LairLayout, words: Words,
           inspector: Inspector) -> None:
    """The round and phase, the wishing well, the key and the draw pile."""
    t, head = words.t, places.header
    title, phase = layout.split(places.round_rect, [0.55, None])
    style.draw_text(surface, t("round", round=view.round), title, style.HEADING, style.GOLD_LIGHT, bold=True,
                    max_lines=1, valign="center")
    style.draw_text(surface, t(f"phase.{view.phase}"), phase, style.SMALL, style.MUTED)
    stack = sprites.chip_stack(view.pool, CHIP_COLOR, px(30))
    spot = surface.blit(stack, stack.get_rect(midbottom=(places.pool_pos[0], head.bottom)))
    style.draw_text(surface, t("pool"), places.pool_label_rect, style.SMALL, style.MUTED, align="right",
                    valign="center")
    inspector.add_piece("pool", spot.union(places.pool_label_rect), partial(sprites.chip, CHIP_COLOR),
                        partial(t, "inspect.pool", count=view.pool))
    small = places.small_card
    if view.key is not None:
        key = card_image(view.key, small)
        spot = key.get_rect(center=places.key_pos)
        sprites.blit_with_shadow(surface, key, spot.topleft, 4)
        inspect_card(inspector, "key", spot, view.key, places.hand_card,
                     partial(words.card_caption, "key_caption", view.key))
        style.draw_text(surface, t("key"), places.key_label_rect, style.SMALL, style.MUTED, align="right",
                        valign="center")
    pile = sprites.card_back(small)
    rect = pile.get_rect(center=places.pile_pos)
    rect.top = max(rect.top, head.top)
    top = view.draw_pile[-1] if view.draw_pile else "?"
    if view.draw_pile:
        for offset in range(min(3, len(view.draw_pile)), 0, -1):
            surface.blit(pile, rect.move(offset * 2, offset * 2))
        sprites.blit_with_shadow(surface, known_back(top, small), rect.topleft, 4)
    badge = sprites.count_badge(len(view.draw_pile), style.SMALL)
    spot = surface.blit(badge, badge.get_rect(center=(rect.right, rect.bottom)))
    style.draw_text(surface, t("draw_pile"), places.pile_label_rect, style.SMALL, style.MUTED, align="right",
                    valign="center")
    if top != "?":   # known only with everything revealed
        inspect_card(inspector, "draw_pile", rect.union(spot).union(places.pile_label_rect), top, places.hand_card,
                     partial(words.card_caption, "draw_pile_top", top, count=len(view.draw_pile)))
        return
    inspector.add_piece("draw_pile", rect.union(spot).union(places.pile_label_rect),
                        lambda h: sprites.card_back((h * small[0] // small[1], h)),
                        partial(t, "inspect.draw_pile", count=len(view.draw_pile)), small)


def discard_pile(surface: pygame.Surface, view: LairState, places: LairLayout, words: Words,
                 inspector: Inspector, openable: Callable[[pygame.Rect], None]) -> None:
    """The discard pile, face up: its top card and count; anyone may look
    through it (`openable(rect)` makes a click there open it)."""
    small = places.small_card
    spot = pygame.Rect((0, 0), small)
    spot.center = places.discard_pos
    style.draw_text(surface, words.t("discard_pile"), places.discard_label_rect, style.SMALL, style.MUTED,
                    align="right", valign="center")
    badge = sprites.count_badge(len(view.discard), style.SMALL)
    if view.discard:
        top = view.discard[-1]
        sprites.blit_with_shadow(surface, card_image(top, small), spot.topleft, 4)
        inspect_card(inspector, "discard", spot, top, places.hand_card,
                     partial(words.card_caption, "discard_caption", top, count=len(view.discard)))
        openable(spot.union(places.discard_label_rect))
    else:
        pygame.draw.rect(surface, style.FELT_DARK, spot, 2, border_radius=4)
        inspector.add_piece("discard", spot, None, partial(words.t, "inspect.discard_empty"))
    surface.blit(badge, badge.get_rect(center=(spot.right, spot.bottom)))


# --- the maze -----------------------------------------------------------------------------

def maze(surface: pygame.Surface, view: LairState, places: LairLayout, words: Words,
         inspector: Inspector) -> None:
    """The rooms left to right, each with its number; a face the viewer
    may read (opened, or placed by the viewer) can be looked at large."""
    rects = places.maze_rects(len(view.maze))
    for number, (card, up, rect) in enumerate(zip(view.maze, view.face_up, rects), start=1):
        sprites.blit_with_shadow(surface, room_image(card, up, rect.size), rect.topleft,
                                 sprites.card_radius(rect.size))
        if card != "?":
            inspect_card(inspector, ("room", number), rect, card, places.hand_card,
                         partial(words.card_caption, "room_caption", card, number=number))
        tag = room_number(number, room_number_size(rect))
        surface.blit(tag, tag.get_rect(topleft=(rect.left - px(3), rect.top - px(3))))


def room_number_size(room: pygame.Rect) -> int:
    """A room number's type size: a third of the card's width, no smaller
    than the smallest text and no larger than the table's small text (which
    grows with the window)."""
    return max(style.MIN_TEXT, min(style.SMALL, room.w // 3))


def marker(surface: pygame.Surface, view: LairState, places: LairLayout) -> None:
    """The party marker on the room the team stands before."""
    room = marker_room(view)
    if room is not None:
        pawn = sprites.leader_marker(places.marker_size(len(view.maze)))
        surface.blit(pawn, pawn.get_rect(midbottom=places.marker_pos(room, len(view.maze))))


def open_ends(surface: pygame.Surface, view: LairState, places: LairLayout, lit: bool) -> None:
    """The two places a new room may go, outlined with a "+": lit once
    there is a card to place."""
    color = style.GOLD_LIGHT if lit else style.MUTED
    for slot in places.end_slots(len(view.maze)).values():
        pygame.draw.rect(surface, color, slot, px(2), border_radius=px(8))
        plus = style.text("+", min(style.TITLE, slot.w), color, True)
        surface.blit(plus, plus.get_rect(center=slot.center))


def landing(view: LairState, places: LairLayout, action: Action) -> tuple[str, pygame.Rect] | None:
    """Where placing a room puts it and what it shows there: the card the
    seat chose (face down, known to it), or the pile's top ("?"), at the
    maze end the action names."""
    if action.kind not in ("place", "place_blind"):
        return None
    card = action.card if action.kind == "place" else "?"
    return card, places.end_slots(len(view.maze))[action.end]


def placing_preview(surface: pygame.Surface, card: str, slot: pygame.Rect) -> None:
    """The room about to be placed, faint in its end of the maze, as it
    will lie there."""
    ghost = room_image(card, False, slot.size).copy()
    ghost.set_alpha(170)
    surface.blit(ghost, slot)
    pygame.draw.rect(surface, style.GOLD_LIGHT, slot.inflate(px(6), px(6)), px(3), border_radius=px(8))


# --- the party and the hand ------------------------------------------------------------

def party(surface: pygame.Surface, view: LairState, places: LairLayout, words: Words, inspector: Inspector,
          name: Callable[[int], str], viewer: int | None) -> None:
    """One plate per seat: its name, the leader's flag, its status, its
    travel money and, during a vote, its vote ("…" until cast)."""
    for seat, rect in enumerate(places.party_rects):
        surface.blit(plate(rect.size, SEAT_COLORS[seat % len(SEAT_COLORS)], view.explorers[seat]), rect)
        flag_room = px(28) if seat == view.leader else 0
        name_rect = pygame.Rect(rect.left + px(12), rect.top + px(3), rect.w - px(18) - flag_room, px(22))
        style.draw_text(surface, name(seat), name_rect, style.SMALL,
                        style.GOLD_LIGHT if seat == viewer else style.TEXT_LIGHT, bold=True, max_lines=1,
                        valign="center")
        if seat == view.leader:
            flag = sprites.leader_marker(px(24))
            spot = surface.blit(flag, flag.get_rect(center=places.flag_center(seat)))
            inspector.add_piece("leader", spot, sprites.leader_marker, partial(words.tell, "inspect.leader", seat))
        status = words.seat_status(view, seat)
        if status:
            style.draw_text(surface, status, pygame.Rect(name_rect.left, name_rect.bottom, rect.w - px(18), px(18)),
                            style.SMALL - 2, style.MUTED, max_lines=1)
        if view.travel[seat]:
            _travel_money(surface, view.travel[seat], rect, words, inspector, seat)
        if view.phase == "vote" and view.explorers[seat]:
            _vote(surface, view.votes[seat], places.vote_pos(seat))
        if seat != viewer and "?" not in view.hands[seat]:
            _shown_hand(surface, view.hands[seat], rect, words, inspector, seat)


def _travel_money(surface: pygame.Surface, travel: int, rect: pygame.Rect, words: Words, inspector: Inspector,
                  seat: int) -> None:
    stack = sprites.chip_stack(travel, CHIP_COLOR, px(20), label=False)
    spot = stack.get_rect(bottomleft=(rect.left + px(14), rect.bottom - px(8)))
    surface.blit(stack, spot)
    amount = style.text(str(travel), style.BODY, style.TEXT_LIGHT, True)
    spot = spot.union(surface.blit(amount, amount.get_rect(midleft=(spot.right + px(6), rect.bottom - px(20)))))
    inspector.add_piece(("travel", seat), spot, partial(sprites.chip, CHIP_COLOR),
                        partial(words.tell, "inspect.travel", seat, count=travel))


def _shown_hand(surface: pygame.Surface, cards: list[str], plate_rect: pygame.Rect, words: Words,
                inspector: Inspector, seat: int) -> None:
    """Another seat's hand face up, small, on its plate between its travel
    money and its vote (only with everything revealed: a seat's view holds
    "?" for another's cards); each card shows large from its visible edge."""
    room = pygame.Rect(plate_rect.left + px(66), plate_rect.top + px(42), plate_rect.w - px(66) - px(44),
                       plate_rect.h - px(46))
    size = layout.fit_size(SMALL_CARD, room.size)
    step = min(size[0] + px(2), (room.w - size[0]) // max(1, len(cards) - 1))
    for index, card in enumerate(cards):
        rect = pygame.Rect(room.left + index * step, room.top, *size)
        surface.blit(card_image(card, size), rect)
        visible = rect if index == len(cards) - 1 else pygame.Rect(rect.left, rect.top, step, rect.h)
        inspector.add(("hand_of", seat, index), visible, partial(card_image, card), SMALL_CARD,
                      partial(words.tell, "inspect.hand_of", seat, card=words.card_name(card)))


def _vote(surface: pygame.Surface, vote: str | None, center: tuple[int, int]) -> None:
    if vote is None:
        dots = style.text("…", style.BODY, style.MUTED, True)
        surface.blit(dots, dots.get_rect(center=center))
    else:
        coin = vote_coin(vote)
        surface.blit(coin, coin.get_rect(center=center))


def hand(surface: pygame.Surface, cards: list[str], places: LairLayout, words: Words, inspector: Inspector,
         selected: str | None) -> None:
    """The viewer's hand face up; the card picked to place stands raised in gold."""
    for card, rect in zip(cards, places.hand_rects(len(cards))):
        rect = places.hand_card_at(rect, card == selected)
        sprites.blit_with_shadow(surface, card_image(card, places.hand_card), rect.topleft, 8,
                                 lift=6 if card == selected else 3)
        if card == selected:
            pygame.draw.rect(surface, style.GOLD_LIGHT, rect.inflate(px(6), px(6)), px(3), border_radius=px(10))
        inspect_card(inspector, ("hand", card), rect, card, places.hand_card,
                     partial(words.card_caption, "hand_caption", card))
    if not cards:
        note = style.text(words.t("empty_hand"), style.SMALL, style.MUTED)
        surface.blit(note, note.get_rect(center=places.hand_area.center))
