"""A joining program's game, for its game screen: the screen reads it as any game session (the
state is the seat's view from the host), and what its person does is sent to the host as an
intent instead of being played here. Only the host's next view changes the game."""

from __future__ import annotations

from collections.abc import Callable

from attrs import frozen
from PySide6.QtCore import QObject

from sagrada_desktop.engine import Action, Die, GameState
from sagrada_desktop.play import Changes, PlayController
from sagrada_desktop.saves import SeatPlan

from ..common.i18n import translate
from ..game.session import GameSession


@frozen
class TakeBackAsked:
    """Undo (back) or Redo asked of the host for the seat's own step of this turn."""

    back: bool = True


class GuestSession(GameSession):
    def __init__(self, view: GameState, seat: int, send: Callable[[object], None],
                 parent: QObject | None = None, *, computers: frozenset[int] = frozenset()
                 ) -> None:
        super().__init__(view, [SeatPlan()] * len(view.seats), parent=parent)
        self.seat = seat
        self.remote = frozenset(i for i in range(len(view.seats)) if i != seat)
        self.remote_computers = computers & self.remote  # the host's computer seats
        # an intent (Action), a drop ((die, row, col)) or a TakeBackAsked, to the host
        self._send = send
        self.waiting = False  # an intent was sent and its view has not come yet
        self._may = (False, False)  # what the host says this seat may undo, redo

    def seats_played(self, computers: frozenset[int]) -> None:
        """The host says again who plays each seat (a seat handed to a computer)."""
        computers = computers & self.remote
        if computers != self.remote_computers:
            self.remote_computers = computers
            every = frozenset(range(len(self.state.seats)))
            self.broadcast(Changes(windows=every, turn=True))  # the seat cards say it anew

    # --- Undo and Redo: asked of the host, which alone takes a step back ------------------
    def take_backs(self) -> tuple[str | None, str | None]:
        undo, redo = self._may
        return ("" if undo else None, "" if redo else None)

    def undo(self) -> None:
        if self._may[0] and self._ours():
            self.waiting = True
            self._send(TakeBackAsked(True))

    def redo(self) -> None:
        if self._may[1] and self._ours():
            self.waiting = True
            self._send(TakeBackAsked(False))

    def may_take_back(self, undo: bool, redo: bool) -> None:
        """The host's word after its latest view: what this seat may take back now."""
        if (undo, redo) != self._may:
            self._may = (undo, redo)
            self.take_backs_changed.emit()

    def play(self, action: Action) -> bool:
        if not self._ours():
            return False
        self.waiting = True
        self._send(action)
        return True

    def drop(self, die: Die, row: int, col: int) -> bool:
        if not self._ours():
            return False
        self.waiting = True
        self._send((die, row, col))
        return True

    def _ours(self) -> bool:
        s = self.state
        if s.is_over or s.active_seat != self.seat:
            self.refused.emit(translate("network", "It is not your turn."))
            return False
        if self.waiting:
            self.refused.emit(translate("network", "Waiting for the host."))
            return False
        return True

    def take_in(self, view: GameState) -> None:
        """The host's new view: the game as it is now."""
        before = self.state
        self.controller = PlayController(view)
        self.waiting = False
        if before.active_seat != view.active_seat or view.is_over:
            self.may_take_back(False, False)  # a new turn: nothing of it to take back yet
        self.broadcast(changed(before, view))
        if view.is_over and not before.is_over:
            self.game_over.emit()
        elif before.active_seat != view.active_seat or before.round != view.round:
            self.turn_ended.emit(before.active_seat)

    def not_taken(self, why: str) -> None:
        """The host refused the intent: the person may try again."""
        self.waiting = False
        self.refused.emit(why)


def changed(before: GameState, after: GameState) -> Changes:
    """What differs between two views (each read afresh from a message: compared by value)."""
    return Changes(
        windows=frozenset(i for i, (a, b) in enumerate(zip(before.seats, after.seats,
                                                           strict=True)) if a != b),
        pool=before.pool != after.pool, hand=before.in_hand != after.in_hand,
        cathedral=before.cathedral != after.cathedral,
        round_track=(before.round, before.start_seat, before.round_track)
        != (after.round, after.start_seat, after.round_track),
        turn=(before.stage, before.turn) != (after.stage, after.turn),
        opened=before.opened != after.opened,
        glory=(before.strife_board, before.strife_tool, before.pioneer_cards)
        != (after.strife_board, after.strife_tool, after.pioneer_cards))
