"""Partial credit toward public objectives that only score when something is complete.

The engine scores a variety line only once it is full and a set only once it is whole; a
one-turn-ahead player needs to see the way there. Each unfinished line whose dice are all
different so far (and which holds no broken or dead space) earns PROGRESS x points x
(filled / length)^2; each set objective earns PROGRESS x points x the share of the next set
already present. Objectives not listed here count their scored points only.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from ..engine import OBJECTIVES, STANDARD_COLORS, Color, Die, Window

PROGRESS = 0.5

Progress = Callable[[Window, frozenset[int]], float]  # (window, its dead spaces) -> credit
ProgressFactory = Callable[[Window], Progress]  # built once per window shape


def _line_indices(window: Window, rows: bool) -> list[list[int]]:
    cols = window.cols
    if rows:
        lines = [[r * cols + c for c in range(cols)] for r in range(window.rows)]
    else:
        lines = [[r * cols + c for r in range(window.rows)] for c in range(cols)]
    return [[i for i in line if window.spaces[i].exists] for line in lines]


def _lines(objective: str, rows: bool, by_color: bool) -> ProgressFactory:
    points = OBJECTIVES[objective].points

    def factory(pattern: Window) -> Progress:
        return _line_credit(points, [ln for ln in _line_indices(pattern, rows) if ln], by_color)

    return factory


def _line_credit(points: int, lines: list[list[int]], by_color: bool) -> Progress:
    scale = PROGRESS * points
    sized = [(tuple(line), len(line)) for line in lines]

    def credit(window: Window, dead: frozenset[int]) -> float:
        fills = window.fills
        total = 0.0
        for line, size in sized:
            if dead and not dead.isdisjoint(line):
                continue
            seen: set[Color | int] = set()
            for i in line:
                f = fills[i]
                if f is None:
                    continue
                key = (f.color if by_color else f.value) if isinstance(f, Die) else None
                if key is None or key in seen:  # a broken space or a repeat spoils the line
                    break
                seen.add(key)
            else:
                if len(seen) < size:
                    total += scale * (len(seen) / size) ** 2
        return total

    return credit


def _sets(objective: str, items: tuple[Color | int, ...], by_color: bool) -> ProgressFactory:
    points = OBJECTIVES[objective].points

    def credit(window: Window, dead: frozenset[int]) -> float:
        counts: Counter[Color | int] = Counter(
            f.color if by_color else f.value for f in window.fills if isinstance(f, Die)
        )
        done = min(counts[i] for i in items)
        return PROGRESS * points * sum(1 for i in items if counts[i] > done) / len(items)

    return lambda _pattern: credit


PROGRESS_RULES: dict[str, ProgressFactory] = {
    "row-color-variety": _lines("row-color-variety", rows=True, by_color=True),
    "column-color-variety": _lines("column-color-variety", rows=False, by_color=True),
    "row-shade-variety": _lines("row-shade-variety", rows=True, by_color=False),
    "column-shade-variety": _lines("column-shade-variety", rows=False, by_color=False),
    "light-shades": _sets("light-shades", (1, 2), by_color=False),
    "medium-shades": _sets("medium-shades", (3, 4), by_color=False),
    "deep-shades": _sets("deep-shades", (5, 6), by_color=False),
    "shade-variety": _sets("shade-variety", (1, 2, 3, 4, 5, 6), by_color=False),
    "color-variety": _sets("color-variety", STANDARD_COLORS, by_color=True),
}
