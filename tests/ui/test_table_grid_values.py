"""The results grid takes what a journal may show: abilities and tools fill spaces with values
outside 1-6 and with orange (the rulebook: "Some abilities allow you to fill spaces with values
less than 1 or greater than 6!"), so the keyboard takes O for orange, 0 to 9 and a minus sign,
and the buttons offer orange and the values abilities reach (-1, 0, 7, 8)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from sagrada_desktop.engine import Color, Die
from sagrada_desktop.table.entries import entered
from sagrada_desktop.ui.table.table_screen import TableScreen

from .test_table_window import begin_at_table, deal, walk_rounds


def results_page(qtbot, tmp_path):
    window = begin_at_table(qtbot, tmp_path)
    screen = window.stack.currentWidget()
    assert isinstance(screen, TableScreen)
    deal(window, screen)
    screen = window.stack.currentWidget()
    walk_rounds(qtbot, window, screen)  # to the end of the game: the results are entered
    return window, screen.results


def test_orange_and_values_past_1_to_6_are_typed_and_clicked_in(qtbot, tmp_path):
    window, page = results_page(qtbot, tmp_path)
    session = window.campaign.session
    page.grid.setFocus()
    page.grid.move_to(0, 0)
    qtbot.keyClicks(page.grid, "B7")
    qtbot.keyClicks(page.grid, "O-1")  # the cursor moved on to the next space
    family = entered(session.campaign.table)[page.family]
    assert family.window.fills[0] == Die(Color.BLUE, 7)
    assert family.window.fills[1] == Die(Color.ORANGE, -1)
    buttons = {b.text(): b for b in page.findChildren(QPushButton) if b.isVisible()}
    assert "−1" in buttons and "0" in buttons and "7" in buttons and "8" in buttons
    orange = next(b for t, b in buttons.items() if t.endswith("(O)"))
    qtbot.mouseClick(orange, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(buttons["0"], Qt.MouseButton.LeftButton)
    family = entered(session.campaign.table)[page.family]
    assert family.window.fills[2] == Die(Color.ORANGE, 0)
    qtbot.keyClicks(page.grid, "-")
    assert "below 0" in page.pen.text()  # the minus sign typed is said before the digit


def test_a_broken_window_s_reasons_never_squeeze_the_grid_at_1280x720(qtbot, tmp_path, styled):
    window, page = results_page(qtbot, tmp_path)
    assert window.size().height() <= 720
    page.grid.move_to(0, 0)
    qtbot.keyClicks(page.grid, "R3R4R5")  # three reds side by side: each breaks a restriction
    assert page.mend.isVisible() and len(page.grid.reasons) == 3
    qtbot.waitUntil(lambda: page.grid.height() >= page.grid.minimumSizeHint().height())
    spaces = sorted(page.grid.buttons.items())
    for ((r1, c1), a), ((r2, c2), b) in zip(spaces, spaces[1:], strict=False):
        if a.isVisible() and b.isVisible():  # the panes of the grid never overlap
            assert not a.geometry().intersects(b.geometry()), ((r1, c1), (r2, c2))
    bottom = max(b.geometry().bottom() for b in page.grid.buttons.values())
    assert bottom < page.grid.height()  # the last row whole
