"""The vendored pictures: every one renders at the smallest and largest
sizes the tables use, every icon the vendor script names is on disk, and
the credits name each picture's author."""
import pygame

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
