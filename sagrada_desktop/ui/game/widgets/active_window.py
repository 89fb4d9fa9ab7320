"""The game screen's middle column: the active seat's window, large, with its window tools,
the hand panel (the die in hand, its abilities and tools) and, before round 1, the Flourish
choice."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from sagrada_desktop.ui.common.headings import heading

from ..models.window_model import WindowModel
from ..session import GameSession
from ..table_sizes import FLOURISH_CELL, hand_height
from ..views.grid_view import FitBox
from ..views.window_view import WindowView
from .flourish_choice import FlourishChoice
from .hand_panel import HandPanel
from .tools_strip import ToolsStrip


class ActiveWindow(QWidget):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(6)
        self.window_title = heading("")
        column.addWidget(self.window_title)
        self.window_model = WindowModel(session, session.state.active_seat, self)
        self.window_view = WindowView(self.window_model, large=True)
        self.window_view.setObjectName("activeWindow")  # a guide finds the parts by name
        self.window_box = FitBox(self.window_view)
        self.window_cell = self.window_view.min_cell
        column.addWidget(self.window_box, 1)
        self.tools = ToolsStrip()
        self.tools.setObjectName("windowTools")
        self.tools.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        column.addWidget(self.tools)
        self.hand = HandPanel(session)
        column.addWidget(self.hand)
        self.flourish_choice = FlourishChoice()
        self.flourish_choice.hide()
        column.addWidget(self.flourish_choice)

    def fit(self, height: int) -> None:
        """The tools strip holds two lines and the hand panel a share of the screen's height,
        whatever they show, so the window's spaces never move under the pointer."""
        self.tools.setFixedHeight(2 * self.tools.fontMetrics().lineSpacing() + 4)
        self.hand.setFixedHeight(hand_height(height))

    def while_flourish(self, flourish: bool) -> None:
        """Before round 1 nothing is dropped on the window: it may shrink for the Flourish
        Cards' words, and the hand panel gives way to the choice."""
        self.hand.setVisible(not flourish)
        small = FLOURISH_CELL if flourish else self.window_cell
        if self.window_view.min_cell != small:
            self.window_view.min_cell = small
            self.window_box.updateGeometry()
