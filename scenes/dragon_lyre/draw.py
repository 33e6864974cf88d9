"""Drawing the Dragon & Lyre table at rest from a seat's view: the deck
and row, every seat's area, the hand at the bottom, and the fight or
recall board over a dimmed table.  Every face drawn is offered to the
inspector (hover or right click shows it large, with what it is).

A piece a motion has lifted off the table (`Look.lifted`, by what it is:
"row" and "captured" epic cards, "hand" heroes, "sealed" seats) is left
out: its actor is drawn in its place until the event lands.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Callable, Mapping, Sequence

import pygame

from game.dragon_lyre import data, log
from game.dragon_lyre.rules import ACTION, RECALL, REINFORCE, TIE_FIGHT, UNKNOWN, LyreState, score_breakdown
from game.text import listed
from scenes import style
from scenes.dragon_lyre import pieces
from scenes.dragon_lyre.layout import CARD_RATIO, INDEX_COLUMN_GAP, LARGE_CARD, Places, capture_groups, card_size
from scenes.dragon_lyre.words import card_caption, marker_text, score_parts, t
from scenes.table import sprites
from scenes.table.hooks import FeltStep
from scenes.table.shadows import shadow_reach
from scenes.table.inspect import Inspector


@dataclass
class Look:
    """What drawing needs beside the view: where things lie, the seats'
    names, the "you"-worded captions (`tell(key, seat, **values)`), who is
    looking, the inspector to offer faces to, the hero chosen in hand, the
    seat choosing heroes to recall (its pile spread on the board) and the
    pieces lifted off the table; where each card of the row, the hand at
    the bottom and the pile recalled from lies (they keep their places
    through a turn: `TableScene.steady_rects`)."""

    places: Places
    name: Callable[[int | None], str]
    tell: Callable[..., str]
    viewer: int | None
    inspector: Inspector
    selected: str | None = None
    recalling: int | None = None
    lifted: Mapping[str, list] = field(default_factory=dict)
    row_rects: Sequence[pygame.Rect] = ()
    hand_rects: Sequence[pygame.Rect] = ()
    recall_rects: Sequence[pygame.Rect] = ()

    def is_lifted(self, what: str, piece) -> bool:
        return piece in self.lifted.get(what, ())


def draw_table(surface: pygame.Surface, view: LyreState, look: Look) -> None:
    for step in steps(view, look):
        step.draw(surface)


def steps(view: LyreState, look: Look) -> list[FeltStep]:
    """What `draw_table` draws, piece by piece in its order, each with the
    rect it may draw in and what it shows (`parts_by_steps`): the deck and
    row, each seat's area, the hand, and the fight or recall board over
    the areas."""
    places, lifted = look.places, look.lifted
    lifted_of = lambda what: tuple(lifted.get(what, ()))   # noqa: E731
    found = [FeltStep(_row_reach(places), (len(view.deck), view.marker_at, view.final_round, view.round,
                                          tuple(view.row), lifted_of("row"), tuple(map(tuple, look.row_rects))),
                      partial(_deck_and_row, view=view, look=look))]
    for seat in range(view.players):
        hand = view.hands[seat]
        found.append(FeltStep(_area_reach(places, seat),
                              (repr(view.captured[seat]), view.prophets[seat], view.prophet_used[seat],
                               repr(view.used[seat]), repr(view.setup_picks[seat]),
                               repr(hand) if places.hands_shown else len(hand), view.turn, view.phase,
                               seat == look.viewer, lifted_of("captured")),
                              partial(_area, view=view, seat=seat, look=look)))
    found.append(FeltStep(shadow_reach(places.hand.unionall(list(look.hand_rects)).inflate(6, 26)),
                          (repr(view.hands[places.bottom]), look.selected, lifted_of("hand"),
                           tuple(map(tuple, look.hand_rects))),
                          partial(_hand, view=view, look=look)))
    if view.attack is not None or view.phase == TIE_FIGHT:
        found.append(FeltStep(_board_reach(places), (repr(view.attack), view.phase, repr(view.sealed),
                                                     lifted_of("sealed")), partial(_fight, view=view, look=look)))
    elif look.recalling is not None:
        found.append(FeltStep(_board_reach(places), (view.phase, look.recalling, repr(view.used[look.recalling]),
                                                     view.recall_left, tuple(map(tuple, look.recall_rects))),
                              partial(_recall, view=view, look=look)))
    return found


def _row_reach(places: Places) -> pygame.Rect:
    """Where the deck, the row and their labels draw: the felt above the row, the cards' shadows."""
    return shadow_reach(places.deck.union(places.row)).union(
        pygame.Rect(places.area.left - 16, places.area.top - 12, places.area.w + 32, places.row.top - places.area.top + 12))


def _area_reach(places: Places, seat: int) -> pygame.Rect:
    """Where a seat's area draws: its plate, the used pile's shadow and count badge past its edge."""
    pile, badge = places.area_parts(seat)["pile"], style.SMALL + 6
    return places.area_rect(seat).union(shadow_reach(pile)).union(
        pygame.Rect(pile.right - 2 - badge, pile.top + 2 - badge, 2 * badge, 2 * badge))


def _board_reach(places: Places) -> pygame.Rect:
    """Where a board draws: the veil over the areas, the board and what lies round its edge."""
    veil = pygame.Rect(places.area.left, places.others.top - 4, places.area.w, places.hand.top - places.others.top)
    return veil.union(places.board.inflate(40, 40))


# --- offering faces to the inspector ------------------------------------------------------

def inspect_epic(look: Look, key, rect: pygame.Rect, card: str, caption: str, seat: int | None = None) -> None:
    """An epic card face up in `rect` shows large with what it is."""
    if card == UNKNOWN:
        return
    look.inspector.add(key, rect, partial(pieces.epic, card), LARGE_CARD,
                       lambda: look.tell(f"inspect.{caption}", seat, card=log.card_name(card, t),
                                         what=card_caption(card)))


def inspect_hero(look: Look, key, rect: pygame.Rect, hero: str, owner: int, caption: str, **values) -> None:
    """A hero face up in `rect` (one of `owner`'s) shows large with what it is."""
    if hero == UNKNOWN:
        return
    look.inspector.add(key, rect, partial(pieces.hero, hero, owner), LARGE_CARD,
                       lambda: look.tell(f"inspect.{caption}", owner, hero=log.hero_with_attack(hero, t), **values))


def inspect_backs(look: Look, key, rect: pygame.Rect, seat: int, caption: Callable[[], str]) -> None:
    """Face-down heroes in `rect` show large as a back, with `caption()`."""
    look.inspector.add_piece(key, rect, lambda h: pieces.hero(UNKNOWN, seat, card_size(h)), caption, (1, CARD_RATIO))


# --- the deck and the row -----------------------------------------------------------------

def _deck_and_row(surface: pygame.Surface, view: LyreState, look: Look) -> None:
    places = look.places
    deck, row_card = places.deck, places.row_card
    back = pieces.epic_back(row_card)
    for offset in range(min(3, len(view.deck) // 8), 0, -1):
        surface.blit(back, deck.move(offset * 2, -offset * 2))
    if view.deck:
        sprites.blit_with_shadow(surface, back, deck.topleft, 6)
    if not view.final_round and len(view.deck) > view.marker_at:
        # the marker card lies sideways in the deck: it peeks out at its depth
        depth = 1 - (len(view.deck) - view.marker_at) / len(view.deck)
        marker = pieces.deck_marker(row_card[1] // 2, row_card[0] // 2)
        surface.blit(marker, marker.get_rect(midleft=(deck.right - marker.get_width() // 2,
                                                      deck.top + 8 + int(depth * (deck.h - 16)))))
    label = style.text(t("deck", count=len(view.deck)), places.font_small, style.MUTED)
    spot = surface.blit(label, label.get_rect(midbottom=(deck.centerx, deck.top - 2)))
    left, marker_note = len(view.deck), marker_text(view)
    look.inspector.add_piece("deck", deck.union(spot), lambda h: pieces.epic_back(card_size(h)),
                             lambda: t("inspect.deck", count=left, marker=marker_note), (1, CARD_RATIO))
    note = style.text(marker_note, places.font_small, style.GOLD_LIGHT if not view.final_round else (240, 120, 100),
                      bold=view.final_round)
    surface.blit(note, note.get_rect(midleft=(places.row.left, places.area.top + note.get_height() // 2)))
    round_label = style.text(t("round", round=max(1, view.round)), places.font_body, style.GOLD_LIGHT, True)
    surface.blit(round_label, round_label.get_rect(topright=(places.area.right - 4, places.area.top - 4)))
    for card, rect in zip(view.row, look.row_rects):
        if look.is_lifted("row", card):
            continue
        sprites.blit_with_shadow(surface, pieces.epic(card, row_card), rect.topleft, 6)
        inspect_epic(look, ("row", card), rect, card, "row")


# --- a seat's area ------------------------------------------------------------------------

def _area(surface: pygame.Surface, view: LyreState, seat: int, look: Look) -> None:
    places = look.places
    rect, parts = places.area_rect(seat), places.area_parts(seat)
    color = pieces.seat_color(seat)
    active = view.turn == seat and view.phase in (ACTION, RECALL, REINFORCE)
    surface.blit(sprites.seat_place(rect.size, color, active), rect)
    points = score_breakdown(view.captured[seat])
    _heading(surface, view, seat, look, points)
    number, used_up = view.prophets[seat], view.prophet_used[seat]
    surface.blit(pieces.prophet(number, seat, used_up, places.mini_size(seat)), parts["prophet"])
    look.inspector.add(("prophet", seat), parts["prophet"], partial(pieces.prophet, number, seat, used_up),
                       LARGE_CARD, lambda: look.tell("inspect.prophet_used" if used_up else "inspect.prophet", seat,
                                                     number=number))
    if parts["index"].w:
        _index(surface, parts["index"], points, places.index_line(seat, parts["index"].h),
               places.index_columns(seat), with_total=seat == places.bottom)
    _captures(surface, view, seat, look)
    _used_pile(surface, view, seat, look)


def _heading(surface: pygame.Surface, view: LyreState, seat: int, look: Look, points: dict) -> None:
    """The seat's name and score (a rival's by kind too where its area has
    no room for an index card), and a rival's hand."""
    places = look.places
    rect, parts = places.area_rect(seat), places.area_parts(seat)
    name_color = style.GOLD_LIGHT if seat == look.viewer else style.TEXT_LIGHT
    name = style.text(look.name(seat), places.font_body, name_color, True)
    if places.is_strip(seat):
        score = style.text(t("points", count=points["total"]), places.font_small, style.GOLD_LIGHT, True)
        y = rect.top + max(2, (rect.h - name.get_height() - score.get_height()) // 2)
        surface.blit(name, (rect.left + 14, y))
        surface.blit(score, (rect.left + 14, y + name.get_height() - 2))
    else:
        score = style.text(t("points", count=points["total"]), places.font_body, style.GOLD_LIGHT, True)
        surface.blit(name, (rect.left + 14, rect.top + 4))
        scored = surface.blit(score, (rect.left + 24 + name.get_width(), rect.top + 4))
        if seat != places.bottom and not parts["index"].w:   # no room for the index card: points by kind
            line = pygame.Rect(scored.right + 12, rect.top + 4, rect.right - 14 - scored.right - 12, scored.h)
            style.draw_text(surface, score_parts(points[kind] for kind in data.KINDS), line, places.font_small,
                            style.MUTED, max_lines=1, valign="center")
    if seat != places.bottom:
        _rival_hand(surface, view, seat, look)


def _rival_hand(surface: pygame.Surface, view: LyreState, seat: int, look: Look) -> None:
    """A rival's hand face up where the view shows it (everything revealed);
    else its backs with the count (in a strip) or how many it holds."""
    places, hand = look.places, view.hands[seat]
    if places.hands_shown:
        _shown_hand(surface, hand, seat, look)
        return
    if places.is_strip(seat):
        spot = _hand_backs(surface, seat, len(hand), places.hand_spot(seat, view), places)
    else:
        label = style.text(t("in_hand", count=len(hand)), places.font_small, style.MUTED)
        prophet = places.area_parts(seat)["prophet"]
        spot = surface.blit(label, label.get_rect(midtop=(prophet.centerx, prophet.bottom + 2)))
    inspect_backs(look, ("hand_backs", seat), spot, seat, lambda: look.tell("inspect.hand_backs", seat,
                                                                            count=len(hand)))


def _shown_hand(surface: pygame.Surface, hand: list[str], seat: int, look: Look) -> None:
    """A rival's heroes face up, fanned left of its used pile; each shows
    large from its visible edge."""
    room = look.places.shown_hand(seat)
    w, h = look.places.mini_size(seat)
    size = (int(w * 0.8), int(h * 0.8))
    step = min(size[0] + 2, (room.w - size[0]) // max(1, len(hand) - 1))
    for i, hero in enumerate(hand):
        rect = pygame.Rect(room.left + i * step, room.centery - size[1] // 2, *size)
        surface.blit(pieces.hero(hero, seat, size), rect)
        visible = rect if i == len(hand) - 1 else pygame.Rect(rect.left, rect.top, step, rect.h)
        inspect_hero(look, ("rival_hand", seat, hero), visible, hero, seat, "hand")


def _hand_backs(surface: pygame.Surface, seat: int, count: int, center, places: Places) -> pygame.Rect:
    """A rival's hand in a strip: a hero back with the count; where it lies."""
    w, h = places.mini_size(seat)
    back = pieces.hero(UNKNOWN, seat, (int(w * 0.8), int(h * 0.8)))
    spot = back.get_rect(center=center)
    surface.blit(back, spot)
    badge = sprites.count_badge(count, max(9, places.font_small - 2))
    return spot.union(surface.blit(badge, badge.get_rect(center=spot.midbottom)))


def _index(surface: pygame.Surface, rect: pygame.Rect, points: dict, line: int, columns: int,
           with_total: bool) -> None:
    """The index card: points by kind in `columns`, then the total unless
    it is by the seat's name (a rival's)."""
    surface.blit(style.plate(rect.size, alpha=200, radius=6), rect)
    column_w = (rect.w - 10 - (columns - 1) * INDEX_COLUMN_GAP) // columns
    rows = -(-len(data.KINDS) // columns)
    top = rect.top + 4 if with_total else rect.centery - (rows * (line + 3) - 3) // 2
    for i, kind in enumerate(data.KINDS):
        label = style.text(t("index_line", kind=t(f"kind.{kind}"), points=points[kind]), line, style.TEXT_LIGHT)
        column, row = divmod(i, rows) if columns > 1 else (0, i)
        surface.blit(label, (rect.left + 5 + column * (column_w + INDEX_COLUMN_GAP), top + row * (line + 3)))
    if with_total:
        y = top + len(data.KINDS) * (line + 3)
        surface.blit(style.text(t("points", count=points["total"]), line, style.GOLD_LIGHT, True), (rect.left + 5, y))


@dataclass(frozen=True)
class Capture:
    """What taking a card from the row would do, shown before the click:
    where the card would lie among the `seat`'s captures and its score
    then (`before` and `after`, rules.score_breakdown totals)."""

    seat: int
    card: str
    spot: pygame.Rect
    before: int
    after: int


def capture_preview(view: LyreState, places: Places, seat: int, action) -> Capture | None:
    """A capture (a hero's or the prophet's) moves the row card into the
    seat's captures, spread by kind as they will then lie."""
    if action.kind not in ("capture", "prophet"):
        return None
    captured = view.captured[seat]
    spot = places.capture_rects(seat, captured + [action.card])[action.card][0]
    return Capture(seat, action.card, spot, score_breakdown(captured)["total"],
                   score_breakdown(captured + [action.card])["total"])


def draw_capture_preview(surface: pygame.Surface, places: Places, capture: Capture) -> None:
    """The card faint where it would lie among the captures, gold-edged,
    with the points it would bring."""
    ghost = pieces.epic(capture.card, capture.spot.size).copy()
    ghost.set_alpha(150)
    surface.blit(ghost, capture.spot)
    pygame.draw.rect(surface, style.GOLD_LIGHT, capture.spot.inflate(6, 6), 3, border_radius=7)
    tag = sprites.tooltip(t("preview.gain", gain=capture.after - capture.before, total=capture.after))
    spot = tag.get_rect(midtop=(capture.spot.centerx, capture.spot.bottom + 4))
    spot.clamp_ip(places.area_rect(capture.seat))
    surface.blit(tag, spot)


def _captures(surface: pygame.Surface, view: LyreState, seat: int, look: Look) -> None:
    """The captures spread by kind, each spread's count (a set's progress) on its last card."""
    rects = look.places.capture_rects(seat, view.captured[seat])
    shown = [card for card in view.captured[seat] if not look.is_lifted("captured", card)]
    for card in shown:
        drawn, visible = rects[card]
        surface.blit(pieces.epic(card, drawn.size), drawn)
        inspect_epic(look, ("captured", card), visible, card, "captured", seat)
    w = look.places.mini_size(seat)[0]
    for key, items in capture_groups(shown):
        spot = rects.get(f"group:{key}")
        if spot and (len(items) > 1 or key in data.ARTIFACT_SETS):
            label = f"{len(items)}/{len(data.SET_PIECES)}" if key in data.ARTIFACT_SETS else str(len(items))
            badge = sprites.count_badge(label, max(9, min(look.places.font_small, w // 3)))
            surface.blit(badge, badge.get_rect(center=(spot[0].right - 3, spot[0].bottom - 4)))


def _used_pile(surface: pygame.Surface, view: LyreState, seat: int, look: Look) -> None:
    """The used pile with its top face up (face down while the setup picks lie on it)."""
    places = look.places
    pile, size = places.area_parts(seat)["pile"], places.mini_size(seat)
    used = view.used[seat] + view.setup_picks[seat]
    if used:
        top = view.used[seat][-1] if view.used[seat] and not view.setup_picks[seat] else UNKNOWN
        for offset in range(min(2, len(used) - 1), 0, -1):
            surface.blit(pieces.hero(UNKNOWN, seat, size), pile.move(offset * 2, -offset * 2))
        sprites.blit_with_shadow(surface, pieces.hero(top, seat, size), pile.topleft, 4)
        below = view.used[seat][-2::-1]
        if top != UNKNOWN and below and UNKNOWN not in below:   # the owner's own pile, or everything revealed
            inspect_hero(look, ("used", seat), pile, top, seat, "used_below", count=len(used),
                         below=listed([log.hero_name(hero, t) for hero in below], t))
        elif top != UNKNOWN:
            inspect_hero(look, ("used", seat), pile, top, seat, "used_top", count=len(used))
        else:
            inspect_backs(look, ("used", seat), pile, seat, lambda: look.tell("inspect.used_hidden", seat,
                                                                              count=len(used)))
        badge = sprites.count_badge(len(used))
        surface.blit(badge, badge.get_rect(center=(pile.right - 2, pile.top + 2)))
    else:
        pygame.draw.rect(surface, style.shade(pieces.seat_color(seat), 0.7), pile, 1, border_radius=6)
    if not places.is_strip(seat):
        caption = style.text(t("used_pile"), places.font_small, style.MUTED)
        surface.blit(caption, caption.get_rect(midtop=(pile.centerx, pile.bottom + 2)))


# --- the hand -----------------------------------------------------------------------------

def _hand(surface: pygame.Surface, view: LyreState, look: Look) -> None:
    """The bottom seat's hand; the hero chosen stands up, edged in gold."""
    places = look.places
    seat = places.bottom
    hand = view.hands[seat]
    for hero, rect in zip(hand, look.hand_rects):
        if look.is_lifted("hand", hero):
            continue
        if hero == look.selected:
            rect = rect.move(0, -10)
        sprites.blit_with_shadow(surface, pieces.hero(hero, seat, places.hero_card), rect.topleft, 6)
        if hero == look.selected:
            pygame.draw.rect(surface, style.GOLD_LIGHT, rect.inflate(6, 6), 3, border_radius=9)
        inspect_hero(look, ("hand", hero), rect, hero, seat, "hand")
    if not hand:
        empty = style.text(t("empty_hand"), places.font_body, style.MUTED)
        surface.blit(empty, empty.get_rect(center=places.hand.center))


# --- the boards ---------------------------------------------------------------------------

def _board(surface: pygame.Surface, look: Look) -> pygame.Rect:
    """The middle board over a dimmed table (the hand stays lit): no card
    under it shows large through it."""
    places = look.places
    area, board = places.area, places.board
    surface.blit(pieces.veil((area.w, places.hand.top - places.others.top)), (area.left, places.others.top - 4))
    surface.blit(style.plate(board.size, alpha=250, radius=12, edge=style.GOLD, edge_width=2), board)
    look.inspector.cover(board)
    return board


def _board_title(surface: pygame.Surface, places: Places, title: str) -> None:
    heading = style.text(title, places.font_body, style.GOLD_LIGHT, True)
    surface.blit(heading, heading.get_rect(midtop=(places.board.centerx, places.board.top + 6)))


def _fight(surface: pygame.Surface, view: LyreState, look: Look) -> None:
    """The attacked card between the two sides, the heroes each side has
    shown beside its slot, and the sealed ones face down (the tie fight:
    the contenders' slots in a row)."""
    places = look.places
    size = places.hero_card_small()
    slots = places.board_slots(view)
    fight = view.attack
    board = _board(surface, look)
    if fight is not None:
        target = pygame.Rect((0, 0), size)
        target.center = (board.centerx, slots[fight["attacker"]].centery)
        surface.blit(pieces.epic(fight["card"], size), target)
        inspect_epic(look, "attacked", target, fight["card"], "attacked", fight["defender"])
        _board_title(surface, places, t("board.attack", name=look.name(fight["attacker"]),
                                        defender=look.name(fight["defender"])))
        shown = {fight["attacker"]: fight["attacker_heroes"], fight["defender"]: fight["defender_heroes"]}
    else:
        _board_title(surface, places, t("board.tie_fight"))
        shown = {}
    small = (size[0] * 2 // 3, size[1] * 2 // 3)
    for seat, slot in slots.items():
        name = style.text(look.name(seat), places.font_small, style.TEXT_LIGHT, True)
        surface.blit(name, name.get_rect(midtop=(slot.centerx, slot.bottom + 3)))
        side = -1 if seat == (fight or {}).get("attacker") else 1
        for i, hero in enumerate(shown.get(seat, [])):
            spot = pygame.Rect((0, 0), small)
            spot.center = (slot.centerx + side * (size[0] + 8 + i * 14), slot.centery)
            surface.blit(pieces.hero(hero, seat, small), spot)
            inspect_hero(look, ("fought", seat, i), spot, hero, seat, "fought")
        sealed = view.sealed[seat]
        if sealed is None:
            pygame.draw.rect(surface, style.shade(style.GOLD, 0.6), slot, 1, border_radius=6)
        elif not look.is_lifted("sealed", seat):
            sprites.blit_with_shadow(surface, pieces.hero(sealed, seat, size), slot.topleft, 5)
            inspect_hero(look, ("sealed", seat), slot, sealed, seat, "sealed")


def _recall(surface: pygame.Surface, view: LyreState, look: Look) -> None:
    """The recalling seat's used pile spread on the board, to choose from."""
    places, seat = look.places, look.recalling
    _board(surface, look)
    _board_title(surface, places, t("board.recall", count=view.recall_left))
    pile = view.used[seat]
    for hero, rect in zip(pile, look.recall_rects):
        sprites.blit_with_shadow(surface, pieces.hero(hero, seat, rect.size), rect.topleft, 5)
        inspect_hero(look, ("recall", hero), rect, hero, seat, "recall")
