"""Watching a finished game again on its real table.

`ReplayScene` holds the title's own table scene, playing a `ReplayMatch`
(game/replay.py): the table animates every move exactly as in play, while
the bar in the prompt's place steers it — back a move, play/pause, next
move, speed, round back/forward, and whose eyes to watch through: any
seat's, or everything revealed (every hand, sealed bid and face-down card;
the one screen where nothing is hidden, and it says so in red).
"""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu

from game.replay import Replay
from scenes import i18n, layout, style
from scenes.base import Scene

SPEEDS = (0.5, 1.0, 2.0, 4.0)
#: Seconds between moves at speed 1×, after the move's animation.
PAUSE_BETWEEN_MOVES = 0.9
BAR_GAP = 8
#: A bar button's room beside its label (its text padding and rounded ends).
BUTTON_PADDING = 24


class ReplayScene(Scene):
    def __init__(self, app, replay: Replay, viewpoint: int | None = None) -> None:
        super().__init__(app)
        self.replay = replay
        self.viewpoint = viewpoint
        self.round_starts = replay.round_starts()
        self.first_round = replay.first_round()
        self.playing = True
        self.speed = 1.0
        self.wait = 0.0
        self.elements: list = []
        self.table = None
        self._open_at(0)

    # --- the table ------------------------------------------------------------------
    def _open_at(self, position: int) -> None:
        """Sit the table down at `position` of the script (no animation)."""
        from scenes.tables import table_class
        if self.table is not None:
            self.table.exit()
        match = self.replay.at(position, self.viewpoint)
        self.match = match
        self.table = table_class(match.title_id)(self.app, match)
        self.table.results_shown = True  # the replay ends on the table, not on the results screen
        self.table.chrome.seats = self.replay.seats   # labelled as they played (Human, AI · Hard), not as replayed
        self.table.onlooker = self.viewpoint is None   # the log names every seat: nobody here is "you"
        self.table.sight.look_as(self.viewpoint)
        self.table.enter()
        self.table.prepare()
        self.wait = PAUSE_BETWEEN_MOVES / self.speed
        self._build_bar()

    @property
    def position(self) -> int:
        return self.match.position

    def step_forward(self) -> None:
        """The next move now: the one animating finishes at once, and the
        table is asked for its next move straight away."""
        self.table.skip_animations()
        self.table.update(0.0)
        self.match.release()

    def step_back(self) -> None:
        self.playing = False
        self._open_at(self.position - 1)

    def jump_to_round(self, round_number: int) -> None:
        round_number = max(1, min(round_number, len(self.round_starts)))
        self._open_at(self.round_starts[round_number - 1])

    def watch_as(self, viewpoint: int | None) -> None:
        self.viewpoint = viewpoint
        self._open_at(self.position)

    # --- the bar ------------------------------------------------------------------------
    def _build_bar(self) -> None:
        """The controls, in the prompt's place, sharing its width so they
        fit any window; the banner goes in the strip above the game log."""
        for element in self.elements:
            element.kill()
        self.elements, self.buttons = [], {}
        rect = self.table.prompt_rect
        gap = layout.px(BAR_GAP)
        row = rect.inflate(-2 * gap, -2 * gap)
        row.h = min(row.h, layout.px(44))
        row.centery = rect.centery
        keys = ["app.replay.back_move", "app.replay.pause" if self.playing else "app.replay.play",
                "app.replay.next_move", "app.replay.speed", "app.replay.round_back", "app.replay.round_forward"]
        values = {"app.replay.speed": {"speed": f"{self.speed:g}"}}
        self.viewpoints = {i18n.t("app.replay.everything"): None}
        self.viewpoints.update({seat.name: i for i, seat in enumerate(self.replay.seats)})
        current = next(name for name, seat in self.viewpoints.items() if seat == self.viewpoint)
        labels = [i18n.t(key, **values.get(key, {})) for key in keys]
        labels += [max(self.viewpoints, key=len) + "  ▼", i18n.t("app.replay.exit")]
        cells = _cells_for(row, labels, gap)
        for key, cell in zip(keys, cells):
            self.buttons[key] = UIButton(cell, key, self.app.ui, text_kwargs=values.get(key))
        self.view_menu = UIDropDownMenu(list(self.viewpoints), current, cells[6], self.app.ui,
                                        object_id="#replay_viewpoints",   # opens upwards: the bar is at the bottom
                                        expansion_height_limit=cells[6].top - layout.px(BAR_GAP),
                                        expand_on_option_click=True)
        self.buttons["app.replay.exit"] = UIButton(cells[7], "app.replay.exit", self.app.ui)
        self.elements = [*self.buttons.values(), self.view_menu]
        strip = self.table.log_rect
        self.banner_rect = pygame.Rect(strip.left, strip.top + 4, self.table.help_rect.left - strip.left - gap,
                                       self.table.log_lines_rect.top - strip.top - 8)

    # --- scene -------------------------------------------------------------------------------
    def enter(self) -> None:
        self.table.enter()

    def exit(self) -> None:
        self.table.exit()
        for element in self.elements:
            element.kill()
        self.elements = []

    def pause(self) -> None:
        for element in self.elements:
            element.hide()

    def resume(self) -> None:
        for element in self.elements:
            element.show()

    def on_resize(self, size) -> None:
        self.table.on_resize(size)
        self._build_bar()

    def on_language_changed(self) -> None:
        self.table.on_language_changed()
        self._build_bar()

    def handle_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons.values():
            key = next(k for k, b in self.buttons.items() if b is event.ui_element)
            self._pressed(key)
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.view_menu:
            self.watch_as(self.viewpoints[event.text])
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_LEFT:
            self.step_back()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_RIGHT:
            self.step_forward()
        else:
            self.table.handle_event(event)

    def _pressed(self, key: str) -> None:
        if key == "app.replay.back_move":
            self.step_back()
        elif key in ("app.replay.pause", "app.replay.play"):
            self.playing = not self.playing
            self._build_bar()
        elif key == "app.replay.next_move":
            self.step_forward()
        elif key == "app.replay.speed":
            self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)]
            self._build_bar()
        elif key == "app.replay.round_back":
            now = self.replay.round_at(self.position, self.round_starts)
            self.jump_to_round(now - 1 if self.position == self.round_starts[now - 1] else now)
        elif key == "app.replay.round_forward":
            self.jump_to_round(self.replay.round_at(self.position, self.round_starts) + 1)
        elif key == "app.replay.exit":
            self.app.scenes.pop()

    def update(self, dt: float) -> None:
        before = self.position
        if self.viewpoint is None:
            self._follow_the_player()
        self.table.update(dt)
        if self.position != before:
            self.wait = PAUSE_BETWEEN_MOVES / self.speed
        if not self.playing or not self.match.waiting or self.table.events.busy:
            return
        self.wait -= dt
        if self.wait <= 0:
            self.match.release()

    def _follow_the_player(self) -> None:
        """With everything revealed, the table's own place (the hand at the
        bottom) shows the seat about to act."""
        pending = self.match.pending()
        if pending and not self.table.events.busy and self.table.viewer != pending[0].seat:
            self.table.sight.look_as(pending[0].seat)

    def draw(self, surface: pygame.Surface) -> None:
        """The table, the bar's backing, and the banner saying what is
        shown (everything, in red, or one seat's view) and the round."""
        self.table.draw(surface)
        pygame.draw.rect(surface, style.PANEL, self.table.prompt_rect, border_radius=8)
        key = "app.replay.banner_all" if self.viewpoint is None else "app.replay.banner_seat"
        values = {} if self.viewpoint is None else {"name": self.replay.seats[self.viewpoint].name}
        colour = pygame.Color("#e05a4f") if self.viewpoint is None else style.GOLD_LIGHT
        pygame.draw.rect(surface, style.PANEL, self.banner_rect, border_radius=8)
        pygame.draw.rect(surface, colour, self.banner_rect, width=2, border_radius=8)
        round_now = self.replay.round_at(self.position, self.round_starts) - 1 + self.first_round
        total = len(self.round_starts) - 1 + self.first_round
        counter = i18n.t("app.replay.round", n=round_now, total=total) if round_now else i18n.t("app.replay.setup")
        lines = (i18n.t(key, **values), counter)
        for line, box in zip(lines, layout.split(self.banner_rect.inflate(-12, -4), [None, None], vertical=True)):
            style.draw_text(surface, line, box, style.SMALL, colour, bold=True, align="center", valign="center",
                            max_lines=1)


def _cells_for(row: pygame.Rect, labels: list[str], gap: int) -> list[pygame.Rect]:
    """One cell per label along `row`, each as wide as its label wants
    (with the button's padding), all widened or narrowed alike to fill it."""
    font = style.font(style.BODY)
    wanted = [font.size(label)[0] + layout.px(BUTTON_PADDING) for label in labels]
    room = row.w - gap * (len(labels) - 1)
    return layout.split(row, [int(width * room / sum(wanted)) for width in wanted[:-1]] + [None], gap,
                        vertical=False)
