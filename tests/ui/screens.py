"""Builders for screen-level tests."""

from __future__ import annotations

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
