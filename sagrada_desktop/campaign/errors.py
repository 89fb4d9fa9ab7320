"""The campaign's one error: a decision or step the rules of the campaign do not allow."""

from __future__ import annotations


class CampaignError(ValueError):
    """Raised with a plain-English reason when an answer or a step breaks the campaign rules."""
