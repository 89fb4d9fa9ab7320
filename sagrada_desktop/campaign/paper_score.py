"""A window played on paper of which the table typed in the scorecard's numbers, not the
window itself (the window stays in the family's paper journal): the six scoring steps as the
family wrote them, and what the campaign needs of the window besides them.

Step 1, the Starting Tool Count, is the campaign's own (it counts the family's Tool Cards);
step 5 is reckoned from the broken and empty spaces as the window's rules count them.
"""

from __future__ import annotations

from collections.abc import Iterable

from attrs import field, frozen

from ..engine import Color


def _ints(values: Iterable[int]) -> tuple[int, ...]:
    return tuple(values)


@frozen
class MagicMark:
    """A Magic Square space of the window (by the number printed on it): filled with
    `color`, or broken (None). A space left empty has no mark."""

    number: int
    color: Color | None = None


def _marks(values: Iterable[MagicMark]) -> tuple[MagicMark, ...]:
    return tuple(values)


@frozen
class PaperScore:
    """public: steps 2 (objectives A, B and C); private: step 3; tools: step 4 (the empty point
    boxes of the window tools); broken and empty: the spaces of step 5; extra: step 6 (the
    window's extra points and the Cathedral spaces constructed). magic: the window's Magic
    Square spaces filled or broken; stars_filled: every star space of the window filled."""

    public: tuple[int, ...] = field(converter=_ints)
    private: int
    tools: int
    broken: int
    empty: int
    extra: int
    magic: tuple[MagicMark, ...] = field(default=(), converter=_marks)
    stars_filled: bool = False
