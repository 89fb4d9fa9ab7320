"""No state change makes the top-level window larger than the screen (issue 30, item 2): after
the Flourish choice the window grew from 720 to 747-807 px tall at 1280x720 (the choice and the
hand panel asked for room at once), and the status bar, the key help and the last tool row
went below the screen. A scripted game with each Glory module, at 1280x720, 1366x768 and
1920x1080: after every step the window keeps its size, no size it takes on the way is larger,
and what the screen needs fits it. Every module's game is played through its first two rounds
(the Flourish choice, Pioneer Cards, the gray dice and the first Cathedral Construction come
there), all four together to the scoring table at 1280x720. (tests/robot/ plays whole games
on a real X server.)"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, QObject, QSize

from sagrada_desktop.engine import GameSetup, Modules, SeatSetup, legal_actions, new_game
from sagrada_desktop.saves import SeatPlan
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.game.session import GameSession
from sagrada_desktop.ui.main_window import MainWindow

from .screens import confirm_handover
from .settle import settle

MODULES = {"strife": Modules(strife=True), "pioneer": Modules(pioneer=True),
           "flourish": Modules(flourish=True), "rivalry": Modules(rivalry=True),
           "all": Modules(strife=True, pioneer=True, flourish=True, rivalry=True)}


class Sizes(QObject):
    """Every size the window takes."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[QSize] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.seen.append(QSize(event.size()))
        return False


PLAYS = [(m, (1280, 720), 2) for m in MODULES if m != "all"] + [
    ("all", (1280, 720), 12), ("all", (1366, 768), 2), ("all", (1920, 1080), 2)]


@pytest.mark.parametrize(("module", "size", "rounds"), PLAYS)
def test_the_window_keeps_to_the_screen_through_a_game(qtbot, styled, temp_settings, module,
                                                       size, rounds):
    content = catalogue.content()
    design = next(c.design for c in content.booster_windows.values()
                  if c.design.pattern.rows == 6)  # the tallest windows
    setup = GameSetup(window=design, seed=7, start_seat=1, glory=content.glory,
                      seats=(SeatSetup("Ana"), SeatSetup("Berta"), SeatSetup("Carles")),
                      modules=MODULES[module])
    window = MainWindow(temp_settings, None, [("Booster", design)])
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    sizes = Sizes()
    window.installEventFilter(sizes)
    screen = window.open_session(GameSession(new_game(setup), [SeatPlan("person"),
                                                               SeatPlan("medium"),
                                                               SeatPlan("person")]))
    screen.driver.set_paused(True)
    session, rng = screen.session, random.Random(3)
    steps = 0
    while not session.state.is_over and session.state.round <= rounds:
        confirm_handover(screen)
        settle(window)
        steps += 1
        where = f"step {steps}, {session.state.stage.name} round {session.state.round}"
        assert (window.width(), window.height()) == size, where
        assert all(s.width() <= size[0] and s.height() <= size[1] for s in sizes.seen), where
        least = window.centralWidget().minimumSizeHint()
        assert least.height() <= window.centralWidget().height(), (where, least)
        assert least.width() <= window.centralWidget().width(), (where, least)
        assert session.play(rng.choice(legal_actions(session.state)))
    settle(window)
    assert (window.width(), window.height()) == size
    assert rounds < 12 or window.score_screen is not None
