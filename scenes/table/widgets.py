"""The controls around a table: the prompt bar with a button per offered
action, the game log, the "AI is thinking" indicator and the seat panels.

The prompt buttons are pygame-gui elements (themed, clickable); the rest is
drawn with pygame from cached surfaces.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Callable, Hashable, Sequence

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from game.core import Action
from scenes import layout, style
from scenes.gui_refit import made, refit
from scenes.table import sprites

BUTTON_HEIGHT = 40
BUTTON_GAP = 8
#: The height of the prompt bar's bottom line, the explanation (at 1280×720).
EXPLAIN_ROW = 20
#: The colour of the reason a click did nothing, and of the shake around what was clicked.
REFUSED = pygame.Color("#ec8f6f")


class PromptBar:
    """A strip along the bottom: what the deciding seat is asked, one
    pygame-gui button per choice offered there (an action, or a function
    for a local step such as a stepper's "+"), and under them one line
    saying what the choices do (`explanation`; the table puts the line of
    a choice pointed at in its place).  `buttons` pairs each button with
    its choice (tests read their positions from it); `explanations` holds
    the lines given for single buttons.

    Buttons keep their slots within a decision: shown again for the same
    decision (`show(..., before=order)`, the `order` it had), a button that is still offered
    stays where it was, one no longer offered greys out in its place
    (`greyed`, with the reason a click on it gets), and new ones come in
    on the left.  A button that appears under the resting pointer is not
    armed until the pointer moves: a second click meant for what was there
    before never lands on it."""

    def __init__(self, ui: pygame_gui.UIManager, rect: pygame.Rect) -> None:
        self.ui = ui
        self.rect = pygame.Rect(rect)
        self.text = ""
        self.explanation = ""
        self.buttons: list[tuple[UIButton, Action | Callable]] = []
        self.greyed: list[tuple[UIButton, str]] = []    # buttons shown but not offered now, with the reason
        self.explanations: dict[UIButton, str] = {}
        self.slots: list[tuple[UIButton, Hashable, int]] = []   # every button in slot order, its key and width
        self.unarmed: set[UIButton] = set()     # appeared under the resting pointer; armed once it moves
        self.pointer = (-1, -1)
        self.visible = True

    def set_rect(self, rect: pygame.Rect) -> None:
        """The bar at `rect` (a new window size): its buttons measured
        again at the text size now and laid out afresh, each drawn once
        (`refit`), none made again."""
        self.rect = pygame.Rect(rect)
        self.slots = [(button, key, _width(button.text)) for button, key, _ in self.slots]
        self._place_buttons(refit)

    @property
    def explain_rect(self) -> pygame.Rect:
        """The bottom line of the bar, across its whole width."""
        px = layout.px
        return pygame.Rect(self.rect.left + px(20), self.rect.bottom - px(EXPLAIN_ROW) - px(4), self.rect.w - px(40),
                           px(EXPLAIN_ROW))

    @property
    def main_rect(self) -> pygame.Rect:
        """The bar above its explanation: the question and the buttons."""
        return pygame.Rect(self.rect.left, self.rect.top, self.rect.w, self.explain_rect.top - self.rect.top)

    @property
    def order(self) -> list[tuple[Hashable, str, pygame.Rect]]:
        """The buttons shown, in slot order: what each is (its action, or
        its label), its label and its place."""
        return [(key, button.text, button.rect.copy()) for button, key, _ in self.slots]

    def show(self, text: str, choices: Sequence[tuple], explanation: str = "",
             before: Sequence[tuple[Hashable, str, pygame.Rect]] = (),
             gone: Callable[[Action], str] = lambda action: "") -> None:
        """`choices`: (label, choice) pairs, or (label, choice, line) for
        a button with a line of its own; a choice of None is a button
        greyed out, its line the reason.  The buttons of `before` (an
        earlier `order` of this decision) keep their slots, and an action
        among them no longer offered greys out in place with the reason
        `gone(action)`."""
        self.clear()
        self.text, self.explanation = text, explanation
        offered = {_key(label, choice): (label, choice, line[0] if line else "") for label, choice, *line in choices}
        kept = [(key, *(offered.pop(key, None) or (label, None, gone(key)))) for key, label, _ in before
                if key in offered or isinstance(key, Action)]
        places = {(key, label): rect for key, label, rect in before}
        for key, label, choice, line in [*((key, *rest) for key, rest in offered.items()), *kept]:
            self._add(key, label, choice, line, new=(key, label) not in places)
        if not (places and self._place_beside(places)):
            self._place_buttons()
        self.unarmed = {button for button, _, _ in self.slots if button in self.unarmed
                        and button.rect.collidepoint(self.pointer)}

    def _add(self, key: Hashable, label: str, choice: Action | Callable | None, line: str, new: bool) -> None:
        width = _width(label)
        button = made(UIButton(pygame.Rect(0, 0, width, layout.px(BUTTON_HEIGHT)), label, self.ui,
                               object_id=ObjectID(class_id="@prompt_button")))
        if not self.visible:
            button.hide()
        if choice is None:
            button.disable()
            self.greyed.append((button, line))
        else:
            self.buttons.append((button, choice))
        if line:
            self.explanations[button] = line
        if new:
            self.unarmed.add(button)
        self.slots.append((button, key, width))

    def _place_beside(self, places: dict[tuple[Hashable, str], pygame.Rect]) -> bool:
        """The buttons shown before where they were (`places`), the new
        ones left of them on their top row, narrower if need be; False if
        the new ones do not fit there even at half their width."""
        kept = [(button, places[key, button.text]) for button, key, _ in self.slots if (key, button.text) in places]
        new = [(button, width) for button, key, width in self.slots if (key, button.text) not in places]
        if not kept:
            return False
        gap = layout.px(BUTTON_GAP)
        top_row = min(rect.top for _, rect in kept)
        row = [rect for _, rect in kept if rect.top == top_row]
        right = min(rect.left for rect in row) - gap
        room = right - (self.rect.left + self.rect.w // 3) - gap * max(0, len(new) - 1)
        natural = sum(width for _, width in new)
        squeeze = min(1.0, room / natural) if natural else 1.0
        if squeeze < 0.5:
            return False
        for button, rect in kept:
            _put(button, rect)
        for button, width in reversed(new):
            width = int(width * squeeze)
            _put(button, pygame.Rect(right - width, top_row, width, row[0].h))
            right -= width + gap
        return True

    def point_at(self, pos: tuple[int, int]) -> None:
        """The pointer moved: every button is armed."""
        self.pointer = pos
        self.unarmed = set()

    def button_at(self, pos: tuple[int, int]) -> tuple[UIButton, Action | Callable] | None:
        """The button under `pos` and its choice, if any."""
        return next(((button, choice) for button, choice in self.buttons if button.rect.collidepoint(pos)), None)

    def greyed_at(self, pos: tuple[int, int]) -> tuple[UIButton, str] | None:
        """The greyed-out button under `pos` and why it is, if any."""
        return next(((button, why) for button, why in self.greyed if button.rect.collidepoint(pos)), None)

    def _place_buttons(self, put: Callable[[UIButton, pygame.Rect], None] | None = None) -> None:
        """Buttons right-aligned in slot order, leaving the question at
        least a third of the bar: many buttons go on two shorter rows,
        and narrower if even that is not enough; each `put` in its place
        (a button just made: `_put`)."""
        put = put or _put
        px = layout.px
        gap = px(BUTTON_GAP)
        room = self.rect.w * 2 // 3 - px(12)
        count = len(self.slots)
        widths = [width for _, _, width in self.slots]
        rows = 1
        while rows < 2 and sum(widths) + gap * (count - rows) > room * rows:
            rows += 1
        per_row = -(-count // rows) if count else 1
        area = self.main_rect
        height = min(px(BUTTON_HEIGHT), (area.h - px(4) * (rows + 1)) // rows)
        top = area.centery - (rows * height + (rows - 1) * px(4)) // 2
        for row in range(rows):
            chunk = self.slots[row * per_row:(row + 1) * per_row]
            natural = sum(width for _, _, width in chunk)
            squeeze = min(1.0, (room - gap * (len(chunk) - 1)) / natural) if natural else 1.0
            x = self.rect.right - px(12)
            for button, _, width in reversed(chunk):
                width = int(width * squeeze)
                x -= width
                put(button, pygame.Rect(x, top + row * (height + px(4)), width, height))
                x -= gap

    @property
    def buttons_left(self) -> int:
        return min((b.rect.left for b, _, _ in self.slots), default=self.rect.right)

    def clear(self) -> None:
        for button, _, _ in self.slots:
            button.kill()
        self.buttons, self.greyed, self.slots = [], [], []
        self.explanations = {}
        self.text = ""
        self.explanation = ""

    def action_for(self, element: Any) -> Action | Callable | None:
        """The choice of a pressed button."""
        for button, action in self.buttons:
            if button is element:
                return action
        return None

    def armed(self, element: Any) -> bool:
        """Whether a press on `element` counts (it did not appear under the resting pointer)."""
        return element not in self.unarmed

    def set_visible(self, visible: bool) -> None:
        self.visible = visible
        for button, _, _ in self.slots:
            button.show() if visible else button.hide()

    def shows(self) -> tuple:
        """What `draw` shows: the question, where, and the room the buttons leave it."""
        return self.text, tuple(self.rect), self.buttons_left

    def draw(self, surface: pygame.Surface) -> None:
        """The bar and the question (the explanation is drawn each frame:
        see `draw_explanation`)."""
        surface.blit(_bar(self.rect.size), self.rect)
        if self.text:
            area = self.main_rect
            box = pygame.Rect(area.left + layout.px(20), area.top + layout.px(4),
                              self.buttons_left - area.left - layout.px(32), area.h - layout.px(6))
            style.draw_text(surface, self.text, box, style.BODY, min_size=style.SMALL - 2, valign="center")

    def draw_explanation(self, surface: pygame.Surface, line: str, pointed: bool = False,
                         refused: bool = False) -> None:
        """The bottom line: what the choices do, or (`pointed`) what the
        one pointed at does, brighter, or (`refused`) why a click did nothing."""
        if line:
            colour = REFUSED if refused else style.GOLD_LIGHT if pointed else style.MUTED
            style.draw_text(surface, line, self.explain_rect, style.SMALL, colour,
                            valign="center", max_lines=1, min_size=style.SMALL - 2)

    def explanation_fits(self, line: str) -> bool:
        """Whether `line` fits the bottom line as `draw_explanation` draws
        it (one line, shrunk by two sizes at most)."""
        return style.fit_text(line, self.explain_rect.size, style.SMALL, max_lines=1, min_size=style.SMALL - 2).fits


def _width(label: str) -> int:
    """A prompt button's natural width: its label at the body text size now, and a margin."""
    return style.font(style.BODY).size(label)[0] + layout.px(32)


def _put(button: UIButton, rect: pygame.Rect) -> None:
    """A button made at the theme now to `rect`."""
    button.set_dimensions(rect.size)
    button.set_relative_position(rect.topleft)


def _key(label: str, choice: Action | Callable | None) -> Hashable:
    """What a button is across showings of one decision: its action, else its label."""
    return choice if isinstance(choice, Action) else label


@lru_cache(maxsize=4)
def _bar(size: tuple[int, int]) -> pygame.Surface:
    return style.optimized(style.plate(size, edge_width=2))


#: The start of each row after the first of a log line (they are set in a little).
CONTINUED = "  "


class GameLog:
    """The scrolling game log, newest line at the bottom; the mouse wheel
    scrolls back.

    It keeps what happened, never sentences: each entry is an engine event
    (the true one) or a note, and `word(entry)` turns it into a line for
    whoever looks now (the table words an event as its viewer may read it).
    When the viewer or the language changes, `reword()` forgets every line,
    and lines are worded again as they are drawn, newest first (a long game
    brought back by Load is not worded all at once).

    Drawn with pygame from cached line images: a pygame-gui UITextBox lays
    its whole text out again on every appended line (about 0.1 s per line
    once a game is under way), which would stall frames."""

    def __init__(self, rect: pygame.Rect, word: Callable[[Any], str | None],
                 new_lines: Callable[[int], str] = lambda count: "▼") -> None:
        """`new_lines(count)`: the mark telling a reader scrolled back that
        `count` lines came below ("3 new lines ▼"); a click on it follows again."""
        self.rect = pygame.Rect(rect)
        self.word = word
        self.new_lines = new_lines
        self.entries: list[tuple[Any, bool]] = []       # (event or note, highlight)
        self._rows: list[list[str] | None] = []          # worded and wrapped rows per entry, None: not yet
        self.scroll = 0                                  # rows scrolled back from the newest
        self.unread = 0                                  # lines added below while scrolled back
        self._room_above = 0                             # pixels at the top kept clear for a notice
        self.visible = True
        self.version = 0                                 # moves whenever what it shows may change

    @property
    def room_above(self) -> int:
        return self._room_above

    @room_above.setter
    def room_above(self, pixels: int) -> None:
        self.version += pixels != self._room_above
        self._room_above = pixels

    def set_rect(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.reword()

    def add(self, entry: Any, highlight: bool = False) -> None:
        """Add an event or a note (the table's `word` knows both)."""
        self.version += 1
        self.entries.append((entry, highlight))
        self._rows.append(None)
        if self.scroll:     # the reader scrolled back: the lines they read stay put
            rows = len(self._rows_of(len(self.entries) - 1))
            self.scroll += rows
            self.unread += rows > 0

    def clear(self) -> None:
        self.version += 1
        self.entries, self._rows, self.scroll, self.unread = [], [], 0, 0

    def reword(self) -> None:
        """The reader changed: every line is worded again when next drawn."""
        self.version += 1
        self._rows = [None] * len(self.entries)
        self.scroll = self.unread = 0

    def lines(self) -> list[str]:
        """Every line, oldest first, as the reader now reads it."""
        return [" ".join(row.strip() for row in self._rows_of(i)) for i in range(len(self.entries))
                if self._rows_of(i)]

    def _rows_of(self, index: int) -> list[str]:
        rows = self._rows[index]
        if rows is None:
            entry, highlight = self.entries[index]
            line = self.word(entry)
            rows = self._rows[index] = self._wrap(line, highlight) if line else []
        return rows

    @property
    def line_size(self) -> int:
        return style.SMALL

    @property
    def row_height(self) -> int:
        return style.line_step(self.line_size)

    def _wrap(self, line: str, highlight: bool) -> list[str]:
        rows = style.wrap(line, self.line_size, self.rect.w - layout.px(28), highlight)
        return [rows[0]] + [CONTINUED + row for row in rows[1:]]

    def last_rows(self, count: int, skip: int = 0) -> list[tuple[str, bool]]:
        """The `count` rows above the newest `skip` rows, oldest first."""
        wanted, found = count + skip, []
        for index in range(len(self.entries) - 1, -1, -1):
            highlight = self.entries[index][1]
            found.extend((row, highlight) for row in reversed(self._rows_of(index)))
            if len(found) >= wanted:
                break
        return list(reversed(found[skip:wanted]))

    @property
    def rows_shown(self) -> int:
        return max(1, (self.rect.h - layout.px(16) - self.room_above) // self.row_height)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Scroll with the wheel over the log, or follow the newest line
        again with a click on the "new lines" mark; True if the event was used."""
        if event.type == pygame.MOUSEWHEEL and self.visible and self.rect.collidepoint(pygame.mouse.get_pos()):
            wanted = max(0, self.scroll + event.y * 3)
            most = max(0, len(self.last_rows(wanted + self.rows_shown)) - self.rows_shown)
            self.scroll = min(wanted, most)
            self.unread = self.unread if self.scroll else 0
            self.version += 1
            return True
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.visible and self.scroll
                and self.new_lines_rect().collidepoint(event.pos)):
            self.scroll = self.unread = 0
            self.version += 1
            return True
        return False

    def new_lines_mark(self) -> pygame.Surface:
        return style.text(self.new_lines(self.unread), self.line_size, style.GOLD, bold=True)

    def new_lines_rect(self) -> pygame.Rect:
        """Where the "new lines" mark shows while the reader is scrolled back."""
        return self.new_lines_mark().get_rect(bottomright=(self.rect.right - layout.px(8),
                                                           self.rect.bottom - layout.px(4)))

    def set_visible(self, visible: bool) -> None:
        self.visible = visible

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(_log_plate(self.rect.size), self.rect)
        marked = bool(self.scroll)   # the "new lines" mark takes the bottom row
        shown = self.last_rows(self.rows_shown - marked, self.scroll)
        while shown and shown[0][0].startswith(CONTINUED):   # no line shown from its middle
            shown.pop(0)
        y = self.rect.bottom - layout.px(8) - (len(shown) + marked) * self.row_height
        for row, highlight in shown:
            color = style.GOLD_LIGHT if highlight else style.TEXT_LIGHT
            surface.blit(style.text(row, self.line_size, color, highlight), (self.rect.left + layout.px(14), y))
            y += self.row_height
        if self.scroll:
            surface.blit(self.new_lines_mark(), self.new_lines_rect())


@lru_cache(maxsize=4)
def _log_plate(size: tuple[int, int]) -> pygame.Surface:
    return style.optimized(style.plate(size, alpha=215))


def thinking_badge(text: str, dots: int) -> pygame.Surface:
    """"Bo is thinking" with 1–3 dots, on a dark rounded badge."""
    return _thinking_badge(text, dots, layout.scale())


@lru_cache(maxsize=32)
def _thinking_badge(text: str, dots: int, scale: float) -> pygame.Surface:
    px = layout.px
    label = style.text(text, style.BODY, style.GOLD_LIGHT)
    badge = style.plate((label.get_width() + px(60), label.get_height() + px(16)), alpha=225, radius=px(16),
                        edge=style.GOLD)
    badge.blit(label, (px(16), px(8)))
    for i in range(3):
        color = style.rgb(style.GOLD_LIGHT) if i < dots else style.shade(style.MUTED, 0.6)
        pygame.draw.circle(badge, color, (label.get_width() + px(26) + i * px(10), badge.get_height() // 2 + px(2)),
                           px(3))
    return style.optimized(badge)


@dataclass(frozen=True)
class SeatInfo:
    """What a seat panel shows: hashable, so the panel is drawn once per
    change.  `numbers` are (icon kind, value) pairs: icon kinds are sprite
    names such as "chip", "card", "coin:gold", "gem:red"."""

    name: str
    role: str                       # "Human", "AI · Normal"
    numbers: tuple[tuple[str, Any], ...] = ()
    status: str = ""
    active: bool = False            # this seat is deciding now
    you: bool = False               # the viewer
    color: tuple = (168, 50, 45)


def icon(kind: str, size: int = 20) -> pygame.Surface:
    """Small icons for seat panels: chip, card, coin:<kind>, gem:<colour>,
    crown, leader."""
    if kind == "chip":
        return sprites.chip("red", size)
    if kind == "card":
        return sprites.card_back((int(size * 0.72), size))
    if kind.startswith("coin:"):
        return sprites.coin(kind[5:], size)
    if kind.startswith("gem:"):
        return sprites.gem(kind[4:], size)
    if kind == "crown":
        return sprites.crown(size)
    if kind == "leader":
        return sprites.leader_marker(size)
    return style.text(kind, style.SMALL, style.MUTED, bold=True)


def is_icon(kind: str) -> bool:
    """Whether a seat panel's number kind is a picture (not a word such as "City")."""
    return kind in ("chip", "card", "crown", "leader") or kind.startswith(("coin:", "gem:"))


def seat_panel(info: SeatInfo, size: tuple[int, int]) -> pygame.Surface:
    """A seat's name plate: name and Human/AI level on the first row, key
    numbers on the second, the status beside the numbers (smaller, or on
    two lines, when it is long; never over a number)."""
    return _seat_panel(info, size, layout.scale())


@lru_cache(maxsize=128)
def _seat_panel(info: SeatInfo, size: tuple[int, int], scale: float) -> pygame.Surface:
    px = layout.px
    w, h = size
    panel = style.plate(size, alpha=230, radius=px(8), edge=style.GOLD_LIGHT if info.active else style.WOOD_LIGHT,
                        edge_width=px(3) if info.active else 1)
    pygame.draw.rect(panel, info.color, (px(6), px(8), px(5), h - px(16)), border_radius=2)
    left, right = px(18), w - px(10)
    role = style.fit_text(info.role, ((right - left) // 3, line_height := style.line_step(style.BODY)),
                           style.SMALL, max_lines=1)
    name_box = pygame.Rect(left, px(3), right - left - role.width - px(8), line_height)
    style.draw_text(panel, info.name, name_box, style.BODY, style.GOLD_LIGHT if info.you else style.TEXT_LIGHT,
                     bold=True, max_lines=1)
    style.draw_text(panel, info.role, pygame.Rect(right - role.width, px(3), role.width, line_height),
                     style.SMALL, style.MUTED, max_lines=1, valign="center")
    row = pygame.Rect(left, name_box.bottom, right - left, h - name_box.bottom - px(3))
    icon_size = px(20)
    x = left
    for (kind, value), spot in zip(info.numbers, seat_number_rects(info, size)):
        pic = icon(kind, icon_size)
        panel.blit(pic, (spot.left, row.top + (icon_size - pic.get_height()) // 2 + px(2)))
        number = style.text(str(value), style.BODY, style.TEXT_LIGHT, bold=True)
        panel.blit(number, (spot.right - number.get_width(), row.top + px(11) - number.get_height() // 2))
        x = spot.right + px(14)
    if info.status:
        box = pygame.Rect(x, row.top, right - x, row.h)
        style.draw_text(panel, info.status, box, style.SMALL, style.GOLD_LIGHT if info.active else style.MUTED,
                         align="right", min_size=style.SMALL - 4)
    return style.optimized(panel)


def seat_number_rects(info: SeatInfo, size: tuple[int, int]) -> list[pygame.Rect]:
    """Where each of a seat panel's numbers (its icon and value) lies in
    the panel, left to right on its second row."""
    px = layout.px
    top = px(3) + style.line_step(style.BODY)
    x, rects = px(18), []
    for kind, value in info.numbers:
        width = icon(kind, px(20)).get_width() + px(4) + style.font(style.BODY, True).size(str(value))[0]
        rects.append(pygame.Rect(x, top, width, px(24)))
        x += width + px(14)
    return rects


@lru_cache(maxsize=8)
def help_button(size: int, hovered: bool) -> pygame.Surface:
    """The table's round "?" button that opens the title's rules."""
    button = pygame.Surface((size, size), pygame.SRCALPHA)
    edge = style.GOLD_LIGHT if hovered else style.GOLD
    pygame.draw.circle(button, (*style.rgb(style.PANEL), 230), (size // 2, size // 2), size // 2)
    pygame.draw.circle(button, style.rgb(edge), (size // 2, size // 2), size // 2, 2)
    mark = style.text("?", int(size * 0.62), edge, bold=True)
    button.blit(mark, mark.get_rect(center=(size // 2, size // 2 + 1)))
    return style.optimized(button)
