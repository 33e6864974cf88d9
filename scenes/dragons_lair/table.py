"""The Dragon's Lair table.

On the felt, top to bottom: the round, the wishing well (pool), the key,
the draw and discard piles; the maze row (wrapping onto a second line when
long) with the party marker on the room the team stands before; the party
strip, one plate per seat with its travel money, vote and status; the
viewer's hand face up.  Maze cards the viewer placed from its hand are
marked with their face shown small.

Placing: click a hand card, then a maze end.  The first room and a key
room are clicked on the maze.  Travel money uses a stepper in the prompt
bar; votes and directions are buttons.

Motion: the shown view follows the events one by one.  An event's
animation first takes what it moves off the still picture (a whole row of
maze or hand cards is "lifted" onto the stage as actors), moves it, and on
arrival applies the event to the shown view (`_change_<kind>`), so the
still picture draws everything exactly where the actors stopped.  Numbers
(stacks, seat panels, pile counts) change as the pieces land.
"""
from __future__ import annotations

from functools import partial

import pygame

from game.core import Action, Decision, Event
from game.dragons_lair import data, log
from game.dragons_lair.rules import LairState
from game.text import capitalised
from scenes import layout, style
from scenes.layout import card_row, px
from scenes.table import sprites
from scenes.table.animation import Actor, motion_then_change
from scenes.table.base import SEAT_COLORS, Target, TableScene
from scenes.table.piles import PileView
from scenes.table.tween import (Call, Parallel, Sequence, Tween, Wait, ease_in_out, ease_out, ease_out_back, fade,
                                flip, linear, move, stagger)

# Sizes at 1280×720 (scenes.layout scales them with the window).
HAND_CARD = (78, 110)
SMALL_CARD = (44, 62)
ROOM_CARD = (72, 100)      # the largest a maze room is drawn
GAP = 10
HEADER_H = 76
PARTY_H = 92
CHIP_COLOR = "red"


#: A face-down room of the maze shows a door.
ROOM_EMBLEM = "dragons_lair.room"


def card_image(card: str, size: tuple[int, int]) -> pygame.Surface:
    """A Dragon's Lair card face: "QH" -> queen of hearts, "SJ"/"BJ" -> the
    small and big dragons, "?" -> a face-down card."""
    if card == "?" or card is None:
        return sprites.card_back(size)
    if card == data.SMALL_DRAGON:
        return sprites.playing_card("small_joker", None, size)
    if card == data.BIG_DRAGON:
        return sprites.playing_card("big_joker", None, size)
    return sprites.playing_card(card[:-1], card[-1], size)


#: The decisions with one line under the prompt saying what their choices do.
EXPLAINED = ("place", "commit", "vote", "choose_room", "key_room", "direction", "key")

class Table(TableScene):
    def __init__(self, app, match) -> None:
        self.selected: str | None = None          # the hand card clicked, before its maze end
        self.commit_amount = 1                    # the travel-money stepper
        self.lifted: dict[str, list[Actor]] = {}  # "maze", "hand", "marker": drawn as actors just now
        self.arriving: list[Actor] = []           # actors that give way to the still when their event lands
        self.vote_coins: list[Actor] = []         # sealed and revealed votes lying on the plates
        super().__init__(app, match)

    # --- layout ------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        """Top to bottom: the header (round, wishing well, key, piles); the
        maze, which takes all the felt left over; the party strip; the hand."""
        area = layout.inset(self.table_rect, px(10), px(4))
        gap = px(GAP)
        self.hand_card = layout.fit_size(HAND_CARD, (px(HAND_CARD[0]), min(px(HAND_CARD[1]), int(area.h * 0.2))))
        self.small_card = (px(SMALL_CARD[0]), px(SMALL_CARD[1]))
        self.header, self.maze_area, self.party_area, self.hand_area = layout.split(
            area, [min(px(HEADER_H), int(area.h * 0.15)), None, min(px(PARTY_H), int(area.h * 0.17)),
                   self.hand_card[1] + px(20)], gap)
        head = self.header
        self.round_rect, pool, key, pile, discard = layout.split(head, [0.3, None, 0.2, 0.14, 0.14], gap,
                                                                 vertical=False)
        self.pool_pos = (pool.centerx + px(30), pool.centery + px(6))
        self.pool_label_rect = pygame.Rect(pool.left, pool.top, self.pool_pos[0] - px(36) - pool.left, pool.h)
        self.key_pos = (key.right - self.small_card[0] // 2 - px(4), key.centery)
        self.key_label_rect = pygame.Rect(key.left, key.top, key.w - self.small_card[0] - px(12), key.h)
        # the draw pile and the discard pile: a card at the right, its name at the left
        self.pile_pos = (pile.right - self.small_card[0] // 2 - px(8), pile.centery)
        self.pile_label_rect = pygame.Rect(pile.left, pile.top, pile.w - self.small_card[0] - px(16), pile.h)
        self.discard_pos = (discard.right - self.small_card[0] // 2 - px(8), discard.centery)
        self.discard_label_rect = pygame.Rect(discard.left, discard.top, discard.w - self.small_card[0] - px(16),
                                              discard.h)
        self.bank_pos = (self.pool_pos[0], area.top - px(40))

    def table_regions(self) -> dict[str, pygame.Rect]:
        return {"header": self.header, "maze": self.maze_area, "party": self.party_area, "hand": self.hand_area}

    def maze_grid(self, count: int) -> layout.Grid:
        """The maze and its two open ends as one grid of card places, in
        reading order: the left end, the rooms, the right end.  Cards are
        as large as the free felt allows for `count` rooms (never larger
        than ROOM_CARD); long mazes wrap onto more rows."""
        return layout.grid(self.maze_area, count + 2, ROOM_CARD[0] / ROOM_CARD[1], px(GAP),
                           max_cell=(px(ROOM_CARD[0]), px(ROOM_CARD[1])))

    def maze_rects(self, count: int) -> list[pygame.Rect]:
        """Where the rooms lie, room 1 first."""
        cells = self.maze_grid(count)
        return [cells.rect(i + 1) for i in range(count)]

    def end_slots(self, count: int) -> dict[str, pygame.Rect]:
        cells = self.maze_grid(count)
        return {"left": cells.rect(0), "right": cells.rect(count + 1)}

    def party_rects(self) -> list[pygame.Rect]:
        players = len(self.match.seats)
        area = self.party_area
        gap = px(GAP)
        w = min(px(170), (area.w - (players - 1) * gap) // players)
        left = area.centerx - (players * (w + gap) - gap) // 2
        return [pygame.Rect(left + i * (w + gap), area.top, w, area.h) for i in range(players)]

    def travel_pos(self, seat: int) -> tuple[int, int]:
        rect = self.party_rects()[seat]
        return (rect.left + px(26), rect.bottom - px(18))

    def vote_pos(self, seat: int) -> tuple[int, int]:
        rect = self.party_rects()[seat]
        return (rect.right - px(24), rect.bottom - px(26))

    def seat_chips_pos(self, seat: int) -> tuple[int, int]:
        rect = self.seat_panel_rect(seat)
        return (rect.left + px(26), rect.bottom - px(16))

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        return card_row(self.hand_area, count, self.hand_card, px(GAP), self.hand_area.bottom - self.hand_card[1] - px(2))

    def room_center(self, room: int, count: int) -> tuple[int, int]:
        rects = self.maze_rects(count)
        return rects[room].center if 0 <= room < len(rects) else self.maze_area.center

    def marker_pos(self, room: int, count: int) -> tuple[int, int]:
        """Where the party marker stands: a small tag on the room's top right corner (midbottom)."""
        rects = self.maze_rects(count)
        if not 0 <= room < len(rects):
            return self.maze_area.center
        return (rects[room].right - rects[room].w // 5, rects[room].top + rects[room].h // 3)

    def marker_size(self, count: int) -> int:
        rects = self.maze_rects(count)
        return max(px(16), min(px(40), int(rects[0].w * 0.5))) if rects else px(40)

    # --- state the table keeps between frames ------------------------------------
    def on_view(self, view: LairState) -> None:
        self.stage.clear()
        self.lifted = {}
        self.arriving = []
        self.vote_coins = []

    def on_decision(self, decision: Decision, legal: list[Action]) -> None:
        self.selected = None
        if decision.kind == "commit":
            chips = self.shown_view.chips[decision.seat]
            self.commit_amount = max(1, min(chips, chips // 4 or 1))

    def shows_hidden_info(self, view: LairState, seat: int) -> bool:
        """Only a seat with hand cards or maze cards it placed has secrets
        on screen."""
        return bool(view.hands[seat]) or seat in view.known_by

    # --- names -----------------------------------------------------------------
    def card_name(self, card: str) -> str:
        return log.card_name(card, self.t)

    # --- prompt ------------------------------------------------------------------
    def prompt_text(self, decision: Decision) -> str:
        view, seat = self.shown_view, decision.seat
        kind = decision.kind
        if kind == "place":
            if not view.hands[seat]:
                return self.t("prompt.place_blind")
            return self.t("prompt.place_selected" if self.selected else "prompt.place")
        if kind == "commit":
            return self.t("prompt.commit", chips=view.chips[seat])
        if kind == "vote":
            return self.t("prompt.vote", travel=view.travel[seat])
        if kind == "choose_room":
            return self.t("prompt.choose_room")
        if kind == "key_room":
            return self.t("prompt.key_room")
        if kind == "direction":
            return self.t("prompt.direction")
        if kind == "key":
            return self.t("prompt.key")
        return super().prompt_text(decision)

    def prompt_choices(self, decision: Decision, legal: list[Action]):
        kind = decision.kind
        if kind == "place":
            if legal and legal[0].kind == "place_blind":
                return [(self.action_label(a), a) for a in legal]
            if self.selected is None:
                return []
            return [(self.action_label(a), a) for a in legal if a.card == self.selected]
        if kind == "commit":
            chips = len(legal)
            choices = [("−", lambda: self._step_commit(-1)), ("+", lambda: self._step_commit(1)),
                       (self.t("action.commit", amount=self.commit_amount), Action("commit", amount=self.commit_amount))]
            if self.commit_amount != chips:
                choices.append((self.t("action.all_in", amount=chips), Action("commit", amount=chips)))
            return choices
        if kind in ("choose_room", "key_room"):
            return []
        if kind == "key":
            return [(self.action_label(a), a) for a in legal[-8:]]
        return [(self.action_label(a), a) for a in legal]

    def explain_decision(self, decision: Decision, legal: list[Action]) -> str:
        kind = decision.kind
        if kind == "place" and legal and legal[0].kind == "place_blind":
            return self.t("explain.place_blind")
        return self.t(f"explain.{kind}") if kind in EXPLAINED else ""

    def explain_choice(self, action: Action) -> str:
        kind = action.kind
        if kind == "commit":
            return self.t("explain.commit_amount", count=action.amount)
        if kind == "leave":
            return self.t("explain.leave", count=self.shown_view.travel[self.decision.seat] if self.decision else 0)
        if kind == "stay":
            return self.t("explain.stay")
        if kind == "key":
            return self.card_meaning(action.card)
        return ""

    def card_meaning(self, card: str) -> str:
        """What `card` does in the maze ("7 of spades: a clue, 7 rooms to the right")."""
        name = capitalised(self.card_name(card))
        if data.is_dragon(card):
            return self.t(f"explain.card.{'small' if card == data.SMALL_DRAGON else 'big'}_dragon", card=name)
        if data.is_treasure(card):
            return self.t("explain.card.treasure", card=name, count=data.treasure_value(card))
        return self.t(f"explain.card.clue_{data.colour_direction(card)}", card=name, count=data.clue_steps(card))

    def _step_commit(self, delta: int) -> None:
        chips = len(self.legal)
        self.commit_amount = max(1, min(chips, self.commit_amount + delta))

    def action_label(self, action: Action) -> str:
        kind = action.kind
        if kind in ("place", "place_blind"):
            return self.t(f"action.place_{action.end}")
        if kind == "commit":
            return self.t("action.commit", amount=action.amount)
        if kind == "stay":
            return self.t("action.stay")
        if kind == "leave":
            return self.t("action.leave")
        if kind == "go":
            return self.t(f"action.go_{action.direction}")
        if kind == "enter":
            return self.t("action.enter", room=action.room + 1)
        if kind == "key":
            return capitalised(self.card_name(action.card))
        if kind == "key_from_pile":
            return self.t("action.key_from_pile")
        return super().action_label(action)

    def hint_label(self, action: Action) -> str:
        if action.kind == "place":
            return self.t("action.hint_place", card=capitalised(self.card_name(action.card)),
                          end=self.action_label(action))
        return super().hint_label(action)

    # --- clicking the table ---------------------------------------------------------
    def targets(self, view: LairState, legal: list[Action]) -> list[Target]:
        if self.decision is None:
            return []
        kind = self.decision.kind
        found: list[Target] = []
        if kind == "place":
            hand = view.hands[self.decision.seat]
            for card, rect in zip(hand, self.hand_rects(len(hand))):
                found.append(Target(self._raised(card, rect), on_click=lambda c=card: self._select(c),
                                    explanation=self.card_meaning(card)))
            slots = self.end_slots(len(view.maze))
            for action in legal:
                if action.kind == "place_blind" or action.card == self.selected:
                    found.append(Target(slots[action.end], action=action))
        elif kind in ("choose_room", "key_room"):
            rects = self.maze_rects(len(view.maze))
            found = [Target(rects[a.room], action=a) for a in legal if a.room < len(rects)]
        return found

    def _select(self, card: str) -> None:
        self.selected = None if self.selected == card else card
        self._show_prompt()

    def _raised(self, card: str, rect: pygame.Rect) -> pygame.Rect:
        return rect.move(0, -px(16)) if card == self.selected else rect

    # --- drawing -----------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view: LairState) -> None:
        self._draw_header(surface, view)
        self._draw_maze(surface, view)
        self._draw_party(surface, view)
        self._draw_hand(surface, view)

    def _draw_header(self, surface: pygame.Surface, view: LairState) -> None:
        head = self.header
        title, phase = layout.split(self.round_rect, [0.55, None])
        style.draw_text(surface, self.t("round", round=view.round), title, style.HEADING, style.GOLD_LIGHT, bold=True,
                        max_lines=1, valign="center")
        style.draw_text(surface, self.t(f"phase.{view.phase}"), phase, style.SMALL, style.MUTED)
        stack = sprites.chip_stack(view.pool, CHIP_COLOR, px(30))
        spot = surface.blit(stack, stack.get_rect(midbottom=(self.pool_pos[0], head.bottom)))
        style.draw_text(surface, self.t("pool"), self.pool_label_rect, style.SMALL, style.MUTED, align="right",
                        valign="center")
        self.inspector.add_piece("pool", spot.union(self.pool_label_rect), partial(sprites.chip, CHIP_COLOR),
                                 partial(self.t, "inspect.pool", count=view.pool))
        small = self.small_card
        if view.key is not None:
            key = card_image(view.key, small)
            spot = key.get_rect(center=self.key_pos)
            sprites.blit_with_shadow(surface, key, spot.topleft, 4)
            self.inspect_card("key", spot, view.key, "key_caption")
            style.draw_text(surface, self.t("key"), self.key_label_rect, style.SMALL, style.MUTED, align="right",
                            valign="center")
        pile = sprites.card_back(small)
        rect = pile.get_rect(center=self.pile_pos)
        rect.top = max(rect.top, head.top)
        if view.draw_pile:
            for offset in range(min(3, len(view.draw_pile)), 0, -1):
                surface.blit(pile, rect.move(offset * 2, offset * 2))
            sprites.blit_with_shadow(surface, pile, rect.topleft, 4)
        badge = sprites.count_badge(len(view.draw_pile), style.SMALL)
        spot = surface.blit(badge, badge.get_rect(center=(rect.right, rect.bottom)))
        style.draw_text(surface, self.t("draw_pile"), self.pile_label_rect, style.SMALL, style.MUTED, align="right",
                        valign="center")
        self.inspector.add_piece("draw_pile", rect.union(spot).union(self.pile_label_rect),
                                 lambda h: sprites.card_back((h * small[0] // small[1], h)),
                                 partial(self.t, "inspect.draw_pile", count=len(view.draw_pile)), small)
        self._draw_discard(surface, view)

    def _draw_discard(self, surface: pygame.Surface, view: LairState) -> None:
        """The discard pile, face up: its top card and count; anyone may look
        through it (the leader picks the key from it in variant 2)."""
        small = self.small_card
        spot = pygame.Rect((0, 0), small)
        spot.center = self.discard_pos
        style.draw_text(surface, self.t("discard_pile"), self.discard_label_rect, style.SMALL, style.MUTED,
                        align="right", valign="center")
        badge = sprites.count_badge(len(view.discard), style.SMALL)
        if view.discard:
            sprites.blit_with_shadow(surface, card_image(view.discard[-1], small), spot.topleft, 4)
            self.inspect_card("discard", spot, view.discard[-1], "discard_caption", count=len(view.discard))
            self.add_pile(spot.union(self.discard_label_rect), self.discard_pile)
        else:
            pygame.draw.rect(surface, style.FELT_DARK, spot, 2, border_radius=4)
            self.inspector.add_piece("discard", spot, None, partial(self.t, "inspect.discard_empty"))
        surface.blit(badge, badge.get_rect(center=(spot.right, spot.bottom)))

    def discard_pile(self) -> PileView:
        """The discard pile opened: every card in it, as the view shows it;
        while the leader picks a key, a click on one takes it."""
        cards = list(self.shown_view.discard)
        keys = {a.card: a for a in self.legal if a.kind == "key"} if self.decision is not None else {}
        return PileView(self.t("pile.title", count=len(cards)), cards, card_image,
                        self.t("pile.key_note") if keys else self.t("pile.note"), self.app.t("table.pile.close"),
                        set(keys), lambda card: self.submit(keys[card]))

    def _draw_maze(self, surface: pygame.Surface, view: LairState) -> None:
        rects = self.maze_rects(len(view.maze))
        if "maze" not in self.lifted:
            for number, (card, up, rect) in enumerate(zip(view.maze, view.face_up, rects), start=1):
                sprites.blit_with_shadow(surface, room_image(card, up, rect.size), rect.topleft,
                                         sprites.card_radius(rect.size))
                if card != "?":   # a room turned up, or a closed one the viewer knows
                    self.inspect_card(("room", number), rect, card, "room_caption", number=number)
                tag = room_number(number, max(style.MIN_TEXT, rect.w // 5))
                surface.blit(tag, tag.get_rect(topleft=(rect.left - px(3), rect.top - px(3))))
        # after the last round the maze has closed up: the marker points at no room any more
        if view.marker is not None and "marker" not in self.lifted and view.marker < len(rects) \
                and view.phase != "over":
            pawn = sprites.leader_marker(self.marker_size(len(view.maze)))
            surface.blit(pawn, pawn.get_rect(midbottom=self.marker_pos(view.marker, len(view.maze))))
        if self.decision is not None and self.decision.kind == "place":
            for end, slot in self.end_slots(len(view.maze)).items():
                active = self.selected is not None or not view.hands[self.decision.seat]
                color = style.GOLD_LIGHT if active else style.MUTED
                pygame.draw.rect(surface, color, slot, px(2), border_radius=px(8))
                plus = style.text("+", min(style.TITLE, slot.w), color, True)
                surface.blit(plus, plus.get_rect(center=slot.center))

    def _draw_party(self, surface: pygame.Surface, view: LairState) -> None:
        for seat, rect in enumerate(self.party_rects()):
            surface.blit(_plate(rect.size, SEAT_COLORS[seat % len(SEAT_COLORS)], view.explorers[seat]), rect)
            flag_room = px(28) if seat == view.leader else 0
            name = pygame.Rect(rect.left + px(12), rect.top + px(3), rect.w - px(18) - flag_room, px(22))
            style.draw_text(surface, self.name(seat), name, style.SMALL,
                            style.GOLD_LIGHT if seat == self.viewer else style.TEXT_LIGHT, bold=True, max_lines=1,
                            valign="center")
            if seat == view.leader:
                flag = sprites.leader_marker(px(24))
                spot = surface.blit(flag, flag.get_rect(center=self.flag_center(seat)))
                self.inspector.add_piece("leader", spot, sprites.leader_marker, partial(self.tell, "inspect.leader", seat))
            status = self.seat_status(view, seat)
            if status:
                style.draw_text(surface, status, pygame.Rect(name.left, name.bottom, rect.w - px(18), px(18)),
                                style.SMALL - 2, style.MUTED, max_lines=1)
            if view.travel[seat]:
                stack = sprites.chip_stack(view.travel[seat], CHIP_COLOR, px(20), label=False)
                spot = stack.get_rect(bottomleft=(rect.left + px(14), rect.bottom - px(8)))
                surface.blit(stack, spot)
                amount = style.text(str(view.travel[seat]), style.BODY, style.TEXT_LIGHT, True)
                spot = spot.union(surface.blit(amount, amount.get_rect(midleft=(spot.right + px(6), rect.bottom - px(20)))))
                self.inspector.add_piece(("travel", seat), spot, partial(sprites.chip, CHIP_COLOR),
                                         partial(self.tell, "inspect.travel", seat, count=view.travel[seat]))
            vote = view.votes[seat]
            if view.phase == "vote" and view.explorers[seat]:
                if vote is None:
                    dots = style.text("…", style.BODY, style.MUTED, True)
                    surface.blit(dots, dots.get_rect(center=self.vote_pos(seat)))
                else:
                    coin = _vote_coin(vote)
                    surface.blit(coin, coin.get_rect(center=self.vote_pos(seat)))

    def _draw_hand(self, surface: pygame.Surface, view: LairState) -> None:
        if self.viewer is None or "hand" in self.lifted:
            return
        hand = view.hands[self.viewer]
        for card, rect in zip(hand, self.hand_rects(len(hand))):
            rect = self._raised(card, rect)
            sprites.blit_with_shadow(surface, card_image(card, self.hand_card), rect.topleft, 8,
                                     lift=6 if card == self.selected else 3)
            if card == self.selected:
                pygame.draw.rect(surface, style.GOLD_LIGHT, rect.inflate(px(6), px(6)), px(3), border_radius=px(10))
            self.inspect_card(("hand", card), rect, card, "hand_caption")
        if not hand:
            note = style.text(self.t("empty_hand"), style.SMALL, style.MUTED)
            surface.blit(note, note.get_rect(center=self.hand_area.center))

    def inspect_card(self, key, rect: pygame.Rect, card: str, caption: str, **values) -> None:
        """`card`, drawn in `rect`, shows large with what it is
        (`dragons_lair.inspect.<caption>`) when looked at."""
        self.inspector.add(key, rect, partial(card_image, card), self.hand_card,
                           lambda: self.t(f"inspect.{caption}", card=self.card_name(card), **values))

    # --- seat panels -----------------------------------------------------------------
    def seat_numbers(self, view: LairState, seat: int):
        return [("chip", view.chips[seat]), ("card", len(view.hands[seat])),
                (self.t("travel_short"), view.travel[seat])]

    def seat_number_caption(self, view: LairState, seat: int, kind: str, value) -> str | None:
        if kind == "chip":
            return self.tell("inspect.chips", seat, count=value)
        if kind == self.t("travel_short"):
            return self.tell("inspect.travel", seat, count=value)
        return super().seat_number_caption(view, seat, kind, value)

    def seat_status(self, view: LairState, seat: int) -> str:
        if not view.in_game[seat]:
            return self.t("status.out")
        if view.phase in ("vote", "choose_room", "key_room", "direction", "key"):
            if seat == view.brave and view.explorers[seat]:
                return self.t("status.brave")
            if view.explorers[seat]:
                return self.t("status.exploring")
            if view.commitments[seat] is not None:
                return self.t("status.left")
        if view.phase == "commit" and view.commitments[seat] is not None:
            return self.t("status.committed", amount=view.commitments[seat])
        return ""

    # --- events: animations ---------------------------------------------------------------
    def animations_for(self, event: Event):
        return motion_then_change(self, event, self._land)

    def _land(self, change, event: Event) -> None:
        """The event's pieces have arrived: the shown view takes the change
        and the still picture draws them again, where their actors stopped."""
        change(self.shown_view, event)
        for actor in self.arriving:
            self.stage.remove(actor)
        self.arriving = []
        self.lifted = {}
        self.invalidate()

    def _rest(self, image: pygame.Surface, center, layer: int = 1) -> Actor:
        """A piece of the still picture as an actor, lying as it lies there
        (resting shadow); it gives way to the still when its event lands."""
        actor = self.stage.add(Actor(image, center, layer=layer, shadow=True, lift=3))
        self.arriving.append(actor)
        return actor

    def _lift_maze(self) -> list[Actor]:
        """The maze cards as actors, left to right (the still stops drawing
        them until the event lands)."""
        if "maze" not in self.lifted:
            view = self.shown_view
            rects = self.maze_rects(len(view.maze))
            self.lifted["maze"] = [self._rest(room_image(card, up, rect.size), rect.center)
                                   for card, up, rect in zip(view.maze, view.face_up, rects)]
            self.invalidate()
        return self.lifted["maze"]

    def _lift_hand(self) -> list[Actor]:
        """The viewer's hand cards as actors, in hand order."""
        if "hand" not in self.lifted:
            hand = self.shown_view.hands[self.viewer] if self.viewer is not None else []
            self.lifted["hand"] = [self._rest(card_image(card, self.hand_card), self._raised(card, rect).center)
                                   for card, rect in zip(hand, self.hand_rects(len(hand)))]
            self.invalidate()
        return self.lifted["hand"]

    def _lift_marker(self, midbottom) -> Actor:
        """The party marker as an actor standing at `midbottom`."""
        pawn = sprites.leader_marker(self.marker_size(len(self.shown_view.maze)))
        actor = self._rest(pawn, (midbottom[0], midbottom[1] - pawn.get_height() // 2), layer=3)
        self.lifted["marker"] = [actor]
        self.invalidate()
        return actor

    @staticmethod
    def _travel(actor: Actor, end, duration: float = 0.4, scale: float | None = None, delay: float = 0.0,
                ease=ease_out):
        """`actor` moves to `end` (centre), growing or shrinking to `scale`."""
        motion = move(actor, end, duration, ease, delay)
        if scale is None or abs(scale - actor.scale) < 0.01:
            return motion
        return Parallel(motion, Tween(actor, duration, ease, delay, scale=scale))

    def _slide(self, actor: Actor, rect: pygame.Rect, delay: float = 0.0):
        """A lying card glides along the table to its new place `rect`."""
        return self._travel(actor, rect.center, 0.35, rect.w / actor.image.get_width(), delay, ease_in_out)

    def fly(self, image: pygame.Surface, start, end, duration: float = 0.35, delay: float = 0.0,
            shadow: bool = True, layer: int = 2, scale: float | None = None, start_scale: float = 1.0):
        """An image travelling from `start` to `end`, from `start_scale` to
        `scale`; it waits there until its event lands (the still then
        draws what it brought)."""
        actor = self.stage.add(Actor(image, start, layer=layer, shadow=shadow, scale=start_scale))
        self.arriving.append(actor)
        return self._travel(actor, end, duration, scale, delay)

    def place_of(self, where: str, seat: int | None) -> tuple[int, int]:
        if where == "pool":
            return self.pool_pos
        if where == "travel":
            return self.travel_pos(seat)
        if where == "bank":
            return self.bank_pos
        return self.seat_chips_pos(seat)

    def banner(self, text: str, color=style.GOLD_LIGHT, hold: float = 0.7, below_card: bool = False):
        """A title across the table; `below_card` puts it under a big card
        shown in the middle (dragon, treasure)."""
        x, y = self.table_rect.center
        actor = Actor(sprites.banner(text, style.rgb(color)), (x, y + px(150) if below_card else y), layer=7, scale=0.6)
        self.stage.add(actor)
        return Sequence(Tween(actor, 0.25, ease_out_back, scale=1.0), Wait(hold), fade(actor, 0, 0.25),
                        Call(self.stage.remover(actor)))

    def flash(self, color: tuple):
        layer = pygame.Surface(self.table_rect.size)
        layer.fill(color)
        actor = Actor(style.optimized(layer, alpha=False), self.table_rect.center, layer=4, alpha=170, owned=True)
        self.stage.add(actor)
        return Sequence(Tween(actor, 0.5, linear, alpha=0), Call(self.stage.remover(actor)))

    # round start: last round's leader flag and vote coins leave the plates
    def _animate_round_start(self, event: Event):
        view = self.shown_view
        leaving = self.vote_coins
        self.arriving += leaving
        self.vote_coins = []
        if view.leader is not None:
            leaving.append(self._rest(sprites.leader_marker(px(24)), self.flag_center(view.leader), layer=2))
            view.leader = None
        return Parallel(self.banner(self.t("round", round=event.round), hold=0.4),
                        *(fade(actor, 0, 0.3) for actor in leaving))

    @staticmethod
    def _change_round_start(view: LairState, event: Event) -> None:
        view.round, view.phase = event.round, "place"
        view.leader = view.marker = view.brave = None
        view.commitments = [None] * view.players
        view.explorers = [False] * view.players
        view.votes = [None] * view.players

    # building the maze: the placed card flies in, the maze makes room
    def _animate_place(self, event: Event):
        view = self.shown_view
        seat, card = event.seat, event.get("card")
        left = event.end == "left"
        rects = self.maze_rects(len(view.maze) + 1)
        target = rects[0 if left else -1]
        moves = [self._slide(actor, rect) for actor, rect in zip(self._lift_maze(), rects[1:] if left else rects)]
        room = room_image(card or "?", False, target.size)
        hand = view.hands[seat]
        if seat == self.viewer and card is not None and card in hand:
            actors = list(self._lift_hand())
            index = hand.index(card)
            placed = actors.pop(index)
            placed.layer = 2
            rest = hand[:index] + hand[index + 1:]
            moves += [self._slide(a, self._raised(c, r)) for a, c, r in zip(actors, rest, self.hand_rects(len(rest)))]
            moves.append(Parallel(self._travel(placed, target.center, 0.4),
                                  flip(placed, lambda: setattr(placed, "image", room), 0.3)))
        else:
            start = self.party_rects()[seat].center if event.from_hand else self.pile_pos
            moves.append(self.fly(room, start, target.center, 0.4))
        return Parallel(Call(lambda: self.sound("card")), *moves)

    @staticmethod
    def _change_place(view: LairState, event: Event) -> None:
        card = event.get("card")
        if event.from_hand:
            hand = view.hands[event.seat]
            if card in hand:
                hand.remove(card)
            elif hand:
                hand.pop()
        elif view.draw_pile:
            view.draw_pile.pop()
        at = 0 if event.end == "left" else len(view.maze)
        view.maze.insert(at, card or "?")
        view.face_up.insert(at, False)
        view.known_by.insert(at, event.seat if event.from_hand else None)

    @staticmethod
    def _change_maze_built(view: LairState, event: Event) -> None:
        view.phase = "commit"

    @staticmethod
    def _change_commit(view: LairState, event: Event) -> None:
        view.commitments[event.seat] = event.amount

    # chips leave their stack at once and count where they land
    def _animate_chips(self, event: Event):
        seat = event.get("seat")
        _add_chips(self.shown_view, event.source, seat, -event.amount)
        start, end = self.place_of(event.source, seat), self.place_of(event.target, seat)
        chip = sprites.chip(CHIP_COLOR, px(24))
        flights = [self.fly(chip, start, end, 0.35, shadow=False) for _ in range(max(1, min(event.amount, 6)))]
        return Parallel(Call(lambda: self.sound("chip")), stagger(flights, 0.05))

    @staticmethod
    def _change_chips(view: LairState, event: Event) -> None:
        _add_chips(view, event.target, event.get("seat"), event.amount)

    def flag_center(self, seat: int) -> tuple[int, int]:
        """Where the leader's flag stands on its plate."""
        rect = self.party_rects()[seat]
        return (rect.right - px(16), rect.top + px(14))

    def _animate_leader(self, event: Event):
        flight = self.fly(sprites.leader_marker(px(40)), self.header.center, self.flag_center(event.seat), 0.45,
                          scale=24 / 40)
        return Sequence(flight, self.banner(self.tell("banner.leader", event.seat), hold=0.3))

    @staticmethod
    def _change_leader(view: LairState, event: Event) -> None:
        view.leader = view.brave = event.seat
        for seat in view.turn_order:
            view.explorers[seat] = True

    def _animate_key(self, event: Event):
        view = self.shown_view
        if event.source == "discard" and event.card in view.discard:
            view.discard.remove(event.card)
            start = self.discard_pos
        else:
            start = self.pile_pos
        return self.fly(card_image(event.card, self.small_card), start, self.key_pos, 0.4)

    @staticmethod
    def _change_key(view: LairState, event: Event) -> None:
        view.key = event.card
        if event.source == "pile" and view.draw_pile:
            view.draw_pile.pop()

    def _animate_key_discarded(self, event: Event):
        self.shown_view.key = None
        return self.fly(card_image(event.card, self.small_card), self.key_pos, self.discard_pos, 0.35)

    @staticmethod
    def _change_key_discarded(view: LairState, event: Event) -> None:
        view.key = None
        view.discard.append(event.card)

    def _animate_marker(self, event: Event):
        view = self.shown_view
        count = len(view.maze)
        if view.marker is not None and view.marker < count:
            start = self.marker_pos(view.marker, count)
        elif view.leader is not None:
            start = self.party_rects()[view.leader].midtop
        else:
            start = self.header.center
        pawn = self._lift_marker(start)
        end = self.marker_pos(event.room, count)
        return move(pawn, (end[0], end[1] - pawn.image.get_height() // 2), 0.45, ease_out)

    @staticmethod
    def _change_marker(view: LairState, event: Event) -> None:
        view.marker = event.room

    @staticmethod
    def _change_brave(view: LairState, event: Event) -> None:
        view.brave = event.seat

    @staticmethod
    def _change_key_match(view: LairState, event: Event) -> None:
        view.brave = event.brave

    @staticmethod
    def _change_leave(view: LairState, event: Event) -> None:
        view.explorers[event.seat] = False

    def _animate_vote_sealed(self, event: Event):
        actor = Actor(_vote_coin("sealed"), self.vote_pos(event.seat), layer=2, scale=0.3)
        self.stage.add(actor)
        self.vote_coins.append(actor)
        return Parallel(Call(lambda: self.sound("coin")), Tween(actor, 0.2, ease_out_back, scale=1.0))

    def _animate_votes_revealed(self, event: Event):
        flips = []
        for seat, choice in zip(event.seats, event.choices):
            actor = Actor(_vote_coin("sealed"), self.vote_pos(seat), layer=2, scale=1.25)
            self.stage.add(actor)
            self.vote_coins.append(actor)
            flips.append(flip(actor, lambda a=actor, c=choice: setattr(a, "image", _vote_coin(c)), 0.35))
        return Sequence(Call(lambda: self.sound("coin")), Parallel(*flips), Wait(0.6))

    # a room is opened where it lies
    def _animate_flip(self, event: Event):
        maze = self._lift_maze()
        if event.room >= len(maze):
            return None
        actor = maze[event.room]
        actor.layer = 2
        face = room_image(event.card, True, actor.image.get_size())
        return Sequence(Call(lambda: self.sound("card")), Tween(actor, 0.15, ease_out, scale=1.15),
                        flip(actor, lambda: setattr(actor, "image", face), 0.3),
                        Tween(actor, 0.15, ease_out, scale=1.0))

    @staticmethod
    def _change_flip(view: LairState, event: Event) -> None:
        if event.room < len(view.maze):
            view.maze[event.room] = event.card
            view.face_up[event.room] = True

    def _animate_dead_end(self, event: Event):
        return self.banner(self.t("banner.dead_end"), style.MUTED)

    def _animate_dragon(self, event: Event):
        big = event.size == "big"
        card = data.BIG_DRAGON if big else data.SMALL_DRAGON
        actor = Actor(card_image(card, (156, 220)), self.table_rect.center, layer=6, scale=0.2, shadow=True)
        self.stage.add(actor)
        return Sequence(
            Parallel(Call(lambda: self.sound("roar")), self.flash((150, 20, 10)),
                     Tween(actor, 0.4, ease_out_back, scale=1.0)),
            self.banner(self.t(f"banner.dragon_{event.size}"), (255, 120, 100), hold=0.6, below_card=True),
            fade(actor, 0, 0.25), Call(self.stage.remover(actor)))

    def _animate_treasure_split(self, event: Event):
        actor = Actor(card_image(event.card, (156, 220)), self.table_rect.center, layer=6, scale=0.2, shadow=True)
        self.stage.add(actor)
        return Sequence(
            Parallel(Call(lambda: self.sound("fanfare")), self.flash((240, 200, 90)),
                     Tween(actor, 0.4, ease_out_back, scale=1.0)),
            self.banner(self.t("banner.treasure", value=event.value), hold=0.6, below_card=True),
            fade(actor, 0, 0.25), Call(self.stage.remover(actor)))

    # cards drawn: to the viewer's hand (which makes room) or to a seat's panel
    def _animate_draw(self, event: Event):
        seat = event.seat
        if seat != self.viewer:
            flight = self.fly(sprites.card_back(self.small_card), self.pile_pos, self.seat_panel_rect(seat).midleft, 0.4)
            return Parallel(Call(lambda: self.sound("card")), flight)
        hand = self.shown_view.hands[seat]
        rects = self.hand_rects(len(hand) + 1)
        moves = [self._slide(a, self._raised(c, r)) for a, c, r in zip(self._lift_hand(), hand, rects)]
        image = card_image(event.card, self.hand_card) if event.get("card") else sprites.card_back(self.hand_card)
        moves.append(self.fly(image, self.pile_pos, rects[-1].center, 0.4))
        return Parallel(Call(lambda: self.sound("card")), *moves)

    @staticmethod
    def _change_draw(view: LairState, event: Event) -> None:
        view.hands[event.seat].append(event.get("card") or "?")
        if view.draw_pile:
            view.draw_pile.pop()

    def _animate_discard_hand(self, event: Event):
        seat = event.seat
        to_pile = SMALL_CARD[0] / HAND_CARD[0]
        if seat == self.viewer and self.shown_view.hands[seat]:
            actors = self._lift_hand()
            for actor in actors:
                actor.layer = 2
            flights = [self._travel(actor, self.discard_pos, 0.4, to_pile) for actor in actors]
        else:
            start = self.party_rects()[seat].center
            flights = [self.fly(card_image(c, self.small_card), start, self.discard_pos, 0.4) for c in event.cards]
        return stagger(flights, 0.08)

    @staticmethod
    def _change_discard_hand(view: LairState, event: Event) -> None:
        view.discard.extend(event.cards)
        view.hands[event.seat] = []

    # round end: opened rooms go to the discard pile, the rest close up,
    # new rooms are dealt at the right end
    def _animate_maze_cleared(self, event: Event):
        view = self.shown_view
        moves = []
        if view.marker is not None and view.marker < len(view.maze):
            pawn = self._lift_marker(self.marker_pos(view.marker, len(view.maze)))
            moves.append(fade(pawn, 0, 0.3))
        if not event.cards and not moves:
            return None
        closed_rects = iter(self.maze_rects(event.maze_size))
        discards, slides = [], []
        for actor, card, up in zip(self._lift_maze(), view.maze, view.face_up):
            if up:
                actor.layer = 2
                discards.append(Sequence(Call(lambda a=actor, c=card: setattr(a, "image", card_image(c, a.image.get_size()))),
                                         self._travel(actor, self.discard_pos, 0.35, self.small_card[0] / actor.image.get_width())))
            else:
                rect = next(closed_rects, None)
                if rect is not None:
                    slides.append(self._slide(actor, rect, delay=0.15))
        if discards:
            moves.append(Sequence(Call(lambda: self.sound("card")), stagger(discards, 0.06)))
        return Parallel(*moves, *slides)

    @staticmethod
    def _change_maze_cleared(view: LairState, event: Event) -> None:
        keep = [i for i, up in enumerate(view.face_up) if not up]
        view.discard.extend(event.cards)
        view.maze = [view.maze[i] for i in keep]
        view.known_by = [view.known_by[i] for i in keep]
        view.face_up = [False] * len(keep)
        view.marker = None

    def _animate_maze_dealt(self, event: Event):
        rects = self.maze_rects(event.maze_size)
        maze = self._lift_maze()
        slides = [self._slide(actor, rect) for actor, rect in zip(maze, rects)]
        flights = [self.fly(sprites.card_back(rect.size), self.pile_pos, rect.center, 0.4,
                            scale=1.0, start_scale=self.small_card[0] / rect.w) for rect in rects[len(maze):]]
        return Parallel(Call(lambda: self.sound("card")), *slides, stagger(flights, 0.1))

    @staticmethod
    def _change_maze_dealt(view: LairState, event: Event) -> None:
        for _ in range(event.count):
            view.maze.append("?")
            view.face_up.append(False)
            view.known_by.append(None)
            if view.draw_pile:
                view.draw_pile.pop()

    def _animate_eliminated(self, event: Event):
        return self.banner(self.tell("banner.eliminated", event.seat), style.MUTED)

    @staticmethod
    def _change_eliminated(view: LairState, event: Event) -> None:
        view.in_game[event.seat] = False

    def _animate_game_over(self, event: Event):
        return self.banner(self.t("banner.game_over"), hold=0.8)


def _add_chips(view: LairState, where: str, seat: int | None, amount: int) -> None:
    """Count `amount` chips more (or fewer) at a seat's stack ("chips"),
    its travel money ("travel") or the pool; the bank is not counted."""
    if where == "pool":
        view.pool += amount
    elif where in ("chips", "travel"):
        getattr(view, where)[seat] += amount


_plates: dict = {}


def _plate(size: tuple[int, int], color: tuple, exploring: bool) -> pygame.Surface:
    key = (size, color, exploring)
    if key not in _plates:
        plate = pygame.Surface(size, pygame.SRCALPHA)
        fill = (*style.rgb(style.FELT_DARK), 200) if exploring else (*style.rgb(style.FELT_DARK), 110)
        pygame.draw.rect(plate, fill, plate.get_rect(), border_radius=px(10))
        pygame.draw.rect(plate, color if exploring else style.shade(color, 0.6), plate.get_rect(), px(2),
                         border_radius=px(10))
        pygame.draw.rect(plate, color, (px(4), px(8), px(4), size[1] - px(16)), border_radius=2)
        _plates[key] = style.optimized(plate)
    return _plates[key]


_rooms: dict = {}


def room_image(card: str, face_up: bool, size: tuple[int, int]) -> pygame.Surface:
    """A maze card as it lies: an opened room face up under a light shade
    (so closed ones stand out); a closed room face down, with its face
    shown small in a gold frame when the viewer knows it ("?" otherwise)."""
    key = (card, face_up, size)
    if key not in _rooms:
        if face_up:
            room = card_image(card, size).copy()
            veil = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (20, 40, 30, 70), veil.get_rect(), border_radius=sprites.card_radius(size))
            room.blit(veil, (0, 0))
        elif card != "?":
            room = sprites.card_back(size, emblem=ROOM_EMBLEM).copy()
            mark = card_image(card, (max(8, size[0] * 5 // 12), max(11, size[1] * 5 // 12)))
            spot = mark.get_rect(bottomright=(size[0] - 3, size[1] - 3))
            pygame.draw.rect(room, style.GOLD_LIGHT, spot.inflate(4, 4), 2, border_radius=4)
            room.blit(mark, spot)
        else:
            room = sprites.card_back(size, emblem=ROOM_EMBLEM)
        _rooms[key] = style.optimized(room)
    return _rooms[key]


def room_number(number: int, size: int) -> pygame.Surface:
    """A room's number (the log's "room 49") as a small tag for its corner."""
    key = ("number", number, size)
    if key not in _rooms:
        label = style.text(str(number), size, style.INK, True)
        tag = pygame.Surface((max(label.get_width() + size // 2, size + 4), size + 4), pygame.SRCALPHA)
        pygame.draw.rect(tag, style.rgb(style.GOLD_LIGHT), tag.get_rect(), border_radius=(size + 4) // 2)
        pygame.draw.rect(tag, style.shade(style.GOLD, 0.6), tag.get_rect(), 1, border_radius=(size + 4) // 2)
        tag.blit(label, label.get_rect(center=tag.get_rect().center))
        _rooms[key] = style.optimized(tag)
    return _rooms[key]


_coins: dict = {}


def _vote_coin(choice: str) -> pygame.Surface:
    """The vote coin: face up (gold, ✓) stays, face down (dark, ✗) leaves,
    a plain bronze back while sealed."""
    size = px(34)
    if (choice, size) not in _coins:
        if choice == "stay":
            coin = sprites.coin("gold", size, "✓")
        elif choice == "leave":
            coin = sprites.coin("black", size, "✗")
        else:
            coin = sprites.coin("silver", size, "?")
        _coins[choice, size] = coin
    return _coins[choice, size]
