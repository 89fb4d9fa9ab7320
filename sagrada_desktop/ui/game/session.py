"""The game being played: the engine state, the actions taken, and the current turn's undo.

A thin controller: every rule question goes to the engine (apply, fill_errors, legal_actions).
Undo: drafting and each ability or tool use of the current turn can be undone (and redone)
until the die fills a space or is lost, like taking a die back at the table. A re-roll shows
a new face, so it cannot be undone: it clears the turn's undo history.
"""

from __future__ import annotations

from collections.abc import Sequence

from attrs import frozen
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from sagrada_desktop.engine import (
    Action,
    ChooseFlourish,
    ConstructSpace,
    Die,
    DraftDie,
    FillSpace,
    GameState,
    IllegalAction,
    LoseDie,
    Stage,
    UseAbility,
    UseToolCard,
    UseWindowTool,
    apply,
    fill_errors,
    fill_spaces,
    legal_actions,
    what_changed,
)

from .action_text import describe
from .undo_commands import TurnStepCommand

PERSON = "person"
COMPUTER_KINDS = ("easy", "medium", "hard", "greedy", "random")  # the last two: older saves


@frozen
class SeatPlan:
    """How a seat is played in this program: by a person or by a computer player."""

    kind: str = PERSON  # "person" or one of COMPUTER_KINDS

    @property
    def is_person(self) -> bool:
        return self.kind == PERSON


class GameSession(QObject):
    changed = Signal(object)      # frozenset[str] from engine.what_changed
    refused = Signal(str)         # why an action was refused (the engine's words)
    turn_ended = Signal(int)      # the seat whose turn just ended
    game_over = Signal()

    def __init__(self, state: GameState, plans: Sequence[SeatPlan],
                 actions: Sequence[Action] = (), parent: QObject | None = None) -> None:
        super().__init__(parent)
        if len(plans) != len(state.seats):
            raise ValueError(f"{len(state.seats)} seats but {len(plans)} seat plans")
        self._state = state
        self.plans = tuple(plans)
        self.actions: list[Action] = list(actions)
        self.undo_stack = QUndoStack(self)

    # --- reading ----------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self._state

    def is_person(self, seat: int) -> bool:
        return self.plans[seat].is_person

    @property
    def active_is_person(self) -> bool:
        return not self._state.is_over and self.is_person(self._state.active_seat)

    @property
    def person_count(self) -> int:
        return sum(1 for p in self.plans if p.is_person)

    def legal(self) -> list[Action]:
        return legal_actions(self._state)

    def effect_actions(self) -> list[UseAbility | UseWindowTool | UseToolCard]:
        return [a for a in self.legal() if isinstance(a, UseAbility | UseWindowTool | UseToolCard)]

    def drafting_state(self, die: Die) -> GameState | None:
        """The state as if `die` were in hand now: the current one if it is the die in hand,
        the state after drafting it if it may be drafted, None otherwise."""
        s = self._state
        if s.stage is Stage.PLACE and s.in_hand is not None and s.in_hand.die == die:
            return s
        if s.stage is Stage.DRAFT and die in s.pool:
            try:
                return apply(s, DraftDie(die))
            except IllegalAction:
                return None
        return None

    def drop_errors(self, die: Die, row: int, col: int) -> list[str]:
        """Why `die` (from the board, or the die in hand) may not fill (row, col) now."""
        s = self.drafting_state(die)
        if s is None:
            if self._state.stage is Stage.PLACE:
                return ["a die is already in hand this turn: place it first"]
            return [f"the {die.label} cannot be taken now ({self._state.stage.value} step)"]
        return fill_errors(s, row, col)

    def legal_cells(self, die: Die | None = None) -> frozenset[tuple[int, int]]:
        """The spaces of the active window the die (default: the die in hand) may fill."""
        s = self._state if die is None else self.drafting_state(die)
        if s is None:
            return frozenset()
        return frozenset((f.row, f.col) for f in fill_spaces(s))

    # --- acting -----------------------------------------------------------------------
    def play(self, action: Action) -> bool:
        """Apply one action; False (and `refused` with the engine's reason) when illegal."""
        before = self._state
        try:
            after = apply(before, action)
        except IllegalAction as exc:
            self.refused.emit(str(exc))
            return False
        if isinstance(action, FillSpace | LoseDie | ConstructSpace | ChooseFlourish):
            self.undo_stack.clear()
            self._commit(after, action)
            self.turn_ended.emit(before.active_seat)
            if after.is_over:
                self.game_over.emit()
            return True
        text = describe(before, action)
        self.undo_stack.push(TurnStepCommand(self, before, after, action, text))
        rerolled = (before.in_hand is not None and after.in_hand is not None
                    and before.in_hand.die != after.in_hand.die)
        if rerolled:
            self.undo_stack.clear()
        return True

    def drop(self, die: Die, row: int, col: int) -> bool:
        """Draft `die` if it is not in hand yet, then fill (row, col); all or nothing."""
        errors = self.drop_errors(die, row, col)
        if errors:
            self.refused.emit("; ".join(errors))
            return False
        if self._state.stage is Stage.DRAFT and not self.play(DraftDie(die)):
            return False
        return self.play(FillSpace(row, col))

    def restore(self, state: GameState, action: Action | None) -> None:
        """Used by the undo stack: go to `state`; `action` is re-logged on redo."""
        if action is None:
            if self.actions:
                self.actions.pop()
        else:
            self.actions.append(action)
        self._set(state)

    def _commit(self, state: GameState, action: Action) -> None:
        self.actions.append(action)
        self._set(state)

    def _set(self, state: GameState) -> None:
        before = self._state
        self._state = state
        changes = what_changed(before, state)
        if changes:
            self.changed.emit(changes)
