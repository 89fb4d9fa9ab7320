"""One step of the current turn on the QUndoStack: the states before and after it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand

from sagrada_desktop.engine import Action, GameState

if TYPE_CHECKING:
    from .session import GameSession


class TurnStepCommand(QUndoCommand):
    """Drafting a die or using an ability or tool; undone by restoring the state before it."""

    def __init__(self, session: GameSession, before: GameState, after: GameState,
                 action: Action, text: str) -> None:
        super().__init__(text)
        self._session = session
        self.before = before
        self.after = after
        self.action = action

    def redo(self) -> None:
        self._session.restore(self.after, self.action)

    def undo(self) -> None:
        self._session.restore(self.before, None)
