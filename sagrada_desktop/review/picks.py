"""A way a drafting turn was (or could have been) played, as data to word and show: the die
taken, the abilities and tools used on it, the die as it went in and where (or that it was
given up)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from attrs import frozen

from ..engine import (
    Action,
    Die,
    DraftDie,
    FillSpace,
    GameState,
    IllegalAction,
    LoseDie,
    UseAbility,
    UseToolCard,
    UseWindowTool,
    apply,
)

EffectKind = Literal["ability", "window-tool", "tool-card"]


@frozen
class EffectUse:
    """An ability (by id), a window tool (by its place on the window, from 0) or a Tool Card
    (by id) used on the die; `favor`: a Favor Token paid for the window tool."""

    kind: EffectKind
    ident: str
    favor: bool = False


@frozen
class Pick:
    actions: tuple[Action, ...]
    die: Die  # as drafted
    effects: tuple[EffectUse, ...]
    placed: Die | None  # the die as it filled its space; None: given up
    space: tuple[int, int] | None  # (row, col) from 0; None: given up

    @property
    def given_up(self) -> bool:
        return self.space is None


def effect_use(action: Action) -> EffectUse | None:
    if isinstance(action, UseAbility):
        return EffectUse("ability", action.ability_id)
    if isinstance(action, UseWindowTool):
        return EffectUse("window-tool", str(action.tool), action.favor)
    if isinstance(action, UseToolCard):
        return EffectUse("tool-card", action.card_id)
    return None


def pick_of(before: GameState, actions: Sequence[Action]) -> Pick:
    """The pick of a drafting turn played from `before` (its first action drafts a die). The
    die as placed is the one in hand before the fill, in the state the actions lead to; an
    action the state refuses ends the reading there (a planned turn that a re-roll spoilt)."""
    first = actions[0]
    if not isinstance(first, DraftDie):
        raise ValueError(f"a drafting turn starts with a draft, not {first!r}")
    state = before
    effects: list[EffectUse] = []
    placed: Die | None = None
    space: tuple[int, int] | None = None
    for action in actions:
        hand = state.in_hand
        if isinstance(action, FillSpace) and hand is not None:
            placed, space = hand.current, (action.row, action.col)
        elif not isinstance(action, DraftDie | LoseDie):
            use = effect_use(action)
            if use is not None:
                effects.append(use)
        try:
            state = apply(state, action)
        except IllegalAction:
            break
    return Pick(tuple(actions), first.die, tuple(effects), placed, space)
