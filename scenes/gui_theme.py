"""pygame-gui's manager, with a theme that reads each colour once and
leaves what the title's first frame does not need until after it.

Every theme pygame-gui loads (its default one as the manager is made, then
ours) it first checks for mistakes, and it draws the corners of every
shadow the theme's elements may cast: together about 2.5 ms of the CPU
time to the title, which casts none.  The only themes the game loads are
pygame-gui's own and assets/theme.json (scaled), which a test checks with
pygame-gui's own checks (tests/test_startup.py), so they load unchecked;
the shadows' corners are drawn after the first frame
(`TitleFirstTheme.draw_shadows_from_now_on`), and by every load after it.

pygame-gui's default theme and ours give 166 colours, in 46 different
words ("#f0cf75"): each is read once (`TitleFirstTheme`), 1 ms sooner.

The theme's cache of drawn shapes keeps them on 1024×1024 sheets, the
first made with the theme: 4 MB of pages fresh from the system, another
2.5 ms.  `ShapeCache` makes it when the first shape moves onto it, in the
second frame (`UIManager.update`, which the first frame skips).

pygame-gui's own resource loader starts five threads to load what the
themes name before the first frame (one font): `LoadNow` loads it on the
spot, 0.7 ms sooner.

pygame-gui's font dictionary opens its default fonts as it is made: Noto
Sans at 14 px for elements whose theme names no font (in Chinese its own
Noto Sans SC, 12 ms and 10 MB) and Fira Code for the arrows of sliders,
scroll bars and drop-downs.  The title shows none of them, so
`DefaultFontsLater` opens them after its first frame, or when one is
first used: about 1.4 ms sooner to the title in English, 10 ms in Chinese.
"""
from __future__ import annotations

import warnings

import pygame
import pygame_gui
from pygame_gui.core import UIAppearanceTheme, ui_appearance_theme
from pygame_gui.core.package_resource import PackageResource
from pygame_gui.core.resource_loaders import IResourceLoader
from pygame_gui.core.surface_cache import SurfaceCache
from pygame_gui.core.ui_font_dictionary import DefaultFontData, UIFontDictionary
from pygame_gui.core.utility import FontResource, SurfaceResource


class LoadNow(IResourceLoader):
    """Loads pygame-gui's fonts and pictures on the calling thread: those
    named before `start` at `update` (pictures cut from a picture after
    it), every later one as it is asked for (pygame-gui does that once a
    loader has started)."""

    def __init__(self) -> None:
        self._started = False
        self._waiting: list = []

    def add_resource(self, resource) -> None:
        self._waiting.append(resource)

    def start(self) -> None:
        self._started = True

    def update(self) -> tuple[bool, float]:
        for resource in sorted(self._waiting, key=lambda resource: isinstance(resource, SurfaceResource)):
            error = resource.load()
            if error is not None:
                warnings.warn(str(error))
        self._waiting.clear()
        return True, 1.0

    def started(self) -> bool:
        return self._started


class ShapeCache(SurfaceCache):
    """pygame-gui's cache of drawn shapes without a sheet until one is
    needed (`SurfaceCache` makes another whenever the ones it has are full)."""

    def __init__(self) -> None:  # noqa: SurfaceCache's own would make the first sheet
        self.cache_surface_size = (1024, 1024)
        self.cache_surfaces = []
        self.cache_long_term_lookup = {}
        self.cache_short_term_lookup = {}
        self.consider_purging_list = []
        self.low_on_space = False


class DefaultFontsLater(UIFontDictionary):
    """pygame-gui's font dictionary, its default fonts listed as it lists
    them but each opened the first time it is used (`OpenedWhenUsed`), or
    by `load_default_fonts` (after the title's first frame; from then on
    as pygame-gui opens them)."""

    defaults_wait = True

    def _load_default_font(self, font: DefaultFontData) -> None:
        if not self.defaults_wait:
            super()._load_default_font(font)
            return
        files = (font.regular_file_name, font.bold_file_name, font.italic_file_name, font.bold_italic_file_name)
        self.known_font_paths[font.name] = [(PackageResource(package="pygame_gui.data", resource=file), False)
                                            for file in files]
        resource = FontResource(font_id=font.idx, size=font.size, location=self.known_font_paths[font.name][0],
                                style={"bold": False, "italic": False, "antialiased": True, "script": font.script,
                                       "direction": font.direction})
        resource.loaded_font = OpenedWhenUsed(resource)
        self.loaded_fonts[font.idx] = resource

    def load_default_fonts(self) -> None:
        """Open the default fonts not yet used, and any later one at once."""
        self.defaults_wait = False
        for resource in self.loaded_fonts.values():
            if isinstance(resource.loaded_font, OpenedWhenUsed):
                resource.loaded_font.opened()


class OpenedWhenUsed:
    """A font of pygame-gui's not opened yet: the first use opens it (the
    resource then holds the font itself), every use goes to it."""

    def __init__(self, resource: FontResource) -> None:
        self._resource = resource
        self._font = None

    def opened(self):
        if self._font is None:
            error = self._resource.load()
            if error is not None:   # as pygame-gui fails to open a default font
                raise error
            self._font = self._resource.loaded_font
        return self._font

    def __getattr__(self, name: str):
        return getattr(self.opened(), name)


#: Each colour the themes name, read once (a copy is handed out: elements may change theirs).
_colours: dict[str, pygame.Color] = {}


class TitleFirstTheme(UIAppearanceTheme):
    """pygame-gui's theme, taking the game's theme data as checked, reading
    each colour once, drawing no shadow corners until
    `draw_shadows_from_now_on` and opening no default font until
    `DefaultFontsLater.load_default_fonts`."""

    shadows_drawn = False

    def __init__(self, resource_loader, locale: str) -> None:
        # the cache and the font dictionary the theme makes as it starts
        ui_appearance_theme.SurfaceCache = ShapeCache
        ui_appearance_theme.UIFontDictionary = DefaultFontsLater
        super().__init__(resource_loader, locale)

    def validate_theme_data(self, theme_data: dict) -> list[str]:
        return []

    @staticmethod
    def _load_colour_or_gradient_from_theme(theme_colours_dictionary: dict, colour_id: str):
        words = theme_colours_dictionary[colour_id]
        if words not in _colours:
            read = UIAppearanceTheme._load_colour_or_gradient_from_theme(theme_colours_dictionary, colour_id)
            if not isinstance(read, pygame.Color):   # a gradient is read each time
                return read
            _colours[words] = read
        return pygame.Color(_colours[words])

    def _preload_shadow_edges(self) -> None:
        if self.shadows_drawn:
            super()._preload_shadow_edges()

    def draw_shadows_from_now_on(self) -> None:
        """Draw the corners of the shadows of every theme loaded so far, and
        of each one loaded from now on, as pygame-gui does as it loads them."""
        self.shadows_drawn = True
        super()._preload_shadow_edges()


class TitleFirstUIManager(pygame_gui.UIManager):
    """pygame-gui's UIManager with a `TitleFirstTheme`, loading its
    resources with `LoadNow`."""

    def __init__(self, *args, **kwargs) -> None:
        loader = LoadNow()
        super().__init__(*args, resource_loader=loader, **kwargs)
        loader.start()
        loader.update()

    def create_new_theme(self, theme_path=None) -> TitleFirstTheme:
        theme = TitleFirstTheme(self.resource_loader, self._locale)
        if theme_path is not None:
            theme.load_theme(theme_path)
        return theme
