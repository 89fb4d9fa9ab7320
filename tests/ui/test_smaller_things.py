"""The smaller things of issue 30, item 7, each seen by a person at the table."""

from __future__ import annotations

import attrs
from PySide6.QtCore import QPoint, Qt

from sagrada_desktop.engine import Color, Die, IgnoreAdjacency, Stage, WindowTool, parse_window
from sagrada_desktop.saves import SeatPlan
from sagrada_desktop.ui.game.screens.game_screen import GameScreen
from sagrada_desktop.ui.game.session import GameSession
from tests.engine.test_rescue import BLUE_TO_RED, _state

from .screens import confirm_handover, game_screen
from .settle import settle


def test_the_private_objective_shows_while_a_computer_takes_the_first_turn(qtbot):
    """One person against a computer that starts: the person's card is in view from the start
    (it was an empty panel until the person's first turn)."""
    screen = game_screen(qtbot, kinds=("medium", "person"), seed=2)
    s = screen.session
    assert not s.is_person(s.state.active_seat) and not s.actions  # the computer starts
    panel = screen.objectives
    assert panel.private_seat == 1
    mine = s.state.seats[1].private_objective
    assert panel.private.title.text() and panel.private.body.text()
    assert panel.private.tag.text().endswith(s.state.seats[1].name)
    assert mine is not None


def test_using_an_ability_does_not_move_the_hand_panels_rows(qtbot, styled):
    """The chain line came under the words and pushed the ability rows 8 px down."""
    screen = game_screen(qtbot)
    screen.resize(1280, 690)  # the game screen at 1280x720, under the menus
    confirm_handover(screen)
    s, hand = screen.session, screen.hand
    for die in list(s.state.pool):
        assert screen.choose_die(die)
        if len(hand.effect_buttons) >= 2:
            break
        s.undo_stack.undo()
    settle(screen)

    def rows_top() -> int:
        return hand.effects_area.mapTo(hand, QPoint(0, 0)).y()

    before = rows_top()
    hand.trigger_effect(1)
    settle(screen)
    assert s.state.stage is Stage.PLACE and s.state.in_hand.steps
    assert hand.chain.text().startswith("Chain:")
    assert rows_top() == before


STRAIGHT_EDGE = WindowTool("Straight-Edge", IgnoreAdjacency(), (1,))


def _rows(qtbot, pattern: str) -> list[str]:
    """The hand panel's ability and tool rows for a blue 2 in hand, the active seat's window
    filled as `pattern` says."""
    state = _state(pattern, Die(Color.BLUE, 2), (STRAIGHT_EDGE, BLUE_TO_RED, BLUE_TO_RED))
    seat = state.active_seat
    seats = list(state.seats)
    seats[seat] = attrs.evolve(seats[seat], window=parse_window(pattern))
    state = attrs.evolve(state, seats=tuple(seats))
    screen = GameScreen(GameSession(state, [SeatPlan("person")] * 2), 0, confirm_loss=False)
    qtbot.addWidget(screen)
    screen.show()
    confirm_handover(screen)
    return [w.text() for w in screen.hand.effect_widgets if w.objectName() == "effectName"]


def test_a_touching_no_die_tool_is_offered_only_where_such_a_space_is_empty(qtbot):
    # every empty space touches a die: the Straight-Edge could place the die nowhere
    assert "Straight-Edge" not in _rows(qtbot, ".   .=R1 \n .=G3  .=Y5")
    # an empty space far from the dice: it is offered
    assert "Straight-Edge" in _rows(qtbot, ".=R1 .  .  \n .=G3 .  .  \n .    .  .  ")


def _finished(qtbot, temp_settings):
    from sagrada_desktop.engine import ROUNDS
    from sagrada_desktop.ui.game.demo import advanced_state, demo_setup
    from sagrada_desktop.ui.main_window import MainWindow
    from tests.engine.fixtures import TEST_WINDOW

    window = MainWindow(temp_settings, None, [("Window 1: Test", TEST_WINDOW)])
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    state, log = advanced_state(demo_setup(3, 9), ROUNDS - 1, 9)
    screen = window.open_session(GameSession(state, [SeatPlan("person")] * 3, log))
    screen.driver.set_paused(True)
    return window, screen


def test_the_scoring_table_names_every_seats_private_objective(qtbot, temp_settings):
    """At scoring the Private Objectives are revealed at the table: the score screen says
    which each seat had (it never did)."""
    from sagrada_desktop.ai import make_player
    from sagrada_desktop.ui.common.content_words import card_name

    window, screen = _finished(qtbot, temp_settings)
    s, player = screen.session, make_player("greedy", 1)
    while not s.state.is_over:
        assert s.play(player.choose(s.state))
    qtbot.waitUntil(lambda: window.score_screen is not None)
    ties = window.score_screen.ties
    assert ties.isVisibleTo(window.score_screen)
    assert ties.text().startswith("Private Objectives: ")
    for seat in s.state.seats:
        assert f"{seat.name}: {card_name(seat.private_objective)}" in ties.text()
    model = window.score_screen.model
    row = next(r for r in range(model.rowCount()) if model.headerData(
        r, Qt.Orientation.Vertical) == "3. Private Objective")
    assert model.index(row, 0).data(Qt.ItemDataRole.ToolTipRole) == card_name(
        s.state.seats[model.cards[0].seat].private_objective)


def test_the_scoring_table_does_not_keep_the_games_last_refusal(qtbot, temp_settings):
    from sagrada_desktop.ai import make_player

    window, screen = _finished(qtbot, temp_settings)
    s, player = screen.session, make_player("greedy", 1)
    while not s.state.is_over:
        if s.state.stage is Stage.DRAFT and s.state.turn == 2 * len(s.state.seats) - 1:
            confirm_handover(screen)
            assert not screen.choose_space(0, 0)  # refused: no die in hand; said there
            assert window.statusBar().currentMessage().startswith("Not allowed")
        assert s.play(player.choose(s.state))
    qtbot.waitUntil(lambda: window.score_screen is not None)
    status = window.statusBar().currentMessage()
    assert not status.startswith("Not allowed") and status == window.score_screen.winner.text()


def test_during_the_hand_over_h_and_b_say_and_do_nothing_about_what_is_covered(qtbot,
                                                                               temp_settings):
    """Hot-seat: under the hand-over's cover H spoke of a computer that does not exist and B
    moved the keys to the covered board."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from sagrada_desktop.ui.main_window import MainWindow
    from tests.engine.fixtures import TEST_WINDOW

    from .conftest import make_session

    window = MainWindow(temp_settings, None, [("Window 1: Test", TEST_WINDOW)])
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    screen = window.open_session(make_session(seats=2, kinds=("person", "person")))
    assert screen.handover.shown
    words = window.show_hint()
    assert "computer" not in words and screen.session.state.in_hand is None
    assert "show your Private Objective first" in words
    focus = window.focusWidget()
    QTest.keyClick(focus, Qt.Key.Key_B)
    QTest.keyClick(window.focusWidget(), Qt.Key.Key_W)
    assert window.focusWidget() is focus is screen.handover.button


def test_in_a_campaign_save_says_why_it_is_greyed(qtbot, tmp_path):
    from .campaign_helpers import begin, main_window

    window = begin(main_window(qtbot, tmp_path), ("person", "greedy"))
    action = window.save_action
    assert not action.isEnabled()
    assert "the campaign saves itself" in action.text()
    assert "saves itself after every turn" in action.toolTip() == action.statusTip()
    game_menu = window.menuBar().actions()[0].menu()
    assert game_menu.toolTipsVisible()


def test_the_export_dialog_remembers_open_the_file_when_it_is_written(qtbot, temp_settings,
                                                                      monkeypatch):
    from sagrada_desktop.ui.common import export_dialog
    from sagrada_desktop.ui.common.file_dialog import FileDialog
    from sagrada_desktop.ui.main_window import MainWindow
    from tests.engine.fixtures import TEST_WINDOW

    from .conftest import make_session

    window = MainWindow(temp_settings, None, [("Window 1: Test", TEST_WINDOW)])
    qtbot.addWidget(window)
    window.open_session(make_session()).driver.set_paused(True)
    shown: list[bool] = []

    def answer(dialog) -> int:  # the person unticks the box (the first time) and goes on
        shown.append(dialog.open_when_done.isChecked())
        dialog.open_when_done.setChecked(False)
        return export_dialog.QDialog.DialogCode.Accepted

    monkeypatch.setattr(export_dialog.ExportDialog, "exec", answer)
    monkeypatch.setattr(FileDialog, "save_name", staticmethod(lambda *a: ""))  # then cancels
    window.export_dialog()
    window.export_dialog()
    assert shown == [True, False]  # unticked once: unticked the next time, and the next run
    assert temp_settings.open_exports is False


def test_the_window_opens_as_it_was_left_or_maximised_on_a_large_first_screen(qtbot,
                                                                              temp_settings,
                                                                              monkeypatch):
    """At 1920x1080 the window opened at 1480x920 every time: now it opens as it was when it
    last closed, and on a first start on a screen larger than that, maximised."""
    from PySide6.QtCore import QRect

    from sagrada_desktop.ui import app
    from sagrada_desktop.ui.main_window import MainWindow
    from tests.engine.fixtures import TEST_WINDOW

    def window() -> MainWindow:
        w = MainWindow(temp_settings, None, [("Window 1: Test", TEST_WINDOW)])
        qtbot.addWidget(w)
        return w

    first = window()
    screen = first.screen()
    monkeypatch.setattr(type(screen), "availableGeometry", lambda _s: QRect(0, 0, 1920, 1040))
    assert app._fit_to_screen(first, temp_settings.window_geometry()) is True  # maximised
    monkeypatch.setattr(type(screen), "availableGeometry", lambda _s: QRect(0, 0, 1280, 690))
    assert app._fit_to_screen(first, b"") is False  # a laptop: as large as it allows
    assert (first.width(), first.height()) == (1280, 690)
    first.resize(800, 640)  # (the test's screen is 800 px wide)
    first.show()
    qtbot.waitExposed(first)
    first.close()  # remembered as it closes
    saved = temp_settings.window_geometry()
    assert saved
    again = window()
    assert app._fit_to_screen(again, saved) is False
    assert (again.width(), again.height()) == (800, 640)


def test_the_market_says_which_tool_a_box_of_tools_of_the_trade_took(qtbot, tmp_path):
    from sagrada_desktop.campaign import CrossBox

    from .campaign_helpers import campaign_at, main_window, open_campaign

    def shopping_for_a_tool(campaign, decision) -> bool:
        return (decision is not None and decision.kind == "market" and decision.family == 0
                and decision.coins >= 2 and any(isinstance(o, CrossBox) and o.track == "tools-of-the-trade"
                        and o.tool is not None for o in decision.options))

    window = main_window(qtbot, tmp_path)
    open_campaign(window, campaign_at(shopping_for_a_tool))
    screen = window.campaign.screen
    for _ in range(20):
        if screen.pages.currentWidget() is screen.market:
            break
        screen.story.next.click()
    page = screen.market
    assert screen.pages.currentWidget() is page
    session = window.campaign.session
    before = session.campaign.families[0].tools
    page.buy_buttons["tools-of-the-trade"].click()
    taken = [t for t in session.campaign.families[0].tools if t not in before]
    assert taken
    said = f"Amat takes {session.visible.tool(taken[0])}."
    assert window.statusBar().currentMessage() == said
    decision = session.decision  # a coin left: still shopping, and the page says it too
    assert decision is not None and decision.kind == "market" and decision.family == 0
    assert page.bought.isVisibleTo(page) and page.bought.text() == said
