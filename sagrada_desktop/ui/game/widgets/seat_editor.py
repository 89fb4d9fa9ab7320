"""The seats of a new game: each one's name, family colour, and who plays it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from sagrada_desktop.engine import STANDARD_COLORS, Color, SeatSetup
from sagrada_desktop.saves import PERSON, SeatPlan
from sagrada_desktop.saves.setup_checks import MAX_NAME
from sagrada_desktop.ui.common import pictures, settings
from sagrada_desktop.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from sagrada_desktop.ui.common.svg_pictures import swatch_svg
from sagrada_desktop.ui.common.theme import color_name

KINDS = ((PERSON, QT_TRANSLATE_NOOP("seat_editor", "Person")),
         ("easy", QT_TRANSLATE_NOOP("seat_editor", "Computer: Easy")),
         ("medium", QT_TRANSLATE_NOOP("seat_editor", "Computer: Medium")),
         ("hard", QT_TRANSLATE_NOOP("seat_editor", "Computer: Hard")))
DEFAULT_COMPUTER = 2  # Medium
DEFAULT_NAMES = ("Ana", "Berta", "Carles", "Dolors", "Enric", "Francesca")


class SeatEditor(QWidget):
    def __init__(self, colors: tuple[Color, ...] = STANDARD_COLORS, max_seats: int = 6,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colors = colors
        self.max_seats = max_seats
        self.rows: list[tuple[QLineEdit, QComboBox, QComboBox]] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.grid = QGridLayout()
        for col, text in enumerate((translate("seat_editor", "Name"), translate("seat_editor", "Family colour"), translate("seat_editor", "Played by"))):
            head = QLabel(text)
            head.setObjectName("muted")
            self.grid.addWidget(head, 0, col)
        layout.addLayout(self.grid)
        self.add_button = QPushButton(translate("seat_editor", "Add a seat"))
        self.remove_button = QPushButton(translate("seat_editor", "Remove the last seat"))
        self.add_button.clicked.connect(lambda: self.set_count(len(self.rows) + 1))
        self.remove_button.clicked.connect(lambda: self.set_count(len(self.rows) - 1))
        buttons = QGridLayout()
        buttons.addWidget(self.add_button, 0, 0)
        buttons.addWidget(self.remove_button, 0, 1)
        layout.addLayout(buttons)

    def set_count(self, n: int, *, fixed: bool = False) -> None:
        n = max(1, min(self.max_seats, n))
        while len(self.rows) < n:
            self._add_row(len(self.rows))
        while len(self.rows) > n:
            for w in self.rows.pop():
                w.setParent(None)
        self.add_button.setVisible(not fixed)
        self.remove_button.setVisible(not fixed)
        self.add_button.setEnabled(len(self.rows) < self.max_seats)
        self.remove_button.setEnabled(len(self.rows) > 1)

    def _add_row(self, i: int) -> None:
        name = QLineEdit(DEFAULT_NAMES[i % len(DEFAULT_NAMES)])
        name.setMaxLength(MAX_NAME)
        name.setAccessibleName(translate("seat_editor", "Seat {v} name").format(v=i + 1))
        color = QComboBox()
        color.setAccessibleName(translate("seat_editor", "Seat {v} family colour").format(v=i + 1))
        textures = settings.shared().textures
        for c in self.colors:
            color.addItem(pictures.icon(swatch_svg(c, textures), 32), color_name(c), c)
        color.setCurrentIndex(i % len(self.colors))
        kind = QComboBox()
        kind.setAccessibleName(translate("seat_editor", "Seat {v} played by").format(v=i + 1))
        for key, text in KINDS:
            kind.addItem(translate("seat_editor", text), key)
        kind.setCurrentIndex(0 if i == 0 else DEFAULT_COMPUTER)
        row = len(self.rows) + 1
        self.grid.addWidget(name, row, 0)
        self.grid.addWidget(color, row, 1)
        self.grid.addWidget(kind, row, 2, Qt.AlignmentFlag.AlignLeft)
        self.rows.append((name, color, kind))

    def seats(self) -> list[SeatSetup]:
        return [SeatSetup(name.text().strip() or translate("seat_editor", "Seat {v}").format(v=i + 1),
                          family_color=color.currentData())
                for i, (name, color, _kind) in enumerate(self.rows)]

    def plans(self) -> list[SeatPlan]:
        return [SeatPlan(kind.currentData()) for _name, _color, kind in self.rows]

    def set_kinds(self, kinds: list[str]) -> None:
        for (_n, _c, kind), k in zip(self.rows, kinds, strict=False):
            kind.setCurrentIndex(max(0, kind.findData(k)))
