"""The Hint is never clipped (issue 30, item 4): at 1280x720 the notice cut the top of its first
line and hid the rest with no '…' (a framed label indents its text, so it wrapped narrower than
the notice measured). Now the notice shows two whole lines, the second ending in '…' when the
words need more, and the status bar and the tooltip say them whole; in English and 繁體中文."""

from __future__ import annotations

import pytest

from sagrada_desktop.engine import GameSetup, SeatSetup, new_game
from sagrada_desktop.saves import SeatPlan
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.i18n import translators
from sagrada_desktop.ui.game.session import GameSession
from sagrada_desktop.ui.main_window import MainWindow

from .settle import settle


@pytest.mark.parametrize("language", ["en", "zh_TW"])
@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1920, 1080)])
def test_the_hint_shows_two_whole_lines_and_says_the_rest_elsewhere(qtbot, styled, temp_settings,
                                                                    language, size):
    translators().install(language)
    try:
        design = catalogue.content().windows["w01"].design
        window = MainWindow(temp_settings, None, [("Window 1", design)])
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        setup = GameSetup(window=design, seed=3, start_seat=0,
                          seats=(SeatSetup("Ana"), SeatSetup("Berta")))
        screen = window.open_session(GameSession(new_game(setup), [SeatPlan("person"),
                                                                   SeatPlan("hard")]))
        screen.driver.set_paused(True)
        settle(window)
        words = window.show_hint()
        settle(window)
        notice = screen.notice
        assert words and notice.text() == words
        assert window.statusBar().currentMessage() == words
        # what it shows fits its box: two lines at most, drawn as measured
        assert notice.heightForWidth(notice.width()) <= notice.height(), notice.shown()
        if notice.shown() != words:
            assert notice.shown().endswith("…") and notice.toolTip() == words
    finally:
        translators().install("en")
