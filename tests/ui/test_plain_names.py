"""Names from people and files are shown as typed: markup in a name is never rendered."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from sagrada_desktop.engine import legal_actions
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.main_window import MainWindow
from tests.engine.fixtures import TEST_WINDOW
from tests.ui.settle import settle

MARKUP = "<img src='x'><b style='font-size:72pt'>Bold</b>"


def _shown_as_markup(window: MainWindow) -> list[str]:
    """Labels showing the name in which Qt would render its markup."""
    out = []
    for label in window.findChildren(QLabel):
        text = label.text()
        if "<img src='x'>" not in text:
            continue
        fmt = label.textFormat()
        if fmt == Qt.TextFormat.RichText or (fmt == Qt.TextFormat.AutoText
                                             and Qt.mightBeRichText(text)):
            out.append(text)
    return out


def test_a_name_with_markup_is_plain_on_the_game_and_score_screens(qtbot):
    shared().update(pace="instant")
    window = MainWindow(shared(), None, [("Window 1: Test", TEST_WINDOW)])
    qtbot.addWidget(window)
    window.resize(1300, 850)
    window.show()
    window.start.seat_editor.set_count(2)
    window.start.seat_editor.set_kinds(["person", "person"])
    window.start.seat_editor.rows[0][0].setText(MARKUP)
    window.start.start_button.click()
    session = window.session
    assert session.state.seats[0].name == MARKUP
    settle(window)
    assert _shown_as_markup(window) == []
    rng = random.Random(3)
    while not session.state.is_over:
        session.play(rng.choice(legal_actions(session.state)))
    qtbot.waitUntil(lambda: window.score_screen is not None, timeout=10_000)
    window.stack.setCurrentWidget(window.score_screen)
    settle(window)
    shown = [lb for lb in window.score_screen.findChildren(QLabel) if "Bold" in lb.text()]
    assert shown, "the score screen shows the name"
    assert _shown_as_markup(window) == []
    escaped = [lb.text() for lb in shown if lb.textFormat() == Qt.TextFormat.RichText]
    assert all("&lt;img src='x'&gt;" in t for t in escaped)
