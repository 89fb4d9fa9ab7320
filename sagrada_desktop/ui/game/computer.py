"""Computer seats play at a visible pace: one action per timer tick, never blocking the window.

The pace comes from the Settings (milliseconds between two actions; 0 plays as fast as the
event loop allows, still one action per tick so the window stays responsive). A decision is
worked out on a worker thread (Hard searches for up to a tenth of a second), so the window keeps
painting and a drag keeps its highlight meanwhile; the action is played on the window's thread,
and only if the game is still where it was when the decision began.

A dialog that must be read before play goes on (an envelope opened during the game) holds the
driver with hold(); no computer acts until every hold is released (release()), whatever the
pace. Holds are separate from `paused` (the window's own pause), so closing the dialog never
undoes a pause set for another reason.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from sagrada_desktop.ai import ComputerPlayer, make_player
from sagrada_desktop.engine import GameState, legal_actions

from .session import GameSession


class _Decisions(QObject):
    """Carries every decision from the worker threads to the window's thread: one for the
    program, made on the window's thread and kept to the end. (A messenger per decision,
    also held by the worker's job, could be destroyed on the worker thread, and a QObject
    must be destroyed on its own thread.) Each driver takes only its own decision."""

    done = Signal(object, object)  # the state decided in, the action (or the error raised)


_DECISIONS: list[_Decisions] = []


def decisions() -> _Decisions:
    """The program's one messenger of decisions (made on first use, on the window's thread)."""
    if not _DECISIONS:
        _DECISIONS.append(_Decisions())
    return _DECISIONS[0]


class _Decision(QRunnable):
    def __init__(self, player: ComputerPlayer, state: GameState, decisions: _Decisions) -> None:
        super().__init__()
        self.player, self.state, self.decisions = player, state, decisions

    def run(self) -> None:
        try:
            action: object = self.player.choose(self.state)
        except Exception as exc:  # handed to the window's thread
            action = exc
        self.decisions.done.emit(self.state, action)


class ComputerDriver(QObject):
    thinking_changed = Signal(bool)

    def __init__(self, session: GameSession, pace_ms: int, seed: int = 0,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.pace_ms = pace_ms
        self.paused = False
        self._holds: set[object] = set()
        self._players: dict[int, ComputerPlayer] = {
            i: make_player(plan.kind, seed + i)
            for i, plan in enumerate(session.plans)
            if not plan.is_person and i not in session.remote
        }
        self._pending: GameState | None = None  # the state a decision is being worked out for
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)
        session.changed.connect(self.schedule)
        decisions().done.connect(self._play)  # every driver's: _play takes its own

    def play_seat(self, seat: int, kind: str) -> None:
        """A computer player of `kind` plays `seat` from now on (a seat its network guest
        left: ui/network/hosting.py)."""
        self._players[seat] = make_player(kind, self._session.state.setup.seed + seat)
        self.schedule()

    @property
    def waiting(self) -> bool:
        """A computer action is due (its time has not come, or it is being worked out)."""
        return self._timer.isActive() or self._pending is not None

    @property
    def thinking(self) -> bool:
        return self._pending is not None

    @property
    def held(self) -> bool:
        """A dialog is open that the game waits for."""
        return bool(self._holds)

    def hold(self, key: object) -> None:
        self._holds.add(key)
        self._timer.stop()

    def release(self, key: object) -> None:
        self._holds.discard(key)
        self.schedule()

    def set_paused(self, paused: bool) -> None:
        self.paused = paused
        if paused:
            self._timer.stop()
        else:
            self.schedule()

    def _stopped(self) -> bool:
        return self.paused or bool(self._holds)

    def schedule(self, *_changes: object) -> None:
        s = self._session.state
        if self._stopped() or s.is_over or s.active_seat not in self._players:
            self._timer.stop()
            return
        if not self._timer.isActive() and self._pending is None:
            self._timer.start(self.pace_ms)

    def _step(self) -> None:
        s = self._session.state
        player = self._players.get(s.active_seat)
        if self._stopped() or s.is_over or player is None or self._pending is not None:
            return
        self._pending = s
        job = _Decision(player, s, decisions())
        job.setAutoDelete(True)  # the pool deletes the job once it has run
        self.thinking_changed.emit(True)
        QThreadPool.globalInstance().start(job)

    def _play(self, state: GameState, action: object) -> None:
        if state is not self._pending:  # another driver's decision, or one given up
            return
        self._pending = None
        self.thinking_changed.emit(False)
        if state is not self._session.state or self._stopped():
            self.schedule()  # the game moved on meanwhile, or a dialog holds it: later
            return
        if isinstance(action, Exception):  # never leave the game stuck on a player's error
            action = legal_actions(state)[0]
        self._session.play(action)  # type: ignore[arg-type]
        self.schedule()
