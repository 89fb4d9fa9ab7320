"""A read campaign checked as fully as a game is: once each field holds a value of its kind
(save_checks.py), the journals against the game's rules (journal_checks.py), the Legacy Points
against what gives them (award_checks.py), what the families hold against the steps that move
it (state_checks.py) and the campaign's progress against the order of its steps
(progress_checks.py). Each problem names its field."""

from __future__ import annotations

from ..codec.details import Detail
from ..engine.legacy_types import CampaignContent
from .award_checks import award_problems
from .campaign_state import Campaign
from .journal_checks import journal_problems
from .progress_checks import progress_problems
from .state_checks import family_state_problems


def deep_problems(campaign: Campaign, content: CampaignContent) -> list[Detail]:
    """Everything the campaign's rules forbid beyond the fields' own ranges (empty: nothing),
    a window played at the table as one on screen (its envelopes: those the table opened)."""
    return (journal_problems(campaign, content) + award_problems(campaign, content)
            + family_state_problems(campaign, content) + progress_problems(campaign, content))
