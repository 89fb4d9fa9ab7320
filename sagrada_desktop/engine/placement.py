"""Placement restrictions: where a die may fill a space, and why not.

The rulebook's restrictions, in order:
- the first space may be anywhere; every other must touch a filled space (edge or corner);
  after a placement ability ("fill in a nonadjacent space", the ignore_adjacency flag), the
  die must instead fill a space touching no die (rules edition 2 on; under edition 1 it may
  go anywhere: the edition's `refusals`, chosen by engine/editions.py);
- two spaces sharing an edge never hold the same colour or the same value (broken spaces
  restrict nothing);
- a printed colour or value restriction must be matched. Nothing overrides these two.
Gray (Strife) dice may never fill a colour-restricted space, unless a Strife Board says so
(gray_on_colors); the Strife Boards' own restrictions are in glory/strife_boards.py.
"""

from __future__ import annotations

from collections.abc import Callable

from .color import Color
from .die import Die
from .reasons import (
    MustTouchFilled,
    MustTouchNoDie,
    NeedsColor,
    NeedsValue,
    NotInShape,
    OutsideWindow,
    Reason,
    SameColorNeighbour,
    SameValueNeighbour,
    SpaceBroken,
    SpaceFilled,
)
from .window import Broken, Window, neighbour_tables

_GRAY = Color.GRAY  # a module constant: Color.GRAY is a slow lookup on Python 3.11

# why a placement ability does not let the die fill space i of the window (empty: it may)
PlacementRefusals = Callable[[Window, int], list[Reason]]


def touching_no_die_refusals(window: Window, i: int) -> list[Reason]:
    """Rules edition 2 on: after a placement ability the die fills only a space touching no
    die (edge or corner; crossed-out spaces are no dice)."""
    _, adj = neighbour_tables(window.rows, window.cols)
    fills = window.fills
    return [MustTouchNoDie()] if any(isinstance(fills[j], Die) for j in adj[i]) else []


def anywhere_refusals_edition_1(_window: Window, _i: int) -> list[Reason]:
    """Rules edition 1: a placement ability lifted the adjacency restriction (any space)."""
    return []


def placement_errors(
    window: Window,
    row: int,
    col: int,
    die: Die,
    *,
    ignore_adjacency: bool = False,
    gray_on_colors: bool = False,
    refusals: PlacementRefusals = touching_no_die_refusals,
) -> list[Reason]:
    """Why `die` may not fill (row, col), as reasons (engine/reasons.py); empty when legal.
    `refusals`: the placement ability's (ignore_adjacency) under the game's rules edition."""
    if not window.in_grid(row, col):
        return [OutsideWindow(row, col)]
    i = row * window.cols + col
    space = window.spaces[i]
    if not space.exists:
        return [NotInShape(row, col)]
    fill = window.fills[i]
    if isinstance(fill, Broken):
        return [SpaceBroken()]
    if fill is not None:
        return [SpaceFilled(fill)]
    errors: list[Reason] = []
    if space.color is not None and die.color is not space.color and not (
        gray_on_colors and die.color is _GRAY
    ):
        errors.append(NeedsColor(space.color, die.color))
    if space.value is not None and die.value != space.value:
        errors.append(NeedsValue(space.value, die.value))
    orth, adj = neighbour_tables(window.rows, window.cols)
    fills = window.fills
    if ignore_adjacency:  # the placement ability: "fill in a nonadjacent space"
        errors += refusals(window, i)
    elif window.has_any_fill:
        if not any(fills[j] is not None for j in adj[i]):
            errors.append(MustTouchFilled())
    for j in orth[i]:
        other = fills[j]
        if other is None or isinstance(other, Broken):
            continue
        if other.color is die.color:
            errors.append(SameColorNeighbour(other.color, j // window.cols, j % window.cols))
        if other.value == die.value:
            errors.append(SameValueNeighbour(die.value, j // window.cols, j % window.cols))
    return errors


def can_fill(window: Window, i: int, die: Die, ignore_adjacency: bool = False,
             any_filled: bool | None = None, gray_on_colors: bool = False,
             refusals: PlacementRefusals = touching_no_die_refusals) -> bool:
    """The fast yes/no form of placement_errors by flat index (legal_actions reads the
    window's bits instead: window_bits.py)."""
    space = window.spaces[i]
    fills = window.fills
    if not space.exists or fills[i] is not None:
        return False
    if space.color is not None and die.color is not space.color and not (
        gray_on_colors and die.color is _GRAY
    ):
        return False
    if space.value is not None and die.value != space.value:
        return False
    orth, adj = neighbour_tables(window.rows, window.cols)
    if ignore_adjacency:  # the placement ability: "fill in a nonadjacent space"
        if refusals(window, i):
            return False
    else:
        if any_filled is None:
            any_filled = window.has_any_fill
        if any_filled:
            for j in adj[i]:
                if fills[j] is not None:
                    break
            else:
                return False
    color, value = die.color, die.value
    for j in orth[i]:
        other = fills[j]
        if other is None or isinstance(other, Broken):
            continue
        if other.color is color or other.value == value:
            return False
    return True


def legal_spaces(window: Window, die: Die, ignore_adjacency: bool = False,
                 gray_on_colors: bool = False,
                 refusals: PlacementRefusals = touching_no_die_refusals
                 ) -> list[tuple[int, int]]:
    any_filled = window.has_any_fill
    cols = window.cols
    return [
        (i // cols, i % cols)
        for i in range(len(window.spaces))
        if can_fill(window, i, die, ignore_adjacency, any_filled, gray_on_colors, refusals)
    ]


def restriction_breaks(window: Window, *, gray_on_colors: bool = False) -> list[int]:
    """Flat indices of filled spaces that break a printed or edge restriction."""
    orth, _ = neighbour_tables(window.rows, window.cols)
    bad: list[int] = []
    for i, f in enumerate(window.fills):
        if f is None or isinstance(f, Broken):
            continue
        s = window.spaces[i]
        wrong_color = s.color is not None and f.color is not s.color and not (
            gray_on_colors and f.color is _GRAY
        )
        if wrong_color or (s.value is not None and f.value != s.value):
            bad.append(i)
            continue
        for j in orth[i]:
            o = window.fills[j]
            if o is None or isinstance(o, Broken):
                continue
            if o.color is f.color or o.value == f.value:
                bad.append(i)
                break
    return bad
