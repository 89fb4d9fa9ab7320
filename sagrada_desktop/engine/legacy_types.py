"""The campaign's components that are not the rules of one game: plain data, no logic.

Windows with their stories, Story Cards, envelopes and what they grant, the reward chart,
the Market at Encant Vells, the Tool Box, the Magic Square and the public objective texts.
The content loader (sagrada_desktop.content) fills these from the files in resources/;
the campaign layer reads them. Everything is referred to by id; CampaignContent holds
every component keyed by id, in the order the content gives them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Literal

from attrs import frozen

from .color import Color
from .definitions import Ability, ToolCard, WindowDesign, WindowRule
from .edition_numbers import CONTENT_EDITION
from .glory.cards import GloryCards

EndOfGameCondition = Literal[
    "always",                 # open the envelope whatever happened
    "winner-score-at-least",  # value: the winner of this game scored at least this many points
    "any-broken-window",      # some family ended this game with a broken (crossed-out) space
    "any-empty-space",        # some family ended this game with an empty space
    "all-stars-filled",       # every family filled every star space of this window
    "constructed-at-least",   # value: the Cathedral Board has at least this many constructed spaces
]


CAMPAIGN_WINDOWS = 10  # the windows of a campaign, played in order
MAX_FAMILIES = 4  # the families of a campaign, at most


@frozen
class EndOfGameUnlock:
    """An End of Game Unlock Trigger: after the Market visit, open `envelope` if the
    condition holds (conditions with a number read it from `value`)."""

    condition: EndOfGameCondition
    envelope: str
    value: int = 0


StoryCardKind = Literal["intro", "outro"]


@frozen
class StoryCard:
    """An Intro or Outro Story Card of the Main Deck: read aloud, then its actions in order.

    `opens` lists envelope ids to open, in order, skipping any already opened.
    """

    id: str
    window: str
    kind: StoryCardKind
    title: str
    story: str
    actions: tuple[str, ...] = ()
    opens: tuple[str, ...] = ()


@frozen
class WindowCard:
    """A window of the journal (campaign) or of the Window Booster Pack (booster=True).

    `design` is what one game needs; the rest belongs to the campaign: the window's number
    (1-10 in the campaign, 1.. in the booster pack), its year, story, Story Card ids, the
    End of Game Unlock Triggers and the Tool Cards of the Main Deck rewarded after it.
    """

    design: WindowDesign
    number: int
    story: str
    year: int = 0
    booster: bool = False
    intro: str | None = None
    outros: tuple[str, ...] = ()
    unlocks: tuple[EndOfGameUnlock, ...] = ()
    reward_tools: tuple[str, ...] = ()


def window_by_id(cards: Iterable[WindowCard], window_id: str) -> WindowCard | None:
    """The card among `cards` of the window with this id, or None."""
    return next((card for card in cards if card.design.id == window_id), None)


@frozen
class EnvelopeGrants:
    """What opening an envelope changes, machine-readable (the envelope's instructions say it
    in words).

    rules: campaign rules, in force in every later game on top of each window's New Rules.
    abilities: abilities every family gains for the rest of the campaign.
    crest_abilities: Family Crest abilities each family gains now, the ones of its colour.
    crest_choices: Family Crest abilities added to the sticker sheet, taken later through the
        Family Skill Training track (each family only those of its colour).
    dedication_abilities: Dedication Abilities revealed under their Market tracks.
    tools: Tool Cards each family gains one copy of.
    market_tools: Tool Cards put into the Market Box.
    market_tracks: Market tracks that open (the first one opens the Market at Encant Vells).
    free_tool_box_slots: Tool Box Capacity slots each family fills at no cost.
    legacy_points: Legacy Points each family gains.
    """

    rules: tuple[WindowRule, ...] = ()
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
class Envelope:
    """A sealed envelope. `opened_by` names the windows (their triggers and End of Game Unlock
    Triggers) and Story Cards that open it; `contents` is the list printed inside."""

    id: str
    number: int
    title: str
    story: str
    instructions: str
    contents: tuple[str, ...] = ()
    opened_by: tuple[str, ...] = ()
    grants: EnvelopeGrants = EnvelopeGrants()


@frozen
class FamilyCrestAbility:
    """A Family Crest ability sticker: `ability` is an Ability id, `family` the family colour
    it belongs to. With records_color the family records one colour of the effect's `to`
    when it takes the sticker, and the ability changes dice to that colour only."""

    ability: str
    family: Color
    records_color: bool = False


@frozen
class DedicationAbility:
    """The Dedication Ability gained by completing the Market track `track`."""

    ability: str
    track: str


@frozen
class MarketBox:
    """One box of a Market track, crossed off for 1 coin, with the icon printed in it
    (no icon: all zero/false). Not to be confused with the Market Box of Tool Cards."""

    legacy_points: int = 0
    crest_ability: bool = False
    tool: bool = False


@frozen
class MarketTrack:
    """A track of the Market at Encant Vells. rewards_per_game caps how many icon rewards of
    this track a family may take in one Market visit (0: no cap). Completing the track gives
    the `dedication` ability."""

    id: str
    name: str
    text: str
    boxes: tuple[MarketBox, ...]
    dedication: str
    rewards_per_game: int = 0


@frozen
class ToolBoxSlot:
    """A Tool Box Capacity slot: filled for `cost` coins, or filled from the first game."""

    cost: int
    filled_at_start: bool = False


@frozen
class RewardRow:
    """The reward for one placement at one player count. window_legacy_points: the window's
    own Legacy Points (1st place); otherwise `legacy_points`."""

    players: int
    place: int
    tools: int
    coins: int
    legacy_points: int = 0
    window_legacy_points: bool = False


@frozen
class RewardChart:
    rows: tuple[RewardRow, ...]


PublicObjectiveSet = Literal["base", "rivalry", "strife"]


@frozen
class PublicObjectiveText:
    """A public objective's printed face; the engine owns its scoring, keyed by `id`.

    points: the printed values; one value for most objectives, the placement values for
    Rivalry objectives (12, 8, 5), several for the Strife objectives that print a scale.
    """

    id: str
    name: str
    text: str
    points: tuple[int, ...]
    set: PublicObjectiveSet = "base"


@frozen
class MagicColorVariety:
    """A Magic Objective (Color Variety): each group is a set of Magic Square cells (0-15,
    row-major) that scores when it holds no repeated colour. The first such group earns
    first_points Legacy Points; having all of them earns all_points more."""

    id: str
    name: str
    text: str
    groups: tuple[tuple[int, ...], ...]
    first_points: int
    all_points: int = 0


@frozen
class MagicColorCollections:
    """End of campaign: points_per_color Legacy Points for each colour filling at least
    min_count cells of the family's Magic Square."""

    text: str
    min_count: int = 4
    points_per_color: int = 1


@frozen
class MagicSquare:
    """The 4 x 4 square on the back of the Cathedral Board: the number of each cell."""

    numbers: tuple[tuple[int, ...], ...]
    color_variety: tuple[MagicColorVariety, ...]
    color_collections: MagicColorCollections


@frozen
class CampaignContent:
    """Everything the campaign ships with, each kind keyed by id in content order.

    windows: the 10 campaign windows in play order; booster_windows: the Window Booster Pack.
    crest_abilities / dedication_abilities: keyed by ability id (the Ability is in abilities).
    family_colors: the colours families choose from; crest_slots: the Family Crest slots a new
    sticker may go into; tool_card_copies: copies of each reward Tool Card in the Main Deck.
    glory: the Strife Boards, Strife Tools, Pioneer Cards and Flourish Cards.
    """

    windows: Mapping[str, WindowCard]
    booster_windows: Mapping[str, WindowCard]
    story_cards: Mapping[str, StoryCard]
    envelopes: Mapping[str, Envelope]
    tools: Mapping[str, ToolCard]
    abilities: Mapping[str, Ability]
    crest_abilities: Mapping[str, FamilyCrestAbility]
    dedication_abilities: Mapping[str, DedicationAbility]
    public_objectives: Mapping[str, PublicObjectiveText]
    family_colors: tuple[Color, ...]
    crest_slots: int
    tool_card_copies: int
    reward_chart: RewardChart
    market_tracks: Mapping[str, MarketTrack]
    tool_box: tuple[ToolBoxSlot, ...]
    magic_square: MagicSquare
    glory: GloryCards = GloryCards()  # the Glory modules' cards (resources/glory/)
    # which edition of the content this is: the shipped files are the newest; older editions
    # are made from them by content/editions.py, for the campaigns started with them
    edition: int = CONTENT_EDITION
