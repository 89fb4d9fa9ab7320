"""Lines of the campaign log for what happens without anybody choosing: the first window's
Start Player drawn at random, a lone family starting, the Tool Cards each family brings into a
game (all it owns when they fit its Tool Box, so nobody is asked), and a note of who answered
a choice when a computer family did. The log never names what a sealed envelope holds."""

from __future__ import annotations

from ..engine.legacy_types import CampaignContent
from .campaign_state import Campaign, with_log


def noted(campaign: Campaign, *lines: str) -> Campaign:
    """The campaign with these lines added to its log."""
    return with_log(campaign, *lines)


def start_player_drawn(campaign: Campaign) -> Campaign:
    """The Start Player set without a choice (window 1: at random; a lone family)."""
    name = campaign.families[campaign.start_player].name
    if len(campaign.families) == 1:
        return with_log(campaign, f"{name} plays alone and is the Start Player.")
    return with_log(campaign, f"The Start Player of the first window is drawn at random: "
                              f"{name}.")


def tools_brought(campaign: Campaign, content: CampaignContent) -> Campaign:
    """What each family brings into the game about to start, and why when nobody chose."""
    if campaign.window == 0:
        return campaign  # no Tool Card is brought into the first window
    lines = []
    for f, brought in zip(campaign.families, campaign.bring, strict=True):
        capacity = f"Tool Box Capacity {f.tool_box_slots}"
        names = ", ".join(content.tools[t].name for t in brought or ())
        if not f.tools:
            lines.append(f"{f.name} owns no Tool Card to bring.")
        elif len(f.tools) <= f.tool_box_slots:
            lines.append(f"{f.name} brings every Tool Card it owns ({capacity}, no choice "
                         f"needed): {names}.")
        else:
            lines.append(f"{f.name} brings {names or 'no Tool Card'} ({capacity}; "
                         f"{len(f.tools)} owned).")
    return with_log(campaign, *lines)
