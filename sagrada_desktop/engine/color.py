"""Colours of dice and restrictions, with the notation's letters."""

from __future__ import annotations

from enum import Enum


class Color(Enum):
    RED = "R"
    YELLOW = "Y"
    GREEN = "G"
    BLUE = "B"
    PURPLE = "P"
    ORANGE = "O"
    GRAY = "S"

    # members are singletons compared by identity: hash them in C (Enum's own __hash__ is a
    # Python function, and colours are hashed on every die put in a set or used as a key)
    __hash__ = object.__hash__

    @property
    def letter(self) -> str:
        return self.value

    @property
    def label(self) -> str:
        return self.name.capitalize()

    @classmethod
    def from_letter(cls, letter: str) -> Color:
        try:
            return _BY_LETTER[letter.upper()]
        except KeyError:
            raise ValueError(
                f"unknown colour letter {letter!r}; expected one of R Y G B P O S"
            ) from None


_BY_LETTER = {c.value: c for c in Color}

STANDARD_COLORS: tuple[Color, ...] = (Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE, Color.PURPLE)
PRIMARY_COLORS: tuple[Color, ...] = (Color.RED, Color.YELLOW, Color.BLUE)
SECONDARY_COLORS: tuple[Color, ...] = (Color.PURPLE, Color.GREEN, Color.ORANGE)
