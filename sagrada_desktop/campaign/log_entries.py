"""The campaign log as data: each entry is a kind and its values (family names as the players
typed them, content by id, colours, numbers), never words. campaign/log_words.py words an
entry in the current language when the book shows or prints it, so a log written in one
language reads in the other. Saved tagged by `kind`; a line of an older save, written as
English text, is a PlainText entry and is shown as it is.

The log never names what a sealed envelope holds: every entry is written when what it names
is already in the open.
"""

from __future__ import annotations

from typing import Literal, Union

from attrs import frozen

from ..codec import register_union
from ..engine import Color
from .families import LegacySource

ChoiceKind = Literal["start-player", "tool-box", "reward-tools", "magic-square", "market",
                     "masterpiece"]


@frozen
class PlainText:
    """A line of a save written before the log was data: English words, shown as they are."""

    text: str
    kind: Literal["plain"] = "plain"


@frozen
class WindowBegins:
    """A window's Game Setup begins (its number 1-10, its id, its year or 0)."""

    number: int
    window: str
    year: int = 0
    kind: Literal["window"] = "window"


@frozen
class StartPlayerDrawn:
    """The first window's Start Player, drawn at random; alone: a lone family starts."""

    family: str
    alone: bool = False
    kind: Literal["start-drawn"] = "start-drawn"


@frozen
class StartPlayerChosen:
    chooser: str
    family: str
    kind: Literal["start-chosen"] = "start-chosen"


@frozen
class ToolsBrought:
    """The Tool Cards a family brings into the game: all it owns (`all_owned`, no choice
    needed), or those it chose of `owned`; none owned: `tools` and `owned` empty."""

    family: str
    tools: tuple[str, ...] = ()
    capacity: int = 0
    owned: int = 0
    all_owned: bool = False
    kind: Literal["tools-brought"] = "tools-brought"


@frozen
class ComputerChose:
    """A computer family answers a choice (the entries that follow say what it chose)."""

    family: str
    choice: ChoiceKind
    kind: Literal["computer-chose"] = "computer-chose"


@frozen
class Placed:
    """A family's place in the window just played, with its total."""

    place: int
    family: str
    total: int
    kind: Literal["placed"] = "placed"


@frozen
class LegacyWhy:
    """Why Legacy Points were gained: a place in window `window`; a Color Variety objective
    (`objective` id; `all_groups`: its every group); Color Collections (`colors`); a Market
    track (`track` id); an envelope (`envelope`, its number)."""

    source: LegacySource
    window: int = 0
    place: int = 0
    objective: str = ""
    all_groups: bool = False
    colors: tuple[Color, ...] = ()
    track: str = ""
    envelope: int = 0


@frozen
class LegacyGained:
    family: str
    points: int
    why: LegacyWhy
    kind: Literal["legacy"] = "legacy"


@frozen
class ToolGained:
    """A family gains a Tool Card (a reward, an envelope; from_market: bought at the Market)."""

    family: str
    tool: str
    from_market: bool = False
    kind: Literal["tool-gained"] = "tool-gained"


@frozen
class SquareCellMarked:
    """A Magic Square cell coloured (`color`) or crossed out (no colour)."""

    family: str
    number: int
    color: Color | None = None
    kind: Literal["square-cell"] = "square-cell"


@frozen
class BoxCrossed:
    """A Market box crossed off: box `box` (1-based) of track `track`."""

    family: str
    box: int
    track: str
    kind: Literal["box-crossed"] = "box-crossed"


@frozen
class CrestAdded:
    """A Family Crest sticker placed in slot `slot` (1-based), recording `color` if any."""

    family: str
    ability: str
    slot: int
    color: Color | None = None
    kind: Literal["crest-added"] = "crest-added"


@frozen
class TrackCompleted:
    """A Market track completed; `ability`: the Dedication Ability gained ("" while no
    envelope has revealed it)."""

    family: str
    track: str
    ability: str = ""
    kind: Literal["track-completed"] = "track-completed"


@frozen
class DedicationGained:
    """A Dedication Ability gained when an envelope reveals it, for a track completed before."""

    family: str
    ability: str
    track: str
    kind: Literal["dedication"] = "dedication"


@frozen
class ToolBoxExpanded:
    """A Tool Box Capacity slot filled (`slot`, 1-based) for `cost` coins."""

    family: str
    slot: int
    cost: int
    kind: Literal["tool-box"] = "tool-box"


@frozen
class MarketLeft:
    """A family leaves the Market; `coins_lost` unspent coins are lost."""

    family: str
    coins_lost: int
    kind: Literal["market-left"] = "market-left"


@frozen
class EnvelopeOpened:
    number: int
    envelope: str
    kind: Literal["envelope"] = "envelope"


@frozen
class StoryRead:
    story: str
    kind: Literal["story"] = "story"


@frozen
class MasterpieceNamed:
    family: str
    name: str
    kind: Literal["masterpiece"] = "masterpiece"


@frozen
class NewMember:
    """A new age: `member` works for the family from window `from_window` on."""

    family: str
    member: str
    from_window: int
    kind: Literal["new-member"] = "new-member"


@frozen
class CampaignOver:
    """The end of the campaign: the most renowned family and its Legacy Points."""

    family: str
    points: int
    kind: Literal["over"] = "over"


@frozen
class EditionsMoved:
    """Between windows, with the players' yes, the campaign moved from the rules and content
    editions it was played under to the newest (campaign/editions.py)."""

    rules_from: int
    content_from: int
    rules_to: int
    content_to: int
    kind: Literal["editions-moved"] = "editions-moved"


LogEntry = Union[  # noqa: UP007
    PlainText, WindowBegins, StartPlayerDrawn, StartPlayerChosen, ToolsBrought, ComputerChose,
    Placed, LegacyGained, ToolGained, SquareCellMarked, BoxCrossed, CrestAdded, TrackCompleted,
    DedicationGained, ToolBoxExpanded, MarketLeft, EnvelopeOpened, StoryRead, MasterpieceNamed,
    NewMember, CampaignOver, EditionsMoved,
]
LOG_ENTRY_TYPES: tuple[type, ...] = (
    PlainText, WindowBegins, StartPlayerDrawn, StartPlayerChosen, ToolsBrought, ComputerChose,
    Placed, LegacyGained, ToolGained, SquareCellMarked, BoxCrossed, CrestAdded, TrackCompleted,
    DedicationGained, ToolBoxExpanded, MarketLeft, EnvelopeOpened, StoryRead, MasterpieceNamed,
    NewMember, CampaignOver, EditionsMoved,
)

register_union(LogEntry, LOG_ENTRY_TYPES)
