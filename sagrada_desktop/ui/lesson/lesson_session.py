"""The lesson's game session: a game session that asks the lesson before each of the person's
moves. A move the rules allow but the step on show does not ask for is refused with the
lesson's reason (the game's notice says it, as it says the rules' reasons), and the spaces
lit for a die are those the step asks for. The computer's moves are never the lesson's."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from sagrada_desktop.engine import Action, Die, DraftDie, FillSpace, GameState, Stage
from sagrada_desktop.lesson.progress import Lesson
from sagrada_desktop.play import Changes
from sagrada_desktop.saves import SeatPlan
from sagrada_desktop.ui.game.session import GameSession

from .lesson_words import refusal_words


class LessonSession(GameSession):
    def __init__(self, state: GameState, plans: Sequence[SeatPlan], lesson: Lesson,
                 actions: Sequence[Action] = (), parent: QObject | None = None) -> None:
        super().__init__(state, plans, actions, parent)
        self.lesson = lesson

    def broadcast(self, changes: Changes) -> None:
        """The lesson follows the game first, so every part of the screen that asks it about
        the new state (the lit spaces) hears the step now on show."""
        self.lesson.observe(self.state)
        super().broadcast(changes)

    def lesson_refusal(self, die: Die | None, action: Action | None = None) -> str:
        """Why the lesson refuses taking `die` (None: the die in hand) and then `action`
        ("" when it does not)."""
        s = self.state
        if die is not None and s.stage is Stage.DRAFT:
            why = self.lesson.refusal(s, DraftDie(die))
            if why is not None:
                return refusal_words(why)
            held = self.drafting_state(die)
            s = held if held is not None else s
        if action is not None:
            why = self.lesson.refusal(s, action)
            if why is not None:
                return refusal_words(why)
        return ""

    def play(self, action: Action) -> bool:
        why = self.lesson_refusal(None, action)
        if why:
            self.refused.emit(why)
            return False
        return super().play(action)

    def drop(self, die: Die, row: int, col: int) -> bool:
        why = self.lesson_refusal(die, FillSpace(row, col))
        if why:
            self.refused.emit(why)
            return False
        return super().drop(die, row, col)

    def drop_errors(self, die: Die, row: int, col: int) -> list[str]:
        errors = super().drop_errors(die, row, col)
        if errors:
            return errors
        why = self.lesson_refusal(die, FillSpace(row, col))
        return [why] if why else []

    def legal_cells(self, die: Die | None = None) -> frozenset[tuple[int, int]]:
        cells = super().legal_cells(die)
        return frozenset(c for c in cells if not self.lesson_refusal(die, FillSpace(*c)))
