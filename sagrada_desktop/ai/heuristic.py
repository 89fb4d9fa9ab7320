"""The greedy player's quick judgement of one seat's window and resources.

window value = public objective points so far (engine.score_objective)
               + partial credit toward unfinished lines and sets (progress.py)
               + private objective points so far (engine.score_private)
               - 1 for each empty space (as at scoring)
               - DEAD_SPACE more for each empty space no die can ever fill any more
resources    = the points of unused window-tool boxes + a reserve for each unused Tool Card
               and Favor Token (using a tool costs the plan what the resources lose).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from ..engine import (
    OBJECTIVES,
    STANDARD_COLORS,
    Die,
    GameState,
    SeatState,
    Window,
    score_objective,
    score_private,
)
from ..engine.score_delta import FillScores
from .progress import PROGRESS_RULES, FillCredit

DEAD_SPACE = 2.0        # an empty space that can never be filled: -1 at scoring, and lost play
TOOL_CARD_RESERVE = 1.5  # a Tool Card kept for a later turn
FAVOR_TOKEN_RESERVE = 1.5  # a Favor Token (Glory Flourish) kept for a later window-tool use
ALL_VALUES = frozenset(range(1, 7))
ALL_COLORS = frozenset(STANDARD_COLORS)


@lru_cache(maxsize=32)
def edge_neighbours(rows: int, cols: int) -> tuple[tuple[int, ...], ...]:
    out = []
    for r in range(rows):
        for c in range(cols):
            out.append(tuple(
                rr * cols + cc
                for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
                if 0 <= rr < rows and 0 <= cc < cols
            ))
    return tuple(out)


def is_dead(window: Window, i: int) -> bool:
    """An empty space whose edge neighbours already use every colour or every value it allows."""
    space = window.spaces[i]
    fills = window.fills
    if not space.exists or fills[i] is not None:
        return False
    colors = {space.color} if space.color is not None else set(ALL_COLORS)
    values = {space.value} if space.value is not None else set(ALL_VALUES)
    for j in edge_neighbours(window.rows, window.cols)[i]:
        f = fills[j]
        if isinstance(f, Die):
            colors.discard(f.color)
            values.discard(f.value)
    return not colors or not values


Killer = tuple[object, object, bool]  # (the one colour left, the one value left, dead now)


def killers(window: Window) -> list[Killer | None]:
    """For each empty space: the one colour and the one value its edge neighbours still leave
    it (None where more are left) and whether it is dead already; None for other spaces. A
    die of that colour or value beside it leaves it dead."""
    out: list[Killer | None] = []
    fills = window.fills
    near = edge_neighbours(window.rows, window.cols)
    for j, space in enumerate(window.spaces):
        if not space.exists or fills[j] is not None:
            out.append(None)
            continue
        colors = {space.color} if space.color is not None else set(ALL_COLORS)
        values = {space.value} if space.value is not None else set(ALL_VALUES)
        for k in near[j]:
            f = fills[k]
            if isinstance(f, Die):
                colors.discard(f.color)
                values.discard(f.value)
        out.append((next(iter(colors)) if len(colors) == 1 else None,
                    next(iter(values)) if len(values) == 1 else None,
                    not colors or not values))
    return out


def dead_spaces(window: Window) -> frozenset[int]:
    return frozenset(i for i in range(len(window.spaces)) if is_dead(window, i))


def resource_value(state: GameState, seat: SeatState) -> float:
    """Points of the seat's empty window-tool boxes plus the reserves of its unused Tool Cards
    and Favor Tokens."""
    boxes = sum(
        sum(tool.boxes[used:])
        for tool, used in zip(state.setup.window.tools, seat.tool_boxes_used, strict=True)
    )
    cards = sum(1 for c in seat.tool_cards if c.id not in seat.used_tool_cards)
    return boxes + TOOL_CARD_RESERVE * cards + FAVOR_TOKEN_RESERVE * seat.favor_tokens


class WindowJudge:
    """Scores candidate windows of one seat against the other seats' current windows.

    value_after_fill works from what one more die changes and keeps each answer: one judge
    made for a decision is kept for the next while nothing it depends on has changed
    (`fits`, judge_for), so the placing step after a draft finds most fills judged already."""

    def __init__(self, state: GameState, seat_index: int) -> None:
        seat = state.seats[seat_index]
        self._private = seat.private_objective
        self._objective_ids = state.objectives
        self._objectives = [(oid, OBJECTIVES[oid].compare is not None) for oid in state.objectives]
        self._progress = [PROGRESS_RULES[oid](seat.window) for oid in state.objectives
                          if oid in PROGRESS_RULES]
        self._windows = tuple(s.window for s in state.seats)
        self._before = [s.window for s in state.seats[:seat_index]]
        self._after = [s.window for s in state.seats[seat_index + 1:]]
        self._seat_index = seat_index
        self.window = seat.window
        self._cache: dict[tuple[int, int], tuple[Die, float]] = {}
        # made at the first value_after_fill: the scores of a fill, each objective's credit
        # after a fill, the empty spaces after a fill, the dead spaces, the killers
        self._fill: tuple[list[Callable[[int, Die], int]], Callable[[int, Die], int],
                          list[FillCredit], int] | None = None
        self._dead: frozenset[int] = frozenset()
        self._kills: list[Killer | None] = []
        self._threats: list[tuple[tuple[int, object, object], ...]] = []
        self._own: float | None = None

    def fits(self, state: GameState, seat_index: int) -> bool:
        """Whether this judge judges `seat_index` of `state` as a new one would: the same
        windows (the very same objects), objectives and Private Objective."""
        if seat_index != self._seat_index or len(state.seats) != len(self._windows):
            return False
        if state.objectives != self._objective_ids:
            return False
        seat = state.seats[seat_index]
        if seat.private_objective != self._private:
            return False
        return all(s.window is w for s, w in zip(state.seats, self._windows, strict=True))

    def value(self, window: Window, dead: frozenset[int] | None = None) -> float:
        """The judged value of a window of this seat (`dead`: its dead spaces, if known)."""
        if dead is None:
            dead = dead_spaces(window)
        total = float(score_private(self._private, window))
        total -= window.empty_count + DEAD_SPACE * len(dead)
        for progress in self._progress:
            total += progress(window, dead)
        for oid, comparative in self._objectives:
            if comparative:
                total += score_objective(oid, [*self._before, window, *self._after])[
                    self._seat_index]
            else:
                total += score_objective(oid, [window])[0]
        return total

    def own_value(self) -> float:
        """value() of the seat's window as it was when the judge was made (kept)."""
        own = self._own
        if own is None:
            own = self._own = self.value(self.window)
        return own

    def value_after_fill(self, row: int, col: int, die: Die, window: Window | None = None
                         ) -> float:
        """The value of the seat's window with one more die; `window` when an effect changed
        the window itself this turn (default: the window as it was when the judge was made).
        Worked out from what the fill changes; exactly value(window with the die)."""
        if window is not None and window is not self.window:
            return self.value(window.with_fill(row, col, die))
        i = row * self.window.cols + col
        # keyed by the die object itself (kept alive in the entry): hashing a Die is slow
        key = (i, id(die))
        cached = self._cache.get(key)
        if cached is not None and cached[0] is die:
            return cached[1]
        fill = self._fill
        if fill is None:
            fill = self._fill = self._fill_parts()
        public, private, progress, empty_after = fill
        dead = self._dead
        threats = self._threats[i]
        if threats:  # a neighbour left one colour or one value: the die may take it
            color, value = die.color, die.value
            killed = [j for j, c, v in threats if c is color or v == value]
            if killed or i in dead:
                dead = (dead - {i}) | frozenset(killed)
        elif i in dead:
            dead = dead - {i}
        # the same sum, in the same order, as value() of the filled window
        total = float(private(i, die))
        total -= empty_after + DEAD_SPACE * len(dead)
        for credit in progress:
            total += credit(i, die, dead)
        for points in public:
            total += points(i, die)
        self._cache[key] = (die, total)
        return total

    def _fill_parts(self) -> tuple[list[Callable[[int, Die], int]], Callable[[int, Die], int],
                                   list[FillCredit], int]:
        window = self.window
        kills = self._kills = killers(window)
        self._dead = frozenset(j for j, k in enumerate(kills) if k is not None and k[2])
        near = edge_neighbours(window.rows, window.cols)
        # for each space: its empty neighbours (not dead yet) that a die of one colour or one
        # value would leave dead (with that colour and value, None where it is not one)
        self._threats = [tuple((j, k[0], k[1]) for j in near[i]
                               if (k := kills[j]) is not None and not k[2]
                               and (k[0] is not None or k[1] is not None))
                         for i in range(len(kills))]
        scores = FillScores([*self._before, window, *self._after], self._seat_index,
                            [oid for oid, _ in self._objectives], self._private)
        progress = [p.after_fill(window, self._dead) for p in self._progress]
        return scores.scorers, scores.private, progress, window.empty_count - 1


def judge_for(state: GameState, seat_index: int, known: WindowJudge | None) -> WindowJudge:
    """`known` when it judges this seat of this state as a new judge would, else a new one."""
    if known is not None and known.fits(state, seat_index):
        return known
    return WindowJudge(state, seat_index)
