"""Scores after one more die, from what the fill changes: its row, its column, its diagonal
neighbours and the window's colour and value counts, instead of scoring the whole window again.

FillScores is made once for one seat's window (and the other seats' windows, for comparative
objectives); `public(i, die)` and `private(i, die)` give exactly what score_objective and
score_private give for the window with `die` on the empty space `i`. Objectives without an
incremental rule here are scored in full on the filled window (always correct, only slower).
tests/engine/test_score_delta.py compares both ways for every objective on many windows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any, TypeVar

from .color import STANDARD_COLORS, Color
from .definitions import PrivateObjective
from .die import Die
from .objectives import OBJECTIVES, score_objective, score_private
from .objectives import rivalry as _rivalry
from .window import Window, neighbour_tables

T = TypeVar("T")

# count(i, die) -> the objective's per-window count of the window with die on space i
FillCount = Callable[[int, Die], int]


def _lines(window: Window, rows: bool) -> list[tuple[int, ...]]:
    cols = window.cols
    if rows:
        grid = [[r * cols + c for c in range(cols)] for r in range(window.rows)]
    else:
        grid = [[r * cols + c for r in range(window.rows)] for c in range(cols)]
    return [tuple(i for i in line if window.spaces[i].exists) for line in grid]


@lru_cache(maxsize=32)
def _diagonals(rows: int, cols: int) -> tuple[tuple[int, ...], ...]:
    out = []
    for r in range(rows):
        for c in range(cols):
            out.append(tuple((r + dr) * cols + c + dc for dr in (-1, 1) for dc in (-1, 1)
                             if 0 <= r + dr < rows and 0 <= c + dc < cols))
    return tuple(out)


def _line_table(window: Window, rows: bool) -> tuple[list[tuple[int, ...]], list[int]]:
    lines = _lines(window, rows)
    where = [-1] * len(window.spaces)
    for k, line in enumerate(lines):
        for i in line:
            where[i] = k
    return lines, where


_PATTERN_FACTS: dict[tuple[int, int, int, object], tuple[object, Any]] = {}


def _pattern_fact(window: Window, name: object, make: Callable[[], T]) -> T:
    """A fact of the window's pattern alone (its shape and printed spaces), worked out once
    per pattern: the windows of one game share their spaces tuple (read only)."""
    spaces = window.spaces
    key = (id(spaces), window.rows, window.cols, name)
    known = _PATTERN_FACTS.get(key)
    if known is not None and known[0] is spaces:
        return known[1]  # type: ignore[no-any-return]
    if len(_PATTERN_FACTS) > 256:
        _PATTERN_FACTS.clear()
    fact = make()
    _PATTERN_FACTS[key] = (spaces, fact)
    return fact


class _Facts:
    """What several objectives need about the window before the fill, worked out once."""

    def __init__(self, window: Window) -> None:
        self.window = window
        self.dice = window.dice()
        self.cols = window.cols
        self.diagonal = _diagonals(window.rows, window.cols)
        self.line_of: dict[bool, tuple[list[tuple[int, ...]], list[int]]] = {}

    def lines(self, rows: bool) -> tuple[list[tuple[int, ...]], list[int]]:
        """The window's rows (or columns) and the line of each space."""
        known = self.line_of.get(rows)
        if known is None:
            known = self.line_of[rows] = _pattern_fact(
                self.window, ("lines", rows), lambda: _line_table(self.window, rows))
        return known

    def completed_line(self, rows: bool, i: int, die: Die) -> list[Die] | None:
        """The dice of i's line if the fill completes it (with die at i), else None."""
        lines, where = self.lines(rows)
        fills = self.window.fills
        out: list[Die] = []
        for j in lines[where[i]]:
            if j == i:
                out.append(die)
                continue
            f = fills[j]
            if not isinstance(f, Die):
                return None
            out.append(f)
        return out


def _variety(facts: _Facts, rows: bool, by_color: bool) -> FillCount:
    base = OBJECTIVES[("row-" if rows else "column-")
                      + ("color-variety" if by_color else "shade-variety")].count
    assert base is not None
    before = base(facts.window)
    lines, where = facts.lines(rows)
    fills = facts.window.fills
    # for each line: the keys of its dice if they are all different and exactly one space is
    # open (the fill completes it), else None
    closing: list[set[object] | None] = []
    for line in lines:
        dice = [f for j in line if isinstance(f := fills[j], Die)]
        keys: set[object] = {d.color for d in dice} if by_color else {d.value for d in dice}
        closing.append(keys if len(dice) == len(line) - 1 and len(keys) == len(dice) else None)

    def count(i: int, die: Die) -> int:
        keys = closing[where[i]]
        if keys is None:
            return before
        return before + ((die.color if by_color else die.value) not in keys)

    return count


def _sets(low: int, at_low: list[object]) -> tuple[int, object]:
    """(the count after a die of the one kind at the lowest count, that kind or None): a
    set grows only when the die is of the one kind the set lacks."""
    if len(at_low) == 1:
        return low + 1, at_low[0]
    return low, None


def _value_sets(facts: _Facts, values: tuple[int, ...]) -> FillCount:
    counts = dict.fromkeys(values, 0)
    for d in facts.dice:
        if d is not None and d.value in counts:
            counts[d.value] += 1
    low = min(counts.values())
    after, sole = _sets(low, [v for v in values if counts[v] == low])
    return lambda _i, die: after if die.value == sole else low


def _color_sets(facts: _Facts) -> FillCount:
    counts = [sum(1 for d in facts.dice if d is not None and d.color is c)
              for c in STANDARD_COLORS]
    low = min(counts)
    after, sole = _sets(low, [c for c, n in zip(STANDARD_COLORS, counts, strict=True)
                              if n == low])
    return lambda _i, die: after if die.color is sole else low


def _color_diagonals(facts: _Facts) -> FillCount:
    dice = facts.dice
    counted = {i for i, d in enumerate(dice) if d is not None and any(
        (e := dice[j]) is not None and e.color is d.color for j in facts.diagonal[i])}
    before = len(counted)

    def count(i: int, die: Die) -> int:
        same = [j for j in facts.diagonal[i] if (e := dice[j]) is not None and e.color is die.color]
        if not same:
            return before
        return before + 1 + sum(1 for j in same if j not in counted)

    return count


def _vertical_balance(facts: _Facts) -> FillCount:
    window = facts.window
    half = window.rows // 2
    cols = window.cols
    dice = facts.dice
    before = OBJECTIVES["vertical-color-balance"].count(window)  # type: ignore[misc]

    def count(i: int, die: Die) -> int:
        r = i // cols
        if r < half:
            partner = dice[i + half * cols]
        elif r < 2 * half:
            partner = dice[i - half * cols]
        else:
            return before
        return before + (partner is not None and partner.color is die.color)

    return count


def _per_space(facts: _Facts, objective: str, counts_here: Callable[[int], bool]) -> FillCount:
    before = OBJECTIVES[objective].count(facts.window)  # type: ignore[misc]
    here = _pattern_fact(facts.window, objective,
                         lambda: [counts_here(i) for i in range(len(facts.dice))])
    return lambda i, _die: before + here[i]


def _border(facts: _Facts) -> Callable[[int], bool]:
    window = facts.window
    _, adj = neighbour_tables(window.rows, window.cols)

    def edge(i: int) -> bool:
        r, c = divmod(i, window.cols)
        return (r in (0, window.rows - 1) or c in (0, window.cols - 1)
                or any(not window.spaces[j].exists for j in adj[i]))

    return edge


def _diagonal_pairs(facts: _Facts, by_color: bool) -> FillCount:
    dice = facts.dice
    before = (_rivalry.diagonal_color_pairs if by_color
              else _rivalry.diagonal_value_pairs)(facts.window)

    def count(i: int, die: Die) -> int:
        if by_color:
            return before + sum(1 for j in facts.diagonal[i]
                                if (e := dice[j]) is not None and e.color is die.color)
        return before + sum(1 for j in facts.diagonal[i]
                            if (e := dice[j]) is not None and e.value == die.value)

    return count


def _monotone(facts: _Facts) -> FillCount:
    before = _rivalry.monotone_columns(facts.window)

    def count(i: int, die: Die) -> int:
        line = facts.completed_line(False, i, die)
        if line is None:
            return before
        vals = [d.value for d in line]
        pairs = list(zip(vals, vals[1:], strict=False))
        return before + (all(a < b for a, b in pairs) or all(a > b for a, b in pairs))

    return count


def _die_count_metric(facts: _Facts, metric: Callable[[Window], int],
                      counts_die: Callable[[Die], bool]) -> FillCount:
    before = metric(facts.window)
    return lambda _i, die: before + counts_die(die)


# Rivalry objectives: (the per-window metric, its incremental form)
_RIVAL_METRICS: dict[str, tuple[Callable[[Window], int], Callable[[_Facts], FillCount]]] = {
    "brightest-window": (_rivalry.low_dice, lambda f: _die_count_metric(
        f, _rivalry.low_dice, lambda d: 1 <= d.value <= 3)),
    "darkest-window": (_rivalry.high_dice, lambda f: _die_count_metric(
        f, _rivalry.high_dice, lambda d: 4 <= d.value <= 6)),
    "light-to-dark": (_rivalry.monotone_columns, _monotone),
    "value-pairs": (_rivalry.diagonal_value_pairs, lambda f: _diagonal_pairs(f, by_color=False)),
    "color-pairs": (_rivalry.diagonal_color_pairs, lambda f: _diagonal_pairs(f, by_color=True)),
}


_COUNTS: dict[str, Callable[[_Facts], FillCount]] = {
    "row-color-variety": lambda f: _variety(f, rows=True, by_color=True),
    "column-color-variety": lambda f: _variety(f, rows=False, by_color=True),
    "row-shade-variety": lambda f: _variety(f, rows=True, by_color=False),
    "column-shade-variety": lambda f: _variety(f, rows=False, by_color=False),
    "light-shades": lambda f: _value_sets(f, (1, 2)),
    "medium-shades": lambda f: _value_sets(f, (3, 4)),
    "deep-shades": lambda f: _value_sets(f, (5, 6)),
    "shade-variety": lambda f: _value_sets(f, (1, 2, 3, 4, 5, 6)),
    "color-variety": _color_sets,
    "color-diagonals": _color_diagonals,
    "vertical-color-balance": _vertical_balance,
    "star-light": lambda f: _per_space(f, "star-light", lambda i: f.window.spaces[i].star),
    "border-mosaic": lambda f: _per_space(f, "border-mosaic", _border(f)),
}

# Strife objectives score gray dice only: a die of another colour changes nothing
_GRAY_ONLY = frozenset({"all-dice-are-gray-at-night", "early-gray", "gray-matter",
                        "shades-of-gray", "gray-paradise", "the-gray-divide"})

Scorer = Callable[[int, Die], int]  # (space, die) -> this seat's points for one objective


class FillScores:
    """This seat's public and private points after one die more on one of its empty spaces."""

    def __init__(self, windows: Sequence[Window], seat: int, objectives: Sequence[str],
                 private: PrivateObjective) -> None:
        self.windows = list(windows)
        self.seat = seat
        self.window = windows[seat]
        self._private_objective = private
        facts = _Facts(self.window)
        self._facts = facts
        self.scorers: list[Scorer] = [self._scorer(oid, facts) for oid in objectives]
        self._private = self._private_scorer(private, facts)

    def public(self, i: int, die: Die) -> list[int]:
        """Points of each objective, in the order given."""
        return [s(i, die) for s in self.scorers]

    def private(self, i: int, die: Die) -> int:
        return self._private(i, die)

    # --- building the scorers ------------------------------------------------------------
    def _full(self, oid: str) -> Scorer:
        def full(i: int, die: Die) -> int:
            windows = list(self.windows)
            windows[self.seat] = _filled(self.window, i, die)
            rule = OBJECTIVES.get(oid)
            if rule is not None and rule.compare is None:
                return score_objective(oid, [windows[self.seat]])[0]
            return score_objective(oid, windows)[self.seat]
        return full

    def _scorer(self, oid: str, facts: _Facts) -> Scorer:
        rule = OBJECTIVES.get(oid)
        if rule is None:
            return self._full(oid)
        if oid in _GRAY_ONLY:
            full = self._full(oid)
            if rule.compare is not None:
                unchanged = score_objective(oid, self.windows)[self.seat]
            else:
                unchanged = score_objective(oid, [self.window])[0]
            return lambda i, die: full(i, die) if die.color is Color.GRAY else unchanged
        make = _COUNTS.get(oid)
        if make is not None and rule.compare is None:
            count = make(facts)
            points = rule.points
            return lambda i, die: points * count(i, die)
        rival_rule = _RIVAL_METRICS.get(oid)
        if rival_rule is not None:
            whole, incremental = rival_rule
            metric = incremental(facts)
            others = [whole(w) for w in self.windows]
            seat = self.seat

            def rival(i: int, die: Die) -> int:
                metrics = list(others)
                metrics[seat] = metric(i, die)
                return _rivalry.placement_points(metrics)[seat]
            return rival
        return self._full(oid)

    def _private_scorer(self, objective: PrivateObjective, facts: _Facts) -> Scorer:
        before = score_private(objective, self.window)
        kind = objective.kind
        spaces = self.window.spaces
        if kind == "color-sum":
            color = objective.color
            return lambda i, d: before + (d.value if d.color is color else 0)
        if kind == "value-count":
            value, points = objective.value, objective.points
            return lambda i, d: before + (points if d.value == value else 0)
        if kind == "color-count":
            color, points = objective.color, objective.points
            return lambda i, d: before + (points if d.color is color else 0)
        if kind == "star-sum":
            return lambda i, d: before + (d.value if spaces[i].star else 0)
        if kind == "magic-sum":
            return lambda i, d: before + (d.value if spaces[i].magic is not None else 0)
        return lambda i, d: score_private(objective, _filled(self.window, i, d))


def _filled(window: Window, i: int, die: Die) -> Window:
    return window.with_fill(i // window.cols, i % window.cols, die)
