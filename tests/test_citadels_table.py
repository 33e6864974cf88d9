"""Citadels on screen: a whole game played with the mouse from the title
menu to the results, pass-and-play curtains, the table drawing only from
the viewer's view, and every engine event logged and animated."""
import json
import pygame

from game.core import Action
from game.match import Match, Seat
from game.text import is_plural
from scenes.i18n import TRANSLATIONS_DIR
from scenes.citadels.draw import Painter
from scenes.table.curtain import CurtainScene
from app_driver import click, click_at, pass_on, wait_a_frame, press_space, shown_texts, tag_views_with_their_seat


def prompt_button(table, kind):
    for element, choice in table.prompt.buttons:
        if isinstance(choice, Action) and choice.kind == kind:
            return element
    return None


def play_one_decision(app, table):
    """Decide as a player would: click a character, a drawn card or a
    district on the table, or press the prompt button for the rest."""
    decision = table.decision
    targets = [t for t in table.targets_now if t.action is not None]
    if decision.kind in ("pick_character", "discard_character", "keep_card", "magician_discard") and targets:
        click_at(app, targets[-1].rect.center)
        return
    if decision.kind == "turn":
        gold = table.shown_view.gold[decision.seat]
        resource = prompt_button(table, "take_gold" if gold < 5 else "draw_cards") or \
            prompt_button(table, "take_gold")
        if resource is not None:
            click(app, resource)
            return
        chosen = [t for t in targets if t.action.kind in ("build", "murder", "rob")]
        if chosen:
            click_at(app, chosen[0].rect.center)
            return
        click(app, prompt_button(table, "end_turn"))
        return
    buttons = [b for b, choice in table.prompt.buttons if isinstance(choice, Action)]
    click(app, buttons[0])


def check_results(app, table):
    """Citadels' results show each seat's score breakdown."""
    from scenes.citadels.table import Table
    match = table.match
    details = Table.score_details(match)
    shown = shown_texts(app)
    for seat, text in details.items():
        assert str(match.rules.city_score(match.view(None), seat)["districts"]) in text
        assert text in shown, "each seat's score breakdown is on the results screen"


class Recorder:
    """Tags every view with the seat it was made for, and notes what each
    frame put on screen: ("curtain", seat) or ("table", viewer, view's seat)."""

    def __init__(self, monkeypatch, match, table_class):
        self.shown = []
        tag_views_with_their_seat(monkeypatch, match)
        recorder = self
        real_draw_table = table_class.draw_table

        def draw_table(table, surface, view):
            recorder.shown.append(("table", table.viewer, view.seen_by_seat))
            real_draw_table(table, surface, view)
        monkeypatch.setattr(table_class, "draw_table", draw_table)
        real_hand = Painter.hand

        def draw_hand(painter, surface):
            if painter.viewer is not None:
                recorder.shown.append(("hand", painter.viewer, painter.view.seen_by_seat))
            real_hand(painter, surface)
        monkeypatch.setattr(Painter, "hand", draw_hand)

        def curtain_draw(scene, surface):
            recorder.shown.append(("curtain", scene.seat))
        monkeypatch.setattr(CurtainScene, "draw", curtain_draw)


def test_pass_and_play_draft_curtains_and_hands(app, monkeypatch):
    """Two humans share the laptop: a curtain comes between their draft
    picks, and no frame draws one human's hand while the other is the viewer."""
    from scenes.citadels.table import Table
    match = Match("citadels", [Seat("Ann"), Seat("Mei"), Seat("Bot", "ai", "normal"), Seat("Cat", "ai", "normal")],
                  seed=4)
    recorder = Recorder(monkeypatch, match, Table)
    app.open_game(match)
    table = app.scenes.top
    picks = []
    for _ in range(3000):
        if match.state.round > 2 or match.is_over():
            break
        top = app.scenes.top
        if isinstance(top, CurtainScene):
            wait_a_frame(app, table)
            click_at(app, (640, 360))
        elif top is table and table.turns.handing_over is not None:
            pass_on(app, table)
        elif top is table and table.decision is not None and not table.events.busy:
            if table.decision.kind == "pick_character":
                picks.append((table.decision.seat, len(recorder.shown)))
            play_one_decision(app, table)
        elif table.events.busy:
            press_space(app)
        else:
            wait_a_frame(app, table)
    human_picks = [(seat, at) for seat, at in picks if match.seats[seat].is_human]
    assert {seat for seat, _ in human_picks} == {0, 1}
    assert any(entry[0] == "curtain" for entry in recorder.shown)
    for (before, start), (after, end) in zip(human_picks, human_picks[1:]):
        if before != after:
            assert ("curtain", after) in recorder.shown[start:end], "a curtain between two humans' picks"
    for entry in recorder.shown:
        if entry[0] in ("table", "hand"):
            _, viewer, seen_by = entry
            assert seen_by == viewer, f"drew seat {seen_by}'s view while {viewer} was looking"


def test_the_table_draws_only_from_the_viewers_view(app, monkeypatch):
    """While the table draws, the match's true state is out of reach: every
    picture comes from match.view(viewer)."""
    from scenes.citadels.table import Table
    match = Match("citadels", [Seat("Ann")] + [Seat(n, "ai", "normal") for n in ("Bo", "Cy", "Di")], seed=21)
    recorder = Recorder(monkeypatch, match, Table)
    app.open_game(match)
    table = app.scenes.top

    class Sealed:
        def __getattr__(self, name):
            raise AssertionError(f"the table read match.state.{name} while drawing")

    real_draw = Table.draw

    def sealed_draw(scene, surface):
        state, match.state = match.state, Sealed()
        try:
            real_draw(scene, surface)
        finally:
            match.state = state
    monkeypatch.setattr(Table, "draw", sealed_draw)
    for _ in range(600):
        if match.state.round > 2:
            break
        if table.decision is not None and not table.events.busy:
            play_one_decision(app, table)
        else:
            wait_a_frame(app, table)
    assert match.state.round > 1
    drawn = [entry for entry in recorder.shown if entry[0] == "table"]
    assert drawn and all(viewer == 0 and seen_by == 0 for _, viewer, seen_by in drawn)


def test_every_event_is_logged_and_animated(app):
    """A bot game through the table's handlers, in both languages: every
    event kind gets a translated log line or none, and its animation runs."""
    from scenes.citadels.table import Table
    for language, seed in (("en", 3), ("zh", 8)):
        app.set_language(language)
        match = Match("citadels", [Seat(n, "ai", "normal") for n in ("A", "B", "C", "D", "E")], seed=seed)
        table = Table(app, match)
        surface = pygame.Surface((1280, 720))
        kinds = set()
        while not match.is_over():
            seat = match.pending()[0].seat
            for event in match.submit(seat, match.think(seat)):
                seen = event.seen_by(0)
                kinds.add(event.kind)
                line = table.describe(seen)
                assert line is None or "citadels." not in line, line
                assert line is None or "%{" not in line, line
                table.tweens.add(*filter(None, [table.animations_for(seen)]))
                table.draw(surface)
                table.tweens.skip()
            table.sight.show(match.view(0))
        assert {"draft_pick", "call", "gold", "build", "score", "game_over"} <= kinds


def test_translations_have_the_same_keys():
    def flat(node, prefix=""):
        keys = set()
        for name, value in node.items():
            nested = isinstance(value, dict) and not is_plural(value)  # plural forms differ by language
            keys |= flat(value, f"{prefix}{name}.") if nested else {prefix + name}
        return keys
    english = json.loads((TRANSLATIONS_DIR / "citadels.en.json").read_text(encoding="utf-8"))["en"]
    chinese = json.loads((TRANSLATIONS_DIR / "citadels.zh.json").read_text(encoding="utf-8"))["zh"]
    assert flat(english) == flat(chinese)
    from game.citadels import data
    assert [chinese["character"][str(n)] for n in data.CHARACTERS] == [zh for _, zh in data.CHARACTERS.values()]
    assert {card: chinese["district"][card] for card in data.DISTRICTS} == \
        {card: row[1] for card, row in data.DISTRICTS.items()}


def test_the_shown_view_follows_each_event_as_it_lands(app):
    """The table's picture changes event by event (follow.CHANGES, applied
    as each motion lands): once an action's events have played, the shown
    view is the viewer's view, with no resync from the match, at 2 and 3
    seats (two characters each) and at 7 (the face-down card rejoins)."""
    import random
    from scenes.citadels.table import Table
    for players, seed in ((2, 1), (3, 2), (7, 3)):
        match = Match("citadels", [Seat("Ann")] + [Seat(f"Bot {i}", "ai", "easy") for i in range(1, players)],
                      seed=seed)
        table = Table(app, match)
        surface = pygame.Surface((1280, 720))
        rng = random.Random(seed)
        for _ in range(150):
            seat = match.pending()[0].seat
            table.events.push(match.submit(seat, rng.choice(match.legal_actions(seat))), table.viewer)
            table.events.skip()
            table.draw(surface)
            assert table.shown_view.to_json() == match.view(0).to_json(), (players, seed, match.log[-1])
            assert not table.stage.actors and not table.lifted
