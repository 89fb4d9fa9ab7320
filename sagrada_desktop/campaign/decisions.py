"""The choices a person makes in the campaign, as objects the UI presents and computer
players answer: a Decision says who chooses and among what; an answer says what was chosen.

pending_decision(campaign, content) gives the Decision waiting now; decide(campaign, content,
answer) checks the answer (CampaignError says why it is refused) and carries on.
"""

from __future__ import annotations

from typing import Literal, Union

from attrs import frozen

from ..engine import Color

# --- decisions ------------------------------------------------------------------------------


@frozen
class StartPlayerChoice:
    """Setup step 3 (game 2+): the family with the fewest Legacy Points picks the Start Player
    (itself included)."""

    family: int
    options: tuple[int, ...]
    kind: Literal["start-player"] = "start-player"


@frozen
class ToolBoxChoice:
    """Setup step 10: which owned Tool Cards to bring, at most `capacity` of them."""

    family: int
    owned: tuple[str, ...]
    capacity: int
    kind: Literal["tool-box"] = "tool-box"


@frozen
class ToolRewardChoice:
    """Rewards: take up to `count` of the window's reward Tool Cards (`offer`, each one the
    family does not own yet), last place first."""

    family: int
    place: int
    count: int
    offer: tuple[str, ...]
    kind: Literal["reward-tools"] = "reward-tools"


@frozen
class MagicSquareChoice:
    """A window's Magic Square space numbered 10 or 14 (two cells each): which cell it fills.
    color None means the space was broken, and the chosen cell is crossed out."""

    family: int
    number: int
    cells: tuple[int, ...]
    color: Color | None
    kind: Literal["magic-square"] = "magic-square"


@frozen
class CrossBox:
    """Spend 1 coin to cross off the next box of a Market track, with the reward it shows:
    `tool` from the Market Box; `crest` a Family Crest sticker put into top slot `slot`,
    `color` recorded for a colour changer. No reward named: the box shows none, or none is
    left to take."""

    track: str
    tool: str | None = None
    crest: str | None = None
    slot: int = -1
    color: Color | None = None
    kind: Literal["cross-box"] = "cross-box"


@frozen
class ExpandToolBox:
    """Pay the coins shown in the next Tool Box Capacity slot and fill it."""

    kind: Literal["expand-tool-box"] = "expand-tool-box"


@frozen
class LeaveMarket:
    """Stop shopping; unspent coins are lost."""

    kind: Literal["leave-market"] = "leave-market"


Purchase = Union[CrossBox, ExpandToolBox, LeaveMarket]  # noqa: UP007


@frozen
class MarketChoice:
    """The Market at Encant Vells: the family spends its coins one purchase at a time."""

    family: int
    coins: int
    options: tuple[Purchase, ...]
    kind: Literal["market"] = "market"


@frozen
class MasterpieceChoice:
    """Cleanup: name the masterpiece (may be left empty); optionally name the family member
    of a new age, who works from the next window on."""

    family: int
    window: str
    suggestion: str
    kind: Literal["masterpiece"] = "masterpiece"


Decision = Union[  # noqa: UP007
    StartPlayerChoice, ToolBoxChoice, ToolRewardChoice, MagicSquareChoice, MarketChoice,
    MasterpieceChoice,
]

# --- answers --------------------------------------------------------------------------------


@frozen
class ChooseStartPlayer:
    family: int
    kind: Literal["choose-start-player"] = "choose-start-player"


@frozen
class BringTools:
    tools: tuple[str, ...]
    kind: Literal["bring-tools"] = "bring-tools"


@frozen
class TakeTools:
    tools: tuple[str, ...]
    kind: Literal["take-tools"] = "take-tools"


@frozen
class FillSquareCell:
    cell: int
    kind: Literal["fill-square-cell"] = "fill-square-cell"


@frozen
class NameMasterpiece:
    name: str
    new_member: str = ""
    kind: Literal["name-masterpiece"] = "name-masterpiece"


Answer = Union[  # noqa: UP007
    ChooseStartPlayer, BringTools, TakeTools, FillSquareCell, CrossBox, ExpandToolBox,
    LeaveMarket, NameMasterpiece,
]

ANSWERS_TO: dict[str, tuple[type, ...]] = {
    "start-player": (ChooseStartPlayer,),
    "tool-box": (BringTools,),
    "reward-tools": (TakeTools,),
    "magic-square": (FillSquareCell,),
    "market": (CrossBox, ExpandToolBox, LeaveMarket),
    "masterpiece": (NameMasterpiece,),
}
