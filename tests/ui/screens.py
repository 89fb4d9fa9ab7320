"""Builders for screen-level tests."""

from __future__ import annotations

from sagrada_desktop.ui.common.dialogs import SettingsDialog
from sagrada_desktop.ui.game.screens.game_screen import GameScreen

from .conftest import make_session


def game_screen(qtbot, kinds=("person", "person"), seed: int = 1, pace_ms: int = 0,
                **kw) -> GameScreen:
    session = make_session(seats=len(kinds), seed=seed, kinds=tuple(kinds), **kw)
    screen = GameScreen(session, pace_ms, confirm_loss=False)
    qtbot.addWidget(screen)
    screen.resize(1300, 850)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def confirm_handover(screen: GameScreen) -> None:
    if screen.handover.isVisible():
        screen.handover.button.click()


def choose_language(qtbot, window, key: str) -> None:
    """Settings → Language, as a person: pick it in the list and press OK; wait until the
    main window is built again in it."""
    dialog = SettingsDialog(window.settings, window)
    dialog.language.setCurrentIndex(dialog.language.findData(key))
    dialog.accept()
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text()
                    == ("遊戲(&G)" if key == "zh_TW" else "&Game"), timeout=3000)
