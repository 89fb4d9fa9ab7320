"""A Flourish Card: a two-colour pattern (the cards themselves are content:
resources/glory/flourish-cards.toml).

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
