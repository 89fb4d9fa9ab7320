"""Hot-seat privacy: between two people's turns the screen is covered; the next person's
Private Objective appears only after they confirm that they are at the screen."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from sagrada_desktop.ui.common.theme import BG


class HandOver(QWidget):
    confirmed = Signal(int)  # the seat that confirmed

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.seat = -1
        self.setAutoFillBackground(False)
        layout = QVBoxLayout(self)
        layout.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = QLabel()
        self.title.setObjectName("title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = QLabel()
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("primary")
        self.button.setMinimumWidth(320)
        self.button.clicked.connect(self._confirm)
        layout.addWidget(self.title)
        layout.addSpacing(8)
        layout.addWidget(self.text)
        layout.addSpacing(16)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        self.hide()

    @property
    def shown(self) -> bool:
        """Covering the screen (whether or not the screen itself is on display yet)."""
        return not self.isHidden()

    def ask(self, seat: int, name: str, previous: str | None) -> None:
        """`previous`: whose turn just ended, or None before anyone has played."""
        self.seat = seat
        self.title.setText(f"Pass the screen to {name}")
        before = (f"{previous}'s turn is over and their Private Objective is hidden."
                  if previous is not None else f"The game begins: {name} plays first.")
        self.text.setText(
            f"{before}\n"
            f"{name}, when you alone can see the screen, show your Private Objective.")
        self.button.setText(f"I am {name}: show my Private Objective")
        self.button.setAccessibleName(f"I am {name}: show my Private Objective")
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.raise_()
        self.show()
        self.button.setFocus()

    def _confirm(self) -> None:
        self.hide()
        self.confirmed.emit(self.seat)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        c = QColor(BG)
        c.setAlpha(245)
        p.fillRect(self.rect(), c)
        p.end()
