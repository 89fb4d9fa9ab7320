"""The game screen's header: the round, this round's snake-draft turn order and the notice
(whose turn it is, or why a move was refused)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from sagrada_desktop.ui.common.i18n import translate

from ..delegates.strip_delegates import TurnChipDelegate
from ..models.turn_order_model import TurnOrderModel
from ..session import GameSession
from ..table_sizes import notice_width
from .list_strip import ListStrip

REFUSED = "color: #ffb4a8;"  # a refusal's words (the words say it too: not by colour alone)


class TurnHeader(QWidget):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        self.round_label = QLabel()
        self.round_label.setObjectName("title")
        row.addWidget(self.round_label)
        row.addSpacing(12)
        self.turn_order = ListStrip(TurnOrderModel(session, self), TurnChipDelegate(self), 42)
        self.turn_order.setAccessibleName(translate("turn_header", "This round's snake-draft turn order"))
        row.addWidget(self.turn_order, 1)
        self.notice = QLabel()
        self.notice.setObjectName("banner")
        self.notice.setWordWrap(True)
        self.notice.setAlignment(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
        row.addWidget(self.notice)

    def fit(self, width: int) -> None:
        """The notice holds two lines whatever it says, so nothing below it moves."""
        self.notice.ensurePolished()
        self.notice.setFixedHeight(2 * self.notice.fontMetrics().lineSpacing() + 14)
        self.notice.setFixedWidth(notice_width(width))

    def say(self, text: str, *, refused: bool = False) -> None:
        self.notice.setText(text)
        self.notice.setStyleSheet(REFUSED if refused else "")
