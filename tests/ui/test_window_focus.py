"""The main window is active again when one of its dialogs closes (found by the robot on a
bare X server: after the give-up question closed no window was active, and B, W, H and Ctrl+Z
did nothing). A window manager does it on a desktop; the program does it where there is none."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QMainWindow

from sagrada_desktop.ui.common.window_focus import GiveFocusBack


def _window(qtbot, monkeypatch) -> tuple[QMainWindow, GiveFocusBack, list[str]]:
    window = QMainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    activated: list[str] = []
    monkeypatch.setattr(window, "activateWindow", lambda: activated.append("main"))
    return window, GiveFocusBack(window), activated


def test_a_dialog_closed_gives_the_main_window_its_activation_back(qtbot, monkeypatch):
    window, back, activated = _window(qtbot, monkeypatch)
    dialog = QDialog(window)
    dialog.show()
    qtbot.waitExposed(dialog)
    back.focus_moved(dialog.windowHandle())  # the dialog had the focus
    dialog.hide()
    qtbot.waitUntil(lambda: activated == ["main"])


def test_the_main_window_losing_the_focus_to_another_program_is_left_alone(qtbot, monkeypatch):
    window, back, activated = _window(qtbot, monkeypatch)
    back.focus_moved(window.windowHandle())
    back.focus_moved(None)  # another program's window took it
    dialog = QDialog(window)  # a later dialog, shown and still open
    dialog.show()
    qtbot.waitExposed(dialog)
    back.focus_moved(dialog.windowHandle())
    back.give_back()  # asked while the dialog is open: the dialog keeps the focus
    assert activated == []
