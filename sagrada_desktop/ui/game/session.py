"""The game being played, for the screens: a thin Qt adapter over the play controller.

The controller (sagrada_desktop.play) holds the state, the action log and the undo policy and
carries out each intent as one step; this adapter turns a step into signals (one `changed`
with the step's change set) and puts undoable steps on a QUndoStack, whose commands hold the
controller's checkpoints.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from sagrada_desktop.engine import (
    Action,
    Die,
    GameState,
    UseAbility,
    UseToolCard,
    UseWindowTool,
)
from sagrada_desktop.play import Changes, Checkpoint, PlayController, Referee, Refused, Step, Undo
from sagrada_desktop.saves import SeatPlan

from .action_text import describe
from .undo_commands import TurnStepCommand


class GameSession(QObject):
    changed = Signal(object)      # the step's Changes (sagrada_desktop.play)
    refused = Signal(str)         # why an action was refused (the engine's words)
    turn_ended = Signal(int)      # the seat whose turn just ended
    game_over = Signal()
    # what Undo and Redo would do changed, besides undo_stack.indexChanged (a guest's host
    # said so: ui/network/guest_session.py)
    take_backs_changed = Signal()

    def __init__(self, state: GameState, plans: Sequence[SeatPlan],
                 actions: Sequence[Action] = (), parent: QObject | None = None, *,
                 referee: Referee | None = None) -> None:
        super().__init__(parent)
        if len(plans) != len(state.seats):
            raise ValueError(f"{len(state.seats)} seats but {len(plans)} seat plans")
        self.controller = PlayController(state, actions, referee)
        self.plans = tuple(plans)
        # seats played at another computer over the network (ui/network/): neither a person
        # at this screen nor a computer here
        self.remote: frozenset[int] = frozenset()
        # of those, the seats a computer plays at the other program (a guest's view of the
        # host's computer seats): worded as computers, never played here
        self.remote_computers: frozenset[int] = frozenset()
        self.undo_stack = QUndoStack(self)

    # --- reading ----------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self.controller.state

    @property
    def actions(self) -> list[Action]:
        return list(self.controller.actions)

    def is_person(self, seat: int) -> bool:
        """A person plays the seat at this screen."""
        return seat not in self.remote and self.plans[seat].is_person

    def played_elsewhere_by_person(self, seat: int) -> bool:
        """A person plays the seat at another computer (ui/network/)."""
        return seat in self.remote and seat not in self.remote_computers

    @property
    def active_is_person(self) -> bool:
        s = self.state
        return not s.is_over and self.is_person(s.active_seat)

    def legal(self) -> list[Action]:
        return self.controller.legal()

    def effect_actions(self) -> list[UseAbility | UseWindowTool | UseToolCard]:
        return self.controller.effect_actions()

    def drafting_state(self, die: Die) -> GameState | None:
        return self.controller.drafting_state(die)

    def drop_errors(self, die: Die, row: int, col: int) -> list[str]:
        """Why `die` (from the board, or the die in hand) may not fill (row, col) now."""
        return self.controller.drop_errors(die, row, col)

    def legal_cells(self, die: Die | None = None) -> frozenset[tuple[int, int]]:
        return self.controller.legal_cells(die)

    # --- acting -----------------------------------------------------------------------
    def play(self, action: Action) -> bool:
        """Apply one action; False (and `refused` with the reason) when it is not allowed."""
        try:
            step = self.controller.play(action)
        except Refused as exc:
            self.refused.emit(str(exc))
            return False
        self._took(step)
        return True

    def drop(self, die: Die, row: int, col: int) -> bool:
        """Draft `die` if it is not in hand yet, then fill (row, col): one step, all or
        nothing, one `changed`."""
        try:
            step = self.controller.drop(die, row, col)
        except Refused as exc:
            self.refused.emit(str(exc))
            return False
        self._took(step)
        return True

    def undo(self) -> None:
        """Take back the last step of this turn (nothing when there is none)."""
        self.undo_stack.undo()

    def redo(self) -> None:
        """Do again the step just taken back (nothing when there is none)."""
        self.undo_stack.redo()

    def take_backs(self) -> tuple[str | None, str | None]:
        """What Undo would take back and Redo do again, in words ("" unworded; None: nothing)."""
        stack = self.undo_stack
        return (stack.undoText() if stack.canUndo() else None,
                stack.redoText() if stack.canRedo() else None)

    def restore(self, checkpoint: Checkpoint) -> None:
        """Used by the undo stack: go to `checkpoint` (the turn's steps stay on the stack)."""
        self.broadcast(self.controller.restore(checkpoint))

    def _took(self, step: Step) -> None:
        if step.undo is Undo.KEEP:
            self.undo_stack.push(TurnStepCommand(self, step, describe(step.before.state,
                                                                      step.actions[-1])))
            return  # pushing a command redoes it: the command broadcasts the step
        self.undo_stack.clear()
        self.broadcast(step.changes)
        if step.turn_ended is not None:
            self.turn_ended.emit(step.turn_ended)
        if step.game_over:
            self.game_over.emit()

    def broadcast(self, changes: Changes) -> None:
        if changes:
            self.changed.emit(changes)
