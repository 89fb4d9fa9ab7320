"""The base public objectives: each window scored on its own.

Counted with the window's bitmasks (window_bits.py): the dice of each colour and value, the
rows and columns inside the shape, the outer edge. tests/engine/test_objectives_by_bits.py
compares every one with a space-by-space reading of the objective on random windows.
"""

from __future__ import annotations

from itertools import repeat

from ..color import STANDARD_COLORS
from ..window import Window


def lines_all_different(window: Window, *, rows: bool, by_color: bool) -> int:
    """Complete rows (columns) whose dice all differ in colour (value)."""
    bits = window._bits or window.bits
    dice = bits.dice
    groups = (bits.by_color if by_color else bits.by_value).values()
    n = 0
    for line in bits.pattern.line_masks[0 if rows else 1]:
        if line and line & dice == line:
            # each die is in one group: all differ when no group holds two of the line's dice
            for m in groups:
                if (m & line).bit_count() > 1:
                    break
            else:
                n += 1
    return n


def value_sets(window: Window, values: tuple[int, ...]) -> int:
    by_value = (window._bits or window.bits).by_value
    # min(by_value.get(v, 0).bit_count() for v in values), in C-level maps
    return min(map(int.bit_count, map(by_value.get, values, _ZEROS)))


def color_sets(window: Window) -> int:
    by_color = (window._bits or window.bits).by_color
    return min(map(int.bit_count, map(by_color.get, _STANDARD_LETTERS, _ZEROS)))


_STANDARD_LETTERS = tuple(c.value for c in STANDARD_COLORS)  # FillBits.by_color's keys
_ZEROS = repeat(0)  # dict.get's default for each key (map stops at the keys' end)


def color_diagonals(window: Window) -> int:
    """Dice diagonally adjacent to at least one die of their own colour."""
    bits = window._bits or window.bits
    p = bits.pattern
    cols, not_last, not_first = p.cols, p.not_last, p.not_first
    counted = 0
    for m in bits.by_color.values():
        above_below = (m >> cols) | (m << cols)  # PatternBits.diagonal, written out
        counted |= m & (((above_below & not_last) << 1) | ((above_below & not_first) >> 1))
    return counted.bit_count()


def vertical_color_balance(window: Window) -> int:
    """Pairs of the same colour in the same position on the top and bottom halves."""
    half = window.rows // 2
    shift = half * window.cols
    top = (1 << shift) - 1
    by_color = (window._bits or window.bits).by_color
    return sum((m & (m >> shift) & top).bit_count() for m in by_color.values())


def filled_stars(window: Window) -> int:
    bits = window._bits or window.bits
    return (bits.pattern.star & bits.dice).bit_count()


def filled_border(window: Window) -> int:
    """Dice on spaces at the window's outer edge (touching the frame or the shape's outside)."""
    bits = window._bits or window.bits
    return (bits.pattern.edge & bits.dice).bit_count()
