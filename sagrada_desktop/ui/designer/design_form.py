"""The designer's left column: the player's own windows (open, new, delete), and the window's
name, grid, three window tools, Legacy Points and the public objectives it leaves out. The form
shows a draft (`show`) and says what the person changed; the screen makes it a step."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sagrada_desktop.content.bounds import MAX_WINDOW_LEGACY
from sagrada_desktop.content.translations import ENGLISH, localized
from sagrada_desktop.designer.design_file import MAX_NAME
from sagrada_desktop.designer.draft import GRIDS, WindowDraft
from sagrada_desktop.designer.tool_choices import ToolChoice, matching
from sagrada_desktop.engine import BASE_OBJECTIVES, Window, WindowTool
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.style import check_boxes
from sagrada_desktop.wording.language import current_language

Shape = tuple[str, int, int, Window | None]  # label, rows, columns, the outline to take


def tool_words(choice: ToolChoice) -> tuple[str, str]:
    """A window tool's name and text in the program's language (its content's translation)."""
    lang, tool = current_language(), choice.tool
    if lang == ENGLISH:
        return tool.name, tool.text
    return (localized(f"{choice.source}.name", lang, tool.name),
            localized(f"{choice.source}.text", lang, tool.text))


def _heading(text: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName("muted")
    return label


class DesignForm(QWidget):
    open_requested = Signal(str)      # a window of the player's own, by id
    new_requested = Signal()
    delete_requested = Signal()
    name_edited = Signal(str)
    shape_chosen = Signal(int, int, object)  # rows, columns, the outline (None: all spaces)
    tool_chosen = Signal(int, object)        # slot 0-2, the WindowTool or None
    legacy_changed = Signal(int)
    left_out_changed = Signal(object)        # the objective ids left out, in the base order

    def __init__(self, shapes: Sequence[Shape], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.shapes = list(shapes)
        self.choices: list[ToolChoice] = []
        self._showing = False
        down = QVBoxLayout(self)
        down.setContentsMargins(0, 0, 0, 0)
        down.setSpacing(4)
        down.addWidget(_heading(translate("designer", "Your windows")))
        self.own = QComboBox()
        self.own.setAccessibleName(translate("designer", "Your windows"))
        self.own.activated.connect(lambda i: self.open_requested.emit(str(self.own.itemData(i))))
        down.addWidget(self.own)
        row = QHBoxLayout()
        self.new_button = QPushButton(translate("designer", "New window"))
        self.new_button.clicked.connect(self.new_requested)
        self.delete_button = QPushButton(translate("designer", "Delete…"))
        self.delete_button.setToolTip(translate("designer", "Delete this window from your windows"))
        self.delete_button.clicked.connect(self.delete_requested)
        row.addWidget(self.new_button)
        row.addWidget(self.delete_button)
        down.addLayout(row)
        down.addSpacing(6)
        down.addWidget(_heading(translate("designer", "Name")))
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_NAME)
        self.name.setPlaceholderText(translate("designer", "The window's name"))
        self.name.setAccessibleName(translate("designer", "The window's name"))
        self.name.textEdited.connect(self.name_edited)
        down.addWidget(self.name)
        down.addWidget(_heading(translate("designer", "Grid")))
        self.grid = QComboBox()
        self.grid.setAccessibleName(translate("designer", "Grid"))
        for label, _rows, _cols, _shape in self.shapes:
            self.grid.addItem(label)
        self.grid.activated.connect(self._shape)
        down.addWidget(self.grid)
        down.addWidget(_heading(translate("designer", "Window tools")))
        self.tools: list[QComboBox] = []
        for slot in range(3):
            combo = QComboBox()
            combo.setAccessibleName(translate("designer", "Window tool {number}").format(
                number=slot + 1))
            combo.activated.connect(lambda i, s=slot: self._tool(s, i))
            self.tools.append(combo)
            down.addWidget(combo)
        legacy = QHBoxLayout()
        legacy.addWidget(_heading(translate("designer", "Legacy Points to the winner")), 1)
        self.legacy = QSpinBox()
        self.legacy.setRange(0, MAX_WINDOW_LEGACY)
        self.legacy.setAccessibleName(translate("designer", "Legacy Points to the winner"))
        self.legacy.valueChanged.connect(self._legacy)
        legacy.addWidget(self.legacy)
        down.addLayout(legacy)
        down.addWidget(_heading(translate("designer", "Public objectives left out")))
        self.left_out = QListWidget()
        self.left_out.setAccessibleName(translate("designer", "Public objectives left out"))
        self.left_out.setMinimumHeight(90)
        # its ticks drawn as the program's check boxes are (parchment boxes, plain on the glass)
        self.left_out.setStyleSheet(check_boxes().replace("QCheckBox", "QListView"))
        for oid in BASE_OBJECTIVES:
            item = QListWidgetItem(catalogue.objective_name(oid))
            item.setData(Qt.ItemDataRole.UserRole, oid)
            item.setToolTip(catalogue.objective_text(oid))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.left_out.addItem(item)
        self.left_out.itemChanged.connect(self._left_out)
        down.addWidget(self.left_out, 1)

    # --- showing a draft ------------------------------------------------------------------------
    def set_own(self, windows: Sequence[tuple[str, str]], current: str) -> None:
        """The player's own windows (id, label) for the list; `current` the one shown."""
        self.own.clear()
        for ident, label in windows:
            self.own.addItem(label, ident)
        self.own.setCurrentIndex(max(0, self.own.findData(current)))

    def set_choices(self, choices: Sequence[ToolChoice], draft_tools: Sequence[WindowTool]) -> None:
        """The tools offered: those the player may see, and any the draft holds already."""
        listed = list(choices)
        for tool in draft_tools:
            if matching(tool, listed) is None:
                listed.append(ToolChoice("", tool))
        self.choices = listed
        for combo in self.tools:
            combo.clear()
            combo.addItem(translate("designer", "(choose a window tool)"), -1)
            for k, choice in enumerate(listed):
                name, text = tool_words(choice)
                boxes = ", ".join(str(b) for b in choice.tool.boxes)
                combo.addItem(translate("designer", "{name} · boxes {boxes}").format(
                    name=name, boxes=boxes), k)
                combo.setItemData(combo.count() - 1, text, Qt.ItemDataRole.ToolTipRole)

    def display(self, draft: WindowDraft) -> None:
        self._showing = True
        try:
            if self.name.text() != draft.name:
                self.name.setText(draft.name)
            p = draft.pattern
            for i, (_label, rows, cols, shape) in enumerate(self.shapes):
                if shape is None and (rows, cols) == (p.rows, p.cols):
                    self.grid.setCurrentIndex(i)
            for slot, combo in enumerate(self.tools):
                index = 0
                if slot < len(draft.tools):
                    found = matching(draft.tools[slot], self.choices)
                    if found is not None:
                        index = self.choices.index(found) + 1
                combo.setCurrentIndex(index)
                combo.setToolTip(combo.itemData(index, Qt.ItemDataRole.ToolTipRole) or "")
            self.legacy.setValue(draft.legacy_points)
            for i in range(self.left_out.count()):
                item = self.left_out.item(i)
                left = item.data(Qt.ItemDataRole.UserRole) in draft.objectives_left_out
                item.setCheckState(Qt.CheckState.Checked if left else Qt.CheckState.Unchecked)
        finally:
            self._showing = False

    # --- what the person changed ----------------------------------------------------------------
    def _shape(self, index: int) -> None:
        _label, rows, cols, shape = self.shapes[index]
        self.shape_chosen.emit(rows, cols, shape)

    def _tool(self, slot: int, index: int) -> None:
        k = self.tools[slot].itemData(index)
        self.tool_chosen.emit(slot, self.choices[k].tool if isinstance(k, int) and k >= 0
                              else None)

    def _legacy(self, value: int) -> None:
        if not self._showing:
            self.legacy_changed.emit(value)

    def _left_out(self, _item: QListWidgetItem) -> None:
        if self._showing:
            return
        ids = tuple(str(self.left_out.item(i).data(Qt.ItemDataRole.UserRole))
                    for i in range(self.left_out.count())
                    if self.left_out.item(i).checkState() == Qt.CheckState.Checked)
        self.left_out_changed.emit(ids)


def grid_shapes(windows: Sequence[tuple[str, Window]]) -> list[Shape]:
    """The grids (4 x 5, 4 x 6, 5 x 6 and the tall ones), then the outlines of the windows
    given (name, pattern) whose shape is not a whole rectangle."""
    out: list[Shape] = [(translate("designer", "{rows} × {cols} ({spaces} spaces)").format(
        rows=r, cols=c, spaces=r * c), r, c, None) for r, c in GRIDS]
    for name, pattern in windows:
        if all(s.exists for s in pattern.spaces):
            continue
        out.append((translate("designer", "Shape of {window} ({rows} × {cols})").format(
            window=name, rows=pattern.rows, cols=pattern.cols), pattern.rows, pattern.cols,
            pattern))
    return out
