"""Computer seats play at a visible pace: one action per timer tick, never blocking the window.

The pace comes from the Settings (milliseconds between two actions; 0 plays as fast as the
event loop allows, still one action per tick so the window stays responsive).

A dialog that must be read before play goes on (an envelope opened during the game) holds the
driver with hold(); no computer acts until every hold is released (release()), whatever the
pace. Holds are separate from `paused` (the window's own pause), so closing the dialog never
undoes a pause set for another reason.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer

from sagrada_desktop.ai import ComputerPlayer, make_player

from .session import GameSession


class ComputerDriver(QObject):
    def __init__(self, session: GameSession, pace_ms: int, seed: int = 0,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.pace_ms = pace_ms
        self.paused = False
        self._holds: set[object] = set()
        self._players: dict[int, ComputerPlayer] = {
            i: make_player(plan.kind, seed + i)
            for i, plan in enumerate(session.plans) if not plan.is_person
        }
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)
        session.changed.connect(self.schedule)

    @property
    def waiting(self) -> bool:
        """A computer action is due."""
        return self._timer.isActive()

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

    def schedule(self, *_changes: object) -> None:
        s = self._session.state
        if self.paused or self._holds or s.is_over or s.active_seat not in self._players:
            self._timer.stop()
            return
        if not self._timer.isActive():
            self._timer.start(self.pace_ms)

    def _step(self) -> None:
        s = self._session.state
        player = self._players.get(s.active_seat)
        if self.paused or self._holds or s.is_over or player is None:
            return
        self._session.play(player.choose(s))
