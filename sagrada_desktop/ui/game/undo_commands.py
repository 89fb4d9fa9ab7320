"""One step of the current turn on the QUndoStack: the states before and after it."""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand

from sagrada_desktop.engine import Action, GameState

if TYPE_CHECKING:
    from .session import GameSession


class TurnStepCommand(QUndoCommand):
    """Drafting a die or using an ability or tool; undone by restoring the state before it.

    The command holds its session weakly: the session owns the undo stack, which owns the
    commands, and a reference back would make a cycle that Python's garbage collector breaks
    in an order Qt does not survive (the stack's C++ side deletes the commands first).
    """

    def __init__(self, session: GameSession, before: GameState, after: GameState,
                 action: Action, text: str) -> None:
        super().__init__(text)
        self._session = weakref.ref(session)
        self.before = before
        self.after = after
        self.action = action

    def redo(self) -> None:
        session = self._session()
        if session is not None:
            session.restore(self.after, self.action)

    def undo(self) -> None:
        session = self._session()
        if session is not None:
            session.restore(self.before, None)
