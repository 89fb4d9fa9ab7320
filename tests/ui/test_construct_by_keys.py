"""Cathedral Construction has a keyboard path (issue 30, item 3): when the round's last
player must construct, the board takes the keys with its cursor on a space that may be
constructed, Enter constructs it, B brings the keys back there, and Enter on the window says
what to do instead of "take a die from the Cathedral Board first"."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from sagrada_desktop.engine import ConstructSpace, DraftDie, Stage, legal_actions
from sagrada_desktop.ui.common.roles import Role

from .screens import confirm_handover, game_screen


def _to_construction(qtbot, screen) -> None:
    """Play the game's own actions (the person's too) until Cathedral Construction, the
    screen's window active (its shortcuts work)."""
    screen.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is screen)
    s = screen.session
    rng = random.Random(5)
    while s.state.stage is not Stage.CONSTRUCT:
        assert not s.state.is_over, "no construction in the game"
        actions = legal_actions(s.state)
        fills = [a for a in actions if not isinstance(a, DraftDie)] or actions
        assert s.play(rng.choice(fills))
        confirm_handover(screen)


def test_the_board_takes_the_keys_at_construction_and_enter_constructs(qtbot):
    screen = game_screen(qtbot, kinds=("person", "person"), seed=3)
    confirm_handover(screen)
    _to_construction(qtbot, screen)
    board = screen.pool_view
    assert screen.focusWidget() is board
    current = board.currentIndex()
    assert current.isValid() and current.data(Role.CONSTRUCTIBLE)
    die = current.data(Role.DIE)
    built = len(screen.session.state.cathedral)
    QTest.keyClick(board, Qt.Key.Key_Return)
    assert ConstructSpace(die) in screen.session.actions
    assert len(screen.session.state.cathedral) == built + 1


def test_enter_on_the_window_at_construction_says_to_construct_and_b_goes_back(qtbot):
    screen = game_screen(qtbot, kinds=("person", "person"), seed=3)
    confirm_handover(screen)
    _to_construction(qtbot, screen)
    screen.window_view.setFocus()
    screen.window_view.setCurrentIndex(screen.window_model.index(0, 0))
    QTest.keyClick(screen.window_view, Qt.Key.Key_Return)
    notice = screen.notice.text()
    assert "construct a glowing Cathedral Board space" in notice
    assert "take a die" not in notice
    assert screen.focusWidget() is screen.pool_view  # and the keys are on the board again
    screen.window_view.setFocus()
    screen.pool_view.setCurrentIndex(screen.pool_model.index(0, 0))
    QTest.keyClick(screen.window_view, Qt.Key.Key_B)
    assert screen.focusWidget() is screen.pool_view
    assert screen.pool_view.currentIndex().data(Role.CONSTRUCTIBLE)
