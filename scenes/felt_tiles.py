"""The felt's two tiles, drawn from fixed numbers and kept in assets/felt/
(`python -m scenes.felt_tiles` writes them again after a change here;
drawing them at every start took 1.4 ms of the title's first frame,
reading them 0.3): the vignette scaled up to the table and the fibre
laid over it (`scenes.style.paint_table_background`)."""
from __future__ import annotations

import math
import random

import pygame

from scenes import style


def draw_vignette(size: tuple[int, int] = (32, 18)) -> pygame.Surface:
    """A small sheet of felt with a soft vignette, lighter in the middle
    and darker towards the rim, for scaling up to the table (one opaque
    sheet: a third of the cost of blending two translucent full-size ones)."""
    w, h = size
    (r, g, b), (glow_r, glow_g, glow_b) = style.rgb(style.FELT), (255, 220, 150)
    pixels = bytearray()
    for y in range(h):
        for x in range(w):
            d = math.hypot((x - (w - 1) / 2) / (w / 2), (y - (h - 1) / 2) / (h / 2))
            kept = 1 - int(min(1.0, max(0.0, d - 0.35)) * 150) / 255
            lighter = int(max(0.0, 0.6 - d) * 40) / 255
            kept *= 1 - lighter
            pixels += bytes((round(r * kept + glow_r * lighter), round(g * kept + glow_g * lighter),
                             round(b * kept + glow_b * lighter)))
    return pygame.image.frombuffer(bytes(pixels), size, "RGB")


def draw_fibre(size: int = 256) -> pygame.Surface:
    """A tile of felt fibre: sparse specks a little darker (12 %) or
    lighter (6 %) than the felt under them, written as bytes (setting
    pixels one by one cost a tenth of a second)."""
    rng = random.Random(11)
    pixels = bytearray(size * size * 4)
    for _ in range(size * size // 60):
        i = 4 * rng.randrange(size * size)
        pixels[i:i + 4] = b"\0\0\0\x1f" if rng.random() < 0.5 else b"\xff\xff\xff\x0f"
    return pygame.image.frombuffer(bytes(pixels), (size, size), "RGBA")


if __name__ == "__main__":
    for path, tile in ((style.FELT_VIGNETTE, draw_vignette()), (style.FELT_FIBRE, draw_fibre())):
        pygame.image.save(tile, str(path))
        print(f"wrote {path}")
