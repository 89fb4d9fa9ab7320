"""A window's printed design, as the journal shows it (printing.svg_art.window_svg)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from printing.svg_art import window_svg
from sagrada_desktop.engine import WindowDesign

from .. import pictures


class WindowPreview(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._design: WindowDesign | None = None
        self._svg = ""
        self._aspect = 1.5
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def show_design(self, design: WindowDesign | None) -> None:
        self._design = design
        self._svg = window_svg(design) if design is not None else ""
        if design is not None:
            p = design.pattern
            self._aspect = (p.cols + 0.3) / (p.rows + 0.3)
            self.setAccessibleName(f"Preview of the window {design.name}")
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(360, 240)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        if not self._svg:
            return
        w, h = self.width(), self.height()
        if w / h > self._aspect:
            dw, dh = h * self._aspect, h
        else:
            dw, dh = w, w / self._aspect
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pictures.paint(p, QRectF((w - dw) / 2, (h - dh) / 2, dw, dh), self._svg)
        p.end()
