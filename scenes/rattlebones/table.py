"""The Rattlebones table: the parts wired together, and the decision being made.

On the felt: the score track across the top with every seat's pawn and
the ringmaster's hat; on the left the circus loop, START and the seven
tiles around a square, with the monkeys standing on them and the train's
track in the middle; on the right the dice tray, where the rolling seat's
dice tumble and land, and below it a row per seat with its three dice
unfolded.  When a face is to be put on a die the tray becomes the die
editor: the die unfolded large, the new face beside it; click the face it
replaces.

The parts: `layout` (where things lie), `words` (what is said), `draw`
and `pieces` (what things look like), `motion` (how events move) and
`follow` (how events change the shown view).  Dice, monkeys and faces are
chosen by clicking them on the table; everything else by the prompt's
buttons.
"""
from __future__ import annotations

import random
from functools import partial
from typing import Callable, Iterator

import pygame

from game.core import Action, Decision
from game.rattlebones import data
from game.rattlebones.rules import RattleState
from scenes.rattlebones import draw, follow, motion
from scenes.rattlebones.draw import Painter
from scenes.rattlebones.layout import Layout
from scenes.rattlebones.words import Words
from scenes.table.base import FeltPart, Target, TableScene

#: Choices made by clicking the table only (no prompt button).
CLICKED_ON_TABLE = frozenset(("take", "again", "resolve", "double", "move", "replace", "upgrade", "aim"))


class Table(TableScene):
    changes = follow.CHANGES
    motions = motion.MOTIONS

    def __init__(self, app, match) -> None:
        self.words = Words(self.t, self.name, self.tell)
        self.gamble_result: str | None = None   # the gamble die's last result, shown in the tray this turn
        self.tumble_rng = random.Random(1)      # how the dice tumble (never how they land)
        super().__init__(app, match)

    # --- the parts -----------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        self.places = Layout(self.table_rect, len(self.match.seats))
        self.painter = Painter(self.places, self.words, self.inspector)

    def pictures_ahead(self, view: RattleState) -> Iterator[Callable[[], object]]:
        return self.painter.pictures_ahead(view)

    def table_regions(self) -> dict[str, pygame.Rect]:
        return self.places.regions()

    def draw_table(self, surface: pygame.Surface, view: RattleState) -> None:
        self.painter.draw(surface, view, self.lifted, self.viewer, self.gamble_result)

    def felt_parts(self, felt: pygame.Rect) -> list[FeltPart]:
        """The score track, the loop and each seat row are drawn apart
        from the tray (which changes with nearly every move), each again
        only when its pieces on the view, or those lifted off it, change."""
        track, loop, tray, rows = self.places.felt_parts(felt)
        painter = self.painter
        return [FeltPart("track", track, lambda surface, view: painter.draw_track(surface, view, self.lifted),
                         lambda view: (tuple(view.scores), view.marker, tuple(self.lifted.get("pawn", ())),
                                       "hat" in self.lifted)),
                FeltPart("loop", loop, lambda surface, view: painter.draw_loop(surface, view, self.lifted),
                         lambda view: (tuple(view.tiles), tuple(sorted(view.supply.items())),
                                       tuple(map(tuple, view.monkeys)), view.train,
                                       tuple(self.lifted.get("monkey", ())))),
                FeltPart("felt", tray, lambda surface, view: painter.draw_tray_or_editor(
                    surface, view, self.lifted, self.gamble_result))] + [
                FeltPart(f"row {seat}", rect, partial(self._draw_row, seat), partial(self._row_shows, seat))
                for seat, rect in enumerate(rows)]

    def _draw_row(self, seat: int, surface: pygame.Surface, view: RattleState) -> None:
        self.painter.draw_row(surface, view, seat, self.lifted, self.viewer)

    def _row_shows(self, seat: int, view: RattleState) -> tuple:
        return self.painter.row_shows(view, seat, self.lifted, self.viewer)

    def on_view(self, view: RattleState) -> None:
        """A new view is shown whole: nothing is in flight."""
        self.stage.clear()
        self.lifted = {}
        self.arriving = []

    def shows_hidden_info(self, view: RattleState, seat: int) -> bool:
        """Everything on this table is public: no curtain between players."""
        return False

    # places the layout tests measure
    def row_rect(self, seat: int) -> pygame.Rect:
        return self.places.row_rect(seat)

    def face_rect(self, seat: int, die: int, position: int) -> pygame.Rect:
        return self.places.face_rect(seat, die, position)

    def counter_rects(self, seat: int) -> dict[str, pygame.Rect]:
        return self.places.counter_rects(seat)

    @property
    def row_text(self) -> int:
        return self.places.row_text

    # --- the prompt ------------------------------------------------------------------
    def prompt_text(self, decision: Decision) -> str:
        return self.words.prompt_text(self.shown_view, decision.kind)

    def prompt_choices(self, decision: Decision, legal: list[Action]):
        """Buttons for what is not clicked on the table (dice, monkeys and
        faces are): roll, stay, keep the die, distances, sales, loot."""
        return [(self.action_label(a), a) for a in legal if a.kind not in CLICKED_ON_TABLE][:10]

    def explain_decision(self, decision: Decision, legal: list[Action]) -> str:
        return self.words.explain_decision(self.shown_view, decision.kind)

    def explain_choice(self, action: Action) -> str:
        return self.words.explain_choice(self.shown_view, action)

    def action_label(self, action: Action) -> str:
        return self.words.action_label(self.shown_view, action)

    # --- clicking the table --------------------------------------------------------------
    def targets(self, view: RattleState, legal: list[Action]) -> list[Target]:
        """A die in the tray (or in the roller's row, to pick it), a monkey,
        the space a 9-Pip move would reach, a face of the die editor."""
        places, seat = self.places, view.seat
        found = []
        for action in legal:
            kind = action.kind
            if kind in ("take", "again", "resolve", "double"):
                found.append(Target(places.tray_slot(action.die), action=action))
                if kind == "take":
                    found.append(Target(places.net_rect(seat, action.die), action=action))
            elif kind == "move":
                found.append(Target(places.monkey_rect(view.monkeys[seat][action.monkey], seat), action=action))
            elif kind == "steps":
                if action.n < data.SPACES:
                    space = (view.monkeys[seat][view.monkey] + action.n) % data.SPACES
                    found.append(Target(places.space_rect(space), action=action))
            elif kind in ("replace", "upgrade"):
                found.append(Target(places.editor_rects()[action.face], action=action))
            elif kind == "aim":
                found.append(Target(places.editor_rects()[action.toward], action=action))
        return (self._rivals_monkeys(view) + self._resting_monkeys(view, legal) + found
                + self._refused_faces(view, legal))   # the last lies on top

    def _rivals_monkeys(self, view: RattleState) -> list[Target]:
        """The other seats' monkeys, each saying whose it is: a player moves
        only their own (under everything else: they share spaces)."""
        return [Target(self.places.monkey_rect(space, seat), refusal=self.words.rival_monkey_refusal(seat))
                for seat in range(view.players) if seat != view.seat
                for space in sorted(set(view.monkeys[seat]))]

    def _resting_monkeys(self, view: RattleState, legal: list[Action]) -> list[Target]:
        """The deciding seat's monkeys while none of them may move now, each
        saying why (under every choice: a 9-Pip's space may hold one)."""
        if any(action.kind == "move" for action in legal):
            return []
        return [Target(self.places.monkey_rect(space, view.seat), refusal=self.words.t("refuse.monkey"))
                for space in sorted(set(view.monkeys[view.seat]))]

    def _refused_faces(self, view: RattleState, legal: list[Action]) -> list[Target]:
        """The faces of the die editor a click cannot choose now, each with why."""
        kind = self.decision.kind if self.decision is not None else None
        if kind == "aim":
            chosen = {a.toward for a in legal if a.kind == "aim"}
            return [Target(rect, refusal=self.words.aim_refusal(face, view.aim_face))
                    for face, rect in self.places.editor_rects().items() if face not in chosen]
        if kind == "replace":
            chosen = {a.face for a in legal if a.kind == "replace"}
            die = view.dice[view.seat][view.current]
            return [Target(rect, refusal=self.words.replace_refusal(die, face))
                    for face, rect in self.places.editor_rects().items() if face not in chosen]
        if kind == "plus_one":
            chosen = {a.face for a in legal if a.kind in ("replace", "upgrade")}
            die = view.dice[view.seat][view.current]
            return [Target(rect, refusal=self.words.plus_one_refusal(die, face))
                    for face, rect in self.places.editor_rects().items() if face not in chosen]
        return []

    def refusal_for(self, view: RattleState, key) -> str:
        if not isinstance(key, tuple):
            return ""
        return self.words.place_refusal(key[0], {action.kind for action in self.legal})

    # --- seat panels -----------------------------------------------------------------------
    def seat_numbers(self, view: RattleState, seat: int):
        return [(self.t("points_short"), view.scores[seat]), ("coin:gold", view.gold[seat])]

    def seat_number_caption(self, view: RattleState, seat: int, kind: str, value) -> str | None:
        if kind == "coin:gold":
            return self.words.item_caption(seat, "gold", value)
        return self.words.score_caption(seat, value)

    def seat_status(self, view: RattleState, seat: int) -> str:
        return self.words.seat_status(view, seat)

    # --- previews -------------------------------------------------------------------------
    def hop_preview(self) -> tuple[int, tuple[int, ...]] | None:
        """The monkey the move under the pointer (a monkey, a space or a
        9-Pip button) would hop, and the spaces it would pass."""
        action = self.pointed_action()
        return draw.hop_preview(self.shown_view, action) if action else None

    def draw_preview(self, surface: pygame.Surface, action: Action) -> None:
        view = self.shown_view
        hop = draw.hop_preview(view, action)
        if hop is not None:
            draw.draw_hop(surface, self.places, view.seat, hop[1])
        else:
            draw.draw_reach(surface, self.places, draw.reach_preview(view, action))
