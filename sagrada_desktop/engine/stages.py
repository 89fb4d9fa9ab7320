"""The game's stages as module constants, and the refusal of a deed out of its step.

Python 3.11 hands out an Enum's members through its metaclass's attribute hooks (Stage.DRAFT
costs about five plain lookups), and the hot path reads them on every action.
"""

from __future__ import annotations

from .actions import IllegalAction
from .reasons import Deed, WrongStep
from .state import GameState, Stage

DRAFT, PLACE, CONSTRUCT, OVER, FLOURISH = (
    Stage.DRAFT, Stage.PLACE, Stage.CONSTRUCT, Stage.OVER, Stage.FLOURISH)


def need(state: GameState, stage: Stage, deed: Deed) -> None:
    """Refuse `deed` unless the game is at `stage`."""
    if state.stage is not stage:
        raise IllegalAction(WrongStep(deed, state.stage))
