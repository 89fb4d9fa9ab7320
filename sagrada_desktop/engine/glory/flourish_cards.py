"""The 12 Flourish Cards, this project's own designs: two-colour patterns.

A pattern is rows of cells: `A` and `B` are part of the Flourish, `.` is not. It is complete
when it appears anywhere in the window, oriented as shown, every A cell holding a die of one
colour and every B cell a die of one other colour (the two colours differ). No two A cells
(nor two B cells) share an edge, so every pattern can be made under the placement rules.
"""

from __future__ import annotations

from collections.abc import Iterable

from attrs import field, frozen


def _rows(v: Iterable[str]) -> tuple[str, ...]:
    return tuple(v)


@frozen
class FlourishCard:
    id: str
    name: str
    pattern: tuple[str, ...] = field(converter=_rows)
    points: int
    text: str = ""


FLOURISH_CARDS: tuple[FlourishCard, ...] = (
    FlourishCard("flourish-mullion", "Mullion", ("A", "B", "A"), 2,
                 "Three dice in a column: top and bottom of one colour, the middle of another."),
    FlourishCard("flourish-quatrefoil", "Quatrefoil", ("AB", "BA"), 3,
                 "A 2 x 2 square: each diagonal pair of one colour, the two colours different."),
    FlourishCard("flourish-lozenge", "Lozenge", (".A.", "B.B", ".A."), 3,
                 "Four dice around an open centre: top and bottom of one colour, left and right "
                 "of another."),
    FlourishCard("flourish-bracket", "Bracket", ("A.", "B.", "AB"), 3,
                 "An L of four dice: the corner and the top of one colour, the other two of "
                 "another."),
    FlourishCard("flourish-transom", "Transom", ("ABABA",), 4,
                 "Five dice in a row, alternating: first, third and fifth of one colour, second "
                 "and fourth of another."),
    FlourishCard("flourish-rose-cross", "Rose Cross", (".A.", "ABA", ".A."), 4,
                 "A cross of five dice: the four arms of one colour, the centre of another."),
    FlourishCard("flourish-saltire", "Saltire", ("A.A", ".B.", "A.A"), 4,
                 "An X of five dice: the four corners of one colour, the centre of another."),
    FlourishCard("flourish-gable", "Gable", ("..A..", ".B.B.", "A...A"), 4,
                 "A roof line of five dice: the peak and both eaves of one colour, the two "
                 "slopes of another."),
    FlourishCard("flourish-ribbon", "Ribbon", ("AB..", ".AB.", "..AB"), 5,
                 "A stair of six dice: the steps' left dice of one colour, their right dice of "
                 "another."),
    FlourishCard("flourish-lancet-arch", "Lancet Arch", (".B.", "BAB", "A.A"), 5,
                 "An arch of six dice: the centre die and both feet of one colour, the three "
                 "dice around the centre of another."),
    FlourishCard("flourish-checkered-band", "Checkered Band", ("ABAB", "BABA"), 6,
                 "Two rows of four dice in a checkerboard of two colours."),
    FlourishCard("flourish-tracery-ring", "Tracery Ring", ("ABA", "B.B", "ABA"), 6,
                 "A ring of eight dice around an open centre: the corners of one colour, the "
                 "edges between them of another."),
)

FLOURISH_CARDS_BY_ID: dict[str, FlourishCard] = {c.id: c for c in FLOURISH_CARDS}
