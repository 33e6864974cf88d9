"""Start-up: the menus draw the game's font with the tables' font objects
(one per weight, not one per size) exactly as pygame-gui would draw it from
its own, and the sound waits for the first frame."""
import pygame
import pytest
from pygame_gui.core.gui_font_pygame import GUIFontPygame

from scenes import style
from scenes.gui_fonts import SharedFaceFont

SAMPLES = ("New game", "Dragon's Lair AV To 1,234", "新游戏，龙穴寻宝！", "Wa 龙 (7)")


def test_a_shared_face_draws_what_pygame_guis_own_font_draws():
    pygame.init()
    pygame.display.set_mode((64, 64))
    for bold, path in ((False, style.FONT_REGULAR), (True, style.FONT_BOLD)):
        for size in (14, 24, 56):
            font_style = {"bold": bold, "italic": False, "antialiased": True, "script": "Latn",
                          "direction": pygame.DIRECTION_LTR}
            own = GUIFontPygame(path, size, False, font_style)
            shared = SharedFaceFont(size, bold, font_style)
            for text in SAMPLES:
                style.text(text, size + 3, bold=bold)      # the tables use the face at another size in between
                assert shared.get_rect(text) == own.get_rect(text)
                assert shared.get_padding_height() == own.get_padding_height()
                assert shared.get_metrics(text) == own.get_metrics(text)
                for mine, theirs in ((shared.render_premul(text, pygame.Color("gold")),
                                      own.render_premul(text, pygame.Color("gold"))),
                                     (shared.render_premul_to(text, pygame.Color("white"), (400, 90), (3, 70)),
                                      own.render_premul_to(text, pygame.Color("white"), (400, 90), (3, 70)))):
                    assert pygame.image.tobytes(mine, "RGBA") == pygame.image.tobytes(theirs, "RGBA"), (text, size)
            # and the tables' own text is drawn as before pygame-gui used the face
            plain = pygame.font.Font(path, size)
            assert (pygame.image.tobytes(style.font(size, bold).render(SAMPLES[1], True, (255, 255, 255)), "RGBA")
                    == pygame.image.tobytes(plain.render(SAMPLES[1], True, (255, 255, 255)), "RGBA"))


def test_the_app_opens_the_game_font_once_per_weight(monkeypatch):
    from app_driver import make_app
    opened = []
    real_font = pygame.font.Font

    def counting_font(file=None, size=12):
        opened.append(file)
        return real_font(file, size)
    monkeypatch.setattr(pygame.font, "Font", counting_font)
    monkeypatch.setattr(style, "_faces", {})
    make_app()
    game_font = [f for f in opened if f in (style.FONT_REGULAR, style.FONT_BOLD)]
    assert sorted(game_font) == sorted([style.FONT_REGULAR, style.FONT_BOLD])


def test_the_sound_is_made_and_started_after_the_first_frame(monkeypatch):
    from scenes import app as app_module
    from saves import Settings
    started = []

    class Sounds(app_module.SilentSounds):
        def start(self) -> None:
            started.append(app.frames_drawn)
    monkeypatch.setattr(app_module, "make_sounds", lambda settings: Sounds())
    app = app_module.App(settings=Settings(), windowed=True)
    app.start()
    app.step([], 0.0)
    assert started == [] and not isinstance(app.sound, Sounds)
    app.step([], 0.0)
    assert started == [1] and isinstance(app.sound, Sounds)


def test_the_first_frame_shows_the_whole_title_menu():
    """The frame `main.py --title-time` times is the title as the player
    sees it, name, subtitle and every button, not an empty board that the
    menu fills a frame later."""
    from scenes.app import App
    from saves import Settings
    app = App(settings=Settings(), windowed=True)
    pygame.mouse.set_pos((0, 0))   # over the rim, not a button an earlier test left the pointer on
    app.start()
    app.step([], 0.0)
    first = pygame.image.tobytes(app.screen, "RGB")
    for _ in range(2):
        app.step([], 1 / 60)
    assert pygame.image.tobytes(app.screen, "RGB") == first


def test_menus_scale_their_lengths_and_keep_their_colours_when_the_window_changes():
    """A new UI scale loads only the theme's lengths again (fonts, corners,
    borders): the colours loaded at start stay."""
    from app_driver import make_app
    app = make_app()
    theme = app.ui.get_theme()

    def looks():
        return (theme.get_font(["button"]).get_point_size(), theme.get_misc_data("shape_corner_radius", ["button"]),
                theme.get_colour("hovered_bg", ["button"]), theme.get_colour("normal_text", ["#game_name"]))
    at_1280 = looks()
    assert at_1280[0] == 18 and at_1280[2] == pygame.Color("#8a5a35")
    app.resize((1920, 1080))
    assert looks() == (27, "15", *at_1280[2:])
    app.resize((1280, 720))
    assert looks() == at_1280


def test_main_collects_no_garbage_until_the_title_is_on_screen(tmp_path, monkeypatch):
    import gc

    from main import main
    from scenes.app import App
    collecting = []
    real_step = App.step

    def step(self, events, dt):
        collecting.append(gc.isenabled())
        real_step(self, events, dt)
    monkeypatch.setattr(App, "step", step)
    assert main(["--screenshot", str(tmp_path / "title.png"), "--frames", "3", "--data-dir", str(tmp_path)]) == 0
    assert collecting == [False, True, True] and gc.isenabled()


def test_the_wood_grain_is_the_same_pixels_pygame_draws_for_its_lines():
    import random
    rng = random.Random(5)
    for width in (1, 2, 3, 7, 960, 1279, 1280, 1920, 2561):
        for y0, y1 in [(0, 0), (4, 6), (4, 2), (9, 10), (9, 8), (0, -2), (1, 9)] + \
                      [(y, y + rng.randint(-3, 3)) for y in rng.sample(range(-2, 12), 6)]:
            drawn, ours = pygame.Surface((width, 12)), pygame.Surface((width, 12))
            pygame.draw.line(drawn, (200, 150, 90), (0, y0), (width, y1), 2)
            style._grain_line(ours, (200, 150, 90), y0, y1)
            assert pygame.image.tobytes(ours, "RGB") == pygame.image.tobytes(drawn, "RGB"), (width, y0, y1)


@pytest.mark.parametrize("language", ["en", "zh"])
def test_the_title_lines_in_narrow_labels_are_the_pixels_of_window_wide_ones(monkeypatch, language):
    from app_driver import make_app, title_settled
    from scenes.menus.title import TitleScene
    app = make_app()
    app.set_language(language)
    pygame.mouse.set_pos((0, 0))
    for size in ((960, 600), (1920, 1080)):
        app.resize(size)
        title_settled(app)
        narrow = pygame.image.tobytes(app.screen, "RGB")
        with monkeypatch.context() as wide:
            wide.setattr(TitleScene, "_band", staticmethod(lambda width, top, height, *_, **__:
                                                           pygame.Rect(0, top, width, height)))
            app.scenes.top.build_ui()
            title_settled(app)
            assert pygame.image.tobytes(app.screen, "RGB") == narrow, size


@pytest.mark.parametrize("scale", [1.0, 0.75, 2.0])
def test_pygame_gui_finds_no_mistake_in_the_theme_the_app_loads_unchecked(scale):
    """The app loads its theme without pygame-gui's checks (scenes.gui_theme):
    they are made here, at the UI scales the window sizes give."""
    from pygame_gui.core.ui_appearance_theme import UIThemeValidator

    from scenes import i18n, layout
    assert UIThemeValidator.validate_theme_file(layout.scaled_theme(i18n.theme(), scale)) == []


def test_the_menus_shadows_are_drawn_after_the_first_frame():
    """pygame-gui's shadow corners wait for the title to be on screen, then
    are every one the loaded themes' elements may cast, as pygame-gui draws
    them."""
    from pygame_gui.core import UIAppearanceTheme

    from scenes.app import App
    from saves import Settings
    app = App(settings=Settings(), windowed=True)
    app.start()
    app.step([], 0.0)
    theme = app.ui.get_theme()
    corners = theme.get_shadow_generator().preloaded_shadow_corners
    assert corners == {}
    app.step([], 0.0)
    drawn = dict(corners)
    corners.clear()
    UIAppearanceTheme._preload_shadow_edges(theme)
    assert drawn.keys() == corners.keys() != set()


def test_the_menus_shape_cache_makes_its_first_sheet_when_a_shape_moves_onto_it():
    """pygame-gui's shape cache makes no 4 MB sheet for the first frame; in
    the next ones the title's button shapes move onto one, as they would."""
    from scenes.app import App
    from saves import Settings
    app = App(settings=Settings(), windowed=True)
    app.start()
    app.step([], 0.0)
    cache = app.ui.get_theme().shape_cache
    assert cache.cache_surfaces == [] and cache.cache_short_term_lookup
    for _ in range(3):
        app.step([], 1 / 60)
    assert len(cache.cache_surfaces) == 1 and cache.cache_long_term_lookup


#: What the title's first frame does without: each would add its import
#: (and what it does as it starts) to the time to the title.
NOT_BEFORE_THE_TITLE = ("argparse", "ctypes", "socket", "concurrent.futures", "scenes.sound", "saves.autosave",
                        "saves.replays", "saves.lock", "saves.listing", "game.core", "game.match", "game.lessons", "game.net", "game.ai",
                        "scenes.tables", "scenes.table", "scenes.menus.setup", "scenes.menus.load", "scenes.desktop")


def test_a_start_without_options_has_the_parser_s_defaults_without_the_parser():
    import main
    assert vars(main.parse_args([])) == main.NO_OPTIONS == vars(main.option_parser().parse_args([]))
    assert vars(main.parse_args(["--lang", "zh"])) == {**main.NO_OPTIONS, "lang": "zh"}


def test_the_title_s_first_frame_imports_none_of_what_it_does_not_show(tmp_path):
    """A start as the player makes it, without options, to the title's first frame."""
    import os
    import subprocess
    import sys
    from pathlib import Path
    code = "import sys, main; main.main(); print(' '.join(sorted(sys.modules)))"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "TAVERN_TABLE_TITLE_TIME": "1",
           "TAVERN_TABLE_DATA_DIR": str(tmp_path), "TAVERN_TABLE_CONFIG_DIR": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=env, cwd=Path(__file__).resolve().parent.parent, timeout=60, check=True)
    imported = set(done.stdout.split())
    assert "scenes.menus.title" in imported
    assert [name for name in NOT_BEFORE_THE_TITLE if name in imported] == []


def test_the_menus_read_each_colour_once_and_get_the_colours_pygame_gui_reads():
    import warnings

    import pygame_gui

    from app_driver import make_app
    app = make_app()
    ours = app.ui.get_theme()
    plain = pygame_gui.UIManager(app.screen.get_size()).get_theme()
    with warnings.catch_warnings():   # the plain manager does not know the game's font
        warnings.simplefilter("ignore")
        plain.load_theme(_scaled_theme(app))
    assert ours.base_colours == plain.base_colours
    assert ours.ui_element_colours == plain.ui_element_colours
    button_colours = ours.ui_element_colours["button"]
    assert button_colours["normal_bg"] is not ours.ui_element_colours["drop_down_menu"]["normal_bg"]


def _scaled_theme(app) -> dict:
    from scenes import i18n, layout
    return layout.scaled_theme(i18n.theme(), app.theme_scale)


def test_the_window_icon_kept_in_assets_is_the_icon_as_drawn():
    """assets/app_icon.png spares drawing the icon at every start; after a
    change to the drawing, `python -m scenes.app_icon` writes it again."""
    from scenes.app_icon import WINDOW_ICON_SIZE, draw_app_icon, window_icon
    drawn = pygame.image.tobytes(draw_app_icon(WINDOW_ICON_SIZE), "RGBA")
    kept = pygame.image.tobytes(window_icon(), "RGBA")
    assert len(kept) == len(drawn)
    assert max(abs(a - b) for a, b in zip(kept, drawn)) <= 2   # smoothscale may round otherwise on another CPU


def test_the_menus_load_pygame_guis_fonts_without_its_loader_threads(monkeypatch):
    from pygame_gui.core.utility import StoppableOutputWorker

    from app_driver import make_app
    started = []
    real_start = StoppableOutputWorker.start
    monkeypatch.setattr(StoppableOutputWorker, "start", lambda worker: (started.append(worker), real_start(worker)))
    app = make_app()
    fonts = app.ui.get_theme().get_font_dictionary().loaded_fonts
    assert started == [] and fonts and all(font.loaded_font is not None for font in fonts.values())


@pytest.mark.parametrize("language", ["en", "zh"])
def test_pygame_guis_default_fonts_open_after_the_first_frame_as_pygame_gui_opens_them(language):
    """pygame-gui's own fonts (Noto Sans, or in Chinese its Noto Sans SC,
    and Fira Code for symbols) are not opened for the title's first frame,
    which shows none: after it they are the fonts pygame-gui opens, and one
    used before opens then (`scenes.gui_theme.DefaultFontsLater`)."""
    from pygame_gui.core.resource_loaders import BlockingThreadedResourceLoader
    from pygame_gui.core.ui_font_dictionary import UIFontDictionary

    from saves import Settings
    from scenes.app import App
    from scenes.gui_theme import OpenedWhenUsed
    app = App(settings=Settings(language=language), windowed=True)
    app.start()
    app.step([], 0.0)
    fonts = app.ui.get_theme().get_font_dictionary()
    waiting = {font_id: resource.loaded_font for font_id, resource in fonts.loaded_fonts.items()
               if isinstance(resource.loaded_font, OpenedWhenUsed)}
    assert len(waiting) == 2 and all(font._font is None for font in waiting.values())
    symbols = fonts.get_default_symbol_font()      # used before the others: opened now
    assert symbols.get_point_size() == 14 and symbols._font is not None
    app.step([], 0.0)
    plain = UIFontDictionary(BlockingThreadedResourceLoader(), language)
    assert fonts.known_font_paths.keys() >= plain.known_font_paths.keys()
    for name, paths in plain.known_font_paths.items():
        assert [(path.package, path.resource) for path, _ in fonts.known_font_paths[name]] == \
               [(path.package, path.resource) for path, _ in paths]
    for font_id, theirs in plain.loaded_fonts.items():
        ours = fonts.loaded_fonts[font_id]
        assert (ours.size, ours.style, ours.location.resource) == (theirs.size, theirs.style, theirs.location.resource)
        assert not isinstance(ours.loaded_font, OpenedWhenUsed)
        for text in ("Load ▲ ▼ ×", "读取存档"):
            assert pygame.image.tobytes(ours.loaded_font.render_premul(text, pygame.Color("gold")), "RGBA") == \
                   pygame.image.tobytes(theirs.loaded_font.render_premul(text, pygame.Color("gold")), "RGBA")


def test_memory_comes_from_the_heap_until_the_title_is_on_screen(tmp_path, monkeypatch):
    """Start-up reuses the heap's freed memory (`scenes.memory`) from before
    the window opens to the title's first frame; from then on a picture
    gets pages of its own."""
    from main import main
    from scenes import memory
    from scenes.app import App
    said = []
    monkeypatch.setattr(memory, "everything_from_the_heap_until_the_title", lambda: said.append("heap"))
    monkeypatch.setattr(memory, "pictures_from_their_own_pages", lambda: said.append("own pages"))
    real_init, real_step = App.__init__, App.step

    def init(app, **options) -> None:
        said.append("window")
        real_init(app, **options)
    monkeypatch.setattr(App, "__init__", init)
    monkeypatch.setattr(App, "step", lambda app, events, dt: (said.append(f"frame {app.frames_drawn}"),
                                                               real_step(app, events, dt)))
    assert main(["--screenshot", str(tmp_path / "title.png"), "--frames", "2", "--data-dir", str(tmp_path)]) == 0
    assert said == ["heap", "window", "frame 0", "frame 1", "own pages"]


def test_the_felt_s_tiles_kept_in_assets_are_the_tiles_as_drawn():
    """assets/felt/ spares drawing the felt's vignette and fibre at every
    start; after a change to the drawing, `python -m scenes.felt_tiles`
    writes them again."""
    from scenes import felt_tiles
    assert pygame.image.tobytes(style._vignetted_felt(), "RGB") == \
           pygame.image.tobytes(felt_tiles.draw_vignette(), "RGB")
    assert pygame.image.tobytes(style._felt_fibre(), "RGBA") == pygame.image.tobytes(felt_tiles.draw_fibre(), "RGBA")
