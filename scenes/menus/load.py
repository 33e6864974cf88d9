"""The load screen: every save with its title, date, players and round, and
the files that could not be read, each with the reason."""
from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor, wait
from datetime import datetime
from typing import Callable, TypeVar

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIScrollingContainer, UITextBox

from saves import SaveError, display_name
from saves.lock import GameOpenElsewhere
from scenes import i18n
from scenes.layout import px
from scenes.menus.common import BUTTON_HEIGHT, MARGIN, MenuScene
from scenes.menus.dialog import ConfirmDialog, MessageDialog, escape

ROW = 100
PAD = 20
T = TypeVar("T")

_reader: ThreadPoolExecutor | None = None


def local_time(iso: str) -> str:
    """A save's UTC timestamp as local 'YYYY-MM-DD HH:MM' (or as saved)."""
    try:
        return datetime.fromisoformat(iso).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return iso


def problem_text(error: SaveError) -> str:
    """What is wrong with a save file, in the player's language."""
    return error.sentence(lambda key, **values: i18n.t(f"saves.{key}", **values))


def tell_open_elsewhere(app, elsewhere: GameOpenElsewhere) -> None:
    """One window per game: this one is played in another window."""
    app.scenes.push(MessageDialog(app, "app.errors.open_elsewhere", pid=elsewhere.pid))


def read_in_background(job: Callable[[], T]) -> Future[T]:
    """Run `job` on the file-reading thread (one for every list screen)."""
    global _reader
    if _reader is None:
        _reader = ThreadPoolExecutor(max_workers=1, thread_name_prefix="file-list")
    return _reader.submit(job)


class FileListScene(MenuScene):
    """A screen listing files in a scrolling panel: a row for each good
    one (`build_row`), then the unreadable ones, each with its problem;
    every file can be deleted after confirmation.  Subclasses name their
    texts and say how to list, show and delete.

    The folder is read off the drawing thread: the screen waits a moment
    (`FIRST_LOOK`) for the list, then says it is reading until it is."""

    heading_key = empty_key = unreadable_key = delete_confirm_key = ""
    row_height = ROW
    #: Seconds the screen waits for its list before it shows without it.
    FIRST_LOOK = 0.1

    def __init__(self, app) -> None:
        super().__init__(app)
        self.files: list | None = None
        self.bad_files: list | None = None
        self.reading: Future | None = None

    def listing(self) -> tuple[list, list]:
        """The good files and the bad ones (called on the reading thread)."""
        raise NotImplementedError

    def enter(self) -> None:
        self.read_folder()
        super().enter()

    def read_folder(self) -> None:
        """List the files again, on the reading thread (rows are built
        only from a finished listing, never from one under way)."""
        self.files = self.bad_files = None
        self.reading = read_in_background(self.listing)
        wait([self.reading], timeout=self.FIRST_LOOK)

    def update(self, dt: float) -> None:
        if self.reading is not None and self.reading.done() and self.active:
            self.build_ui()

    def wait_for_listing(self, timeout: float = 30.0) -> None:
        """Let the list arrive and show it now (tests, screenshots)."""
        if self.reading is not None:
            wait([self.reading], timeout=timeout)
            self.update(0.0)

    def build_row(self, area, info, y: int, width: int) -> None:
        raise NotImplementedError

    def remove(self, path) -> None:
        raise NotImplementedError

    def build(self, size):
        width, height = size
        content = min(px(1000), width - 2 * px(MARGIN))
        left = (width - content) // 2
        self.heading(width, self.heading_key, top=28)
        top, bottom = px(100), height - px(BUTTON_HEIGHT) - px(44)
        panel = self.panel(pygame.Rect(left, top, content, bottom - top))
        self.button(pygame.Rect(left, height - px(BUTTON_HEIGHT) - px(28), px(180), px(BUTTON_HEIGHT)),
                    "app.common.back", self.back)

        if self.reading is not None and self.reading.done():
            self.files, self.bad_files = self.reading.result()
            self.reading = None
        self.delete_buttons = {}
        if self.files is None:
            self.label(pygame.Rect(left + px(PAD), top + px(PAD), content - 2 * px(PAD), px(36)),
                       "app.load.reading", container=self.root)
            return
        scroll = UIScrollingContainer(pygame.Rect(6, 6, content - px(12), bottom - top - px(12)), self.app.ui,
                                      container=panel, allow_scroll_x=False)
        inner = content - px(12) - 2 * px(PAD) - px(20)
        area = scroll.get_container()
        y = px(PAD)
        if not self.files:
            self.label(pygame.Rect(px(PAD), y, inner, px(36)), self.empty_key, container=area)
            y += px(48)
        for info in self.files:
            self.build_row(area, info, y, inner)
            y += px(self.row_height) + px(10)
        if self.bad_files:
            y += px(10)
            self.label(pygame.Rect(px(PAD), y, inner, px(36)), self.unreadable_key, container=area, css="@heading")
            y += px(40)
            for bad in self.bad_files:
                self.label(pygame.Rect(px(PAD), y, inner - px(160), px(30)), display_name(bad.path), container=area)
                UITextBox(escape(problem_text(bad.error)),
                          pygame.Rect(px(PAD) + px(12), y + px(30), inner - px(172), px(48)),
                          self.app.ui, container=area,
                          object_id=ObjectID(object_id="#message_text", class_id="@caption"))
                self.delete_button(area, bad.path, display_name(bad.path), px(PAD) + inner - px(140), y + px(12))
                y += px(80)
        scroll.set_scrollable_area_dimensions((content - px(32), y + px(PAD)))

    def delete_button(self, area, path, shown_name: str, x: int, y: int) -> None:
        self.delete_buttons[path] = self.button(pygame.Rect(x, y, px(140), px(BUTTON_HEIGHT)), "app.load.delete",
                                                lambda: self.ask_delete(path, shown_name), container=area,
                                                css="@danger_button")

    def ask_delete(self, path, shown_name: str) -> None:
        self.app.scenes.push(ConfirmDialog(self.app, self.delete_confirm_key, "app.load.delete",
                                           lambda: self.delete(path, shown_name), name=shown_name))

    def delete(self, path, shown_name: str) -> None:
        try:
            self.remove(path)
        except OSError:
            self.app.scenes.push(MessageDialog(self.app, "app.load.delete_failed", name=shown_name))
            return
        self.read_folder()
        if self.active:
            self.build_ui()


class LoadScene(FileListScene):
    heading_key, empty_key = "app.load.heading", "app.load.empty"
    unreadable_key, delete_confirm_key = "app.load.unreadable", "app.load.delete_confirm"

    def listing(self):
        self.load_buttons = {}
        return self.app.store.listing()

    def remove(self, path) -> None:
        self.app.store.delete(path)

    def build_row(self, area, info, y: int, width: int) -> None:
        name_key = "app.load.autosave" if info.autosave else info.name
        self.label(pygame.Rect(px(PAD), y + 4, width - px(300), px(36)), name_key, container=area, css="@heading")
        self.label(pygame.Rect(px(PAD), y + px(48), width, px(28)), "app.load.details", container=area,
                   title=i18n.t(i18n.title_name_key(info.title)), date=local_time(info.saved_at),
                   round=info.round)
        self.label(pygame.Rect(px(PAD), y + px(76), width, px(22)), "app.load.seats", container=area, css="@caption",
                   names=i18n.names_listed(info.seats))
        button = self.button(pygame.Rect(px(PAD) + width - px(290), y, px(140), px(BUTTON_HEIGHT)), "app.load.load",
                             lambda: self.load(info), container=area)
        self.load_buttons[info.path] = button
        shown = i18n.t("app.load.autosave") if info.autosave else info.name
        self.delete_button(area, info.path, shown, px(PAD) + width - px(140), y)

    def load(self, info) -> None:
        try:
            if info.autosave:
                self.app.store.check_not_open_elsewhere(info.path)
            match = self.app.store.load(info.path)
        except SaveError as err:
            self.app.scenes.push(MessageDialog(self.app, "app.load.failed", reason=problem_text(err)))
            return
        except GameOpenElsewhere as elsewhere:
            tell_open_elsewhere(self.app, elsewhere)
            return
        self.app.open_game(match, autosave_path=info.path if info.autosave else None)
