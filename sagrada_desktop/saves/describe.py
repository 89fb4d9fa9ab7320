"""Short plain-English names of actions, for error messages and summaries."""

from __future__ import annotations

from ..engine import (
    Action,
    ChooseFlourish,
    ConstructSpace,
    DraftDie,
    FillSpace,
    LoseDie,
    UseAbility,
    UseToolCard,
    UseWindowTool,
)
from ..wording import space_name


def describe_action(action: Action) -> str:
    """e.g. "draft R3", "fill row 2, column 4" (1-based, as players count), "use window
    tool 1 (option 0)"."""
    if isinstance(action, DraftDie):
        return f"draft {action.die}"
    if isinstance(action, FillSpace):
        return f"fill {space_name(action.row, action.col, 'en')}"
    if isinstance(action, LoseDie):
        return "lose the drafted die"
    if isinstance(action, ConstructSpace):
        return f"construct {action.die}"
    if isinstance(action, UseAbility):
        return f"use ability {action.ability_id!r} (option {action.option})"
    if isinstance(action, UseWindowTool):
        paid = " with a Favor Token" if action.favor else ""
        return f"use window tool {action.tool} (option {action.option}){paid}"
    if isinstance(action, UseToolCard):
        return f"use Tool Card {action.card_id!r} (option {action.option})"
    if isinstance(action, ChooseFlourish):
        words = ", ".join("keep" if k else "discard" for k in action.keep)
        return f"choose Flourish Cards ({words})"
    return repr(action)
