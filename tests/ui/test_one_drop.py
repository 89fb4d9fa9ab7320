"""One drop, counted: a die dragged from the Cathedral Board onto a window space of the game
screen, the real path a person takes (the board view starts the drag; the drag's events reach
the window view). Along it the payload is decoded once, the hover asks the engine once which
spaces the die may fill (and why only for a refused space), the drop applies each action once
and no more legality is asked, and the screen gets one change set, never a "die in hand"
state in between."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QDrag, QDragEnterEvent, QDragMoveEvent, QDropEvent, QMouseEvent
from PySide6.QtWidgets import QApplication

from sagrada_desktop.engine import Die, DraftDie, FillSpace
from sagrada_desktop.play import Changes, PlayController
from sagrada_desktop.play import controller as play_controller
from sagrada_desktop.ui.game import mime
from sagrada_desktop.ui.game.screens.game_screen import GameScreen

from .screens import confirm_handover, game_screen


class Calls:
    """Counts the calls of module-level functions by name, and what `apply` was given."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count: Counter[str] = Counter()
        self.applied: list[object] = []
        self._monkeypatch = monkeypatch

    def watch(self, module: object, name: str) -> None:
        real: Callable[..., Any] = getattr(module, name)

        def counted(*args: Any, **kwargs: Any) -> Any:
            self.count[name] += 1
            if name == "apply":
                self.applied.append(args[1])
            return real(*args, **kwargs)

        self._monkeypatch.setattr(module, name, counted)


def _cell_centre(screen: GameScreen, r: int, c: int) -> QPointF:
    view = screen.window_view
    return QPointF(view.visualRect(view.model().index(r, c)).center())


def _a_die_with_a_lit_and_a_refused_space(screen: GameScreen
                                         ) -> tuple[Die, tuple[int, int], tuple[int, int]]:
    state = screen.session.state
    aside = PlayController(state)  # asked aside, so the screen's controller remembers nothing
    w = state.seats[state.active_seat].window
    spaces = [(r, c) for r in range(w.rows) for c in range(w.cols) if w.space(r, c).exists]
    for die in state.pool:
        lit = aside.legal_cells(die)
        refused = [rc for rc in spaces if rc not in lit]
        if lit and refused:
            return die, sorted(lit)[0], refused[0]
    raise AssertionError("no board die with both a lit and a refused space")


def _drag_from_the_board(screen: GameScreen, die: Die,
                         path: list[tuple[int, int]]) -> list[bool]:
    """Press a board die and move the pointer until the board starts a drag; the drag (whose
    own event loop a test cannot run) enters the window, moves over each space of `path` and
    is dropped on the last. What the window view accepted at each move, then at the drop."""
    accepted: list[bool] = []
    target = screen.window_view.viewport()
    copy, left = Qt.DropAction.CopyAction, Qt.MouseButton.LeftButton
    none = Qt.KeyboardModifier.NoModifier

    def the_drag(drag: QDrag, *args: object) -> Qt.DropAction:
        data = drag.mimeData()
        first = _cell_centre(screen, *path[0]).toPoint()
        QApplication.sendEvent(target, QDragEnterEvent(first, copy, data, left, none))
        for r, c in path:
            move = QDragMoveEvent(_cell_centre(screen, r, c).toPoint(), copy, data, left, none)
            QApplication.sendEvent(target, move)
            accepted.append(move.isAccepted())
        drop = QDropEvent(_cell_centre(screen, *path[-1]), copy, data, left, none)
        QApplication.sendEvent(target, drop)
        accepted.append(drop.isAccepted())
        return copy if drop.isAccepted() else Qt.DropAction.IgnoreAction

    mp = pytest.MonkeyPatch()
    mp.setattr(QDrag, "exec", the_drag)
    try:
        board = screen.pool_view
        pos = board.visualRect(board.model().index_of(die)).center()
        port, none_b = board.viewport(), Qt.MouseButton.NoButton
        QApplication.sendEvent(port, QMouseEvent(QMouseEvent.Type.MouseButtonPress, QPointF(pos),
                                                 QPointF(pos), left, left, none))
        for i in range(1, 6):
            step = QPointF(pos + QPoint(i * 5, i * 3))
            QApplication.sendEvent(port, QMouseEvent(QMouseEvent.Type.MouseMove, step, step,
                                                     none_b, left, none))
    finally:
        mp.undo()
    return accepted


def test_one_drop_decodes_once_asks_once_applies_once_and_changes_once(qtbot, monkeypatch):
    screen = game_screen(qtbot)
    confirm_handover(screen)
    session = screen.session
    die, lit, refused = _a_die_with_a_lit_and_a_refused_space(screen)
    seat = session.state.active_seat
    calls = Calls(monkeypatch)
    calls.watch(mime, "decode")
    for name in ("apply", "fill_spaces", "fill_errors", "legal_actions"):
        calls.watch(play_controller, name)
    broadcasts: list[tuple[Changes, bool]] = []
    session.changed.connect(lambda ch: broadcasts.append((ch, session.state.in_hand is None)))

    # over the lit space, the refused one (twice), the lit one again, and dropped there
    accepted = _drag_from_the_board(screen, die, [lit, refused, refused, lit])

    assert accepted == [True, False, False, True, True]
    assert session.state.seats[seat].window.die_at(*lit) == die
    assert calls.count["decode"] == 1                 # when the drag entered the window
    assert calls.count["fill_spaces"] == 1            # the hover's one answer: the lit spaces
    assert calls.count["fill_errors"] == 2            # why not, only over the refused space
    assert calls.count["legal_actions"] == 0
    assert calls.applied == [DraftDie(die), FillSpace(*lit)]  # each action applied once
    assert len(broadcasts) == 1                       # one change set, after the whole step
    changes, no_die_in_hand = broadcasts[0]
    assert no_die_in_hand and changes.window(seat) and changes.pool and changes.turn
    assert session.actions[-2:] == [DraftDie(die), FillSpace(*lit)]


def test_a_refused_drop_asks_nothing_more_and_changes_nothing(qtbot, monkeypatch):
    screen = game_screen(qtbot)
    confirm_handover(screen)
    session = screen.session
    die, _, refused = _a_die_with_a_lit_and_a_refused_space(screen)
    before = session.controller.checkpoint
    calls = Calls(monkeypatch)
    calls.watch(mime, "decode")
    for name in ("apply", "fill_spaces", "fill_errors"):
        calls.watch(play_controller, name)
    broadcasts: list[Changes] = []
    session.changed.connect(broadcasts.append)
    reasons: list[str] = []
    session.refused.connect(reasons.append)

    accepted = _drag_from_the_board(screen, die, [refused])

    assert accepted == [False, False]
    assert calls.count["decode"] == 1
    assert calls.count["fill_spaces"] == 1
    assert calls.count["fill_errors"] == 1            # the hover said why; the drop is the engine's
    assert calls.applied == [DraftDie(die), FillSpace(*refused)]  # refused by the engine: no step
    assert broadcasts == [] and len(reasons) == 1
    assert session.controller.checkpoint is before
