"""One step of the current turn on the QUndoStack: the controller's checkpoints before and
after it."""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand

from sagrada_desktop.play import Step

if TYPE_CHECKING:
    from .session import GameSession


class TurnStepCommand(QUndoCommand):
    """Drafting a die or using an ability or tool; undone by going back to the checkpoint
    before it. The step has already happened when it is pushed: the first redo only says so.

    The command holds its session weakly: the session owns the undo stack, which owns the
    commands, and a reference back would make a cycle that Python's garbage collector breaks
    in an order Qt does not survive (the stack's C++ side deletes the commands first).
    """

    def __init__(self, session: GameSession, step: Step, text: str) -> None:
        super().__init__(text)
        self._session = weakref.ref(session)
        self.step = step
        self._pushed = False

    def redo(self) -> None:
        session = self._session()
        if session is None:
            return
        if not self._pushed:  # push: the controller already took the step
            self._pushed = True
            session.broadcast(self.step.changes)
            return
        session.restore(self.step.after)

    def undo(self) -> None:
        session = self._session()
        if session is not None:
            session.restore(self.step.before)
