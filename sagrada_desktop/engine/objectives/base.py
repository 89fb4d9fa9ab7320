"""The base public objectives: each window scored on its own.

Counted with the window's bitmasks (window_bits.py): the dice of each colour and value, the
rows and columns inside the shape, the outer edge. tests/engine/test_objectives_by_bits.py
compares every one with a space-by-space reading of the objective on random windows.
"""

from __future__ import annotations

from ..color import STANDARD_COLORS
from ..window import Window


def lines_all_different(window: Window, *, rows: bool, by_color: bool) -> int:
    """Complete rows (columns) whose dice all differ in colour (value)."""
    bits = window.bits
    dice = bits.dice
    groups = list((bits.by_color if by_color else bits.by_value).values())
    n = 0
    for line in bits.pattern.line_masks[0 if rows else 1]:
        if line and line & dice == line:
            # all differ: as many colours (values) meet the line as it has spaces
            if sum(1 for m in groups if m & line) == line.bit_count():
                n += 1
    return n


def value_sets(window: Window, values: tuple[int, ...]) -> int:
    by_value = window.bits.by_value
    return min(by_value.get(v, 0).bit_count() for v in values)


def color_sets(window: Window) -> int:
    by_color = window.bits.by_color
    return min(by_color.get(c.value, 0).bit_count() for c in STANDARD_COLORS)


def color_diagonals(window: Window) -> int:
    """Dice diagonally adjacent to at least one die of their own colour."""
    bits = window.bits
    p = bits.pattern
    counted = 0
    for m in bits.by_color.values():
        counted |= m & p.diagonal(m)
    return counted.bit_count()


def vertical_color_balance(window: Window) -> int:
    """Pairs of the same colour in the same position on the top and bottom halves."""
    half = window.rows // 2
    shift = half * window.cols
    top = (1 << shift) - 1
    return sum((m & (m >> shift) & top).bit_count() for m in window.bits.by_color.values())


def filled_stars(window: Window) -> int:
    bits = window.bits
    return (bits.pattern.star & bits.dice).bit_count()


def filled_border(window: Window) -> int:
    """Dice on spaces at the window's outer edge (touching the frame or the shape's outside)."""
    bits = window.bits
    return (bits.pattern.edge & bits.dice).bit_count()
