"""The Tool Box: its Capacity slots (filled from the start, for free by envelopes, or for
coins at the Market), and the choice of Tool Cards brought into a game (setup step 10)."""

from __future__ import annotations

from attrs import evolve

from ..engine.legacy_types import CampaignContent
from .families import Family


def starting_slots(content: CampaignContent) -> int:
    return sum(1 for slot in content.tool_box if slot.filled_at_start)


def next_slot_cost(family: Family, content: CampaignContent) -> int | None:
    """The coins the next empty slot costs; None when every slot is filled."""
    if family.tool_box_slots >= len(content.tool_box):
        return None
    return content.tool_box[family.tool_box_slots].cost


def expand_errors(family: Family, coins: int, content: CampaignContent) -> list[str]:
    cost = next_slot_cost(family, content)
    if cost is None:
        return ["every Tool Box Capacity slot is filled already"]
    if cost > coins:
        return [f"the next Tool Box Capacity slot costs {cost} coins; {family.name} has {coins}"]
    return []


def fill_free_slots(family: Family, count: int, content: CampaignContent) -> Family:
    """Fill up to `count` more slots at no cost (an envelope's grant)."""
    slots = min(len(content.tool_box), family.tool_box_slots + count)
    return evolve(family, tool_box_slots=slots)


def needs_choice(family: Family) -> bool:
    """A family owning more Tool Cards than its capacity chooses; otherwise it brings all."""
    return len(family.tools) > family.tool_box_slots


def bring_errors(family: Family, tools: tuple[str, ...]) -> list[str]:
    errors = []
    unknown = [t for t in tools if t not in family.tools]
    if unknown:
        errors.append(f"{family.name} does not own {', '.join(unknown)}")
    if len(set(tools)) != len(tools):
        errors.append("a Tool Card is brought at most once")
    if len(tools) > family.tool_box_slots:
        errors.append(f"the Tool Box holds {family.tool_box_slots} Tool Cards; "
                      f"{len(tools)} were chosen")
    return errors
