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
from dataclasses import dataclass
from typing import Callable, Hashable, Iterable, Iterator

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


@dataclass
class Layer:
    """One part of the table at rest: the window's `rect` it owns (no
    other layer's) and how it is drawn there (`draw(surface)`, clipped to
    that rect, over the background).  It is drawn again when invalidated,
    by its name or its `group`'s ("felt", "seats"), or every frame if it is
    `watched` (the game log and the prompt bar, whose changes come from
    many places); a layer that says what it `shows()` (a seat panel's
    `SeatInfo`, the log's lines) only if that changed since it was last
    drawn.  A layer that `waits` (a seat panel, the log, the prompt bar)
    may show its change a frame late, in a frame with time to spare; the
    felt never does (the pieces moving over it land on it then), but
    after a resize, while its new pictures are made (`StillPicture`)."""

    name: str
    rect: pygame.Rect
    draw: Callable[[pygame.Surface], None]
    shows: Callable[[], Hashable] | None = None
    group: str = ""
    waits: bool = False
    watched: bool = False


class StillPicture:
    """The table at rest: one window-sized picture every frame starts from,
    in `layers` (the felt, each seat panel, the log, the prompt bar) each
    drawn again only when its own content changed (see `Layer`).
    `background(surface)` draws what lies under every layer (the felt and
    its rim); it is drawn whole only when the whole picture is (a new
    size, `invalidate()`).

    At a new size (`lay_out`) the pictures the layers are made of are
    drawn anew (card faces, texts, shadows: tens of milliseconds at
    2560x1440), so the layers settle over several frames.  The resize's
    frame draws the background whole and shows the picture before it
    scaled in each layer's rect; each frame then rehearses the layers not
    yet settled (`settling`), drawing them with nothing showing (an empty
    clip) so that they make their new pictures, for `SETTLING_BUDGET` of
    the frame (the first at least: then no other is begun after it): one
    that wants another after that (`style.OutOfTime`) is
    rehearsed again from its start next frame, with the pictures it made
    kept; one rehearsed to its end is drawn (in the next frame, with no
    rehearsal, if this one's time is spent).  So no frame shows a layer half
    drawn, and none makes pictures for long."""

    #: The seconds of a frame the layers that may wait are drawn in: a
    #: frame that drew the felt's pieces leaves them to the next.
    BUDGET = 0.001
    #: The seconds (CPU) of a frame given to making pictures while the
    #: layers settle at a new size.
    SETTLING_BUDGET = 0.005

    def __init__(self, background: Callable[[pygame.Surface], None], layers: list[Layer]) -> None:
        self.background = background
        self.layers = layers
        self.picture: pygame.Surface | None = None
        self.whole = True                        # draw everything again
        self.at_once = True                      # ... the layers that wait too, in the same frame
        self.stale: set[str] = set()             # the layers to draw again
        self.shown: dict[str, Hashable] = {}     # what each layer that `shows` showed when last drawn
        self.settling: set[str] = set()          # the layers not yet drawn at this size
        self.rehearsed: set[str] = set()         # ... of them, those whose pictures are all made
        self.before: pygame.Surface | None = None   # the picture at the size before, while they settle

    def lay_out(self, layers: list[Layer]) -> None:
        """New layers (the window's size changed): the background drawn
        next frame, the layers over the frames after as their pictures are
        made (see the class)."""
        self.layers, self.whole, self.at_once, self.shown = layers, True, False, {}
        self.settling, self.rehearsed = {layer.name for layer in layers}, set()
        if self.before is None:   # a resize while settling keeps the picture before the first
            self.before = self.picture

    def invalidate(self, *names: str) -> None:
        """Draw the layers `names` (a layer's name or a group's) again
        next frame; with no names, the whole picture."""
        if not names:
            self.whole = self.at_once = True
        self.stale.update(layer.name for layer in self.layers if layer.name in names or layer.group in names)

    def prepare(self, size: tuple[int, int]) -> None:
        """Draw it now, at the window's `size`, before it is first shown."""
        self.picture = style.opaque_surface(size)
        self.whole = self.at_once = True
        self._draw_changed()

    def blit(self, surface: pygame.Surface) -> bool:
        """Onto `surface`, each layer that changed drawn again first (the
        whole picture if the window's size changed); whether any was."""
        if self.picture is None or self.picture.get_size() != surface.get_size():
            self.picture = style.opaque_surface(surface.get_size())
            self.whole = True
        redrawn = self._draw_changed()
        surface.blit(self.picture, (0, 0))
        return redrawn

    def _draw_changed(self) -> bool:
        """Draw again the layers that changed, each over the background
        under its own rect (a layer that `waits` only while the frame has
        time left: else a later frame draws it; one settling once it has
        made its pictures); whether any was."""
        picture, whole, redrawn = self.picture, self.whole, self.whole
        until, waiting = time.perf_counter() + self.BUDGET, set()
        time_for_pictures = style.PictureTime(time.thread_time() + self.SETTLING_BUDGET)
        settled_some = False   # a layer settling was drawn or rehearsed: the next only in time left
        if whole:
            self.background(picture)
        at_once = whole and self.at_once
        if at_once:
            self.settling, self.rehearsed = set(), set()
        for layer in self.layers:
            settling = layer.name in self.settling
            if not (whole or settling or layer.watched or layer.name in self.stale):
                continue
            shows = layer.shows() if layer.shows is not None else None
            if not (whole or settling) and layer.shows is not None and shows == self.shown.get(layer.name):
                continue
            if layer.waits and not at_once and time.perf_counter() > until:
                waiting.add(layer.name)
                continue
            if settling and layer.name not in self.rehearsed:
                if settled_some and time.thread_time() > time_for_pictures.deadline:
                    waiting.add(layer.name)
                    continue
                redrawn = settled_some = True   # the frame's time went to it
                if not self._rehearse(layer, time_for_pictures):
                    waiting.add(layer.name)
                    continue
                if time.thread_time() > time_for_pictures.deadline:   # drawn next frame
                    self.rehearsed.add(layer.name)
                    waiting.add(layer.name)
                    continue
            self.shown[layer.name] = shows
            settled_some = settled_some or settling
            self.settling.discard(layer.name)
            self.rehearsed.discard(layer.name)
            picture.set_clip(layer.rect)
            if not whole:
                self.background(picture)
            layer.draw(picture)
            picture.set_clip(None)
            redrawn = True
        if whole and self.before is not None:
            self._show_before(layer for layer in self.layers if layer.name in waiting)
        if not self.settling:
            self.before = None
        self.whole, self.stale = False, waiting
        return redrawn

    def _rehearse(self, layer: Layer, time_for: style.PictureTime) -> bool:
        """Draw `layer` with nothing showing, making the pictures it needs
        in the frame's `time_for` them (see `style.making_pictures`);
        whether it got to its end."""
        self.picture.set_clip(pygame.Rect(layer.rect.topleft, (0, 0)))
        try:
            with style.making_pictures(time_for):
                layer.draw(self.picture)
        except style.OutOfTime:
            return False
        finally:
            self.picture.set_clip(None)
        return True

    def _show_before(self, layers: Iterable[Layer]) -> None:
        """The picture before the resize, scaled to the window, in the
        rects of `layers` (not drawn at the new size yet)."""
        before, size = self.before, self.picture.get_size()
        across, down = before.get_width() / size[0], before.get_height() / size[1]
        for layer in layers:
            rect = layer.rect.clip(self.picture.get_rect())
            if not rect.w or not rect.h:
                continue
            source = pygame.Rect(int(rect.x * across), int(rect.y * down),
                                 max(1, round(rect.w * across)), max(1, round(rect.h * down)))
            source = source.clip(before.get_rect())
            if source.w and source.h:
                pygame.transform.scale(before.subsurface(source), rect.size, self.picture.subsurface(rect))


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
