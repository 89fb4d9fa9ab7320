"""Glory on the screens: the module switches reach GameSetup (and are remembered), the
Flourish choice is private in hot-seat play and reaches the engine, and a whole game with
every module and computer seats ends on a scoring table explaining Pioneer and Flourish."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from sagrada_desktop.engine import Modules, Stage
from sagrada_desktop.saves import SeatPlan
from sagrada_desktop.ui.game.hosts import FreePlay
from sagrada_desktop.ui.game.screens.start_screen import StartScreen
from sagrada_desktop.ui.main_window import MainWindow
from tests.engine.fixtures import TEST_WINDOW

from .screens import confirm_handover, game_screen

ALL = Modules(strife=True, pioneer=True, flourish=True, rivalry=True)


def test_module_switches_reach_game_setup_and_are_remembered(qtbot):
    start = StartScreen([("Test Window", TEST_WINDOW)])
    qtbot.addWidget(start)
    assert start.setup().modules == Modules()
    start.glory.boxes["strife"].setChecked(True)
    start.glory.boxes["flourish"].setChecked(True)
    with qtbot.waitSignal(start.start_game) as signal:
        start.start_button.click()
    assert signal.args[0].modules == Modules(strife=True, flourish=True)
    again = StartScreen([("Test Window", TEST_WINDOW)])
    qtbot.addWidget(again)
    assert again.glory.modules() == Modules(strife=True, flourish=True)
    labels = " ".join(w.text() for w in again.findChildren(QLabel))
    assert "Gray dice" in labels and "Pioneer Cards" in labels


def _visible_text(screen) -> str:
    return " ".join(w.text() for w in screen.findChildren(QLabel) if w.isVisibleTo(screen))


def test_flourish_choice_is_private_in_hot_seat_and_reaches_the_engine(qtbot):
    screen = game_screen(qtbot, modules=Modules(flourish=True))
    s = screen.session
    mine = [c.name for c in s.state.seats[0].flourish_cards]
    theirs = [c.name for c in s.state.seats[1].flourish_cards]
    assert s.state.stage is Stage.FLOURISH and screen.handover.shown
    assert not screen.flourish_choice.tiles
    assert not any(n in _visible_text(screen) for n in mine + theirs)
    confirm_handover(screen)
    assert [t.card.name for t in screen.flourish_choice.tiles] == mine
    assert not any(n in _visible_text(screen) for n in theirs)
    screen.flourish_choice.tiles[1].keep.setChecked(True)
    assert screen.flourish_choice.confirm.text() == "Confirm: keep 1, discard 1"
    screen.flourish_choice.confirm.click()
    assert s.state.seats[0].flourish_kept == (False, True)
    assert s.state.seats[0].favor_tokens == 1
    assert screen.handover.shown and not screen.flourish_choice.tiles
    assert screen.objectives.flourish.title.text() == "Hidden"
    confirm_handover(screen)
    assert [t.card.name for t in screen.flourish_choice.tiles] == theirs
    assert not any(n in _visible_text(screen) for n in mine)
    screen.flourish_choice.confirm.click()
    assert s.state.seats[1].flourish_kept == (False, False)
    assert s.state.stage is Stage.DRAFT
    confirm_handover(screen)
    assert mine[1] in screen.objectives.flourish.title.text()
    assert screen.hand.isVisible() and screen.flourish_choice.isHidden()


def test_a_whole_game_with_every_module_and_computer_seats_explains_glory_points(
        qtbot, temp_settings):
    temp_settings.update(pace="instant")
    window = MainWindow(temp_settings, None, [("Test Window", TEST_WINDOW)])
    qtbot.addWidget(window)
    window.start.glory.boxes["strife"].setChecked(True)
    for key in ("pioneer", "flourish", "rivalry"):
        window.start.glory.boxes[key].setChecked(True)
    setup = window.start.setup()
    assert setup.modules == ALL
    window.start_game(setup, [SeatPlan("random"), SeatPlan("random")], FreePlay())
    glory, screen = window.game_screen.glory, window.game_screen
    board = window.session.state.strife_board
    assert glory.strife_board.title.text() == f"{board.number}. {board.name}"
    qtbot.waitUntil(lambda: window.session.state.stage is not Stage.FLOURISH, timeout=5000)
    assert screen.side_tabs.isTabVisible(screen.glory_tab)
    assert glory.strife_board.isVisibleTo(glory) and glory.pioneer.isVisibleTo(glory)
    qtbot.waitUntil(lambda: window.score_screen is not None, timeout=30000)
    model = window.score_screen.model
    rows = [model.headerData(r, Qt.Orientation.Vertical) for r in range(model.rowCount())]
    assert "    of which Pioneer" in rows and "    of which Flourish" in rows
    extra = rows.index("6. Window rules and Cathedral")
    pioneer, flourish = rows.index("    of which Pioneer"), rows.index("    of which Flourish")
    for col, card in enumerate(model.cards):
        assert model.data(model.index(pioneer, col)) == str(card.pioneer)
        assert model.data(model.index(flourish, col)) == str(card.flourish)
        tip = model.data(model.index(extra, col), Qt.ItemDataRole.ToolTipRole)
        assert f"Pioneer {card.pioneer}" in tip and f"Flourish {card.flourish}" in tip
        assert tip.endswith(f"= {card.extra}")
        words = model.data(model.index(flourish, col), Qt.ItemDataRole.ToolTipRole)
        kept = window.session.state.seats[card.seat].kept_flourish
        assert all(c.name in words for c in kept) or words == "No Flourish Card kept"
