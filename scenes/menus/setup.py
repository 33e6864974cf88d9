"""New-game setup: which title, who sits where, the title's options, a seed."""
from __future__ import annotations

import random
from dataclasses import dataclass

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UICheckBox, UIDropDownMenu, UITextBox, UITextEntryLine

from game import registry
from game.match import AI, HUMAN, Match, Seat
from scenes import i18n
from scenes.menus.common import BUTTON_HEIGHT, MARGIN, ROW_HEIGHT, MenuScene
from scenes.menus.dialog import MessageDialog

#: Seat kinds in menu order: "human" or an AI level.
KINDS = ("human", "easy", "normal", "hard")
KIND_KEYS = {"human": "app.seat_kind.human", "easy": "app.seat_kind.ai_easy",
             "normal": "app.seat_kind.ai_normal", "hard": "app.seat_kind.ai_hard"}
DEFAULT_SEATS = 3
NAME_LIMIT = 20
PAD = 20


@dataclass
class SeatChoice:
    kind: str = "normal"
    name: str | None = None  # None: the default name for this seat and kind


def default_name(index: int, kind: str, humans: int) -> str:
    """"You" for the one human of a game against bots, "Player n" for each
    human passing the laptop round, a tavern name for a bot."""
    if kind == "human":
        return i18n.t("app.setup.you") if humans == 1 else i18n.t("app.setup.player_name", n=str(index + 1))
    return i18n.t(f"app.names.{index}")


def random_seed() -> int:
    return random.randrange(2**31)


class SetupScene(MenuScene):
    def __init__(self, app, title_id: str | None = None) -> None:
        super().__init__(app)
        titles = registry.ids()
        remembered = app.settings.last_title if title_id is None else title_id
        self.title_id = remembered if remembered in titles else (titles[0] if titles else None)
        self.seats = [SeatChoice(kind, name) for name, kind in app.settings.last_seats] or \
            [SeatChoice("human")] + [SeatChoice("normal") for _ in range(DEFAULT_SEATS - 1)]
        self.options: dict = {}
        self.seed_text = ""
        if self.title_id:
            self.choose_title(self.title_id, rebuild=False)

    # --- the choices -------------------------------------------------------------
    @property
    def rules(self):
        return registry.get(self.title_id)

    def choose_title(self, title_id: str, rebuild: bool = True) -> None:
        """Pick a title: its default options, and as many seats as it allows."""
        self.title_id = title_id
        rules = self.rules
        self.options = rules.resolve_options({})
        while len(self.seats) < rules.min_players:
            self.seats.append(SeatChoice("normal"))
        del self.seats[rules.max_players:]
        if rebuild:
            self.build_ui()

    def add_seat(self) -> None:
        if len(self.seats) < self.rules.max_players:
            self.seats.append(SeatChoice("normal"))
            self.build_ui()

    def remove_seat(self, index: int) -> None:
        if len(self.seats) > self.rules.min_players:
            del self.seats[index]
            self.build_ui()

    def seat_names(self) -> list[str]:
        humans = sum(s.kind == "human" for s in self.seats)
        return [(s.name if s.name is not None else default_name(i, s.kind, humans)).strip()
                for i, s in enumerate(self.seats)]

    def match_seats(self) -> list[Seat]:
        return [Seat(name, HUMAN) if s.kind == "human" else Seat(name, AI, s.kind)
                for name, s in zip(self.seat_names(), self.seats)]

    def seed(self) -> int | None:
        """The typed seed, a random one if empty, None if not a number."""
        text = self.seed_text.strip()
        if not text:
            return random_seed()
        try:
            return int(text)
        except ValueError:
            return None

    def start(self) -> None:
        seed = self.seed()
        if seed is None:
            self.app.scenes.push(MessageDialog(self.app, "app.setup.bad_seed"))
            return
        if not all(self.seat_names()):
            self.app.scenes.push(MessageDialog(self.app, "app.setup.empty_name"))
            return
        try:
            match = Match(self.title_id, self.match_seats(), seed, dict(self.options))
        except (ValueError, KeyError) as err:
            self.app.scenes.push(MessageDialog(self.app, "app.setup.start_failed", reason=err))
            return
        self.remember()
        self.app.open_game(match)

    def remember(self) -> None:
        """The next new game starts from this one's title and seats."""
        settings = self.app.settings
        settings.last_title = self.title_id
        settings.last_seats = [[seat.name, seat.kind] for seat in self.seats]
        settings.save()

    # --- the screen ----------------------------------------------------------------
    def build(self, size):
        width, height = size
        content = min(1200, width - 2 * MARGIN)
        left = (width - content) // 2
        self.heading(width, "app.setup.heading", top=28)
        panel_top, panel_bottom = 100, height - BUTTON_HEIGHT - 44
        titles_width = 470
        titles_panel = self.panel(pygame.Rect(left, panel_top, titles_width, panel_bottom - panel_top))
        seats_panel = self.panel(pygame.Rect(left + titles_width + 20, panel_top,
                                             content - titles_width - 20, panel_bottom - panel_top))
        self.title_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.name_entries: dict[object, int] = {}
        self.kind_menus: dict[object, int] = {}
        self.option_inputs: dict[object, str] = {}
        self.seed_entry = None
        self.start_button = None

        bottom = height - BUTTON_HEIGHT - 28
        self.button(pygame.Rect(left, bottom, 180, BUTTON_HEIGHT), "app.common.back", self.back)
        if self.title_id is None:
            self.label(pygame.Rect(PAD, PAD, titles_width - 2 * PAD, ROW_HEIGHT), "app.setup.no_titles",
                       container=titles_panel)
            return
        self.build_titles(titles_panel, titles_width)
        self.build_seats(seats_panel, content - titles_width - 20)
        self.start_button = self.button(pygame.Rect(left + content - 240, bottom, 240, BUTTON_HEIGHT),
                                        "app.setup.start", self.start, css="@menu_button")

    def build_titles(self, panel, width: int) -> None:
        inner = width - 2 * PAD
        y = PAD
        self.label(pygame.Rect(PAD, y, inner, 36), "app.setup.choose_title", container=panel, css="@heading")
        y += 40
        for title_id in registry.ids():
            rules = registry.get(title_id)
            button = self.button(pygame.Rect(PAD, y, inner - 120, 42), i18n.title_name_key(title_id),
                                 lambda t=title_id: self.choose_title(t), container=panel)
            if title_id == self.title_id:
                button.select()
            self.title_buttons[title_id] = button
            self.label(pygame.Rect(PAD + inner - 110, y, 110, 42), "app.setup.players", container=panel,
                       css="@caption", min=rules.min_players, max=rules.max_players)
            y += 50
        UITextBox(i18n.title_pitch_key(self.title_id), pygame.Rect(PAD - 4, y, inner + 8, 76), self.app.ui,
                  container=panel, object_id=ObjectID(object_id="#message_text"))
        y += 80
        self.label(pygame.Rect(PAD, y, inner, 36), "app.setup.options", container=panel, css="@heading")
        y += 40
        if not self.rules.options:
            self.label(pygame.Rect(PAD, y, inner, 30), "app.setup.no_options", container=panel, css="@caption")
        for option in self.rules.options:
            label = i18n.option_label(self.title_id, option.name)
            hint = f"app.options.{self.title_id}.{option.name}_hint"
            if set(option.choices) == {False, True}:
                box = UICheckBox(pygame.Rect(PAD, y + 6, 24, 24), label, self.app.ui, container=panel,
                                 initial_state=bool(self.options[option.name]),
                                 tool_tip_text=hint if i18n.has(hint) else None)
                self.option_inputs[box] = option.name
            else:
                self.label(pygame.Rect(PAD, y, inner - 180, ROW_HEIGHT), label, container=panel)
                choices = [(str(c), str(i)) for i, c in enumerate(option.choices)]
                current = choices[option.choices.index(self.options[option.name])]
                menu = UIDropDownMenu(choices, current, pygame.Rect(PAD + inner - 170, y, 170, ROW_HEIGHT),
                                      self.app.ui, container=panel)
                self.option_inputs[menu] = option.name
            y += ROW_HEIGHT + 4

    def build_seats(self, panel, width: int) -> None:
        inner = width - 2 * PAD
        rules = self.rules
        y = PAD
        self.label(pygame.Rect(PAD, y, inner, 36), "app.setup.seats", container=panel, css="@heading",
                   number=len(self.seats))
        y += 40
        names = self.seat_names()
        kind_options = [(KIND_KEYS[k], k) for k in KINDS]
        for index, seat in enumerate(self.seats):
            self.label(pygame.Rect(PAD, y, 28, ROW_HEIGHT), f"{index + 1}.", container=panel, css="@caption")
            entry = UITextEntryLine(pygame.Rect(PAD + 30, y, 260, ROW_HEIGHT), self.app.ui, container=panel)
            entry.set_text_length_limit(NAME_LIMIT)
            entry.set_text(names[index])
            self.name_entries[entry] = index
            menu = UIDropDownMenu(kind_options, (KIND_KEYS[seat.kind], seat.kind),
                                  pygame.Rect(PAD + 300, y, 200, ROW_HEIGHT), self.app.ui, container=panel)
            self.kind_menus[menu] = index
            self.button(pygame.Rect(PAD + 512, y, 120, ROW_HEIGHT), "app.setup.remove_seat",
                        lambda i=index: self.remove_seat(i), container=panel, css="@small_button",
                        enabled=len(self.seats) > rules.min_players)
            y += ROW_HEIGHT + 8
        self.button(pygame.Rect(PAD + 30, y + 4, 200, ROW_HEIGHT), "app.setup.add_seat", self.add_seat,
                    container=panel, enabled=len(self.seats) < rules.max_players)
        y += ROW_HEIGHT + 28
        self.label(pygame.Rect(PAD, y, 160, ROW_HEIGHT), "app.setup.seed", container=panel, css="@heading")
        self.seed_entry = UITextEntryLine(pygame.Rect(PAD + 170, y, 200, ROW_HEIGHT), self.app.ui, container=panel)
        self.seed_entry.set_text_length_limit(12)
        self.seed_entry.set_text(self.seed_text)
        self.label(pygame.Rect(PAD + 384, y, inner - 384, ROW_HEIGHT), "app.setup.seed_hint", container=panel,
                   css="@caption")

    # --- input ----------------------------------------------------------------------
    def handle_event(self, event):
        element = getattr(event, "ui_element", None)
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            if element in self.name_entries:
                self.seats[self.name_entries[element]].name = element.get_text()
            elif element is self.seed_entry:
                self.seed_text = element.get_text()
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if element in self.kind_menus:
                self.set_kind(self.kind_menus[element], event.selected_option_id)
            elif element in self.option_inputs:
                option = self.option_of(self.option_inputs[element])
                self.options[option.name] = option.choices[int(event.selected_option_id)]
        elif event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            if element in self.option_inputs:
                self.options[self.option_inputs[element]] = event.type == pygame_gui.UI_CHECK_BOX_CHECKED
        else:
            super().handle_event(event)

    def set_kind(self, index: int, kind: str) -> None:
        seat = self.seats[index]
        seat.kind = kind
        if seat.name is None:  # a default name follows the kind ("You" / "Bram")
            self.build_ui()

    def option_of(self, name: str):
        return next(o for o in self.rules.options if o.name == name)
