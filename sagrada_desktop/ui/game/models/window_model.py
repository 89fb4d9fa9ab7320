"""One seat's window as a table: each space's printed restriction and fill, and whether the
die being placed may fill it (asked of the engine through the session)."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from sagrada_desktop.engine import Die, Stage, Window
from sagrada_desktop.play import Changes
from sagrada_desktop.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from sagrada_desktop.ui.common.reason_words import reason_words
from sagrada_desktop.ui.common.roles import Role
from sagrada_desktop.ui.common.window_words import star_words

from ..describe_space import short, space_text
from ..mime import MIME_TYPE, dragged_draft
from ..session import GameSession

Index = QModelIndex | QPersistentModelIndex
ONLY_DICE = QT_TRANSLATE_NOOP("window_model", "only a die from the Cathedral Board can be dropped on a window space")
HINTED = QT_TRANSLATE_NOOP("window_model", "Hinted space: the Hint would fill it with the die in hand")


class WindowModel(QAbstractTableModel):
    def __init__(self, session: GameSession, seat: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._seat = seat
        self._preview: Die | None = None
        self._hover: tuple[int, int] | None = None
        self._legal: frozenset[tuple[int, int]] = frozenset()
        self._hinted: tuple[int, int, int, int, int] | None = None  # seat, round, turn, row, col
        self._recompute()
        session.changed.connect(self._on_changed)

    # --- which seat, which die ----------------------------------------------------------
    @property
    def seat(self) -> int:
        return self._seat

    def set_seat(self, seat: int) -> None:
        if seat == self._seat:
            return
        self.beginResetModel()
        self._seat = seat
        self._hover = None
        self._recompute()
        self.endResetModel()

    @property
    def is_active(self) -> bool:
        s = self._session.state
        return not s.is_over and s.active_seat == self._seat and self._session.active_is_person

    def set_preview(self, die: Die | None) -> None:
        """The die being dragged (or picked) from the board: its legal spaces light up."""
        if die != self._preview:
            self._preview = die
            self._recompute()
            self._all_changed()

    def set_hover(self, cell: tuple[int, int] | None) -> None:
        if cell != self._hover:
            old = self._hover
            self._hover = cell
            for c in (old, cell):
                if c is not None:
                    ix = self.index(*c)
                    self.dataChanged.emit(ix, ix, [Role.HOVER])

    def placing_die(self) -> Die | None:
        """The die whose spaces are shown: the dragged or picked one, else the one in hand."""
        if self._preview is not None:
            return self._preview
        hand = self._session.state.in_hand
        return hand.die if hand is not None else None

    def reasons(self, row: int, col: int) -> list[str]:
        die = self.placing_die()
        if die is None or not self.is_active:
            return []
        return self._session.drop_errors(die, row, col)

    # --- the Hint's space -----------------------------------------------------------------
    def set_hinted(self, row: int, col: int) -> None:
        """Game > Hint drafted a die for the active seat and would fill (row, col) with it: the
        space is marked until the die is placed, the draft is undone or the turn is over."""
        s = self._session.state
        self._hinted = (s.active_seat, s.round, s.turn, row, col)
        self._all_changed()

    def hinted(self) -> tuple[int, int] | None:
        """The hinted space of the window shown, while its hint holds."""
        if self._hinted is None or self._hinted[0] != self._seat or not self._hint_holds():
            return None
        return self._hinted[3], self._hinted[4]

    def _hint_holds(self) -> bool:
        """The hinted die is still in hand, its space empty, in the same turn."""
        assert self._hinted is not None
        seat, round_, turn, row, col = self._hinted
        s = self._session.state
        return (not s.is_over and s.in_hand is not None and s.active_seat == seat
                and (s.round, s.turn) == (round_, turn)
                and s.seats[seat].window.fill_at(row, col) is None)

    def _recompute(self) -> None:
        die = self.placing_die()
        if not self.is_active or die is None:
            self._legal = frozenset()
        elif self._preview is None and self._session.state.stage is not Stage.PLACE:
            self._legal = frozenset()
        else:
            self._legal = self._session.legal_cells(die)

    def _on_changed(self, changes: Changes) -> None:
        if self._seat >= len(self._session.state.seats):
            return
        hint_gone = self._hinted is not None and not self._hint_holds()
        if hint_gone:
            self._hinted = None  # placed, undone or the turn over: a redo does not bring it back
        if changes.window(self._seat) or changes.hand or changes.turn or changes.round_track \
                or hint_gone:
            self._preview = None
            self._recompute()
            self._all_changed()

    def _all_changed(self) -> None:
        if self.rowCount() and self.columnCount():
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(self.rowCount() - 1, self.columnCount() - 1))

    # --- table --------------------------------------------------------------------------
    def _window(self) -> Window:
        return self._session.state.seats[self._seat].window

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._window().rows

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._window().cols

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        w = self._window()
        r, c = index.row(), index.column()
        space, fill = w.space(r, c), w.fill_at(r, c)
        if role == Qt.ItemDataRole.DisplayRole:
            return short(space, fill)
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            text = space_text(r, c, space, fill)
            if space.exists and space.star:
                text += "\n" + star_words(self._session.state)
            if self.hinted() == (r, c):
                text += "\n" + translate("window_model", HINTED)
            why = self.reasons(r, c) if space.exists and fill is None else []
            if role == Qt.ItemDataRole.ToolTipRole and why and self.placing_die() is not None:
                text += translate("window_model", "\nNot here: ") + reason_words(why)
            return text
        if role == Role.SPACE:
            return space
        if role == Role.FILL:
            return fill
        if role == Role.LEGAL:
            return (r, c) in self._legal
        if role == Role.REASONS:
            return self.reasons(r, c)
        if role == Role.HOVER:
            return self._hover == (r, c)
        if role == Role.HINTED:
            return self.hinted() == (r, c)
        if role == Role.SEAT:
            return self._seat
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role == Qt.ItemDataRole.DisplayRole:
            return str(section + 1)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        f = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self._window().space(index.row(), index.column()).exists:
            f |= Qt.ItemFlag.ItemIsDropEnabled
        return f

    # --- drops: the engine decides --------------------------------------------------------
    def mimeTypes(self) -> list[str]:
        return [MIME_TYPE]

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction | Qt.DropAction.MoveAction

    def _target(self, row: int, column: int, parent: Index) -> tuple[int, int] | None:
        if parent.isValid():
            return parent.row(), parent.column()
        if 0 <= row < self.rowCount() and 0 <= column < self.columnCount():
            return row, column
        return None

    def _not_yours(self, die: Die | None, target: tuple[int, int] | None) -> list[str]:
        """The refusals that are not the engine's: not a die, not a space, not this turn."""
        if die is None or target is None:
            return [translate("window_model", ONLY_DICE)]
        if not self.is_active:
            name = self._session.state.seats[self._seat].name
            return [translate("window_model", "it is not {name}'s turn").format(name=name)]
        return []

    def drop_errors(self, data: QMimeData, row: int, column: int, parent: Index) -> list[str]:
        """Why this drop is refused (the engine's reasons); empty when it is legal."""
        draft = dragged_draft(data)
        target = self._target(row, column, parent)
        if draft is None or target is None or not self.is_active:
            return self._not_yours(draft.die if draft is not None else None, target)
        return self._session.drop_errors(draft.die, *target)

    def hover_errors(self, row: int, col: int) -> list[str]:
        """Why the die being dragged (decoded once, when the drag entered) may not fill
        (row, col): the legal spaces are already known, so only a refused one asks why."""
        refused = self._not_yours(self._preview, (row, col))
        if refused or (row, col) in self._legal:
            return refused
        assert self._preview is not None
        return self._session.drop_errors(self._preview, row, col)

    def drop_dragged(self, row: int, col: int) -> bool:
        """Drop the die being dragged on (row, col): one step of the session (the engine
        alone decides; a refusal says its reasons)."""
        die = self._preview
        refused = self._not_yours(die, (row, col))
        if refused:
            self._session.refused.emit(reason_words(refused))
            return False
        assert die is not None
        return self._session.drop(die, row, col)

    def canDropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int,
                        column: int, parent: Index) -> bool:
        return not self.drop_errors(data, row, column, parent)

    def dropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int,
                     column: int, parent: Index) -> bool:
        draft = dragged_draft(data)
        target = self._target(row, column, parent)
        refused = self._not_yours(draft.die if draft is not None else None, target)
        if refused:
            self._session.refused.emit(reason_words(refused))
            return False
        assert draft is not None and target is not None
        return self._session.drop(draft.die, *target)
