"""The drafted die, shown large; drag it onto a window space to fill it."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtGui import QDrag, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from sagrada_desktop.engine import Die, DraftDie
from sagrada_desktop.ui.common import pictures, settings
from sagrada_desktop.ui.common.drag_guard import run_drag
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.svg_pictures import die_svg, empty_die_svg
from sagrada_desktop.wording import color_name

from ..mime import encode


class DieHandle(QWidget):
    def __init__(self, size: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._die: Die | None = None       # as rolled (the drag payload names it)
        self._shown: Die | None = None     # as the abilities now treat it
        self._size = size
        self._press: QPoint | None = None
        self.draggable = False
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def show_die(self, rolled: Die | None, shown: Die | None, draggable: bool) -> None:
        self._die, self._shown, self.draggable = rolled, shown, draggable
        if shown is None:
            self.setAccessibleName(translate("die_handle", "No die in hand"))
            self.setToolTip("")
        else:
            self.setAccessibleName(translate("die_handle", "Die in hand: {label} {value}").format(label=color_name(shown.color), value=shown.value))
            self.setToolTip(translate("die_handle", "Drag this die onto a glowing space of your window")
                            if draggable else "")
        self.setCursor(Qt.CursorShape.OpenHandCursor if draggable
                       else Qt.CursorShape.ArrowCursor)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(self._size, self._size)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        d = self._shown
        svg = (die_svg(d.color, d.value, settings.shared().textures) if d is not None
               else empty_die_svg())
        pictures.paint(p, self.rect(), svg)
        p.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._press = event.position().toPoint()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if (self._press is None or not self.draggable or self._die is None
                or (event.position().toPoint() - self._press).manhattanLength() < 6):
            return
        self._press = None
        drag = QDrag(self)
        drag.setMimeData(encode(DraftDie(self._die)))
        drag.setPixmap(pictures.pixmap(
            die_svg(self._shown.color, self._shown.value, settings.shared().textures)
            if self._shown else empty_die_svg(), 56, 56, self.devicePixelRatioF()))
        drag.setHotSpot(QPoint(28, 28))
        run_drag(drag, Qt.DropAction.CopyAction)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._press = None
