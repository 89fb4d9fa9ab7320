"""A window entered from paper checked against the placement restrictions: which spaces break
one and why (in the engine's reasons, worded like every refusal of the game), the spaces the
rulebook's mending would cross out ("cross out spaces in your window until no placement
restrictions are broken": the engine's cross_out_broken_spaces), and dice that touch no other
die (only a placement ability or tool puts a die there).
"""

from __future__ import annotations

from attrs import frozen

from ..engine import Die, Window, cross_out_broken_spaces, placement_errors
from ..engine.placement import restriction_breaks
from ..engine.reasons import MustTouchFilled, MustTouchNoDie, Reason
from ..engine.window import neighbour_tables


@frozen
class BrokenSpace:
    """A filled space of the window breaking a placement restriction, and the restrictions
    it breaks (a printed colour or value, a neighbour of its colour or value on an edge)."""

    space: int
    reasons: tuple[Reason, ...]

    def row_col(self, cols: int) -> tuple[int, int]:
        return divmod(self.space, cols)


def broken_spaces(window: Window) -> tuple[BrokenSpace, ...]:
    """Every filled space breaking a printed or edge restriction, with why (row-major)."""
    out = []
    for i in restriction_breaks(window):
        die = window.fills[i]
        assert isinstance(die, Die)
        row, col = divmod(i, window.cols)
        reasons = tuple(r for r in placement_errors(window.with_fill(row, col, None), row, col,
                                                    die)
                        if not isinstance(r, MustTouchFilled | MustTouchNoDie))
        out.append(BrokenSpace(i, reasons))
    return tuple(out)


def mending(window: Window) -> tuple[int, ...]:
    """The spaces the rulebook's mending crosses out (the space taking part in the most broken
    restrictions first), until the window breaks none."""
    return tuple(cross_out_broken_spaces(window)[1])


def dice_apart(window: Window) -> tuple[int, ...]:
    """Filled spaces whose die touches no other die (edge or corner), when the window holds
    more than one die: each was placed with a placement ability or tool, or breaks the
    adjacency restriction."""
    _orth, adj = neighbour_tables(window.rows, window.cols)
    fills = window.fills
    dice = [i for i, f in enumerate(fills) if isinstance(f, Die)]
    if len(dice) < 2:
        return ()
    return tuple(i for i in dice if not any(isinstance(fills[j], Die) for j in adj[i]))
