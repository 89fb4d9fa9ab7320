"""Strife objectives: scored from the gray (Strife) dice in each window.

Read from the window's bitmasks: the gray dice's mask (by_color) met with each value's mask
(by_value) gives how many gray dice show each value. tests/engine/test_scoring_plain.py
compares each with a reading of the gray dice one by one on random windows.
"""

from __future__ import annotations

from ..color import Color
from ..window import Window
from .rivalry import placement_points

_GRAY = Color.GRAY.value  # the gray dice's key in FillBits.by_color


def _gray(window: Window) -> int:
    """The mask of the window's gray dice."""
    return (window._bits or window.bits).by_color.get(_GRAY, 0)


def gray_columns(window: Window) -> int:
    gray = _gray(window)
    cols = window.cols
    row = (1 << cols) - 1
    seen = 0  # the rows folded onto one: a bit for each column holding a gray die
    while gray:
        seen |= gray & row
        gray >>= cols
    return seen.bit_count()


# gray_sum, shades_of_gray and gray_pairs: how many gray dice show each value, read in one
# loop over the values' masks each (each met with the gray dice's mask)
def gray_sum(window: Window) -> int:
    bits = window._bits or window.bits
    gray = bits.by_color.get(_GRAY, 0)
    total = 0
    if gray:
        for v, m in bits.by_value.items():
            total += v * (m & gray).bit_count()
    return total


def shades_of_gray(window: Window) -> int:
    bits = window._bits or window.bits
    gray = bits.by_color.get(_GRAY, 0)
    unique = 0  # the values some gray die shows
    if gray:
        for m in bits.by_value.values():
            if m & gray:
                unique += 1
    return (0, 1, 3, 6, 10, 15, 21)[min(unique, 6)]


def gray_pairs(window: Window) -> int:
    bits = window._bits or window.bits
    gray = bits.by_color.get(_GRAY, 0)
    pairs = 0
    if gray:
        for m in bits.by_value.values():
            pairs += (m & gray).bit_count() // 2
    return pairs


def gray_distance(window: Window) -> int:
    """Greatest distance between two gray dice, counted in steps along rows and columns: the
    widest spread of row + column, or of row - column (0 with fewer than two gray dice)."""
    gray = _gray(window)
    cols = window.cols
    sums: list[int] = []
    diffs: list[int] = []
    while gray:
        low = gray & -gray
        r, c = divmod(low.bit_length() - 1, cols)
        sums.append(r + c)
        diffs.append(r - c)
        gray ^= low
    if not sums:
        return 0
    return max(max(sums) - min(sums), max(diffs) - min(diffs))


def early_gray(windows: list[Window]) -> list[int]:
    """10/5 for the gray sums closest to 10; windows without gray dice score nothing."""
    # (a sum other than 0 is some gray die's: only a sum of 0 asks whether there is one)
    distance = [abs(10 - total) + 1 if total or _gray(w) else 0
                for w, total in zip(windows, map(gray_sum, windows), strict=True)]
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
