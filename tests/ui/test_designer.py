"""The window designer as a person uses it: entered from the start page and the Game menu;
spaces painted by pointer strokes and by the keyboard, one undo step a stroke; the checks
saying what is wrong and why while the window is drawn, and the buttons that wait for them;
a finished window in free play's list as the player's own, played at once against computers
with the Glory modules, its game still opening after the window file is gone; a friend's bad
file refused with its reason; every change kept in the data folder."""

from __future__ import annotations

import pytest
from attrs import evolve
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from sagrada_desktop.designer.design_file import load_draft
from sagrada_desktop.designer.draft import Brush, WindowDraft, paint
from sagrada_desktop.designer.own_windows import OwnWindows
from sagrada_desktop.engine import Color, format_window, parse_window
from sagrada_desktop.saves import SeatPlan, load_game, save_game
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.designer.designer_screen import DesignerScreen
from sagrada_desktop.ui.designer.entry import import_checked, open_designer
from sagrada_desktop.ui.game.autosave import Autosaver
from sagrada_desktop.ui.main_window import MainWindow

FINISHED = """
.  R  .  *  .  3
2  .  Y  .  5  .
.  *  .  B  .  Y
G  .  6  .  *  .
"""


@pytest.fixture
def window(qtbot, tmp_path) -> MainWindow:
    shared().update(pace="instant")
    catalogue.content()
    from sagrada_desktop.ui.app import window_choice_label

    windows = [(window_choice_label(c), c.design) for c in catalogue.free_play_windows()]
    w = MainWindow(shared(), Autosaver(tmp_path), windows)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    return w


def _screen(window: MainWindow) -> DesignerScreen:
    screen = open_designer(window)
    assert screen is not None and window.stack.currentWidget() is screen
    return screen


def _centre(screen: DesignerScreen, row: int, col: int) -> QPoint:
    return screen.canvas.cell_rect(row, col).center().toPoint()


def _finished(screen: DesignerScreen, name: str = "Rose of the Crypt") -> WindowDraft:
    return evolve(screen.draft, name=name, pattern=parse_window(FINISHED),
                  tools=tuple(c.tool for c in screen.choices[:3]))


def test_the_designer_is_on_the_start_page_and_in_the_game_menu(window) -> None:
    button = window.start.findChild(QPushButton, "design-a-window")
    assert button is not None and button.text() == "Design a window…"
    button.click()
    assert isinstance(window.stack.currentWidget(), DesignerScreen)
    window.show_start()
    (action,) = [a for a in window.findChildren(QAction) if a.objectName() == "design-a-window"]
    action.trigger()
    assert isinstance(window.stack.currentWidget(), DesignerScreen)
    assert len(window.stack.findChildren(DesignerScreen)) == 1  # the same screen again


def test_a_pointer_stroke_paints_every_space_it_passes_and_undoes_as_one(window, qtbot) -> None:
    screen = _screen(window)
    qtbot.waitUntil(lambda: screen.canvas.cell_size() > 20)
    screen.brushes.buttons["R"].click()
    canvas = screen.canvas
    QTest.mousePress(canvas, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     _centre(screen, 0, 0))
    for col in (1, 2):  # a crooked path: down a little, then across
        QTest.mouseMove(canvas, _centre(screen, 0, col) + QPoint(3, 7))
    QTest.mouseRelease(canvas, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       _centre(screen, 0, 2))
    pattern = screen.draft.pattern
    assert [pattern.space(0, c).color for c in range(3)] == [Color.RED] * 3
    assert "clash" in [f.kind for f in screen.found]  # red beside red, said at once
    assert not screen.play_button.isEnabled()
    screen.undo_button.click()
    assert all(screen.draft.pattern.space(0, c).color is None for c in range(3))
    screen.redo_button.click()
    assert screen.draft.pattern.space(0, 2).color is Color.RED
    # a stroke that starts on a red space with the red brush takes the red away
    QTest.mouseClick(canvas, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     _centre(screen, 0, 1))
    assert screen.draft.pattern.space(0, 1).color is None
    assert load_draft(screen.shelf.path_of(screen.draft.id)) == screen.draft  # kept at once


def test_the_keyboard_paints_moves_and_undoes(window, qtbot) -> None:
    screen = _screen(window)
    canvas = screen.canvas
    canvas.setFocus()
    qtbot.waitUntil(canvas.hasFocus)
    QTest.keyClick(canvas, "4")            # the value 4 brush
    QTest.keyClick(canvas, Qt.Key.Key_Space)
    assert screen.draft.pattern.space(0, 0).value == 4
    QTest.keyClick(canvas, Qt.Key.Key_Down)
    QTest.keyClick(canvas, "s")            # star
    QTest.keyPress(canvas, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    QTest.keyPress(canvas, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    QTest.keyRelease(canvas, Qt.Key.Key_Shift)
    assert [screen.draft.pattern.space(1, c).star for c in range(4)] == [True, True, True, False]
    assert canvas.at == (1, 2)
    QTest.keyClick(canvas, "x")            # no space
    QTest.keyClick(canvas, Qt.Key.Key_Return)
    assert not screen.draft.pattern.space(1, 2).exists
    QTest.keyClick(canvas, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert screen.draft.pattern.space(1, 2).exists and screen.draft.pattern.space(1, 2).star
    QTest.keyClick(canvas, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not any(screen.draft.pattern.space(1, c).star for c in range(4))  # one Shift stroke
    assert "Row 2, column 3" in canvas.accessibleDescription()


def test_the_checks_name_the_reason_and_the_buttons_wait_for_them(window) -> None:
    screen = _screen(window)
    screen.step(_finished(screen))
    texts = [screen.findings_list.item(i).text() for i in range(screen.findings_list.count())]
    assert texts[0].startswith("✓ This window can be filled whole"), texts
    assert screen.play_button.isEnabled() and screen.share_button.isEnabled()
    screen.show_fill.setChecked(True)
    assert screen.canvas.fill is not None and screen.canvas.fill.filled_count == 24
    screen.step(paint(screen.draft, Brush("colour", color=Color.BLUE), [(3, 3)]))
    texts = [screen.findings_list.item(i).text() for i in range(screen.findings_list.count())]
    assert any("Row 3, column 4 and row 4, column 4 share an edge and both print blue" in t
               for t in texts), texts
    assert screen.canvas.marked == {(2, 3), (3, 3)}
    assert screen.canvas.fill is None and not screen.play_button.isEnabled()
    screen.findings_list.setCurrentRow(1)
    assert screen.canvas.picked == {(2, 3), (3, 3)}
    assert "share an edge" in screen._describe(3, 3)  # the tooltip of the space says why too


def test_a_finished_window_is_played_at_once_against_computers_with_glory(window, qtbot,
                                                                         tmp_path) -> None:
    screen = _screen(window)
    screen.step(_finished(screen))
    screen.play_button.click()
    start = window.start
    assert window.stack.currentWidget() is start and not start.solo
    assert start.window_combo.currentText() == "Your own: Rose of the Crypt"
    assert start.window_combo.currentData().id == screen.draft.id
    start.seat_editor.set_count(3)
    start.seat_editor.set_kinds(["medium", "easy", "medium"])
    for box in start.glory.boxes.values():  # every Glory module
        box.setChecked(True)
    start.start_button.click()
    session = window.session
    assert session is not None and session.state.setup.window.id == screen.draft.id
    assert session.state.setup.modules.strife
    qtbot.waitUntil(lambda: session.state.is_over, timeout=240_000)
    saved = tmp_path / "own.sagrada.json"
    save_game(saved, session.state.setup, session.actions, session.state,
              plans=[SeatPlan("medium"), SeatPlan("easy"), SeatPlan("medium")])
    screen.shelf.remove(screen.draft.id)  # the window's file is gone: its game still opens
    assert not screen.shelf.path_of(screen.draft.id).exists()
    loaded = load_game(saved)
    assert format_window(loaded.setup.window.pattern) == format_window(parse_window(FINISHED))
    assert loaded.state.is_over


def test_the_data_folders_finished_windows_are_in_free_plays_list(window, tmp_path) -> None:
    shelf = OwnWindows(tmp_path)
    screen = _screen(window)
    good = _finished(screen, "Lantern of Gràcia")
    bad = evolve(good, id=shelf.fresh_id(), name="Clashing",
                 pattern=parse_window(FINISHED.replace("2  .  Y", "R  R  Y", 1)))
    shelf.save(good)
    shelf.save(bad)
    window.offer_own_windows()
    labels = [window.start.window_combo.itemText(i)
              for i in range(window.start.window_combo.count())]
    assert "Your own: Lantern of Gràcia" in labels and "Your own: Clashing" not in labels
    assert labels.index("Your own: Lantern of Gràcia") == len(labels) - 1  # after the others


def test_a_friends_window_that_fails_the_checks_is_refused_with_its_reason(window,
                                                                          monkeypatch) -> None:
    screen = _screen(window)
    warned: list[str] = []
    monkeypatch.setattr("sagrada_desktop.ui.designer.entry.PlainQuestion.warning",
                        lambda _parent, _title, text: warned.append(text))
    before = screen.shelf.drafts()
    friend = evolve(_finished(screen), id="own-friend1",
                    pattern=parse_window(FINISHED.replace("2  .  Y", "2  2  Y", 1)))
    assert import_checked(screen, friend) is None
    assert "share an edge and both print a 2" in warned[0]
    assert screen.shelf.drafts() == before
    good = evolve(friend, pattern=parse_window(FINISHED))
    assert import_checked(screen, good) == good
    assert screen.draft == good and good in screen.shelf.drafts()
    assert window.start.window_combo.findText("Your own: Rose of the Crypt") >= 0


def test_everything_is_on_screen_at_1280x720(window) -> None:
    screen = _screen(window)
    screen.step(_finished(screen))
    frame = window.centralWidget().geometry()
    for button in screen.findChildren(QPushButton):
        top_left = button.mapTo(window, QPoint(0, 0))
        assert frame.contains(top_left) and frame.contains(
            top_left + QPoint(button.width() - 1, button.height() - 1)), button.text()
        assert button.width() >= button.sizeHint().width() - 2, f"{button.text()!r} cut"
    assert screen.canvas.cell_size() >= 56  # panes a pointer hits easily
