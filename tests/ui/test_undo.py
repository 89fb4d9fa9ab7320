"""The current turn's steps undo and redo until the die is placed."""

from __future__ import annotations

from sagrada_desktop.engine import Color, Die, DraftDie, FillSpace, UseAbility
from tests.engine.fixtures import FLIP, PLUS_ONE, RED_TO_YELLOW

from .conftest import make_session


def _red_die_session():
    for seed in range(1, 60):
        s = make_session(seed=seed, abilities=(RED_TO_YELLOW, PLUS_ONE, FLIP))
        red = [d for d in s.state.pool if d.color is Color.RED and d.value <= 5]
        if red:
            return s, red[0]
    raise AssertionError("no seed with a red die")


def test_effect_chain_undo_and_redo():
    session, die = _red_die_session()
    start = session.state
    assert session.play(DraftDie(die))
    drafted = session.state
    assert session.play(UseAbility("red-to-yellow"))
    assert session.play(UseAbility("plus-one"))
    assert session.play(UseAbility("flip"))
    hand = session.state.in_hand
    assert hand.current == Die(Color.YELLOW, 7 - (die.value + 1))
    assert len(hand.steps) == 3
    chained = session.state
    stack = session.undo_stack
    assert stack.count() == 4
    stack.undo()
    assert session.state.in_hand.current == Die(Color.YELLOW, die.value + 1)
    stack.undo()
    stack.undo()
    assert session.state == drafted
    stack.undo()
    assert session.state == start and session.actions == []
    for _ in range(4):
        stack.redo()
    assert session.state == chained
    assert [a.kind for a in session.actions] == ["draft", "ability", "ability", "ability"]


def test_placing_the_die_ends_undo():
    session, die = _red_die_session()
    session.play(DraftDie(die))
    session.play(UseAbility("plus-one"))
    r, c = sorted(session.legal_cells())[0]
    assert session.play(FillSpace(r, c))
    assert not session.undo_stack.canUndo()
    assert [a.kind for a in session.actions] == ["draft", "ability", "fill"]


def test_undo_redo_changes_the_hand_panel(qtbot):
    from .screens import confirm_handover, game_screen

    screen = game_screen(qtbot)
    confirm_handover(screen)
    s = screen.session
    s.play(DraftDie(s.state.pool[0]))
    assert screen.hand.undo_button.isEnabled()
    screen.hand.effect_buttons[0].click()
    assert s.state.in_hand.steps and "Chain:" in screen.hand.chain.text()
    screen.hand.undo_button.click()
    assert not s.state.in_hand.steps and screen.hand.chain.text() == ""
    assert screen.hand.redo_button.isEnabled()
    screen.hand.redo_button.click()
    assert s.state.in_hand.steps


def test_a_session_with_undo_steps_is_freed_without_the_garbage_collector():
    """The undo commands hold their session weakly: no cycle through the QUndoStack, whose
    collection by the garbage collector once crashed the interpreter."""
    import gc
    import weakref

    session, die = _red_die_session()
    assert session.play(DraftDie(die))
    assert session.play(UseAbility("red-to-yellow"))
    assert session.undo_stack.count() == 2
    gone = weakref.ref(session)
    gc.disable()
    try:
        del session
        assert gone() is None, "the session is freed by reference counting alone"
    finally:
        gc.enable()


def test_the_real_undo_and_redo_keys_work(qtbot):
    """Ctrl+Z undoes, and both Ctrl+Shift+Z and Ctrl+Y redo (one shortcut: no ambiguity)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from .screens import confirm_handover, game_screen

    screen = game_screen(qtbot)
    confirm_handover(screen)
    screen.windowHandle().requestActivate()  # shortcuts fire only in the active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is screen)
    screen.pool_view.setFocus()
    session = screen.session
    start = session.state
    die = start.pool[0]
    assert session.play(DraftDie(die))
    drafted = session.state
    ctrl, shift = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
    QTest.keyClick(screen.pool_view, Qt.Key.Key_Z, ctrl)
    assert session.state == start
    QTest.keyClick(screen.pool_view, Qt.Key.Key_Z, ctrl | shift)
    assert session.state == drafted
    QTest.keyClick(screen.pool_view, Qt.Key.Key_Z, ctrl)
    assert session.state == start
    QTest.keyClick(screen.pool_view, Qt.Key.Key_Y, ctrl)
    assert session.state == drafted
