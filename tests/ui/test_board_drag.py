"""A die is dragged straight from the Cathedral Board: mouse press and move events sent to the
board view's viewport start a drag carrying the draft action (Qt's item views would only drag a
selected item, and the board has no selection)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QDrag, QMouseEvent
from PySide6.QtWidgets import QApplication

from sagrada_desktop.engine import DraftDie
from sagrada_desktop.ui.game.mime import MIME_TYPE, decode

from .screens import game_screen


def _mouse(kind: QEvent.Type, pos: QPoint, button: Qt.MouseButton,
           buttons: Qt.MouseButton) -> QMouseEvent:
    return QMouseEvent(kind, QPointF(pos), QPointF(pos), button, buttons,
                       Qt.KeyboardModifier.NoModifier)


def _press_and_move(view, pos: QPoint, steps: int = 4) -> None:
    viewport = view.viewport()
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    QApplication.sendEvent(viewport, _mouse(QEvent.Type.MouseButtonPress, pos, left, left))
    for i in range(1, steps + 1):
        step = pos + QPoint(i * 5, i * 3)
        QApplication.sendEvent(viewport, _mouse(QEvent.Type.MouseMove, step, none, left))


def _captured_drags(monkeypatch) -> list[tuple[list[str], object]]:
    """QDrag.exec would block in its own event loop: record each drag's payload instead."""
    started: list[tuple[list[str], object]] = []

    def fake_exec(drag: QDrag, *args: object) -> Qt.DropAction:
        data = drag.mimeData()
        started.append((data.formats(), decode(data)))
        return Qt.DropAction.IgnoreAction

    monkeypatch.setattr(QDrag, "exec", fake_exec)
    return started


def test_press_and_move_on_a_board_die_starts_a_drag_with_the_draft(qtbot, monkeypatch):
    screen = game_screen(qtbot)
    view = screen.pool_view
    die = screen.session.state.pool[0]
    started = _captured_drags(monkeypatch)
    centre = view.visualRect(view.model().index_of(die)).center()
    _press_and_move(view, centre)
    assert started == [([MIME_TYPE], DraftDie(die))]


def test_a_short_wobble_is_a_click_not_a_drag(qtbot, monkeypatch):
    screen = game_screen(qtbot)
    view = screen.pool_view
    die = screen.session.state.pool[0]
    started = _captured_drags(monkeypatch)
    centre = view.visualRect(view.model().index_of(die)).center()
    viewport = view.viewport()
    left = Qt.MouseButton.LeftButton
    QApplication.sendEvent(viewport, _mouse(QEvent.Type.MouseButtonPress, centre, left, left))
    QApplication.sendEvent(viewport, _mouse(QEvent.Type.MouseMove, centre + QPoint(1, 0),
                                            Qt.MouseButton.NoButton, left))
    assert started == []


def test_an_empty_board_space_starts_no_drag(qtbot, monkeypatch):
    screen = game_screen(qtbot)
    view = screen.pool_view
    model = view.model()
    pool = set(screen.session.state.pool)
    empty = next(model.index(r, c) for r in range(model.rowCount())
                 for c in range(model.columnCount()) if model.die_at(r, c) not in pool)
    started = _captured_drags(monkeypatch)
    _press_and_move(view, view.visualRect(empty).center())
    assert started == []


def test_no_drag_from_the_board_while_a_computer_plays(qtbot, monkeypatch):
    screen = game_screen(qtbot, kinds=("greedy", "person"), pace_ms=100000)
    view = screen.pool_view
    die = screen.session.state.pool[0]
    started = _captured_drags(monkeypatch)
    _press_and_move(view, view.visualRect(view.model().index_of(die)).center())
    assert started == []
