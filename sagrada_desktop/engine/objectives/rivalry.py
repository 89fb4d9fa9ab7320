"""Rivalry objectives: 12/8/5 by placement among the windows, ties splitting the places.

Counted with the window's bitmasks (window_bits.py); tests/engine/test_scoring_plain.py
compares each with a space-by-space reading on random windows.
"""

from __future__ import annotations

from functools import lru_cache

from ..window import Window

RIVALRY_POINTS = (12, 8, 5)


def placement_points(metrics: list[int], points: tuple[int, ...] = RIVALRY_POINTS,
                     *, higher_is_better: bool = True, zero_scores: bool = False) -> list[int]:
    """Points by place; tied windows share the points of the places they take (rounded down).

    A window whose metric is 0 takes no place and scores nothing, unless zero_scores.
    """
    ranked = sorted((m for m in metrics if zero_scores or m != 0), reverse=higher_is_better)
    share: dict[int, int] = {}
    for place, m in enumerate(ranked):  # the first of each tied group: the places it takes
        if m not in share:
            tied = ranked.count(m)
            share[m] = sum(points[place:place + tied]) // tied
    return [share.get(m, 0) if zero_scores or m != 0 else 0 for m in metrics]


def _value_count(window: Window, values: tuple[int, ...]) -> int:
    by_value = (window._bits or window.bits).by_value
    return sum(by_value.get(v, 0).bit_count() for v in values)


def low_dice(window: Window) -> int:
    return _value_count(window, (1, 2, 3))


def high_dice(window: Window) -> int:
    return _value_count(window, (4, 5, 6))


@lru_cache(maxsize=1024)
def spaces_of(mask: int) -> tuple[int, ...]:
    """The flat indices of a mask's spaces, in order (top to bottom along a column)."""
    return tuple(i for i in range(mask.bit_length()) if mask >> i & 1)


def monotone_columns(window: Window) -> int:
    """Complete columns whose values rise, or fall, strictly from top to bottom."""
    bits = window._bits or window.bits
    dice = bits.dice
    fills = window.fills
    n = 0
    for line in bits.pattern.line_masks[1]:
        if line and line & dice == line:
            values = [fills[i].value for i in spaces_of(line)]  # type: ignore[union-attr]
            rising = sorted(values)
            # strictly monotone: no value twice, and in order one way or the other
            if len(set(values)) == len(values) and (values == rising or values[::-1] == rising):
                n += 1
    return n


def _diagonal_pairs(window: Window, groups: dict[str, int] | dict[int, int]) -> int:
    """Pairs of diagonally adjacent dice of one group (colour or value), each pair once: a
    group's mask shifted one row down and one column right (left) meets the group there, at
    the pair's lower die. The groups hold no die in common, so neither do their lower dice:
    they are gathered in one mask a direction and counted once."""
    p = (window._bits or window.bits).pattern
    right, left = p.cols + 1, p.cols - 1
    not_last, not_first = p.not_last, p.not_first
    down_right = down_left = 0
    for m in groups.values():
        down_right |= ((m & not_last) << right) & m
        down_left |= ((m & not_first) << left) & m
    return down_right.bit_count() + down_left.bit_count()


def diagonal_value_pairs(window: Window) -> int:
    return _diagonal_pairs(window, (window._bits or window.bits).by_value)


def diagonal_color_pairs(window: Window) -> int:
    return _diagonal_pairs(window, (window._bits or window.bits).by_color)


def longest_value_link(window: Window) -> int:
    """The largest group of same-value dice joined corner to corner (2 or more, else 0)."""
    bits = window._bits or window.bits
    p = bits.pattern
    cols, not_last, not_first = p.cols, p.not_last, p.not_first
    best = 0
    for m in bits.by_value.values():
        # the dice with a same-value corner neighbour (PatternBits.diagonal, written out): a
        # group of 2 or more holds only those
        above_below = (m >> cols) | (m << cols)
        m &= ((above_below & not_last) << 1) | ((above_below & not_first) >> 1)
        while m.bit_count() > best:  # (a group no larger than the best: not looked for)
            group = m & -m  # one such die, grown by its same-value corner neighbours until whole
            while True:
                above_below = (group >> cols) | (group << cols)
                grown = group | (m & (((above_below & not_last) << 1)
                                      | ((above_below & not_first) >> 1)))
                if grown == group:
                    break
                group = grown
            m &= ~group
            if group.bit_count() > best:
                best = group.bit_count()
    return best
