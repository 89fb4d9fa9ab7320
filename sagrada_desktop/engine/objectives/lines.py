"""Helpers over a window's rows, columns and diagonals, used by the objectives."""

from __future__ import annotations

from collections.abc import Iterator

from ..color import Color
from ..die import Die
from ..window import Window


def complete_lines(window: Window, rows: bool) -> Iterator[list[Die]]:
    """Each row (or column) whose every space holds a die (broken or empty spaces spoil it)."""
    count = window.rows if rows else window.cols
    for k in range(count):
        line = window.row_dice(k) if rows else window.col_dice(k)
        if line and all(d is not None for d in line):
            yield [d for d in line if d is not None]


def diagonal_pairs(window: Window) -> Iterator[tuple[int, int]]:
    """Flat index pairs of diagonally adjacent spaces that both hold dice, each pair once."""
    dice = window.dice()
    cols = window.cols
    for r in range(window.rows - 1):
        for c in range(cols):
            a = r * cols + c
            if dice[a] is None:
                continue
            for dc in (-1, 1):
                cc = c + dc
                if 0 <= cc < cols:
                    b = (r + 1) * cols + cc
                    if dice[b] is not None:
                        yield a, b


def gray_dice(window: Window) -> list[tuple[int, Die]]:
    """(space, die) of each gray die, in space order: the bits of the gray dice's mask."""
    gray = window.bits.by_color.get(_GRAY, 0)
    fills = window.fills
    out: list[tuple[int, Die]] = []
    while gray:
        low = gray & -gray
        i = low.bit_length() - 1
        out.append((i, fills[i]))  # type: ignore[arg-type]
        gray ^= low
    return out


_GRAY = Color.GRAY.value  # the gray dice's key in FillBits.by_color
