"""Every icon-only button has an accessible name and a tooltip, on every screen."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractButton

from sagrada_desktop.engine import DraftDie
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.main_window import MainWindow
from tests.engine.fixtures import TEST_WINDOW

from .conftest import make_session
from .test_hot_seat import _person_turn


def _icon_only(widget) -> list[QAbstractButton]:
    return [b for b in widget.findChildren(QAbstractButton)
            if not b.text().strip() and not b.icon().isNull()]


def _check(widget) -> int:
    buttons = _icon_only(widget)
    for b in buttons:
        assert b.accessibleName(), f"{b!r} has no accessible name"
        assert b.toolTip(), f"{b.accessibleName()} has no tooltip"
    return len(buttons)


def test_icon_only_buttons_have_accessible_names(qtbot):
    window = MainWindow(shared(), None, [("Test", TEST_WINDOW)])
    qtbot.addWidget(window)
    window.show()
    _check(window)
    session = make_session(kinds=("person", "person"))
    screen = window.open_session(session)
    screen.confirm_loss = False
    screen.handover.button.click()
    session.play(DraftDie(session.state.pool[0]))
    assert _check(window) >= 2  # undo and redo
    for b in screen.hand.effect_buttons:
        assert b.accessibleName()
    for _ in range(200):
        if session.state.is_over:
            break
        if screen.handover.isVisible():
            screen.handover.button.click()
        _person_turn(screen)
    qtbot.waitUntil(lambda: window.score_screen is not None, timeout=5000)
    _check(window)
    assert window.score_screen.table.accessibleName() == "Scoring table"
