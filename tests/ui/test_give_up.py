"""Giving up a die is the player's choice (issue 30, item 5). The rulebook: "(optional) Use
abilities", and "If you're unable to fill a space with the die you selected (even after using
abilities), do not return the die to the Cathedral Board." When the die in hand fits no space
as it is, the hand panel names the abilities and tools that would place it and offers to give
it up; the question before it is lost names what could still save it. The engine accepts
LoseDie whenever the die fits no space as it is (and refuses it when it fits)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint

from sagrada_desktop.engine import Color, Die, IllegalAction, LoseDie, Stage, apply
from sagrada_desktop.saves import SeatPlan
from sagrada_desktop.ui.game.screens import game_screen as game_screen_module
from sagrada_desktop.ui.game.screens.game_screen import GameScreen
from sagrada_desktop.ui.game.session import GameSession
from sagrada_desktop.ui.game.widgets.give_up_die import give_up_question
from tests.engine.test_rescue import BLUE_TO_RED, HAKE, _state

from .settle import settle

BLOCKED = "R   R=R1 \n G=G3  Y=Y5"  # empties are red-only: a blue die fits nowhere as it is
FITS = "B   R=R1 \n G=G3  Y=Y5"     # a blue space left: it fits


def _screen(qtbot, tools, pattern=BLOCKED, *, confirm: bool = False) -> GameScreen:
    state = _state(pattern, Die(Color.BLUE, 2), tools)
    session = GameSession(state, [SeatPlan("person"), SeatPlan("person")])
    screen = GameScreen(session, 0, confirm_loss=confirm)
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    if screen.handover.isVisible():
        screen.handover.button.click()
    return screen


def test_the_engine_takes_a_lost_die_that_only_a_tool_could_place():
    state = _state(BLOCKED, Die(Color.BLUE, 2), (BLUE_TO_RED, HAKE, HAKE))
    after = apply(state, LoseDie())  # the Ribbon could place it: the player may still refuse it
    assert after.stage is Stage.DRAFT and after.seats[state.active_seat].lost_dice == 1
    with pytest.raises(IllegalAction):
        apply(_state(FITS, Die(Color.BLUE, 2), (BLUE_TO_RED, HAKE, HAKE)), LoseDie())


def test_a_die_a_tool_could_place_may_still_be_given_up(qtbot, monkeypatch):
    screen = _screen(qtbot, (BLUE_TO_RED, HAKE, HAKE), confirm=True)
    hand, seat = screen.hand, screen.session.state.active_seat
    assert hand.lose_button.isVisible()  # offered beside the tool that would save it
    assert "Flower Seller's Ribbon" in hand.detail.text() and "Red 2" in hand.detail.text()
    assert hand.detail.text().endswith("Or give it up.")
    asked: list[tuple[Die, list[str]]] = []
    monkeypatch.setattr(game_screen_module, "confirm_give_up",
                        lambda _parent, die, names: asked.append((die, names)) or True)
    hand.lose_button.click()
    assert asked == [(Die(Color.BLUE, 2), ["Flower Seller's Ribbon"])]
    state = screen.session.state
    assert state.stage is Stage.DRAFT and state.seats[seat].lost_dice == 1
    assert Die(Color.BLUE, 2) not in state.pool  # lost, not back on the board


def test_keeping_the_die_keeps_it_in_hand(qtbot, monkeypatch):
    screen = _screen(qtbot, (BLUE_TO_RED, HAKE, HAKE), confirm=True)
    monkeypatch.setattr(game_screen_module, "confirm_give_up", lambda *_args: False)
    assert not screen.lose_die()
    assert screen.session.state.stage is Stage.PLACE


def test_the_question_names_what_could_still_place_the_die(qtbot):
    screen = _screen(qtbot, (BLUE_TO_RED, HAKE, HAKE))
    box = give_up_question(screen, Die(Color.BLUE, 2), ["Flower Seller's Ribbon"])
    qtbot.addWidget(box)
    assert "Flower Seller's Ribbon could place it: give it up anyway?" in box.text()
    assert "it is lost" in box.informativeText()
    assert [b.objectName() for b in box.buttons()] == ["give_up", "keep_die"]
    assert box.defaultButton().objectName() == "keep_die"
    alone = give_up_question(screen, Die(Color.BLUE, 2), [])
    qtbot.addWidget(alone)
    assert "even with your abilities and tools" in alone.text()


def test_a_die_nothing_can_place_may_be_given_up(qtbot):
    screen = _screen(qtbot, (HAKE, HAKE, HAKE))
    assert screen.hand.lose_button.isVisible()
    screen.hand.lose_button.click()
    assert screen.session.state.stage is Stage.DRAFT  # lost; the next seat drafts
    assert Die(Color.BLUE, 2) not in screen.session.state.pool


def test_no_give_up_for_a_die_that_fits(qtbot):
    screen = _screen(qtbot, (BLUE_TO_RED, HAKE, HAKE), FITS)
    assert not screen.hand.lose_button.isVisible()
    assert not screen.lose_die()  # the engine refuses: the die fits
    assert screen.session.state.stage is Stage.PLACE


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_the_give_up_offer_never_covers_a_tool_row(qtbot, styled, language):
    """Issue 31, item 9: "這顆骰子無處可放：放棄它…" covered the third tool row."""
    from sagrada_desktop.engine import SetValue, WindowTool
    from sagrada_desktop.ui.common.i18n import translators

    translators().install(language)
    try:
        tools = (BLUE_TO_RED, WindowTool("Hake Brush", SetValue(to=(1,)), (1,)),
                 WindowTool("Fan Brush", SetValue(to=(3,)), (1,)))
        screen = _screen(qtbot, tools)
        settle(screen)
        hand = screen.hand
        rows = [w for w in hand.effect_widgets if w.layout() is not None]
        assert len(rows) == 3 and hand.lose_button.isVisible()
        area = hand.effects_area

        def box(w):
            return w.geometry().translated(w.parentWidget().mapTo(area.widget(), QPoint(0, 0)))

        offer = box(hand.lose_button)
        assert all(not box(r).intersects(offer) for r in rows)
        assert offer.bottom() <= min(box(r).top() for r in rows)  # the first line, above them
        shown = hand.lose_button.visibleRegion().boundingRect()
        assert shown == hand.lose_button.rect()  # in sight whole, without scrolling
        # every row is reachable: shown, or below by scrolling the rows
        lowest = max(box(r).bottom() for r in rows)
        assert lowest <= area.viewport().height() \
            or area.verticalScrollBar().maximum() >= lowest - area.viewport().height()
    finally:
        translators().install("en")
