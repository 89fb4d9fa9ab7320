"""A window's printed design, as the journal shows it (printing.svg_art.window_svg)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from printing.svg_art import window_svg
from sagrada_desktop.engine import WindowDesign
from sagrada_desktop.ui.common import pictures, theme
from sagrada_desktop.ui.common.content_words import window_name
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.qt_names import ALIGN_CENTER


class WindowPreview(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._design: WindowDesign | None = None
        self._svg = ""
        self._aspect = 1.5
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        # the title's colour: a painter begun on the widget takes its pen from here (setPen's
        # overloads would make the Qt namespace's enums before the first paint, qt_names.py)
        self.setStyleSheet(f"color: {theme.GOLD};")

    def show_design(self, design: WindowDesign | None) -> None:
        self._design = design
        # the pattern alone: the name is painted in the theme's colours, readable on dark
        self._svg = window_svg(design.pattern) if design is not None else ""
        if design is not None:
            p = design.pattern
            self._aspect = (p.cols + 0.3) / (p.rows + 0.3)
            self.setAccessibleName(translate("window_preview", "Preview of the window {name}").format(name=window_name(design)))
        self.update()

    def sizeHint(self) -> QSize:
        # modest: the preview takes whatever height is left, and a page in a scroll area is
        # given its preferred height; a taller hint made the start page scroll at 1280x720
        return QSize(360, 200)

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._svg:
            return
        title = window_name(self._design) if self._design is not None else ""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont(theme.HEADING_FAMILY)
        font.setPointSizeF(15)
        p.setFont(font)
        title_h = p.fontMetrics().height() + 6
        w, h = self.width(), max(1, self.height() - title_h)
        dw: float
        dh: float
        if w / h > self._aspect:
            dw, dh = h * self._aspect, h
        else:
            dw, dh = w, w / self._aspect
        top = (h - dh) / 2  # the name right above the drawing, the two centred together
        p.drawText(QRectF(0, top, self.width(), title_h), ALIGN_CENTER, title)
        pictures.paint(p, QRectF((w - dw) / 2, top + title_h, dw, dh), self._svg)
        p.end()
