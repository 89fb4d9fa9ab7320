"""What was done to the die in hand this turn (InHand.steps, the chain the hand panel shows):
data, worded by sagrada_desktop/wording. Tagged by `kind`, as saves store them."""

from __future__ import annotations

from typing import Literal

from attrs import frozen

from .die import Die
from .worded import Worded


@frozen
class EffectUsed(Worded):
    """The ability or tool `name` was used; the die is now `die`."""

    name: str
    die: Die
    kind: Literal["effect-used"] = "effect-used"


@frozen
class SwapMade(Worded):
    """Strife Tool III: `window_die` at (row, col) changed places with `pool_die`."""

    name: str
    window_die: Die
    row: int
    col: int
    pool_die: Die
    kind: Literal["swap-made"] = "swap-made"


Step = EffectUsed | SwapMade
STEP_TYPES: tuple[type, ...] = (EffectUsed, SwapMade)
