"""What the players may see of the campaign's content: the windows reached so far, the Story
Cards read, the opened envelopes (sealed ones only by number), and the tools, abilities,
stickers and Market tracks that have come into play. Everything the UI and the print-outs show
of the content goes through visible_content() (free play: free_play_content()), so nothing
inside an unopened envelope shows, nor anything of a window not reached yet.

This module alone decides how far a campaign has come: windows_reached() (the campaign windows
reached, the one being played last) and opened_envelopes(); free play's windows are those some
campaign has reached (windows_unlocked()). The rules (unlocks.window_card), the screens and
the print-outs ask these; none of them counts windows itself (tests/campaign/test_one_gate.py).

The frame the rulebook and the journal print from the start is visible too: the public
objectives, the reward chart, the Tool Box slots, the Magic Square and the family colours.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType

from attrs import field, frozen

from ..engine import Ability, ToolCard
from ..engine.legacy_types import (
    CampaignContent,
    Envelope,
    FamilyCrestAbility,
    MagicSquare,
    MarketBox,
    PublicObjectiveText,
    RewardChart,
    StoryCard,
    ToolBoxSlot,
    WindowCard,
)
from .campaign_state import Campaign
from .editions import campaign_content
from .family_crest import seat_abilities, sticker_ability


def windows_reached(campaign: Campaign, content: CampaignContent) -> tuple[WindowCard, ...]:
    """The campaign windows this campaign has reached, in order: every window played so far and
    the one being played (or set up) now, last; all of them once the campaign is over."""
    cards = tuple(content.windows.values())
    return cards[: min(campaign.window + 1, len(cards))]


def windows_unlocked(content: CampaignContent, reached: Iterable[str]) -> tuple[WindowCard, ...]:
    """The campaign windows free play offers: those some campaign has reached (`reached`: the
    window ids windows_reached gave, as noted on this machine), in the campaign's order."""
    wanted = set(reached)
    return tuple(c for c in content.windows.values() if c.design.id in wanted)


def opened_envelopes(campaign: Campaign) -> tuple[str, ...]:
    """Envelopes opened so far, including those a trigger opened in the game in progress."""
    state = campaign.game_state
    if state is None:
        return campaign.opened
    return campaign.opened + tuple(e for e in state.opened if e not in campaign.opened)


@frozen
class SealedEnvelope:
    """An envelope not opened yet: only its number shows. `id` is only the key the printed
    windows' triggers refer to it by (never shown, not part of its value)."""

    number: int
    id: str = field(default="", eq=False, repr=False)


@frozen
class VisibleTrack:
    """An open Market track; its Dedication Ability once an envelope revealed it (or a
    family gained it)."""

    id: str
    name: str
    text: str
    boxes: tuple[MarketBox, ...]
    rewards_per_game: int
    dedication: Ability | None


@frozen
class VisibleCampaign:
    windows: tuple[WindowCard, ...]
    current: WindowCard | None
    booster_windows: tuple[WindowCard, ...]
    story_cards: tuple[StoryCard, ...]
    opened: tuple[Envelope, ...]
    sealed: tuple[SealedEnvelope, ...]
    tools: Mapping[str, ToolCard]
    abilities: Mapping[str, Ability]
    stickers: Mapping[str, FamilyCrestAbility]
    market_tracks: tuple[VisibleTrack, ...]
    campaign_rules: tuple[str, ...]
    public_objectives: Mapping[str, PublicObjectiveText]
    reward_chart: RewardChart
    tool_box: tuple[ToolBoxSlot, ...]
    magic_square: MagicSquare

    @property
    def latest(self) -> WindowCard | None:
        """The window being played; once the campaign is over, the last one reached."""
        return self.current or (self.windows[-1] if self.windows else None)

    @property
    def playable_windows(self) -> tuple[WindowCard, ...]:
        """The windows reached, then those of the Window Booster Pack (always open)."""
        seen = {c.design.id for c in self.windows}
        return self.windows + tuple(c for c in self.booster_windows if c.design.id not in seen)

    def tool_name(self, ident: str) -> str:
        return self.tools[ident].name


def _tools(campaign: Campaign, content: CampaignContent, played: list[WindowCard]
           ) -> dict[str, ToolCard]:
    ids: list[str] = []
    for f in campaign.families:
        ids += f.tools
    ids += campaign.market_box + campaign.discarded
    if campaign.after is not None:
        ids += campaign.after.offer
    for card in played:
        ids += card.reward_tools
    for e in opened_envelopes(campaign):  # an opened envelope shows the Tool Cards it gives
        ids += content.envelopes[e].grants.tools + content.envelopes[e].grants.market_tools
    return {t: content.tools[t] for t in dict.fromkeys(ids)}


def _abilities(campaign: Campaign, content: CampaignContent, opened: tuple[str, ...],
               stickers: list[str], dedications: list[str]) -> dict[str, Ability]:
    # a sticker's own ability first: the colour one family recorded on it is that family's
    # (CrestSticker.color), not the ability's name for every reader
    found: dict[str, Ability] = {ident: content.abilities[ident] for ident in stickers + dedications}
    for i, f in enumerate(campaign.families):
        for ability in seat_abilities(campaign, i, content):
            found.setdefault(ability.id, ability)
        for sticker in f.covered:
            found.setdefault(sticker.ability, sticker_ability(sticker, content))
    for ident in (a for e in opened for a in content.envelopes[e].grants.abilities):
        found.setdefault(ident, content.abilities[ident])
    return found


def _window_abilities(cards: Iterable[WindowCard]) -> dict[str, Ability]:
    """Abilities the New Rules of these windows grant in their games (Dawn Fire...)."""
    return {r.ability.id: r.ability for card in cards for r in card.design.rules
            if r.kind == "grant-ability" and r.ability is not None}


def visible_content(campaign: Campaign, content: CampaignContent) -> VisibleCampaign:
    """The content the players of this campaign may see now (of the campaign's own edition
    of the content)."""
    content = campaign_content(campaign, content)
    reached = windows_reached(campaign, content)
    played = list(reached[: len(campaign.families[0].journal)]) if campaign.families else []
    current = None if campaign.is_over else reached[-1] if reached else None
    opened = opened_envelopes(campaign)
    grants = [content.envelopes[e].grants for e in opened]
    stickers = list(dict.fromkeys(
        [a for g in grants for a in g.crest_choices + g.crest_abilities]
        + [s.ability for f in campaign.families for s in f.stickers() + f.covered]
    ))
    dedications = list(dict.fromkeys(
        [a for g in grants for a in g.dedication_abilities]
        + [a for f in campaign.families for a in f.dedications]
    ))
    track_ids = {t for g in grants for t in g.market_tracks}
    tracks = tuple(
        VisibleTrack(t.id, t.name, t.text, t.boxes, t.rewards_per_game,
                     content.abilities[t.dedication] if t.dedication in dedications else None)
        for t in content.market_tracks.values() if t.id in track_ids
    )
    return VisibleCampaign(
        windows=reached,
        current=current,
        booster_windows=tuple(content.booster_windows.values()),
        story_cards=tuple(content.story_cards[s] for s in campaign.stories_read),
        opened=tuple(content.envelopes[e] for e in opened),
        sealed=tuple(SealedEnvelope(e.number, e.id) for e in content.envelopes.values()
                     if e.id not in opened),
        tools=MappingProxyType(_tools(campaign, content, played)),
        abilities=MappingProxyType(_window_abilities(reached)
                                   | _abilities(campaign, content, opened, stickers, dedications)),
        stickers=MappingProxyType({a: content.crest_abilities[a] for a in stickers}),
        market_tracks=tracks,
        campaign_rules=tuple(g.rules_text for g in grants if g.rules_text),
        public_objectives=content.public_objectives,
        reward_chart=content.reward_chart,
        tool_box=content.tool_box,
        magic_square=content.magic_square,
    )


def free_play_content(content: CampaignContent, unlocked: Iterable[str] = ()
                      ) -> VisibleCampaign:
    """What free play shows: the campaign windows some campaign has reached (`unlocked`, window
    ids), then the Window Booster Pack, the abilities their own New Rules grant, and the frame.
    No envelope, Story Card, Tool Card, crest sticker, Market track or Dedication Ability:
    free play has none of them."""
    booster = tuple(content.booster_windows.values())
    cards = windows_unlocked(content, unlocked) + booster
    return VisibleCampaign(
        windows=cards, current=None, booster_windows=booster, story_cards=(), opened=(),
        sealed=(),
        tools=MappingProxyType({}), abilities=MappingProxyType(_window_abilities(cards)),
        stickers=MappingProxyType({}), market_tracks=(), campaign_rules=(),
        public_objectives=content.public_objectives, reward_chart=content.reward_chart,
        tool_box=content.tool_box, magic_square=content.magic_square,
    )
