"""Rivalry objectives: 12/8/5 by placement among the windows, ties splitting the places."""

from __future__ import annotations

from ..window import Window
from .lines import complete_lines, diagonal_pairs

RIVALRY_POINTS = (12, 8, 5)


def placement_points(metrics: list[int], points: tuple[int, ...] = RIVALRY_POINTS,
                     *, higher_is_better: bool = True, zero_scores: bool = False) -> list[int]:
    """Points by place; tied windows share the points of the places they take (rounded down).

    A window whose metric is 0 takes no place and scores nothing, unless zero_scores.
    """
    order = sorted(
        (i for i, m in enumerate(metrics) if zero_scores or m != 0),
        key=lambda i: -metrics[i] if higher_is_better else metrics[i],
    )
    out = [0] * len(metrics)
    place = 0
    k = 0
    while k < len(order):
        group = [i for i in order[k:] if metrics[i] == metrics[order[k]]]
        share = sum(points[place + g] for g in range(len(group)) if place + g < len(points))
        for i in group:
            out[i] = share // len(group)
        place += len(group)
        k += len(group)
    return out


def _value_count(window: Window, values: tuple[int, ...]) -> int:
    by_value = window.bits.by_value
    return sum(by_value.get(v, 0).bit_count() for v in values)


def low_dice(window: Window) -> int:
    return _value_count(window, (1, 2, 3))


def high_dice(window: Window) -> int:
    return _value_count(window, (4, 5, 6))


def monotone_columns(window: Window) -> int:
    n = 0
    for line in complete_lines(window, rows=False):
        vals = [d.value for d in line]
        pairs = list(zip(vals, vals[1:], strict=False))
        if all(a < b for a, b in pairs) or all(a > b for a, b in pairs):
            n += 1
    return n


def _diagonal_pairs(window: Window, groups: dict[str, int] | dict[int, int]) -> int:
    """Pairs of diagonally adjacent dice of one group (colour or value), each pair once."""
    p = window.bits.pattern
    return sum((p.down_right(m) & m).bit_count() + (p.down_left(m) & m).bit_count()
               for m in groups.values())


def diagonal_value_pairs(window: Window) -> int:
    return _diagonal_pairs(window, window.bits.by_value)


def diagonal_color_pairs(window: Window) -> int:
    return _diagonal_pairs(window, window.bits.by_color)


def longest_value_link(window: Window) -> int:
    """The largest group of same-value dice joined corner to corner (2 or more, else 0)."""
    dice = window.dice()
    links: dict[int, set[int]] = {}
    for a, b in diagonal_pairs(window):
        if dice[a].value == dice[b].value:  # type: ignore[union-attr]
            links.setdefault(a, set()).add(b)
            links.setdefault(b, set()).add(a)
    best = 0
    seen: set[int] = set()
    for start in links:
        if start in seen:
            continue
        stack, size = [start], 0
        seen.add(start)
        while stack:
            i = stack.pop()
            size += 1
            for j in links[i]:
                if j not in seen:
                    seen.add(j)
                    stack.append(j)
        best = max(best, size)
    return best
