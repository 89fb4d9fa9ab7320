"""End of Campaign: after window 10 (both its Outro Story Cards read with the End of Game),
Color Collections are scored and the family with the most Legacy Points goes down in history;
ties go to the better placement in the last window."""

from __future__ import annotations

from attrs import evolve

from ..engine.legacy_types import CampaignContent
from .campaign_state import Campaign, with_log
from .legacy_points import Standing, standings
from .log_entries import CampaignOver
from .magic_square import award_color_collections


def finish_campaign(campaign: Campaign, content: CampaignContent) -> Campaign:
    campaign = award_color_collections(campaign, content)
    campaign = evolve(campaign, stage="over", after=None, game=None)
    table = final_table(campaign, content)
    return with_log(campaign, CampaignOver(table[0].name, table[0].legacy_points))


def final_table(campaign: Campaign, content: CampaignContent) -> tuple[Standing, ...]:
    """The Legacy Point table, most first (rank 1: the winner of the campaign)."""
    return standings(campaign, len(content.windows))
