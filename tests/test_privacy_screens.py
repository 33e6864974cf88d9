"""Pass-and-play privacy, checked on the screen itself.

A driver plays a match of two humans and a bot through the real table
scene, curtains and all.  After every hand-over and at every moment the
whole table watches (a reveal, a bot's turn, a round ending) it draws the
table once more inside `style.reading()`, which sees every string the table
draws (log, labels, banners, tooltips, prompt) and every card face, and
fails if any of them names a card another human holds hidden, or if the
view the table draws from shows another human's coins or sealed bid.

Each title with a table is one line in SECRETS: what, in a state, is hidden
from a seat but known to another human.
"""
from __future__ import annotations

import random
import re

import pygame
import pytest

from app_driver import pass_the_laptop
from game.core import GameState
from game.match import AI, Match, Seat
from game.text import Translator
from scenes import layout, style
from scenes.tables import open_table
from scenes.table.curtain import CurtainScene


class Secrets:
    """What `viewer` must not see: words and card faces (checked against
    what is drawn) and a check of the view the table draws from."""

    def __init__(self, words=(), faces=(), view_ok=lambda view: True):
        self.words, self.faces, self.view_ok = set(words), set(faces), view_ok


def shown_anywhere(view: GameState) -> set[str]:
    """Every string value in a view: cards it shows are not secrets, even
    when another copy of the same card is hidden somewhere."""
    found = set()

    def walk(value):
        if isinstance(value, str):
            found.add(value)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, (list, tuple)):
            for item in value:
                walk(item)
    walk(view.to_json())
    return found


def lair_secrets(rules, state, viewer, others) -> Secrets:
    """Dragon's Lair: other humans' hands and the face-down maze cards only
    they placed."""
    from game.dragons_lair import data
    from game.dragons_lair.log import card_name
    hidden = {c for seat in others for c in state.hands[seat]}
    hidden |= {c for c, up, known in zip(state.maze, state.face_up, state.known_by) if not up and known in others}
    hidden -= shown_anywhere(rules.view(state, viewer))
    t = Translator("dragons_lair", "en")
    jokers = {data.SMALL_DRAGON: "small_joker", data.BIG_DRAGON: "big_joker"}
    return Secrets({card_name(c, t).removeprefix("the ") for c in hidden}, {jokers.get(c, c) for c in hidden})


def citadels_secrets(rules, state, viewer, others) -> Secrets:
    """Citadels: other humans' hands, the cards they are looking at, and
    their characters nobody has been shown yet (checked on the view: the
    character track names all eight characters)."""
    hidden = {c for seat in others for c in state.hands[seat]}
    if state.current in others:
        hidden |= set(state.drawn)
    hidden -= shown_anywhere(rules.view(state, viewer))
    t = Translator("citadels", "en")
    names = {t(f"district.{card}") for card in hidden}

    def view_ok(view):
        return all(c is None or c in view.revealed for seat in others for c in view.chars[seat])
    return Secrets(names, names, view_ok)


def dragonstones_secrets(rules, state, viewer, others) -> Secrets:
    """Fist of Dragonstones: other humans' coins behind their screens and
    their sealed bids, until bids are opened."""
    from game.dragonstones.rules import HIDDEN_COINS

    def view_ok(view):
        auction = view.auction or {}
        for seat in others:
            if any(view.seats[seat][coin] is not None for coin in HIDDEN_COINS):
                return False
            if auction and not auction.get("revealed") and (auction["bids"][seat] or auction["drafts"][seat]):
                return False
        return True
    return Secrets(view_ok=view_ok)


def lyre_secrets(rules, state, viewer, others) -> Secrets:
    """Dragon & Lyre: other humans' hands, the heroes they set on their used
    piles at setup and their sealed heroes, until revealed (every seat
    leads the same twelve heroes: a hero's face is "<seat>:<hero>")."""
    from game.dragon_lyre.rules import UNKNOWN
    sealed = {f"{seat}:{hero}" for seat in others
              for hero in state.setup_picks[seat] + [state.sealed[seat]] if hero is not None}

    def view_ok(view):
        return all(set(view.hands[seat]) <= {UNKNOWN} and set(view.setup_picks[seat]) <= {UNKNOWN}
                   and view.sealed[seat] in (None, UNKNOWN) for seat in others)
    return Secrets(faces=sealed, view_ok=view_ok)


#: One line per title with a table.  (Rattlebones has none: everything on
#: its table is public, only the dice to come are unknown.)
SECRETS = {
    "dragons_lair": lair_secrets,
    "citadels": citadels_secrets,
    "dragonstones": dragonstones_secrets,
    "dragon_lyre": lyre_secrets,
}


def read_the_table(app, table) -> tuple[list[str], list[str]]:
    """Everything the table draws now: its strings (the prompt's buttons
    included) and its card faces, and everything it would show large when
    looked at (every face the inspector offers, and its caption)."""
    with style.reading() as seen:
        table.invalidate()
        table.draw(app.screen)
        for spot in list(table.inspector.spots):
            spot.face(layout.fit_size(spot.shape, (240, 320)))
            if spot.caption is not None:
                style.text(spot.caption())
    strings = seen.strings + [button.text for button, _ in table.prompt.buttons]
    return strings, seen.faces


def check(app, table, moment: str) -> None:
    match = table.match
    viewer = table.viewer
    others = [seat for seat in match.humans if seat != viewer]
    secrets = SECRETS[match.title_id](match.rules, match.state, viewer, others)
    strings, faces = read_the_table(app, table)
    assert strings, "the table draws its words through style.text"
    for word in secrets.words:
        pattern = re.compile(rf"\b{re.escape(word)}\b")
        named = [s for s in strings if pattern.search(s)]
        assert not named, f"{moment}, seen by {viewer}: {word!r} (another human's secret) in {named}"
    shown = secrets.faces & set(faces)
    assert not shown, f"{moment}, seen by {viewer}: the faces of {shown} (another human's secret) are drawn"
    assert secrets.view_ok(table.shown_view), f"{moment}, seen by {viewer}: the table draws another human's secret"


def play_and_watch(app, title_id: str, seed: int, checks_wanted: int = 14, frames: int = 3000) -> int:
    """Two humans and a bot play through the real table; returns how many
    hand-overs and shared moments were checked."""
    rules_players = max(3, __import__("game.registry", fromlist=["get"]).get(title_id).min_players)
    seats = [Seat("Ann"), Seat("Mei")] + [Seat(f"Bot {i}", AI, "easy") for i in range(rules_players - 2)]
    match = Match(title_id, seats, seed)
    table = open_table(app, match)
    app.scenes.push(table)
    rng = random.Random(seed)
    checked, last_viewer, public_batch = 0, table.viewer, False
    for _ in range(frames):
        top = app.scenes.top
        events = []
        if isinstance(top, CurtainScene):
            events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(400, 300)))
        elif top is table and table.turns.handing_over is not None:
            events.append(pass_the_laptop(table))
        elif top is table and table.decision is not None and not table.events.busy:
            table.submit(rng.choice(table.legal))
        elif rng.random() < 0.3:
            events.append(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
        app.step(events, 1 / 60)
        if app.scenes.top is not table:
            continue
        if table.viewer is not None and table.viewer != last_viewer and table.decision is not None:
            check(app, table, "after a hand-over")
            checked += 1
        watching_together = table.viewer is None and table.events.busy
        if watching_together and not public_batch:
            check(app, table, "a moment everyone watches")
            checked += 1
        public_batch = watching_together
        last_viewer = table.viewer
        if match.is_over() or checked >= checks_wanted:
            break
    return checked


@pytest.mark.parametrize("title_id", sorted(SECRETS))
def test_no_screen_shows_another_human_s_secret(app, title_id):
    assert play_and_watch(app, title_id, seed=3) >= 8
