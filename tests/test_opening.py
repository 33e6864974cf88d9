"""What opening a table and resizing the window draw: nothing the first
frames do not show, and what is the same at every size only once."""
from concurrent.futures import Future

import i18n
import pygame

from game.match import AI, Match, Seat
from scenes import i18n as words
from scenes import layout, style
from scenes.table import widgets
from app_driver import click, frames


def bots_only(title: str = "dragons_lair") -> Match:
    return Match(title, [Seat("Bo", AI, "easy"), Seat("Cy", AI, "easy"), Seat("Di", AI, "easy")], seed=3)


def test_a_table_of_bots_never_makes_its_hint_button(app):
    """The hint is for a human deciding: a table where only bots play
    opens, resizes and plays without the button (pygame-gui draws a button's
    looks when it is made); asked for, it is made hidden, where it belongs."""
    app.open_game(bots_only())
    table = app.scenes.top
    frames(app, 3)
    app.resize((1920, 1080))
    frames(app, 2)
    assert table.hint._button is None
    button = table.hint.button
    assert not button.visible
    assert button.rect.right <= table.help_rect.left


def looks_drawn(monkeypatch) -> list[tuple[str, str]]:
    """Every look pygame-gui draws of a rounded button from now on, as
    (its text, "normal" for its look drawn whole or "stretched" for the
    old one stretched to a new size)."""
    from pygame_gui.core.drawable_shapes.rounded_rect_drawable_shape import RoundedRectangleShape
    drawn = []
    draw_look, stretch = RoundedRectangleShape.redraw_state, RoundedRectangleShape.set_dimensions

    def redraw_state(shape, state, add_text=True):
        if state == "normal":
            drawn.append((shape.theming["text"], "normal"))
        return draw_look(shape, state, add_text)

    def set_dimensions(shape, size):
        stretched = stretch(shape, size)
        if stretched:
            drawn.append((shape.theming["text"], "stretched"))
        return stretched

    monkeypatch.setattr(RoundedRectangleShape, "redraw_state", redraw_state)
    monkeypatch.setattr(RoundedRectangleShape, "set_dimensions", set_dimensions)
    return drawn


def test_a_resize_while_a_human_decides_draws_each_button_once_and_leaves_them_working(app, monkeypatch):
    """The window resized while a human decides (Fist of Dragonstones'
    bid: the prompt's "Seal bid" and the Hint button showing): each button
    stays the one it was, at its place at the new size in the theme's
    type at the new scale, its look drawn once (not stretched, nor drawn
    again later); a click on each then acts."""
    app.open_game(Match("dragonstones", [Seat("Ann"), Seat("Bo", AI, "easy"), Seat("Cy", AI, "easy")], seed=4))
    table = app.scenes.top
    for _ in range(600):
        app.step([], 1 / 60)
        if table.decision is not None and not table.events.busy and table.hint._button is not None:
            break
    frames(app, 30)   # every look of the buttons drawn
    [(seal, choice)] = table.prompt.buttons
    hint = table.hint.button
    assert hint.visible and table.decision.seat == 0
    drawn = looks_drawn(monkeypatch)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080))
    frames(app, 30)   # past pygame-gui's own redrawing 0.35 s after a size change
    assert sorted(drawn) == sorted([(seal.text, "normal"), ("Hint (H)", "normal")])
    assert table.prompt.buttons == [(seal, choice)] and table.hint.button is hint and seal.alive() and hint.alive()
    assert hint.rect == table.hint._rect() and hint.rect.right <= table.help_rect.left
    assert table.prompt.rect.contains(seal.rect) and seal.rect.h == layout.px(widgets.BUTTON_HEIGHT)
    theme = app.ui.get_theme()
    assert seal.font is theme.get_font(seal.combined_element_ids)
    assert hint.font is theme.get_font(hint.combined_element_ids), "the Hint button in the new scale's type"
    asked = []
    table.hint.ask = lambda seat: asked.append(seat) or Future()
    click(app, hint)
    assert asked == [0]
    moves = len(table.match.log)
    click(app, seal)
    assert len(table.match.log) > moves, "the bid was sealed"


def test_a_missing_translation_is_found_missing_without_reading_its_file_again(monkeypatch):
    """python-i18n reads a namespace's file again for every key it lacks;
    `has` asks the texts already read, so only the first question reads it."""
    from i18n import resource_loader
    read = []
    reading = resource_loader.load_translation_file
    monkeypatch.setattr(resource_loader, "load_translation_file",
                        lambda *args, **kwargs: read.append(args[0]) or reading(*args, **kwargs))
    words._has.cache_clear()
    words._load.cache_clear()
    monkeypatch.setitem(i18n.config.settings, "locale", "en")
    assert words.has("dragonstones.note.witch")
    first = len(read)
    assert not any(words.has(f"dragonstones.note.no_such_card_{n}") for n in range(5))
    assert words.has("dragonstones.note.fairy") and not words.has("dragonstones.note.thief")
    assert len(read) == first


def test_the_felt_s_tiles_and_wood_grain_are_worked_out_once_for_every_size(app, monkeypatch):
    """A new window size draws its felt from the same fibre tile, vignette
    and grain strokes (each stroke worked out when a window first needs
    it, 241 rows of grain at 1280×720); only the felt itself is drawn again."""
    import random
    tiles = (style._felt_fibre, style._vignetted_felt)
    for drawing in (*tiles, style._table_background):
        drawing.cache_clear()
    worked_out = []
    shade = style.shade
    monkeypatch.setattr(style, "shade", lambda colour, factor: (worked_out.append(colour == style.WOOD)
                                                                 or shade(colour, factor)))
    monkeypatch.setattr(style, "_strokes", [])
    monkeypatch.setattr(style, "_stroke_chances", random.Random(7))
    for size in ((960, 600), (1280, 720), (960, 600)):
        assert style._table_background(size).get_size() == size
    assert all(drawing.cache_info().misses == 1 for drawing in tiles)
    assert style._table_background.cache_info().misses == 3
    assert sum(worked_out) == len(style._strokes) == 241


def test_a_picture_already_in_the_display_s_format_is_not_copied(app):
    """`optimized` converts only what is not in the display's format: a
    SRCALPHA picture or an opaque one made like the window is kept as it is
    (converting copied it into fresh memory), an SVG's byte order is not."""
    import pygame
    translucent = pygame.Surface((40, 30), pygame.SRCALPHA)
    opaque = style.opaque_surface((40, 30))
    assert style.optimized(translucent) is translucent
    assert style.optimized(opaque, alpha=False) is opaque
    three_bytes = pygame.Surface((40, 30), 0, 24)
    converted = style.optimized(three_bytes, alpha=False)
    assert converted is not three_bytes and converted.get_bitsize() == app.screen.get_bitsize()
    assert style.optimized(opaque) is not opaque and style.optimized(opaque).get_flags() & pygame.SRCALPHA


def test_the_rim_shows_the_wood_grain_as_drawn_right_across_the_window(app):
    """Beside the felt only each stroke's ends show, so only they are
    drawn there: the rim (inside its bevel) is what whole strokes across
    the window would paint."""
    import pygame
    w, h = size = (960, 600)
    style._table_background.cache_clear()
    felt = style._table_background(size)
    whole = pygame.Surface(size)
    whole.fill(style.WOOD_DARK)
    for i, (tone, rise) in zip(range(0, max(w, h), 3), style._grain_strokes(max(w, h))):
        style._grain_line(whole, tone, i, i + rise)
    inside_bevel = range(3, style.RIM - 3)
    spots = [(x, y) for x in inside_bevel for y in range(3, h - 3, 2)]
    spots += [(x, y) for x in range(3, w - 3, 5) for y in inside_bevel]
    spots += [(w - 1 - x, y) for x, y in spots] + [(x, h - 1 - y) for x, y in spots]
    assert all(felt.get_at(spot) == whole.get_at(spot) for spot in spots)

def test_a_notice_showing_through_a_resize_is_set_again_in_the_new_size_s_type(app):
    """"Your turn" showing when the window grows is set again at the new
    UI scale, as tall as one made at that size, and the log keeps room for it."""
    app.open_game(Match("dragons_lair", [Seat("Ann"), Seat("Bo", AI, "easy")], seed=3))
    table = app.scenes.top
    frames(app, 2)
    table.story.cue_turn(None)
    frames(app, 2)
    small = table.story.notice.picture.get_height()
    app.resize((2560, 1440))
    frames(app, 2)
    notice = table.story.notice
    assert notice is not None and notice.kind == "turn"
    fresh = type(notice)(notice.text, notice.kind, notice.born).picture_for(table.notice_area.w)
    assert notice.picture.get_size() == fresh.get_size() and notice.picture.get_height() > small
    assert table.log.room_above == fresh.get_height() + 8 + table.story.kept_clear
