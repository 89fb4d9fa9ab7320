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

from collections.abc import Callable, Iterator
from functools import lru_cache

from ..die import Die
from ..window import Window
from ..window_bits import COLOR_LANE, COLOR_MASKS, FACES

Goal = Callable[[Window], bool]


def _row_indices(window: Window, r: int) -> list[int]:
    return [r * window.cols + c for c in range(window.cols) if window.spaces[r * window.cols + c].exists]


def _col_indices(window: Window, c: int) -> list[int]:
    return [r * window.cols + c for r in range(window.rows) if window.spaces[r * window.cols + c].exists]


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
    dice = window.bits.dice
    fills = window.fills
    for mask, line in _run_lines(window.rows, window.cols, length, dr, dc):
        if mask & dice == mask:
            yield [fills[i] for i in line]  # type: ignore[misc]


def _unique(line: list[Die]) -> bool:
    return len({d.color for d in line}) == len(line) == len({d.value for d in line})


class _Shape:
    """Per printed pattern: the masks the goals compare with the window's dice."""

    def __init__(self, window: Window) -> None:
        rows, cols = window.rows, window.cols
        self.pattern = window.bits.pattern
        exists = self.pattern.exists
        self.rows = [sum(1 << (r * cols + c) for c in range(cols)) & exists for r in range(rows)]
        self.cols = [sum(1 << (r * cols + c) for r in range(rows)) & exists for c in range(cols)]
        self.top_half = self.rows[: max(1, rows // 2)]
        self.frame = self.pattern.edge & exists
        corners = 0
        full_rows = [r for r in range(rows) if _row_indices(window, r)]
        if full_rows:
            for r in (full_rows[0], full_rows[-1]):
                row = _row_indices(window, r)
                corners |= (1 << row[0]) | (1 << row[-1])
        self.corners = corners
        self.squares = [sum(1 << ((r + dr) * cols + c + dc) for dr in range(3) for dc in range(3))
                        for r in range(rows - 2) for c in range(cols - 2)]
        self.inner = sum(1 << (r * cols + c) for r in range(1, rows - 1) for c in range(1, cols - 1))
        # (mask, spaces) of each diagonal of 4 and of each column (its spaces bottom up)
        self.diagonals = _run_lines(rows, cols, 4, 1, 1) + _run_lines(rows, cols, 4, 1, -1)
        self.col_lines = [(m, tuple(reversed(_col_indices(window, c))))
                          for c, m in enumerate(self.cols)]


def _structures(shape: _Shape, card_id: str, rows: int, cols: int) -> list[int] | None:
    """The sets of spaces (masks) one of which must be all dice when the card's goal is met,
    for the goals that are met by such a set; None for the others."""
    def runs(length: int, dr: int, dc: int) -> list[int]:
        return [m for m, _ in _run_lines(rows, cols, length, dr, dc)]

    p = shape.pattern
    if card_id == "pioneer-i":
        return [sum(shape.top_half)]
    if card_id == "pioneer-ii":
        return [shape.frame]
    if card_id == "pioneer-iii":
        return [shape.corners]
    if card_id == "pioneer-iv":
        return list(shape.squares)
    if card_id == "pioneer-v":
        return [(1 << k) | p.orth(1 << k) for k in range(rows * cols) if shape.inner >> k & 1]
    if card_id in ("pioneer-vii", "pioneer-xi"):
        return list(shape.rows)  # full scale: 6 dice of the row at least (see could_newly_meet)
    if card_id in ("pioneer-x", "pioneer-xii"):
        return runs(4, 1, 1) + runs(4, 1, -1)
    if card_id == "pioneer-xiii":
        return list(shape.cols)
    if card_id == "pioneer-xiv":
        return runs(4, 1, 0)
    if card_id == "pioneer-xv":
        return runs(5, 0, 1)
    return None


_FULL, _SIX_IN_ROW, _COLOR_3, _COLOR_5, _ALL_VALUES, _ALWAYS = range(6)
_SPECIAL = {"pioneer-vi": _COLOR_3, "pioneer-viii": _COLOR_5, "pioneer-ix": _ALL_VALUES}


def _new_die_test(window: Window, card_id: str) -> tuple[int, tuple[tuple[int, ...], ...]]:
    """(how could_newly_meet judges the card, per space the masks of _structures holding it),
    made once per pattern and card (kept in PatternBits.goal_tests)."""
    tests = window.bits.pattern.goal_tests
    got = tests.get(card_id)
    if got is None:
        kind = _SPECIAL.get(card_id)
        spaces: tuple[tuple[int, ...], ...] = ()
        if kind is None:
            found = _structures(_shape(window), card_id, window.rows, window.cols)
            if found is None:
                kind = _ALWAYS
            else:
                kind = _SIX_IN_ROW if card_id == "pioneer-vii" else _FULL
                spaces = tuple(tuple(m for m in found if m >> i & 1)
                               for i in range(window.rows * window.cols))
        got = tests[card_id] = (kind, spaces)
    return got


def could_newly_meet(card_id: str, window: Window, i: int) -> bool:
    """False only when `window` surely does not meet the card's goal, given that the window
    it grew from (this one without the die on space i) did not: every goal is met by some
    set of dice, so a newly met goal needs one that holds the new die. True: ask
    pioneer_goal_met. tests/engine/test_glory_pioneer.py checks this on random windows."""
    bits = window.bits
    got = bits.pattern.goal_tests.get(card_id)
    kind, spaces = got if got is not None else _new_die_test(window, card_id)
    if kind == _FULL:
        dice = bits.dice
        for m in spaces[i]:
            if m & dice == m:
                return True
        return False
    if kind == _SIX_IN_ROW:  # every value 1-6 in the row: 6 dice in it at least
        dice = bits.dice
        return any((m & dice).bit_count() >= 6 for m in spaces[i])
    if kind == _COLOR_3 or kind == _COLOR_5:  # a colour reaching 3 (three guilds) or 5
        die = window.fills[i]
        if not isinstance(die, Die):
            return True
        count = bits.lanes[COLOR_LANE[die.color._value_]].bit_count()
        return count >= (3 if kind == _COLOR_3 else 5)
    if kind == _ALL_VALUES:  # a group showing every value: every value in the window
        return all(bits.lanes[FACES])
    return True


# per printed pattern and revealed cards, for each space: the masks that must all hold dice
# (_FULL cards), the rows that must hold 6 dice (_SIX_IN_ROW), the count the new die's colour
# must reach (_COLOR_3, _COLOR_5; 0: none), whether every value must show (_ALL_VALUES), and
# whether a card must always be asked (_ALWAYS)
_AnyTest = tuple[tuple[int, ...], tuple[int, ...], int, bool, bool]
_ANY_TESTS: dict[int, tuple[object, tuple[str, ...], tuple[_AnyTest, ...]]] = {}


def _any_tests(card_ids: tuple[str, ...], window: Window) -> tuple[_AnyTest, ...]:
    table = []
    tests = [_new_die_test(window, cid) for cid in card_ids]
    for k in range(window.rows * window.cols):
        masks: tuple[int, ...] = ()
        six: tuple[int, ...] = ()
        need = 0
        all_values = always = False
        for kind, spaces in tests:
            if kind == _FULL:
                masks += spaces[k]
            elif kind == _SIX_IN_ROW:
                six += spaces[k]
            elif kind == _COLOR_3 or kind == _COLOR_5:
                count = 3 if kind == _COLOR_3 else 5
                need = min(need, count) if need else count
            elif kind == _ALL_VALUES:
                all_values = True
            else:
                always = True
        table.append((masks, six, need, all_values, always))
    return tuple(table)


def could_any_newly_meet(card_ids: tuple[str, ...], window: Window, i: int) -> bool:
    """any(could_newly_meet(card_id, window, i) for card_id in card_ids), from one table per
    pattern and cards (tests/engine/test_glory_pioneer.py compares the two)."""
    bits = window._bits or window.bits
    p = bits.pattern
    got = _ANY_TESTS.get(id(p))
    if got is None or got[0] is not p or got[1] != card_ids:
        if len(_ANY_TESTS) > 256:
            _ANY_TESTS.clear()
        got = _ANY_TESTS[id(p)] = (p, card_ids, _any_tests(card_ids, window))
    masks, six, need, all_values, always = got[2][i]
    if always:
        return True
    dice = bits.dice
    for m in masks:
        if m & dice == m:
            return True
    for m in six:
        if (m & dice).bit_count() >= 6:
            return True
    if need:
        die = window.fills[i]
        if not isinstance(die, Die):
            return True
        if bits.lanes[COLOR_LANE[die.color._value_]].bit_count() >= need:
            return True
    if all_values:
        return all(bits.lanes[FACES])
    return False


_SHAPES: dict[int, tuple[object, _Shape]] = {}


def _shape(window: Window) -> _Shape:
    pattern = window.bits.pattern
    got = _SHAPES.get(id(pattern))
    if got is None or got[0] is not pattern:
        if len(_SHAPES) > 256:
            _SHAPES.clear()
        got = _SHAPES[id(pattern)] = (pattern, _Shape(window))
    return got[1]


def _all_in(mask: int, dice: int) -> bool:
    """Some spaces, every one holding a die (by bits)."""
    return mask != 0 and mask & dice == mask


def _color_counts(window: Window) -> list[int]:
    return [m.bit_count() for m in window.bits.lanes[COLOR_MASKS]]


def top_half(window: Window) -> bool:
    dice = window.bits.dice
    return all(_all_in(m, dice) for m in _shape(window).top_half)


def outer_frame(window: Window) -> bool:
    return _all_in(_shape(window).frame, window.bits.dice)


def cornerstones(window: Window) -> bool:
    return _all_in(_shape(window).corners, window.bits.dice)


def nine_pane_square(window: Window) -> bool:
    dice = window.bits.dice
    return any(m & dice == m for m in _shape(window).squares)


def keystone(window: Window) -> bool:
    """A die with a die on each of its four edges (so not on the grid's border)."""
    bits = window.bits
    p, dice = bits.pattern, bits.dice
    return bool(dice & _shape(window).inner & (dice << p.cols) & (dice >> p.cols)
                & ((dice & p.not_last) << 1) & ((dice & p.not_first) >> 1))


def three_guilds(window: Window) -> bool:
    return sum(1 for n in _color_counts(window) if n >= 3) >= 3


def full_scale(window: Window) -> bool:
    values = window.bits.lanes[FACES]  # the dice of each value 1-6
    return any(all(m & row for m in values) for row in _shape(window).rows)


def colour_guild(window: Window) -> bool:
    return any(n >= 5 for n in _color_counts(window))


def six_step_cluster(window: Window) -> bool:
    """An orthogonally connected group of dice showing every value 1-6."""
    bits = window.bits
    values = bits.lanes[FACES]  # the dice of each value 1-6
    if not all(values):
        return False
    p = bits.pattern
    left = bits.dice
    while left:
        group = left & -left
        while True:
            grown = (group | p.orth(group)) & left
            if grown == group:
                break
            group = grown
        if group.bit_count() >= 6 and all(m & group for m in values):
            return True
        left &= ~group
    return False


def climbing_light(window: Window) -> bool:
    """Four dice on a diagonal, each value one more (or each one less) than the one before."""
    dice, fills = window.bits.dice, window.fills
    for mask, line in _shape(window).diagonals:
        if mask & dice == mask:
            a, b, c, d = (fills[i].value for i in line)  # type: ignore[union-attr]
            if b - a in (1, -1) and c - b == b - a == d - c:
                return True
    return False


def dawn_row(window: Window) -> bool:
    bits = window.bits
    one, two, three = bits.lanes[FACES][:3]
    low = one | two | three
    return any(_all_in(m, bits.dice & low) for m in _shape(window).rows)


def ribbon_of_glass(window: Window) -> bool:
    """Four dice of one colour on a diagonal: a diagonal inside one colour's mask."""
    bits = window.bits
    dice, colors = bits.dice, bits.lanes[COLOR_MASKS]
    for mask, _ in _shape(window).diagonals:
        if mask & dice == mask and any(mask & m == mask for m in colors):
            return True
    return False


def rising_column(window: Window) -> bool:
    """A complete column (2 spaces or more) whose values rise from the bottom up."""
    dice, fills = window.bits.dice, window.fills
    for mask, line in _shape(window).col_lines:
        if len(line) < 2 or mask & dice != mask:
            continue
        below = fills[line[0]].value  # type: ignore[union-attr]
        for i in line[1:]:
            value = fills[i].value  # type: ignore[union-attr]
            if value <= below:
                break
            below = value
        else:
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

