"""The rules of Sagrada: Artisans, pure Python: no Qt, no files, no clock.

The public facade (documented in docs/engine.md): the window notation, colours and dice,
placement, flips, the snake draft, objective scoring, and the game itself:
new_game(setup) -> state, legal_actions(state), apply(state, action), final_scores(state),
and the Glory modules (Strife, Pioneer, Flourish, Rivalry) switched on by GameSetup.modules.

The facade imports each name's module when the name is first asked for (PEP 562): a program
that needs a window design does not pay for the rules of play, the Glory modules or the
objectives. `_WHERE` names the module of every public name; the imports under TYPE_CHECKING
say the same for the type checker (tests/test_lazy_packages.py checks that both agree).
"""

from __future__ import annotations

import sys
from types import ModuleType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .actions import (
        ACTION_TYPES,
        Action,
        ChooseFlourish,
        ConstructSpace,
        DraftDie,
        FillSpace,
        IllegalAction,
        LoseDie,
        UseAbility,
        UseToolCard,
        UseWindowTool,
    )
    from .broken_window import cross_out_broken_spaces
    from .cathedral import construction_options
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
    from .effect_choices import EffectChoice, effect_choices
    from .effects import (
        EFFECT_TYPES,
        STATE_EFFECT_TYPES,
        ChangeColor,
        ChangeValue,
        Effect,
        FlipValue,
        GrayPoolValue,
        GrayWindowValue,
        IgnoreAdjacency,
        Reroll,
        SetValue,
        SwapGray,
        ability_type,
        describe_effect,
        effect_options,
    )
    from .game import apply, legal_actions
    from .game_start import new_game
    from .glory.cards import GloryCards
    from .glory.flourish_cards import FlourishCard
    from .glory.flourish_patterns import (
        FlourishResult,
        flourish_complete,
        flourish_points,
        flourish_results,
    )
    from .glory.modules import Modules
    from .glory.pioneer_cards import PioneerCard
    from .glory.pioneer_collection import pioneer_points
    from .glory.pioneer_goals import pioneer_goal_met
    from .glory.strife_boards import (
        StrifeBoard,
        center_columns,
        strife_board_breaks,
    )
    from .glory.strife_placement import can_fill_on_board, placement_errors_on_board
    from .glory.strife_tool_choices import Swap
    from .legal_fills import fill_errors, fill_spaces
    from .notation import NotationError, format_window, parse_window
    from .objective_deal import dealable_objectives
    from .objectives import (
        BASE_OBJECTIVES,
        OBJECTIVES,
        RIVALRY_OBJECTIVES,
        STRIFE_OBJECTIVES,
        score_objective,
        score_private,
    )
    from .observation import determinize, observe
    from .placement import legal_spaces, placement_errors
    from .rescue import effect_of, way_to_place
    from .scoring import ScoreCard, TieBreak, TieRule, final_scores, placed_scores
    from .snake_draft import snake_order
    from .state import (
        ROUNDS,
        EnvelopeRules,
        GameSetup,
        GameState,
        InHand,
        SeatSetup,
        SeatState,
        Stage,
    )
    from .window import BROKEN, Broken, Space, Window

_MODULES: dict[str, tuple[str, ...]] = {
    "actions": (
        "ACTION_TYPES", "Action", "ChooseFlourish", "ConstructSpace", "DraftDie", "FillSpace",
        "IllegalAction", "LoseDie", "UseAbility", "UseToolCard", "UseWindowTool",
    ),
    "broken_window": ("cross_out_broken_spaces",),
    "cathedral": ("construction_options",),
    "color": ("PRIMARY_COLORS", "SECONDARY_COLORS", "STANDARD_COLORS", "Color"),
    "definitions": (
        "Ability", "PrivateObjective", "ToolCard", "Trigger", "WindowDesign", "WindowRule",
        "WindowTool",
    ),
    "die": ("Die", "flip"),
    "effect_choices": ("EffectChoice", "effect_choices"),
    "effects": (
        "EFFECT_TYPES", "STATE_EFFECT_TYPES", "ChangeColor", "ChangeValue", "Effect", "FlipValue",
        "GrayPoolValue", "GrayWindowValue", "IgnoreAdjacency", "Reroll", "SetValue", "SwapGray",
        "ability_type", "describe_effect", "effect_options",
    ),
    "game": ("apply", "legal_actions"),
    "game_start": ("new_game",),
    "glory.cards": ("GloryCards",),
    "glory.flourish_cards": ("FlourishCard",),
    "glory.flourish_patterns": (
        "FlourishResult", "flourish_complete", "flourish_points", "flourish_results",
    ),
    "glory.modules": ("Modules",),
    "glory.pioneer_cards": ("PioneerCard",),
    "glory.pioneer_collection": ("pioneer_points",),
    "glory.pioneer_goals": ("pioneer_goal_met",),
    "glory.strife_boards": ("StrifeBoard", "center_columns", "strife_board_breaks"),
    "glory.strife_placement": ("can_fill_on_board", "placement_errors_on_board"),
    "glory.strife_tool_choices": ("Swap",),
    "legal_fills": ("fill_errors", "fill_spaces"),
    "notation": ("NotationError", "format_window", "parse_window"),
    "objective_deal": ("dealable_objectives",),
    "objectives": (
        "BASE_OBJECTIVES", "OBJECTIVES", "RIVALRY_OBJECTIVES", "STRIFE_OBJECTIVES",
        "score_objective", "score_private",
    ),
    "observation": ("determinize", "observe"),
    "placement": ("legal_spaces", "placement_errors"),
    "rescue": ("effect_of", "way_to_place"),
    "scoring": ("ScoreCard", "TieBreak", "TieRule", "final_scores", "placed_scores"),
    "snake_draft": ("snake_order",),
    "state": (
        "ROUNDS", "EnvelopeRules", "GameSetup", "GameState", "InHand", "SeatSetup", "SeatState",
        "Stage",
    ),
    "window": ("BROKEN", "Broken", "Space", "Window"),
}
_WHERE: dict[str, str] = {name: module for module, names in _MODULES.items() for name in names}


def __getattr__(name: str) -> object:
    """A public name, imported from its module on first use and kept."""
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    # __import__ (not importlib.import_module), so that -X importtime shows each module
    value = getattr(__import__(f"{__name__}.{module}", fromlist=[name]), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_WHERE})


class _Facade(ModuleType):
    """The engine package: importing its submodule `effect_choices` does not hide the public
    function of the same name (as the eager `from .effect_choices import effect_choices` did not)."""

    def __setattr__(self, name: str, value: object) -> None:
        if name in _WHERE and isinstance(value, ModuleType):
            return
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Facade

__all__ = [
    "ACTION_TYPES", "BASE_OBJECTIVES", "dealable_objectives", "BROKEN", "EFFECT_TYPES", "OBJECTIVES", "PRIMARY_COLORS",
    "RIVALRY_OBJECTIVES", "ROUNDS", "SECONDARY_COLORS", "STANDARD_COLORS", "STRIFE_OBJECTIVES",
    "Ability", "Action", "Broken", "ChangeColor", "ChangeValue", "Color", "ConstructSpace", "Die",
    "DraftDie", "Effect", "EnvelopeRules", "FillSpace", "FlipValue", "GameSetup", "GameState",
    "IgnoreAdjacency", "IllegalAction", "InHand", "LoseDie", "NotationError", "PrivateObjective",
    "Reroll", "ScoreCard", "TieBreak", "TieRule", "SeatSetup", "SeatState", "SetValue", "Space", "Stage", "ToolCard",
    "Trigger", "UseAbility", "UseToolCard", "UseWindowTool", "Window", "WindowDesign",
    "WindowRule", "WindowTool", "ability_type", "apply", "construction_options",
    "cross_out_broken_spaces", "describe_effect", "effect_options", "fill_errors", "fill_spaces",
    "final_scores", "flip", "format_window", "legal_actions", "legal_spaces", "new_game",
    "placed_scores",
    "parse_window", "placement_errors", "score_objective", "score_private", "snake_order",
    # the Glory modules
    "GloryCards",
    "STATE_EFFECT_TYPES", "ChooseFlourish", "EffectChoice", "FlourishCard", "FlourishResult",
    "GrayPoolValue", "GrayWindowValue", "Modules", "PioneerCard", "StrifeBoard", "Swap",
    "SwapGray", "can_fill_on_board", "center_columns", "effect_choices", "flourish_complete",
    "flourish_points", "flourish_results", "pioneer_goal_met", "pioneer_points",
    "placement_errors_on_board", "strife_board_breaks", "way_to_place", "determinize", "observe", "effect_of",
]
