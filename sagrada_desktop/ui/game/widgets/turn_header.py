"""The game screen's header: the round, this round's snake-draft turn order and the notice
(whose turn it is, or why a move was refused)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent, QTextLayout
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from sagrada_desktop.ui.common.i18n import translate

from ..models.turn_order_model import TurnOrderModel
from ..session import GameSession
from ..table_sizes import notice_width
from .turn_strip import TurnStrip

REFUSED = "color: #ffb4a8;"  # a refusal's words (the words say it too: not by colour alone)


def two_lines(text: str, font: QFont, width: int) -> str:
    """`text` as wrapped at `width`, its second line ending in '…' when it needs more than two."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    starts: list[int] = []
    while len(starts) < 3:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        starts.append(line.textStart())
    layout.endLayout()
    if len(starts) < 3:
        return text
    second = text[starts[1]:]
    return text[:starts[1]] + QFontMetrics(font).elidedText(
        second.replace("\n", " "), Qt.TextElideMode.ElideRight, width)


class Notice(QLabel):
    """The header's notice: two lines whatever it says. A longer text shows its first two
    lines, the second ending in '…'; `text()`, the tooltip and the accessible name keep the
    whole of it (the status bar says it whole too)."""

    def __init__(self) -> None:
        super().__init__()
        self._whole = ""
        # no indent of Qt's own (a framed label indents its text by half an 'x'): the text is
        # drawn at the width two_lines measures, so a third line never hides under the frame
        self.setIndent(0)

    def setText(self, text: str) -> None:
        self._whole = text
        self._show()

    def text(self) -> str:
        return self._whole

    def shown(self) -> str:
        """What the notice shows: the text, within two lines."""
        return super().text()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._show()

    def _show(self) -> None:
        self.ensurePolished()
        width = self.contentsRect().width() - 2 * max(self.margin(), 0)
        shown = two_lines(self._whole, self.font(), width) if width > 0 else self._whole
        super().setText(shown)
        self.setToolTip(self._whole if shown != self._whole else "")
        self.setAccessibleName(self._whole)


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
        self.turn_order.setAccessibleName(translate("turn_header", "This round's snake-draft turn order"))
        row.addWidget(self.turn_order, 1)
        self.notice = Notice()
        self.notice.setObjectName("banner")
        self.notice.setWordWrap(True)
        self.notice.setAlignment(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
        row.addWidget(self.notice)

    def fit(self, width: int) -> None:
        """The notice holds two lines whatever it says, so nothing below it moves; the turn
        order has the same height, for two rows of chips when one is too narrow."""
        self.notice.ensurePolished()
        height = 2 * self.notice.fontMetrics().lineSpacing() + 14
        self.notice.setFixedHeight(height)
        self.notice.setFixedWidth(notice_width(width))
        self.turn_order.setFixedHeight(height)

    def say(self, text: str, *, refused: bool = False) -> None:
        self.notice.setText(text)
        self.notice.setStyleSheet(REFUSED if refused else "")
