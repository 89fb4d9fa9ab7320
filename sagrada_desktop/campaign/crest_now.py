"""The Family Crests as the table sees them now: an envelope opened during the game in progress
(Envelope 1 at the end of window 1's round 4) hands each family its crest sticker, active from
the next turn on; the campaign puts it on the crest when the game is recorded (rewards), and
until then the journal covers, the book's Crest tab and the printed book show it already."""

from __future__ import annotations

from ..engine.legacy_types import CampaignContent
from .campaign_state import Campaign
from .editions import campaign_rules_of
from .families import Family
from .unlocks import with_envelope_stickers


def families_now(campaign: Campaign, content: CampaignContent) -> tuple[Family, ...]:
    """The families, each with the crest stickers of the envelopes the game in progress has
    opened (the same stickers, in the same slots, that recording the game will give them)."""
    state = campaign.game_state
    if state is None:
        return campaign.families
    opened = [e for e in state.opened if e not in campaign.opened and e in content.envelopes]
    if not opened:
        return campaign.families
    stick = campaign_rules_of(campaign).envelope_sticker
    families = []
    for family in campaign.families:
        for envelope in opened:
            family = with_envelope_stickers(family, envelope, content, stick)
        families.append(family)
    return tuple(families)
