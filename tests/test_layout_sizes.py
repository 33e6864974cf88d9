"""Every screen fits every window (scenes/layout.py): at 960×600, 1280×720,
1920×1080 and 2560×1440 each table's named regions lie inside the window
and do not overlap, and every text drawn in a box fits it."""
import warnings

import pygame
import pytest

from scenes import layout, shots, style


def test_the_ui_scale_follows_the_shorter_side_and_the_type_scale_follows_it():
    try:
        assert layout.set_window((1920, 1080)) == 1.5
        assert (style.SMALL, style.BODY, style.HEADING) == (21, 27, 36)
        assert layout.px(10) == 15
    finally:
        layout.set_window((1280, 720))
    assert (style.SMALL, style.BODY) == (14, 18)


def test_text_wraps_then_shrinks_before_it_is_cut():
    long = "Once a turn: pay 2 gold to draw 3 cards."
    one_line = style.font(style.BODY).size(long)[0]
    wrapped = style.fit_text(long, (one_line // 2 + 20, 200), style.BODY)
    assert wrapped.fits and wrapped.size == style.BODY and len(wrapped.lines) == 2
    shrunk = style.fit_text(long, (one_line - 10, style.line_step(style.BODY)), style.BODY)
    assert shrunk.fits and shrunk.size < style.BODY and len(shrunk.lines) == 1
    cut = style.fit_text(long, (40, 12), style.BODY)
    assert not cut.fits and cut.lines[-1].endswith("…")


def test_regions_outside_the_window_or_overlapping_are_reported():
    regions = {"a": pygame.Rect(0, 0, 50, 50), "b": pygame.Rect(40, 40, 20, 20), "c": pygame.Rect(90, 0, 20, 10)}
    problems = layout.region_problems(regions, (100, 100))
    assert len(problems) == 2
    assert "a" in problems[0] and "b" in problems[0] and "overlaps" in problems[0]
    assert "c" in problems[1] and "outside" in problems[1]


@pytest.mark.parametrize("shot", shots.tables(), ids=lambda shot: shot.name)
def test_every_table_fits_every_window(app, shot):
    app.open_game(shots.match_at(shot))
    table = app.scenes.top
    shots.settle(app, table, frames=1)
    try:
        for size in shots.SIZES:
            app.resize(size)
            assert app.screen.get_size() == size
            assert layout.region_problems(table.regions(), size) == [], size
            with style.reading() as seen:
                table.invalidate()
                app.step([], 1 / 60)
            assert seen.boxes, "the table measures its texts through style.draw_text"
            cut = [(text.string, tuple(text.box)) for text in seen.boxes if not text.fitted.fits]
            assert cut == [], size
    finally:
        app.resize((1280, 720))


MENUS_WITH_MOST_ROWS = ("setup-", "results-", "settings")


@pytest.mark.parametrize("language", ["en", "zh"])
def test_every_label_of_the_fullest_menus_holds_its_text_at_every_size(app, language):
    """pygame-gui warns when a label's box is smaller than its text (the
    text is then clipped): the setup and results screens with the most
    seats a title allows, and the settings, never have one so."""
    app.set_language(language)
    try:
        for size in shots.SIZES:
            app.resize(size)
            for stem, put_up in shots.screens(app):
                if not stem.startswith(MENUS_WITH_MOST_ROWS):
                    continue
                with warnings.catch_warnings(record=True) as caught:
                    warnings.simplefilter("always")
                    put_up()
                    shots.settle(app, frames=1)
                short = [str(w.message) for w in caught if "too small" in str(w.message)]
                assert short == [], (stem, size)
    finally:
        app.resize((1280, 720))
        app.set_language("en")


def test_setup_shows_every_seat_with_its_kind_and_remove_button_at_the_smallest_window(app):
    from scenes.menus.setup import SeatChoice, SetupScene
    app.resize(layout.MIN_WINDOW)
    try:
        setup = SetupScene(app, "citadels")
        setup.seats = [SeatChoice("human")] + [SeatChoice("normal") for _ in range(6)]
        app.scenes.push(setup)
        shots.settle(app)
        window = app.screen.get_rect()
        assert len(setup.kind_menus) == 7
        for element in [*setup.kind_menus, *setup.name_entries, setup.seed_entry, setup.start_button]:
            assert window.contains(element.rect), element
        panel = setup.panel_rects[1]
        assert all(panel.contains(menu.rect) for menu in setup.kind_menus)
        assert panel.contains(setup.levels_line.rect) and setup.levels_line.rect.top >= setup.seed_entry.rect.bottom
    finally:
        app.resize((1280, 720))


@pytest.mark.parametrize("size", [layout.MIN_WINDOW, (1280, 720)])
@pytest.mark.parametrize("language", ["en", "zh"])
def test_setup_explains_every_option_in_one_visible_line(app, size, language):
    """Each option of each title has a line under it saying what it does
    (not only a tooltip), on one line inside the game panel; one line says
    what the AI levels are."""
    from game import registry
    from scenes import i18n
    from scenes.menus.setup import SetupScene
    app.set_language(language)
    app.resize(size)
    try:
        for title_id in registry.ids():
            setup = SetupScene(app, title_id)
            app.scenes.clear_to(setup)
            shots.settle(app, frames=1)
            assert sorted(setup.option_lines) == sorted(option.name for option in registry.get(title_id).options)
            panel = setup.panel_rects[0]
            for name, line in setup.option_lines.items():
                assert line.visible and panel.contains(line.rect), (title_id, name)
                text = i18n.t(line.text)
                assert text != line.text and style.font(style.SMALL).size(text)[0] <= line.rect.w, text
            levels = i18n.t(setup.levels_line.text)
            assert style.font(style.SMALL).size(levels)[0] <= setup.levels_line.rect.w, levels
    finally:
        app.resize((1280, 720))
        app.set_language("en")


def test_rattlebones_seat_rows_keep_name_score_and_all_three_counters_clear_of_the_dice(app):
    """At every size each seat row's gold, star and stock counters (icon
    and number) lie inside the row, left of its dice, never under them."""
    app.open_game(shots.match_at(shots.Table("rattlebones", 4)))
    table = app.scenes.top
    shots.settle(app, table, frames=1)
    try:
        for size in shots.SIZES:
            app.resize(size)
            for seat in range(4):
                row = table.row_rect(seat)
                dice_left = min(table.face_rect(seat, 0, position).left for position in range(6))
                counters = list(table.counter_rects(seat).values())
                for counter in counters:
                    number = style.font(table.row_text, True).size("00")[0]
                    assert row.contains(counter) and counter.right <= dice_left, (size, seat)
                    assert counter.w >= table.row_text + layout.px(2) + number, (size, seat)
                assert all(a.right <= b.left for a, b in zip(counters, counters[1:])), (size, seat)
    finally:
        app.resize((1280, 720))


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_murdered_and_robbed_stamps_stay_on_their_card_above_its_name(app, size):
    """Issue 10: the stamp covered the character's name and its neighbour.
    It now lies across the picture: inside its card on the track, in the
    card's upper part, where the name is not."""
    app.resize(size)
    try:
        app.open_game(shots.match_at(shots.Table("citadels", 7)))
        table = app.scenes.top
        for kind in ("murdered", "robbed"):
            for rect in table.track_rects:
                mark, centre = table._stamp(kind, rect)
                spot = mark.get_rect(center=centre)
                assert rect.contains(spot), (kind, size, rect, spot)
                assert spot.bottom <= rect.top + rect.h * 0.6, (kind, size)
    finally:
        app.resize((1280, 720))


def test_a_district_in_hand_shows_its_whole_name_at_the_smallest_window(app):
    """Issue 10: "School of M…", "Grave…" were cut on hand cards.  A name
    too long for the card's colour band goes whole under its picture."""
    from scenes.citadels.table import district_name
    app.resize((960, 600))
    try:
        app.open_game(shots.match_at(shots.Table("citadels", 7)))
        table = app.scenes.top
        shots.settle(app, table, frames=1)
        hand = table.match.view(0).hands[0]
        assert len(hand) >= 6
        with style.reading() as seen:
            table.invalidate()
            app.step([], 1 / 60)
        shown = " ".join(seen.strings + [" ".join(box.fitted.lines) for box in seen.boxes])
        for card in hand:
            assert all(word in shown for word in district_name(card).split()), district_name(card)
    finally:
        app.resize((1280, 720))
