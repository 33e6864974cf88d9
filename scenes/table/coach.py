"""The coach of a Learn-to-play game (`game.lessons`): a layer over any
title's table.

It lights the place the step on now points at (the table's own glow), draws
an arrow to it from a bubble of one or two sentences, and words what the
last moves did: the step's after-text, or, when the learner played
something else, what that move did (as the game log words it).  The
bubble docks over the game log, which is never a choice, so it covers
neither the target nor the decision's choices; under it "Repeat step",
"Skip step" and "Leave the lesson" keep their places.  When the lesson is
over, a summary of the rules learned offers "Play a real game" and "Back
to the title screen".

The arrow takes one elbow where a straight line would run over other
pieces: of a few paths out of the bubble it draws the one crossing the
fewest of the table's other places (`others()`), the shortest of those.

The table gives it what it needs as callbacks: `target()` (the rect
pointed at now, or None), `others()` (the rects of the other places on
the table: choices and inspectable pieces), `word(said)` (a move's events worded for the
learner), `dock()` (the game log's rect), `felt()` (the table's rect),
`highlight(surface, rect)` (the table's glow) and the three ways out.
"""
from __future__ import annotations

import math
from typing import Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from game.lessons import LessonRun, Said
from scenes import layout, style
from scenes.gui_refit import made, refit

PAD = 10
LINE_GAP = 3
BUTTON_H = 30
ARROW_WIDTH = 4
#: The dark edge drawn around the arrow so it reads on felt, cards and dice alike.
ARROW_OUTLINE = 2
ARROW_COLOUR = pygame.Color("#ffb347")
#: The last leg of an elbowed arrow is at least this long, so its head reads as pointing.
SHORTEST_LAST_LEG = 30
#: How near the arrow may pass another place without counting as crossing it (its caption lies just outside).
CLEARANCE = 12
#: An arrow shorter than this is not drawn: the place touches the bubble, its ring says enough.
SHORTEST_ARROW = 40
#: The most of the log's column the bubble takes in body type; past it, it is set smaller and tighter.
BUBBLE_SHARE = 0.5
#: Seconds the pointed place pulses after a step comes on (or is repeated).
PULSE_SECONDS = 2.5
BULLET = "• "

Point = tuple[int, int]


class Coach:
    def __init__(self, ui: pygame_gui.UIManager, t: Callable[..., str], title_t: Callable[..., str],
                 run: LessonRun, *, target: Callable[[], pygame.Rect | None],
                 others: Callable[[], list[pygame.Rect]], word: Callable[[Said], str],
                 dock: Callable[[], pygame.Rect], felt: Callable[[], pygame.Rect],
                 highlight: Callable[[pygame.Surface, pygame.Rect], None], changed: Callable[[], None],
                 leave: Callable[[], None], play_real: Callable[[], None], to_title: Callable[[], None]) -> None:
        self.ui, self.t, self.title_t, self.run = ui, t, title_t, run
        self.target, self.others, self.word, self.dock, self.felt = target, others, word, dock, felt
        self.highlight, self.changed = highlight, changed
        self.ways_out = {"leave": leave, "play_real": play_real, "to_title": to_title}
        self.buttons: dict[str, UIButton] = {}
        self.summary_buttons: dict[str, UIButton] = {}
        self.summary_rect: pygame.Rect | None = None
        self.bubble: pygame.Rect | None = None
        self.arrow: list[Point] | None = None   # the points the arrow ran through when last drawn
        self.repeated = False     # "Repeat step": the step's words shown again, whether it applies or not
        self.step_since = 0.0
        self.clock = 0.0
        self.shown_step: str | None = None
        self.visible = True   # False while a screen lies over the table
        self.place()

    # --- the buttons ------------------------------------------------------------------
    def button_room(self) -> int:
        """The height the step buttons take at the foot of the dock."""
        return 2 * layout.px(BUTTON_H) + 3 * layout.px(4)

    def log_rect(self, dock: pygame.Rect) -> pygame.Rect:
        """Where the game log goes, above the step buttons."""
        return pygame.Rect(dock.left, dock.top, dock.w, dock.h - self.button_room())

    def place(self) -> None:
        """Lay the step buttons out at the foot of the dock; after a resize
        they are moved and drawn again at the new scale, not made anew."""
        dock, gap, height = self.dock(), layout.px(4), layout.px(BUTTON_H)
        top = dock.bottom - self.button_room() + gap
        half = (dock.w - gap) // 2
        rects = {"repeat": pygame.Rect(dock.left, top, half, height),
                 "skip": pygame.Rect(dock.left + half + gap, top, dock.w - half - gap, height),
                 "leave": pygame.Rect(dock.left, top + height + gap, dock.w, height)}
        if self.buttons:
            for name, rect in rects.items():
                refit(self.buttons[name], rect)
        else:
            self.buttons = {name: made(UIButton(rect, f"table.lesson.{name}", self.ui,
                                                object_id=ObjectID(class_id="@small_button")))
                            for name, rect in rects.items()}
        if self.run.finished:
            self.buttons["repeat"].disable()
            self.buttons["skip"].disable()
        if self.summary_rect is not None:
            self.open_summary()
        self.set_visible(self.visible)

    def set_visible(self, shown: bool) -> None:
        self.visible = shown
        for button in [*self.buttons.values(), *self.summary_buttons.values()]:
            button.show() if shown else button.hide()

    def kill(self) -> None:
        for button in [*self.buttons.values(), *self.summary_buttons.values()]:
            button.kill()
        self.buttons, self.summary_buttons = {}, {}

    def handles(self, event: pygame.event.Event) -> bool:
        """The coach's buttons; while the summary shows, every click on
        the table is the summary's.  True if the event was the coach's."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            name = next((n for n, b in {**self.buttons, **self.summary_buttons}.items() if b is event.ui_element), None)
            if name == "repeat":
                self.repeat()
            elif name == "skip":
                self.skip()
            elif name is not None:
                self.ways_out[name]()
            return name is not None
        return self.summary_rect is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    # --- the steps ---------------------------------------------------------------------
    def repeat(self) -> None:
        """Show the step on now again: its words, and the pointer pulsing."""
        self.run.said = []
        self.repeated = True
        self.step_since = self.clock
        self.changed()

    def skip(self) -> None:
        self.run.skip()
        self.repeated = False
        self.step_since = self.clock
        self.changed()
        if self.run.finished:
            self.finish()

    def update(self, dt: float) -> None:
        self.clock += dt
        step = self.run.step
        if step is not None and step.id != self.shown_step:
            self.shown_step = step.id
            self.repeated = False
            self.step_since = self.clock

    def finish(self) -> None:
        """The lesson is over: the summary of the rules learned."""
        if self.summary_rect is None:
            self.buttons["repeat"].disable()
            self.buttons["skip"].disable()
            self.open_summary()

    # --- the words -------------------------------------------------------------------
    def sentences(self, applies: bool) -> list[str]:
        """What the bubble says now: what the last move did, then what to do."""
        step = self.run.step
        showing_step = step is not None and (applies or self.repeated)
        said = [self.title_t(s.key) if s.key else self.t("table.lesson.otherwise", what=self.word(s))
                for s in self.run.said[-1 if showing_step else -2:]]
        if step is None:
            return said or [self.t("table.lesson.over")]
        if showing_step:
            return said + [self.title_t(step.text_keys()[0])]
        return said or [self.t("table.lesson.wait")]

    # --- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, applies: bool) -> None:
        pointed = self.target() if applies and self.summary_rect is None else None
        if pointed is not None:
            self.highlight(surface, pointed)
            self._pulse(surface, pointed)
        self.bubble = self._draw_bubble(surface, self.sentences(applies))
        self.arrow = self.arrow_path(self.bubble, pointed, self.others()) if pointed is not None else None
        if self.arrow is not None:
            self._arrow(surface, self.arrow)
        if self.summary_rect is not None:
            self._draw_summary(surface)

    def _draw_bubble(self, surface: pygame.Surface, sentences: list[str]) -> pygame.Rect:
        dock = self.log_rect(self.dock())
        heading = style.text(self.t("table.lesson.heading"), style.SMALL, style.GOLD_LIGHT, bold=True)

        def set_in(size: int, pad: int) -> tuple[list[pygame.Surface], int]:
            lines = [line for sentence in sentences for line in style.wrap(sentence, size, dock.w - 2 * pad)]
            rendered = [style.text(line, size, style.TEXT_LIGHT) for line in lines]
            return rendered, heading.get_height() + sum(r.get_height() + LINE_GAP for r in rendered) + 2 * pad + LINE_GAP

        pad = layout.px(PAD)
        rendered, height = set_in(style.BODY, pad)
        if height > BUBBLE_SHARE * dock.h:   # a short log column: the bubble stays compact
            pad = layout.px(PAD * 0.6)
            rendered, height = set_in(style.SMALL, pad)
        box = pygame.Rect(dock.left, dock.top, dock.w, min(height, dock.h))
        surface.blit(style.plate(box.size, alpha=255, edge=style.GOLD_LIGHT), box)
        y = box.top + pad
        surface.blit(heading, (box.left + pad, y))
        y += heading.get_height() + LINE_GAP
        for line in rendered:
            if y + line.get_height() > box.bottom - pad // 2:
                break
            surface.blit(line, (box.left + pad, y))
            y += line.get_height() + LINE_GAP
        return box

    def _pulse(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A ring that breathes around the place pointed at, strongest as the step comes on."""
        age = self.clock - self.step_since
        swell = layout.px(6) + round(layout.px(5) * (1 + math.sin(age * 5)) / 2) if age < PULSE_SECONDS else layout.px(6)
        pygame.draw.rect(surface, style.GOLD_LIGHT, rect.inflate(2 * swell, 2 * swell), 3, border_radius=12)

    @staticmethod
    def arrow_path(bubble: pygame.Rect, rect: pygame.Rect, others: list[pygame.Rect]) -> list[Point] | None:
        """Where the arrow runs, from the bubble's edge to an edge of `rect`:
        straight, or out of the bubble into the felt and one turn to the
        place, or round the place's row, whichever passes near the fewest
        `others` (those overlapping `rect` are the place itself), the
        shortest of those (round the row only if nothing else passes as
        few).  None: the place touches the bubble, no arrow."""
        clearance = layout.px(CLEARANCE)
        others = [other.inflate(2 * clearance, 2 * clearance) for other in others if not other.colliderect(rect)]
        paths = [path for path in Coach._candidate_paths(bubble, rect)
                 if math.dist(*path[-2:]) >= layout.px(SHORTEST_LAST_LEG if len(path) > 2 else SHORTEST_ARROW)]
        if not paths:
            return None
        # the way round a row has the most turns: only where it passes near fewer places
        return min(paths, key=lambda path: (crossings(path, others), len(path) > 3, path_length(path)))

    @staticmethod
    def _candidate_paths(bubble: pygame.Rect, rect: pygame.Rect) -> list[list[Point]]:
        """A straight line to the nearest edge of `rect`, and elbows: out of
        the bubble's left side level with the place (or the bubble's
        middle), then up or down to its nearer edge; out of its foot, then
        across to the place's nearer side; out of its left side, along the
        felt's edge to just above (or below) the place's row, across it and
        down (or up) to the place, so the arrow need not run over the
        row's other cards and their names."""
        def clamp(value: int, low: int, high: int) -> int:
            return max(low, min(high, value))

        margin = layout.px(16)
        side_y = clamp(rect.centery, bubble.top + margin, bubble.bottom - margin)
        straight_start = (bubble.centerx, bubble.bottom) if rect.left >= bubble.left else (bubble.left, side_y)
        paths = [[straight_start, (clamp(straight_start[0], rect.left, rect.right),
                                   clamp(straight_start[1], rect.top, rect.bottom))]]
        for y in {side_y, bubble.centery}:   # out of the left side, then up or down
            if rect.centerx < bubble.left and not rect.top <= y <= rect.bottom:
                edge = rect.top if y < rect.top else rect.bottom
                paths.append([(bubble.left, y), (rect.centerx, y), (rect.centerx, edge)])
        for x in {clamp(rect.centerx, bubble.left + margin, bubble.right - margin), bubble.centerx}:
            y = max(rect.centery, bubble.bottom + layout.px(SHORTEST_LAST_LEG))
            if rect.top <= y <= rect.bottom and not rect.left <= x <= rect.right:   # out of the foot, then across
                edge = rect.right if x > rect.right else rect.left
                paths.append([(x, bubble.bottom), (x, y), (edge, y)])
        lane = bubble.left - layout.px(CLEARANCE)
        if rect.right < lane:   # round a row: along the felt's edge, across above or below the row, down or up to the place
            reach, x = layout.px(SHORTEST_LAST_LEG + CLEARANCE), rect.right - rect.w // 4   # clear of a row's heading on the left
            for y, edge in ((rect.top - reach, rect.top), (rect.bottom + reach, rect.bottom)):
                paths.append([(bubble.left, side_y), (lane, side_y), (lane, y), (x, y), (x, edge)])
        return paths

    @staticmethod
    def _arrow(surface: pygame.Surface, path: list[Point]) -> None:
        """The arrow along `path`, warm with a dark edge, its head short of the place's edge."""
        (x0, y0), end = path[-2], path[-1]
        length = math.dist((x0, y0), end)
        ux, uy = (end[0] - x0) / length, (end[1] - y0) / length
        gap = layout.px(8)
        tip = (end[0] - ux * gap, end[1] - uy * gap)
        head = layout.px(14)
        base = (tip[0] - ux * head, tip[1] - uy * head)
        wing = (-uy * head * 0.55, ux * head * 0.55)
        shaft = path[:-1] + [base]
        arrowhead = [tip, (base[0] + wing[0], base[1] + wing[1]), (base[0] - wing[0], base[1] - wing[1])]
        width, outline = layout.px(ARROW_WIDTH), layout.px(ARROW_OUTLINE)
        for colour, thickness, grow in ((style.INK, width + 2 * outline, outline), (ARROW_COLOUR, width, 0)):
            for a, b in zip(shaft, shaft[1:]):
                pygame.draw.line(surface, colour, a, b, thickness)
            for joint in shaft[1:-1]:   # a round elbow
                pygame.draw.circle(surface, colour, joint, thickness // 2)
            pygame.draw.polygon(surface, colour, arrowhead)
            if grow:
                pygame.draw.polygon(surface, colour, arrowhead, 2 * grow)

    # --- the summary -------------------------------------------------------------------
    def _summary_lines(self, width: int) -> list[tuple[str, str]]:
        """(bullet or "", line) for each line of the rules learned, wrapped
        beside their bullets."""
        indent = style.font(style.BODY).size(BULLET)[0]
        return [(BULLET if index == 0 else "", line) for name in self.run.lesson.learned
                for index, line in enumerate(style.wrap(self.title_t(f"lesson.learned.{name}"), style.BODY,
                                                        width - indent))]

    def open_summary(self) -> None:
        """Lay the summary out in the middle of the felt, with its two buttons."""
        for button in self.summary_buttons.values():
            button.kill()
        felt, pad = self.felt(), layout.px(18)
        width = min(felt.w - 2 * layout.px(8), layout.px(620))
        lines = self._summary_lines(width - 2 * pad)
        button_h = layout.px(40)
        height = (2 * pad + style.line_step(style.HEADING) + layout.px(8) + style.text_height(len(lines), style.BODY)
                  + layout.px(12) + button_h)
        self.summary_rect = pygame.Rect(0, 0, width, min(height, felt.h - 2 * layout.px(8)))
        self.summary_rect.center = felt.center
        half = (width - 2 * pad - layout.px(10)) // 2
        top = self.summary_rect.bottom - pad - button_h
        rects = {"play_real": pygame.Rect(self.summary_rect.left + pad, top, half, button_h),
                 "to_title": pygame.Rect(self.summary_rect.right - pad - half, top, half, button_h)}
        self.summary_buttons = {name: UIButton(rect, f"table.lesson.{name}", self.ui,
                                               object_id=ObjectID(class_id="@menu_button"), visible=self.visible)
                                for name, rect in rects.items()}
        self.changed()

    def _draw_summary(self, surface: pygame.Surface) -> None:
        box, pad = self.summary_rect, layout.px(18)
        surface.blit(style.plate(box.size, alpha=250, edge=style.GOLD), box)
        heading = style.text(self.t("table.lesson.learned"), style.HEADING, style.GOLD_LIGHT, bold=True)
        surface.blit(heading, (box.left + pad, box.top + pad))
        y = box.top + pad + style.line_step(style.HEADING) + layout.px(8)
        indent = style.font(style.BODY).size(BULLET)[0]
        for bullet, line in self._summary_lines(box.w - 2 * pad):
            if bullet:
                surface.blit(style.text(bullet, style.BODY, style.GOLD_LIGHT), (box.left + pad, y))
            surface.blit(style.text(line, style.BODY, style.TEXT_LIGHT), (box.left + pad + indent, y))
            y += style.line_step(style.BODY)


def crossings(path: list[Point], rects: list[pygame.Rect]) -> int:
    """How many of `rects` the polyline `path` runs through."""
    return sum(any(rect.clipline(a, b) for a, b in zip(path, path[1:])) for rect in rects)


def path_length(path: list[Point]) -> float:
    return sum(math.dist(a, b) for a, b in zip(path, path[1:]))
