"""Banners the app shows over whatever screen is on top, so nothing is
lost without a word: an autosave the disk refuses (at once, until a
write succeeds, with "Try again" and "Save elsewhere…"), a game closed
while its autosave was failing, a settings change the disk refused and a
damaged settings file that was reset.

The app calls `update` once a frame (it looks at the open game's
autosave writer and at the settings; nothing has to report to it) and
offers it each event before the top scene: a banner takes the clicks
that land on it.  A table never knows a banner is there.
"""
from __future__ import annotations

import errno
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIImage

from saves.lock import GameOpenElsewhere
from scenes import i18n, style
from scenes.layout import px

if TYPE_CHECKING:
    from saves import AutosaveWriter
    from scenes.app import App

#: Above every screen's elements and dialogs.
LAYER = 60
WIDTH = 1000
BUTTON_WIDTH = 190
BUTTON_HEIGHT = 44
PAD = 14


def why_refused(error: BaseException | None) -> str:
    """Why the disk refused a write, in the player's words (translated)."""
    if isinstance(error, GameOpenElsewhere):
        return i18n.t("app.alerts.why.open_elsewhere", pid=error.pid)
    code = getattr(error, "errno", None)
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return i18n.t("app.alerts.why.disk_full")
    if code in (errno.EACCES, errno.EPERM, errno.EROFS):
        return i18n.t("app.alerts.why.read_only")
    return i18n.t("app.alerts.why.other", error=getattr(error, "strerror", None) or type(error).__name__)


@dataclass
class Banner:
    """What a banner says (a translation key and its values) and its
    buttons, each a key and what it does."""

    key: str
    values: dict = field(default_factory=dict)
    buttons: list[tuple[str, Callable[[], None]]] = field(default_factory=list)


class Alerts:
    def __init__(self, app: App) -> None:
        self.app = app
        self.watched: AutosaveWriter | None = None
        self.autosave_failing = False
        self.notices: list[Banner] = []
        self.settings_failures_told = 0
        self.reset_told = False
        self.shown: tuple | None = None   # what the elements on screen show
        self.root: pygame_gui.core.UIContainer | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.actions: dict[UIButton, Callable[[], None]] = {}
        self.folder_dialog = None

    # --- what there is to say --------------------------------------------------
    def banner(self) -> Banner | None:
        """The banner to show now: a failing autosave before any notice."""
        writer = self.watched
        if writer is not None and writer.error is not None:
            moves = writer.unsaved_moves
            if writer.saved_moves < 0:
                lost = i18n.t("app.alerts.never_saved")
            else:
                lost = i18n.t("app.alerts.unsaved", count=moves) if moves else ""
            return Banner("app.alerts.autosave_failed",
                          {"folder": str(writer.path.parent), "why": why_refused(writer.error), "lost": lost},
                          [("app.alerts.try_again", writer.retry), ("app.alerts.save_elsewhere", self.choose_folder)])
        return self.notices[0] if self.notices else None

    def notice(self, key: str, **values) -> None:
        """A banner with OK, after the ones already waiting."""
        self.notices.append(Banner(key, values, [("app.common.ok", self.dismiss)]))

    def dismiss(self) -> None:
        if self.notices:
            self.notices.pop(0)

    def look(self) -> None:
        """Catch what went wrong since the last frame."""
        self.follow_autosave(self.app.autosaver)
        settings = self.app.settings
        if settings.reset_from is not None and not self.reset_told:
            self.reset_told = True
            self.notice("app.alerts.settings_reset", reason=settings.reset_from.sentence(
                lambda key, **values: i18n.t(f"saves.{key}", **values)))
        if settings.write_failures > self.settings_failures_told:
            self.settings_failures_told = settings.write_failures
            if not any(n.key == "app.alerts.settings_failed" for n in self.notices):
                self.notice("app.alerts.settings_failed", why=why_refused(settings.write_failure))

    def follow_autosave(self, writer: AutosaveWriter | None) -> None:
        """Watch the open game's writer; say so when a failing one comes
        right, and when a game is closed while its moves were unsaved."""
        if writer is not self.watched:
            gone = self.watched
            if gone is not None and gone.error is not None and not gone.discarded:
                if gone.saved_moves < 0:
                    self.notice("app.alerts.game_never_saved")
                else:
                    self.notice("app.alerts.game_unsaved", count=max(gone.unsaved_moves, 1))
            self.watched, self.autosave_failing = writer, False
        if writer is None:
            return
        if writer.error is not None:
            self.autosave_failing = True
        elif self.autosave_failing:
            self.autosave_failing = False
            self.app.notify("app.alerts.saved_again")

    # --- the drawing thread ------------------------------------------------------
    def update(self) -> None:
        """Show what there is to say now (the app calls this each frame,
        before pygame-gui draws)."""
        self.look()
        banner = self.banner()
        shown = None if banner is None else (banner.key, tuple(sorted(banner.values.items())),
                                              i18n.i18n.get("locale"), self.app.screen.get_size())
        if shown != self.shown:
            self.shown = shown
            self.build(banner)

    def build(self, banner: Banner | None) -> None:
        if self.root is not None:
            self.root.kill()
            self.root, self.actions, self.rect = None, {}, pygame.Rect(0, 0, 0, 0)
        if banner is None:
            return
        screen_width = self.app.screen.get_width()
        width = min(px(WIDTH), screen_width - px(24))
        button_column = px(BUTTON_WIDTH) + 2 * px(PAD)
        text_box = pygame.Rect(px(PAD) + px(6), px(PAD), width - button_column - px(PAD), 0)
        message = i18n.t(banner.key, **banner.values)
        lines = style.fit_text(message, (text_box.width, 10_000), style.BODY).lines
        buttons_height = len(banner.buttons) * (px(BUTTON_HEIGHT) + px(8)) - px(8)
        text_box.height = style.text_height(len(lines), style.BODY)
        height = max(text_box.height, buttons_height) + 2 * px(PAD)
        text_box.top = (height - text_box.height) // 2
        self.rect = pygame.Rect((screen_width - width) // 2, px(8), width, height)
        picture = style.plate(self.rect.size, alpha=245, edge=style.RED, edge_width=max(2, px(2)))
        style.draw_text(picture, message, text_box, style.BODY)
        self.root = pygame_gui.core.UIContainer(self.rect, self.app.ui, starting_height=LAYER)
        UIImage(pygame.Rect((0, 0), self.rect.size), picture, self.app.ui, container=self.root)
        top = (height - buttons_height) // 2
        for i, (key, action) in enumerate(banner.buttons):
            rect = pygame.Rect(width - px(PAD) - px(BUTTON_WIDTH), top + i * (px(BUTTON_HEIGHT) + px(8)),
                               px(BUTTON_WIDTH), px(BUTTON_HEIGHT))
            self.actions[UIButton(rect, key, self.app.ui, container=self.root)] = action

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Whether the event was the banner's: its buttons, the folder
        chosen for Save elsewhere, and any click or touch on the banner."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.actions:
            self.actions[event.ui_element]()
            return True
        if event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED and event.ui_element is self.folder_dialog:
            self.folder_dialog = None
            self.save_in(Path(event.text))
            return True
        if event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.folder_dialog:
            self.folder_dialog = None
        return (event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
                and self.rect.collidepoint(event.pos))

    # --- Save elsewhere… ---------------------------------------------------------------
    def choose_folder(self) -> None:
        from pygame_gui.windows import UIFileDialog
        if self.folder_dialog is not None:
            return
        width, height = self.app.screen.get_size()
        rect = pygame.Rect(0, 0, min(px(720), width - px(40)), min(px(520), height - px(40)))
        rect.center = (width // 2, height // 2)
        self.folder_dialog = UIFileDialog(rect, self.app.ui, window_title="app.alerts.choose_folder",
                                          initial_file_path=str(Path.home()), allow_picking_directories=True,
                                          allow_existing_files_only=True, always_on_top=True)

    def save_in(self, chosen: Path) -> None:
        """Keep the open game's autosave in the folder the player chose."""
        writer = self.watched
        if writer is None:
            return
        folder = chosen if chosen.is_dir() else chosen.parent
        try:
            writer.move_to(folder)
        except (OSError, GameOpenElsewhere) as refused:
            self.notice("app.alerts.elsewhere_failed", folder=str(folder), why=why_refused(refused))
            return
        self.autosave_failing = False   # "saved in <folder>" says it all
        self.app.notify("app.alerts.moved", folder=str(folder))
