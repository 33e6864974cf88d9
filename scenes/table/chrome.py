"""The table's frame around the felt: its regions (the sidebar of seat
panels over the game log on the right, the prompt bar under the felt), the
seat panels, the prompt bar, the "?" button and the "is thinking" badge.

Every title's table has the same frame; the title lays its game out in
`table_rect`, the free felt, and says what a seat's panel shows.
"""
from __future__ import annotations

from functools import partial
from typing import Callable, Sequence

import pygame
import pygame_gui

from game.core import Action
from game.match import REMOTE, Seat
from game.net.protocol import MISSING
from scenes import layout, style
from scenes.table import widgets
from scenes.table.inspect import Inspector
from scenes.table.targets import Target

SIDEBAR_WIDTH = 300
#: The prompt bar: the question and its buttons over one line explaining the choices.
PROMPT_HEIGHT = 64 + widgets.EXPLAIN_ROW
MARGIN = 10
HELP_BUTTON = 24
#: The strip above the game log's lines that holds the Hint and "?" buttons.
LOG_TOOLBAR = 44
SEAT_COLORS = [(168, 50, 45), (47, 95, 158), (46, 125, 80), (212, 166, 64), (110, 60, 140), (200, 110, 40),
               (90, 150, 160)]


class Chrome:
    """The frame of one table, laid out for the window size."""

    def __init__(self, ui: pygame_gui.UIManager, t: Callable[..., str], seats: Sequence[Seat],
                 size: tuple[int, int], missing: Callable[[int], str | None] = lambda seat: None) -> None:
        self.t = t
        self.seats = seats
        #: A remote seat's player gone now, at a table across laptops: "missing", or "stand_in" while the AI plays.
        self.missing = missing
        self.place(size)
        self.prompt = widgets.PromptBar(ui, self.prompt_rect)

    def place(self, size: tuple[int, int]) -> None:
        """The table's frame (scenes.layout): the sidebar (seat panels over
        the log) on the right, the prompt bar under the felt on the left,
        and `table_rect`, the free felt the title lays its game out in."""
        window = layout.inset(pygame.Rect((0, 0), size), style.RIM + layout.px(5))
        felt, self.sidebar_rect = layout.split(window, [None, layout.px(SIDEBAR_WIDTH)], layout.px(MARGIN),
                                               vertical=False)
        self.table_rect, self.prompt_rect = layout.split(felt, [None, layout.px(PROMPT_HEIGHT)], layout.px(MARGIN))
        gap = layout.px(6)
        self.seat_panel_height = max(layout.px(52),
                                     min(layout.px(70), (self.sidebar_rect.h * 6 // 10) // len(self.seats) - gap))
        panels_h = len(self.seats) * (self.seat_panel_height + gap)
        self.log_rect = pygame.Rect(self.sidebar_rect.left, self.sidebar_rect.top + panels_h,
                                    self.sidebar_rect.w, self.sidebar_rect.h - panels_h)

    def resize(self, size: tuple[int, int]) -> None:
        self.place(size)
        self.prompt.set_rect(self.prompt_rect)

    def felt_rect(self) -> pygame.Rect:
        """The part of the window the title's table is drawn in: `table_rect`
        and the rim around it, up to the prompt bar and the sidebar."""
        return pygame.Rect(0, 0, self.sidebar_rect.left, self.prompt_rect.top)

    @property
    def log_lines_rect(self) -> pygame.Rect:
        """The game log's lines: the log's place below its button strip."""
        toolbar = layout.px_at_least(LOG_TOOLBAR)
        return pygame.Rect(self.log_rect.left, self.log_rect.top + toolbar, self.log_rect.w, self.log_rect.h - toolbar)

    @property
    def help_rect(self) -> pygame.Rect:
        """The "?" button: the right end of the strip above the game log's
        lines, the one place no title draws on."""
        size = layout.px_at_least(HELP_BUTTON)
        return pygame.Rect(self.log_rect.right - size - layout.px(4),
                           self.log_rect.top + (layout.px_at_least(LOG_TOOLBAR) - size) // 2, size, size)

    def bottom_seat(self, viewer: int | None, last_human: int | None) -> int:
        """The seat whose place is at the bottom of the felt, seen from
        behind: the viewer, or with no viewer the last human to decide
        (the first human before anyone has)."""
        if viewer is not None:
            return viewer
        if last_human is not None:
            return last_human
        return next((seat for seat, who in enumerate(self.seats) if who.is_human), 0)

    def seats_across(self, bottom: int) -> list[int]:
        """The other seats, in turn order from the bottom seat's left."""
        return [(bottom + i) % len(self.seats) for i in range(1, len(self.seats))]

    def seat_panel_rect(self, seat: int) -> pygame.Rect:
        return pygame.Rect(self.sidebar_rect.left,
                           self.sidebar_rect.top + seat * (self.seat_panel_height + layout.px(6)),
                           self.sidebar_rect.w, self.seat_panel_height)

    def regions(self, inside: dict[str, pygame.Rect]) -> dict[str, pygame.Rect]:
        """The frame's named regions, with the title's `inside` the felt in
        place of `table`."""
        frame = {f"seat {seat}": self.seat_panel_rect(seat) for seat in range(len(self.seats))}
        frame.update(log=self.log_rect, prompt=self.prompt_rect)
        return {**frame, **(inside or {"table": self.table_rect})}

    def offer_hand_over(self, name: str, next_name: str | None, passed_on: Callable[[], None],
                        undo: Callable[[], None] | None) -> None:
        """The prompt bar when `name`'s turn is done: "Done — pass to
        `next_name`" (or "Go on" when bots play next; the bar clears, then
        `passed_on()`), and Undo while their moves can still be taken back
        (`undo`, else None)."""
        t = self.t
        if next_name is None:
            prompt, passing = t("table.handover.bots_next", name=name), t("table.handover.go_on")
        else:
            prompt, passing = t("table.handover.prompt", name=name), t("table.handover.pass_to", name=next_name)
        def pass_on() -> None:
            self.prompt.clear()
            passed_on()

        choices = [(passing, pass_on, t("table.handover.explain_pass"))]
        if undo is not None:
            choices.append((t("table.handover.undo"), undo, t("table.handover.explain_undo")))
        self.prompt.show(prompt, choices)

    def explanation(self, hover: Target | None, pointer: tuple[int, int], explain_choice: Callable[[Action], str],
                    refused: str = "", face_refused: str = "") -> tuple[str, bool, bool]:
        """The prompt bar's bottom line now, whether it is about one
        choice, and whether it says why not: why the last click did
        nothing (`refused`, for a while), else what the button or table
        spot under the pointer does (or why it cannot be chosen now, the
        face under it too: `face_refused`), else what the decision's
        choices do."""
        if refused:
            return refused, False, True
        visible = self.prompt.visible
        pointed = self.prompt.button_at(pointer) if visible else None
        greyed = self.prompt.greyed_at(pointer) if visible else None
        if pointed is not None:
            button, choice = pointed
            line = self.prompt.explanations.get(button) or (
                explain_choice(choice) if isinstance(choice, Action) else "")
            if line:
                return line, True, False
        elif greyed is not None and greyed[1]:
            return greyed[1], True, True
        elif hover is not None and hover.refusal:
            return hover.refusal, True, True
        elif hover is None and face_refused:
            return face_refused, True, True
        elif hover is not None:
            line = hover.explanation or (explain_choice(hover.action) if hover.action else "")
            if line:
                return line, True, False
        return self.prompt.explanation, False, False

    # --- drawing ------------------------------------------------------------------------
    def seat_info(self, seat: int, *, active: int | None, you: int | None, numbers: Callable[[int], list],
                  status: Callable[[int], str]) -> widgets.SeatInfo:
        """What `seat`'s panel shows: name, role, `numbers(seat)` ((icon
        kind, value) pairs) and `status(seat)`; the seat deciding or
        thinking (`active`) and the one looking (`you`) marked."""
        return widgets.SeatInfo(name=self.seats[seat].name, role=self.role_label(self.seats[seat], self.missing(seat)),
                                numbers=tuple(numbers(seat)), status=status(seat), active=seat == active,
                                you=seat == you, color=SEAT_COLORS[seat % len(SEAT_COLORS)])

    def draw_seat_panel(self, surface: pygame.Surface, inspector: Inspector, seat: int, info: widgets.SeatInfo,
                        caption: Callable[[int, str, object], str | None]) -> None:
        """`seat`'s panel showing `info`.  A number with a `caption(seat,
        kind, value)` shows it large when looked at."""
        rect = self.seat_panel_rect(seat)
        surface.blit(widgets.seat_panel(info, rect.size), rect)
        for (kind, value), spot in zip(info.numbers, widgets.seat_number_rects(info, rect.size)):
            if caption(seat, kind, value) is None:
                continue
            picture = partial(widgets.icon, kind) if widgets.is_icon(kind) else None
            inspector.add_piece(("panel", seat, kind), spot.move(rect.topleft), picture,
                                partial(caption, seat, kind, value),
                                widgets.icon(kind, layout.px(20)).get_size() if picture else (1, 1))

    def role_label(self, who: Seat, gone: str | None = None) -> str:
        """What plays a seat: a person here, a remote player (or one `gone`,
        see `missing`), or the AI of a level."""
        if who.is_human:
            return self.t("table.role.human")
        if who.kind == REMOTE:
            return self.t(f"table.role.{gone}" if gone else "table.role.remote")
        return self.t("table.role.ai", level=self.t(f"table.level.{who.level or 'normal'}"))

    def draw_help_button(self, surface: pygame.Surface) -> None:
        rect = self.help_rect
        surface.blit(widgets.help_button(rect.size[0], rect.collidepoint(pygame.mouse.get_pos())), rect)

    def draw_thinking(self, surface: pygame.Surface, seat: int, name: str, clock: float) -> None:
        """"Bo is thinking" (or, of a player missing across laptops,
        "Waiting for Bo to return") with dots that come and go, at the
        prompt's right end."""
        waiting = "table.online.waiting" if self.missing(seat) == MISSING else "table.thinking"
        badge = widgets.thinking_badge(self.t(waiting, name=name), 1 + int(clock * 3) % 3)
        area = self.prompt.main_rect
        surface.blit(badge, badge.get_rect(midright=(area.right - 12, area.centery)))

