"""The game screen's header: the round, this round's snake-draft turn order and the notice
(whose turn it is, or why a move was refused)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from sagrada_desktop.ui.common.i18n import translate

from ..models.turn_order_model import TurnOrderModel
from ..session import GameSession
from ..table_sizes import notice_width
from .few_lines import FewLines
from .turn_strip import TurnStrip

REFUSED = "color: #ffb4a8;"  # a refusal's words (the words say it too: not by colour alone)


class Notice(FewLines):
    """The header's notice: two lines whatever it says (few_lines.FewLines); the status bar
    says it whole too."""

    def __init__(self) -> None:
        super().__init__(2)


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
        self.turn_order = TurnStrip(TurnOrderModel(session, self))
        self.turn_order.setObjectName("turnOrder")
        self.turn_order.setAccessibleName(translate("turn_header", "This round's snake-draft turn order"))
        row.addWidget(self.turn_order, 1)
        self.notice = Notice()
        self.notice.setObjectName("banner")
        self.notice.setAlignment(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
        row.addWidget(self.notice)

    def fit(self, width: int) -> None:
        """The notice holds two lines whatever it says, so nothing below it moves; the turn
        order has the same height, for two rows of chips when one is too narrow."""
        height = self.notice.fit_height(14)
        self.notice.setFixedWidth(notice_width(width))
        self.turn_order.setFixedHeight(height)

    def say(self, text: str, *, refused: bool = False) -> None:
        self.notice.setText(text)
        self.notice.setStyleSheet(REFUSED if refused else "")
