"""No drop is lost to a window under the pointer (issue 30, item 1).

A tooltip shown at the pointer during a drag (the hovered space's "Not here: ..." or "Drop to
fill this space") lay under the next move: the window view saw the drag leave and a release on
a lit space placed nothing. Now nothing pops up while a die is dragged: a space's words go to
the game screen's notice and the status bar, and the events that would show a tooltip or
"What's This?" are eaten until the drag ends."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import (
    QDrag,
    QDragEnterEvent,
    QDragLeaveEvent,
    QDragMoveEvent,
    QDropEvent,
    QHelpEvent,
    QMouseEvent,
)
from PySide6.QtWidgets import QApplication, QToolTip

from sagrada_desktop.ui.common.drag_guard import dragging
from sagrada_desktop.ui.game.screens.game_screen import GameScreen

from .screens import confirm_handover, game_screen
from .test_one_drop import _a_die_with_a_lit_and_a_refused_space, _cell_centre

COPY, LEFT, NONE = Qt.DropAction.CopyAction, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier


def _press_and_drag(screen: GameScreen, die, during, monkeypatch) -> None:
    """Press the board die and move past the drag distance; the drag runs `during(drag)`."""
    monkeypatch.setattr(QDrag, "exec", lambda drag, *args: during(drag))
    board = screen.pool_view
    pos = board.visualRect(board.model().index_of(die)).center()
    port = board.viewport()
    QApplication.sendEvent(port, QMouseEvent(QMouseEvent.Type.MouseButtonPress, QPointF(pos),
                                             QPointF(pos), LEFT, LEFT, NONE))
    for i in range(1, 6):
        step = QPointF(pos + QPoint(i * 5, i * 3))
        QApplication.sendEvent(port, QMouseEvent(QMouseEvent.Type.MouseMove, step, step,
                                                 Qt.MouseButton.NoButton, LEFT, NONE))


def test_a_drag_over_spaces_shows_no_tooltip_and_says_each_space_in_the_notice(qtbot, monkeypatch):
    screen = game_screen(qtbot)
    confirm_handover(screen)
    die, lit, refused = _a_die_with_a_lit_and_a_refused_space(screen)
    target = screen.window_view.viewport()
    seat = screen.session.state.active_seat
    seen: list[tuple[bool, str, str]] = []
    statuses: list[str] = []
    screen.message.connect(statuses.append)

    def during(drag: QDrag) -> Qt.DropAction:
        data = drag.mimeData()
        QApplication.sendEvent(target, QDragEnterEvent(_cell_centre(screen, *refused).toPoint(),
                                                       COPY, data, LEFT, NONE))
        for cell in (refused, lit):
            move = QDragMoveEvent(_cell_centre(screen, *cell).toPoint(), COPY, data, LEFT, NONE)
            QApplication.sendEvent(target, move)
            seen.append((QToolTip.isVisible(), screen.notice.text(), statuses[-1]))
        drop = QDropEvent(_cell_centre(screen, *lit), COPY, data, LEFT, NONE)
        QApplication.sendEvent(target, drop)
        return COPY if drop.isAccepted() else Qt.DropAction.IgnoreAction

    _press_and_drag(screen, die, during, monkeypatch)

    (tip_refused, notice_refused, status_refused), (tip_lit, notice_lit, status_lit) = seen
    assert not tip_refused and not tip_lit  # no window at the pointer, ever
    assert notice_refused.startswith("Not here: ") and status_refused == notice_refused
    assert notice_lit == "Drop to fill this space" == status_lit
    assert screen.session.state.seats[seat].window.die_at(*lit) == die


def test_while_a_die_is_dragged_no_widget_shows_its_tooltip(qtbot, monkeypatch):
    screen = game_screen(qtbot)
    confirm_handover(screen)
    die, _, _ = _a_die_with_a_lit_and_a_refused_space(screen)
    board = screen.pool_view.viewport()  # the board has a tooltip of its own
    at = QPoint(10, 10)
    during_drag: list[tuple[bool, bool]] = []

    def ask_for_the_tooltip() -> None:
        QApplication.sendEvent(board, QHelpEvent(QHelpEvent.Type.ToolTip, at, board.mapToGlobal(at)))

    def during(drag: QDrag) -> Qt.DropAction:
        ask_for_the_tooltip()
        during_drag.append((dragging(), QToolTip.isVisible()))
        return Qt.DropAction.IgnoreAction

    _press_and_drag(screen, die, during, monkeypatch)
    assert during_drag == [(True, False)]
    assert not dragging()
    ask_for_the_tooltip()  # after the drag, tooltips are back
    qtbot.waitUntil(QToolTip.isVisible, timeout=3000)
    QToolTip.hideText()


def test_leaving_the_window_after_a_lit_space_gives_the_turn_its_words_back(qtbot, monkeypatch):
    screen = game_screen(qtbot)
    confirm_handover(screen)
    before = screen.notice.text()
    die, lit, _ = _a_die_with_a_lit_and_a_refused_space(screen)
    target = screen.window_view.viewport()

    def during(drag: QDrag) -> Qt.DropAction:
        data = drag.mimeData()
        QApplication.sendEvent(target, QDragEnterEvent(_cell_centre(screen, *lit).toPoint(),
                                                       COPY, data, LEFT, NONE))
        QApplication.sendEvent(target, QDragMoveEvent(_cell_centre(screen, *lit).toPoint(),
                                                      COPY, data, LEFT, NONE))
        assert screen.notice.text() == "Drop to fill this space"
        QApplication.sendEvent(target, QDragLeaveEvent())  # the pointer goes off the window
        return Qt.DropAction.IgnoreAction

    _press_and_drag(screen, die, during, monkeypatch)
    assert screen.notice.text() == before
