"""The campaign's book in its own window (Game > Campaign book…), so a family can look up its
Tool Cards, crest or the log in the middle of a game. It follows the campaign while shown."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QShowEvent
from PySide6.QtWidgets import QDialog, QPushButton, QVBoxLayout, QWidget

from .campaign_session import CampaignSession
from .widgets.campaign_book import CampaignBook


class BookDialog(QDialog):
    def __init__(self, session: CampaignSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("The campaign book")
        self.setObjectName("screen")
        self.session = session
        layout = QVBoxLayout(self)
        self.book = CampaignBook(session)
        layout.addWidget(self.book, 1)
        self.close_button = QPushButton("Close the book")
        self.close_button.clicked.connect(self.accept)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignRight)
        session.changed.connect(self._changed)
        screen = (parent.screen() if parent is not None else None) \
            or QGuiApplication.primaryScreen()
        room = screen.availableGeometry() if screen is not None else None
        width = min(880, room.width() - 40) if room is not None else 880
        height = min(640, room.height() - 60) if room is not None else 640
        self.resize(width, height)

    def _changed(self) -> None:
        if self.isVisible():
            self.book.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        self.book.refresh()
        super().showEvent(event)
