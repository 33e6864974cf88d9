"""The application icon, drawn from the game's own art: a gold dragon on a
round of green felt in a wooden rim.  The window shows it at 64 px, kept in
assets/app_icon.png (`python -m scenes.app_icon` writes it again; drawing
it at every start took a millisecond); the bundle script writes it as PNG,
.ico and .icns at every size a desktop asks for."""
from __future__ import annotations

import io
import struct

import pygame

from game.resources import asset
from scenes import art, style

#: Sizes desktops ask for (Linux hicolor, Windows .ico, macOS .icns).
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
#: The window's icon, as `draw_app_icon` draws it at `WINDOW_ICON_SIZE`.
WINDOW_ICON = asset("app_icon.png")
WINDOW_ICON_SIZE = 64


def draw_app_icon(size: int) -> pygame.Surface:
    """The icon at `size`×`size` pixels, drawn at 4× and scaled down so
    its edges stay smooth at 16 px too."""
    big = size * 4 if size < 128 else size
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    centre = (big // 2, big // 2)
    radius = big // 2 - max(1, big // 64)
    pygame.draw.circle(surface, style.WOOD_DARK, centre, radius)
    pygame.draw.circle(surface, style.WOOD_LIGHT, centre, radius, width=max(1, big // 40))
    pygame.draw.circle(surface, style.FELT, centre, int(radius * 0.84))
    pygame.draw.circle(surface, style.GOLD, centre, int(radius * 0.84), width=max(1, big // 48))
    dragon = art.icon("dragonstones.dragon", int(radius * 1.25), style.GOLD_LIGHT)
    surface.blit(dragon, dragon.get_rect(center=centre))
    return surface if big == size else pygame.transform.smoothscale(surface, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    out = io.BytesIO()
    pygame.image.save(surface, out, "icon.png")
    return out.getvalue()


def ico_bytes(sizes=(16, 24, 32, 48, 64, 128, 256)) -> bytes:
    """A Windows .ico holding PNG images (the format since Windows Vista)."""
    images = [png_bytes(draw_app_icon(s)) for s in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries = b""
    for size, data in zip(sizes, images):
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + entries + b"".join(images)


#: .icns element types holding PNG data, by pixel size.
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def icns_bytes() -> bytes:
    """A macOS .icns holding PNG images."""
    body = b""
    for size, kind in ICNS_TYPES.items():
        data = png_bytes(draw_app_icon(size))
        body += kind + struct.pack(">I", len(data) + 8) + data
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def window_icon() -> pygame.Surface:
    """The icon the window shows (`WINDOW_ICON`)."""
    return pygame.image.load(str(WINDOW_ICON))


if __name__ == "__main__":
    pygame.image.save(draw_app_icon(WINDOW_ICON_SIZE), str(WINDOW_ICON))
    print(f"wrote {WINDOW_ICON}")
