"""The question before a die that fits no space as it is is given up: it is lost, not put
back, and what could still place it (an ability, a window tool, a Tool Card) is named, for the
player to choose."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from sagrada_desktop.engine import Die
from sagrada_desktop.ui.common.i18n import translate

from ..action_text import die_label


def give_up_question(parent: QWidget, die: Die, rescuers: list[str]) -> QMessageBox:
    """The question, not yet asked: `rescuers` are the names of what could still place the
    die (none: nothing can)."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(translate("give_up_die", "Give up the die?"))
    if rescuers:
        box.setText(translate("give_up_die", "The {v} fits no space of your window as it is, but {names} could "
                                             "place it: give it up anyway?").format(
            v=die_label(die), names=translate("give_up_die", " then ").join(rescuers)))
    else:
        box.setText(translate("give_up_die", "The {v} cannot fill any space of your window, even with your "
                                             "abilities and tools.").format(v=die_label(die)))
    box.setInformativeText(translate("give_up_die", "If you give it up, it is lost: it does not go back to the "
                           "Cathedral Board, and your turn ends."))
    give_up = box.addButton(translate("give_up_die", "Give up the die"), QMessageBox.ButtonRole.AcceptRole)
    give_up.setObjectName("give_up")
    keep = box.addButton(translate("give_up_die", "Keep the die"), QMessageBox.ButtonRole.RejectRole)
    keep.setObjectName("keep_die")
    box.setDefaultButton(keep)
    return box


def confirm_give_up(parent: QWidget, die: Die, rescuers: list[str]) -> bool:
    """True when the person gives up `die` after being told it is lost (and what could still
    place it)."""
    box = give_up_question(parent, die, rescuers)
    box.exec()
    clicked = box.clickedButton()
    return clicked is not None and clicked.objectName() == "give_up"
