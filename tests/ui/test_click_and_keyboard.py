"""Click a die then a space; or play with the keyboard alone."""

from __future__ import annotations

from PySide6.QtCore import Qt

from sagrada_desktop.engine import Stage
from sagrada_desktop.ui.common.roles import Role

from .screens import confirm_handover, game_screen


def _click(qtbot, view, index) -> None:
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.visualRect(index).center())


def test_click_a_die_then_a_space(qtbot):
    screen = game_screen(qtbot)
    confirm_handover(screen)
    session = screen.session
    die = session.state.pool[0]
    _click(qtbot, screen.pool_view, screen.pool_model.index_of(die))
    assert session.state.stage is Stage.PLACE and session.state.in_hand.die == die
    model = screen.window_model
    legal = [model.index(r, c) for r, c in sorted(session.legal_cells())]
    assert all(model.data(ix, Role.LEGAL) for ix in legal)
    _click(qtbot, screen.window_view, legal[0])
    w = session.state.seats[0].window
    assert w.die_at(legal[0].row(), legal[0].column()) == die
    assert session.state.active_seat == 1


def test_clicking_an_illegal_space_is_refused_with_the_reason(qtbot):
    screen = game_screen(qtbot)
    confirm_handover(screen)
    session = screen.session
    session.play(session.legal()[0])  # draft
    model = screen.window_model
    bad = next(model.index(r, c) for r in range(4) for c in range(6)
               if not model.data(model.index(r, c), Role.LEGAL))
    _click(qtbot, screen.window_view, bad)
    assert session.state.stage is Stage.PLACE
    reasons = model.data(bad, Role.REASONS)
    assert reasons and screen.notice.text() == "Not allowed: " + "; ".join(reasons)


def test_keyboard_only_turn(qtbot):
    screen = game_screen(qtbot)
    confirm_handover(screen)
    session = screen.session
    die = session.state.pool[-1]
    pool = screen.pool_view
    pool.setFocus()
    pool.setCurrentIndex(screen.pool_model.index(0, 0))
    target = screen.pool_model.index_of(die)
    for _ in range(target.row()):
        qtbot.keyClick(pool, Qt.Key.Key_Down)
    for _ in range(target.column()):
        qtbot.keyClick(pool, Qt.Key.Key_Right)
    assert pool.currentIndex() == target
    qtbot.keyClick(pool, Qt.Key.Key_Return)
    assert session.state.in_hand is not None and session.state.in_hand.die == die
    # a number key uses an ability or tool; Escape takes it back
    before = session.state
    qtbot.keyClick(pool, Qt.Key.Key_1)  # from the board, up to the screen
    assert session.state.in_hand.steps
    qtbot.keyClick(pool, Qt.Key.Key_Escape)
    assert session.state == before
    r, c = sorted(session.legal_cells())[0]
    view = screen.window_view
    view.setFocus()
    view.setCurrentIndex(screen.window_model.index(0, 0))
    for _ in range(r):
        qtbot.keyClick(view, Qt.Key.Key_Down)
    for _ in range(c):
        qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert session.state.seats[0].window.die_at(r, c) == die
