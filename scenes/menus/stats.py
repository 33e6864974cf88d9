"""Statistics: pick a player, see their games, wins, win rate, best and
average score, longest winning streak and the AI levels they played, per
title and over all games, with a small chart of wins over time; reset a
player after confirmation."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu, UIScrollingContainer, UITextEntryLine

from game import registry
from saves.stats import StatsBook, Summary
from scenes import i18n, style
from scenes.layout import px
from scenes.menus.common import BUTTON_HEIGHT, MARGIN, MenuScene
from scenes.menus.dialog import ConfirmDialog, MessageDialog

ROW = 74
PAD = 16
#: Columns after the title's name: (heading key, width share).
COLUMNS = (("app.stats.games", 1), ("app.stats.wins", 1), ("app.stats.rate", 1), ("app.stats.best", 1),
           ("app.stats.average", 1), ("app.stats.streak", 1.2))


def figures(summary: Summary) -> list[str]:
    """A row's cells, in `COLUMNS` order."""
    if not summary.games:
        return ["0", "–", "–", "–", "–", "–"]
    return [str(summary.games), str(summary.wins), f"{summary.win_rate:.0%}", str(summary.best),
            f"{summary.average:.1f}", str(summary.longest_streak)]


def draw_chart(surface: pygame.Surface, rect: pygame.Rect, wins_over_time: list[int]) -> None:
    """Wins so far after each game: a gold line over a dim diagonal (the
    line of winning every game)."""
    pygame.draw.rect(surface, style.shade(style.PANEL, 1.4), rect, border_radius=6)
    games = len(wins_over_time)
    if games < 1:
        return
    inner = rect.inflate(-px(10), -px(10))

    def point(i: int, wins: int) -> tuple[int, int]:
        x = inner.left + (inner.w * i // games if games else 0)
        return x, inner.bottom - inner.h * wins // games

    pygame.draw.line(surface, style.MUTED, point(0, 0), point(games, games), 1)
    line = [point(0, 0)] + [point(i + 1, w) for i, w in enumerate(wins_over_time)]
    pygame.draw.lines(surface, style.GOLD_LIGHT, False, line, 2)


class StatsScene(MenuScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        app.wait_for_records()
        self.book = StatsBook(app.store.root)
        players = self.book.players()
        self.player = players[0] if players else None
        self.charts: list[tuple[pygame.Rect, list[int]]] = []
        self.shown_notice = False

    def enter(self) -> None:
        super().enter()
        if self.book.notice and not self.shown_notice:
            self.shown_notice = True
            self.app.scenes.push(MessageDialog(self.app, "app.stats.damaged", heading_key="app.common.notice",
                                               file=self.book.notice))

    def build(self, size):
        width, height = size
        content = min(px(1100), width - 2 * px(MARGIN))
        left = (width - content) // 2
        self.heading(width, "app.stats.heading", top=28)
        self.button(pygame.Rect(left, height - px(BUTTON_HEIGHT) - px(28), px(180), px(BUTTON_HEIGHT)), "app.common.back", self.back)
        self.charts = []
        players = self.book.players()
        if not players:
            self.label(pygame.Rect(left, px(140), content, px(40)), "app.stats.empty")
            return
        top = px(96)
        self.shown_names = {self.shown_name(profile): profile for profile in players}
        self.label(pygame.Rect(left, top, px(120), px(BUTTON_HEIGHT)), "app.stats.player", css="@heading")
        menu_w = min(px(320), (content - px(130)) // 3)
        self.player_menu = UIDropDownMenu(list(self.shown_names), self.shown_name(self.player),
                                          pygame.Rect(left + px(130), top, menu_w, px(BUTTON_HEIGHT)),
                                          self.app.ui, container=self.root)
        reset_w = min(px(220), (content - px(130)) // 4)
        self.reset_button = self.button(pygame.Rect(left + content - reset_w, top, reset_w, px(BUTTON_HEIGHT)),
                                        "app.stats.reset", self.ask_reset, css="@danger_button")
        rename_w = min(px(140), (content - px(130)) // 6)
        rename_left = left + px(130) + menu_w + px(12)
        entry_w = left + content - reset_w - px(12) - rename_w - px(8) - rename_left
        self.name_entry = UITextEntryLine(pygame.Rect(rename_left, top + px(4), entry_w, px(40)), self.app.ui,
                                          container=self.root, placeholder_text=i18n.t("app.stats.new_name"))
        self.name_entry.set_text_length_limit(40)
        self.rename_button = self.button(pygame.Rect(rename_left + entry_w + px(8), top, rename_w, px(BUTTON_HEIGHT)),
                                         "app.stats.rename", self.rename)
        table_top = top + px(BUTTON_HEIGHT) + px(16)
        bottom = height - px(BUTTON_HEIGHT) - px(44)
        self.table_rect = pygame.Rect(left, table_top, content, bottom - table_top)
        panel = self.panel(self.table_rect)
        scroll = UIScrollingContainer(pygame.Rect(4, 4, content - 8, self.table_rect.h - 8), self.app.ui,
                                      container=panel, allow_scroll_x=False)
        area = scroll.get_container()
        inner = content - 8 - 2 * px(PAD) - px(20)
        name_width = inner * 30 // 100
        chart_width = inner * 15 // 100
        unit = (inner - name_width - chart_width) / sum(share for _, share in COLUMNS)
        y = px(PAD)
        x = px(PAD) + name_width
        for key, share in COLUMNS:
            self.label(pygame.Rect(int(x), y, int(unit * share), px(30)), key, container=area, css="@caption")
            x += unit * share
        self.label(pygame.Rect(int(x), y, chart_width, px(30)), "app.stats.chart", container=area, css="@caption")
        y += px(34)
        self.rows = {}
        for title in [None, *registry.ids()]:
            summary = self.book.summary(self.player, title)
            name_key = "app.stats.overall" if title is None else i18n.title_name_key(title)
            self.label(pygame.Rect(px(PAD), y, name_width, px(34)), name_key, container=area)
            self.label(pygame.Rect(px(PAD), y + px(36), name_width + int(unit * 4), px(26)), "app.stats.against_levels",
                       container=area, css="@caption", **summary.against)
            x = px(PAD) + name_width
            cells = []
            for (key, share), value in zip(COLUMNS, figures(summary)):
                cells.append(self.label(pygame.Rect(int(x), y, int(unit * share), px(34)), value, container=area))
                x += unit * share
            self.rows[title] = cells
            if summary.games:
                chart = pygame.Rect(int(x), y + 4, chart_width, px(ROW) - px(16))
                self.charts.append((chart, summary.wins_over_time, scroll))
            y += px(ROW)
        scroll.set_scrollable_area_dimensions((content - px(28), y + px(PAD)))

    def shown_name(self, profile: str) -> str:
        """A player profile as this language shows it ("Player 1", "玩家1", "Mei")."""
        return self.book.name_of(profile, lambda n: i18n.t("app.setup.player_name", n=n))

    def rename(self) -> None:
        """The player picked is shown by the name typed from now on, and a
        game played under that name counts for them."""
        name = self.name_entry.get_text().strip()
        if not name or self.player is None:
            return
        if name in self.shown_names and self.shown_names[name] != self.player:
            self.app.scenes.push(MessageDialog(self.app, "app.stats.name_taken", name=name))
            return
        self.book.rename(self.player, name)
        self.build_ui()

    def handle_event(self, event):
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.player_menu:
            self.player = self.shown_names[event.text]
            self.build_ui()
        else:
            super().handle_event(event)

    def ask_reset(self) -> None:
        self.app.scenes.push(ConfirmDialog(self.app, "app.stats.reset_confirm", "app.stats.reset", self.reset,
                                           name=self.shown_name(self.player)))

    def reset(self) -> None:
        self.book.reset(self.player)
        players = self.book.players()
        self.player = players[0] if players else None
        if self.active:
            self.build_ui()

    def draw(self, surface):
        super().draw(surface)
        clip = surface.get_clip()
        for chart, wins, scroll in self.charts:
            offset = scroll.get_container().get_abs_rect().topleft
            placed = chart.move(offset)
            surface.set_clip(scroll.get_abs_rect())
            draw_chart(surface, placed, wins)
        surface.set_clip(clip)
