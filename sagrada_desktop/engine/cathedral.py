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


# the last cathedral's lowest unconstructed value of each colour, by colour letter (a letter
# hashes in C, a Color in Python), one tuple swapped whole: a cathedral changes at most once a
# round, and is asked about at every round's end
_last: tuple[object, dict[str, int | None]] = (None, {})


def construction_options(cathedral: frozenset[Die], remaining: Iterable[Die]) -> list[Die]:
    global _last
    known = _last
    if known[0] is cathedral:
        lowest = known[1]
    else:
        lowest = {c.value: lowest_unconstructed(cathedral, c) for c in STANDARD_COLORS}
        _last = (cathedral, lowest)
    return [d for d in remaining if lowest.get(d.color._value_) == d.value]
