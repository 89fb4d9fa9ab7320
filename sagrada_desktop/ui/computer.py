"""Computer seats play at a visible pace: one action per timer tick, never blocking the window.

The pace comes from the Settings (milliseconds between two actions; 0 plays as fast as the
event loop allows, still one action per tick so the window stays responsive).
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

    def set_paused(self, paused: bool) -> None:
        self.paused = paused
        if paused:
            self._timer.stop()
        else:
            self.schedule()

    def schedule(self, *_changes: object) -> None:
        s = self._session.state
        if self.paused or s.is_over or s.active_seat not in self._players:
            self._timer.stop()
            return
        if not self._timer.isActive():
            self._timer.start(self.pace_ms)

    def _step(self) -> None:
        s = self._session.state
        player = self._players.get(s.active_seat)
        if self.paused or s.is_over or player is None:
            return
        self._session.play(player.choose(s))
