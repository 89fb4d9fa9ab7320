"""The question before a die that fits nowhere is given up: it is lost, not put back."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from sagrada_desktop.engine import Die
from sagrada_desktop.ui.common.i18n import translate

from ..action_text import die_label


def confirm_give_up(parent: QWidget, die: Die) -> bool:
    """True when the person gives up `die` after being told it is lost."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(translate("give_up_die", "The die fits nowhere"))
    box.setText(translate("give_up_die", "The {v} cannot fill any space of your window, even with your "
                                         "abilities and tools.").format(v=die_label(die)))
    box.setInformativeText(translate("give_up_die", "If you give it up, it is lost: it does not go back to the "
                           "Cathedral Board, and your turn ends."))
    give_up = box.addButton(translate("give_up_die", "Give up the die"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(translate("give_up_die", "Keep trying"), QMessageBox.ButtonRole.RejectRole)
    box.exec()
    return box.clickedButton() is give_up
