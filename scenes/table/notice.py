"""A notice for the player looking now: "Your turn", or what another
player just did to them ("The Thief (Bram) took all 3 gold of you").  It
never holds up the game: it shows for a few seconds while play goes on,
and fades.  The table puts it at the top of its game log, whose lines
make room for it (the line it tells of is in the log as well).

`AwayPanel` is the one notice that waits for a click: "While you were
away", for a pass-and-play player back at the laptop."""
from __future__ import annotations

from typing import Callable

import pygame

from scenes import layout, style

#: What a notice is about: its edge colour ("turn" is also set large: it is a few words).
KINDS = {"turn": style.GOLD_LIGHT, "summary": style.GOLD_LIGHT, "you": (235, 110, 95), "chat": (120, 170, 230)}


class Notice:
    SHOWN = 3.0   # seconds fully visible
    FADE = 0.6

    def __init__(self, text: str, kind: str, born: float) -> None:
        self.text = text
        self.kind = kind
        self.born = born
        self.picture: pygame.Surface | None = None
        self.made_for: tuple[int, float] | None = None

    def draw(self, surface: pygame.Surface, area: pygame.Rect, now: float) -> bool:
        """Draw at the top of `area`; False once it has faded."""
        left = self.SHOWN + self.FADE - (now - self.born)
        if left <= 0:
            return False
        picture = self.picture_for(area.w)
        picture.set_alpha(int(255 * min(1.0, left / self.FADE)))
        surface.blit(picture, self.rect_in(area))
        return True

    def picture_for(self, width: int) -> pygame.Surface:
        """The notice set for an area `width` wide at the current UI scale
        (made again after a resize, so it keeps the table's type size)."""
        if self.picture is None or self.made_for != (width, layout.scale()):
            self.picture, self.made_for = self._picture(width), (width, layout.scale())
        return self.picture

    def _picture(self, width: int) -> pygame.Surface:
        size = style.HEADING if self.kind == "turn" else style.BODY
        labels = [style.text(line, size, style.TEXT_LIGHT, bold=True)
                  for line in style.wrap(self.text, size, width - 40, bold=True)]
        inner_w = max(label.get_width() for label in labels)
        inner_h = sum(label.get_height() for label in labels)
        picture = style.plate((inner_w + 40, inner_h + 20), alpha=240, radius=12, edge=KINDS[self.kind], edge_width=3)
        y = 10
        for label in labels:
            picture.blit(label, label.get_rect(midtop=(picture.get_width() // 2, y)))
            y += label.get_height()
        return picture

    def rect_in(self, area: pygame.Rect) -> pygame.Rect:
        """Where the notice shows in `area`: centred at its top."""
        return self.picture_for(area.w).get_rect(midtop=(area.centerx, area.top + 8))


class AwayPanel:
    """What happened while a player was away, over the felt until clicked:
    what was done to them first, marked, then the rest (the latest that
    fit, and how many more the log holds)."""

    def __init__(self, title: str, done_to_you: list[str], rest: list[str], dismiss: str,
                 more: Callable[[int], str]) -> None:
        """`more(count)`: the line saying `count` more lines are in the log."""
        self.title, self.done_to_you, self.rest = title, done_to_you, rest
        self.dismiss, self.more = dismiss, more
        self.pictures: dict[tuple[int, int], pygame.Surface] = {}

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Centred over `area` (the felt), as wide as suits it."""
        picture = self.pictures.get(area.size)
        if picture is None:
            picture = self.pictures[area.size] = self.picture(area.size)
        surface.blit(picture, picture.get_rect(center=area.center))

    def picture(self, room: tuple[int, int]) -> pygame.Surface:
        pad = layout.px(22)
        width = min(room[0] - 2 * pad, layout.px(640))
        step = style.line_step(style.BODY)
        rows = [(row, KINDS["you"], True) for line in self.done_to_you
                for row in style.wrap(line, style.BODY, width - 2 * pad, bold=True)]
        rest = [[(row, style.TEXT_LIGHT, False) for row in style.wrap(line, style.BODY, width - 2 * pad)]
                for line in self.rest]
        heading = style.line_step(style.HEADING)
        space = room[1] - 2 * pad - heading - 2 * step - pad
        kept = 0
        while kept < len(rest) and (len(rows) + sum(map(len, rest[len(rest) - kept - 1:]))) * step <= space:
            kept += 1
        if kept < len(rest):
            rows.append((self.more(len(rest) - kept), style.MUTED, False))
        rows += [row for line in rest[len(rest) - kept:] for row in line]
        height = 2 * pad + heading + step * (len(rows) + 1) + pad // 2
        plate = style.plate((width, height), alpha=245, radius=layout.px(14),
                            edge=KINDS["you"] if self.done_to_you else style.GOLD_LIGHT, edge_width=layout.px(3))
        y = pad
        title = style.text(self.title, style.HEADING, style.GOLD_LIGHT, bold=True)
        plate.blit(title, title.get_rect(midtop=(width // 2, y)))
        y += heading
        for row, color, bold in rows:
            plate.blit(style.text(row, style.BODY, color, bold=bold), (pad, y))
            y += step
        hint = style.text(self.dismiss, style.SMALL, style.MUTED)
        plate.blit(hint, hint.get_rect(midbottom=(width // 2, height - pad // 2)))
        return plate
