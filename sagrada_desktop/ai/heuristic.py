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
from .progress import PROGRESS_RULES

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
    """Scores candidate windows of one seat against the other seats' current windows."""

    def __init__(self, state: GameState, seat_index: int) -> None:
        seat = state.seats[seat_index]
        self._private = seat.private_objective
        self._objectives = [(oid, OBJECTIVES[oid].compare is not None) for oid in state.objectives]
        self._progress = [PROGRESS_RULES[oid](seat.window) for oid in state.objectives
                          if oid in PROGRESS_RULES]
        self._before = [s.window for s in state.seats[:seat_index]]
        self._after = [s.window for s in state.seats[seat_index + 1:]]
        self._seat_index = seat_index
        self.window = seat.window
        self._dead = dead_spaces(seat.window)
        self._cache: dict[tuple[int, Die], float] = {}

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

    def value_after_fill(self, row: int, col: int, die: Die, window: Window | None = None
                         ) -> float:
        """The value of the seat's window with one more die; `window` when an effect changed
        the window itself this turn (default: the window as it was when the judge was made)."""
        if window is not None and window is not self.window:
            return self.value(window.with_fill(row, col, die))
        key = (row * self.window.cols + col, die)
        cached = self._cache.get(key)
        if cached is None:
            after = self.window.with_fill(row, col, die)
            i = row * after.cols + col
            near = edge_neighbours(after.rows, after.cols)[i]
            dead = (self._dead - {i, *near}) | {j for j in near if is_dead(after, j)}
            cached = self.value(after, dead)
            self._cache[key] = cached
        return cached
