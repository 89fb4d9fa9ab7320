"""The Cathedral Board: 5 colours x values 1-6 (and a sixth, gray row for the Strife dice when
the Glory Strife module is on); the round's dice sit in their spaces, and constructed spaces
carry their seal. Dragging a die carries a DraftDie action."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QAbstractTableModel,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from sagrada_desktop.engine import (
    STANDARD_COLORS,
    Color,
    ConstructSpace,
    Die,
    DraftDie,
    Stage,
    legal_actions,
)
from sagrada_desktop.play import Changes
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.roles import Role
from sagrada_desktop.wording import color_name

from ..mime import MIME_TYPE, encode
from ..session import GameSession

Index = QModelIndex | QPersistentModelIndex
VALUES = (1, 2, 3, 4, 5, 6)


class PoolModel(QAbstractTableModel):
    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        strife = session.state.setup.modules.strife
        self.colors: tuple[Color, ...] = STANDARD_COLORS + ((Color.GRAY,) if strife else ())
        session.changed.connect(self._on_changed)

    def die_at(self, row: int, col: int) -> Die:
        return Die(self.colors[row], VALUES[col])

    def index_of(self, die: Die) -> QModelIndex:
        if die.color not in self.colors or die.value not in VALUES:
            return QModelIndex()
        return self.index(self.colors.index(die.color), VALUES.index(die.value))

    def _on_changed(self, changes: Changes) -> None:
        if (changes.pool or changes.cathedral or changes.turn or changes.round_track
                or changes.hand):
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.colors) - 1, 5))

    def _constructible(self) -> set[Die]:
        s = self._session.state
        if s.stage is not Stage.CONSTRUCT:
            return set()
        return {a.die for a in legal_actions(s) if isinstance(a, ConstructSpace)}

    # --- table --------------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.colors)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(VALUES)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        s = self._session.state
        cell = self.die_at(index.row(), index.column())
        present = cell in s.pool
        if role == Qt.ItemDataRole.DisplayRole:
            return str(cell) if present else ""
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            text = translate("pool_model", "{v} {value} space").format(v=color_name(cell.color), value=cell.value)
            if cell.color is Color.GRAY:
                text = translate("pool_model", "Gray (Strife) {value} space").format(value=cell.value)
            if cell in s.cathedral:
                text += translate("pool_model", ", constructed")
            if present:
                text += translate("pool_model", ": a die is here")
                if cell in self._constructible():
                    text += translate("pool_model", " (this space may be constructed now)")
                elif self.flags(index) & Qt.ItemFlag.ItemIsDragEnabled:
                    text += translate("pool_model", " (drag it to your window, or press Enter to take it)")
            return text
        if role == Role.CELL:
            return (cell.color, cell.value)
        if role == Role.DIE:
            return cell if present else None
        if role == Role.CONSTRUCTED:
            return cell in s.cathedral
        if role == Role.CONSTRUCTIBLE:
            return cell in self._constructible()
        if role == Role.DRAFTABLE:
            return present and s.stage is Stage.DRAFT and self._session.active_is_person
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return str(VALUES[section]) if 0 <= section < len(VALUES) else None
        return color_name(self.colors[section]) if 0 <= section < len(self.colors) else None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        f = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        s = self._session.state
        if (self.die_at(index.row(), index.column()) in s.pool and s.stage is Stage.DRAFT
                and self._session.active_is_person):
            f |= Qt.ItemFlag.ItemIsDragEnabled
        return f

    # --- drags ----------------------------------------------------------------------------
    def mimeTypes(self) -> list[str]:
        return [MIME_TYPE]

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction | Qt.DropAction.MoveAction

    # Qt's mimeData may return null (no die among the indexes); the stubs say it never does
    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData | None:  # type: ignore[override]
        for ix in indexes:
            die = self.data(ix, Role.DIE)
            if isinstance(die, Die):
                return encode(DraftDie(die))
        return None
