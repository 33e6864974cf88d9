"""The vendored pictures: every one renders at the smallest and largest
sizes the tables use, every icon the vendor script names is on disk, and
the credits name each picture's author."""
import pygame
import pytest

from scenes import art
from scenes.art.vendor import ICONS


def test_every_named_picture_is_vendored_and_credited():
    assert sorted(ICONS) == art.names()
    credits = art.credits()
    for source in ICONS.values():
        author, icon_name = source.split("/")
        line = next(line for line in credits.splitlines() if line.startswith(f"{author}:"))
        assert icon_name in line.split(": ", 1)[1].split(", ")
    assert "CC BY 3.0" in credits


def test_pictures_render_at_any_size_tinted_and_cached():
    pygame.init()
    for name in art.names():
        for size in (16, 160):
            picture = art.icon(name, size, (200, 40, 40))
            assert picture.get_size() == (size, size)
            opaque = [picture.get_at((x, y)) for x in range(0, size, max(1, size // 16))
                      for y in range(0, size, max(1, size // 16)) if picture.get_at((x, y)).a > 200]
            assert opaque, f"{name} at {size}px draws nothing"
            assert all(p.g <= 45 and p.b <= 45 for p in opaque), f"{name} is not tinted"
    assert art.icon("tavern", 64) is art.icon("tavern", 64)


def test_pictures_drawn_ahead_on_another_thread_are_the_ones_icon_draws(monkeypatch):
    """The title starts drawing its emblems on a thread while it builds
    its menu: `icon` then draws nothing itself, and the pictures are the
    same pixels."""
    import threading
    pygame.init()
    expected = {name: pygame.image.tobytes(pygame.image.load_sized_svg(str(art.ICONS_DIR / f"{name}.svg"),
                                                                       (123, 123)), "RGBA")
                for name in ("tavern", "dragon_lyre.lyre")}
    art._white.cache_clear()
    art._tinted.cache_clear()
    drawn_here = []
    real_load = pygame.image.load_sized_svg

    def load(path, size):
        if threading.current_thread() is threading.main_thread():
            drawn_here.append(path)
        return real_load(path, size)
    monkeypatch.setattr(pygame.image, "load_sized_svg", load)
    art.draw_ahead(["tavern", "dragon_lyre.lyre"], 123)
    for name, pixels in expected.items():
        assert pygame.image.tobytes(art.icon(name, 123), "RGBA") == pixels
    assert drawn_here == []
    art.draw_ahead(["no such picture"], 50)
    with pytest.raises(KeyError):   # where the picture is wanted, not on the thread
        art.icon("no such picture", 50)


def test_the_title_s_first_frame_draws_no_emblem_and_they_fade_in_after(monkeypatch):
    """The title's first frame shows the menu alone (no SVG is drawn for
    it); the emblems are drawn on another thread once it has shown, and
    fade in from nothing to their full tint."""
    from app_driver import make_app, title_settled
    started = []
    real_draw_ahead = art.draw_ahead
    monkeypatch.setattr(art, "draw_ahead", lambda names, size: started.append(size) or real_draw_ahead(names, size))
    app = make_app()
    title = app.scenes.top
    app.resize((1280, 720))
    started.clear()
    app.frames_drawn = 0   # as the app starts
    title.build_ui()
    app.step([], 1 / 60)
    assert started == [] and title.emblems == []
    alphas = []
    for _ in range(600):
        app.step([], 1 / 60)
        if title.emblems:
            alphas.append(title.emblems[0][0].get_alpha())
        if title.emblems_waiting is None and title.emblems_age >= title.EMBLEMS_FADE:
            break
    assert len(started) == 1 and len(title.emblems) == 2
    assert alphas[0] < 128 and alphas == sorted(alphas) and alphas[-1] == 255
    title_settled(app)
