"""Can the drafted die still be placed? The rulebook: "If you're unable to fill a space with the
die you selected (even after using abilities), do not return the die to the Cathedral Board."
Before a die is given up, the seat's abilities, window tools and Tool Cards are searched for a
sequence that lets it fill a space.

Only choices the player makes count: a re-roll's result is a chance event (it is decided by the
generator in the state, which the player cannot see), so the search never uses one. The search
is bounded (MAX_STEPS effects in a row, MAX_STATES states in all), which covers every shipped
window's tools and abilities several times over.
"""

from __future__ import annotations

from .actions import Action, UseAbility, UseToolCard, UseWindowTool
from .effects import Effect, Reroll
from .game import apply, legal_actions
from .legal_fills import fill_spaces
from .state import GameState, Stage

MAX_STEPS = 6
MAX_STATES = 4000

EffectAction = UseAbility | UseWindowTool | UseToolCard


def effect_of(state: GameState, action: Action) -> Effect | None:
    """The effect an ability or tool action would use; None for other actions, or when the
    seat has no such ability or tool."""
    seat = state.seats[state.active_seat]
    if isinstance(action, UseAbility):
        return next((a.effect for a in seat.abilities if a.id == action.ability_id), None)
    if isinstance(action, UseWindowTool):
        tools = state.setup.window.tools
        return tools[action.tool].effect if 0 <= action.tool < len(tools) else None
    if isinstance(action, UseToolCard):
        return next((c.effect for c in seat.tool_cards if c.id == action.card_id), None)
    return None


def _choices(state: GameState) -> list[EffectAction]:
    out: list[EffectAction] = []
    for a in legal_actions(state):
        if isinstance(a, UseAbility | UseWindowTool | UseToolCard) and not isinstance(
                effect_of(state, a), Reroll):
            out.append(a)
    return out


def way_to_place(state: GameState) -> tuple[Action, ...] | None:
    """The shortest sequence of the seat's ability and tool uses after which the die in hand
    may fill a space (empty when it already may); None when no such sequence exists."""
    if state.stage is not Stage.PLACE or state.in_hand is None:
        return None
    if fill_spaces(state):
        return ()
    seen = {state}
    level: list[tuple[GameState, tuple[Action, ...]]] = [(state, ())]
    for _ in range(MAX_STEPS):
        following: list[tuple[GameState, tuple[Action, ...]]] = []
        for s, path in level:
            for action in _choices(s):
                after = apply(s, action)
                if after in seen:
                    continue
                if after.stage is Stage.PLACE and fill_spaces(after):
                    return (*path, action)
                seen.add(after)
                if len(seen) >= MAX_STATES:
                    return None
                if after.stage is Stage.PLACE:
                    following.append((after, (*path, action)))
        if not following:
            return None
        level = following
    return None
