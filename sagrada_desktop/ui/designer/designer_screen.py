"""Design a window: the form (name, grid, tools, Legacy Points, objectives left out), the
brushes, the window painted by pointer or keyboard, and the checks beside it, each with its
reason, as it is drawn; then play it, print it, share it.

Every change is a step of the history (undo, redo) and is kept at once in the data folder
(own_windows.py), so nothing drawn is lost. Playing, printing and sharing wait until no check
finds a problem."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from attrs import evolve
from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from printing.journal_page import name_prints_whole
from sagrada_desktop.designer.checks import Finding, findings, is_finished, orange_uses
from sagrada_desktop.designer.design_file import DesignFileError
from sagrada_desktop.designer.draft import Brush, WindowDraft, new_draft, regridded
from sagrada_desktop.designer.history import History
from sagrada_desktop.designer.own_windows import OwnWindows
from sagrada_desktop.designer.solver import Verdict, solve
from sagrada_desktop.designer.tool_choices import ToolChoice
from sagrada_desktop.engine import Window, WindowTool, format_window
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.probe_controls import centre as _centre
from sagrada_desktop.ui.common.probe_controls import global_rect as _rect

from .brush_bar import BrushBar, brush_key
from .canvas import DesignCanvas
from .design_form import DesignForm, Shape
from .finding_words import finding_text
from .space_words import space_text

MARK = {"ok": "✓", "note": "•", "problem": "✗"}


class DesignerScreen(QWidget):
    back = Signal()
    play = Signal(object)       # the WindowDraft to play, checked
    changed = Signal(object)    # a WindowDraft kept in the data folder
    deleted = Signal(str)       # the id of a window deleted
    message = Signal(str)
    file_asked = Signal(str)    # "journal", "svg", "share" or "import"
    language_changed = Signal()

    def __init__(self, shelf: OwnWindows, choices: Sequence[ToolChoice], shapes: Sequence[Shape],
                 square: dict[int, int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        self.shelf, self.choices, self.square = shelf, list(choices), square
        self.verdict: Verdict | None = None
        self.found: tuple[Finding, ...] = ()
        self.history = History(new_draft(shelf.fresh_id()))
        across = QHBoxLayout(self)
        across.setContentsMargins(16, 10, 16, 10)
        across.setSpacing(16)
        left = QVBoxLayout()
        title = QLabel(translate("designer", "Design a window"))
        title.setObjectName("title")
        left.addWidget(title)
        self.form = DesignForm(shapes)
        left.addWidget(self.form, 1)
        middle = QVBoxLayout()
        self.brushes = BrushBar(sorted(square))
        middle.addWidget(self.brushes)
        self.canvas = DesignCanvas()
        self.canvas.setAccessibleName(translate("designer", "The window being designed"))
        self.canvas.describe = self._describe
        middle.addWidget(self.canvas, 1)
        under = QHBoxLayout()
        self.undo_button = QPushButton(translate("designer", "Undo"))
        self.redo_button = QPushButton(translate("designer", "Redo"))
        self.undo_button.setToolTip(translate("designer", "Undo (Ctrl+Z)"))
        self.redo_button.setToolTip(translate("designer", "Redo (Ctrl+Shift+Z)"))
        self.undo_button.clicked.connect(self.undo)
        self.redo_button.clicked.connect(self.redo)
        self.show_fill = QCheckBox(translate("designer", "Show a fill"))
        self.show_fill.setToolTip(translate("designer", "Show one complete legal fill the "
                                            "checks found"))
        self.show_fill.toggled.connect(lambda _on: self._show_marks())
        self.kept = QLabel()
        self.kept.setObjectName("muted")
        for w in (self.undo_button, self.redo_button, self.show_fill):
            under.addWidget(w)
        under.addWidget(self.kept, 1)
        middle.addLayout(under)
        right = QVBoxLayout()
        checks = QLabel(translate("designer", "Checks"))
        checks.setObjectName("heading")
        right.addWidget(checks)
        self.findings_list = QListWidget()
        self.findings_list.setWordWrap(True)
        self.findings_list.setAccessibleName(translate("designer", "Checks"))
        self.findings_list.currentRowChanged.connect(lambda _r: self._show_marks())
        right.addWidget(self.findings_list, 1)
        self.play_button = self._button(right, translate("designer", "Play it in free play"),
                                        lambda: self.play.emit(self.draft), primary=True)
        self.print_button = self._button(right, translate("designer", "Print the journal page…"),
                                         lambda: self.file_asked.emit("journal"))
        self.svg_button = self._button(right, translate("designer", "Save as SVG…"),
                                       lambda: self.file_asked.emit("svg"))
        self.share_button = self._button(right, translate("designer", "Share this window…"),
                                         lambda: self.file_asked.emit("share"))
        self._button(right, translate("designer", "Open a friend's window…"),
                     lambda: self.file_asked.emit("import"))
        self._button(right, translate("designer", "Back to the start"), self.back.emit)
        across.addLayout(left, 27)
        across.addLayout(middle, 46)
        across.addLayout(right, 27)
        self._connect()
        for keys, slot in ((QKeySequence.StandardKey.Undo, self.undo),
                           (QKeySequence.StandardKey.Redo, self.redo)):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)

    def _button(self, column: QVBoxLayout, text: str, slot: Callable[[], object],
                primary: bool = False
                ) -> QPushButton:
        button = QPushButton(text)
        button.setMinimumHeight(34)
        if primary:
            button.setObjectName("primary")
        button.clicked.connect(slot)
        column.addWidget(button)
        return button

    def _connect(self) -> None:
        f = self.form
        f.name_edited.connect(lambda text: self.step(evolve(self.draft, name=text), "name"))
        f.shape_chosen.connect(self._reshape)
        f.tool_chosen.connect(self._tool)
        f.legacy_changed.connect(lambda n: self.step(evolve(self.draft, legacy_points=n),
                                                     "legacy"))
        f.left_out_changed.connect(lambda ids: self.step(evolve(
            self.draft, objectives_left_out=ids)))
        f.open_requested.connect(self.open_window)
        f.new_requested.connect(self.new_window)
        self.brushes.chosen.connect(self._brush)
        self.canvas.painted.connect(self._live)
        self.canvas.stroke_ended.connect(self.step)
        self.canvas.brush_key.connect(self._brush_key)
        self._brush(self.brushes.brush)

    # --- the draft ------------------------------------------------------------------------------
    @property
    def draft(self) -> WindowDraft:
        return self.history.current

    def open_draft(self, draft: WindowDraft) -> None:
        """Show this window, its history starting afresh."""
        self.history = History(draft)
        self.show_fill.setChecked(False)
        self._refresh()

    def take_history(self, history: History) -> None:
        """Go on with another screen's history (the screen made again in a new language)."""
        self.history = history
        self._refresh()

    def open_window(self, ident: str) -> None:
        for draft in self.shelf.drafts():
            if draft.id == ident:
                self.open_draft(draft)
                return

    def new_window(self) -> None:
        self.open_draft(new_draft(self.shelf.fresh_id()))

    def step(self, draft: WindowDraft, merge: str | None = None) -> None:
        """One change by the person: a step of the history, kept in the data folder."""
        if self.history.push(draft, merge):
            self._keep()
        self._refresh()

    def undo(self) -> None:
        self.history.undo()
        self._keep()
        self._refresh()

    def redo(self) -> None:
        self.history.redo()
        self._keep()
        self._refresh()

    def _keep(self) -> None:
        try:
            self.shelf.save(self.draft)
        except DesignFileError as exc:
            self.kept.setText(translate("designer", "Not kept: {error}").format(error=exc))
            self.message.emit(str(exc))
            return
        self.kept.setText(translate("designer", "Kept in your windows as you draw."))
        self.changed.emit(self.draft)

    def _reshape(self, rows: int, cols: int, shape: Window | None) -> None:
        self.step(regridded(self.draft, rows, cols, shape))

    def _tool(self, slot: int, tool: WindowTool | None) -> None:
        """A tool chosen for a slot (None: taken away); the tools keep their order, those
        chosen first."""
        tools = list(self.draft.tools)
        if slot < len(tools):
            if tool is None:
                del tools[slot]
            else:
                tools[slot] = tool
        elif tool is not None:
            tools.append(tool)
        self.step(evolve(self.draft, tools=tuple(tools)))

    def _brush(self, brush: Brush) -> None:
        self.canvas.brush = brush

    def _brush_key(self, key: str) -> None:
        brush = self.brushes.brush_for_key(key)
        if brush is not None:
            self.brushes.choose(brush)

    # --- what it shows --------------------------------------------------------------------------
    def _refresh(self) -> None:
        draft = self.draft
        self.form.set_choices(self.choices, draft.tools)
        self.form.display(draft)
        self.form.set_own(self._own_list(), draft.id)
        self.canvas.set_draft(draft)
        self._live(draft)
        self.undo_button.setEnabled(self.history.can_undo())
        self.redo_button.setEnabled(self.history.can_redo())

    def _own_list(self) -> list[tuple[str, str]]:
        listed = [(d.id, d.name or translate("designer", "(no name yet)"))
                  for d in self.shelf.drafts()]
        if all(ident != self.draft.id for ident, _ in listed):
            listed.append((self.draft.id, self.draft.name or translate("designer",
                                                                      "(new window)")))
        return listed

    def _live(self, draft: WindowDraft) -> None:
        """The checks of the draft as it is now (a stroke included), with their spaces."""
        self.verdict = solve(draft.pattern, orange_uses=orange_uses(draft.tools))
        self.found = findings(draft, self.square, name_prints_whole, self.verdict)
        row = self.findings_list.currentRow()
        self.findings_list.blockSignals(True)
        self.findings_list.clear()
        for found in self.found:
            item = QListWidgetItem(f"{MARK[found.severity]} {finding_text(found)}")
            item.setData(Qt.ItemDataRole.UserRole, found.severity)
            self.findings_list.addItem(item)
        if 0 <= row < self.findings_list.count():
            self.findings_list.setCurrentRow(row)
        self.findings_list.blockSignals(False)
        finished = is_finished(self.found)
        why = "" if finished else translate("designer", "Mend the problems the checks list "
                                            "first.")
        for button in (self.play_button, self.print_button, self.svg_button, self.share_button):
            button.setEnabled(finished)
            button.setToolTip(why)
        self._show_marks()

    def _show_marks(self) -> None:
        marked = frozenset(c for f in self.found if f.severity == "problem" for c in f.spaces)
        row = self.findings_list.currentRow()
        picked = frozenset(self.found[row].spaces) if 0 <= row < len(self.found) else frozenset()
        self.canvas.set_marks(marked, picked)
        verdict = self.verdict
        self.canvas.set_fill(verdict.fill if self.show_fill.isChecked() and verdict is not None
                             else None)
        self.show_fill.setEnabled(verdict is not None and verdict.completable)

    def _describe(self, row: int, col: int) -> str:
        """A space in words, and what the checks say of it (the tooltip, the cursor's words)."""
        lines = [space_text(self.draft.pattern, row, col)]
        lines += [finding_text(f) for f in self.found
                  if (row, col) in f.spaces and f.severity == "problem" and f.kind != "no-fill"]
        return "\n".join(lines)

    def probe_report(self) -> dict[str, object]:
        """What the end-to-end tests' probe reports (ui/common/probe.py): where each space and
        brush is on the screen, the window as drawn, the checks, where it is kept."""
        canvas, pattern = self.canvas, self.draft.pattern
        cells = {f"{r},{c}": _centre(canvas, canvas.cell_rect(r, c).toRect())
                 for r in range(pattern.rows) for c in range(pattern.cols)}
        return {"designer": {
            "cells": cells, "pattern": format_window(pattern), "name": self.draft.name,
            "brushes": {key: _rect(b) for key, b in self.brushes.buttons.items()},
            "brush": [self.canvas.brush.kind, brush_key(self.canvas.brush)],
            "cursor": list(canvas.at), "findings": [f.kind for f in self.found],
            "file": str(self.shelf.path_of(self.draft.id)), "undo": self.history.can_undo()}}

    def changeEvent(self, event: QEvent) -> None:
        """A new language: the screen is made again (entry.py), its history kept."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.language_changed.emit()
