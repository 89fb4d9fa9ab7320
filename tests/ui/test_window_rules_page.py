"""What the window says, on the game screen: its New Rules as printed, the rules the engine
applies, its unlock triggers ("open Envelope 1 after round 4") with whether they fired, its
story; and a star space's tooltip says what a star does on this window."""

from __future__ import annotations

from PySide6.QtCore import Qt

from sagrada_desktop.engine import GameSetup, SeatSetup, new_game
from sagrada_desktop.saves import SeatPlan
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.window_words import STAR_PLAIN
from sagrada_desktop.ui.game.demo import advanced_state
from sagrada_desktop.ui.game.screens.game_screen import GameScreen
from sagrada_desktop.ui.game.session import GameSession

from .screens import game_screen


def _screen(qtbot, window_id: str) -> GameScreen:
    card = catalogue.content().windows[window_id]
    setup = GameSetup(window=card.design, seats=(SeatSetup("Amat"), SeatSetup("Batlló")),
                      seed=2, start_seat=0)
    session = GameSession(new_game(setup), [SeatPlan("person"), SeatPlan("greedy")])
    screen = GameScreen(session, 0, confirm_loss=False)
    qtbot.addWidget(screen)
    screen.driver.set_paused(True)
    screen.resize(1280, 690)
    screen.show()
    return screen


def _words(text: str) -> str:
    return " ".join(text.split())


def test_the_window_rules_tab_shows_new_rules_triggers_and_story(qtbot):
    screen = _screen(qtbot, "w01")
    card = catalogue.content().windows["w01"]
    tabs = screen.side_tabs
    titles = [tabs.tabText(i) for i in range(tabs.count()) if tabs.isTabVisible(i)]
    assert titles == ["Objectives", "Window rules"]  # no Glory tab without its modules
    tabs.setCurrentWidget(screen.window_rules)
    assert screen.window_rules.isVisible()
    page = _words(screen.window_rules.plain_text())
    assert _words(card.design.rules_text) in page
    assert "At the end of round 4, open Envelope 1 before the next round." in page
    assert _words(card.story)[:80] in page
    assert "(opened)" not in page


def test_a_fired_trigger_is_marked_opened(qtbot):
    screen = _screen(qtbot, "w01")
    state, _log = advanced_state(screen.session.state.setup, 4, 2)
    assert state.round == 5 and state.fired_triggers == (0,)
    screen.window_rules.show_state(state)
    assert "At the end of round 4, open Envelope 1 before the next round. (opened)" in _words(screen.window_rules.plain_text())


def test_rules_in_play_and_star_tooltips_say_what_a_star_scores(qtbot):
    screen = _screen(qtbot, "w02")
    page = _words(screen.window_rules.plain_text())
    assert "Each filled star space scores 1 point." in page
    assert "Once every family has filled all its star spaces, open Envelope 3." in page
    model = screen.window_model
    w = screen.session.state.seats[0].window
    star = next((r, c) for r in range(w.rows) for c in range(w.cols) if w.space(r, c).star)
    tip = model.index(*star).data(Qt.ItemDataRole.ToolTipRole)
    assert "star" in tip and "Each filled star space scores 1 point." in tip
    assert "Guiding Star" in tip  # the Private Objective that sums star spaces
    plain = next((r, c) for r in range(w.rows) for c in range(w.cols)
                 if w.space(r, c).exists and not w.space(r, c).star)
    assert "Each filled star" not in model.index(*plain).data(Qt.ItemDataRole.ToolTipRole)


def test_a_window_without_star_rules_says_the_star_only_marks_the_space(qtbot):
    screen = game_screen(qtbot, public_objectives=("column-color-variety", "row-color-variety", "color-variety"))
    model = screen.window_model
    w = screen.session.state.seats[0].window
    star = next((r, c) for r in range(w.rows) for c in range(w.cols) if w.space(r, c).star)
    assert STAR_PLAIN in model.index(*star).data(Qt.ItemDataRole.ToolTipRole)
    assert "No new rules" in screen.window_rules.plain_text()
