"""Play below the screens: the controller that holds a game being played and carries out each
player intent as one step (no Qt here; the ui adapts it to signals and an undo stack)."""

from .changes import Changes
from .controller import (
    Checkpoint,
    PlayController,
    Referee,
    Refused,
    Step,
    Undo,
    states_through,
)
from .hot_seat import SharedScreen, at_turn

__all__ = ["Changes", "Checkpoint", "PlayController", "Referee", "Refused", "SharedScreen", "Step",
           "Undo", "at_turn", "states_through"]
