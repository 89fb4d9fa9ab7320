"""Nothing lost by a slip: Game → New game asks before leaving a game, answering No to the
resume offer keeps the autosave until a new game starts, a clean Quit is not a crash, and a
damaged autosave offers its backup. Real menus, buttons and dialogs, answered by a timer."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from sagrada_desktop.ui.app import _offer_resume
from sagrada_desktop.ui.common.plain_question import PlainQuestion
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.game.autosave import Autosaver
from sagrada_desktop.ui.main_window import MainWindow
from tests.engine.fixtures import TEST_WINDOW

from .test_main_window import _one_turn


def _window(qtbot, folder) -> MainWindow:
    shared().update(pace="instant")
    window = MainWindow(shared(), Autosaver(folder), [("Window 1: Test", TEST_WINDOW)])
    qtbot.addWidget(window)
    window.resize(1300, 850)
    window.show()
    return window


class _Answer:
    """Waits for the next message box, records it, and clicks the button named `button`."""

    def __init__(self, button: str) -> None:
        self.button = button
        self.seen: list[tuple[str, str]] = []
        self.active = True
        QTimer.singleShot(0, self._poll)

    def stop(self) -> None:
        """No dialog came (or no more are expected): stop waiting."""
        self.active = False

    def _poll(self) -> None:
        if not self.active:
            return
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, self._poll)
            return
        self.seen.append((box.windowTitle(), box.text()))
        target = next(b for b in box.buttons() if b.text().replace("&", "") == self.button)
        self.active = False
        target.click()


def _start_two_people(window: MainWindow) -> None:
    window.start.seat_editor.set_count(2)
    window.start.seat_editor.set_kinds(["person", "person"])
    window.start.start_button.click()
    assert window.session is not None


def test_new_game_from_the_menu_asks_before_leaving_a_game(qtbot, tmp_path):
    window = _window(qtbot, tmp_path)
    _start_two_people(window)
    _one_turn(window.session)
    session = window.session
    keep = _Answer("Keep playing")
    window.new_action.trigger()
    assert keep.seen and keep.seen[0][0] == "Leave this game?"
    assert "round 1" in keep.seen[0][1] and "autosave" in keep.seen[0][1]
    assert window.session is session and window.stack.currentWidget() is window.game_screen
    leave = _Answer("Leave the game")
    window.new_action.trigger()
    assert leave.seen
    assert window.session is None and window.stack.currentWidget() is window.start
    assert window.autosaver.pending() is not None  # the game left is kept to resume


def test_new_game_after_the_game_is_over_asks_nothing(qtbot, tmp_path):
    window = _window(qtbot, tmp_path)
    window.new_action.trigger()  # no game: the start screen at once, no dialog
    assert window.stack.currentWidget() is window.start


def test_answering_no_keeps_the_autosave_until_a_new_game_starts(qtbot, tmp_path):
    first = _window(qtbot, tmp_path)
    _start_two_people(first)
    _one_turn(first.session)
    left = first.session.state  # the program stops here without closing (a crash)
    again = _window(qtbot, tmp_path)
    no = _Answer("No")
    _offer_resume(again, PlainQuestion)
    title, text = no.seen[0]
    assert title == "Resume the unfinished game?"
    assert "kept until you start a new game" in text
    pending = again.autosaver.pending()
    assert pending is not None and pending.game.state == left
    _start_two_people(again)  # a new game: its first turn replaces the autosave
    _one_turn(again.session)
    assert again.autosaver.pending().game.state == again.session.state


def test_after_a_clean_quit_the_start_offers_to_continue_not_to_recover(qtbot, tmp_path):
    first = _window(qtbot, tmp_path)
    _start_two_people(first)
    _one_turn(first.session)
    played = first.session.state
    game_menu = first.menuBar().actions()[0].menu()
    quit_action = next(a for a in game_menu.actions() if a.text() == "&Quit")
    quit_action.trigger()  # Game → Quit
    assert not first.isVisible()
    again = _window(qtbot, tmp_path)
    yes = _Answer("Yes")
    _offer_resume(again, PlainQuestion)
    title, text = yes.seen[0]
    assert title == "Continue your last game?"
    assert "saved when you quit" in text and "stopped" not in text
    assert again.session is not None and again.session.state == played
    _one_turn(again.session)  # playing on: a crash now is a crash again
    assert not again.autosaver.pending().quit_cleanly


def test_a_damaged_autosave_offers_the_backup_and_keeps_it(qtbot, tmp_path):
    first = _window(qtbot, tmp_path)
    _start_two_people(first)
    _one_turn(first.session)
    before = first.session.state
    _one_turn(first.session)  # the first save is now the backup
    autosaver = first.autosaver
    autosaver.path.write_text('{"format": "sagrada-artisans-game", "schema', encoding="utf-8")
    again = _window(qtbot, tmp_path)
    yes = _Answer("Yes")
    _offer_resume(again, PlainQuestion)
    title, text = yes.seen[0]
    assert "could not be read" in text and "autosave.sagrada.json" in text
    assert again.session.state == before
    backup = autosaver.path.with_name(autosaver.path.name + ".bak").read_bytes()
    _one_turn(again.session)  # the damaged file is not rotated over the good backup
    assert autosaver.path.with_name(autosaver.path.name + ".bak").read_bytes() == backup
    assert again.autosaver.pending().game.state == again.session.state
