"""The Cathedral Board: drag a die from it, or click it (or press Enter on it) to take it."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPoint, Qt, Signal
from PySide6.QtGui import QDrag, QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QWidget

from sagrada_desktop.engine import Die

from .. import pictures, settings
from ..delegates.pool_delegate import PoolDelegate
from ..models.pool_model import PoolModel
from ..roles import Role
from ..svg_pictures import die_svg
from ..theme import PANEL
from .grid_view import GridView


class PoolView(GridView):
    die_chosen = Signal(object)  # the engine Die of the space clicked or entered

    def __init__(self, model: PoolModel, parent: QWidget | None = None) -> None:
        super().__init__(34, 72, parent)
        self.frame_px = 6
        self.setStyleSheet(f"QTableView {{ background: {PANEL}; border: 6px solid {PANEL}; }}")
        self.setModel(model)
        self.setItemDelegate(PoolDelegate(self))
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.clicked.connect(self._clicked)
        self.setAccessibleName("Cathedral Board")
        self.setToolTip("The Cathedral Board: drag a die onto your window, or click it to take it")

    def _clicked(self, index: QModelIndex) -> None:
        die = index.data(Role.DIE)
        if isinstance(die, Die):
            self.die_chosen.emit(die)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            ix = self.currentIndex()
            if ix.isValid():
                self._clicked(ix)
                return
        super().keyPressEvent(event)

    def startDrag(self, supported: Qt.DropAction) -> None:  # noqa: N802
        index = self.currentIndex()
        model = self.model()
        die = index.data(Role.DIE) if index.isValid() else None
        if not isinstance(die, Die) or not isinstance(model, PoolModel):
            return
        data = model.mimeData([index])
        if data is None:
            return
        drag = QDrag(self)
        drag.setMimeData(data)
        size = max(40, self.cell)
        drag.setPixmap(pictures.pixmap(die_svg(die.color, die.value, settings.shared().textures),
                                       size, size, self.devicePixelRatioF()))
        drag.setHotSpot(QPoint(size // 2, size // 2))
        drag.exec(supported, Qt.DropAction.CopyAction)
