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
from ..window_bits import COLOR_LANE, COLOR_MASKS
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
    plan = _plan(card.pattern, window.rows, window.cols)
    if plan is None:
        return False
    a_shifts, b_shifts, places = plan
    # per colour with dice (by letter), its dice (window_bits' lanes)
    masks = (window._bits or window.bits).lanes[COLOR_MASKS]
    by_color = [(c, m) for c, m in zip(COLOR_LANE, masks, strict=True) if m]
    a_at: list[tuple[str, int]] = []  # per colour, the places whose A cells all hold its dice
    for letter, m in by_color:
        got = places
        for shift in a_shifts:
            got &= m >> shift
            if not got:
                break
        else:
            a_at.append((letter, got))
    if not a_at:
        return False
    for letter, m in by_color:  # the B cells: one other colour at one of those places
        got = places
        for shift in b_shifts:
            got &= m >> shift
            if not got:
                break
        else:
            for other, at in a_at:
                if at & got and other != letter:
                    return True
    return False


Plan = tuple[tuple[int, ...], tuple[int, ...], int]
# _plan's answers per (pattern's id, rows, columns); each entry holds its pattern
_PLANS: dict[tuple[int, int, int], tuple[tuple[str, ...], Plan | None]] = {}


def _plan(pattern: tuple[str, ...], rows: int, cols: int) -> Plan | None:
    """The A cells' and B cells' shifts and the places of a pattern in a rows x cols window,
    made once (None: no A or no B cells, or larger than the window: never complete)."""
    got = _PLANS.get((id(pattern), rows, cols))
    if got is not None and got[0] is pattern:
        return got[1]
    a, b, height, width = _shape(pattern)
    plan: Plan | None = None
    if a and b and height <= rows and width <= cols:
        plan = (*_shifts(pattern, cols), _places(rows, cols, height, width))
    if len(_PLANS) > 256:
        _PLANS.clear()
    _PLANS[(id(pattern), rows, cols)] = (pattern, plan)
    return plan


@lru_cache(maxsize=256)
def _shifts(pattern: tuple[str, ...], cols: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """How far each A cell and each B cell lies from the pattern's top left corner, in spaces
    of a window `cols` wide (a colour's mask shifted right by it: the places it holds)."""
    a, b = pattern_cells(pattern)
    return tuple(dr * cols + dc for dr, dc in a), tuple(dr * cols + dc for dr, dc in b)


@lru_cache(maxsize=64)
def _shape(pattern: tuple[str, ...]) -> tuple[Cells, Cells, int, int]:
    """A pattern's A cells, B cells, height and width."""
    a, b = pattern_cells(pattern)
    return a, b, len(pattern), max(len(line) for line in pattern)


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
    """The kept Flourish Cards' points together (scoring step 6): flourish_results' sum."""
    total = 0
    for card, kept in zip(seat.flourish_cards, seat.flourish_kept, strict=False):
        if kept:
            total += card.points if flourish_complete(card, seat.window) else -card.points
    return total
