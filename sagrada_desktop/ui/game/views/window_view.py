"""A seat's window as stained glass in lead came. Dragging a die over it lights the legal
spaces; hovering a refused space says why (the engine's reasons); a drop asks the engine."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPoint, Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDragLeaveEvent, QDragMoveEvent, QDropEvent, QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QToolTip, QWidget

from sagrada_desktop.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from sagrada_desktop.ui.common.reason_words import reason_words
from sagrada_desktop.ui.common.theme import LEAD

from ..delegates.space_delegate import SpaceDelegate
from ..mime import dragged_draft
from ..models.window_model import WindowModel
from .grid_view import GridView

DROP_HINT = QT_TRANSLATE_NOOP("window_view", "Drop to fill this space")


class WindowView(GridView):
    hint = Signal(str)              # what a hovered space says during a drag
    space_chosen = Signal(int, int)  # a click, or Enter on the keyboard cursor

    def __init__(self, model: WindowModel, *, large: bool, parent: QWidget | None = None) -> None:
        super().__init__(52 if large else 16, 140 if large else 30, parent)
        self.frame_px = 12 if large else 4
        self.setStyleSheet(f"QTableView {{ background: {LEAD}; border: {self.frame_px}px solid "
                           f"{LEAD}; border-radius: {self.frame_px}px; }}")
        self.setModel(model)
        self.setItemDelegate(SpaceDelegate(self))
        self.setAcceptDrops(large)
        self.viewport().setAcceptDrops(large)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DropOnly if large
                             else QAbstractItemView.DragDropMode.NoDragDrop)
        self.setDropIndicatorShown(False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if large else Qt.FocusPolicy.NoFocus)
        self.clicked.connect(self._clicked)
        self.last_hint = ""

    def window_model(self) -> WindowModel:
        model = self.model()
        assert isinstance(model, WindowModel)
        return model

    # --- clicks and keys ------------------------------------------------------------------
    def _clicked(self, index: QModelIndex) -> None:
        self.space_chosen.emit(index.row(), index.column())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            ix = self.currentIndex()
            if ix.isValid():
                self.space_chosen.emit(ix.row(), ix.column())
                return
        super().keyPressEvent(event)

    # --- drag and drop ----------------------------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        draft = dragged_draft(event.mimeData())
        if draft is None:
            event.ignore()
            return
        self.window_model().set_preview(draft.die)
        event.acceptProposedAction()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        model = self.window_model()
        index = self.indexAt(event.position().toPoint())
        if not index.isValid():
            model.set_hover(None)
            event.ignore()
            return
        model.set_hover((index.row(), index.column()))
        errors = model.hover_errors(index.row(), index.column())
        if errors:
            self._say(translate("window_view", "Not here: ") + reason_words(errors), event.position().toPoint())
            event.ignore(self.visualRect(index))
        else:
            self._say(translate("window_view", DROP_HINT), event.position().toPoint())
            event.accept(self.visualRect(index))

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        offered = self.last_hint == translate("window_view", DROP_HINT)
        self._end_drag()
        if offered:  # the die left the window: "drop here" no longer holds (a refusal's
            self.hint.emit("")  # reason stays on show)
        event.accept()

    def dropEvent(self, event: QDropEvent) -> None:
        index = self.indexAt(event.position().toPoint())
        model = self.window_model()
        ok = index.isValid() and model.drop_dragged(index.row(), index.column())
        self._end_drag()
        if ok:
            event.acceptProposedAction()
        else:
            event.ignore()

    def _end_drag(self) -> None:
        model = self.window_model()
        model.set_hover(None)
        model.set_preview(None)
        self.last_hint = ""
        QToolTip.hideText()

    def _say(self, text: str, pos: QPoint) -> None:
        if text != self.last_hint:
            self.last_hint = text
            self.hint.emit(text)
            QToolTip.showText(self.viewport().mapToGlobal(pos), text, self.viewport())
