"""A small tween system: values that glide from one number (or tuple of
numbers) to another over time, composed into sequences and parallel groups.

>>> class Box: x = 0.0
>>> box = Box()
>>> tweens = Tweener()
>>> tweens.add(Tween(box, 1.0, linear, x=10))
>>> tweens.update(0.5); box.x
5.0
>>> tweens.skip(); box.x, tweens.busy
(10, False)

A `Tweener` runs every animation of a table; its `speed` (the player's
animation-speed setting) scales time, and `skip()` finishes everything at
once, so nothing ever makes the player wait.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable

Easing = Callable[[float], float]


# --- easing functions: t in [0, 1] -> progress ------------------------------
def linear(t: float) -> float:
    return t


def ease_in(t: float) -> float:
    return t * t


def ease_out(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


def ease_out_back(t: float, overshoot: float = 1.7) -> float:
    u = t - 1
    return 1 + (overshoot + 1) * u ** 3 + overshoot * u ** 2


def ease_out_bounce(t: float) -> float:
    if t < 1 / 2.75:
        return 7.5625 * t * t
    if t < 2 / 2.75:
        t -= 1.5 / 2.75
        return 7.5625 * t * t + 0.75
    if t < 2.5 / 2.75:
        t -= 2.25 / 2.75
        return 7.5625 * t * t + 0.9375
    t -= 2.625 / 2.75
    return 7.5625 * t * t + 0.984375


def lerp(a: Any, b: Any, p: float) -> Any:
    """Interpolate numbers, or tuples of numbers element by element."""
    if isinstance(a, (tuple, list)):
        return tuple(lerp(x, y, p) for x, y in zip(a, b))
    return a + (b - a) * p


# --- animations ----------------------------------------------------------------
class Animation:
    """Something that runs for a while.  `update(dt)` returns the time left
    over once it has finished (0 while it is still running)."""

    done = False

    def update(self, dt: float) -> float:
        raise NotImplementedError

    def finish(self) -> None:
        """Jump to the end state at once."""
        while not self.done:
            self.update(1e9)


class Tween(Animation):
    """Move attributes of `target` to the given end values over `duration`
    seconds.  Start values are read when the tween starts (after `delay`),
    unless `start` gives them."""

    def __init__(self, target: Any, duration: float, ease: Easing = ease_in_out, delay: float = 0.0,
                 start: dict[str, Any] | None = None, **end: Any) -> None:
        self.target, self.duration, self.ease, self.delay = target, max(duration, 0.0), ease, delay
        self.start: dict[str, Any] | None = dict(start) if start else None
        self.end = end
        self.elapsed = 0.0

    def update(self, dt: float) -> float:
        if self.done:
            return dt
        if self.delay > 0:
            used = min(dt, self.delay)
            self.delay -= used
            dt -= used
            if self.delay > 0:
                return 0.0
        if self.start is None:
            self.start = {}
        for name in self.end:
            self.start.setdefault(name, getattr(self.target, name))
        self.elapsed += dt
        if self.elapsed >= self.duration:
            for name, value in self.end.items():
                setattr(self.target, name, value)
            self.done = True
            return self.elapsed - self.duration
        p = self.ease(self.elapsed / self.duration)
        for name, value in self.end.items():
            setattr(self.target, name, lerp(self.start[name], value, p))
        return 0.0


class Wait(Animation):
    def __init__(self, duration: float) -> None:
        self.left = duration

    def update(self, dt: float) -> float:
        self.left -= dt
        if self.left <= 0:
            self.done = True
            return -self.left
        return 0.0


class Call(Animation):
    """Run `fn` once, taking no time (to swap a card face mid-flip, play a
    sound, remove a sprite)."""

    def __init__(self, fn: Callable[[], Any]) -> None:
        self.fn = fn

    def update(self, dt: float) -> float:
        if not self.done:
            self.done = True
            self.fn()
        return dt


class Sequence(Animation):
    """Run animations one after another."""

    def __init__(self, *steps: Animation) -> None:
        self.steps = [s for s in steps if s is not None]
        self.index = 0
        self.done = not self.steps

    def update(self, dt: float) -> float:
        while not self.done:
            dt = self.steps[self.index].update(dt)
            if not self.steps[self.index].done:
                return 0.0
            self.index += 1
            if self.index == len(self.steps):
                self.done = True
        return dt


class Parallel(Animation):
    """Run animations together; done when the longest is."""

    def __init__(self, *parts: Animation) -> None:
        self.parts = [p for p in parts if p is not None]
        self.done = not self.parts

    def update(self, dt: float) -> float:
        if self.done:
            return dt
        leftovers = [p.update(dt) for p in self.parts if not p.done]
        if all(p.done for p in self.parts):
            self.done = True
            return min(leftovers) if leftovers else dt
        return 0.0


def stagger(animations: Iterable[Animation], gap: float) -> Parallel:
    """Start each animation `gap` seconds after the previous one."""
    return Parallel(*(Sequence(Wait(i * gap), a) for i, a in enumerate(animations)))


# --- common moves on sprites (objects with x, y, scale_x, scale, alpha) ---------
def move(sprite: Any, to: tuple[float, float], duration: float = 0.35, ease: Easing = ease_in_out,
         delay: float = 0.0) -> Tween:
    return Tween(sprite, duration, ease, delay, pos=tuple(to))


def fade(sprite: Any, alpha: float, duration: float = 0.25, delay: float = 0.0) -> Tween:
    return Tween(sprite, duration, linear, delay, alpha=alpha)


def scale(sprite: Any, factor: float, duration: float = 0.2, ease: Easing = ease_out_back,
          delay: float = 0.0) -> Tween:
    return Tween(sprite, duration, ease, delay, scale=factor)


def flip(sprite: Any, turn: Callable[[], Any], duration: float = 0.3) -> Sequence:
    """Turn a card over: squeeze it to nothing along x, call `turn` (which
    swaps the face), and open it again."""
    half = duration / 2
    return Sequence(Tween(sprite, half, ease_in, scale_x=0.0), Call(turn),
                    Tween(sprite, half, ease_out, scale_x=1.0))


class Tweener:
    """Runs a table's animations.  Time runs `speed` times faster than the
    clock (the player's animation-speed setting)."""

    def __init__(self, speed: Callable[[], float] | float = 1.0) -> None:
        self._speed = speed
        self.running: list[Animation] = []

    @property
    def speed(self) -> float:
        value = self._speed() if callable(self._speed) else self._speed
        return max(float(value), 0.05)

    def add(self, *animations: Animation | None) -> None:
        self.running.extend(a for a in animations if a is not None and not a.done)

    @property
    def busy(self) -> bool:
        return bool(self.running)

    def update(self, dt: float) -> None:
        scaled = dt * self.speed
        for animation in list(self.running):
            animation.update(scaled)
        self.running = [a for a in self.running if not a.done]

    def skip(self) -> None:
        """Finish every running animation now, end states and callbacks
        included (an animation a callback starts is finished too)."""
        for _ in range(100):
            if not self.running:
                return
            current, self.running = self.running, []
            for animation in current:
                animation.finish()
            self.running = [a for a in self.running if not a.done]
