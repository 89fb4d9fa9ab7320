"""A Flourish Card's pattern drawn as a small grid: A cells in gold glass, B cells in blue-gray
glass (any two different colours of dice make it), cells outside the pattern left open."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from sagrada_desktop.engine import FlourishCard
from sagrada_desktop.ui.common.content_words import card_name
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.theme import GOLD, GOLD_DARK, INK

CELL_COLORS = {"A": QColor(GOLD), "B": QColor("#7f9fb8")}


class FlourishPattern(QWidget):
    def __init__(self, card: FlourishCard, cell: int = 18, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card, self.cell = card, cell
        rows = card.pattern
        self.setFixedSize(self.sizeHint())
        self.setAccessibleName(translate("flourish_pattern", "{name} pattern: ").format(name=card_name(card)) + " / ".join(rows))
        self.setToolTip(translate("flourish_pattern", "A cells: dice of one colour; B cells: dice of another colour.\n")
                        + "\n".join(rows))

    def sizeHint(self) -> QSize:
        rows = self.card.pattern
        return QSize(max(len(r) for r in rows) * self.cell + 2, len(rows) * self.cell + 2)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont(p.font())
        font.setPixelSize(max(8, int(self.cell * 0.55)))
        font.setBold(True)
        p.setFont(font)
        c = self.cell
        for r, line in enumerate(self.card.pattern):
            for k, ch in enumerate(line):
                rect = QRectF(1 + k * c + 1, 1 + r * c + 1, c - 2, c - 2)
                if ch == ".":
                    p.setPen(QPen(QColor(GOLD_DARK), 1, Qt.PenStyle.DotLine))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.drawRoundedRect(rect, 3, 3)
                    continue
                p.setPen(QPen(QColor(INK), 1.2))
                p.setBrush(CELL_COLORS.get(ch, QColor(GOLD)))
                p.drawRoundedRect(rect, 3, 3)
                p.setPen(QColor(INK))
                p.drawText(rect, Qt.AlignmentFlag.AlignCenter, ch)
        p.end()
