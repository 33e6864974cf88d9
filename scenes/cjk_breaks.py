"""Where a line may break, in English and in Chinese, for every text the
app lays out: pygame-gui's text boxes and the table's own wrapped lines.

English breaks after a space.  Chinese breaks between any two characters,
with no hyphen, except that no line starts with closing punctuation
("，", "。", "」" ...) and none ends with opening punctuation ("「", "（" ...):
the break moves back one character, which then starts the next line.
pygame-gui alone breaks a run with no space at whatever letter fits, with a
hyphen either side ("成为马-" / "-戏团团长") and a "，" free to start the
next line; a run holding Chinese is broken by these rules instead, and
other runs (a long English word) keep pygame-gui's hyphens.
"""
from __future__ import annotations

import re
from bisect import bisect_right
from functools import cache
from typing import Callable

from pygame_gui.core.text.text_line_chunk import TextLineChunkFTFont


@cache
def chinese() -> re.Pattern:
    """Any Chinese character or punctuation, compiled when a line first
    breaks (compiling took 1.6 ms of start-up, before the title's first frame)."""
    return re.compile("[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]")


#: Punctuation that never starts a line: it stays at the end of the line before.
NO_LINE_START = frozenset("，。、；：！？）》」』】〕〉”’…·,.;:!?)]}%")
#: Punctuation that never ends a line: it starts the next line with what it opens.
NO_LINE_END = frozenset("（《「『【〔〈“‘([{")


def may_break_before(text: str, index: int) -> bool:
    """A line may end just before `text[index]`: after a space, or between
    two characters one of which is Chinese; never before a space or closing
    punctuation, never after opening punctuation."""
    before, after = text[index - 1], text[index]
    if after == " " or after in NO_LINE_START or before in NO_LINE_END:
        return False
    return before == " " or bool(chinese().match(before) or chinese().match(after))


def break_points(text: str) -> list[int]:
    """Every index a line of `text` may break before, in order."""
    return [index for index in range(1, len(text)) if may_break_before(text, index)]


def longest_fitting_break(text: str, fits: Callable[[str], bool], points: list[int]) -> int | None:
    """The last of `points` whose line before it (trailing spaces aside)
    `fits`, or None when not even the first does."""
    found = bisect_right(points, False, key=lambda point: not fits(text[:point].rstrip(" ")))
    return points[found - 1] if found else None


def break_lines(text: str, fits: Callable[[str], bool]) -> list[str]:
    """`text` broken into lines that `fits` (each as long as it can be); a
    piece with no break that fits stays whole on a line of its own."""
    lines = []
    while not fits(text) and (points := break_points(text)):
        cut = longest_fitting_break(text, fits, points) or points[0]
        lines.append(text[:cut].rstrip(" "))
        text = text[cut:]
    return lines + [text]


def break_chinese_by_the_rules() -> None:
    """Make every pygame-gui text box and label break a run holding Chinese
    by `may_break_before` (once; calling again changes nothing)."""
    split = TextLineChunkFTFont.split
    if getattr(split, "breaks_chinese", False):
        return

    def split_by_the_rules(self, requested_x: int, line_width: int, row_start_x: int,
                           allow_split_dashes: bool = True):
        if not chinese().search(self.text):
            return split(self, requested_x, line_width, row_start_x, allow_split_dashes)
        cut = longest_fitting_break(
            self.text, lambda line: self._text_render_width(line, self.font) <= requested_x,
            break_points(self.text))
        if cut is None and self.x == row_start_x:
            # Not even the first piece fits a whole line: cut it where the line ends.
            return split(self, requested_x, line_width, row_start_x, False)
        return None if cut is None else self.split_index(cut)
    split_by_the_rules.breaks_chinese = True
    TextLineChunkFTFont.split = split_by_the_rules
