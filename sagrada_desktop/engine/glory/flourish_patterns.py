"""Flourish patterns in a window, and what the kept Flourish Cards score.

A kept card scores + its points when its pattern is complete anywhere in the window (oriented
as shown, A cells one colour, B cells one other colour), - its points when it is not.
Discarded cards score nothing. Gray and orange dice are colours like any other here.
"""

from __future__ import annotations

from functools import lru_cache

from attrs import frozen

from ..color import Color
from ..die import Die
from ..state import SeatState
from ..window import Window
from .flourish_cards import FlourishCard

Cells = tuple[tuple[int, int], ...]


@frozen
class FlourishResult:
    """A kept Flourish Card at scoring: complete or not, and the points it gives (+ or -)."""

    card: FlourishCard
    complete: bool
    points: int


@lru_cache(maxsize=64)
def pattern_cells(pattern: tuple[str, ...]) -> tuple[Cells, Cells]:
    """The (row, column) offsets of the A cells and of the B cells of a pattern."""
    a = tuple((r, c) for r, line in enumerate(pattern) for c, ch in enumerate(line) if ch == "A")
    b = tuple((r, c) for r, line in enumerate(pattern) for c, ch in enumerate(line) if ch == "B")
    return a, b


def _one_color(window: Window, r0: int, c0: int, cells: Cells) -> Color | None:
    color: Color | None = None
    for dr, dc in cells:
        f = window.fills[(r0 + dr) * window.cols + c0 + dc]
        if not isinstance(f, Die) or (color is not None and f.color is not color):
            return None
        color = f.color
    return color


def flourish_complete(card: FlourishCard, window: Window) -> bool:
    """Whether the card's pattern is complete anywhere in the window: by the window's masks of
    each colour's dice, all the pattern's places at once (bit o: the pattern's top left corner
    on space o), as the cells' plain reading (flourish_complete_by_cells) says."""
    a, b = pattern_cells(card.pattern)
    if not a or not b:
        return False
    height = len(card.pattern)
    width = max(len(line) for line in card.pattern)
    rows, cols = window.rows, window.cols
    if height > rows or width > cols:
        return False
    places = _places(rows, cols, height, width)
    by_color = (window._bits or window.bits).by_color
    a_at: list[int] = []  # per colour, the places whose A cells all hold dice of that colour
    b_at: list[int] = []
    for m in by_color.values():
        if not m:
            a_at.append(0)
            b_at.append(0)
            continue
        got = places
        for dr, dc in a:
            got &= m >> (dr * cols + dc)
        a_at.append(got)
        got = places
        for dr, dc in b:
            got &= m >> (dr * cols + dc)
        b_at.append(got)
    return any(x & y for j, x in enumerate(a_at) if x for k, y in enumerate(b_at) if j != k)


@lru_cache(maxsize=256)
def _places(rows: int, cols: int, height: int, width: int) -> int:
    """The spaces where a height x width pattern's top left corner may go."""
    return sum(1 << (r * cols + c) for r in range(rows - height + 1) for c in range(cols - width + 1))


def flourish_complete_by_cells(card: FlourishCard, window: Window) -> bool:
    """flourish_complete read cell by cell (for the tests that check the masks)."""
    a, b = pattern_cells(card.pattern)
    height = len(card.pattern)
    width = max(len(line) for line in card.pattern)
    for r0 in range(window.rows - height + 1):
        for c0 in range(window.cols - width + 1):
            color_a = _one_color(window, r0, c0, a)
            if color_a is None:
                continue
            color_b = _one_color(window, r0, c0, b)
            if color_b is not None and color_b is not color_a:
                return True
    return False


def flourish_results(seat: SeatState) -> tuple[FlourishResult, ...]:
    """Each kept Flourish Card of a seat with its outcome, for the score table."""
    out = []
    for card in seat.kept_flourish:
        complete = flourish_complete(card, seat.window)
        out.append(FlourishResult(card, complete, card.points if complete else -card.points))
    return tuple(out)


def flourish_points(seat: SeatState) -> int:
    """The kept Flourish Cards' points together (scoring step 6)."""
    return sum(r.points for r in flourish_results(seat))
