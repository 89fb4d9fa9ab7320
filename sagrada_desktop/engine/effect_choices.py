"""An effect's choices in a game: effect_options for the effects that only need the die,
the game itself for the gray (Strife) effects."""

from __future__ import annotations

from .die import Die
from .effects import Effect, GrayPoolValue, GrayWindowValue, SwapGray, effect_options
from .glory.strife_tool_choices import (
    Swap,
    pool_gray_values,
    swap_options,
    window_gray_values,
)
from .state import GameState

EffectChoice = Die | Swap | None


def effect_choices(state: GameState, effect: Effect) -> list[EffectChoice]:
    """What using `effect` on the die in hand may do now, one entry per option index:
    the die it becomes, a Swap (Strife Tool III), or None (placement rule change, re-roll).
    Empty when the effect cannot be used now, or no die is in hand."""
    hand = state.in_hand
    if hand is None:
        return []
    if isinstance(effect, GrayWindowValue):
        return list(window_gray_values(state))
    if isinstance(effect, GrayPoolValue):
        return list(pool_gray_values(state))
    if isinstance(effect, SwapGray):
        return list(swap_options(state))
    return list(effect_options(effect, hand.current, hand.ignore_adjacency))
