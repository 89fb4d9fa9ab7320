"""A family's scorecard typed in instead of its window: the six scoring steps' numbers (step 1,
the Starting Tool Count, is the campaign's), its broken and empty spaces, each Magic Square
space of the window (filled with which colour, crossed out, or empty) and whether every star
space was filled."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QPushButton,
    QSpinBox,
    QWidget,
)

from sagrada_desktop.campaign.paper_score import MagicMark, PaperScore
from sagrada_desktop.engine import STANDARD_COLORS, WindowDesign
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.wording import color_name

LIMIT = 99


def _spin(low: int, high: int) -> QSpinBox:
    box = QSpinBox()
    box.setRange(low, high)
    return box


class ScorecardForm(QWidget):
    recorded = Signal(object)  # PaperScore

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.form = QFormLayout(self)
        self.public = [_spin(-LIMIT, LIMIT) for _ in range(3)]
        for letter, box in zip("ABC", self.public, strict=True):
            self.form.addRow(translate("scorecard_form", "Public objective {letter}").format(
                letter=letter), box)
        self.private = _spin(-LIMIT, LIMIT)
        self.form.addRow(translate("scorecard_form", "Private Objective"), self.private)
        self.tools = _spin(0, LIMIT)
        self.form.addRow(translate("scorecard_form", "Unused window tools"), self.tools)
        self.broken = _spin(0, 30)
        self.form.addRow(translate("scorecard_form", "Broken spaces"), self.broken)
        self.empty = _spin(0, 30)
        self.form.addRow(translate("scorecard_form", "Empty spaces"), self.empty)
        self.extra = _spin(-LIMIT, LIMIT)
        self.form.addRow(translate("scorecard_form", "Window rules and other points"), self.extra)
        self.stars = QCheckBox(translate("scorecard_form", "Every star space is filled"))
        self.form.addRow(self.stars)
        self.magic: list[tuple[int, QComboBox]] = []
        self.design: WindowDesign | None = None
        self.record = QPushButton(translate("scorecard_form", "Record the scorecard"))
        self.record.setObjectName("primary")
        self.record.clicked.connect(lambda: self.recorded.emit(self.card()))
        self.form.addRow(self.record)

    def set_window(self, design: WindowDesign) -> None:
        """One row for each Magic Square space of the window."""
        self.design = design
        for _n, box in self.magic:
            self.form.removeRow(box)
        self.magic = []
        numbers = [s.magic for s in design.pattern.spaces if s.exists and s.magic is not None]
        for number in numbers:
            box = QComboBox()
            box.addItem(translate("scorecard_form", "empty"), "empty")
            for color in STANDARD_COLORS:
                box.addItem(color_name(color), color.letter)
            box.addItem(translate("scorecard_form", "crossed out"), "broken")
            self.form.insertRow(self.form.rowCount() - 1, translate(
                "scorecard_form", "Magic Square space {number}").format(number=number), box)
            self.magic.append((number, box))

    def show_card(self, card: PaperScore | None) -> None:
        if card is None:
            return
        for box, points in zip(self.public, card.public, strict=False):
            box.setValue(points)
        self.private.setValue(card.private)
        self.tools.setValue(card.tools)
        self.broken.setValue(card.broken)
        self.empty.setValue(card.empty)
        self.extra.setValue(card.extra)
        self.stars.setChecked(card.stars_filled)
        marks = list(card.magic)
        for number, choice in self.magic:
            mark = next((m for m in marks if m.number == number), None)
            if mark is not None:
                marks.remove(mark)
            key = "empty" if mark is None else ("broken" if mark.color is None
                                                 else mark.color.letter)
            choice.setCurrentIndex(max(0, choice.findData(key)))

    def card(self) -> PaperScore:
        marks = []
        letters = {c.letter: c for c in STANDARD_COLORS}
        for number, box in self.magic:
            key = box.currentData()
            if key == "broken":
                marks.append(MagicMark(number, None))
            elif key in letters:
                marks.append(MagicMark(number, letters[key]))
        return PaperScore(tuple(b.value() for b in self.public), self.private.value(),
                          self.tools.value(), self.broken.value(), self.empty.value(),
                          self.extra.value(), tuple(marks), self.stars.isChecked())
