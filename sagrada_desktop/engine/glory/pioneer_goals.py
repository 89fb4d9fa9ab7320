"""Each Pioneer Card's goal, judged on one window (dice only: empty and broken spaces never
count; spaces outside the window's shape are no part of any row, column or area).

Words used by the goals:
- the top half: the first half of the rows (at least one row), every space of them filled;
- the outer frame: every space on the window's outer edge (the grid's edge, or next to a
  space outside the shape), as for the Border Mosaic objective;
- a column of 4 / a row of 5: 4 vertically / 5 horizontally consecutive dice (a 4-row window's
  whole column; 5 of a 6-wide window's row);
- complete: every space of the row or column (inside the shape) holds a die.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from functools import lru_cache

from ..die import Die
from ..window import Window, neighbour_tables

Goal = Callable[[Window], bool]


def _row_indices(window: Window, r: int) -> list[int]:
    return [r * window.cols + c for c in range(window.cols) if window.spaces[r * window.cols + c].exists]


def _col_indices(window: Window, c: int) -> list[int]:
    return [r * window.cols + c for r in range(window.rows) if window.spaces[r * window.cols + c].exists]


def _all_dice(window: Window, indices: list[int]) -> bool:
    return bool(indices) and all(isinstance(window.fills[i], Die) for i in indices)


@lru_cache(maxsize=256)
def _run_lines(rows: int, cols: int, length: int, dr: int, dc: int
               ) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """(bitmask, flat indices) of every line of `length` spaces in direction (dr, dc)."""
    out = []
    for r in range(rows):
        for c in range(cols):
            end_r, end_c = r + dr * (length - 1), c + dc * (length - 1)
            if not (0 <= end_r < rows and 0 <= end_c < cols):
                continue
            line = tuple((r + dr * k) * cols + c + dc * k for k in range(length))
            out.append((sum(1 << i for i in line), line))
    return tuple(out)


def _runs(window: Window, length: int, dr: int, dc: int) -> Iterator[list[Die]]:
    """Every line of `length` consecutive dice in direction (dr, dc)."""
    bits = window.bits
    dice = 0
    for mask in bits.by_color.values():
        dice |= mask
    fills = window.fills
    for mask, line in _run_lines(window.rows, window.cols, length, dr, dc):
        if mask & dice == mask:
            yield [fills[i] for i in line]  # type: ignore[misc]


def _unique(line: list[Die]) -> bool:
    return len({d.color for d in line}) == len(line) == len({d.value for d in line})


def top_half(window: Window) -> bool:
    rows = max(1, window.rows // 2)
    return all(_all_dice(window, _row_indices(window, r)) for r in range(rows))


def outer_frame(window: Window) -> bool:
    _, adj = neighbour_tables(window.rows, window.cols)
    edge = [
        i for i, s in enumerate(window.spaces)
        if s.exists and (
            i // window.cols in (0, window.rows - 1) or i % window.cols in (0, window.cols - 1)
            or any(not window.spaces[j].exists for j in adj[i])
        )
    ]
    return _all_dice(window, edge)


def cornerstones(window: Window) -> bool:
    rows = [r for r in range(window.rows) if _row_indices(window, r)]
    if not rows:
        return False
    corners: list[int] = []
    for r in (rows[0], rows[-1]):
        row = _row_indices(window, r)
        corners += [row[0], row[-1]]
    return _all_dice(window, corners)


def nine_pane_square(window: Window) -> bool:
    return any(
        _all_dice(window, [(r + dr) * window.cols + c + dc for dr in range(3) for dc in range(3)])
        for r in range(window.rows - 2) for c in range(window.cols - 2)
    )


def keystone(window: Window) -> bool:
    orth, _ = neighbour_tables(window.rows, window.cols)
    for i, f in enumerate(window.fills):
        if isinstance(f, Die) and len(orth[i]) == 4 and _all_dice(window, list(orth[i])):
            return True
    return False


def three_guilds(window: Window) -> bool:
    counts = Counter(f.color for f in window.fills if isinstance(f, Die))
    return sum(1 for n in counts.values() if n >= 3) >= 3


def full_scale(window: Window) -> bool:
    return any(
        {d.value for d in window.row_dice(r) if d is not None} >= {1, 2, 3, 4, 5, 6}
        for r in range(window.rows)
    )


def colour_guild(window: Window) -> bool:
    counts = Counter(f.color for f in window.fills if isinstance(f, Die))
    return any(n >= 5 for n in counts.values())


def six_step_cluster(window: Window) -> bool:
    orth, _ = neighbour_tables(window.rows, window.cols)
    seen: set[int] = set()
    for start, f in enumerate(window.fills):
        if not isinstance(f, Die) or start in seen:
            continue
        values: set[int] = set()
        stack = [start]
        seen.add(start)
        while stack:
            i = stack.pop()
            die = window.fills[i]
            assert isinstance(die, Die)
            values.add(die.value)
            for j in orth[i]:
                if j not in seen and isinstance(window.fills[j], Die):
                    seen.add(j)
                    stack.append(j)
        if values >= {1, 2, 3, 4, 5, 6}:
            return True
    return False


def _diagonals(window: Window, length: int) -> Iterator[list[Die]]:
    yield from _runs(window, length, 1, 1)
    yield from _runs(window, length, 1, -1)


def climbing_light(window: Window) -> bool:
    for line in _diagonals(window, 4):
        steps = {b.value - a.value for a, b in zip(line, line[1:], strict=False)}
        if steps in ({1}, {-1}):
            return True
    return False


def dawn_row(window: Window) -> bool:
    for r in range(window.rows):
        row = _row_indices(window, r)
        if _all_dice(window, row) and all(
            isinstance(d := window.fills[i], Die) and 1 <= d.value <= 3 for i in row
        ):
            return True
    return False


def ribbon_of_glass(window: Window) -> bool:
    return any(len({d.color for d in line}) == 1 for line in _diagonals(window, 4))


def rising_column(window: Window) -> bool:
    for c in range(window.cols):
        col = _col_indices(window, c)
        if len(col) >= 2 and _all_dice(window, col):
            values = [d.value for i in reversed(col) if isinstance(d := window.fills[i], Die)]
            if all(a < b for a, b in zip(values, values[1:], strict=False)):
                return True
    return False


def honest_column(window: Window) -> bool:
    return any(_unique(line) for line in _runs(window, 4, 1, 0))


def masters_row(window: Window) -> bool:
    return any(_unique(line) for line in _runs(window, 5, 0, 1))


PIONEER_GOALS: dict[str, Goal] = {
    "pioneer-i": top_half,
    "pioneer-ii": outer_frame,
    "pioneer-iii": cornerstones,
    "pioneer-iv": nine_pane_square,
    "pioneer-v": keystone,
    "pioneer-vi": three_guilds,
    "pioneer-vii": full_scale,
    "pioneer-viii": colour_guild,
    "pioneer-ix": six_step_cluster,
    "pioneer-x": climbing_light,
    "pioneer-xi": dawn_row,
    "pioneer-xii": ribbon_of_glass,
    "pioneer-xiii": rising_column,
    "pioneer-xiv": honest_column,
    "pioneer-xv": masters_row,
}


def pioneer_goal_met(card_id: str, window: Window) -> bool:
    """Whether `window` meets the goal of the Pioneer Card `card_id`."""
    try:
        goal = PIONEER_GOALS[card_id]
    except KeyError:
        raise ValueError(f"unknown Pioneer Card {card_id!r}") from None
    return goal(window)

