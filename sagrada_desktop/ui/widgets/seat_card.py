"""Another seat at the table: its name, who plays it, and its window in small."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from ..models.window_model import WindowModel
from ..session import GameSession
from ..views.grid_view import FitBox
from ..views.window_view import WindowView
from .tools_strip import ToolsStrip


class SeatCard(QFrame):
    def __init__(self, session: GameSession, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self._session = session
        self.seat = seat
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(3)
        self.name = QLabel()
        self.model = WindowModel(session, seat, self)
        self.view = WindowView(self.model, large=False)
        self.box = FitBox(self.view)
        self.tools = ToolsStrip()
        self.tools.setObjectName("muted")
        layout.addWidget(self.name)
        layout.addWidget(self.box, 1)
        layout.addWidget(self.tools)
        session.changed.connect(self.refresh)
        self.refresh()

    def refresh(self, *_changes: object) -> None:
        s = self._session.state
        seat = s.seats[self.seat]
        who = "person" if self._session.is_person(self.seat) else \
            f"computer ({self._session.plans[self.seat].kind})"
        turn = " — playing now" if not s.is_over and s.active_seat == self.seat else ""
        self.name.setText(f"<b>{seat.name}</b> <span style='color:#b9a98c'>{who}{turn}</span>")
        self.view.setAccessibleName(f"{seat.name}'s window")
        self.tools.show_seat(s, self.seat)
