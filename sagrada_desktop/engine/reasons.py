"""Why the rules refuse something, and what a use of an ability did: data, not words.

Each kind is a small frozen class holding its values (a colour, a value, a space as the
0-based (row, col) of the grid, a card's name); sagrada_desktop/wording words every kind in each
language. The engine never makes a sentence: a refusal is a list of reasons (placement_errors,
fill_errors) or an IllegalAction carrying them; a die's chain in hand is a tuple of steps
(engine/steps.py).

str() of a reason (and of an IllegalAction) is its words in the current language, through the
wording the package installs at import (worded.install_wording); without one, its repr.
"""

from __future__ import annotations

from enum import Enum

from attrs import frozen

from .color import Color
from .die import Die
from .state import Stage
from .worded import Worded

# --- where a die may not go (placement restrictions) ------------------------------------------

@frozen
class OutsideWindow(Worded):
    """The (row, col) is beyond the window's grid."""

    row: int
    col: int


@frozen
class NotInShape(Worded):
    """The (row, col) is in the grid but not a space of this window's shape."""

    row: int
    col: int


@frozen
class SpaceBroken(Worded):
    """The space is crossed out (broken)."""


@frozen
class SpaceFilled(Worded):
    """The space already holds `die`."""

    die: Die


@frozen
class NeedsColor(Worded):
    """The space's colour restriction is `need`; the die is `die`."""

    need: Color
    die: Color


@frozen
class NeedsValue(Worded):
    """The space's value restriction is `need`; the die shows `die`."""

    need: int
    die: int


@frozen
class MustTouchFilled(Worded):
    """Every die after the first touches a filled space (edge or corner)."""


@frozen
class MustTouchNoDie(Worded):
    """A placement ability was used this turn: the space must touch no die."""


@frozen
class SameColorNeighbour(Worded):
    """The die would share an edge with a die of its colour at (row, col)."""

    color: Color
    row: int
    col: int


@frozen
class SameValueNeighbour(Worded):
    """The die would share an edge with a die of its value at (row, col)."""

    value: int
    row: int
    col: int


@frozen
class StrifeBoardRefuses(Worded):
    """The Strife Board `board_id` does not let a gray die be here."""

    board_id: str


@frozen
class FirstOnEdge(Worded):
    """The window's New Rules put the first die on the outer edge."""


# --- what may not be done now -----------------------------------------------------------------

class Deed(Enum):
    """What a player tried to do, for a refusal at the wrong step."""

    DRAFT = "draft"
    USE_EFFECT = "use-effect"
    FILL = "fill"
    GIVE_UP = "give-up"
    KEEP_FLOURISH = "keep-flourish"
    CONSTRUCT = "construct"


@frozen
class NothingDrafted(Worded):
    """No die has been drafted this turn."""


@frozen
class WrongStep(Worded):
    """`deed` cannot be done while the game is at `stage`."""

    deed: Deed
    stage: Stage


@frozen
class NotInPool(Worded):
    """The die is not on the Cathedral Board."""

    die: Die


@frozen
class NoSuchAbility(Worded):
    seat: str
    ability_id: str


@frozen
class AbilityUsedUp(Worded):
    """A per-turn ability is used up for this turn."""

    ability: str


@frozen
class NoSuchTool(Worded):
    tool: int


@frozen
class NoFavorToken(Worded):
    seat: str


@frozen
class NoPointBox(Worded):
    """The window tool has no empty point box left."""

    tool: str


@frozen
class ToolCardNotBrought(Worded):
    seat: str
    card_id: str


@frozen
class ToolCardUsed(Worded):
    """A Tool Card is used once a game."""

    card: str


@frozen
class EffectUnusable(Worded):
    """The ability or tool `name` offers nothing (or not that option) for the die `die`."""

    name: str
    die: Die


@frozen
class ValueOutOfRange(Worded):
    """A repeated ability may not take the die's value beyond floor..ceiling."""

    ability: str
    value: int
    floor: int
    ceiling: int


@frozen
class FormSeenThisTurn(Worded):
    """A repeated ability may not bring the die back to a form it had this turn."""

    ability: str
    die: Die


@frozen
class DieStillFits(Worded):
    """The die in hand fits a space, so it may not be given up."""


@frozen
class FlourishCount(Worded):
    """A keep-or-discard answer must be given for each Flourish Card held."""

    seat: str
    held: int
    given: int


@frozen
class CannotConstruct(Worded):
    """Only a remaining die on the lowest unconstructed space of its colour is constructed."""

    die: Die


@frozen
class UnknownAction(Worded):
    action: str  # repr of what was given


Reason = (
    OutsideWindow | NotInShape | SpaceBroken | SpaceFilled | NeedsColor | NeedsValue
    | MustTouchFilled | MustTouchNoDie | SameColorNeighbour | SameValueNeighbour
    | StrifeBoardRefuses | FirstOnEdge | NothingDrafted | WrongStep | NotInPool | NoSuchAbility
    | AbilityUsedUp | NoSuchTool | NoFavorToken | NoPointBox | ToolCardNotBrought | ToolCardUsed
    | EffectUnusable | ValueOutOfRange | FormSeenThisTurn | DieStillFits | FlourishCount
    | CannotConstruct | UnknownAction
)
