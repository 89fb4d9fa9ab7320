"""This round's snake-draft turn order: each seat's two turns, and whose turn it is."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from sagrada_desktop.engine import Stage
from sagrada_desktop.play import Changes
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.roles import Role

from ..session import GameSession

Index = QModelIndex | QPersistentModelIndex


STATUS_WORDS = {"done": lambda: translate("turn_order_model", "done"),
                "current": lambda: translate("turn_order_model", "current"),
                "next": lambda: translate("turn_order_model", "next")}


class TurnOrderModel(QAbstractListModel):
    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        session.changed.connect(self._on_changed)

    def _on_changed(self, changes: Changes) -> None:
        if changes.turn or changes.round_track:
            n = self.rowCount()
            if n:
                self.dataChanged.emit(self.index(0), self.index(n - 1))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 2 * len(self._session.state.seats)

    def _status(self, row: int) -> str:
        s = self._session.state
        if s.stage is Stage.FLOURISH:  # Flourish Cards are chosen before round 1: no turn yet
            return "next"
        if s.is_over or row < s.turn:
            return "done"
        return "current" if row == s.turn else "next"

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        s = self._session.state
        seat = s.turn_order[index.row()]
        name = s.seats[seat].name
        if role == Qt.ItemDataRole.DisplayRole:
            return name
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            half = (translate("turn_order_model", "first") if index.row() < len(s.seats)
                    else translate("turn_order_model", "second"))
            return translate("turn_order_model", "Turn {v}: {name}'s {half} turn ({v2})").format(v=index.row() + 1, name=name, half=half, v2=STATUS_WORDS[self._status(index.row())]())
        if role == Role.SEAT:
            return seat
        if role == Role.STATUS:
            return self._status(index.row())
        return None
