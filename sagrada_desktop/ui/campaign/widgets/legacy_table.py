"""The Legacy Points table: each family's points per window, the Magic Square's Color
Collections and the total, most renowned family first (campaign.standings)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from sagrada_desktop.campaign import Standing
from sagrada_desktop.content.reference_checks import CAMPAIGN_WINDOWS
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.theme import GOLD_DARK, INK, PARCHMENT
from sagrada_desktop.ui.common.tie_lines import tie_lines
from sagrada_desktop.wording import tie_break_text

Index = QModelIndex | QPersistentModelIndex
WINDOWS = CAMPAIGN_WINDOWS
TABLE_STYLE = (
    f"QTableView {{ background: {PARCHMENT}; color: {INK}; border: 2px solid {GOLD_DARK};"
    f" border-radius: 8px; gridline-color: #d9cbb0; font-size: 11pt; }}"
    f"QHeaderView::section {{ background: #e9dcc0; color: {INK}; font-weight: bold;"
    f" border: none; padding: 4px; }}"
    f"QTableCornerButton::section {{ background: #e9dcc0; border: none; }}")


class LegacyTableModel(QAbstractTableModel):
    def __init__(self, rows: Sequence[Standing] = (), played: int = 0,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows = tuple(rows)
        self.played = played

    def set_rows(self, rows: Sequence[Standing], played: int) -> None:
        self.beginResetModel()
        self.rows, self.played = tuple(rows), played
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else WINDOWS + 4

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self.columnCount():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if section == 0:
                return "#"
            if section == 1:
                return translate("legacy_table", "Family")
            if section == WINDOWS + 2:
                return translate("legacy_table", "Magic")
            if section == WINDOWS + 3:
                return translate("legacy_table", "Total")
            return str(section - 1)
        if role == Qt.ItemDataRole.ToolTipRole:
            if section == WINDOWS + 2:
                return translate("legacy_table", "Color Collections of the Magic Square, scored at the end of the campaign")
            if 2 <= section < WINDOWS + 2:
                return translate("legacy_table", "Legacy Points gained during window {v}").format(v=section - 1)
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        row = self.rows[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                return str(row.rank)
            if col == 1:
                return row.name
            if col == WINDOWS + 2:
                return str(row.magic_square) if row.magic_square else ""
            if col == WINDOWS + 3:
                return str(row.legacy_points)
            window = col - 2
            return str(row.by_window[window]) if window < self.played else ""
        if role == Qt.ItemDataRole.ToolTipRole and col in (0, 1, WINDOWS + 3):
            return tie_break_text(row.tie_break) or None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter) if col != 1 else None
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return translate("legacy_table", "{rank}. {name}: {legacy_points} Legacy Points").format(rank=row.rank, name=row.name, legacy_points=row.legacy_points)
        return None


FAMILY_WIDTH = 220  # the family names' column grows to this on a wide table, no further


class LegacyTableView(QTableView):
    """Every column at least as wide as its header and cells; on a wide table the family names
    get up to FAMILY_WIDTH and the window, Magic and Total columns share the rest evenly (not
    a wall-wide name column beside squeezed numbers). Narrower than its contents, it scrolls."""

    def fit_columns(self) -> None:
        header = self.horizontalHeader()
        count = header.count()
        if count == 0:
            return
        widths = [max(header.sectionSizeHint(c), self.sizeHintForColumn(c)) for c in range(count)]
        spare = self.viewport().width() - sum(widths)
        if spare > 0:
            gain = min(spare, max(0, FAMILY_WIDTH - widths[1])) if count > 1 else spare
            widths[min(1, count - 1)] += gain
            spare -= gain
            if count > 2:
                level = _even_level(widths[2:], spare)
                raised = [c for c in range(2, count) if widths[c] < level]
                for c in raised:
                    spare -= level - widths[c]
                    widths[c] = level
                for c in raised[:spare]:  # what cannot be shared evenly: a pixel each
                    widths[c] += 1
                    spare -= 1
            widths[min(1, count - 1)] += spare
        for c, width in enumerate(widths):
            header.resizeSection(c, width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_columns()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit_columns()


def _even_level(needs: list[int], spare: int) -> int:
    """The width the narrower number columns are raised to with `spare` pixels: as even as
    the room allows, none narrower than it needs."""
    level = min(needs)
    for k, need in enumerate(sorted(needs)):
        wider = sorted(needs)[k + 1] if k + 1 < len(needs) else None
        room = (sum(sorted(needs)[:k + 1]) + spare) // (k + 1)
        if wider is None or room <= wider:
            return max(need, room)
        level = wider
    return level


def legacy_table_view(model: LegacyTableModel, parent: QWidget | None = None) -> LegacyTableView:
    view = LegacyTableView(parent)
    view.setModel(model)
    view.setAccessibleName(translate("legacy_table", "Legacy Points table"))
    view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    view.setStyleSheet(TABLE_STYLE)
    view.verticalHeader().hide()
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    view.verticalHeader().setDefaultSectionSize(32)
    model.modelReset.connect(view.fit_columns)
    model.headerDataChanged.connect(lambda *_: view.fit_columns())
    return view


def tie_notes(rows: Sequence[Standing]) -> str:
    notes = tie_lines((r.name, r.rank, r.tie_break) for r in rows)
    return "\n".join([translate("legacy_table", "Ties:"), *notes]) if notes else ""
