"""The desktop app: window, pygame-gui manager, scene stack, main loop.

Scenes own their pygame-gui elements: a menu builds them in `enter`/`resume`
and hides or kills them in `pause`/`exit`, so the elements of a scene under
an overlay never take clicks meant for the overlay.  Events go to the UI
manager first; whatever it does not consume goes to the top scene.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

import pygame
import pygame_gui

from saves import SaveStore, Settings
from scenes import i18n, layout, memory, style
from scenes.alerts import Alerts
from scenes.base import SceneManager
from scenes.gui_fonts import share_faces
from scenes.gui_refit import queue_held_looks
from scenes.cjk_breaks import break_chinese_by_the_rules
from scenes.gui_ids import remember_theming_ids
from scenes.gui_shapes import draw_rounded_looks_by_their_ends
from scenes.gui_theme import TitleFirstUIManager

if TYPE_CHECKING:
    from concurrent.futures import Future, ThreadPoolExecutor

    from saves import AutosaveWriter

WINDOW_SIZE = (1280, 720)
MIN_WINDOW_SIZE = layout.MIN_WINDOW
FPS = 60


class SilentSounds:
    """Stands in for scenes.sound.Sounds where there is no sound module
    (or no audio device), and until the first frame is on screen."""

    muted = False

    def start(self) -> None: ...

    def play(self, name: str) -> None: ...

    def set_volume(self, volume: float) -> None: ...

    def set_music_volume(self, volume: float) -> None: ...

    def set_muted(self, muted: bool) -> None:
        self.muted = muted


def make_sounds(settings: Settings):
    try:
        from scenes.sound import Sounds
    except ImportError:
        return SilentSounds()
    try:
        return Sounds(settings.volume, settings.music_volume, settings.muted)
    except pygame.error:
        return SilentSounds()


class Toast:
    """A small notice at the foot of the screen that fades after a moment."""

    SHOWN = 2.2   # seconds fully visible
    FADE = 0.5

    def __init__(self, text: str) -> None:
        label = style.text(text, style.BODY, style.TEXT_LIGHT)
        self.picture = style.plate((label.get_width() + 36, label.get_height() + 18), edge=style.GOLD)
        self.picture.blit(label, (18, 9))
        self.age = 0.0

    def draw(self, surface: pygame.Surface, dt: float) -> bool:
        """Draw and age the notice; False once it has faded out."""
        self.age += dt
        if self.age > self.SHOWN + self.FADE:
            return False
        self.picture.set_alpha(int(255 * min(1.0, (self.SHOWN + self.FADE - self.age) / self.FADE)))
        w, h = surface.get_size()
        surface.blit(self.picture, self.picture.get_rect(midbottom=(w // 2, h - 60)))
        return True


class App:
    def __init__(self, settings: Settings | None = None, store: SaveStore | None = None,
                 windowed: bool = False) -> None:
        self.settings = settings or Settings.load()
        self.store = store or SaveStore()
        self.autosaver: AutosaveWriter | None = None
        # Only what the title needs: the sound is made and its audio device
        # opened after the first frame (`step`), so neither the sound module
        # nor a slow sound server delays the title.
        pygame.display.init()
        pygame.font.init()
        from scenes.app_icon import window_icon
        pygame.display.set_icon(window_icon())
        fullscreen = self.settings.fullscreen and not windowed
        self.screen = self._open_window(fullscreen)
        layout.set_window(self.screen.get_size())
        self.ui = TitleFirstUIManager(
            self.screen.get_size(), None,
            starting_language=self.settings.language,
            translation_directory_paths=[str(i18n.TRANSLATIONS_DIR)])
        # The theme's Chinese font is named by path, so FreeType reads the
        # 8 MB file as needed instead of pygame-gui keeping a copy in memory
        # for every size and weight (about 55 MB), and it is opened once per
        # weight, shared with the tables.
        self.ui.add_font_paths(i18n.CHINESE_FONT, style.FONT_REGULAR, style.FONT_BOLD)
        share_faces(self.ui)
        draw_rounded_looks_by_their_ends()
        remember_theming_ids(self.ui)
        break_chinese_by_the_rules()
        self.theme_scale: float | None = None
        self._scale_theme()
        i18n.forget_duplicate_load_paths()
        self.scenes = SceneManager()
        self.clock = pygame.time.Clock()
        self.sound = SilentSounds()
        self.frames_drawn = 0
        self.running = True
        #: A table closed: its memory goes back at the end of this frame.
        self.memory_to_give_back = False
        # Statistics and replays of a finished game are written off the drawing thread
        # (by one writer, made with the first finished game).
        self.records_writer: ThreadPoolExecutor | None = None
        self.records_written: Future | None = None
        self.toast: Toast | None = None
        self.alerts = Alerts(self)
        self._set_caption()

    # --- window ------------------------------------------------------------
    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(WINDOW_SIZE, pygame.RESIZABLE)

    def _set_caption(self) -> None:
        pygame.display.set_caption(self.t("app.name"))

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        self.settings.save()
        self.screen = self._open_window(self.settings.fullscreen)
        self.resize(self.screen.get_size())

    def resize(self, size: tuple[int, int]) -> None:
        """The window is now `size` (no smaller than the minimum): every
        screen lays itself out again."""
        size = (max(size[0], MIN_WINDOW_SIZE[0]), max(size[1], MIN_WINDOW_SIZE[1]))
        if size != self.screen.get_size() and not self.settings.fullscreen:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.screen = pygame.display.get_surface()
        layout.set_window(self.screen.get_size())
        self._scale_theme()
        self.ui.set_window_resolution(self.screen.get_size())
        for scene in self.scenes.stack:
            scene.on_resize(self.screen.get_size())

    def toggle_mute(self) -> None:
        """M, or the Mute button in Settings: silence music and effects."""
        self.settings.muted = not self.settings.muted
        self.settings.save()
        self.sound.set_muted(self.settings.muted)

    def notify(self, key: str, **values) -> None:
        """A one-line notice ("Saved as …") that shows for a moment at the
        foot of the screen, over whatever is there, and needs no click."""
        self.toast = Toast(self.t(key, **values))

    def _scale_theme(self) -> None:
        """Menus and buttons (pygame-gui) at the UI scale, like the tables."""
        if layout.scale() != self.theme_scale:
            theme = i18n.theme()
            if self.theme_scale is not None:   # the colours stay loaded: only the lengths change
                theme = {element: {part: data for part, data in blocks.items() if part in ("font", "misc")}
                         for element, blocks in theme.items()}
            self.theme_scale = layout.scale()
            self.ui.get_theme().load_theme(layout.scaled_theme(theme, self.theme_scale))

    # --- language ----------------------------------------------------------
    def t(self, key: str, **values) -> str:
        return i18n.t(key, **values)

    def set_language(self, language: str) -> None:
        if language not in i18n.LANGUAGES:
            raise ValueError(f"no language {language!r}; choose one of {', '.join(i18n.LANGUAGES)}")
        self.settings.language = language
        self.settings.save()
        self.ui.set_locale(language)
        self._set_caption()
        for scene in list(self.scenes.stack):
            scene.on_language_changed()

    # --- the loop ------------------------------------------------------------
    def step(self, events: Iterable[pygame.event.Event], dt: float) -> None:
        """One frame: events, update, draw (the caller flips the display)."""
        if self.frames_drawn == 1:
            self.after_the_first_frame()
        for event in events:
            if event.type == pygame.QUIT:
                self.running = False
            elif event.type == pygame.VIDEORESIZE:
                self.resize(event.size)
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
            elif self.ui.process_events(event) or self.alerts.handle_event(event):
                continue
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_m and not self._typing():
                self.toggle_mute()
            elif self.scenes.top:
                self.scenes.top.handle_event(event)
        if self.frames_drawn:
            self.ui.update(dt)
            queue_held_looks()
        else:   # the first frame shows the menu as built: pygame-gui's upkeep (drawing each button's
            # hovered and pressed looks) starts with the second; only its list of what to draw is made now
            self.ui.get_sprite_group().update_visibility()
        if self.scenes.top:
            self.scenes.top.update(dt)
        self.alerts.update()
        for scene in self.scenes.visible():
            scene.draw(self.screen)
        self.ui.draw_ui(self.screen)
        if self.toast is not None:
            if not self.toast.draw(self.screen, dt):
                self.toast = None
        self.frames_drawn += 1
        # In the frame that changed screens (already a long one), not in the next.
        self.give_back_memory_of_closed_table()

    def after_the_first_frame(self) -> None:
        """The title is on screen: now what it did not need, the sound,
        pygame-gui's shadows and default fonts (`scenes.gui_theme`),
        pictures' own pages (`scenes.memory`: the title's few, drawn
        before, came from the heap, where its scratch pictures were drawn
        on the same pages, not on fresh ones each), and clearing away
        unfinished writes' temp files."""
        memory.pictures_from_their_own_pages()
        self.store.remove_stale_temp_files()
        self.sound = make_sounds(self.settings)
        self.sound.start()
        theme = self.ui.get_theme()
        theme.draw_shadows_from_now_on()
        theme.get_font_dictionary().load_default_fonts()

    def give_back_memory_of_closed_table(self) -> None:
        """A table closed: collect it and return the memory it held (at
        the end of the frame that changed screens, or while another table
        opens)."""
        if self.memory_to_give_back:
            self.memory_to_give_back = False
            memory.give_back_free_memory()

    def _typing(self) -> bool:
        """A text field has the keyboard (M is then a letter, not mute)."""
        focused = self.ui.get_focus_set()
        return any(isinstance(element, pygame_gui.elements.UITextEntryLine) for element in focused or ())

    def run(self) -> None:
        while self.running:
            dt = self.clock.tick(FPS) / 1000
            self.step(pygame.event.get(), dt)
            pygame.display.flip()
        self.scenes.close_all()   # a table hosting players across laptops tells them the host quit
        self.stop_autosave()
        pygame.quit()

    def start(self) -> None:
        """Open the title menu."""
        from scenes.menus.title import TitleScene
        self.scenes.clear_to(TitleScene(self))

    # --- moving between screens ------------------------------------------------
    def open_game(self, match, autosave_path=None) -> None:
        """Sit down at `match`'s table: it autosaves after every action (to
        `autosave_path` when it continues an autosave, else to a new file
        of its own), and everything above the title menu (setup, load, an
        old table) goes."""
        if match.hosted is not None and not match.networked:   # a hosted game saved: open it to its players again
            self.host_game(match, autosave_path)
            return
        self.stop_autosave()
        if match.saved_here and match.lesson is None:
            from saves import AutosaveWriter
            self.autosaver = AutosaveWriter(match, autosave_path or self.store.new_autosave_path())
            match.on_action = self.autosaver.note
        match.hard_budget = self.settings.hard_budget
        from scenes.tables import open_table
        memory.forget_table_art(match.title_id)   # the menu's pictures (its emblems) go: the table draws its own
        table = open_table(self, match)
        self._unwind_to_bottom()
        self.give_back_memory_of_closed_table()
        self.scenes.push(table)
        table.prepare()

    def open_lesson(self, title_id: str) -> None:
        """Sit down at the title's Learn-to-play game: the player and Normal
        bots, the prepared deal; nothing of it is saved or counted."""
        from game.lessons import lesson_for, lesson_match
        from scenes.menus.setup import default_name
        lesson = lesson_for(title_id)
        bots = [default_name(seat, "normal") for seat in range(1, lesson.players)]
        self.open_game(lesson_match(lesson, default_name(0, "human"), bots))

    def open_setup(self, title_id: str) -> None:
        """The new-game screen for `title_id`, over the title menu."""
        from scenes.menus.setup import SetupScene
        self.back_to_title()
        self.scenes.push(SetupScene(self, title_id))

    def host_game(self, match, autosave_path=None) -> None:
        """Open `match` to players on other laptops (a new game with remote
        seats, or a hosted game saved): the host screen, then the table."""
        from scenes.menus.host import HostScene
        self.scenes.push(HostScene(self, match, autosave_path))

    def open_game_menu(self, table, curtained: bool = False) -> None:
        """Esc at `table`: the in-game menu over it (save, load, undo, ...);
        Esc on its pass-and-play curtain (`curtained`): the same menu over
        the curtain, without Undo."""
        from scenes.menus.game_menu import GameMenuScene
        self.scenes.push(GameMenuScene(self, table, curtained))

    def open_rules(self, title_id: str) -> None:
        """The "?" button or F1 at a table: the title's rules over it."""
        from scenes.menus.rules import RulesScene
        self.scenes.push(RulesScene(self, title_id))

    def tell_host_left(self) -> None:
        """At a table hosted on another laptop: the host closed it.  Saying
        so, over the table, with the way back to the title."""
        from scenes.menus.dialog import MessageDialog
        self.scenes.push(MessageDialog(self, "app.online.host_left.message", heading_key="app.online.host_left.heading",
                                       ok_key="app.online.host_left.back", on_close=self.back_to_title))

    def show_results(self, match) -> None:
        from saves.replays import keep_finished_game
        from scenes.menus.results import ResultsScene
        self.stop_autosave(discard=True)
        if self.records_writer is None:
            from concurrent.futures import ThreadPoolExecutor
            self.records_writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="records")
        self.records_written = self.records_writer.submit(keep_finished_game, match, self.store.root)
        self.scenes.replace(ResultsScene(self, match))

    def wait_for_records(self) -> None:
        """Let the last finished game's statistics and replay reach the
        disk (the Statistics and Replays screens read them)."""
        if self.records_written is not None:
            self.records_written.exception()

    def stop_autosave(self, discard: bool = False) -> None:
        """Finish writing the open game's autosave (or, when the game is
        over, remove it)."""
        if self.autosaver is not None:
            self.autosaver.close(discard=discard)
            self.autosaver = None

    def back_to_title(self) -> None:
        """Close every screen, the table's memory given back before the
        title menu draws its own (not both held at once)."""
        from scenes.menus.title import TitleScene
        self.scenes.close_all()
        self.give_back_memory_of_closed_table()
        title = TitleScene(self)
        self.scenes.push(title)
        title.rest_pointer()

    def _unwind_to_bottom(self) -> None:
        """Close every scene above the bottom one without waking the ones
        in between."""
        stack = self.scenes.stack
        while len(stack) > 1:
            stack.pop().exit()
