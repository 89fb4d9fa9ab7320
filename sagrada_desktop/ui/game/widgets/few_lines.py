"""A label that shows at most a few lines, whatever it is told: a longer text shows its first
lines, the last ending in '…'; `text()`, the tooltip and the accessible name keep the whole of
it. Its height is fixed to those lines, so nothing below it moves when its words change (the
header's notice, the hand panel's words)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent, QTextLayout
from PySide6.QtWidgets import QLabel, QWidget


def few_lines(text: str, font: QFont, width: int, lines: int = 2) -> str:
    """`text` as wrapped at `width`, its last line ending in '…' when it needs more than
    `lines`."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    starts: list[int] = []
    while len(starts) <= lines:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        starts.append(line.textStart())
    layout.endLayout()
    if len(starts) <= lines:
        return text
    last = text[starts[lines - 1]:]
    return text[:starts[lines - 1]] + QFontMetrics(font).elidedText(
        last.replace("\n", " "), Qt.TextElideMode.ElideRight, width)


class FewLines(QLabel):
    def __init__(self, lines: int = 2, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lines = lines
        self._whole = ""
        self.setWordWrap(True)
        # no indent of Qt's own (a framed label indents its text by half an 'x'): the text is
        # drawn at the width few_lines measures, so a line more never hides under the frame
        self.setIndent(0)

    def setText(self, text: str) -> None:
        self._whole = text
        self._show()

    def text(self) -> str:
        return self._whole

    def shown(self) -> str:
        """What the label shows: the text, within its lines."""
        return super().text()

    def fit_height(self, extra: int = 0) -> int:
        """Fix the height to the lines (and `extra`, the frame's and padding's); the height."""
        self.ensurePolished()
        height = self.lines * self.fontMetrics().lineSpacing() + extra
        self.setFixedHeight(height)
        return height

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._show()

    def _show(self) -> None:
        self.ensurePolished()
        width = self.contentsRect().width() - 2 * max(self.margin(), 0)
        shown = few_lines(self._whole, self.font(), width, self.lines) if width > 0 else self._whole
        super().setText(shown)
        self.setToolTip(self._whole if shown != self._whole else "")
        self.setAccessibleName(self._whole)
