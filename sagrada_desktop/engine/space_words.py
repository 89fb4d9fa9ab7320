"""How a window space is named in every message a person reads: 1-based, as the tooltips and
the printed journal count them ("row 2, column 5" is the space at index (1, 4))."""

from __future__ import annotations


def space_name(row: int, col: int) -> str:
    """The 0-based (row, col) of a space as players count it: 'row 2, column 5'."""
    return f"row {row + 1}, column {col + 1}"
