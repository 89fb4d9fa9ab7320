"""The base public objectives: each window scored on its own."""

from __future__ import annotations

from collections import Counter

from ..color import STANDARD_COLORS
from ..window import Window, neighbour_tables
from .lines import all_dice, complete_lines, diagonal_pairs


def lines_all_different(window: Window, *, rows: bool, by_color: bool) -> int:
    n = 0
    for line in complete_lines(window, rows):
        keys = [d.color for d in line] if by_color else [d.value for d in line]
        if len(set(keys)) == len(keys):
            n += 1
    return n


def value_sets(window: Window, values: tuple[int, ...]) -> int:
    counts = Counter(d.value for d in all_dice(window))
    return min(counts[v] for v in values)


def color_sets(window: Window) -> int:
    counts = Counter(d.color for d in all_dice(window))
    return min(counts[c] for c in STANDARD_COLORS)


def color_diagonals(window: Window) -> int:
    """Dice diagonally adjacent to at least one die of their own colour."""
    dice = window.dice()
    counted: set[int] = set()
    for a, b in diagonal_pairs(window):
        da, db = dice[a], dice[b]
        if da is not None and db is not None and da.color is db.color:
            counted.update((a, b))
    return len(counted)


def vertical_color_balance(window: Window) -> int:
    """Pairs of the same colour in the same position on the top and bottom halves."""
    half = window.rows // 2
    dice = window.dice()
    n = 0
    for r in range(half):
        for c in range(window.cols):
            top = dice[r * window.cols + c]
            bottom = dice[(r + half) * window.cols + c]
            if top is not None and bottom is not None and top.color is bottom.color:
                n += 1
    return n


def filled_stars(window: Window) -> int:
    dice = window.dice()
    return sum(1 for s, d in zip(window.spaces, dice, strict=True) if s.star and d is not None)


def filled_border(window: Window) -> int:
    """Dice on spaces at the window's outer edge (touching the frame or the shape's outside)."""
    _, adj = neighbour_tables(window.rows, window.cols)
    dice = window.dice()
    n = 0
    for i, d in enumerate(dice):
        if d is None:
            continue
        r, c = divmod(i, window.cols)
        edge = r in (0, window.rows - 1) or c in (0, window.cols - 1)
        if edge or any(not window.spaces[j].exists for j in adj[i]):
            n += 1
    return n
