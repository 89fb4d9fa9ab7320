"""Why Hard's pick was better, in one word of the game: which part of the seat's window it
judges higher after Hard's turn than after the turn played (a Public Objective, the Private
Objective, spaces kept open, the tools' point boxes and cards kept), as Hard's judge and leaf
count them. None when no part gains at least MIN_GAIN (the gain is in how the game went on:
what the others were left, what the next turns could do)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from attrs import frozen

from ..ai.heuristic import DEAD_SPACE, dead_spaces, resource_value
from ..ai.leaf import open_space_worth
from ..ai.progress import PROGRESS_RULES
from ..engine import Action, GameState, IllegalAction, apply, score_objective, score_private

MIN_GAIN = 0.5  # judged points a part must gain to be named as the reason

ReasonKind = Literal["objective", "private", "open-spaces", "tools"]


@frozen
class Reason:
    kind: ReasonKind
    objective: str = ""  # a Public Objective's id (kind "objective")


def reason_for(seen: GameState, seat: int, hard: Sequence[Action],
               played: Sequence[Action]) -> Reason | None:
    """What Hard's turn does better than the turn played, both from `seen` (the seat's
    observation at its draft)."""
    better = parts(_after(seen, hard), seat)
    worse = parts(_after(seen, played), seat)
    gains = [(better[k] - worse[k], k) for k in better]
    gain, key = max(gains, key=lambda g: g[0])
    if gain < MIN_GAIN:
        return None
    if key in ("private", "open-spaces", "tools"):
        return Reason(key)  # type: ignore[arg-type]
    return Reason("objective", key)


def parts(state: GameState, seat: int) -> dict[str, float]:
    """The judged parts of the seat's window: each Public Objective (its points so far and the
    partial credit of an unfinished one), the Private Objective (its points and what open
    spaces may still bring it), the open and dead spaces, the reserves (tools' point boxes,
    Tool Cards, Favor Tokens)."""
    own = state.seats[seat]
    window = own.window
    windows = [s.window for s in state.seats]
    dead = dead_spaces(window)
    out: dict[str, float] = {}
    for oid in state.objectives:
        credit = PROGRESS_RULES[oid](window)(window, dead) if oid in PROGRESS_RULES else 0.0
        out[oid] = score_objective(oid, windows)[seat] + credit
    open_worth = 0.0 if state.is_over else open_space_worth(window, None)
    private_worth = 0.0 if state.is_over else open_space_worth(window, own.private_objective)
    out["private"] = score_private(own.private_objective, window) + private_worth - open_worth
    out["open-spaces"] = open_worth - window.empty_count - DEAD_SPACE * len(dead)
    out["tools"] = resource_value(state, own)
    return out


def _after(state: GameState, actions: Sequence[Action]) -> GameState:
    for action in actions:
        try:
            state = apply(state, action)
        except IllegalAction:
            break
    return state
