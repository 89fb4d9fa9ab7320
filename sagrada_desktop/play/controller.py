"""The game being played, below any screen: the engine state, the action log, the current
turn's checkpoints (the undo policy), and one atomic step per player intent.

Every rule question goes to the engine (apply, fill_errors, fill_spaces, legal_actions); each
action is applied once, here. A step either happens whole or not at all, and says what it
changed in one typed change set.

Undo: drafting and each ability or tool use of the current turn can be undone (and redone)
until the die fills a space or is lost, like taking a die back at the table. A re-roll shows
a new face, so it cannot be undone: nothing before it can be taken back either.

A referee (the campaign) may be asked before a turn is over: it sees the whole log and the
state after the turn, and may refuse it; then the turn's last action does not happen.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import Protocol

from attrs import frozen

from ..engine import (
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
)
from ..engine.reasons import Reason
from ..wording import reasons_text
from .changes import Changes

TURN_ENDING = (FillSpace, LoseDie, ConstructSpace, ChooseFlourish)


class Undo(Enum):
    """What a step does to the turn's undo history."""

    KEEP = "keep"    # the step can be undone (drafting, an ability or a tool without a re-roll)
    CLEAR = "clear"  # nothing up to here can be undone (the turn ended, or a die was re-rolled)


@frozen
class Checkpoint:
    """A moment of the game to go back (or forward) to: its state and its action log."""

    state: GameState
    actions: tuple[Action, ...]


@frozen
class Step:
    """One player intent carried out: what was done, where it went from and to, what changed."""

    actions: tuple[Action, ...]
    before: Checkpoint
    after: Checkpoint
    changes: Changes
    undo: Undo
    turn_ended: int | None = None  # the seat whose turn this step ended
    game_over: bool = False


class Refused(Exception):
    """A step the rules (or the referee) do not allow now; the message says why."""


class Referee(Protocol):
    def turn_over(self, actions: tuple[Action, ...], state: GameState) -> str | None:
        """The whole log and the state after a finished turn: a reason to refuse it, or None."""
        ...


class PlayController:
    def __init__(self, state: GameState, actions: Sequence[Action] = (),
                 referee: Referee | None = None) -> None:
        self._now = Checkpoint(state, tuple(actions))
        self.referee = referee
        # the last die asked about: (state, die, the state after drafting it, or why not)
        self._drafted: tuple[GameState, Die, GameState | None, tuple[Reason, ...]] | None = None

    # --- reading ----------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self._now.state

    @property
    def actions(self) -> tuple[Action, ...]:
        return self._now.actions

    @property
    def checkpoint(self) -> Checkpoint:
        return self._now

    def legal(self) -> list[Action]:
        return legal_actions(self.state)

    def effect_actions(self) -> list[UseAbility | UseWindowTool | UseToolCard]:
        return [a for a in self.legal() if isinstance(a, UseAbility | UseWindowTool | UseToolCard)]

    def drafting_state(self, die: Die) -> GameState | None:
        """The state as if `die` were in hand now: the current one if it is the die in hand,
        the state after drafting it if it may be drafted, None otherwise. Remembered for the
        current state and die, so a drag's hovers and its drop draft the die once."""
        s = self.state
        if s.stage is Stage.PLACE and s.in_hand is not None and s.in_hand.die == die:
            return s
        return self._draft(die)[0]

    def _draft(self, die: Die) -> tuple[GameState | None, tuple[Reason, ...]]:
        """The state after drafting `die` now, or the engine's reasons why it cannot be."""
        s = self.state
        if self._drafted is None or self._drafted[0] is not s or self._drafted[1] != die:
            try:
                self._drafted = (s, die, apply(s, DraftDie(die)), ())
            except IllegalAction as exc:
                self._drafted = (s, die, None, exc.reasons)
        return self._drafted[2], self._drafted[3]

    def drop_errors(self, die: Die, row: int, col: int) -> list[str]:
        """Why `die` (from the board, or the die in hand) may not fill (row, col) now."""
        s = self.drafting_state(die)
        if s is None:
            return self._not_now(die)
        return reasons_text(fill_errors(s, row, col))

    def legal_cells(self, die: Die | None = None) -> frozenset[tuple[int, int]]:
        """The spaces of the active window the die (default: the die in hand) may fill."""
        s = self.state if die is None else self.drafting_state(die)
        if s is None:
            return frozenset()
        return frozenset((f.row, f.col) for f in fill_spaces(s))

    def _not_now(self, die: Die) -> list[str]:
        """Why `die` cannot be taken now, in the engine's reasons (worded by the wording)."""
        return reasons_text(self._draft(die)[1])

    # --- acting -----------------------------------------------------------------------
    def play(self, action: Action) -> Step:
        """Apply one action (raises Refused with the engine's or the referee's reason)."""
        try:
            after = apply(self.state, action)
        except IllegalAction as exc:
            raise Refused(str(exc)) from exc
        return self._step((action,), after)

    def drop(self, die: Die, row: int, col: int) -> Step:
        """Draft `die` if it is not in hand yet, then fill (row, col): one step, all or
        nothing (raises Refused with the reasons, and nothing is drafted)."""
        drafted = self.drafting_state(die)
        if drafted is None:
            raise Refused("; ".join(self._not_now(die)))
        try:
            after = apply(drafted, FillSpace(row, col))
        except IllegalAction as exc:
            raise Refused(str(exc)) from exc
        taken: tuple[Action, ...] = () if drafted is self.state else (DraftDie(die),)
        return self._step((*taken, FillSpace(row, col)), after)

    def restore(self, checkpoint: Checkpoint) -> Changes:
        """Go back (undo) or forward (redo) to a checkpoint of the current turn."""
        before = self.state
        self._now = checkpoint
        return Changes.between(before, checkpoint.state)

    def _step(self, actions: tuple[Action, ...], after: GameState) -> Step:
        before = self._now
        now = Checkpoint(after, before.actions + actions)
        last = actions[-1]
        if isinstance(last, TURN_ENDING):
            if self.referee is not None:
                why = self.referee.turn_over(now.actions, after)
                if why is not None:
                    raise Refused(why)
            undo, ended = Undo.CLEAR, before.state.active_seat
        else:
            hand, new = before.state.in_hand, after.in_hand
            rerolled = hand is not None and new is not None and hand.die != new.die
            undo, ended = (Undo.CLEAR if rerolled else Undo.KEEP), None
        self._now = now
        return Step(actions, before, now, Changes.between(before.state, after), undo,
                    ended, ended is not None and after.is_over)


def states_through(state: GameState, actions: Sequence[Action]) -> list[GameState]:
    """The state before each of `actions` and after the last, for words that preview a way
    (the rescue hint): nothing is played (raises Refused when an action is not allowed)."""
    out = [state]
    for action in actions:
        try:
            out.append(apply(out[-1], action))
        except IllegalAction as exc:
            raise Refused(str(exc)) from exc
    return out
