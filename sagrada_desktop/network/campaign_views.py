"""What the host sends a guest of a campaign between its windows: the campaign as every family
may see it at the table. Its seed is kept off the network (it deals each window to come: the
Private Objectives, the bag), and so is the game in progress (a seat's view of it goes as a
View, network/views.py). The rest is open at the table: the families' journals, Legacy Points,
Tool Cards, Market tracks and Magic Squares, the envelopes opened (their ids: the content
shown is the guest's own, of the same edition), the log (never a sealed envelope's contents)."""

from __future__ import annotations

from attrs import evolve

from ..campaign import Campaign
from ..codec.details import Detail
from ..engine.legacy_types import CampaignContent


def campaign_view(campaign: Campaign) -> Campaign:
    """The campaign as a guest's family may see it between windows."""
    return evolve(campaign, seed=0, game=None)


SEED_RULES = ("start-player-drawn",)  # the file's checks that read the seed (a view has none)


def view_problems(view: Campaign, content: CampaignContent) -> list[Detail]:
    """What makes a campaign a host sent impossible, by the checks a campaign file gets
    (those that read the seed left out): a guest takes in no campaign that does not hold
    together, whatever the host sends."""
    from ..campaign.campaign_file import campaign_problems

    return [d for d in campaign_problems(view, content)
            if not (d.kind == "rule" and d.value("rule") in SEED_RULES)]
