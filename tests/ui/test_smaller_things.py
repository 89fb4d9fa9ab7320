"""The smaller things of issue 30, item 7, each seen by a person at the table."""

from __future__ import annotations

import attrs
from PySide6.QtCore import QPoint

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
