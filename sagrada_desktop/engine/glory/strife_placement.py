"""Placement with a Strife Board in play: the placement restrictions, with the board's say
on gray dice (the die as it is now treated: a gray die an ability made red is red)."""

from __future__ import annotations

from ..color import Color
from ..die import Die
from ..placement import can_fill, placement_errors
from ..reasons import Reason, StrifeBoardRefuses
from ..window import Window
from .strife_boards import board_allows, gray_on_colors


def can_fill_on_board(window: Window, i: int, die: Die, board_id: str | None,
                      ignore_adjacency: bool = False, any_filled: bool | None = None) -> bool:
    """can_fill, and for a gray die the Strife Board's restriction (None: no board)."""
    if board_id is None or die.color is not Color.GRAY:
        return can_fill(window, i, die, ignore_adjacency, any_filled)
    return (can_fill(window, i, die, ignore_adjacency, any_filled, gray_on_colors(board_id))
            and board_allows(board_id, window, i))


def placement_errors_on_board(window: Window, row: int, col: int, die: Die,
                              board_id: str | None, *,
                              ignore_adjacency: bool = False) -> list[Reason]:
    """placement_errors, and for a gray die the Strife Board's refusal (StrifeBoardRefuses)."""
    if board_id is None or die.color is not Color.GRAY:
        return placement_errors(window, row, col, die, ignore_adjacency=ignore_adjacency)
    errors = placement_errors(window, row, col, die, ignore_adjacency=ignore_adjacency,
                              gray_on_colors=gray_on_colors(board_id))
    i = row * window.cols + col
    open_space = window.in_grid(row, col) and window.spaces[i].exists and window.fills[i] is None
    if open_space and not board_allows(board_id, window, i):
        errors.append(StrifeBoardRefuses(board_id))
    return errors
