"""Strife objectives: scored from the gray (Strife) dice in each window."""

from __future__ import annotations

from collections import Counter

from ..window import Window
from .lines import gray_dice
from .rivalry import placement_points


def gray_columns(window: Window) -> int:
    return len({i % window.cols for i, _ in gray_dice(window)})


def gray_sum(window: Window) -> int:
    return sum(d.value for _, d in gray_dice(window))


def shades_of_gray(window: Window) -> int:
    unique = len({d.value for _, d in gray_dice(window)})
    return (0, 1, 3, 6, 10, 15, 21)[min(unique, 6)]


def gray_pairs(window: Window) -> int:
    counts = Counter(d.value for _, d in gray_dice(window))
    return sum(c // 2 for c in counts.values())


def gray_distance(window: Window) -> int:
    """Greatest distance between two gray dice, counted in steps along rows and columns."""
    cells = [divmod(i, window.cols) for i, _ in gray_dice(window)]
    return max(
        (abs(r1 - r2) + abs(c1 - c2) for k, (r1, c1) in enumerate(cells) for r2, c2 in cells[k + 1:]),
        default=0,
    )


def early_gray(windows: list[Window]) -> list[int]:
    """10/5 for the gray sums closest to 10; windows without gray dice score nothing."""
    sums = [gray_sum(w) if gray_dice(w) else None for w in windows]
    distance = [abs(10 - s) + 1 if s is not None else 0 for s in sums]
    return placement_points(distance, (10, 5), higher_is_better=False)


def gray_matter(windows: list[Window]) -> list[int]:
    """The highest gray sum gains 5, the lowest loses 5 (with one window, neither)."""
    sums = [gray_sum(w) for w in windows]
    if len(set(sums)) <= 1:
        return [0] * len(windows)
    hi, lo = max(sums), min(sums)
    return [5 if s == hi else -5 if s == lo else 0 for s in sums]


def gray_divide(windows: list[Window]) -> list[int]:
    return placement_points([gray_distance(w) for w in windows], (10, 5))
