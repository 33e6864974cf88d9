"""Looking through a pile: a discard pile the rules let anyone look
through opens, on a click, as a panel over the table showing every card
in it, face up, in the order they were laid (the last one on top).

The title gives the cards as the shown view has them (never a card the
view hides) and a function drawing each face; the panel lays them out in
the largest cells that fit (`scenes.layout.grid`).  Esc, a click outside
the panel or the close mark shuts it; a card rested on (or right-clicked)
shows large, as on the table; a click on a card the title says can be
chosen chooses it (the Dragon's Lair key, taken from the discard pile).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Hashable

import pygame

from scenes import layout, style
from scenes.layout import px
from scenes.table import sprites
from scenes.table.shadows import blit_with_shadow
from scenes.table.inspect import Inspector

#: The shape of a card in the panel (width, height).
CARD_SHAPE = (5, 7)


@dataclass
class PileView:
    """The open panel: its `title` ("Discard pile: 12 cards"), its cards
    (hashable names) with `face(card, size)` drawing each, a `note` under
    the title, and `choose(card)` for the cards that can be chosen now."""

    title: str
    cards: list[Hashable]
    face: Callable[[Hashable, tuple[int, int]], pygame.Surface]
    note: str = ""
    close_hint: str = ""
    choosable: set = field(default_factory=set)
    choose: Callable[[Hashable], None] | None = None
    inspector: Inspector = field(default_factory=Inspector)

    def panel(self, window: pygame.Rect) -> pygame.Rect:
        return layout.inset(window, max(px(60), window.w // 10), max(px(40), window.h // 10))

    def card_rects(self, window: pygame.Rect) -> list[pygame.Rect]:
        panel = self.panel(window)
        room = pygame.Rect(panel.left + px(16), panel.top + px(64), panel.w - px(32), panel.h - px(64) - px(36))
        cells = layout.grid(room, len(self.cards), CARD_SHAPE[0] / CARD_SHAPE[1], px(8), max_cell=(px(150), px(210)))
        return cells.rects()

    def close_rect(self, window: pygame.Rect) -> pygame.Rect:
        panel = self.panel(window)
        size = px(28)
        return pygame.Rect(panel.right - size - px(10), panel.top + px(10), size, size)

    def handle_event(self, event: pygame.event.Event, window: pygame.Rect) -> bool:
        """True while the panel stays open (it takes every input)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return False
        if self.inspector.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for card, rect in zip(self.cards, self.card_rects(window)):
                if rect.collidepoint(event.pos):
                    if card in self.choosable and self.choose is not None:
                        self.choose(card)
                        return False
                    return True
            return self.panel(window).collidepoint(event.pos) and not self.close_rect(window).collidepoint(event.pos)
        return True

    def draw(self, surface: pygame.Surface, clock: float) -> None:
        window = surface.get_rect()
        mouse = self.inspector.pointer or (-1, -1)
        self.inspector.clear()
        veil = pygame.Surface(window.size, pygame.SRCALPHA)
        veil.fill((10, 8, 6, 150))
        surface.blit(veil, (0, 0))
        panel = self.panel(window)
        surface.blit(style.plate(panel.size, alpha=245, radius=px(12), edge=style.GOLD, edge_width=2), panel)
        style.draw_text(surface, self.title, pygame.Rect(panel.left + px(18), panel.top + px(10), panel.w - px(70),
                                                         px(30)), style.HEADING, style.GOLD_LIGHT, bold=True,
                        max_lines=1)
        if self.note:
            style.draw_text(surface, self.note, pygame.Rect(panel.left + px(18), panel.top + px(40), panel.w - px(36),
                                                            px(22)), style.SMALL, style.MUTED, max_lines=1)
        close = self.close_rect(window)
        edge = style.GOLD_LIGHT if close.collidepoint(mouse) else style.GOLD
        pygame.draw.circle(surface, style.rgb(edge), close.center, close.w // 2, 2)
        mark = style.text("×", style.HEADING, edge, bold=True)
        surface.blit(mark, mark.get_rect(center=close.center))
        for index, (card, rect) in enumerate(zip(self.cards, self.card_rects(window))):
            blit_with_shadow(surface, self.face(card, rect.size), rect.topleft, sprites.card_radius(rect.size))
            self.inspector.add(index, rect, lambda size, card=card: self.face(card, size), CARD_SHAPE)
            if card in self.choosable:
                lit = rect.collidepoint(mouse)
                pygame.draw.rect(surface, style.GOLD_LIGHT if lit else style.GOLD, rect.inflate(px(6), px(6)),
                                 px(3) if lit else 1, border_radius=px(8))
        if self.close_hint:
            style.draw_text(surface, self.close_hint, pygame.Rect(panel.left + px(18), panel.bottom - px(30),
                                                                  panel.w - px(36), px(22)),
                            style.SMALL, style.MUTED, align="right", max_lines=1)
        self.inspector.draw(surface, clock)
