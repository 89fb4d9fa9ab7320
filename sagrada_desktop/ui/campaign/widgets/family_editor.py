"""The families of a new campaign (1 to 4): name, family colour (the content's family
colours, each shown with its texture), the first family member, and who plays it."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from sagrada_desktop.campaign import FamilySetup
from sagrada_desktop.engine import Color
from sagrada_desktop.saves import SeatPlan
from sagrada_desktop.saves.setup_checks import MAX_NAME
from sagrada_desktop.ui.common import pictures, settings
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.svg_pictures import swatch_svg
from sagrada_desktop.ui.common.theme import color_name
from sagrada_desktop.ui.game.widgets.seat_editor import DEFAULT_COMPUTER, KINDS

FAMILIES = ("Amat", "Batlló", "Calvet", "Milà")
MEMBERS = ("Rosa", "Jaume", "Eulàlia", "Pere")
MAX_FAMILIES = 4


class FamilyEditor(QWidget):
    def __init__(self, colors: tuple[Color, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colors = colors
        self.rows: list[tuple[QLineEdit, QComboBox, QLineEdit, QComboBox]] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.grid = QGridLayout()
        for col, text in enumerate((translate("family_editor", "Family name"), translate("family_editor", "Family colour"), translate("family_editor", "First member"),
                                    translate("family_editor", "Played by"))):
            head = QLabel(text)
            head.setObjectName("muted")
            self.grid.addWidget(head, 0, col)
        layout.addLayout(self.grid)
        buttons = QHBoxLayout()
        self.add_button = QPushButton(translate("family_editor", "Add a family"))
        self.remove_button = QPushButton(translate("family_editor", "Remove the last family"))
        self.add_button.clicked.connect(lambda: self.set_count(len(self.rows) + 1))
        self.remove_button.clicked.connect(lambda: self.set_count(len(self.rows) - 1))
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.set_count(2)

    def set_count(self, n: int) -> None:
        n = max(1, min(MAX_FAMILIES, len(self.colors), n))
        while len(self.rows) < n:
            self._add_row(len(self.rows))
        while len(self.rows) > n:
            for w in self.rows.pop():
                w.setParent(None)
                w.deleteLater()
        self.add_button.setEnabled(len(self.rows) < min(MAX_FAMILIES, len(self.colors)))
        self.remove_button.setEnabled(len(self.rows) > 1)

    def _add_row(self, i: int) -> None:
        n = i + 1
        name = QLineEdit(FAMILIES[i % len(FAMILIES)])
        name.setMaxLength(MAX_NAME)
        name.setAccessibleName(translate("family_editor", "Family {n} name").format(n=n))
        color = QComboBox()
        color.setAccessibleName(translate("family_editor", "Family {n} colour").format(n=n))
        textures = settings.shared().textures
        for c in self.colors:
            color.addItem(pictures.icon(swatch_svg(c, textures), 32), color_name(c), c)
        color.setCurrentIndex(i % len(self.colors))
        member = QLineEdit(MEMBERS[i % len(MEMBERS)])
        member.setMaxLength(MAX_NAME)
        member.setAccessibleName(translate("family_editor", "Family {n} first member").format(n=n))
        kind = QComboBox()
        kind.setAccessibleName(translate("family_editor", "Family {n} played by").format(n=n))
        for key, text in KINDS:
            kind.addItem(translate("seat_editor", text), key)
        kind.setCurrentIndex(0 if i == 0 else DEFAULT_COMPUTER)
        for col, w in enumerate((name, color, member, kind)):
            self.grid.addWidget(w, n, col)
        self.rows.append((name, color, member, kind))

    def families(self) -> list[FamilySetup]:
        return [FamilySetup(name.text(), color.currentData(), member.text())
                for name, color, member, _kind in self.rows]

    def plans(self) -> list[SeatPlan]:
        return [SeatPlan(kind.currentData()) for *_rest, kind in self.rows]

    def set_kinds(self, kinds: list[str]) -> None:
        for row, k in zip(self.rows, kinds, strict=False):
            row[3].setCurrentIndex(max(0, row[3].findData(k)))
