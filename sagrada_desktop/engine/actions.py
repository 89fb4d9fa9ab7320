"""What a player (or the end of a round) can do: frozen action classes with a `kind` tag.

The same classes are the save file's action log, replays, test fixtures and the drag payload.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Literal, Union

from attrs import field, frozen

from .die import Die

if TYPE_CHECKING:
    from .reasons import Reason


@frozen
class DraftDie:
    """Take one die from the Cathedral Board."""

    die: Die
    kind: Literal["draft"] = "draft"


@frozen
class UseAbility:
    """Use one of the seat's abilities on the drafted die; option picks among its choices."""

    ability_id: str
    option: int = 0
    kind: Literal["ability"] = "ability"


@frozen
class UseWindowTool:
    """Use one of the window's 3 tools (index 0-2), filling its next point box; with favor,
    a Favor Token (Glory Flourish) pays for the use instead and no box is filled."""

    tool: int
    option: int = 0
    kind: Literal["window-tool"] = "window-tool"
    favor: bool = False


@frozen
class UseToolCard:
    """Use a Tool Card brought into this game (once a game)."""

    card_id: str
    option: int = 0
    kind: Literal["tool-card"] = "tool-card"


@frozen
class FillSpace:
    """Fill a window space with the drafted die as it now is."""

    row: int
    col: int
    kind: Literal["fill"] = "fill"


@frozen
class LoseDie:
    """The drafted die fits nowhere: it is lost (not returned to the board)."""

    kind: Literal["lose"] = "lose"


@frozen
class ConstructSpace:
    """End of round: the last player constructs the Cathedral Board space of this die."""

    die: Die
    kind: Literal["construct"] = "construct"


def _bools(v: Iterable[bool]) -> tuple[bool, ...]:
    return tuple(v)


@frozen
class ChooseFlourish:
    """Glory Flourish, before round 1: keep (True) or discard (False) each Flourish Card dealt,
    in the order dealt. Each kept card gives a Favor Token."""

    keep: tuple[bool, ...] = field(converter=_bools)
    kind: Literal["flourish"] = "flourish"


Action = Union[  # noqa: UP007
    DraftDie, UseAbility, UseWindowTool, UseToolCard, FillSpace, LoseDie, ConstructSpace,
    ChooseFlourish,
]
ACTION_TYPES: tuple[type, ...] = (
    DraftDie, UseAbility, UseWindowTool, UseToolCard, FillSpace, LoseDie, ConstructSpace,
    ChooseFlourish,
)


class IllegalAction(ValueError):
    """An action the rules do not allow now: `reasons` says why as data (engine/reasons.py),
    str() in words, in the current language."""

    def __init__(self, *reasons: Reason) -> None:
        super().__init__(*reasons)
        self.reasons: tuple[Reason, ...] = reasons

    def __str__(self) -> str:
        return "; ".join(str(r) for r in self.reasons)
