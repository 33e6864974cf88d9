"""A notice for the player looking now: "Your turn", or what another
player just did to them ("The Thief (Bram) took all 3 gold of you").  It
never holds up the game: it shows for a few seconds while play goes on,
and fades.  The table puts it over the top of its game log, where it hides
no piece of the game (the line it tells of is in the log as well)."""
from __future__ import annotations

import pygame

from scenes import style

#: What a notice is about: its edge colour ("turn" is also set large: it is a few words).
KINDS = {"turn": style.GOLD_LIGHT, "summary": style.GOLD_LIGHT, "you": (235, 110, 95)}


class Notice:
    SHOWN = 3.0   # seconds fully visible
    FADE = 0.6

    def __init__(self, text: str, kind: str, width: int, born: float) -> None:
        color = KINDS[kind]
        size = style.HEADING if kind == "turn" else style.BODY
        lines = style.wrap(text, size, width - 40, bold=True)
        labels = [style.text(line, size, style.TEXT_LIGHT, bold=True)
                  for line in lines]
        inner_w = max(label.get_width() for label in labels)
        inner_h = sum(label.get_height() for label in labels)
        self.picture = style.plate((inner_w + 40, inner_h + 20), alpha=240, radius=12, edge=color, edge_width=3)
        y = 10
        for label in labels:
            self.picture.blit(label, label.get_rect(midtop=(self.picture.get_width() // 2, y)))
            y += label.get_height()
        self.text = text
        self.kind = kind
        self.born = born

    def draw(self, surface: pygame.Surface, area: pygame.Rect, now: float) -> bool:
        """Draw at the top of `area`; False once it has faded."""
        left = self.SHOWN + self.FADE - (now - self.born)
        if left <= 0:
            return False
        self.picture.set_alpha(int(255 * min(1.0, left / self.FADE)))
        surface.blit(self.picture, self.rect_in(area))
        return True

    def rect_in(self, area: pygame.Rect) -> pygame.Rect:
        """Where the notice shows in `area`: centred at its top."""
        return self.picture.get_rect(midtop=(area.centerx, area.top + 8))
