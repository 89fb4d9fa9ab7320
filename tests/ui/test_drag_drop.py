"""Drops ask the engine: through the model's mimeData/dropMimeData, and through real drag
events sent to the window view. Legal spaces light up; refused drops say the engine's reason."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragLeaveEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from sagrada_desktop.engine import Die, DraftDie, Stage, fill_errors
from sagrada_desktop.engine import apply as engine_apply
from sagrada_desktop.ui.common.roles import Role
from sagrada_desktop.ui.game.mime import MIME_TYPE, decode, encode
from sagrada_desktop.ui.game.models.pool_model import PoolModel
from sagrada_desktop.ui.game.models.window_model import WindowModel
from sagrada_desktop.ui.game.views.window_view import WindowView

from .conftest import make_session


def legal_and_illegal(state, die: Die):
    """For the die drafted now: the first space it may fill, and the first that refuses it
    (with the engine's reasons); None where there is none."""
    after = engine_apply(state, DraftDie(die))
    legal, illegal = None, None
    w = state.seats[state.active_seat].window
    for r in range(w.rows):
        for c in range(w.cols):
            errs = [str(e) for e in fill_errors(after, r, c)]  # as the tooltip words them
            if not errs and legal is None:
                legal = (r, c)
            if errs and illegal is None and w.space(r, c).exists:
                illegal = (r, c, errs)
    return legal, illegal


def _first_die_with_a_restricted_refusal(session):
    """A pool die for which some printed restriction refuses a space (first fill anywhere)."""
    for die in session.state.pool:
        legal, illegal = legal_and_illegal(session.state, die)
        if legal and illegal:
            return die, legal, illegal
    raise AssertionError("no pool die with both a legal and an illegal space")


def test_pool_mime_data_carries_the_draft_action(session):
    pool = PoolModel(session)
    die = session.state.pool[0]
    data = pool.mimeData([pool.index_of(die)])
    assert data.hasFormat(MIME_TYPE)
    assert decode(data) == DraftDie(die)
    assert pool.flags(pool.index_of(die)) & Qt.ItemFlag.ItemIsDragEnabled


def test_drop_through_model_fills_the_space(session):
    window = WindowModel(session, 0)
    die, (r, c), _ = _first_die_with_a_restricted_refusal(session)
    data = encode(DraftDie(die))
    assert window.canDropMimeData(data, Qt.DropAction.CopyAction, -1, -1, window.index(r, c))
    assert window.dropMimeData(data, Qt.DropAction.CopyAction, -1, -1, window.index(r, c))
    assert session.state.seats[0].window.die_at(r, c) == die
    assert session.state.stage is Stage.DRAFT and session.state.active_seat == 1
    assert window.data(window.index(r, c), Role.FILL) == die


def test_illegal_drop_through_model_is_refused_with_the_engines_reason(session, qtbot):
    window = WindowModel(session, 0)
    die, _, (r, c, errs) = _first_die_with_a_restricted_refusal(session)
    data = encode(DraftDie(die))
    before = session.state
    assert not window.canDropMimeData(data, Qt.DropAction.CopyAction, -1, -1, window.index(r, c))
    with qtbot.waitSignal(session.refused) as blocker:
        assert not window.dropMimeData(data, Qt.DropAction.CopyAction, -1, -1,
                                       window.index(r, c))
    assert blocker.args[0] == "; ".join(errs)
    assert session.state is before  # nothing drafted either


def test_drop_on_a_seat_whose_turn_it_is_not_is_refused(session):
    other = WindowModel(session, 1)
    data = encode(DraftDie(session.state.pool[0]))
    errors = other.drop_errors(data, -1, -1, other.index(0, 0))
    assert errors == ["it is not Seat 2's turn"]


def test_foreign_mime_data_is_not_accepted(session):
    window = WindowModel(session, 0)
    data = QMimeData()
    data.setText("R3")
    assert not window.canDropMimeData(data, Qt.DropAction.CopyAction, -1, -1, window.index(0, 0))


def _view(qtbot, session) -> WindowView:
    view = WindowView(WindowModel(session, 0), large=True)
    view.set_cell(80)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return view


def _centre(view: WindowView, r: int, c: int) -> QPointF:
    return QPointF(view.visualRect(view.model().index(r, c)).center())


def _enter_and_move(view, data, r, c):
    vp = view.viewport()
    pos = _centre(view, r, c)
    enter = QDragEnterEvent(pos.toPoint(), Qt.DropAction.CopyAction, data,
                            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(vp, enter)
    move = QDragMoveEvent(pos.toPoint(), Qt.DropAction.CopyAction, data,
                          Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(vp, move)
    return enter, move


def test_real_drag_events_light_legal_spaces_and_drop_fills(qtbot, session):
    view = _view(qtbot, session)
    model = view.window_model()
    die, (r, c), _ = _first_die_with_a_restricted_refusal(session)
    data = encode(DraftDie(die))
    enter, move = _enter_and_move(view, data, r, c)
    assert enter.isAccepted() and move.isAccepted()
    legal = {(i.row(), i.column()) for i in _indexes(model) if model.data(i, Role.LEGAL)}
    assert legal == set(session.legal_cells(die)) and (r, c) in legal
    assert model.data(model.index(r, c), Role.HOVER)
    drop = QDropEvent(_centre(view, r, c), Qt.DropAction.CopyAction, data,
                      Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view.viewport(), drop)
    assert drop.isAccepted()
    assert session.state.seats[0].window.die_at(r, c) == die
    assert not any(model.data(i, Role.LEGAL) for i in _indexes(model))


def test_real_drag_over_an_illegal_space_says_why_and_the_drop_is_refused(qtbot, session):
    view = _view(qtbot, session)
    die, _, (r, c, errs) = _first_die_with_a_restricted_refusal(session)
    data = encode(DraftDie(die))
    _, move = _enter_and_move(view, data, r, c)
    assert not move.isAccepted()
    assert view.last_hint == "Not here: " + "; ".join(errs)
    assert view.window_model().data(view.window_model().index(r, c), Role.REASONS) == errs
    refused = []
    session.refused.connect(refused.append)
    drop = QDropEvent(_centre(view, r, c), Qt.DropAction.CopyAction, data,
                      Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view.viewport(), drop)
    assert not drop.isAccepted()
    assert refused == ["; ".join(errs)]
    assert session.state.stage is Stage.DRAFT and session.state.seats[0].window.filled_count == 0


def test_drag_leave_clears_the_highlight(qtbot, session):
    view = _view(qtbot, session)
    die, (r, c), _ = _first_die_with_a_restricted_refusal(session)
    _enter_and_move(view, encode(DraftDie(die)), r, c)
    QApplication.sendEvent(view.viewport(), QDragLeaveEvent())
    model = view.window_model()
    assert not any(model.data(i, Role.LEGAL) or model.data(i, Role.HOVER)
                   for i in _indexes(model))


def test_drag_of_the_die_in_hand_fills_after_abilities(qtbot):
    session = make_session()
    view = _view(qtbot, session)
    die = session.state.pool[0]
    session.play(DraftDie(die))
    effect = session.effect_actions()[0]
    session.play(effect)
    current = session.state.in_hand.current
    cells = sorted(session.legal_cells())
    r, c = cells[0]
    data = encode(DraftDie(die))
    _enter_and_move(view, data, r, c)
    drop = QDropEvent(_centre(view, r, c), Qt.DropAction.CopyAction, data,
                      Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view.viewport(), drop)
    assert session.state.seats[0].window.die_at(r, c) == current


def _indexes(model):
    return [model.index(r, c) for r in range(model.rowCount()) for c in range(model.columnCount())]


