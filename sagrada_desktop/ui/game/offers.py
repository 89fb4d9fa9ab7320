"""Which of the engine's ability and tool uses the hand panel offers the person.

All of them, but one: a use that would only let the die "fill a space touching no die" (a
placement ability or tool) is not offered when no empty space of the window touches no die,
as it could place the die nowhere. The engine still allows it (a game saved with such a use
replays as it was played); the panel does not offer a button that can only waste a point box.
"""

from __future__ import annotations

from collections.abc import Sequence

from sagrada_desktop.engine import (
    GameState,
    IgnoreAdjacency,
    UseAbility,
    UseToolCard,
    UseWindowTool,
    fill_errors,
)
from sagrada_desktop.engine.reasons import MustTouchNoDie, SpaceBroken, SpaceFilled
from sagrada_desktop.play import Refused, states_through

from .action_text import effect_of

Use = UseAbility | UseWindowTool | UseToolCard


def space_touching_no_die(state: GameState, use: Use) -> bool:
    """After `use` (a placement use), is there an empty space of the window touching no die?"""
    try:
        after = states_through(state, [use])[-1]
    except Refused:
        return False
    w = after.seats[after.active_seat].window
    for r in range(w.rows):
        for c in range(w.cols):
            if not w.space(r, c).exists:
                continue
            errors = fill_errors(after, r, c)
            if not any(isinstance(e, MustTouchNoDie | SpaceFilled | SpaceBroken) for e in errors):
                return True
    return False


def offered(state: GameState, uses: Sequence[Use]) -> list[Use]:
    return [u for u in uses if not isinstance(effect_of(state, u)[1], IgnoreAdjacency)
            or space_touching_no_die(state, u)]
