"""The Family Crest and the abilities a family brings to the table.

A family's seat in a game has: its active crest stickers (those envelopes handed out, and the
uncovered stickers of the crest's top slots), its Dedication Abilities, and the abilities
opened envelopes give every family. A colour changer whose colour was recorded changes dice
to that colour only.
"""

from __future__ import annotations

from attrs import evolve

from ..engine import Ability, ChangeColor, Color
from ..engine.legacy_types import CampaignContent
from .campaign_state import Campaign
from .families import CrestSticker, Family
from .refusals import Ident, Refusal, refusal


def sticker_ability(sticker: CrestSticker, content: CampaignContent) -> Ability:
    ability = content.abilities[sticker.ability]
    if sticker.color is not None and isinstance(ability.effect, ChangeColor):
        effect = ChangeColor(to=(sticker.color,), when=ability.effect.when)
        return evolve(ability, effect=effect, name=f"{ability.name} ({sticker.color.label})")
    return ability


def envelope_abilities(campaign: Campaign, content: CampaignContent) -> tuple[Ability, ...]:
    """Abilities opened envelopes give every family for the rest of the campaign."""
    ids = [a for e in campaign.opened for a in content.envelopes[e].grants.abilities]
    return tuple(content.abilities[a] for a in dict.fromkeys(ids))


def seat_abilities(campaign: Campaign, family: int, content: CampaignContent
                   ) -> tuple[Ability, ...]:
    f = campaign.families[family]
    found: dict[str, Ability] = {}
    for sticker in f.stickers():
        found.setdefault(sticker.ability, sticker_ability(sticker, content))
    for ident in f.dedications:
        found.setdefault(ident, content.abilities[ident])
    for ability in envelope_abilities(campaign, content):
        found.setdefault(ability.id, ability)
    return tuple(found.values())


def revealed_stickers(campaign: Campaign, content: CampaignContent) -> tuple[str, ...]:
    """Family Crest stickers on the sticker sheet: those opened envelopes added."""
    ids = [a for e in campaign.opened for a in content.envelopes[e].grants.crest_choices]
    return tuple(dict.fromkeys(ids))


def sticker_choices(campaign: Campaign, family: int, content: CampaignContent
                    ) -> tuple[str, ...]:
    """The stickers of the family's colour it may still take."""
    f = campaign.families[family]
    return tuple(
        a for a in revealed_stickers(campaign, content)
        if content.crest_abilities[a].family is f.color and not f.has_sticker(a)
    )


def recordable_colors(ability: str, content: CampaignContent) -> tuple[Color, ...]:
    """The colours a colour-changing sticker may record (empty: it records none)."""
    crest = content.crest_abilities[ability]
    effect = content.abilities[ability].effect
    if crest.records_color and isinstance(effect, ChangeColor):
        return effect.to
    return ()


def sticker_errors(campaign: Campaign, family: int, ability: str, slot: int,
                   color: Color | None, content: CampaignContent) -> list[Refusal]:
    f = campaign.families[family]
    if ability not in content.crest_abilities:
        return [refusal("no-crest-ability", ability=Ident(ability))]
    errors = []
    if ability not in sticker_choices(campaign, family, content):
        crest = content.crest_abilities[ability]
        if crest.family is not f.color:
            errors.append(refusal("sticker-other-family", color=crest.family))
        elif f.has_sticker(ability):
            errors.append(refusal("sticker-taken", family=f.name))
        else:
            errors.append(refusal("sticker-not-yet"))
    if not 0 <= slot < len(f.crest):
        errors.append(refusal("crest-slot", slots=len(f.crest), last=len(f.crest) - 1))
    colors = recordable_colors(ability, content)
    if colors and color not in colors:
        errors.append(refusal("record-color", colors=tuple(colors)))
    if not colors and color is not None:
        errors.append(refusal("records-no-color"))
    return errors


def place_sticker(family: Family, sticker: CrestSticker, slot: int) -> Family:
    """Put a sticker into a top slot, covering the one there (which stops working)."""
    old = family.crest[slot]
    crest = family.crest[:slot] + (sticker,) + family.crest[slot + 1:]
    covered = family.covered + ((old,) if old is not None else ())
    return evolve(family, crest=crest, covered=covered)
