"""The Tool Box: its Capacity slots (filled from the start, for free by envelopes, or for
coins at the Market), and the choice of Tool Cards brought into a game (setup step 10)."""

from __future__ import annotations

from attrs import evolve

from ..engine.legacy_types import CampaignContent
from .families import Family
from .refusals import Count, Refusal, refusal, tool_name


def starting_slots(content: CampaignContent) -> int:
    return sum(1 for slot in content.tool_box if slot.filled_at_start)


def next_slot_cost(family: Family, content: CampaignContent) -> int | None:
    """The coins the next empty slot costs; None when every slot is filled."""
    if family.tool_box_slots >= len(content.tool_box):
        return None
    return content.tool_box[family.tool_box_slots].cost


def expand_errors(family: Family, coins: int, content: CampaignContent) -> list[Refusal]:
    cost = next_slot_cost(family, content)
    if cost is None:
        return [refusal("tool-box-full")]
    if cost > coins:
        return [refusal("slot-costs", cost=Count(cost, "coin"), family=family.name,
                        coins=Count(coins, "coin"))]
    return []


def fill_free_slots(family: Family, count: int, content: CampaignContent) -> Family:
    """Fill up to `count` more slots at no cost (an envelope's grant)."""
    slots = min(len(content.tool_box), family.tool_box_slots + count)
    return evolve(family, tool_box_slots=slots)


def needs_choice(family: Family) -> bool:
    """A family owning more Tool Cards than its capacity chooses; otherwise it brings all."""
    return len(family.tools) > family.tool_box_slots


def bring_errors(family: Family, tools: tuple[str, ...], content: CampaignContent
                 ) -> list[Refusal]:
    errors = []
    names = {t: card.name for t, card in content.tools.items()}
    unknown = tuple(tool_name(t, names) for t in tools if t not in family.tools)
    if unknown:
        errors.append(refusal("tools-not-owned", family=family.name, tools=unknown))
    if len(set(tools)) != len(tools):
        errors.append(refusal("tool-twice"))
    if len(tools) > family.tool_box_slots:
        errors.append(refusal("too-many-tools", slots=Count(family.tool_box_slots, "tool-card"),
                              chosen=len(tools)))
    return errors
