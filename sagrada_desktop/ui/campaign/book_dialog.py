"""The campaign's book in its own window (Game > Campaign book…), so a family can look up its
Tool Cards, crest or the log in the middle of a game. It follows the campaign while shown, and
is written again, on the same page, when the language changes."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDialog, QPushButton, QVBoxLayout, QWidget

from sagrada_desktop.ui.common.dialog_size import fit_to_window
from sagrada_desktop.ui.common.i18n import translate, translators

from .campaign_session import CampaignSession
from .widgets.campaign_book import CampaignBook


class BookDialog(QDialog):
    def __init__(self, session: CampaignSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        self.session = session
        self.layout_ = QVBoxLayout(self)
        self.book = CampaignBook(session)
        self.layout_.addWidget(self.book, 1)
        self.close_button = QPushButton()
        self._language = translators().language
        self._words()
        self.close_button.clicked.connect(self.accept)
        self.layout_.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignRight)
        session.changed.connect(self._changed)
        # a share of the window it opens over (the screen without one): the tables and
        # Magic Squares larger on a large screen
        fit_to_window(self, (0.62, 0.85), QSize(880, 640), QSize(1200, 960))

    def _words(self) -> None:
        self.setWindowTitle(translate("book_dialog", "The campaign book"))
        self.close_button.setText(translate("book_dialog", "Close the book"))

    def changeEvent(self, event: QEvent) -> None:
        """A new language: the same page of the book, in its words."""
        if event.type() == QEvent.Type.LanguageChange \
                and translators().language != self._language:
            self._language = translators().language
            self._words()
            old = self.book
            self.book = CampaignBook(self.session)
            self.book.setCurrentIndex(old.currentIndex())
            self.layout_.replaceWidget(old, self.book)
            old.deleteLater()
            if self.isVisible():
                self.book.refresh()
        super().changeEvent(event)

    def _changed(self) -> None:
        if self.isVisible():
            self.book.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        self.book.refresh()
        super().showEvent(event)
