"""Labels that mean their markup say so; names inside them are escaped. No label on the game
screen or the score screen shows markup as text ("<b>Puig</b>")."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from sagrada_desktop.engine import ROUNDS
from sagrada_desktop.saves import SeatPlan
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.game.demo import advanced_state
from sagrada_desktop.ui.game.session import GameSession
from sagrada_desktop.ui.main_window import MainWindow

from .conftest import make_session
from .settle import settle

MARKUP = re.compile(r"</?(b|i|p|span|br|ul|li)\b")


def _raw(window: MainWindow) -> list[str]:
    out = []
    for label in window.findChildren(QLabel):
        if label.isVisible() and label.textFormat() != Qt.TextFormat.RichText \
                and MARKUP.search(label.text()):
            out.append(f"{label.objectName() or type(label.parent()).__name__}: {label.text()}")
    return out


def test_no_label_shows_markup_as_text(qtbot):
    window = MainWindow(shared(), None, [])
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    session = make_session(seats=3, seed=2, kinds=("person", "medium", "easy"))
    screen = window.open_session(session)
    screen.driver.set_paused(True)
    if screen.handover.isVisible():
        screen.handover.button.click()
    settle(window)
    assert _raw(window) == []
    state, log = advanced_state(session.state.setup, ROUNDS, 3)
    window.open_session(GameSession(state, [SeatPlan("person")] * 3, log))
    qtbot.waitUntil(lambda: window.score_screen is not None, timeout=5000)
    settle(window)
    assert _raw(window) == []
