"""The Market at Encant Vells: after the rewards, families spend their coins one purchase at a
time, the family with the fewest Legacy Points first. Each coin crosses off the next box of an
open track (Books of Wisdom, Family Skill Training, Tools of the Trade) and takes the reward it
shows; completing a track gives its Dedication Ability. Tool Box Capacity slots are bought here
too. Coins left when a family leaves are lost.
"""

from __future__ import annotations

from attrs import evolve

from ..engine.legacy_types import CampaignContent, MarketBox
from .campaign_state import AfterGame, Campaign, with_family, with_log
from .decisions import CrossBox, ExpandToolBox, LeaveMarket, MarketChoice, Purchase
from .editions import campaign_rules_of
from .errors import CampaignError
from .families import CrestSticker, TrackProgress
from .family_crest import place_sticker, recordable_colors, sticker_choices, sticker_errors
from .legacy_points import award, fewest_first
from .log_entries import (
    BoxCrossed,
    CrestAdded,
    LegacyWhy,
    LogEntry,
    MarketLeft,
    ToolBoxExpanded,
    ToolGained,
    TrackCompleted,
)
from .refusals import Ident, Named, Refusal, refusal, tool_name
from .tool_box import expand_errors, next_slot_cost
from .unlocks import dedication_revealed, open_tracks, window_number


def open_market(campaign: Campaign) -> Campaign:
    """The shopping order: fewest Legacy Points first (ties: lower placement in this window),
    families without coins skipped."""
    after = campaign.after
    assert after is not None
    with_coins = tuple(i for i, c in enumerate(after.coins) if c > 0)
    shoppers = tuple(fewest_first(campaign, with_coins))
    return evolve(campaign, stage="market", after=evolve(after, shoppers=shoppers, taken=()))


def _after(campaign: Campaign) -> AfterGame:
    after = campaign.after
    assert after is not None
    return after


def shopper(campaign: Campaign) -> int | None:
    after = campaign.after
    if after is None or not after.shoppers:
        return None
    return after.shoppers[0]


def _taken(after: AfterGame, track: str) -> int:
    return next((t.crossed for t in after.taken if t.track == track), 0)


def _capped(campaign: Campaign, content: CampaignContent, track: str) -> bool:
    """Whether this visit has taken as many rewards from the track as it gives in one visit:
    its next icon box can then only be crossed off for nothing."""
    cap = content.market_tracks[track].rewards_per_game
    return bool(cap) and _taken(_after(campaign), track) >= cap


def market_tools_for(campaign: Campaign, family: int) -> tuple[str, ...]:
    """Tool Cards in the Market Box the family does not own yet."""
    owned = campaign.families[family].tools
    return tuple(t for t in dict.fromkeys(campaign.market_box) if t not in owned)


def purchase_options(campaign: Campaign, content: CampaignContent) -> tuple[Purchase, ...]:
    """Every purchase the current shopper may make now, each reward variant listed; the last
    option is always LeaveMarket."""
    family = shopper(campaign)
    if family is None:
        return ()
    out: list[Purchase] = []
    for track in open_tracks(campaign, content):
        variants: list[Purchase] = [CrossBox(track)]
        box = _next_box(campaign, family, track, content)
        if box is None:
            continue
        if box.tool:
            tools = market_tools_for(campaign, family)
            if tools and not _capped(campaign, content, track):
                variants = [CrossBox(track, tool=t) for t in tools]
        elif box.crest_ability and not _capped(campaign, content, track):
            stickers = sticker_choices(campaign, family, content)
            if stickers:
                slots = range(len(campaign.families[family].crest))
                variants = [
                    CrossBox(track, crest=s, slot=k, color=c)
                    for s in stickers for k in slots
                    for c in (recordable_colors(s, content) or (None,))
                ]
        out.extend(v for v in variants if not purchase_errors(campaign, content, v))
    if not expand_errors(campaign.families[family], _after(campaign).coins[family], content):
        out.append(ExpandToolBox())
    out.append(LeaveMarket())
    return tuple(out)


def market_choice(campaign: Campaign, content: CampaignContent) -> MarketChoice | None:
    family = shopper(campaign)
    if family is None:
        return None
    options = purchase_options(campaign, content)
    return MarketChoice(family, _after(campaign).coins[family], options)


def _next_box(campaign: Campaign, family: int, track: str, content: CampaignContent
              ) -> MarketBox | None:
    crossed = campaign.families[family].crossed(track)
    boxes = content.market_tracks[track].boxes
    return boxes[crossed] if crossed < len(boxes) else None


def purchase_errors(campaign: Campaign, content: CampaignContent, purchase: Purchase
                    ) -> list[Refusal]:
    """Why the current shopper may not make this purchase now (empty: it may)."""
    family = shopper(campaign)
    if family is None:
        return [refusal("nobody-shopping")]
    if isinstance(purchase, LeaveMarket):
        return []
    coins = _after(campaign).coins[family]
    f = campaign.families[family]
    if isinstance(purchase, ExpandToolBox):
        return expand_errors(f, coins, content)
    if purchase.track not in open_tracks(campaign, content):
        return [refusal("no-track", track=Ident(purchase.track))]
    track = content.market_tracks[purchase.track]
    name = Named(f"{track.id}.name", track.name)
    errors = []
    if coins < 1:
        errors.append(refusal("no-coins", family=f.name))
    box = _next_box(campaign, family, purchase.track, content)
    if box is None:
        return errors + [refusal("track-complete", family=f.name, track=name)]
    capped = _capped(campaign, content, purchase.track)
    if capped:  # past the track's rewards for one visit: as the campaign's rules edition says
        errors += campaign_rules_of(campaign).capped_box(box, name, track.rewards_per_game,
                                                         purchase.tool, purchase.crest)
    if not box.tool and purchase.tool is not None:
        errors.append(refusal("box-no-tool", track=name))
    if not box.crest_ability and purchase.crest is not None:
        errors.append(refusal("box-no-crest", track=name))
    if box.tool and not capped:
        tools = market_tools_for(campaign, family)
        if purchase.tool is None and tools:
            errors.append(refusal("choose-tool"))
        elif purchase.tool is not None and purchase.tool not in tools:
            names = {t: card.name for t, card in content.tools.items()}
            errors.append(refusal("tool-not-in-box", tool=tool_name(purchase.tool, names),
                                  family=f.name))
    if box.crest_ability and not capped:
        stickers = sticker_choices(campaign, family, content)
        if purchase.crest is None and stickers:
            errors.append(refusal("choose-crest"))
        elif purchase.crest is not None:
            errors += sticker_errors(campaign, family, purchase.crest, purchase.slot,
                                     purchase.color, content)
    return errors


def _count_taken(after: AfterGame, track: str) -> AfterGame:
    counts = [t for t in after.taken if t.track != track]
    counts.append(TrackProgress(track, _taken(after, track) + 1))
    return evolve(after, taken=tuple(counts))


def _cross(campaign: Campaign, content: CampaignContent, family: int, purchase: CrossBox
           ) -> Campaign:
    track = content.market_tracks[purchase.track]
    box = _next_box(campaign, family, purchase.track, content)
    assert box is not None
    points = 0 if _capped(campaign, content, purchase.track) else box.legacy_points
    f = campaign.families[family]
    crossed = f.crossed(purchase.track) + 1
    market = tuple(p for p in f.market if p.track != purchase.track)
    f = evolve(f, market=market + (TrackProgress(purchase.track, crossed),))
    after = _after(campaign)
    lines: list[LogEntry] = [BoxCrossed(f.name, crossed, track.id)]
    if purchase.tool is not None:
        f = evolve(f, tools=f.tools + (purchase.tool,))
        box_tools = list(campaign.market_box)
        box_tools.remove(purchase.tool)
        campaign = evolve(campaign, market_box=tuple(box_tools))
        after = _count_taken(after, purchase.track)
        lines.append(ToolGained(f.name, purchase.tool, from_market=True))
    if purchase.crest is not None:
        f = place_sticker(f, CrestSticker(purchase.crest, purchase.color), purchase.slot)
        after = _count_taken(after, purchase.track)
        lines.append(CrestAdded(f.name, purchase.crest, purchase.slot + 1, purchase.color))
    if points:
        after = _count_taken(after, purchase.track)
    if crossed == len(track.boxes):
        if dedication_revealed(campaign, track.dedication, content):
            f = evolve(f, dedications=f.dedications + (track.dedication,))
            lines.append(TrackCompleted(f.name, track.id, track.dedication))
        else:
            lines.append(TrackCompleted(f.name, track.id))
    campaign = with_log(with_family(campaign, family, f), *lines)
    campaign = evolve(campaign, after=after)
    return award(campaign, family, points, LegacyWhy("market", window_number(campaign),
                                                     track=track.id),
                 {f"{track.id}.name": track.name})


def _spend(campaign: Campaign, family: int, coins: int) -> Campaign:
    after = _after(campaign)
    left = after.coins[family] - coins
    return evolve(campaign, after=evolve(after, coins=after.coins[:family] + (left,)
                                         + after.coins[family + 1:]))


def buy(campaign: Campaign, content: CampaignContent, purchase: Purchase) -> Campaign:
    """Make one purchase for the current shopper; raises CampaignError saying why not."""
    errors = purchase_errors(campaign, content, purchase)
    if errors:
        raise CampaignError(*errors)
    family = shopper(campaign)
    assert family is not None
    if isinstance(purchase, LeaveMarket):
        return leave(campaign)
    if isinstance(purchase, ExpandToolBox):
        cost = next_slot_cost(campaign.families[family], content)
        assert cost is not None
        f = campaign.families[family]
        f = evolve(f, tool_box_slots=f.tool_box_slots + 1)
        campaign = with_log(with_family(campaign, family, f),
                            ToolBoxExpanded(f.name, f.tool_box_slots, cost))
        return _spend(campaign, family, cost)
    return _spend(_cross(campaign, content, family, purchase), family, 1)


def leave(campaign: Campaign) -> Campaign:
    """The current shopper leaves; its unspent coins are lost."""
    family = shopper(campaign)
    assert family is not None
    after = _after(campaign)
    left = after.coins[family]
    if left:
        campaign = with_log(campaign, MarketLeft(campaign.families[family].name, left))
    coins = after.coins[:family] + (0,) + after.coins[family + 1:]
    return evolve(campaign, after=evolve(after, shoppers=after.shoppers[1:], taken=(),
                                         coins=coins))
