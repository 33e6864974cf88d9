"""The pushdown scene stack (Game Programming Patterns, "State").

The app calls `manager.step(events, dt)` once a frame: events and
`update(dt)` go to the top scene, then the stack is drawn from the lowest
scene that covers the whole screen upward, so an overlay scene (a pause
menu, a curtain, a dialog) lets the scenes below it show through.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

if TYPE_CHECKING:
    import pygame_gui

    from game.match import Match
    from saves import SaveStore, Settings


class App(Protocol):
    """What a scene may ask of the app (`scenes.app.App` answers).  A scene
    never opens another screen by importing it where that would bring the
    importer back in a circle: the table asks the app for the menus."""

    scenes: SceneManager
    ui: pygame_gui.UIManager
    screen: pygame.Surface
    settings: Settings
    store: SaveStore
    sound: Any
    running: bool
    memory_to_give_back: bool
    #: Frames drawn so far (0 while the app's first frame is drawn).
    frames_drawn: int

    def t(self, key: str, **values) -> str: ...
    def notify(self, key: str, **values) -> None: ...
    def set_language(self, language: str) -> None: ...
    def toggle_mute(self) -> None: ...
    def toggle_fullscreen(self) -> None: ...
    def open_game(self, match: Match, autosave_path=None) -> None: ...
    def open_lesson(self, title_id: str) -> None: ...
    def open_setup(self, title_id: str) -> None: ...
    def host_game(self, match: Match, autosave_path=None) -> None: ...
    def open_game_menu(self, table: Scene, curtained: bool = False) -> None: ...
    def open_rules(self, title_id: str) -> None: ...
    def show_results(self, match: Match) -> None: ...
    def tell_host_left(self) -> None: ...
    def wait_for_records(self) -> None: ...
    def stop_autosave(self, discard: bool = False) -> None: ...
    def back_to_title(self) -> None: ...


class Scene:
    """One screen.  Override the hooks you need.

    `overlay = True` makes the scenes below keep drawing under this one.
    """

    overlay = False

    def __init__(self, app: App) -> None:
        self.app = app

    # lifecycle: enter/exit when pushed/popped, pause/resume when another
    # scene is pushed on top of this one / popped off it.
    def enter(self) -> None: ...
    def exit(self) -> None: ...
    def pause(self) -> None: ...
    def resume(self) -> None: ...

    def handle_event(self, event: pygame.event.Event) -> None: ...
    def update(self, dt: float) -> None: ...
    def draw(self, surface: pygame.Surface) -> None: ...

    def on_resize(self, size: tuple[int, int]) -> None:
        """The window changed size; lay the screen out again."""

    def on_language_changed(self) -> None:
        """The language changed; rebuild any text not owned by pygame-gui."""


class SceneManager:
    def __init__(self) -> None:
        self.stack: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.enter()

    def pop(self) -> Scene:
        scene = self.stack.pop()
        scene.exit()
        if self.stack:
            self.stack[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene` (the one below is not resumed)."""
        if self.stack:
            self.stack.pop().exit()
        self.stack.append(scene)
        scene.enter()

    def clear_to(self, scene: Scene) -> None:
        """Empty the stack and start again from `scene` (back to title)."""
        self.close_all()
        self.push(scene)

    def close_all(self) -> None:
        """Exit every scene, top first (the app is shutting down)."""
        while self.stack:
            self.stack.pop().exit()

    def find(self, scene_type: type) -> Scene | None:
        for scene in reversed(self.stack):
            if isinstance(scene, scene_type):
                return scene
        return None

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first."""
        start = len(self.stack) - 1
        while start > 0 and self.stack[start].overlay:
            start -= 1
        return self.stack[max(start, 0):]
