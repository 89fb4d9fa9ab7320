"""The rules of Sagrada: Artisans, pure Python: no Qt, no files, no clock.

The public facade (documented in docs/engine.md): the window notation, colours and dice,
placement, flips, the snake draft, objective scoring, and the game itself:
new_game(setup) -> state, legal_actions(state), apply(state, action), final_scores(state),
and the Glory modules (Strife, Pioneer, Flourish, Rivalry) switched on by GameSetup.modules.
"""

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
from .game import apply, fill_errors, fill_spaces, legal_actions, new_game
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
from .scoring import ScoreCard, final_scores
from .snake_draft import snake_order
from .state import ROUNDS, EnvelopeRules, GameSetup, GameState, InHand, SeatSetup, SeatState, Stage
from .window import BROKEN, Broken, Space, Window

__all__ = [
    "ACTION_TYPES", "BASE_OBJECTIVES", "dealable_objectives", "BROKEN", "EFFECT_TYPES", "OBJECTIVES", "PRIMARY_COLORS",
    "RIVALRY_OBJECTIVES", "ROUNDS", "SECONDARY_COLORS", "STANDARD_COLORS", "STRIFE_OBJECTIVES",
    "Ability", "Action", "Broken", "ChangeColor", "ChangeValue", "Color", "ConstructSpace", "Die",
    "DraftDie", "Effect", "EnvelopeRules", "FillSpace", "FlipValue", "GameSetup", "GameState",
    "IgnoreAdjacency", "IllegalAction", "InHand", "LoseDie", "NotationError", "PrivateObjective",
    "Reroll", "ScoreCard", "SeatSetup", "SeatState", "SetValue", "Space", "Stage", "ToolCard",
    "Trigger", "UseAbility", "UseToolCard", "UseWindowTool", "Window", "WindowDesign",
    "WindowRule", "WindowTool", "ability_type", "apply", "construction_options",
    "cross_out_broken_spaces", "describe_effect", "effect_options", "fill_errors", "fill_spaces",
    "final_scores", "flip", "format_window", "legal_actions", "legal_spaces", "new_game",
    "parse_window", "placement_errors", "score_objective", "score_private", "snake_order",
    # the Glory modules
    "GloryCards",
    "STATE_EFFECT_TYPES", "ChooseFlourish", "EffectChoice", "FlourishCard", "FlourishResult",
    "GrayPoolValue", "GrayWindowValue", "Modules", "PioneerCard", "StrifeBoard", "Swap",
    "SwapGray", "can_fill_on_board", "center_columns", "effect_choices", "flourish_complete",
    "flourish_points", "flourish_results", "pioneer_goal_met", "pioneer_points",
    "placement_errors_on_board", "strife_board_breaks", "way_to_place", "determinize", "observe", "effect_of",
]
