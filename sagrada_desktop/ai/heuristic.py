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

from collections.abc import Callable, Iterable
from functools import lru_cache

from ..engine import (
    OBJECTIVES,
    STANDARD_COLORS,
    Die,
    FillSpace,
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


Place = FillSpace | tuple[int, int]  # a space to fill: the action, or (row, col)


def _row_col(place: Place) -> tuple[int, int]:
    if isinstance(place, tuple):
        return place
    return place.row, place.col


Killer = tuple[object, object, bool]  # (the one colour left, the one value left, dead now)


def killers(window: Window) -> list[Killer | None]:
    """For each empty space: the one colour and the one value its edge neighbours still leave
    it (None where more are left) and whether it is dead already; None for other spaces. A
    die of that colour or value beside it leaves it dead. (Dead exactly as is_dead says.)"""
    out: list[Killer | None] = []
    fills = window.fills
    near = edge_neighbours(window.rows, window.cols)
    for j, space in enumerate(window.spaces):
        if not space.exists or fills[j] is not None:
            out.append(None)
            continue
        colors: list[object] = []  # of the dice beside it
        values: list[object] = []
        for k in near[j]:
            f = fills[k]
            if isinstance(f, Die):
                colors.append(f.color)
                values.append(f.value)
        color, value = space.color, space.value
        if not colors:  # nothing beside it: what it allows is left
            out.append((color, value, False))
            continue
        if color is not None:
            one_color, no_color = (None, True) if color in colors else (color, False)
        else:
            left = ALL_COLORS.difference(colors)
            one_color, no_color = (next(iter(left)) if len(left) == 1 else None), not left
        if value is not None:
            one_value, no_value = (None, True) if value in values else (value, False)
        else:
            left_values = ALL_VALUES.difference(values)
            one_value = next(iter(left_values)) if len(left_values) == 1 else None
            no_value = not left_values
        out.append((one_color, one_value, no_color or no_value))
    return out


def dead_spaces(window: Window) -> frozenset[int]:
    """The empty spaces no die can fill any more (is_dead)."""
    return frozenset(j for j, k in enumerate(killers(window)) if k is not None and k[2])


_BOXES: dict[tuple[int, tuple[int, ...]], tuple[object, int]] = {}  # (tools, boxes used)


def resource_value(state: GameState, seat: SeatState) -> float:
    """Points of the seat's empty window-tool boxes plus the reserves of its unused Tool Cards
    and Favor Tokens."""
    tools = state.setup.window.tools
    key = (id(tools), seat.tool_boxes_used)
    known = _BOXES.get(key)
    if known is not None and known[0] is tools:
        boxes = known[1]
    else:
        boxes = sum(sum(tool.boxes[used:])
                    for tool, used in zip(tools, seat.tool_boxes_used, strict=True))
        if len(_BOXES) > 512:
            _BOXES.clear()
        _BOXES[key] = (tools, boxes)
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
        self._cache: dict[int, tuple[Die, list[float | None]]] = {}
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
        return self.values_after_fills(die, ((row, col),), window)[0]

    def values_after_fills(self, die: Die, places: Iterable[Place],
                           window: Window | None = None) -> list[float]:
        """value_after_fill of `die` on each of the empty spaces `places` (each a FillSpace or
        (row, col)), in order: one call for all the spaces a die form may fill."""
        if window is not None and window is not self.window:
            return [self.value(window.with_fill(*_row_col(p), die)) for p in places]
        fill = self._fill
        if fill is None:
            fill = self._fill = self._fill_parts()
        # what is known of this die: its value on each space (None until judged), kept by
        # the die object itself (kept alive in the entry): hashing a Die is slow
        entry = self._cache.get(id(die))
        if entry is None or entry[0] is not die:
            entry = self._cache[id(die)] = (die, [None] * len(self.window.fills))
        known = entry[1]
        public, private, progress, empty_after = fill
        base_dead = self._dead
        all_threats = self._threats
        cols = self.window.cols
        out: list[float] = []
        for place in places:
            row, col = _row_col(place)
            i = row * cols + col
            total = known[i]
            if total is None:
                dead = base_dead
                threats = all_threats[i]
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
                known[i] = total
            out.append(total)
        return out

    def _fill_parts(self) -> tuple[list[Callable[[int, Die], int]], Callable[[int, Die], int],
                                   list[FillCredit], int]:
        window = self.window
        kills = self._kills = killers(window)
        self._dead = frozenset(j for j, k in enumerate(kills) if k is not None and k[2])
        near = edge_neighbours(window.rows, window.cols)
        # for each space: its empty neighbours (not dead yet) that a die of one colour or one
        # value would leave dead (with that colour and value, None where it is not one)
        threats: list[tuple[tuple[int, object, object], ...]] = [()] * len(kills)
        for j, k in enumerate(kills):
            if k is not None and not k[2] and (k[0] is not None or k[1] is not None):
                for i in near[j]:
                    threats[i] += ((j, k[0], k[1]),)
        self._threats = threats
        scores = FillScores([*self._before, window, *self._after], self._seat_index,
                            [oid for oid, _ in self._objectives], self._private)
        progress = [p.after_fill(window, self._dead) for p in self._progress]
        return scores.scorers, scores.private, progress, window.empty_count - 1


def judge_for(state: GameState, seat_index: int, known: WindowJudge | None) -> WindowJudge:
    """`known` when it judges this seat of this state as a new judge would, else a new one."""
    if known is not None and known.fits(state, seat_index):
        return known
    return WindowJudge(state, seat_index)
