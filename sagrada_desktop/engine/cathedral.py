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


# the last cathedral's lowest unconstructed value of each colour, by colour letter, and its
# constructed values of each colour as bits (bit v: value v), one tuple swapped whole: a
# cathedral changes at most once a round, and is asked about at every round's end
_last: tuple[object, dict[str, int | None], dict[str, int]] = (None, {}, {})
_LETTERS = tuple(c.value for c in STANDARD_COLORS)
# the lowest value 1-6 not among the bits 1-6 of a number below 128 (None: all six among them)
_LOWEST = tuple(next((v for v in range(1, 7) if not bits >> v & 1), None) for bits in range(128))


def construction_options(cathedral: frozenset[Die], remaining: Iterable[Die]) -> list[Die]:
    global _last
    known = _last
    if known[0] is cathedral:
        lowest = known[1]
    else:  # the constructed values of each colour as bits, read in one pass (no Die made)
        built = dict.fromkeys(_LETTERS, 0)
        for d in cathedral:
            letter = d.color._value_
            if letter in built and 1 <= d.value <= 6:
                built[letter] |= 1 << d.value
        lowest = {letter: _LOWEST[bits] for letter, bits in built.items()}
        _last = (cathedral, lowest, built)
    options = []  # (a loop, not a comprehension: no function made a call on Python 3.11)
    for d in remaining:
        if lowest.get(d.color._value_) == d.value:
            options.append(d)
    return options


def with_constructed(cathedral: frozenset[Die], die: Die) -> frozenset[Die]:
    """cathedral | {die}. When cathedral is the last one asked about (construct asks before it
    constructs), the new one's lowest values are known at once: the old ones, with die's
    colour's moved on (construction_options' pass over the cathedral, for one die)."""
    global _last
    new = cathedral | {die}
    known = _last
    if known[0] is cathedral:
        lowest, built = known[1], known[2]
        letter, value = die.color._value_, die.value
        if letter in built and 1 <= value <= 6 and not built[letter] >> value & 1:
            built = {**built, letter: built[letter] | 1 << value}
            lowest = {**lowest, letter: _LOWEST[built[letter]]}
        _last = (new, lowest, built)
    return new
