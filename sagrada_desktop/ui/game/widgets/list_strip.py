"""A horizontal, non-scrolling list view: the turn order and the round track."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtWidgets import QAbstractItemView, QFrame, QListView, QStyledItemDelegate, QWidget


class ListStrip(QListView):
    def __init__(self, model: QAbstractItemModel, delegate: QStyledItemDelegate, height: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(model)
        self.setItemDelegate(delegate)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFixedHeight(height)
        self.setSpacing(2)
        self.setResizeMode(QListView.ResizeMode.Adjust)
