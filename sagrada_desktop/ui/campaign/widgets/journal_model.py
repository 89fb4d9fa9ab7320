"""The families' journals as a table: each window played, by whom, its score, place and
masterpiece name."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from sagrada_desktop.campaign import Family, JournalEntry
from sagrada_desktop.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from sagrada_desktop.ui.common.plural import place
from sagrada_desktop.wording import labelled

Index = QModelIndex | QPersistentModelIndex
HEADERS = (QT_TRANSLATE_NOOP("journal_model", "Window"), QT_TRANSLATE_NOOP("journal_model", "Family"),
           QT_TRANSLATE_NOOP("journal_model", "Member"), QT_TRANSLATE_NOOP("journal_model", "Score"),
           QT_TRANSLATE_NOOP("journal_model", "Place"),
           QT_TRANSLATE_NOOP("journal_model", "Masterpiece"))


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
            return translate("journal_model", HEADERS[section])
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        family, e = self.rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            values = (labelled(str(e.number), self.names.get(e.window, e.window)), family, e.member,
                      str(e.score.total), place(e.place),
                      e.masterpiece or translate("journal_model", "(unnamed)"))
            return values[index.column()]
        return None
