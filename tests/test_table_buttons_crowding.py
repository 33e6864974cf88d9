"""The table's own buttons grow with the window: at 1920×1080 and up
the Hint button and the final table's "See the results" are never
smaller than at 1280×720."""
from scenes import shots

SIZES = [(1280, 720), (1920, 1080), (2560, 1440)]


def sizes_of(app, fraction, button):
    found = []
    for size in SIZES:
        app.resize(size)
        app.open_game(shots.match_at(shots.Table("dragons_lair", 4, fraction)))
        table = app.scenes.top
        shots.settle(app, table)
        found.append(button(table).rect.size)
    return found


def test_the_hint_button_is_never_smaller_than_at_1280(app):
    """The Hint button beside the rules' "?" grows with the window as the "?" does."""
    found = sizes_of(app, 0.5, lambda table: table.hint.button)
    assert all(w >= found[0][0] and h >= found[0][1] for w, h in found[1:]), found
    assert found[-1][1] > found[0][1]


def test_see_the_results_is_never_smaller_than_at_1280(app):
    """The final table's only button grows with the window."""
    found = sizes_of(app, 1.0, lambda table: table.prompt.buttons[0][0])
    assert all(w >= found[0][0] and h >= found[0][1] for w, h in found[1:]), found
