"""Plain-English words for actions and effect choices, for buttons, undo steps and logs."""

from __future__ import annotations

from sagrada_desktop.engine import (
    Action,
    ChooseFlourish,
    ConstructSpace,
    Die,
    DraftDie,
    FillSpace,
    GameState,
    IgnoreAdjacency,
    LoseDie,
    Reroll,
    Swap,
    UseAbility,
    UseToolCard,
    UseWindowTool,
    effect_choices,
    way_to_place,
)
from sagrada_desktop.engine.effects import Effect
from sagrada_desktop.engine.space_words import space_name
from sagrada_desktop.play import states_through


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
    """What the effect does to the die in hand: 'R3 → Y3', 'ignore adjacency', 're-roll',
    a Strife swap; ' (Favor Token)' when a Favor Token pays instead of a point box."""
    hand = state.in_hand
    assert hand is not None
    _, effect, _ = effect_of(state, action)
    paid = " (Favor Token)" if isinstance(action, UseWindowTool) and action.favor else ""
    if isinstance(effect, IgnoreAdjacency):
        return "fill a space touching no die" + paid
    if isinstance(effect, Reroll):
        return "re-roll the die" + paid
    options = effect_choices(state, effect)
    chosen = options[action.option] if action.option < len(options) else None
    if isinstance(chosen, Swap):
        return swap_label(chosen) + paid
    return f"{die_label(hand.current)} → {die_label(chosen)}{paid}" if chosen else ""


def swap_label(swap: Swap) -> str:
    """'Swap gray 4 at row 2, column 3 with blue 5 on the board'."""
    return (f"Swap {die_label(swap.window_die).lower()} at {space_name(swap.row, swap.col)} "
            f"with {die_label(swap.pool_die).lower()} on the board")


def die_label(die: Die | None) -> str:
    if die is None:
        return ""
    return f"{die.color.label} {die.value}"


def describe(state: GameState, action: Action) -> str:
    """The action in words, as seen from the state it is applied to."""
    if isinstance(action, DraftDie):
        return f"Draft the {die_label(action.die)}"
    if isinstance(action, FillSpace):
        return f"Fill {space_name(action.row, action.col)}"
    if isinstance(action, LoseDie):
        return "Give up the die (it fits nowhere)"
    if isinstance(action, ConstructSpace):
        return f"Construct the {die_label(action.die)} Cathedral space"
    if isinstance(action, ChooseFlourish):
        kept = sum(action.keep)
        return f"Keep {kept} of {len(action.keep)} Flourish Cards"
    name, _, _ = effect_of(state, action)
    return f"{name}: {outcome(state, action)}"


def rescue_words(state: GameState) -> str:
    """The steps that would let the die in hand fill a space ('Flower Seller's Ribbon: Blue 2 →
    Red 2'), or '' when none can (the engine searches the seat's abilities and tools)."""
    way = way_to_place(state)
    if not way:
        return ""
    words = []
    for s, action in zip(states_through(state, way), way, strict=False):
        if isinstance(action, UseAbility | UseWindowTool | UseToolCard):
            name = effect_of(s, action)[0]
            words.append(f"{name}: {outcome(s, action)}")
    return "; then ".join(words) + "."
