"""File > Export to PDF: choose what to print and the page size; open the file when done."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QWidget,
)

from sagrada_desktop.ui.common.i18n import translate

from .export_choices import ExportChoice
from .settings import PAGE_SIZES


class ExportDialog(QDialog):
    def __init__(self, choices: Sequence[ExportChoice], page_size: str,
                 parent: QWidget | None = None, *, open_when_done: bool = True) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("export_dialog", "Export to PDF"))
        form = QFormLayout(self)
        self.what = QComboBox()
        self.what.setAccessibleName(translate("export_dialog", "What to print"))
        for choice in choices:
            self.what.addItem(choice.label, choice.key)
        self.page = QComboBox()
        self.page.setAccessibleName(translate("export_dialog", "Page size"))
        for size in PAGE_SIZES:
            self.page.addItem(size, size)
        index = self.page.findData(page_size)
        self.page.setCurrentIndex(max(index, 0))
        self.open_when_done = QCheckBox(translate("export_dialog", "Open the file when it is written"))
        self.open_when_done.setChecked(open_when_done)  # as it was left last time
        form.addRow(translate("export_dialog", "What to print"), self.what)
        form.addRow(translate("export_dialog", "Page size"), self.page)
        form.addRow(self.open_when_done)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("export_dialog", "Choose file…"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    @property
    def choice(self) -> str:
        return str(self.what.currentData())

    @property
    def page_size(self) -> str:
        return str(self.page.currentData())
