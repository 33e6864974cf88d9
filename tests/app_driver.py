"""Drives the app in tests the way a player would: real pygame events
(mouse clicks, typing) fed through `App.step`, one frame at a time."""
from __future__ import annotations

import json
from pathlib import Path

import pygame
from pygame_gui.elements import UIButton, UILabel

from game.text import is_plural
from scenes.app import App
from scenes.i18n import TRANSLATIONS_DIR, t


OPEN_APPS: list[App] = []


def make_app(animation_speed: float | None = None, store_dir: Path | None = None) -> App:
    """A windowed app at its title screen.  A test that plays whole games
    speeds the animations up and keeps its saves in `store_dir`."""
    from saves import SaveStore, Settings
    settings = Settings(animation_speed=animation_speed) if animation_speed else None
    app = App(settings=settings, store=SaveStore(store_dir) if store_dir else None, windowed=True)
    app.start()
    OPEN_APPS.append(app)
    frames(app)
    return app


def close_open_apps() -> None:
    """Exit every scene of every app a test made, so a bot still thinking
    for one test's table does not hold up the next test's."""
    while OPEN_APPS:
        app = OPEN_APPS.pop()
        app.scenes.close_all()
        app.stop_autosave()


def frames(app: App, count: int = 2) -> None:
    for _ in range(count):
        app.step(pygame.event.get(), 1 / 60)


def title_settled(app: App) -> None:
    """Frames until the title's emblems, drawn on another thread after the
    menu shows, have faded in."""
    import time
    title = app.scenes.top
    for _ in range(600):
        app.step(pygame.event.get(), 1 / 60)
        if not title.settling:
            return
        time.sleep(0.001)   # the drawing thread's turn
    raise AssertionError("the title's emblems never showed")


def wait_a_frame(app: App, table) -> None:
    """One frame, after the bot `table` is waiting for (if any) has
    answered: a test counts frames, not the seconds a bot may think."""
    thinking = getattr(table, "thinking", None)
    if thinking is not None and not thinking.future.cancelled():
        thinking.future.exception(timeout=60)
    frames(app, 1)


def click(app: App, element) -> None:
    """Press and release the mouse over `element`, then let two frames run
    (the second one delivers the UI event pygame-gui posts)."""
    pos = element.rect.center
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, 3)


def click_at(app: App, pos: tuple[int, int]) -> None:
    """Move the mouse to `pos` and click there: a table spot or a button
    (the frames after deliver the event a pygame-gui button posts)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, 2)


def drawn(text: str, strings: list[str]) -> bool:
    """Whether `text` is among the strings a table drew, perhaps wrapped
    over several lines (a caption under a large card)."""
    def squeezed(words: str) -> str:
        return "".join(words.split())
    return text in strings or squeezed(text) in squeezed("".join(strings))


def press_space(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    frames(app, 1)


def start_from_title(app: App, title_id: str, seed: int, extra_seats: int = 0):
    """Title menu -> New game -> `title_id` (default seats: you and Normal
    bots, plus `extra_seats` more) with `seed` typed in -> Start.  Returns
    the setup scene's seats and the table scene that opened."""
    from scenes.menus.setup import SetupScene
    click(app, app.scenes.top.menu_buttons["app.title.new_game"])
    assert isinstance(app.scenes.top, SetupScene)
    click(app, app.scenes.top.title_buttons[title_id])
    for _ in range(extra_seats):
        click(app, button(app, "app.setup.add_seat"))
    setup = app.scenes.top
    type_into(app, setup.seed_entry, str(seed))
    seats = setup.match_seats()
    click(app, setup.start_button)
    return seats, app.scenes.top


def play_to_results(app: App, table, play_one_decision, limit: int = 20000) -> int:
    """Run frames, skipping animations with Space and making each human
    decision with `play_one_decision(app, table)`, until the results screen
    shows.  Returns how many decisions were made."""
    from scenes.menus.results import ResultsScene
    decisions = 0
    for _ in range(limit):
        top = app.scenes.top
        if isinstance(top, ResultsScene):
            return decisions
        if top is table and table.final_table:
            click(app, next(b for b, _ in table.prompt.buttons))  # "See the results"
            continue
        if top is table and table.decision is not None and not table.events.busy:
            play_one_decision(app, table)
            decisions += 1
        elif table.events.busy:
            press_space(app)
        else:
            wait_a_frame(app, table)
    raise AssertionError(f"no results screen after {limit} steps ({decisions} decisions)")


def tag_views_with_their_seat(monkeypatch, match) -> None:
    """Every view `match.view(seat)` hands out carries `seen_by_seat`, so a
    test can tell whose view any drawing was made from."""
    real_view = match.view

    def tagged_view(seat, *state):
        view = real_view(seat, *state)
        view.seen_by_seat = seat
        return view
    monkeypatch.setattr(match, "view", tagged_view)


def shown_ranking(app: App) -> list[str]:
    """Seat names in the order the results screen lists them."""
    return [row.text for row in app.scenes.top.rows]


def type_into(app: App, entry, text: str) -> None:
    """Click into a text field, clear it with backspaces and type `text`."""
    click(app, entry)
    for _ in range(len(entry.get_text())):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0))
    frames(app, 1)
    for char in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    frames(app, 2)


def visible(app: App, kind) -> list:
    return [e for e in app.ui.get_sprite_group().sprites() if isinstance(e, kind) and e.visible and e.alive()]


def button(app: App, key: str) -> UIButton:
    """The one visible button whose text is translation key `key`."""
    found = [b for b in visible(app, UIButton) if b.text == key]
    assert len(found) == 1, f"{len(found)} visible buttons {key!r}; there are {[b.text for b in visible(app, UIButton)]}"
    return found[0]


def shown_texts(app: App) -> list[str]:
    """Texts of every visible button and label, as keys (as given to pygame-gui)."""
    return [e.text for e in visible(app, UIButton) + visible(app, UILabel) if e.text]


def shown_strings(app: App) -> list[str]:
    """What the player reads on every visible button and label now."""
    return [t(e.text, **(e.text_kwargs or {})) for e in visible(app, UIButton) + visible(app, UILabel) if e.text]


def translation_keys(language: str) -> dict[str, str]:
    """Every key of app.<language>.json ("app.title.new_game") with its text."""
    data = json.loads(Path(TRANSLATIONS_DIR, f"app.{language}.json").read_text(encoding="utf-8"))[language]
    flat: dict[str, str] = {}

    def walk(node, prefix):
        for name, value in node.items():
            if is_plural(value):  # one text with plural forms; languages have different forms
                flat[f"{prefix}{name}"] = " | ".join(value.values())
            elif isinstance(value, dict):
                walk(value, f"{prefix}{name}.")
            else:
                flat[f"{prefix}{name}"] = value
    walk(data, "app.")
    return flat


def point_at(app: App, pos: tuple[int, int]) -> None:
    """Move the mouse to `pos` (no click) and let two frames run."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 2)


def table_where(app: App, title_id: str, players: int, reached, after: float = 0.0):
    """The table of a game played by Easy bots (scenes.shots' game, the
    human at seat 0), opened at the first point past `after` of it where
    `reached(match)` holds, with its bots and motions settled."""
    from game.match import Match
    from scenes import shots
    played = shots.bot_game(title_id, players)
    match = Match(title_id, shots.seats(players), seed=shots.SEED)
    for i, (seat, action) in enumerate(played):
        if i >= len(played) * after and reached(match):
            break
        match.submit(seat, action)
    app.open_game(match)
    table = app.scenes.top
    shots.settle(app, table)
    return table


def pass_the_laptop(table) -> pygame.event.Event:
    """At a pass-and-play table's hand-over step ("Done — pass to Ben /
    Undo"): pressing its first button, the one that passes on."""
    import pygame_gui
    return pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=table.prompt.buttons[0][0])


def pass_on(app, table) -> None:
    """Press the hand-over step's pass-on button and let a frame run."""
    pygame.event.post(pass_the_laptop(table))
    frames(app, 1)
