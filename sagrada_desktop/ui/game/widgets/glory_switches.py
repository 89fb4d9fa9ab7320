"""The Glory modules of a new game: four switches (Strife, Pioneer, Flourish, Rivalry), each
with one line saying what it adds, remembered in the settings between games."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QGridLayout, QGroupBox, QLabel, QWidget

from sagrada_desktop.engine import Modules
from sagrada_desktop.ui.common import settings

SWITCHES: tuple[tuple[str, str, str], ...] = (
    ("strife", "Strife",
     "Gray dice in every pool, a Strife Board limiting where they go, a Strife Tool."),
    ("pioneer", "Pioneer",
     "Three Pioneer Cards: the first window to reach a goal collects its points."),
    ("flourish", "Flourish",
     "Two secret Flourish patterns each: keep them for Favor Tokens, score or lose them."),
    ("rivalry", "Rivalry",
     "Rivalry objectives mixed into the Public Objectives, scored by rank."),
)


def remembered() -> Modules:
    chosen = settings.shared()
    return Modules(**{key: chosen.glory_module(key) for key, _, _ in SWITCHES})


class GlorySwitches(QGroupBox):
    """Four check boxes; `modules()` is the engine's Modules for GameSetup."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Glory modules", parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(10, 12, 10, 8)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(2)
        grid.setColumnStretch(1, 1)
        self.boxes: dict[str, QCheckBox] = {}
        chosen = remembered()
        for row, (key, name, line) in enumerate(SWITCHES):
            box = QCheckBox(name)
            box.setChecked(getattr(chosen, key))
            box.setAccessibleDescription(line)
            box.setToolTip(line)
            box.toggled.connect(lambda on, k=key: self._remember(k, on))
            explain = QLabel(line)
            explain.setObjectName("muted")
            explain.setWordWrap(True)
            explain.setBuddy(box)
            grid.addWidget(box, row, 0)
            grid.addWidget(explain, row, 1)
            self.boxes[key] = box

    def modules(self) -> Modules:
        return Modules(**{key: box.isChecked() for key, box in self.boxes.items()})

    def _remember(self, key: str, on: bool) -> None:
        settings.shared().set_glory_module(key, on)
