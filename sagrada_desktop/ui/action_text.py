"""Plain-English words for actions and effect choices, for buttons, undo steps and logs."""

from __future__ import annotations

from sagrada_desktop.engine import (
    Action,
    ConstructSpace,
    Die,
    DraftDie,
    FillSpace,
    GameState,
    IgnoreAdjacency,
    LoseDie,
    Reroll,
    UseAbility,
    UseToolCard,
    UseWindowTool,
    effect_options,
)
from sagrada_desktop.engine.effects import Effect


def effect_of(state: GameState, action: UseAbility | UseWindowTool | UseToolCard
              ) -> tuple[str, Effect, str]:
    """(name, effect, card text) of the ability or tool an action uses."""
    seat = state.seats[state.active_seat]
    if isinstance(action, UseAbility):
        a = next(a for a in seat.abilities if a.id == action.ability_id)
        return a.name, a.effect, a.text
    if isinstance(action, UseWindowTool):
        t = state.setup.window.tools[action.tool]
        return t.name, t.effect, t.text
    c = next(c for c in seat.tool_cards if c.id == action.card_id)
    return c.name, c.effect, c.text


def outcome(state: GameState, action: UseAbility | UseWindowTool | UseToolCard) -> str:
    """What the effect does to the die in hand: 'R3 → Y3', 'ignore adjacency', 're-roll'."""
    hand = state.in_hand
    assert hand is not None
    _, effect, _ = effect_of(state, action)
    options = effect_options(effect, hand.current, hand.ignore_adjacency)
    if isinstance(effect, IgnoreAdjacency):
        return "fill a space touching no die"
    if isinstance(effect, Reroll):
        return "re-roll the die"
    chosen = options[action.option] if action.option < len(options) else None
    return f"{die_label(hand.current)} → {die_label(chosen)}" if chosen else ""


def die_label(die: Die | None) -> str:
    if die is None:
        return ""
    return f"{die.color.label} {die.value}"


def describe(state: GameState, action: Action) -> str:
    """The action in words, as seen from the state it is applied to."""
    if isinstance(action, DraftDie):
        return f"Draft the {die_label(action.die)}"
    if isinstance(action, FillSpace):
        return f"Fill row {action.row + 1}, column {action.col + 1}"
    if isinstance(action, LoseDie):
        return "Give up the die (it fits nowhere)"
    if isinstance(action, ConstructSpace):
        return f"Construct the {die_label(action.die)} Cathedral space"
    name, _, _ = effect_of(state, action)
    return f"{name}: {outcome(state, action)}"
