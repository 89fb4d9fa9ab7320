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
from typing import Protocol

from ..engine import OBJECTIVES, STANDARD_COLORS, Color, Die, Window

PROGRESS = 0.5

SpaceCredit = Callable[[int, frozenset[int]], float]  # (space, dead after) -> credit
# the credit of a window with one die more, for one die: a number wherever the die goes, or
# the credit for each space (and the dead spaces after the fill)
FillCredit = Callable[[Die], float | SpaceCredit]


class Progress(Protocol):
    """Partial credit of one objective for windows of one shape."""

    def __call__(self, window: Window, dead: frozenset[int]) -> float:
        """The credit of a window with its dead spaces."""

    def after_fill(self, window: Window, dead: frozenset[int]) -> FillCredit:
        """The credit of `window` (whose dead spaces are `dead`) with one die more, from what
        the fill changes: for a die, exactly self(window with the die on space i, its dead
        spaces after the fill), as one number or for each i."""


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

    made: dict[tuple[int, int, int], tuple[tuple[object, ...], Progress]] = {}

    def factory(pattern: Window) -> Progress:
        # windows of one game share their spaces tuple: one credit per pattern
        spaces = pattern.spaces
        key = (id(spaces), pattern.rows, pattern.cols)
        known = made.get(key)
        if known is not None and known[0] is spaces:
            return known[1]
        if len(made) > 64:
            made.clear()
        credit = _LineCredit(pattern, points, [ln for ln in _line_indices(pattern, rows) if ln],
                             by_color)
        made[key] = (spaces, credit)
        return credit

    return factory


class _LineCredit:
    def __init__(self, pattern: Window, points: int, lines: list[list[int]], by_color: bool
                 ) -> None:
        self.scale = PROGRESS * points
        self.by_color = by_color
        self.sized = [(tuple(line), len(line)) for line in lines]
        # the lines a fill of space i may change: i's own, and those of its edge neighbours
        # (whose dead state the fill may change)
        cols, rows = pattern.cols, pattern.rows
        touched: list[tuple[int, ...]] = []
        for i in range(rows * cols):
            r, c = divmod(i, cols)
            near = {i} | {rr * cols + cc for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1),
                                                       (r, c + 1))
                          if 0 <= rr < rows and 0 <= cc < cols}
            touched.append(tuple(k for k, (line, _) in enumerate(self.sized)
                                 if not near.isdisjoint(line)))
        self.touched = touched

    def _term(self, k: int, fills: tuple[object, ...], dead: frozenset[int],
              at: int = -1, die: Die | None = None) -> float:
        line, size = self.sized[k]
        if dead and not dead.isdisjoint(line):
            return 0.0
        by_color = self.by_color
        seen: set[Color | int] = set()
        for i in line:
            f = die if i == at else fills[i]
            if f is None:
                continue
            key = (f.color if by_color else f.value) if isinstance(f, Die) else None
            if key is None or key in seen:  # a broken space or a repeat spoils the line
                return 0.0
            seen.add(key)
        if len(seen) < size:
            return self.scale * (len(seen) / size) ** 2
        return 0.0

    def __call__(self, window: Window, dead: frozenset[int]) -> float:
        fills = window.fills
        # sum() of the terms in line order: after_fill sums its terms the same way
        total: float = sum([self._term(k, fills, dead) for k in range(len(self.sized))], 0.0)
        return total

    def after_fill(self, window: Window, dead: frozenset[int]) -> FillCredit:
        fills = window.fills
        by_color = self.by_color
        scale = self.scale
        # each line's dice as they are, dead spaces aside: (its credit, the keys of its dice,
        # or None when a broken space or a repeat spoils it); and its credit with the dead
        # spaces (none where one is in it): what _term gives, in one pass
        lines: list[tuple[float, set[Color | int] | None]] = []
        terms: list[float] = []
        for line, size in self.sized:
            seen: set[Color | int] = set()
            spoilt = False
            for j in line:
                f = fills[j]
                if f is None:
                    continue
                key = (f.color if by_color else f.value) if isinstance(f, Die) else None
                if key is None or key in seen:
                    spoilt = True
                    break
                seen.add(key)
            n = len(seen)
            term = scale * (n / size) ** 2 if not spoilt and n < size else 0.0
            lines.append((term, None if spoilt else seen))
            terms.append(0.0 if dead and not dead.isdisjoint(line) else term)
        sized = self.sized
        touched = self.touched
        # with the dead spaces unchanged by the fill, the credit depends on the space and the
        # die's colour (or value) only: kept for each
        kept: dict[Color | int, list[float | None]] = {}
        n = len(fills)

        def for_die(die: Die) -> SpaceCredit:
            key = die.color if by_color else die.value
            known = kept.get(key)
            if known is None:
                known = kept[key] = [None] * n

            def credit(i: int, dead_after: frozenset[int]) -> float:
                if dead_after is dead:
                    total = known[i]
                    if total is not None:
                        return total
                now = terms[:]
                for k in touched[i]:
                    line, size = sized[k]
                    if dead_after and not dead_after.isdisjoint(line):
                        now[k] = 0.0
                    elif i not in line:
                        now[k] = lines[k][0]
                    else:
                        seen = lines[k][1]
                        if seen is None or key in seen:
                            now[k] = 0.0
                        else:
                            m = len(seen) + 1
                            now[k] = scale * (m / size) ** 2 if m < size else 0.0
                total = sum(now, 0.0)  # as a whole window's credit is summed
                if dead_after is dead:
                    known[i] = total
                return total

            return credit

        return for_die


_last_counts: dict[bool, tuple[Window, Counter[Color | int]]] = {}


def _sets(objective: str, items: tuple[Color | int, ...], by_color: bool) -> ProgressFactory:
    return lambda _pattern: _SetCredit(OBJECTIVES[objective].points, items, by_color)


class _SetCredit:
    def __init__(self, points: int, items: tuple[Color | int, ...], by_color: bool) -> None:
        self.points = points
        self.items = items
        self.by_color = by_color

    def _credit(self, counts: Counter[Color | int], extra: Color | int | None = None) -> float:
        items = self.items
        done = min(counts[i] + (i == extra) for i in items)
        return PROGRESS * self.points * sum(
            1 for i in items if counts[i] + (i == extra) > done) / len(items)

    def _counts(self, window: Window) -> Counter[Color | int]:
        # the set objectives of one game count the same window's colours or values: the last
        # counts are kept (read only; swapped whole)
        by_color = self.by_color
        last = _last_counts.get(by_color)
        if last is not None and last[0] is window:
            return last[1]
        counts: Counter[Color | int] = Counter()
        for f in window.fills:
            if isinstance(f, Die):
                counts[f.color if by_color else f.value] += 1
        _last_counts[by_color] = (window, counts)
        return counts

    def __call__(self, window: Window, dead: frozenset[int]) -> float:
        return self._credit(self._counts(window))

    def after_fill(self, window: Window, dead: frozenset[int]) -> FillCredit:
        counts = self._counts(window)
        by_key: dict[Color | int, float] = {}
        by_color = self.by_color

        def for_die(die: Die) -> float:  # wherever it goes: only the counts change
            key = die.color if by_color else die.value
            known = by_key.get(key)
            if known is None:
                known = by_key[key] = self._credit(counts, key)
            return known

        return for_die


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
