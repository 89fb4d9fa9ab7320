"""The Cathedral spaces a family constructed in the window, ticked on a small board: a column
for each colour (named above it: never colour alone), a row for each value; a space
constructed before or entered by another family cannot be ticked."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QToolButton, QWidget

from sagrada_desktop.engine import STANDARD_COLORS, Die
from sagrada_desktop.ui.common.theme import GOLD
from sagrada_desktop.wording import color_name, die_label


class CathedralChecks(QWidget):
    changed = Signal()  # a space ticked or unticked by the person

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setSpacing(3)
        grid.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[Die, QToolButton] = {}
        for c, color in enumerate(STANDARD_COLORS):
            grid.addWidget(QLabel(color_name(color)), 0, c)
            for value in range(1, 7):
                die = Die(color, value)
                b = QToolButton()
                b.setCheckable(True)
                b.setText(str(value))
                b.setToolTip(die_label(die))
                b.setAccessibleName(die_label(die))
                b.setMinimumSize(34, 26)
                b.setStyleSheet(f"QToolButton:checked {{ border: 2px solid {GOLD}; "
                                "font-weight: bold; }")
                b.clicked.connect(self.changed)
                grid.addWidget(b, value, c)
                self.buttons[die] = b

    def show_spaces(self, open_: tuple[Die, ...], constructed: tuple[Die, ...]) -> None:
        """`open_`: the spaces the family may tick; `constructed`: those it has ticked."""
        for die, b in self.buttons.items():
            b.setEnabled(die in open_)
            b.setChecked(die in constructed)
            b.setText(f"✓{die.value}" if die in constructed else str(die.value))

    def chosen(self) -> tuple[Die, ...]:
        return tuple(d for d, b in self.buttons.items() if b.isChecked())
