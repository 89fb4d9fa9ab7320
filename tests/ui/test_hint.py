"""Game > Hint: the Hard player's draft is taken for the person (undo gives it back), with the
space it would fill and why."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics

from sagrada_desktop.ai.hard import HardPlayer
from sagrada_desktop.engine import DraftDie, Stage, observe
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.main_window import MainWindow

from .conftest import make_session


def test_hint_takes_the_hard_players_die_and_says_where_it_goes(qtbot):
    window = MainWindow(shared(), None, [])
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    session = make_session(seats=2, seed=4)
    screen = window.open_session(session)
    if screen.handover.isVisible():
        screen.handover.button.click()
    start = session.state
    expected = HardPlayer(0, budget_ms=float("inf")).choose(observe(start, start.active_seat))
    assert window.hint_action.isEnabled()
    words = window.show_hint()
    assert words.startswith("Hint: the ")
    assert " to row " in words or "fits nowhere" in words
    assert session.state.stage is Stage.PLACE
    assert isinstance(expected, DraftDie) and session.state.in_hand.die == expected.die
    assert words in screen.notice.text()
    taken = session.state
    again = window.show_hint()  # with the die in hand: says why, takes nothing more
    assert again.startswith("Hints are given before you draft")
    assert again in screen.notice.text() and session.state == taken
    session.undo_stack.undo()
    assert session.state == start


def test_no_hint_while_a_computer_plays(qtbot):
    window = MainWindow(shared(), None, [])
    qtbot.addWidget(window)
    session = make_session(seats=2, seed=4, kinds=("medium", "person"))
    screen = window.open_session(session)
    screen.driver.set_paused(True)
    before = session.state
    words = window.show_hint()  # says why, takes nothing
    assert words.startswith("Hints are given on a person's turn")
    assert words in screen.notice.text() and session.state == before


def test_a_long_hint_keeps_to_the_notice_s_two_lines_and_is_whole_elsewhere(qtbot):
    window = MainWindow(shared(), None, [])
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    screen = window.open_session(make_session(seats=2, seed=4))
    if screen.handover.isVisible():
        screen.handover.button.click()
    words = window.show_hint()  # this game's hint takes two abilities first: a long line
    notice = screen.notice
    shown = notice.shown()
    assert shown != words and shown.endswith("…")
    rect = notice.contentsRect()
    needed = QFontMetrics(notice.font()).boundingRect(rect, Qt.TextFlag.TextWordWrap, shown)
    assert needed.height() <= rect.height(), (shown, needed, rect)
    assert notice.text() == notice.toolTip() == notice.accessibleName() == words
    assert window.statusBar().currentMessage() == words
    session = screen.session
    session.undo_stack.undo()  # a short notice again: shown whole, no tooltip
    assert notice.shown() == notice.text() and notice.toolTip() == ""
