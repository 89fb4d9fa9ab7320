"""The families' journals as a table: each window played, by whom, its score, place and
masterpiece name."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from sagrada_desktop.campaign import Family, JournalEntry

Index = QModelIndex | QPersistentModelIndex
HEADERS = ("Window", "Family", "Member", "Score", "Place", "Masterpiece")
PLACES = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}


class JournalModel(QAbstractTableModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[tuple[str, JournalEntry]] = []
        self.names: Mapping[str, str] = {}

    def show(self, families: Sequence[Family], window_names: Mapping[str, str]) -> None:
        self.beginResetModel()
        self.names = dict(window_names)
        played = max((len(f.journal) for f in families), default=0)
        self.rows = [(f.name, f.journal[k]) for k in range(played) for f in families
                     if k < len(f.journal)]
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if (role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal
                and 0 <= section < len(HEADERS)):
            return HEADERS[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        family, e = self.rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            values = (f"{e.number}: {self.names.get(e.window, e.window)}", family, e.member,
                      str(e.score.total), PLACES.get(e.place, f"{e.place}th"),
                      e.masterpiece or "(unnamed)")
            return values[index.column()]
        return None
