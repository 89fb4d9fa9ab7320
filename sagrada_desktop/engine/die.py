"""A die: a colour and a face-up value (abilities may treat it as values outside 1-6)."""

from __future__ import annotations

from attrs import frozen

from .color import Color


@frozen
class Die:
    color: Color
    value: int

    def __str__(self) -> str:
        return f"{self.color.letter}{self.value}"

    @property
    def label(self) -> str:
        return f"{self.color.label.lower()} {self.value}"


def flip(value: int) -> int:
    """The value a flip ability gives: 7 - value, and 0 for anything outside 1-6."""
    return 7 - value if 1 <= value <= 6 else 0


# keyed by colour letter and value (the letter: a string whose hash Python keeps)
_SHARED: dict[tuple[str, int], Die] = {}


def die_of(color: Color, value: int) -> Die:
    """The one shared Die of this colour and value (dice are frozen: sharing is safe)."""
    d = _SHARED.get((color._value_, value))
    if d is None:
        d = _SHARED[(color._value_, value)] = Die(color, value)
    return d


def is_shared(die: Die) -> bool:
    return _SHARED.get((die.color._value_, die.value)) is die
