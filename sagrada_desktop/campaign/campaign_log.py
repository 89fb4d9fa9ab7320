"""Entries of the campaign log for what happens without anybody choosing: the first window's
Start Player drawn at random, a lone family starting, the Tool Cards each family brings into a
game (all it owns when they fit its Tool Box, so nobody is asked), and a note of who answered
a choice when a computer family did. The log never names what a sealed envelope holds.
Entries are data (log_entries.py), worded when shown (log_words.py)."""

from __future__ import annotations

from .campaign_state import Campaign, with_log
from .log_entries import ChoiceKind, ComputerChose, StartPlayerDrawn, ToolsBrought


def computer_chose(campaign: Campaign, family: int, choice: ChoiceKind) -> Campaign:
    """The campaign with a note that the computer answers `choice` for `family`."""
    return with_log(campaign, ComputerChose(campaign.families[family].name, choice))


def start_player_drawn(campaign: Campaign) -> Campaign:
    """The Start Player set without a choice (window 1: at random; a lone family)."""
    name = campaign.families[campaign.start_player].name
    return with_log(campaign, StartPlayerDrawn(name, alone=len(campaign.families) == 1))


def tools_brought(campaign: Campaign) -> Campaign:
    """What each family brings into the game about to start, and why when nobody chose."""
    if campaign.window == 0:
        return campaign  # no Tool Card is brought into the first window
    entries = [ToolsBrought(f.name, tuple(brought or ()), f.tool_box_slots, len(f.tools),
                            all_owned=len(f.tools) <= f.tool_box_slots)
               for f, brought in zip(campaign.families, campaign.bring, strict=True)]
    return with_log(campaign, *entries)
