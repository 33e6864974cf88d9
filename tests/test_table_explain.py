"""The line under the prompt that says what each choice does (issue 10):
every decision of every title has one, worded from the title's templates
for the seat deciding, in English and Chinese, and it fits its one line at
960×600; pointing at a button, a control or a card you could play puts that
choice's own line in its place."""
import random

import pygame
import pytest

from app_driver import frames, wait_a_frame
from game import registry
from scenes import layout, shots, style
from test_log_wording import mistakes_in

DECISIONS_PER_GAME = 20


def explanation_drawn(app, table) -> tuple[str, bool]:
    """What the prompt bar's bottom line shows this frame, and whether it
    fitted its box (read from what `style.draw_text` drew there)."""
    with style.reading() as seen:
        table.invalidate()
        frames(app, 1)
    drawn = [text for text in seen.boxes if text.box == table.prompt.explain_rect]
    assert len(drawn) == 1, [text.string for text in seen.boxes]
    return drawn[0].string, drawn[0].fitted.fits


def point_at(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 1)


@pytest.mark.parametrize("language", ["en", "zh"])
@pytest.mark.parametrize("title", registry.ids())
def test_every_decision_explains_its_choices_in_one_line_that_fits(app, title, language):
    """Seat 0 plays the first decisions of a game at random (the others
    are Easy bots); each decision shows a line that fits 960×600 and reads
    as clean English or Chinese, and so does the line of each choice."""
    app.set_language(language)
    app.resize(layout.MIN_WINDOW)
    rng = random.Random(5)
    try:
        rules = registry.get(title)
        app.open_game(shots.match_at(shots.Table(title, rules.min_players, 0.0)))
        table = app.scenes.top
        kinds, problems, decided = set(), [], 0
        for _ in range(5000):
            if table.match.is_over() or decided >= DECISIONS_PER_GAME or len(problems) > 5:
                break
            if table.decision is None or table.events.busy:
                table.skip_animations()
                wait_a_frame(app, table)
                continue
            if table.decision.kind in kinds:   # measured without drawing the frame again
                line = table.explanation()[0]
                fits = table.prompt.explanation_fits(line)
            else:
                line, fits = explanation_drawn(app, table)
            kinds.add(table.decision.kind)
            if not line or not fits or mistakes_in(line, language):
                problems.append((table.decision.kind, line, fits, mistakes_in(line, language)))
            choice_lines = [table.explain_choice(action) for action in table.legal]
            for choice_line in filter(None, choice_lines + list(table.prompt.explanations.values())):
                if not table.prompt.explanation_fits(choice_line) or mistakes_in(choice_line, language):
                    problems.append((table.decision.kind, choice_line, mistakes_in(choice_line, language)))
            table.submit(rng.choice(table.legal))
            decided += 1
        assert not problems, problems
        assert len(kinds) >= 2, kinds
    finally:
        app.resize((1280, 720))
        app.set_language("en")


def test_pointing_at_a_choice_shows_what_it_does(app):
    """Citadels, the Merchant's turn (the shots' game): the line names the
    resource choice; pointing at "Income +3" shows what income is, and
    pointing away brings the decision's line back."""
    app.resize(layout.MIN_WINDOW)
    try:
        app.open_game(shots.match_at(shots.Table("citadels", 2)))
        table = app.scenes.top
        shots.settle(app, table)
        assert table.decision is not None and table.decision.kind == "turn"
        assert explanation_drawn(app, table) == ("Take 2 gold — or draw 2 districts and keep 1.", True)
        income = next(button for button, choice in table.prompt.buttons
                      if getattr(choice, "kind", None) == "collect_income")
        point_at(app, income.rect.center)
        assert explanation_drawn(app, table) == ("Income +3: 1 gold for each green district in your city.", True)
        point_at(app, table.table_rect.topleft)
        assert explanation_drawn(app, table)[0] == "Take 2 gold — or draw 2 districts and keep 1."
    finally:
        app.resize((1280, 720))


def test_a_bid_control_explains_its_coin(app):
    """Dragonstones: pointing at the fairy gold stepper's + says what
    fairy gold does in a bid, which gold does not."""
    app.open_game(shots.match_at(shots.Table("dragonstones", 3)))
    table = app.scenes.top
    shots.settle(app, table)
    assert table.decision.kind in ("bid_fairy", "bid_gold", "seal")
    fairy = next(control for control in table.controls if control.label == table.t("control.fairy"))
    point_at(app, fairy.plus_rect.center)
    line, fits = explanation_drawn(app, table)
    assert line == table.t("explain.fairy") and "round end" in line and fits
    assert explanation_drawn(app, table)[0] != table.t("explain.gold")


@pytest.mark.parametrize("language", ["en", "zh"])
def test_building_or_keeping_any_district_is_explained_in_one_line(app, language):
    """The longest lines: a purple district's power after its cost and
    points, for every district, fit 960×600."""
    from game.citadels import data
    from game.citadels.rules import act
    app.set_language(language)
    app.resize(layout.MIN_WINDOW)
    try:
        app.open_game(shots.match_at(shots.Table("citadels", 2)))
        table = app.scenes.top
        for card in data.DISTRICTS:
            for kind in ("build", "keep"):
                line = table.explain_choice(act(kind, card=card))
                assert line and table.prompt.explanation_fits(line) and not mistakes_in(line, language), line
    finally:
        app.resize((1280, 720))
        app.set_language("en")
