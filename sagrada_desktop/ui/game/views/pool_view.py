"""The Cathedral Board: drag a die from it, or click it (or press Enter on it) to take it."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPoint, Qt, Signal
from PySide6.QtGui import QDrag, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QAbstractItemView, QApplication, QWidget

from sagrada_desktop.engine import Die
from sagrada_desktop.ui.common import pictures, settings
from sagrada_desktop.ui.common.drag_guard import run_drag
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.roles import Role
from sagrada_desktop.ui.common.svg_pictures import die_svg
from sagrada_desktop.ui.common.theme import PANEL

from ..delegates.pool_delegate import PoolDelegate
from ..models.pool_model import PoolModel
from .grid_view import GridView


class PoolView(GridView):
    """Qt's item views start a drag only from a selected item, and the board has no selection
    (a die is taken, not selected), so the view starts the drag itself: a press on a die that
    may be drafted, then a move past the platform's drag distance, drags that die."""

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
        self._press_pos: QPoint | None = None
        self._press_index = QPersistentModelIndex()
        self.setAccessibleName(translate("pool_view", "Cathedral Board"))
        self.setToolTip(translate("pool_view", "The Cathedral Board: drag a die onto your window, or click it to take it"))

    def _clicked(self, index: QModelIndex) -> None:
        die = index.data(Role.DIE)
        if isinstance(die, Die):
            self.die_chosen.emit(die)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            ix = self.currentIndex()
            if ix.isValid():
                self._clicked(ix)
                return
        super().keyPressEvent(event)

    # --- the mouse: press on a die, move, and the die is dragged --------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = self.indexAt(event.position().toPoint())
        draggable = (event.button() == Qt.MouseButton.LeftButton and index.isValid()
                     and bool(index.flags() & Qt.ItemFlag.ItemIsDragEnabled))
        self._press_pos = event.position().toPoint() if draggable else None
        self._press_index = QPersistentModelIndex(index) if draggable else QPersistentModelIndex()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press_pos is None or not event.buttons() & Qt.MouseButton.LeftButton:
            super().mouseMoveEvent(event)
            return
        moved = (event.position().toPoint() - self._press_pos).manhattanLength()
        if moved < QApplication.startDragDistance():
            return
        index = QModelIndex(self._press_index)  # type: ignore[call-overload]  # PySide6 converts a persistent index; its stubs omit it
        self._press_pos, self._press_index = None, QPersistentModelIndex()
        if index.isValid():
            self.setCurrentIndex(index)
            self._drag(index, self.model().supportedDragActions())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._press_pos, self._press_index = None, QPersistentModelIndex()
        super().mouseReleaseEvent(event)

    def startDrag(self, supported: Qt.DropAction) -> None:
        self._drag(self.currentIndex(), supported)

    def _drag(self, index: QModelIndex, supported: Qt.DropAction) -> None:
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
        run_drag(drag, supported, Qt.DropAction.CopyAction)
