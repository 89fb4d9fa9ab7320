"""Cathedral Construction: at the end of a round the last player must construct the lowest
unconstructed space of a colour when a remaining die sits on it (one space at most)."""

from __future__ import annotations

from collections.abc import Iterable

from .color import STANDARD_COLORS, Color
from .die import Die


def lowest_unconstructed(cathedral: frozenset[Die], color: Color) -> int | None:
    for v in range(1, 7):
        if Die(color, v) not in cathedral:
            return v
    return None


def construction_options(cathedral: frozenset[Die], remaining: Iterable[Die]) -> list[Die]:
    out = []
    for d in remaining:
        if d.color in STANDARD_COLORS and lowest_unconstructed(cathedral, d.color) == d.value:
            out.append(d)
    return out
