"""A seat's window as stained glass in lead came. Dragging a die over it lights the legal
spaces; hovering a refused space says why (the engine's reasons); a drop asks the engine.

During a drag nothing is shown at the pointer (a window there would take the drag from the
view, common/drag_guard.py): what the space under the pointer says goes out as `hint`, for the
game screen's notice and the status bar. Every move is judged afresh at the pointer (no answer
rectangle lets Qt skip moves), so the space judged is always the space under the pointer."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDragLeaveEvent, QDragMoveEvent, QDropEvent, QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QWidget

from sagrada_desktop.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from sagrada_desktop.ui.common.reason_words import reason_words
from sagrada_desktop.ui.common.theme import LEAD

from ..delegates.space_delegate import SpaceDelegate
from ..mime import dragged_draft
from ..models.window_model import WindowModel
from .grid_view import GridView

DROP_HINT = QT_TRANSLATE_NOOP("window_view", "Drop to fill this space")


class WindowView(GridView):
    hint = Signal(str, bool)        # what the space under a drag says ("": none), refused?
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
        self.last_hint, self.last_refused = "", False

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
        if not index.isValid():  # the lead between or around the spaces
            model.set_hover(None)
            self._say("", refused=False)
            event.ignore()
            return
        model.set_hover((index.row(), index.column()))
        errors = model.hover_errors(index.row(), index.column())
        if errors:
            self._say(translate("window_view", "Not here: ") + reason_words(errors), refused=True)
            event.ignore()
        else:
            self._say(translate("window_view", DROP_HINT), refused=False)
            event.accept()

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        refused = self.last_refused
        self._end_drag()
        if not refused:  # the die left the window: "drop here" no longer holds (a refusal's
            self.hint.emit("", False)  # reason stays on show: a release there was refused)
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
        self.last_hint, self.last_refused = "", False

    def _say(self, text: str, *, refused: bool) -> None:
        if text != self.last_hint:
            self.last_hint, self.last_refused = text, refused
            self.hint.emit(text, refused)
