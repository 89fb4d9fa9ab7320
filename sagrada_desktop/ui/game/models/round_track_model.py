"""The round track: the 12 rounds, with the dice left over from each finished round."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from sagrada_desktop.engine import ROUNDS
from sagrada_desktop.play import Changes
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.roles import Role
from sagrada_desktop.wording import die_label, listed

from ..session import GameSession

Index = QModelIndex | QPersistentModelIndex


class RoundTrackModel(QAbstractListModel):
    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        session.changed.connect(self._on_changed)

    def _on_changed(self, changes: Changes) -> None:
        if changes.round_track or changes.turn:
            self.dataChanged.emit(self.index(0), self.index(ROUNDS - 1))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else ROUNDS

    def _status(self, row: int) -> str:
        s = self._session.state
        if row < len(s.round_track):
            return "done"
        return "current" if row + 1 == s.round and not s.is_over else "next"

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        row = index.row()
        s = self._session.state
        dice = s.round_track[row] if row < len(s.round_track) else ()
        if role == Qt.ItemDataRole.DisplayRole:
            return str(row + 1)
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            status = self._status(row)
            if status == "done":
                left = listed(die_label(d, lower=True) for d in dice) or translate("round_track_model", "none")
                return translate("round_track_model", "Round {v}: finished; dice left: {left}").format(v=row + 1, left=left)
            return translate("round_track_model", "Round {v}: {v2}").format(v=row + 1, v2=translate("round_track_model", 'being played') if status == 'current' else translate("round_track_model", 'to come'))
        if role == Role.DICE:
            return tuple(dice)
        if role == Role.STATUS:
            return self._status(row)
        return None
