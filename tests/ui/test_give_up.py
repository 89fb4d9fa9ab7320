"""A die is given up only when nothing the seat has can place it: the hand panel says which
tool would, and the give-up offer (button and key path) appears only when none can."""

from __future__ import annotations

from sagrada_desktop.engine import Color, Die, Stage
from sagrada_desktop.saves import SeatPlan
from sagrada_desktop.ui.game.screens.game_screen import GameScreen
from sagrada_desktop.ui.game.session import GameSession
from tests.engine.test_rescue import BLUE_TO_RED, HAKE, _state

BLOCKED = "R   R=R1 \n G=G3  Y=Y5"  # empties are red-only: a blue die fits nowhere as it is


def _screen(qtbot, tools) -> GameScreen:
    state = _state(BLOCKED, Die(Color.BLUE, 2), tools)
    session = GameSession(state, [SeatPlan("person"), SeatPlan("person")])
    screen = GameScreen(session, 0, confirm_loss=False)
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    if screen.handover.isVisible():
        screen.handover.button.click()
    return screen


def test_a_tool_that_would_place_the_die_is_named_and_no_give_up_is_offered(qtbot):
    screen = _screen(qtbot, (BLUE_TO_RED, HAKE, HAKE))
    assert not screen.hand.lose_button.isVisible()
    assert "Flower Seller's Ribbon" in screen.hand.detail.text()
    assert "Red 2" in screen.hand.detail.text()
    assert not screen.lose_die()  # the give-up path refuses too, and says why
    assert screen.session.state.stage is Stage.PLACE
    assert "Flower Seller's Ribbon" in screen.notice.text()


def test_a_die_nothing_can_place_may_be_given_up(qtbot):
    screen = _screen(qtbot, (HAKE, HAKE, HAKE))
    assert screen.hand.lose_button.isVisible()
    screen.hand.lose_button.click()
    assert screen.session.state.stage is Stage.DRAFT  # lost; the next seat drafts
    assert Die(Color.BLUE, 2) not in screen.session.state.pool
