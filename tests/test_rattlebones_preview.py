"""Rattlebones shows where a monkey will land before the click: pointing
at a monkey to move, a space or a 9-Pip distance button outlines the
space the engine then puts it on."""
from game.core import Action
from game.rattlebones import data
from game.rattlebones.rules import hop_path
from scenes.rattlebones import draw
from app_driver import click, click_at, point_at, table_where


def deciding(kind, nine_pip=False):
    """The human (seat 0) decides `kind`; with `nine_pip`, a move whose distance is not yet known."""
    def reached(match):
        return any(d.seat == 0 and d.kind == kind for d in match.pending()) and \
            (match.view(0).steps is None) == nine_pip
    return reached


def landed(table, monkey):
    return table.match.view(0).monkeys[0][monkey]


def test_the_preview_of_a_pointed_monkey_shows_the_space_the_dice_take_it_to(app):
    """A monkey pointed at while the dice say how far shows its hop, the
    space it lands on last; clicked, the engine puts it there."""
    app.resize((1280, 720))
    table = table_where(app, "rattlebones", 2, deciding("move"), after=0.2)
    target = next(t for t in table.targets_now if t.action is not None and t.action.kind == "move")
    point_at(app, target.rect.center)
    monkey, path = table.hop_preview()
    view = table.shown_view
    assert monkey == target.action.monkey and path == hop_path(view.monkeys[0][monkey], view.steps)
    click_at(app, target.rect.center)
    assert landed(table, monkey) == path[-1]


def test_the_preview_of_a_pointed_nine_pip_button_shows_where_that_distance_lands(app):
    """Each 9-Pip distance button, pointed at, shows the hop of that many
    spaces; pressed, the engine's monkey lands where it showed."""
    app.resize((1280, 720))
    table = table_where(app, "rattlebones", 3, deciding("distance", nine_pip=True))
    buttons = {choice.n: button for button, choice in table.prompt.buttons
               if isinstance(choice, Action) and choice.kind == "steps"}
    assert sorted(buttons) == list(range(1, data.NINE_PIP_MOST + 1))
    shown = {}
    for n, button in buttons.items():
        point_at(app, button.rect.center)
        shown[n] = table.hop_preview()
    monkey = table.shown_view.monkey
    assert all(hop == (monkey, hop_path(table.shown_view.monkeys[0][monkey], n)) for n, hop in shown.items())
    click(app, buttons[5])
    assert landed(table, monkey) == shown[5][1][-1]


def test_the_preview_of_a_nine_pip_monkey_shows_every_space_it_may_reach(app):
    """Before its distance is chosen, a 9-Pip monkey has no one landing:
    pointing at it outlines each space 1 to 9 spaces on, with the
    distances that reach it."""
    table = table_where(app, "rattlebones", 3, deciding("move", nine_pip=True))
    action = next(t.action for t in table.targets_now if t.action is not None and t.action.kind == "move")
    start = table.shown_view.monkeys[0][action.monkey]
    reach = draw.reach_preview(table.shown_view, action)
    assert draw.hop_preview(table.shown_view, action) is None
    assert sorted(n for distances in reach.values() for n in distances) == list(range(1, data.NINE_PIP_MOST + 1))
    assert all(hop_path(start, n)[-1] == space for space, distances in reach.items() for n in distances)
