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

__all__ = ["Changes", "Checkpoint", "PlayController", "Referee", "Refused", "Step", "Undo",
           "states_through"]
