"""The rules of Sagrada: Artisans, pure Python: no Qt, no files, no clock."""

from .color import PRIMARY_COLORS, SECONDARY_COLORS, STANDARD_COLORS, Color
from .definitions import (
    Ability,
    PrivateObjective,
    ToolCard,
    Trigger,
    WindowDesign,
    WindowRule,
    WindowTool,
)
from .die import Die, flip
from .effects import (
    ChangeColor,
    ChangeValue,
    Effect,
    FlipValue,
    IgnoreAdjacency,
    Reroll,
    SetValue,
    ability_type,
    describe_effect,
)
from .notation import NotationError, format_window, parse_window
from .placement import legal_spaces, placement_errors
from .window import BROKEN, Broken, Space, Window

__all__ = [
    "BROKEN", "PRIMARY_COLORS", "SECONDARY_COLORS", "STANDARD_COLORS",
    "Ability", "Broken", "ChangeColor", "ChangeValue", "Color", "Die", "Effect", "FlipValue",
    "IgnoreAdjacency", "NotationError", "PrivateObjective", "Reroll", "SetValue", "Space",
    "ToolCard", "Trigger", "Window", "WindowDesign", "WindowRule", "WindowTool",
    "ability_type", "describe_effect", "flip", "format_window", "legal_spaces",
    "parse_window", "placement_errors",
]
