"""Plain-English words for actions and effect choices, for buttons, undo steps and logs."""

from __future__ import annotations

from sagrada_desktop.engine import (
    Action,
    Die,
    GameState,
    IgnoreAdjacency,
    Reroll,
    Swap,
    UseAbility,
    UseToolCard,
    UseWindowTool,
    effect_choices,
    way_to_place,
)
from sagrada_desktop.engine.effects import Effect
from sagrada_desktop.play import states_through
from sagrada_desktop.ui.common.content_words import card_name, card_text, tool_name, tool_text
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.wording import action_label, labelled
from sagrada_desktop.wording import die_label as die_words
from sagrada_desktop.wording import swap_label as swap_words


def effect_of(state: GameState, action: UseAbility | UseWindowTool | UseToolCard
              ) -> tuple[str, Effect, str]:
    """(name, effect, card text) of the ability or tool an action uses."""
    seat = state.seats[state.active_seat]
    if isinstance(action, UseAbility):
        a = next(a for a in seat.abilities if a.id == action.ability_id)
        return card_name(a), a.effect, card_text(a)
    if isinstance(action, UseWindowTool):
        t = state.setup.window.tools[action.tool]
        w = state.setup.window
        return tool_name(w, t), t.effect, tool_text(w, t)
    c = next(c for c in seat.tool_cards if c.id == action.card_id)
    return card_name(c), c.effect, card_text(c)


def outcome(state: GameState, action: UseAbility | UseWindowTool | UseToolCard) -> str:
    """What the effect does to the die in hand: 'R3 → Y3', 'ignore adjacency', 're-roll',
    a Strife swap; ' (Favor Token)' when a Favor Token pays instead of a point box."""
    hand = state.in_hand
    assert hand is not None
    _, effect, _ = effect_of(state, action)
    paid = translate("action_text", " (Favor Token)") if isinstance(action, UseWindowTool) and action.favor else ""
    if isinstance(effect, IgnoreAdjacency):
        return translate("action_text", "fill a space touching no die") + paid
    if isinstance(effect, Reroll):
        return translate("action_text", "re-roll the die") + paid
    options = effect_choices(state, effect)
    chosen = options[action.option] if action.option < len(options) else None
    if isinstance(chosen, Swap):
        return swap_label(chosen) + paid
    return f"{die_label(hand.current)} → {die_label(chosen)}{paid}" if chosen else ""


def swap_label(swap: Swap) -> str:
    """'Swap gray 4 at row 2, column 3 with blue 5 on the board'."""
    return swap_words(swap.window_die, swap.row, swap.col, swap.pool_die)


def die_label(die: Die | None) -> str:
    return "" if die is None else die_words(die)


def named(name: str, words: str) -> str:
    """'Steady Hand: Blue 5 → Blue 6': an ability's or tool's name, then what it does (a
    full-width colon and no space in Chinese: 'Steady Hand：…'; wording.labelled)."""
    return labelled(name, words)


def describe(state: GameState, action: Action) -> str:
    """The action in words, as seen from the state it is applied to."""
    label = action_label(action)
    if label is not None or not isinstance(action, UseAbility | UseWindowTool | UseToolCard):
        return label or repr(action)
    name, _, _ = effect_of(state, action)
    return named(name, outcome(state, action))


def rescue_names(state: GameState) -> list[str]:
    """The names of the abilities and tools that would let the die in hand fill a space, in
    the order they would be used; [] when none can."""
    way = way_to_place(state) or ()
    return [effect_of(s, action)[0] for s, action in zip(states_through(state, way), way,
                                                         strict=False)
            if isinstance(action, UseAbility | UseWindowTool | UseToolCard)]


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
            words.append(named(name, outcome(s, action)))
    return translate("action_text", "{steps}.").format(
        steps=translate("action_text", "; then ").join(words))
