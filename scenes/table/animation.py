"""From engine events to moving pictures.

`Actor` is a picture on the table that tweens can move, flip, fade and
scale; the `Stage` draws the actors above the `StillPicture`, the table at
rest.  `EventQueue` holds the events of the last action, each already seen
through the viewer's eyes (`event.seen_by(viewer)`), and hands them one by
one to the title table's handler, which answers with animations; the next
event starts when the previous one's animations have finished, and the
table waits for the queue to empty before it asks for the next decision.
As each event starts, `started` gets the true event (for the game log,
which words it again for whoever looks later).
"""
from __future__ import annotations

import time
from collections import deque
from typing import Callable, Iterable, Iterator

import pygame

from game.core import Event
from scenes import style
from scenes.table.shadows import blit_with_shadow
from scenes.table.tween import Animation, Tweener


class Actor:
    """A picture centred on `pos`.  `scale_x` squeezes it sideways (card
    flips), `scale` grows it, `alpha` fades it (0–255).  `owned` says the
    image belongs to this actor alone (not a shared cached sprite), so
    fading may change it in place instead of copying it every frame.
    `lift` is how high it floats above the felt (its shadow's offset): a
    piece sliding along the table keeps the resting lift of 3."""

    def __init__(self, image: pygame.Surface, pos: tuple[float, float], layer: int = 0,
                 shadow: bool = False, alpha: float = 255.0, scale: float = 1.0, owned: bool = False,
                 lift: int = 6) -> None:
        self.image = image
        self.lift = lift
        self.owned = owned
        self.pos = tuple(pos)
        self.layer = layer
        self.shadow = shadow
        self.alpha = alpha
        self.scale = scale
        self.scale_x = 1.0

    def draw(self, surface: pygame.Surface) -> None:
        image = self.image
        scaled = self.scale != 1.0 or self.scale_x != 1.0
        if scaled:
            w, h = image.get_size()
            size = (max(1, round(w * self.scale * self.scale_x)), max(1, round(h * self.scale)))
            image = pygame.transform.smoothscale(image, size)
        if self.alpha < 255:
            if not (scaled or self.owned):
                image = image.copy()
            image.set_alpha(max(0, int(self.alpha)))
        rect = image.get_rect(center=(round(self.pos[0]), round(self.pos[1])))
        # the blurred shadow is cached per size: only for pieces at rest size
        if self.shadow and self.alpha >= 255 and not scaled:
            blit_with_shadow(surface, image, rect.topleft, radius=max(3, rect.w // 10), lift=self.lift)
        else:
            surface.blit(image, rect)


class Stage:
    """The actors on the table, drawn in layer order above the table."""

    def __init__(self) -> None:
        self.actors: list[Actor] = []

    def add(self, actor: Actor) -> Actor:
        self.actors.append(actor)
        return actor

    def remove(self, actor: Actor) -> None:
        if actor in self.actors:
            self.actors.remove(actor)

    def remover(self, actor: Actor) -> Callable[[], None]:
        return lambda: self.remove(actor)

    def clear(self) -> None:
        self.actors.clear()

    def draw(self, surface: pygame.Surface) -> None:
        for actor in sorted(self.actors, key=lambda a: a.layer):
            actor.draw(surface)


class StillPicture:
    """The table at rest, drawn (`draw_still(surface)`) only when something
    on it changed, into a picture every frame starts from."""

    def __init__(self, draw_still: Callable[[pygame.Surface], None]) -> None:
        self.draw_still = draw_still
        self.picture: pygame.Surface | None = None
        self.stale = True

    def prepare(self, size: tuple[int, int]) -> None:
        """Draw it now, at the window's `size`, before it is first shown."""
        self.picture = style.opaque_surface(size)
        self.stale = False
        self.draw_still(self.picture)

    def blit(self, surface: pygame.Surface) -> bool:
        """Onto `surface`, drawn again first if it is stale or the window's
        size changed; whether it was drawn again."""
        if self.picture is None or self.picture.get_size() != surface.get_size():
            self.picture = style.opaque_surface(surface.get_size())
            self.stale = True
        redrawn = self.stale
        if redrawn:
            self.stale = False
            self.draw_still(self.picture)
        surface.blit(self.picture, (0, 0))
        return redrawn


class DrawAhead:
    """Pictures the table may show later, drawn a few at a time in the
    frames' spare time (a frame that drew the still picture has none):
    each call draws one and its drawing function caches it, so a piece
    that appears later is only put together.  A table opening or resized
    starts them (`start`) instead of drawing them all before its frame."""

    #: The seconds of a frame given to pictures drawn ahead.
    BUDGET = 0.001

    def __init__(self) -> None:
        self.waiting: Iterator[Callable[[], object]] = iter(())

    def start(self, drawings: Iterable[Callable[[], object]]) -> None:
        """Draw these from the next frame on (any still waiting are dropped: a new size)."""
        self.waiting = iter(drawings)

    def run(self, budget: float = BUDGET) -> None:
        """Draw what is waiting until `budget` seconds are spent."""
        until = time.perf_counter() + budget
        for draw in self.waiting:
            draw()
            if time.perf_counter() >= until:
                return


AnimationResult = Animation | Iterable[Animation] | None


class EventQueue:
    """Events waiting for their animations, played in order.

    `handler(event)` returns the animation(s) for an event (or None); it is
    called when the event's turn comes, so it can read positions as they are
    then.
    """

    def __init__(self, tweens: Tweener, handler: Callable[[Event], AnimationResult],
                 started: Callable[[Event], None] = lambda event: None) -> None:
        self.tweens = tweens
        self.handler = handler
        self.started = started
        self.waiting: deque[Event] = deque()
        self._true: deque[Event] = deque()    # the events in `waiting`, unseen

    def push(self, events: Iterable[Event], viewer: int | None) -> None:
        """Queue `events` as `viewer` may see them."""
        for event in events:
            self.waiting.append(event.seen_by(viewer))
            self._true.append(event)

    def see_as(self, viewer: int | None) -> None:
        """The waiting events, as `viewer` may see them (the viewer changed)."""
        self.waiting = deque(e.seen_by(viewer) for e in self._true)

    def take(self) -> Event:
        """Start the next waiting event now, as part of the one playing
        (a handler that moves several events together)."""
        self.started(self._true.popleft())
        return self.waiting.popleft()

    @property
    def busy(self) -> bool:
        """True while an event is still waiting or animating."""
        return bool(self.waiting) or self.tweens.busy

    def update(self) -> None:
        """Start the next events whose turn has come (those with no
        animation go straight through)."""
        while self.waiting and not self.tweens.busy:
            self._start(self.take())

    def _start(self, event: Event) -> None:
        result = self.handler(event)
        if result is None:
            return
        if isinstance(result, Animation):
            self.tweens.add(result)
        else:
            self.tweens.add(*result)

    def skip(self) -> None:
        """Play everything to its end state at once."""
        self.tweens.skip()
        while self.waiting:
            self._start(self.take())
            self.tweens.skip()

    def clear(self) -> None:
        self.waiting.clear()
        self._true.clear()
        self.tweens.running.clear()
