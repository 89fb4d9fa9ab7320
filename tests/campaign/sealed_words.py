"""The names and texts that only a sealed envelope reveals, envelope by envelope: its title,
its rules text, and the names and texts of the Tool Cards, abilities, crest stickers and
Dedication Abilities it grants. Used to check the visibility gate (visible_content) and what
each opened envelope adds to it."""

from __future__ import annotations

from sagrada_desktop.engine.legacy_types import CampaignContent


def envelope_words(envelope: str, content: CampaignContent) -> set[str]:
    """What opening this envelope reveals, as the strings a player would read."""
    card = content.envelopes[envelope]
    g = card.grants
    words = {card.title}
    if g.rules_text:
        words.add(g.rules_text)
    for t in g.tools + g.market_tools:
        words |= {content.tools[t].name, content.tools[t].text}
    for a in g.abilities + g.crest_abilities + g.crest_choices + g.dedication_abilities:
        words |= {content.abilities[a].name, content.abilities[a].text}
    return {w for w in words if w.strip()}


def window_ability_words(window: str, content: CampaignContent) -> set[str]:
    """The names and texts of the abilities a campaign window's own New Rules grant."""
    design = content.windows[window].design
    return {w for r in design.rules if r.kind == "grant-ability" and r.ability is not None
            for w in (r.ability.name, r.ability.text)}
