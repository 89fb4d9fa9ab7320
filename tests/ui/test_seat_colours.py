"""Two seats are never shown in one family colour unasked (issue 32 item 2: the start page
gave a sixth seat the first seat's red, and the game then would not load): a sixth seat of
free play, beyond the five colours, starts with none, and a colour chosen that another row
has swaps the two rows' colours."""

from __future__ import annotations

from PySide6.QtCore import Qt

from sagrada_desktop.engine import STANDARD_COLORS
from sagrada_desktop.saves import load_game
from sagrada_desktop.saves.setup_checks import setup_problems
from sagrada_desktop.ui.common.file_dialog import FileDialog
from sagrada_desktop.ui.common.players_editor import FAMILIES, PlayersEditor, SwatchCombo
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.main_window import MainWindow
from tests.engine.fixtures import TEST_WINDOW


def _window(qtbot) -> MainWindow:
    window = MainWindow(shared(), None, [("Window 1: Test Window", TEST_WINDOW)])
    qtbot.addWidget(window)
    window.resize(1300, 850)
    window.show()
    return window


def _combo(editor: PlayersEditor, row: int) -> SwatchCombo:
    combo = editor.rows[row][1]
    assert isinstance(combo, SwatchCombo)
    return combo


def test_six_seats_of_free_play_start_save_and_load_again(qtbot, tmp_path, monkeypatch):
    window = _window(qtbot)
    editor = window.start.seat_editor
    editor.set_count(6)
    editor.set_kinds(["person"] * 6)
    assert editor.colours() == [*STANDARD_COLORS, None]
    assert _combo(editor, 5).currentText() == "No family colour"
    setup = window.start.setup()
    assert setup is not None and setup_problems(setup) == []
    window.start.start_button.click()
    qtbot.waitUntil(lambda: window.session is not None, timeout=5000)
    path = tmp_path / "six.sagrada.json"
    monkeypatch.setattr(FileDialog, "save_name", staticmethod(lambda *a, **k: str(path)))
    monkeypatch.setattr(FileDialog, "open_name", staticmethod(lambda *a, **k: str(path)))
    window.save_dialog()  # Game → Save…
    assert path.is_file()
    again = _window(qtbot)
    again.load_dialog()  # Game → Load…
    loaded = again.session
    assert loaded is not None and loaded.state == window.session.state
    assert [s.family_color for s in load_game(path).setup.seats] == [*STANDARD_COLORS, None]


def test_a_colour_another_seat_has_swaps_the_two(qtbot):
    window = _window(qtbot)
    editor = window.start.seat_editor
    editor.set_count(3)
    red, yellow, green = editor.colours()
    second = _combo(editor, 1)
    second.setFocus()
    qtbot.keyClick(second, Qt.Key.Key_Up)  # the second seat picks the first seat's colour
    assert editor.colours() == [yellow, red, green]
    qtbot.keyClick(second, Qt.Key.Key_Down)  # and back
    qtbot.keyClick(second, Qt.Key.Key_Down)  # then the third seat's
    assert editor.colours() == [red, green, yellow]


def test_a_campaign_family_takes_a_colour_no_other_family_has(qtbot):
    colours = STANDARD_COLORS[:4]
    editor = PlayersEditor(FAMILIES, colours)
    qtbot.addWidget(editor)
    editor.set_count(2)
    first = _combo(editor, 0)
    first.setFocus()
    qtbot.keyClick(first, Qt.Key.Key_Down)  # the first family picks the second's colour
    editor.set_count(4)
    assert sorted(c.letter for c in editor.colours() if c) == sorted(c.letter for c in colours)
    assert _combo(editor, 0).count() == len(colours)  # a family always has a colour
