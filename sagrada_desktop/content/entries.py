"""The shapes of the content files, where they differ from the data types they become.

Files refer to other components by id (a window rule names its ability, an envelope its
rules' abilities); the loader resolves those ids after every file has been read. Types that
need no resolving (WindowTool, Trigger, PrivateObjective, ToolCard, StoryCard, ...) are read
straight into the engine's and the campaign's own types.
"""

from __future__ import annotations

from attrs import frozen

from ..engine import Color, Effect, PrivateObjective, Trigger, Window, WindowTool
from ..engine.definitions import WindowRuleKind
from ..engine.legacy_types import (
    EndOfGameUnlock,
    MagicSquare,
    MarketTrack,
    RewardRow,
    ToolBoxSlot,
)


@frozen
class RuleEntry:
    """A WindowRule as written: grant-ability names its ability by id."""

    kind: WindowRuleKind
    points: int = 0
    color: Color | None = None
    ability: str | None = None


@frozen
class WindowEntry:
    """One file of windows/campaign/ or windows/booster/."""

    id: str
    number: int
    name: str
    story: str
    pattern: Window
    tools: tuple[WindowTool, ...]
    year: int = 0
    legacy_points: int = 0
    rules: tuple[RuleEntry, ...] = ()
    rules_text: str = ""
    triggers: tuple[Trigger, ...] = ()
    unlocks: tuple[EndOfGameUnlock, ...] = ()
    private_objectives: tuple[PrivateObjective, ...] = ()
    intro: str | None = None
    outros: tuple[str, ...] = ()
    reward_tools: tuple[str, ...] = ()
    objectives_left_out: tuple[str, ...] = ()


@frozen
class GrantsEntry:
    """The [grants] table of an envelope file (see EnvelopeGrants)."""

    rules: tuple[RuleEntry, ...] = ()
    rules_text: str = ""
    abilities: tuple[str, ...] = ()
    crest_abilities: tuple[str, ...] = ()
    crest_choices: tuple[str, ...] = ()
    dedication_abilities: tuple[str, ...] = ()
    tools: tuple[str, ...] = ()
    market_tools: tuple[str, ...] = ()
    market_tracks: tuple[str, ...] = ()
    free_tool_box_slots: int = 0
    legacy_points: int = 0


@frozen
class EnvelopeEntry:
    """One file of envelopes/."""

    id: str
    number: int
    title: str
    story: str
    instructions: str
    contents: tuple[str, ...] = ()
    opened_by: tuple[str, ...] = ()
    grants: GrantsEntry = GrantsEntry()


@frozen
class AbilityEntry:
    """One [[ability]] of abilities/: with `family`, it is a Family Crest ability sticker."""

    id: str
    name: str
    effect: Effect
    text: str = ""
    per_turn: int = 0  # 0: as often as you like in a turn; n: at most n times (the text says so)
    family: Color | None = None
    records_color: bool = False


@frozen
class CampaignEntry:
    """campaign.toml."""

    family_colors: tuple[Color, ...]
    crest_slots: int
    tool_card_copies: int
    rewards: tuple[RewardRow, ...]
    market_tracks: tuple[MarketTrack, ...]
    tool_box: tuple[ToolBoxSlot, ...]
    magic_square: MagicSquare
