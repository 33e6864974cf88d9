"""Banners the app shows over whatever screen is on top, so nothing is
lost without a word: an autosave the disk refuses (at once, until a
write succeeds, with "Try again" and "Save elsewhere…"), a game closed
while its autosave was failing, a finished game's statistics and replay
the disk refused, a settings change the disk refused, and a settings
file that was damaged (reset) or could not be read.

The app calls `update` once a frame (it looks at the open game's
autosave writer and at the settings; nothing has to report to it) and
offers it each event before the top scene: a banner takes the clicks
that land on it.  A table never knows a banner is there.
"""
from __future__ import annotations

import errno
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIImage, UITextEntryLine

from scenes import i18n, style
from scenes.layout import px
from scenes.menus.common import GAP, Column, OverlayMenu, centered

if TYPE_CHECKING:
    from saves import AutosaveWriter
    from scenes.base import App

#: Above every screen's elements and dialogs.
LAYER = 60
#: What "Save elsewhere…" makes in the folder the player chose.
ELSEWHERE_FOLDER = "Tavern Table autosaves"
#: How many likely folders Save elsewhere… offers.
MAX_OFFERED = 5
WIDTH = 1000
BUTTON_WIDTH = 190
BUTTON_HEIGHT = 44
PAD = 14


def open_elsewhere(error: BaseException | None) -> bool:
    """Whether `error` is another window playing the game (`saves.lock`
    loads with the first autosave or Continue, not at start: no error
    before it can be one)."""
    lock = sys.modules.get("saves.lock")
    return lock is not None and isinstance(error, lock.GameOpenElsewhere)


def why_refused(error: BaseException | None) -> str:
    """Why the disk refused a write, in the player's words (translated)."""
    if open_elsewhere(error):
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
    """The banners of one app: what to say now, and its elements."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.watched: AutosaveWriter | None = None
        self.autosave_failing = False
        #: The writer's attempts when the player pressed Try again (None: not pressed).
        self.retried_at: int | None = None
        self.notices: list[Banner] = []
        self.settings_failures_told = 0
        self.reset_told = False
        self.records_told = None
        self.shown: tuple | None = None   # what the elements on screen show
        self.root: pygame_gui.core.UIContainer | None = None
        self.picture: UIImage | None = None
        self.least_height = 0   # the shown banner's buttons and the padding under them
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.actions: dict[UIButton, Callable[[], None]] = {}
        # Autosaves once moved elsewhere are listed by Load and Continue from the start.
        app.store.elsewhere_dirs = [Path(folder) for folder in app.settings.elsewhere_folders]

    # --- what there is to say --------------------------------------------------
    def banner(self) -> Banner | None:
        """The banner to show now: a failing autosave before any notice."""
        writer = self.watched
        if writer is not None and open_elsewhere(writer.error):   # trying again cannot help
            return Banner("app.alerts.autosave_taken", {"why": why_refused(writer.error)},
                          [("app.alerts.save_elsewhere", self.choose_folder)])
        if writer is not None and writer.error is not None:
            if writer.saved_moves < 0:
                lost = i18n.t("app.alerts.never_saved")
            else:
                lost = i18n.t("app.alerts.unsaved", count=writer.unsaved_moves) if writer.unsaved_moves else ""
            return Banner("app.alerts.autosave_failed",
                          {"folder": str(writer.path.parent), "why": why_refused(writer.error), "lost": lost},
                          [("app.alerts.try_again", self.try_again), ("app.alerts.save_elsewhere", self.choose_folder)])
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
            unreadable = settings.reset_from.problem == "unreadable"
            self.notice("app.alerts.settings_unreadable" if unreadable else "app.alerts.settings_reset",
                        reason=settings.reset_from.sentence(lambda key, **values: i18n.t(f"saves.{key}", **values)))
        records = self.app.records_written
        if records is not None and records is not self.records_told and records.done():
            self.records_told = records
            if records.exception() is not None:
                self.notice("app.alerts.records_failed", why=why_refused(records.exception()))
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
            self.watched, self.autosave_failing, self.retried_at = writer, False, None
        if writer is None:
            return
        if self.retried_at is not None and writer.attempts > self.retried_at:
            self.retried_at = None
            if writer.error is not None:
                self.app.notify("app.alerts.still_failing")
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
        if shown == self.shown:
            return
        if self.picture is not None and shown is not None and self.shown is not None \
                and shown[0] == self.shown[0] and shown[2:] == self.shown[2:]:
            self.reword(banner)
            self.shown = shown
            return
        self.shown = shown
        self.build(banner)

    def reword(self, banner: Banner) -> None:
        """Only the banner's figures changed (one more unsaved move): its new
        words on the plate, the buttons left where they are.  Words that
        take another line ("1 move" becoming "2 moves" can wrap) grow or
        shrink the plate below the buttons rather than move them."""
        text_box, _ = self.text_box(banner)
        height = max(text_box.height + 2 * px(PAD), self.least_height)
        if height != self.rect.height:
            self.rect.height = height
            self.root.set_dimensions(self.rect.size)
            self.picture.set_dimensions(self.rect.size)
        text_box.top = (height - text_box.height) // 2
        self.picture.set_image(self.plate(banner, text_box))

    def text_box(self, banner: Banner) -> tuple[pygame.Rect, int]:
        width = min(px(WIDTH), self.app.screen.get_width() - px(24))
        button_column = px(BUTTON_WIDTH) + 2 * px(PAD)
        text_box = pygame.Rect(px(PAD) + px(6), px(PAD), width - button_column - px(PAD), 0)
        lines = style.fit_text(i18n.t(banner.key, **banner.values), (text_box.width, 10_000), style.BODY).lines
        text_box.height = style.text_height(len(lines), style.BODY)
        return text_box, len(lines)

    def plate(self, banner: Banner, text_box: pygame.Rect) -> pygame.Surface:
        picture = style.plate(self.rect.size, alpha=245, edge=style.RED, edge_width=max(2, px(2)))
        style.draw_text(picture, i18n.t(banner.key, **banner.values), text_box, style.BODY)
        return picture

    def build(self, banner: Banner | None) -> None:
        if self.root is not None:
            self.root.kill()
            self.root, self.picture, self.actions, self.rect = None, None, {}, pygame.Rect(0, 0, 0, 0)
        if banner is None:
            return
        width = min(px(WIDTH), self.app.screen.get_width() - px(24))
        text_box, _ = self.text_box(banner)
        buttons_height = len(banner.buttons) * (px(BUTTON_HEIGHT) + px(8)) - px(8)
        height = max(text_box.height, buttons_height) + 2 * px(PAD)
        text_box.top = (height - text_box.height) // 2
        self.rect = pygame.Rect((self.app.screen.get_width() - width) // 2, px(8), width, height)
        self.root = pygame_gui.core.UIContainer(self.rect, self.app.ui, starting_height=LAYER)
        self.picture = UIImage(pygame.Rect((0, 0), self.rect.size), self.plate(banner, text_box), self.app.ui,
                               container=self.root)
        top = (height - buttons_height) // 2
        self.least_height = top + buttons_height + px(PAD)
        for i, (key, action) in enumerate(banner.buttons):
            rect = pygame.Rect(width - px(PAD) - px(BUTTON_WIDTH), top + i * (px(BUTTON_HEIGHT) + px(8)),
                               px(BUTTON_WIDTH), px(BUTTON_HEIGHT))
            self.actions[UIButton(rect, key, self.app.ui, container=self.root)] = action

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Whether the event was the banner's: its buttons, and any click
        or touch on the banner."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.actions:
            self.actions[event.ui_element]()
            return True
        return (event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
                and self.rect.collidepoint(event.pos))

    def try_again(self) -> None:
        """Try again: write the game now, and say if the disk still refuses."""
        self.retried_at = self.watched.attempts
        self.watched.retry()

    # --- Save elsewhere… ---------------------------------------------------------------
    def choose_folder(self) -> None:
        if not isinstance(self.app.scenes.top, FolderChoice):
            self.app.scenes.push(FolderChoice(self.app, self.save_in))

    def save_in(self, chosen: Path) -> None:
        """Keep the open game's autosave in a folder of its own in the one
        the player chose, which Load and Continue look in from now on."""
        writer = self.watched
        if writer is None:
            return
        from saves.lock import GameOpenElsewhere   # loaded with the writer
        folder = chosen / ELSEWHERE_FOLDER
        try:
            writer.move_to(folder)
        except (OSError, GameOpenElsewhere) as refused:
            self.notice("app.alerts.elsewhere_failed", folder=str(chosen), why=why_refused(refused))
            return
        self.autosave_failing = False   # "saved in <folder>" says it all
        if folder not in self.app.store.elsewhere_dirs:
            self.app.store.elsewhere_dirs.append(folder)
            self.app.settings.elsewhere_folders.append(str(folder))
            self.app.settings.save()
        self.app.notify("app.alerts.moved", folder=str(folder))


def folders_to_offer() -> list[Path]:
    """Where a player might keep a game when the save folder's disk is
    full: home, documents, desktop and any removable disk mounted now,
    those that exist and may be written to."""
    import getpass
    import platformdirs
    places = [Path.home(), Path(platformdirs.user_documents_dir()), Path(platformdirs.user_desktop_dir())]
    try:
        user = getpass.getuser()
    except (KeyError, OSError):
        user = ""
    for mounts in (Path("/media") / user, Path("/run/media") / user, Path("/Volumes")):
        try:
            places.extend(sorted(p for p in mounts.iterdir() if p.is_dir()))
        except OSError:
            continue
    unique = list(dict.fromkeys(places))
    return [place for place in unique if place.is_dir() and os.access(place, os.W_OK)][:MAX_OFFERED]


class FolderChoice(OverlayMenu):
    """Save elsewhere…: a folder for the autosave, picked from the likely
    places or typed."""

    WIDTH = 760

    def __init__(self, app, on_chosen: Callable[[Path], None]) -> None:
        super().__init__(app)
        self.on_chosen = on_chosen
        self.offered = folders_to_offer()
        self.typed = str(self.offered[0] if self.offered else Path.home())   # kept when the screen is laid out again

    def build(self, size):
        row = px(BUTTON_HEIGHT) + px(GAP)
        height = px(16) + px(44) + px(36) + row * (len(self.offered) + 2) + px(16)
        box = centered(min(px(self.WIDTH), size[0] - px(40)), min(height, size[1] - px(20)), size)
        panel = self.panel(box)
        column = Column(px(24), px(16), box.width - 2 * px(24), gap=px(GAP))
        self.label(column.take(px(36)), "app.alerts.choose_folder", container=panel, css="@heading")
        self.label(column.take(px(28)), "app.alerts.choose_folder_hint", container=panel)
        self.folder_buttons = {}
        for place in self.offered:
            self.folder_buttons[place] = self.button(column.take(px(BUTTON_HEIGHT)), "app.alerts.folder",
                                                     lambda place=place: self.choose(place), container=panel,
                                                     folder=str(place))
        entry_row = column.take(px(BUTTON_HEIGHT))
        self.entry = UITextEntryLine(pygame.Rect(entry_row.x, entry_row.y, entry_row.width - px(200), entry_row.height),
                                     self.app.ui, container=panel)
        self.entry.set_text(self.typed)
        self.button(pygame.Rect(entry_row.right - px(190), entry_row.y, px(190), entry_row.height),
                    "app.alerts.save_here", self.choose_typed, container=panel)
        cancel = column.take(px(BUTTON_HEIGHT))
        self.button(pygame.Rect(cancel.right - px(190), cancel.y, px(190), cancel.height), "app.common.cancel",
                    self.back, container=panel)

    def handle_event(self, event):
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.entry:
            self.typed = self.entry.get_text()
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.choose_typed()
        else:
            super().handle_event(event)

    def choose_typed(self) -> None:
        self.choose(Path(os.path.expanduser(self.entry.get_text().strip() or "~")))

    def choose(self, folder: Path) -> None:
        self.app.scenes.pop()
        self.on_chosen(folder)
