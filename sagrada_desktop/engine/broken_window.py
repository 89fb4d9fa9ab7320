"""Broken windows: spaces crossed out until no placement restriction is broken.

The program never lets a player break a restriction by accident, but a window can arrive
broken (typed in from a paper journal, or changed by a rule); this is the rule that mends it.
A crossed-out space restricts nothing, counts for no objective and scores -1.
"""

from __future__ import annotations

from collections.abc import Callable

from .glory.strife_boards import gray_on_colors, strife_board_breaks
from .placement import restriction_breaks
from .window import BROKEN, Window


def cross_out_broken_spaces(window: Window, prefer: int | None = None, *,
                            strife_board: str | None = None) -> tuple[Window, list[int]]:
    """Cross out spaces until no restriction is broken; returns the window and the indices.

    `prefer` (the space just filled) is crossed out first when it is part of the problem;
    after that, the space taking part in the most broken restrictions goes first.
    With a Strife Board id, its restriction on gray dice counts as well.
    """

    def breaks(w: Window) -> list[int]:
        if strife_board is None:
            return restriction_breaks(w)
        bad = restriction_breaks(w, gray_on_colors=gray_on_colors(strife_board))
        return bad + [i for i in strife_board_breaks(strife_board, w) if i not in bad]

    crossed: list[int] = []
    while True:
        bad = breaks(window)
        if not bad:
            return window, crossed
        if prefer is not None and prefer in bad:
            victim = prefer
            prefer = None
        else:
            victim = max(bad, key=lambda i: (_conflicts(window, i, breaks), -i))
        window = window.with_fill(victim // window.cols, victim % window.cols, BROKEN)
        crossed.append(victim)


def _conflicts(window: Window, i: int, breaks: Callable[[Window], list[int]]) -> int:
    w = window.with_fill(i // window.cols, i % window.cols, None)
    return len(breaks(window)) - len(breaks(w))
