"""Which empty spaces of a window no die can fill any more (dead), and which one die more
beside them would leave dead: the judge counts each dead space as lost play."""

from __future__ import annotations

from functools import lru_cache

from ..engine import STANDARD_COLORS, Die, Window

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


Killer = tuple[object, object, bool]  # (the one colour left, the one value left, dead now)


def killers(window: Window) -> list[Killer | None]:
    """For each empty space: the one colour and the one value its edge neighbours still leave
    it (None where more are left) and whether it is dead already; None for other spaces. A
    die of that colour or value beside it leaves it dead. (Dead exactly as is_dead says.)"""
    out: list[Killer | None] = []
    fills = window.fills
    near = edge_neighbours(window.rows, window.cols)
    for j, space in enumerate(window.spaces):
        if not space.exists or fills[j] is not None:
            out.append(None)
            continue
        colors: list[object] = []  # of the dice beside it
        values: list[object] = []
        for k in near[j]:
            f = fills[k]
            if isinstance(f, Die):
                colors.append(f.color)
                values.append(f.value)
        color, value = space.color, space.value
        if not colors:  # nothing beside it: what it allows is left
            out.append((color, value, False))
            continue
        if color is not None:
            one_color, no_color = (None, True) if color in colors else (color, False)
        else:
            left = ALL_COLORS.difference(colors)
            one_color, no_color = (next(iter(left)) if len(left) == 1 else None), not left
        if value is not None:
            one_value, no_value = (None, True) if value in values else (value, False)
        else:
            left_values = ALL_VALUES.difference(values)
            one_value = next(iter(left_values)) if len(left_values) == 1 else None
            no_value = not left_values
        out.append((one_color, one_value, no_color or no_value))
    return out


def dead_spaces(window: Window) -> frozenset[int]:
    """The empty spaces no die can fill any more (is_dead)."""
    return frozenset(j for j, k in enumerate(killers(window)) if k is not None and k[2])
