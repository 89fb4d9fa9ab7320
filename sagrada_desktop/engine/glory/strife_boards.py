"""The Strife Boards' rules: where gray (Strife) dice may go in this game. The boards' names and
texts are content (resources/glory/strife-boards.toml); each rule here is keyed by the board's id.

Boards 1-5 carry the restrictions printed in the Glory rulebook; board 6 (Mortar Joints) is
this project's own design. Apart from what its board says, a gray die obeys every placement
restriction: it never fills a colour-restricted space (board 1 lifts exactly that) and never
shares an edge with another gray die (same colour).

Rows and columns are those of the window's grid: the top row is row 0, the left column is
column 0. The "center" column of an odd-width window is its middle column; an even-width
window has two center columns, the two middle ones (columns 2 and 3 of a 6-wide window).
"""

from __future__ import annotations

from attrs import frozen

from ..color import Color
from ..die import Die
from ..window import Broken, Window, neighbour_tables

_GRAY = Color.GRAY  # a module constant: Color.GRAY is a slow lookup on Python 3.11


@frozen
class StrifeBoard:
    id: str
    number: int
    name: str
    text: str


# The boards whose rule board_allows knows: a Strife Board in the content needs one of these ids.
# (A refusal is the reason StrifeBoardRefuses(board_id), worded by the wording package.)
BOARD_RULES: frozenset[str] = frozenset({
    "unbound-pane", "three-pillars", "lintel-and-sill", "no-crossed-shadows", "measured-places",
    "mortar-joints",
})


def gray_on_colors(board_id: str) -> bool:
    """Whether the board lets gray dice fill colour-restricted spaces."""
    return board_id == "unbound-pane"


def center_columns(cols: int) -> tuple[int, ...]:
    """The middle column of an odd width; the two middle columns of an even width."""
    if cols % 2:
        return (cols // 2,)
    return (cols // 2 - 1, cols // 2)


def _is_gray(fill: object) -> bool:
    return isinstance(fill, Die) and fill.color is _GRAY


def board_allows(board_id: str, window: Window, i: int) -> bool:
    """Whether the board lets a gray die be at flat index i, the rest of the window as it is
    (whatever fills i itself is left out of the judgement)."""
    r, c = divmod(i, window.cols)
    if board_id == "three-pillars":
        return c in (0, window.cols - 1) or c in center_columns(window.cols)
    if board_id == "lintel-and-sill":
        return r in (0, window.rows - 1)
    if board_id == "no-crossed-shadows":
        _, adj = neighbour_tables(window.rows, window.cols)
        diagonal = (j for j in adj[i] if j // window.cols != r and j % window.cols != c)
        return not any(_is_gray(window.fills[j]) for j in diagonal)
    if board_id == "measured-places":
        return window.spaces[i].value is not None
    if board_id == "mortar-joints":
        orth, _ = neighbour_tables(window.rows, window.cols)
        fills = window.fills
        return sum(1 for j in orth[i] if fills[j] is not None and not isinstance(fills[j], Broken)) >= 2
    if board_id == "unbound-pane":
        return True
    raise ValueError(f"unknown Strife Board {board_id!r}")


def strife_board_breaks(board_id: str, window: Window) -> list[int]:
    """Flat indices of gray dice the board does not allow where they are."""
    return [i for i, f in enumerate(window.fills) if _is_gray(f) and not board_allows(board_id, window, i)]
