"""Placement with a Strife Board in play: the placement restrictions, with the board's say
on gray dice (the die as it is now treated: a gray die an ability made red is red)."""

from __future__ import annotations

from ..color import Color
from ..die import Die
from ..placement import PlacementRefusals, can_fill, placement_errors, touching_no_die_refusals
from ..reasons import Reason, StrifeBoardRefuses
from ..window import Window
from ..window_bits import COLOR_LANE, FillBits, PatternBits
from .strife_boards import board_allows, center_columns, gray_on_colors

_GRAY = Color.GRAY  # a module constant: Color.GRAY is a slow lookup on Python 3.11


def can_fill_on_board(window: Window, i: int, die: Die, board_id: str | None,
                      ignore_adjacency: bool = False, any_filled: bool | None = None,
                      refusals: PlacementRefusals = touching_no_die_refusals) -> bool:
    """can_fill, and for a gray die the Strife Board's restriction (None: no board);
    `refusals`: the placement ability's under the game's rules edition."""
    if board_id is None or die.color is not _GRAY:
        return can_fill(window, i, die, ignore_adjacency, any_filled, refusals=refusals)
    return (can_fill(window, i, die, ignore_adjacency, any_filled, gray_on_colors(board_id),
                     refusals) and board_allows(board_id, window, i))


def placement_errors_on_board(window: Window, row: int, col: int, die: Die,
                              board_id: str | None, *, ignore_adjacency: bool = False,
                              refusals: PlacementRefusals = touching_no_die_refusals
                              ) -> list[Reason]:
    """placement_errors, and for a gray die the Strife Board's refusal (StrifeBoardRefuses);
    `refusals`: the placement ability's under the game's rules edition."""
    if board_id is None or die.color is not _GRAY:
        return placement_errors(window, row, col, die, ignore_adjacency=ignore_adjacency,
                                refusals=refusals)
    errors = placement_errors(window, row, col, die, ignore_adjacency=ignore_adjacency,
                              gray_on_colors=gray_on_colors(board_id), refusals=refusals)
    i = row * window.cols + col
    open_space = window.in_grid(row, col) and window.spaces[i].exists and window.fills[i] is None
    if open_space and not board_allows(board_id, window, i):
        errors.append(StrifeBoardRefuses(board_id))
    return errors


_GRAY_LANE = COLOR_LANE["S"]  # the gray dice's lane of FillBits.lanes
_STATIC: dict[tuple[str, int], tuple[PatternBits, int]] = {}


def board_mask(board_id: str, bits: FillBits) -> int:
    """board_allows for every space at once: the spaces where the board lets a gray die be, the
    rest of the window as it is (the bitmask twin of board_allows; tests compare the two)."""
    p = bits.pattern
    if board_id == "unbound-pane":
        return p.full
    if board_id == "no-crossed-shadows":
        gray = bits.lanes[_GRAY_LANE]
        side = ((gray & p.not_last) << 1) | ((gray & p.not_first) >> 1)
        return p.full & ~((side << p.cols) | (side >> p.cols))  # no gray die on a diagonal
    if board_id == "mortar-joints":
        dice, cols = bits.dice, p.cols
        a, b = (dice << cols) & p.full, dice >> cols
        c, d = (dice & p.not_last) << 1, (dice & p.not_first) >> 1
        return (a & b) | (a & c) | (a & d) | (b & c) | (b & d) | (c & d)  # two dice on its edges
    got = _STATIC.get((board_id, id(p)))
    if got is not None and got[0] is p:
        return got[1]
    rows, cols = p.rows, p.cols
    if board_id == "three-pillars":
        keep = {0, cols - 1, *center_columns(cols)}
        mask = sum(1 << i for i in range(rows * cols) if i % cols in keep)
    elif board_id == "lintel-and-sill":
        mask = sum(1 << i for i in range(rows * cols) if i // cols in (0, rows - 1))
    elif board_id == "measured-places":
        mask = 0
        for m in p.value_at.values():
            mask |= m
    else:
        raise ValueError(f"unknown Strife Board {board_id!r}")
    if len(_STATIC) > 256:
        _STATIC.clear()
    _STATIC[(board_id, id(p))] = (p, mask)
    return mask
