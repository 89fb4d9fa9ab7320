"""Is a window pattern playable: can 12 rounds x 2 turns fill it without breaking a space?

A complete legal fill exists exactly when no two spaces that share an edge print the same
colour or the same value, and the shape hangs together (each fill must touch an earlier one).
Why that is enough: a space has at most 4 edge neighbours, while dice come in 5 colours and
6 values, so an unrestricted space always has a colour and a value left over; filling spaces
in the order of a walk through the shape keeps every fill touching an earlier one. Orange
spaces additionally need a way to make orange in that window (a window tool or an ability
the window grants), since no die is orange.
"""

from __future__ import annotations

from ..codec.details import Detail, rule
from ..engine import ROUNDS, Color, Window
from ..engine.window import neighbour_tables

SPACES_PER_WINDOW = 2 * ROUNDS  # two turns a round


def pattern_problems(window: Window) -> list[Detail]:
    """Why the pattern cannot be played as printed (empty when it can)."""
    problems: list[Detail] = []
    if any(fill is not None for fill in window.fills):
        problems.append(rule("pattern-fills"))
    existing = window.existing()
    if len(existing) != SPACES_PER_WINDOW:
        problems.append(rule("space-count", count=len(existing), need=SPACES_PER_WINDOW))
    for r in range(window.rows):
        if not any(window.space(r, c).exists for c in range(window.cols)):
            problems.append(rule("empty-row", row=r))
    for c in range(window.cols):
        if not any(window.space(r, c).exists for r in range(window.rows)):
            problems.append(rule("empty-column", column=c))
    problems.extend(_clashes(window))
    if existing and not _connected(window, existing):
        problems.append(rule("falls-apart"))
    return problems


def _clashes(window: Window) -> list[Detail]:
    orth, _ = neighbour_tables(window.rows, window.cols)
    out: list[Detail] = []
    for i, space in enumerate(window.spaces):
        if not space.is_restricted:
            continue
        for j in orth[i]:
            other = window.spaces[j]
            if j < i or not other.exists:
                continue
            same_color = space.color is not None and space.color is other.color
            same_value = space.value is not None and space.value == other.value
            if same_color or same_value:
                printed = space.color.letter if space.color is not None else str(space.value)
                out.append(rule("clash", row=i // window.cols, column=i % window.cols,
                                row2=j // window.cols, column2=j % window.cols, printed=printed))
    return out


def _connected(window: Window, existing: list[int]) -> bool:
    _, adj = neighbour_tables(window.rows, window.cols)
    alive = set(existing)
    seen = {existing[0]}
    todo = [existing[0]]
    while todo:
        i = todo.pop()
        for j in adj[i]:
            if j in alive and j not in seen:
                seen.add(j)
                todo.append(j)
    return seen == alive


def has_orange_space(window: Window) -> bool:
    return any(s.exists and s.color is Color.ORANGE for s in window.spaces)
