"""Yes/No questions whose text is shown as plain text: names come from files and people, and
a name such as "<img src=…>" must read as typed, never as markup."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6 import QtCore, QtWidgets

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox, QWidget

# Qt's classes are named when a box is shown, not when this module is imported (right after
# the first paint): QMessageBox's class and enums are made then, and the first name looked up
# in the Qt namespace makes all of its Python enums (ui/common/qt_names.py).


class _Buttons:
    """QMessageBox.StandardButton, looked up when first asked for."""

    def __get__(self, owner: object, cls: type | None = None) -> type[QMessageBox.StandardButton]:
        return QtWidgets.QMessageBox.StandardButton


class PlainQuestion:
    """QMessageBox.question's shape (so a test can pass its own), with plain text."""

    StandardButton = _Buttons()

    @staticmethod
    def question(parent: QWidget | None, title: str, text: str,
                 yes: str = "", no: str = "") -> QMessageBox.StandardButton:
        message_box = QtWidgets.QMessageBox
        buttons = message_box.StandardButton
        box = message_box(message_box.Icon.Question, title, text, buttons.Yes | buttons.No,
                          parent)
        box.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        box.setDefaultButton(buttons.Yes)
        if yes:
            box.button(buttons.Yes).setText(yes)
        if no:
            box.button(buttons.No).setText(no)
        return buttons(box.exec())

    @staticmethod
    def warning(parent: QWidget | None, title: str, text: str) -> None:
        message_box = QtWidgets.QMessageBox
        box = message_box(message_box.Icon.Warning, title, text, message_box.StandardButton.Ok,
                          parent)
        box.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        box.exec()
