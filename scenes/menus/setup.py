"""New-game setup: which title, who sits where, the title's options, a seed.

A human seat's name is typed, or picked from the players the statistics
know (the "▼" beside it): a name picked plays for that player's profile
(a renamed one by its new name), a new name typed starts a new one."""
from __future__ import annotations

import random
from dataclasses import dataclass

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UICheckBox, UIDropDownMenu, UISelectionList, UITextBox, UITextEntryLine

from game import registry
from game.lessons import LESSONS
from game.match import AI, HUMAN, REMOTE, Match, Seat
from saves.stats import StatsBook
from scenes import i18n
from scenes.layout import px, split
from scenes.menus.common import BUTTON_HEIGHT, MARGIN, ROW_HEIGHT, MenuScene
from scenes.menus.dialog import MessageDialog
from scenes.tables import preload

#: Seat kinds in menu order: "human" or an AI level.
KINDS = ("human", "remote", "easy", "normal", "hard")
KIND_KEYS = {"human": "app.seat_kind.human", "remote": "app.seat_kind.remote", "easy": "app.seat_kind.ai_easy",
             "normal": "app.seat_kind.ai_normal", "hard": "app.seat_kind.ai_hard"}
DEFAULT_SEATS = 3
NAME_LIMIT = 20
PAD = 20
#: The button beside a human seat's name that drops the list of known players (a sign, the same in every language).
KNOWN_PLAYERS = "▼"


@dataclass
class SeatChoice:
    kind: str = "normal"
    name: str | None = None  # None: the default name for this seat and kind


def default_name(index: int, kind: str) -> str:
    """"Player n" for a human (never "You": a name is said in the third
    person too, "Player 1 attacks Greta"), a tavern name for a bot."""
    if kind == "human":
        return i18n.t("app.setup.player_name", n=str(index + 1))
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
        self.offering = False   # the chosen title's lesson is offered (its first choice)
        self.seed_text = ""
        app.wait_for_records()
        self.book = StatsBook(app.store.root)
        self.picking: int | None = None   # the seat whose list of known players is open
        self.known_list: UISelectionList | None = None
        if self.title_id:
            self.choose_title(self.title_id, rebuild=False)

    # --- the choices -------------------------------------------------------------
    @property
    def rules(self):
        return registry.get(self.title_id)

    def choose_title(self, title_id: str, rebuild: bool = True) -> None:
        """Pick a title: its default options, and as many seats as it allows."""
        self.title_id = title_id
        preload(title_id)
        rules = self.rules
        self.options = rules.resolve_options({})
        while len(self.seats) < rules.min_players:
            self.seats.append(SeatChoice("normal"))
        del self.seats[rules.max_players:]
        self.offering = self.first_choice_of_a_lesson()
        if rebuild:
            self.build_ui()

    def first_choice_of_a_lesson(self) -> bool:
        """Whether to offer the chosen title's lesson: the first time it is
        chosen (remembered in the settings), for a game at this laptop
        alone."""
        settings, title_id = self.app.settings, self.title_id
        if title_id not in LESSONS or title_id in settings.lessons_offered or not self.alone_here():
            return False
        settings.lessons_offered = [*settings.lessons_offered, title_id]
        settings.save()
        return True

    def alone_here(self) -> bool:
        """One human at this laptop and nobody remote (a lesson is never
        offered for pass-and-play or a game across laptops)."""
        humans = [seat for seat in self.seats if seat.kind in (HUMAN, REMOTE)]
        return len(humans) == 1 and humans[0].kind == HUMAN

    def learn(self) -> None:
        self.app.open_lesson(self.title_id)

    def not_now(self) -> None:
        """The lesson's offer put away (it is not made again for this title)."""
        self.offering = False
        self.build_ui()

    def add_seat(self) -> None:
        if len(self.seats) < self.rules.max_players:
            self.seats.append(SeatChoice("normal"))
            self.build_ui()

    def remove_seat(self, index: int) -> None:
        if len(self.seats) > self.rules.min_players:
            del self.seats[index]
            self.build_ui()

    def known_players(self) -> list[str]:
        """The players the statistics know, most games first, by the names
        they are shown by in this language."""
        return [self.book.name_of(profile, lambda n: i18n.t("app.setup.player_name", n=n))
                for profile in self.book.players()]

    def toggle_known_players(self, index: int) -> None:
        self.picking = None if self.picking == index else index
        self.build_ui()

    def pick_player(self, name: str) -> None:
        """The seat whose list is open plays as the known player `name`."""
        self.seats[self.picking].name = name
        self.picking = None
        self.build_ui()

    def seat_names(self) -> list[str]:
        return [(s.name if s.name is not None else default_name(i, s.kind)).strip()
                for i, s in enumerate(self.seats)]

    def match_seats(self) -> list[Seat]:
        return [Seat(name, s.kind) if s.kind in (HUMAN, REMOTE) else Seat(name, AI, s.kind)
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
        if any(s.kind == REMOTE for s in self.seats):
            self.host(match)
        else:
            self.app.open_game(match)

    def host(self, match: Match) -> None:
        """Remote players: open the table to the network first.  The
        people at the hosting laptop (one at least) pass it as ever."""
        if not match.humans:
            self.app.scenes.push(MessageDialog(self.app, "app.online.host.one_here"))
            return
        self.app.host_game(match)

    def remember(self) -> None:
        """The next new game starts from this one's title and seats."""
        settings = self.app.settings
        settings.last_title = self.title_id
        settings.last_seats = [[seat.name, seat.kind] for seat in self.seats]
        settings.save()

    # --- the screen ----------------------------------------------------------------
    def build(self, size):
        width, height = size
        content = min(px(1200), width - 2 * px(MARGIN))
        left = (width - content) // 2
        self.heading(width, "app.setup.heading", top=px(28))
        panel_top, panel_bottom = px(100), height - px(BUTTON_HEIGHT) - px(44)
        titles_rect, seats_rect = split(pygame.Rect(left, panel_top, content, panel_bottom - panel_top),
                                        [0.4, None], px(20), vertical=False)
        offer_rect = None
        if self.offering:   # the lesson's offer takes a strip at the foot of the seats' column
            offer_rect = pygame.Rect(seats_rect.left, 0, seats_rect.w, px(BUTTON_HEIGHT) + px(4))
            seats_rect.h -= offer_rect.h + px(8)
            offer_rect.top = seats_rect.bottom + px(8)
        titles_panel = self.panel(titles_rect)
        seats_panel = self.panel(seats_rect)
        self.title_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.name_entries: dict[object, int] = {}
        self.kind_menus: dict[object, int] = {}
        self.option_inputs: dict[object, str] = {}
        self.option_lines: dict[str, pygame_gui.elements.UILabel] = {}
        self.seed_entry = None
        self.levels_line = None
        self.start_button = None

        bottom = height - px(BUTTON_HEIGHT) - px(28)
        self.button(pygame.Rect(left, bottom, px(180), px(BUTTON_HEIGHT)), "app.common.back", self.back)
        if self.title_id is None:
            self.label(pygame.Rect(px(PAD), px(PAD), titles_rect.w - 2 * px(PAD), px(ROW_HEIGHT)),
                       "app.setup.no_titles", container=titles_panel)
            return
        self.build_titles(titles_panel, titles_rect.w)
        self.build_seats(seats_panel, seats_rect.w, seats_rect.h)
        self.start_button = self.button(pygame.Rect(left + content - px(240), bottom, px(240), px(BUTTON_HEIGHT)),
                                        "app.setup.start", self.start, css="@menu_button")
        self.learn_button = self.button(pygame.Rect(left + content - px(490), bottom, px(240), px(BUTTON_HEIGHT)),
                                        "app.setup.learn", self.learn, enabled=self.title_id in LESSONS)
        self.offer_buttons = {}
        if offer_rect is not None:
            self.build_offer(offer_rect)

    def build_offer(self, rect: pygame.Rect) -> None:
        """"New to Citadels? ..." with Learn and Not now, on a board of its own."""
        board = self.panel(rect)
        gap, button_w = px(6), px(96)
        not_now = pygame.Rect(rect.w - gap - button_w, gap, button_w, rect.h - 2 * gap)
        learn = not_now.move(-button_w - gap, 0)
        question, how_long = split(pygame.Rect(px(10), px(2), learn.left - px(14), rect.h - px(4)), [0.5, None], 0)
        self.label(question, "app.setup.offer_lesson", container=board, css="@caption",
                   title=i18n.t(i18n.title_name_key(self.title_id)))
        self.label(how_long, "app.setup.offer_minutes", container=board, css="@caption")
        self.offer_buttons = {"learn": self.button(learn, "app.setup.offer_learn", self.learn, container=board,
                                                   css="@small_button"),
                              "not_now": self.button(not_now, "app.setup.offer_not_now", self.not_now,
                                                     container=board, css="@small_button")}

    def build_titles(self, panel, width: int) -> None:
        pad = px(PAD)
        inner = width - 2 * pad
        players_w = px(110)
        y = pad
        self.label(pygame.Rect(pad, y, inner, px(36)), "app.setup.choose_title", container=panel, css="@heading")
        y += px(40)
        for title_id in registry.ids():
            rules = registry.get(title_id)
            button = self.button(pygame.Rect(pad, y, inner - players_w - px(10), px(38)),
                                 i18n.title_name_key(title_id), lambda t=title_id: self.choose_title(t), container=panel)
            if title_id == self.title_id:
                button.select()
            self.title_buttons[title_id] = button
            self.label(pygame.Rect(pad + inner - players_w, y, players_w, px(38)), "app.setup.players",
                       container=panel, css="@caption", min=rules.min_players, max=rules.max_players)
            y += px(44)
        UITextBox(i18n.title_pitch_key(self.title_id), pygame.Rect(pad - px(4), y, inner + px(8), px(80)),
                  self.app.ui, container=panel, object_id=ObjectID(object_id="#message_text"))
        y += px(88)
        self.label(pygame.Rect(pad, y, inner, px(36)), "app.setup.options", container=panel, css="@heading")
        y += px(40)
        row = px(ROW_HEIGHT)
        if not self.rules.options:
            self.label(pygame.Rect(pad, y, inner, px(30)), "app.setup.no_options", container=panel, css="@caption")
        for option in self.rules.options:
            label = i18n.option_label(self.title_id, option.name)
            if set(option.choices) == {False, True}:
                box = UICheckBox(pygame.Rect(pad, y + px(4), px(24), px(24)), label, self.app.ui, container=panel,
                                 initial_state=bool(self.options[option.name]))
                self.option_inputs[box] = option.name
                height = px(30)
            else:
                self.label(pygame.Rect(pad, y, inner - px(180), row), label, container=panel)
                choices = [(str(c), str(i)) for i, c in enumerate(option.choices)]
                current = choices[option.choices.index(self.options[option.name])]
                menu = UIDropDownMenu(choices, current, pygame.Rect(pad + inner - px(170), y, px(170), row),
                                      self.app.ui, container=panel)
                self.option_inputs[menu] = option.name
                height = row
            explanation = f"app.options.{self.title_id}.{option.name}_hint"
            if i18n.has(explanation):   # what the option does, in one line under it
                self.option_lines[option.name] = self.label(
                    pygame.Rect(pad + px(30), y + height, inner - px(30), px(22)), explanation, container=panel,
                    css="@caption")
                height += px(24)
            y += height + px(6)

    def build_seats(self, panel, width: int, height: int) -> None:
        """One row per seat: number, name, kind, Remove; rows get shorter
        when seven seats must fit a small window."""
        pad = px(PAD)
        inner = width - 2 * pad
        rules = self.rules
        y = pad
        self.label(pygame.Rect(pad, y, inner, px(36)), "app.setup.seats", container=panel, css="@heading",
                   number=len(self.seats))
        y += px(40)
        # the seat rows, the Add button and the seed row share what is left
        rows = len(self.seats) + 2
        row = max(px(28), min(px(ROW_HEIGHT), (height - y - pad - px(24)) // rows - px(6)))
        gap = max(px(4), min(px(8), (height - y - pad - px(24)) // rows - row))
        number_w = px(28)
        _, name_rect, kind_rect, remove_rect = split(pygame.Rect(pad, 0, inner, row), [number_w, None, 0.3, 0.2],
                                                     px(8), vertical=False)
        names = self.seat_names()
        known = self.known_players()
        kind_options = [(KIND_KEYS[k], k) for k in KINDS]
        self.known_buttons, self.known_list = {}, None
        for index, seat in enumerate(self.seats):
            self.label(pygame.Rect(pad, y, number_w, row), f"{index + 1}.", container=panel, css="@caption")
            entry_rect = name_rect.move(0, y)
            if known and seat.kind == HUMAN:
                entry_rect.w -= row + px(4)
                button = self.button(pygame.Rect(entry_rect.right + px(4), y, row, row), KNOWN_PLAYERS,
                                     lambda i=index: self.toggle_known_players(i), container=panel,
                                     css="@small_button")
                self.known_buttons[index] = button
                if self.picking == index:
                    self.build_known_list(known, name_rect.move(panel.rect.left, panel.rect.top + y + row))
            entry = UITextEntryLine(entry_rect, self.app.ui, container=panel)
            entry.set_text_length_limit(NAME_LIMIT)
            entry.set_text(names[index])
            self.name_entries[entry] = index
            menu = UIDropDownMenu(kind_options, (KIND_KEYS[seat.kind], seat.kind), kind_rect.move(0, y),
                                  self.app.ui, container=panel)
            self.kind_menus[menu] = index
            self.button(remove_rect.move(0, y), "app.setup.remove_seat",
                        lambda i=index: self.remove_seat(i), container=panel, css="@small_button",
                        enabled=len(self.seats) > rules.min_players)
            y += row + gap
        self.button(pygame.Rect(name_rect.left, y, name_rect.w, row), "app.setup.add_seat", self.add_seat,
                    container=panel, enabled=len(self.seats) < rules.max_players)
        y += row + gap + px(12)
        seed_label, seed_entry, seed_hint = split(pygame.Rect(pad, y, inner, row), [0.22, 0.3, None], px(10),
                                                  vertical=False)
        # The heading's type is a shade taller than the smallest row: the
        # label grows about its middle, still level with the seed's box.
        self.label(seed_label.inflate(0, px(6)), "app.setup.seed", container=panel, css="@heading")
        self.seed_entry = UITextEntryLine(seed_entry, self.app.ui, container=panel)
        self.seed_entry.set_text_length_limit(12)
        self.seed_entry.set_text(self.seed_text)
        self.label(seed_hint, "app.setup.seed_hint", container=panel, css="@caption")
        self.levels_line = self.label(pygame.Rect(pad, height - pad - px(22), inner, px(22)), "app.setup.levels_hint",
                                      container=panel, css="@caption")

    def build_known_list(self, known: list[str], under: pygame.Rect) -> None:
        """The known players, in a list that drops from a seat's name."""
        self.known_list = UISelectionList(pygame.Rect(under.left, under.top + px(2), under.w, px(40)), known,
                                          self.app.ui, container=self.root, starting_height=3)
        height = min(len(known), 6) * self.known_list.list_item_height + px(8)   # the theme's item height
        if under.bottom + height > self.app.screen.get_height():   # no room below: it rises above the name
            self.known_list.set_relative_position((under.left, under.top - under.h - height - px(2)))
        self.known_list.set_dimensions((under.w, height))
        self.known_list.set_item_list(known)   # laid out again at that height
        self.panel_rects.append(self.known_list.rect.inflate(px(6), px(6)))   # a gold edge around it

    # --- input ----------------------------------------------------------------------
    def handle_event(self, event):
        element = getattr(event, "ui_element", None)
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            if element in self.name_entries:
                self.seats[self.name_entries[element]].name = element.get_text()
            elif element is self.seed_entry:
                self.seed_text = element.get_text()
        elif event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and element is self.known_list:
            self.pick_player(event.text)
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
        offered, self.offering = self.offering, self.offering and self.alone_here()
        if seat.name is None or offered != self.offering:  # a default name follows the kind ("Player 1" / "Bram")
            self.build_ui()

    def option_of(self, name: str):
        return next(o for o in self.rules.options if o.name == name)
