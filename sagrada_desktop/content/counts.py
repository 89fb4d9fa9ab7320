"""content_counts: how much content there is, for `sagrada-artisans content check`."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..engine.effects import ability_type
from ..engine.legacy_types import CampaignContent


def content_counts(content: CampaignContent) -> dict[str, Any]:
    """Counts of every kind of component; plain values, ready for JSON."""
    windows = list(content.windows.values())
    boosters = list(content.booster_windows.values())
    magic: Counter[int] = Counter(
        space.magic
        for card in windows
        for space in card.design.pattern.spaces
        if space.exists and space.magic is not None
    )
    objective_sets = Counter(o.set for o in content.public_objectives.values())
    ability_types = Counter(ability_type(a.effect) for a in content.abilities.values())
    return {
        "campaign_windows": len(windows),
        "booster_windows": len(boosters),
        "story_cards": len(content.story_cards),
        "envelopes": len(content.envelopes),
        "tool_cards": len(content.tools),
        "public_objectives": len(content.public_objectives),
        "public_objectives_by_set": dict(sorted(objective_sets.items())),
        "private_objectives": sum(len(c.design.private_objectives) for c in windows + boosters),
        "abilities": len(content.abilities),
        "abilities_by_type": dict(sorted(ability_types.items())),
        "family_crest_abilities": len(content.crest_abilities),
        "dedication_abilities": len(content.dedication_abilities),
        "market_tracks": len(content.market_tracks),
        "magic_square_spaces": sum(magic.values()),
        "magic_square_spaces_by_number": {str(n): magic[n] for n in sorted(magic)},
    }
