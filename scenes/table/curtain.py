"""The pass-and-play hand-off curtain.

When the next decision belongs to another human and it would put hidden
information on screen, the table pushes this curtain first.  It is not an
overlay: the table under it is not drawn at all, so nothing of the last
player's hand (nor the next one's) shows until the next player clicks.
"""
from __future__ import annotations

from typing import Callable

import pygame

from scenes import layout, style
from scenes.base import Scene
from scenes.layout import px


class CurtainScene(Scene):
    overlay = False

    def __init__(self, app, seat: int, player_name: str, ready: Callable[[int], None],
                 menu: Callable[[], None]) -> None:
        """A curtain for `seat`'s player (`player_name`); when they click,
        it goes and `ready(seat)` shows the table as they see it.  Esc
        calls `menu()`, which opens the game menu over the curtain."""
        super().__init__(app)
        self.seat = seat
        self.player_name = player_name
        self.ready = ready
        self.menu = menu
        self.time = 0.0
        self.lifted = False

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.lifted:
            self.menu()
            return
        ready = (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or \
                (event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER))
        if ready and not self.lifted:
            self.lifted = True
            self.app.scenes.pop()
            self.ready(self.seat)

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        style.draw_table_background(surface)
        w, h = surface.get_size()
        card = pygame.Rect(0, 0, min(px(720), w - px(80)), px(260))
        card.center = (w // 2, h // 2)
        surface.blit(_plate(card.size), card)
        inner = card.inflate(-px(40), 0)
        title, hint, note = layout.split(pygame.Rect(inner.left, card.top + px(50), inner.w, px(180)),
                                         [0.45, 0.35, None])
        style.draw_text(surface, self.app.t("table.curtain.pass_to", name=self.player_name), title, style.TITLE,
                        style.GOLD_LIGHT, bold=True, align="center", valign="center", max_lines=1)
        style.draw_text(surface, self.app.t("table.curtain.click_when_ready"), hint, style.HEADING, style.TEXT_LIGHT,
                        align="center", valign="center")
        style.draw_text(surface, self.app.t("table.curtain.others_look_away"), note, style.SMALL, style.MUTED,
                        align="center", valign="center")


_plates: dict[tuple[int, int], pygame.Surface] = {}


def _plate(size: tuple[int, int]) -> pygame.Surface:
    if size not in _plates:
        plate = style.plate(size, alpha=240, radius=px(18), edge=style.GOLD, edge_width=px(3))
        pygame.draw.rect(plate, style.rgb(style.WOOD_LIGHT), plate.get_rect().inflate(-px(14), -px(14)), 1,
                         border_radius=px(14))
        _plates[size] = style.optimized(plate)
    return _plates[size]
