"""The lesson's box of words: which lesson of how many, its title and text, why a move was
just refused, and Next, Skip and Leave the lesson."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.theme import GOLD, PANEL

REFUSED = "#ffb4a8"  # a refusal's words (they say "Not allowed": not by colour alone)
STYLE = (f"QFrame#lessonBox {{ background: {PANEL}; border: 2px solid {GOLD}; "
         "border-radius: 10px; }")


class LessonBox(QFrame):
    next_chosen = Signal()
    skip_chosen = Signal()
    leave_chosen = Signal()
    language_changed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("lessonBox")
        self.setStyleSheet(STYLE)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        column = QVBoxLayout(self)
        column.setContentsMargins(14, 10, 14, 10)
        column.setSpacing(6)
        self.count = QLabel()
        self.count.setObjectName("muted")
        self.title = QLabel()
        self.title.setObjectName("heading")
        self.title.setWordWrap(True)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.refused = QLabel()
        self.refused.setWordWrap(True)
        self.refused.setTextFormat(Qt.TextFormat.PlainText)
        self.refused.setStyleSheet(f"color: {REFUSED};")
        self.refused.hide()
        for w in (self.count, self.title, self.text, self.refused):
            column.addWidget(w)
        buttons = QHBoxLayout()
        buttons.setSpacing(6)
        self.leave = QPushButton()
        self.skip = QPushButton()
        self.next = QPushButton()
        self.next.setObjectName("primary")
        for b in (self.leave, self.skip, self.next):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # the game keeps its keys
        buttons.addWidget(self.leave)
        buttons.addStretch(1)
        buttons.addWidget(self.skip)
        buttons.addWidget(self.next)
        column.addLayout(buttons)
        self.leave.clicked.connect(self.leave_chosen)
        self.skip.clicked.connect(self.skip_chosen)
        self.next.clicked.connect(self.next_chosen)
        self._label_buttons()

    def _label_buttons(self) -> None:
        self.leave.setText(translate("lesson_box", "Leave the lesson"))
        self.leave.setToolTip(translate("lesson_box", "The game is kept: Learn to play brings "
                                                      "you back to this lesson"))
        self.skip.setText(translate("lesson_box", "Skip"))
        self.skip.setToolTip(translate("lesson_box", "Go on to the next lesson without this one"))

    def show_words(self, number: int, total: int, title: str, text: str, *, next_shown: bool,
                   next_ready: bool, last: bool) -> None:
        self.count.setText(translate("lesson_box", "Learn to play · lesson {number} of {total}")
                           .format(number=number, total=total))
        self.title.setText(title)
        self.text.setText(text)
        self.next.setText(translate("lesson_box", "Finish") if last
                          else translate("lesson_box", "Next"))
        self.next.setVisible(next_shown)
        self.next.setEnabled(next_ready)
        self.next.setToolTip(translate("lesson_box", "The next lesson (N)") if next_ready else
                             translate("lesson_box", "Next is offered once the game has reached "
                                                     "what this lesson speaks of"))
        self.skip.setVisible(not last)
        self.setAccessibleName(title)
        self.setAccessibleDescription(text)

    def say_refused(self, reason: str) -> None:
        """A move was just refused: its reason, until the game moves on."""
        self.refused.setText(reason)
        self.refused.setVisible(bool(reason))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._label_buttons()
            self.language_changed.emit()
