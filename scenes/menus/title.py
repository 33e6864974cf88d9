"""The title menu: the game's name over the table, and the way in."""
from __future__ import annotations

import pygame

from saves import SaveError
from game import registry
from scenes import art, i18n, style
from scenes.layout import px
from scenes.menus.common import BUTTON_HEIGHT, GAP, MenuScene
from scenes.menus.dialog import ConfirmDialog, MessageDialog

MENU_WIDTH = 340


class TitleScene(MenuScene):
    #: The emblems beside the menu (picture, where), once drawn; the size and
    #: menu they wait to be drawn for; whether their drawing has started; how
    #: long they have shown.
    emblems: list | tuple = ()
    emblems_waiting: tuple | None = None
    emblems_asked = False
    emblems_age = 0.0

    def build(self, size):
        width, height = size
        top = max(px(40), height // 2 - px(290))
        entries = [("app.title.new_game", self.new_game), ("app.title.learn", self.learn),
                   ("app.online.title.join", self.join), ("app.title.load", self.load),
                   ("app.title.replays", self.replays), ("app.title.statistics", self.statistics),
                   ("app.title.rules", self.rules), ("app.title.settings", self.settings),
                   ("app.title.about", self.about), ("app.title.quit", self.quit)]
        if self.app.store.has_autosave():
            entries.insert(0, ("app.title.continue", self.continue_game))
        padding = px(24)
        panel_top = top + px(150)
        # Buttons shrink (down to 28 px) before the menu runs off a short window.
        room = height - panel_top - px(16) - 2 * padding
        button_height = max(px(28), min(px(BUTTON_HEIGHT), (room + px(GAP)) // len(entries) - px(GAP)))
        panel_height = len(entries) * (button_height + px(GAP)) - px(GAP) + 2 * padding
        panel_rect = pygame.Rect(0, 0, px(MENU_WIDTH) + 2 * padding, panel_height)
        panel_rect.midtop = (width // 2, panel_top)
        self.emblems, self.emblems_waiting, self.emblems_asked, self.emblems_age = [], (size, panel_rect), False, 0.0
        name = i18n.t("app.name")
        self.label(self._band(width, top, px(90), name, style.DISPLAY, bold=True), "app.name", object_id="#game_name")
        games = len(registry.ids())
        number = i18n.t(f"app.numbers.{games}")
        subtitle = i18n.t("app.subtitle", count=games, number=number)
        self.label(self._band(width, top + px(88), px(40), subtitle, style.HEADING), "app.subtitle",
                   object_id="#game_subtitle", count=games, number=number)
        panel = self.panel(panel_rect)
        self.menu_buttons = {}
        for i, (key, action) in enumerate(entries):
            rect = pygame.Rect(padding, padding + i * (button_height + px(GAP)), px(MENU_WIDTH), button_height)
            self.menu_buttons[key] = self.button(rect, key, action, container=panel, css="@menu_button")

    def clear_ui(self) -> None:
        """Under a table the menu's buttons and emblems go with its elements
        (their looks held about 7 MB at 2560×1440)."""
        super().clear_ui()
        self.menu_buttons = {}
        self.emblems, self.emblems_waiting = [], None

    @staticmethod
    def _band(width: int, top: int, height: int, words: str, size: int, bold: bool = False) -> pygame.Rect:
        """Where a line of `words` centred across the window goes: a band
        only as wide as they need, with room to spare (pygame-gui paints a
        picture the size of a label; a window-wide one took twice as long).
        Narrowed by the same amount on both sides, the words keep their pixels."""
        inset = max(0, (width - style.font(size, bold).size(words)[0]) // 2 - px(48))
        return pygame.Rect(inset, top, width - 2 * inset, height)

    #: The pictures that flank the menu: a dragon of the tables' games and
    #: the lyre, in the gold of the title, faint on the felt.
    EMBLEMS = ("dragonstones.dragon", "dragon_lyre.lyre")
    #: Seconds the emblems take to fade in.
    EMBLEMS_FADE = 0.4

    def update(self, dt: float) -> None:
        """The emblems are drawn on another thread once the menu has shown
        (the title's first frame waits for nothing but the menu), then fade in."""
        super().update(dt)
        if self.emblems_waiting is None:
            self.emblems_age += dt
            return
        size, panel_rect = self.emblems_waiting
        room = self._emblem_size(size, panel_rect)
        if not room:
            self.emblems_waiting = None
        elif not self.app.frames_drawn:
            return
        elif not self.emblems_asked:
            art.draw_ahead(self.EMBLEMS, room)
            self.emblems_asked = True
        elif art.ready(self.EMBLEMS, room):
            self._place_emblems(size, panel_rect)
            self.emblems_waiting = None

    @property
    def settling(self) -> bool:
        """Whether the emblems are still to be drawn or fading in."""
        return self.emblems_waiting is not None or bool(self.emblems) and self.emblems_age < self.EMBLEMS_FADE

    @staticmethod
    def _emblem_size(size, panel_rect: pygame.Rect) -> int:
        """How large the emblems beside the menu are (0: no room for them)."""
        room = min(panel_rect.left - px(24), int(size[1] * 0.42))
        return room if room >= px(96) else 0

    def _place_emblems(self, size, panel_rect: pygame.Rect) -> None:
        width = size[0]
        room = self._emblem_size(size, panel_rect)
        self.emblems = []
        if not room:
            return
        colour = (*style.GOLD[:3], 70)
        for name, centre_x in zip(self.EMBLEMS, (panel_rect.left // 2, (width + panel_rect.right) // 2)):
            # the white picture in the window's pixel format (the SVG's own took a millisecond to
            # blend in every frame), tinted as `art.icon` tints: one copy, not two
            picture = art.icon(name, room).convert_alpha()
            picture.fill(colour, special_flags=pygame.BLEND_RGBA_MULT)
            self.emblems.append((picture, picture.get_rect(center=(centre_x, panel_rect.centery))))

    def draw(self, surface):
        super().draw(surface)
        shown = min(1.0, self.emblems_age / self.EMBLEMS_FADE)
        for picture, rect in self.emblems:
            picture.set_alpha(round(255 * shown))
            surface.blit(picture, rect)

    def back(self):
        """Esc on the title menu does nothing: Quit is one click away."""

    def continue_game(self) -> None:
        """Open the unfinished game played last that loads (a damaged
        newer autosave is passed over: Load lists it with its reason)."""
        from scenes.menus.load import GameOpenElsewhere, problem_text, tell_open_elsewhere
        if not self.app.store.has_autosave():
            self.build_ui()
            return
        try:
            path, match = self.app.store.newest_playable_autosave()
        except SaveError as err:
            self.app.scenes.push(MessageDialog(self.app, "app.errors.autosave", reason=problem_text(err)))
            return
        except GameOpenElsewhere as elsewhere:
            tell_open_elsewhere(self.app, elsewhere)
            return
        self.app.open_game(match, autosave_path=path)

    def new_game(self) -> None:
        from scenes.menus.setup import SetupScene
        self.app.scenes.push(SetupScene(self.app))

    def learn(self) -> None:
        from scenes.menus.lessons import LessonsScene
        self.app.scenes.push(LessonsScene(self.app))

    def join(self) -> None:
        from scenes.menus.join import JoinScene
        self.app.scenes.push(JoinScene(self.app))

    def load(self) -> None:
        from scenes.menus.load import LoadScene
        self.app.scenes.push(LoadScene(self.app))

    def rules(self) -> None:
        from scenes.menus.rules import RulesScene
        self.app.scenes.push(RulesScene(self.app))

    def settings(self) -> None:
        from scenes.menus.settings import SettingsScene
        self.app.scenes.push(SettingsScene(self.app))

    def replays(self) -> None:
        from scenes.menus.replays import ReplaysScene
        self.app.scenes.push(ReplaysScene(self.app))

    def statistics(self) -> None:
        from scenes.menus.stats import StatsScene
        self.app.scenes.push(StatsScene(self.app))

    def about(self) -> None:
        from scenes.menus.about import AboutScene
        self.app.scenes.push(AboutScene(self.app))

    def quit(self) -> None:
        self.app.scenes.push(ConfirmDialog(self.app, "app.title.quit_confirm", "app.title.quit", self.leave))

    def leave(self) -> None:
        self.app.running = False

    def rest_pointer(self) -> None:
        """Put the pointer on the first entry (Continue or New game): coming
        back from a table, it would otherwise rest where Quit now is."""
        first = next(iter(self.menu_buttons.values()), None)
        if first is not None and pygame.mouse.get_focused():
            pygame.mouse.set_pos(first.rect.center)
