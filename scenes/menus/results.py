"""The results screen: seats best first with their scores, winners in gold;
play again (same seats and options, a new seed) or back to the title.

A title's table class may offer `score_details(match) -> {seat: text}`
(how each score is made up); the text is shown under the seat's name."""
from __future__ import annotations

import pygame

from game.match import Match
from game.play import score_key
from game.text import Teller
from scenes import i18n
from scenes.layout import px
from scenes.menus.common import BUTTON_HEIGHT, MenuScene, centered
from scenes.menus.setup import random_seed

ROW = 52
DETAIL_ROW = 24
PAD = 32


def score_details(match) -> dict[int, str]:
    """The title's per-seat score breakdown, if its table offers one."""
    from scenes.tables import table_class
    details = getattr(table_class(match.title_id), "score_details", None)
    return details(match) if details is not None else {}


def app_text(key: str, **values) -> str:
    return i18n.t(f"app.{key}", **values)


class ResultsScene(MenuScene):
    def __init__(self, app, match) -> None:
        super().__init__(app)
        self.match = match
        self.outcome = match.outcome()

    def enter(self) -> None:
        super().enter()
        humans_won = any(self.match.seats[s].is_human for s in self.outcome.winners)
        self.app.sound.play("win" if humans_won else "fanfare")

    def build(self, size):
        """The heading, the winner line, one row per seat (rows shrink so
        seven fit a 960×600 window), and the buttons under them."""
        width, height = size
        seats = self.match.seats
        self.heading(width, "app.results.heading", top=px(24))
        key, names = self.winner_line()
        self.label(pygame.Rect(0, px(86), width, px(40)), key, object_id="#winner_label", css="@centered", **names)
        details = score_details(self.match)
        buttons_y = height - px(BUTTON_HEIGHT) - px(28)
        top, pad = px(136), px(PAD) // 2
        room = buttons_y - px(16) - top - 2 * pad
        row_h = min(px(ROW), room // len(seats) - (px(DETAIL_ROW) if details else 0))
        detail_h = min(px(DETAIL_ROW), room // len(seats) - row_h) if details else 0
        row = row_h + detail_h
        label_h = max(row_h - px(8), px(28))
        box = centered(min(px(640 if not details else 760), width - px(80)), 2 * pad + row * len(seats),
                       (width, height))
        box.top = top
        panel = self.panel(box)
        inner = box.width - 2 * pad
        self.rows = []

        def cell(left: int, top: int, cell_width: int) -> pygame.Rect:
            # Seven rows leave a label a shade shorter than its type: it
            # grows about its middle, so the text stays where it was.
            return pygame.Rect(left, top, cell_width, label_h).inflate(0, px(6))

        for index, seat in enumerate(self.outcome.ranking):
            score, place = self.outcome.scores[seat], self.outcome.places[seat]
            winner = seat in self.outcome.winners
            y = pad + index * row
            look = "#winner_label" if winner else None
            self.label(cell(pad, y, px(90)), "app.results.rank", container=panel, object_id=look,
                       css="@standing", n=place)
            self.rows.append(self.label(cell(pad + px(100), y, inner - px(300)), seats[seat].name,
                                        container=panel, object_id=look, css="@standing"))
            self.label(cell(pad + inner - px(190), y, px(190)), self.score_key(), container=panel,
                       object_id=look, css="@score", count=score)
            if seat in details:
                self.label(pygame.Rect(pad + px(100), y + label_h - px(4), inner - px(100), detail_h + px(4)),
                           details[seat], container=panel, css="@caption")
        buttons_y = min(box.bottom + px(24), buttons_y)
        entries = [("app.results.back_to_title", self.app.back_to_title),
                   ("app.results.watch_replay", self.watch_replay),
                   ("app.results.play_again", self.play_again)]
        button_width = min(px(240), (width - px(80)) // len(entries) - px(20))
        left = width // 2 - (len(entries) * (button_width + px(20)) - px(20)) // 2
        for i, (key, action) in enumerate(entries):
            self.button(pygame.Rect(left + i * (button_width + px(20)), buttons_y, button_width, px(BUTTON_HEIGHT)),
                        key, action, css="@menu_button")

    def winner_line(self) -> tuple[str, dict]:
        """"Greta wins!", "Greta and Bram win!", or "You win!" when the one
        human at the table won ("Greta and you win!" when shared)."""
        seats, winners = self.match.seats, self.outcome.winners
        humans = self.match.humans
        you = humans[0] if len(humans) == 1 else None
        if tuple(winners) == (you,):
            return "app.results.you_win", {}
        tell = Teller(app_text, lambda seat: seats[seat].name, you)
        key = "app.results.winner" if len(winners) == 1 else "app.results.winners"
        return key, {"names": tell.names(winners)}

    def score_key(self) -> str:
        return "app." + score_key(self.match.title_id, app_text)

    def back(self) -> None:
        self.app.back_to_title()

    def watch_replay(self) -> None:
        from game.replay import Replay
        from scenes.replay import ReplayScene
        self.app.scenes.push(ReplayScene(self.app, Replay.of(self.match)))

    def play_again(self) -> None:
        match = self.match
        self.app.open_game(Match(match.title_id, list(match.seats), random_seed(), dict(match.options)))
