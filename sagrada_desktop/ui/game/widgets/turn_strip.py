"""This round's snake-draft turn order, every chip in sight at any width."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QEvent, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QWidget

from ..delegates.strip_delegates import TurnChipDelegate
from ..table_sizes import turn_chips
from .list_strip import ListStrip


class TurnStrip(ListStrip):
    """One chip per turn of the round. When the chips do not fit one row at their names'
    widths, they take two rows (the round's first turns above its second turns) of equal chips
    filling the strip, a name too long for its chip ending in '…' (`table_sizes.turn_chips`).
    The widths are measured in bold, the current turn's face, so nothing moves as turns pass;
    they are measured again when the names move (a new round's order), so a chip sized for
    "Ana" never holds "Berta" as "Be…"."""

    def __init__(self, model: QAbstractItemModel, parent: QWidget | None = None) -> None:
        self.chips = TurnChipDelegate()
        super().__init__(model, self.chips, 42, parent)
        self.chips.setParent(self)
        self.setWrapping(True)
        model.modelReset.connect(self.arrange)
        model.rowsInserted.connect(self.arrange)
        model.rowsRemoved.connect(self.arrange)
        model.dataChanged.connect(self.arrange)  # a new round: the names take other chips

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.arrange()
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.arrange()

    def arrange(self) -> None:
        """Each chip's cell for the strip's present size."""
        model = self.model()
        names = [str(model.index(row, 0).data(Qt.ItemDataRole.DisplayRole))
                 for row in range(model.rowCount())]
        if not names:
            return
        self.ensurePolished()
        spacing = self.spacing()
        area = self.maximumViewportSize()
        rows, widths = turn_chips([TurnChipDelegate.own_width(self.font(), n) for n in names],
                                  area.width(), spacing)
        height = max(1, area.height() // rows - 2 * spacing)
        cells = [QSize(w, height) for w in widths]
        if cells != self.chips.cells:
            self.chips.cells = cells
            self.scheduleDelayedItemsLayout()
