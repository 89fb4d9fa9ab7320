"""Yes/No questions whose text is shown as plain text: names come from files and people, and
a name such as "<img src=…>" must read as typed, never as markup."""

from __future__ import annotations

from PySide6 import QtCore
from PySide6.QtWidgets import QMessageBox, QWidget

# QtCore.Qt is named when a box is shown, not when this module is imported: the first name
# looked up in the Qt namespace makes all of its Python enums (ui/common/qt_names.py)


class PlainQuestion:
    """QMessageBox.question's shape (so a test can pass its own), with plain text."""

    StandardButton = QMessageBox.StandardButton

    @staticmethod
    def question(parent: QWidget | None, title: str, text: str,
                 yes: str = "", no: str = "") -> QMessageBox.StandardButton:
        box = QMessageBox(QMessageBox.Icon.Question, title, text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
        box.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        if yes:
            box.button(QMessageBox.StandardButton.Yes).setText(yes)
        if no:
            box.button(QMessageBox.StandardButton.No).setText(no)
        return QMessageBox.StandardButton(box.exec())

    @staticmethod
    def warning(parent: QWidget | None, title: str, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok,
                          parent)
        box.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        box.exec()
