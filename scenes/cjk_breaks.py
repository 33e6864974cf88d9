"""Chinese lines break between two characters, never with hyphens.

pygame-gui breaks a run of text too long for its line at a space, and a
run with none (any Chinese sentence) at whatever letter fits, with a
hyphen either side: "成为马-" / "-戏团团长".  Chinese needs no mark at
all there, so a run holding Chinese is cut between characters plainly;
other runs (a long English word) keep pygame-gui's hyphens.
"""
from __future__ import annotations

import re
from functools import cache

from pygame_gui.core.text.text_line_chunk import TextLineChunkFTFont


@cache
def chinese() -> re.Pattern:
    """Any Chinese character or punctuation, compiled when a line first
    breaks (compiling took 1.6 ms of start-up, before the title's first frame)."""
    return re.compile("[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]")


def break_chinese_between_characters() -> None:
    """Make every pygame-gui text box and label break Chinese runs without
    hyphens (once; calling again changes nothing)."""
    split = TextLineChunkFTFont.split
    if getattr(split, "breaks_chinese", False):
        return

    def split_chinese_plainly(self, requested_x: int, line_width: int, row_start_x: int,
                              allow_split_dashes: bool = True):
        return split(self, requested_x, line_width, row_start_x,
                     allow_split_dashes and not chinese().search(self.text))
    split_chinese_plainly.breaks_chinese = True
    TextLineChunkFTFont.split = split_chinese_plainly
