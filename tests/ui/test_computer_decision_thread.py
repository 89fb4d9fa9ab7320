"""A computer seat's decision is worked out on a worker thread and handed back to the
window's thread by a QObject. Every QObject of the computer players' module must die on the
window's thread (a QObject destroyed on another thread than its own is undefined behaviour in
Qt), also when the game is closed while a decision is being worked out."""

from __future__ import annotations

import inspect
import threading
import weakref

import pytest
import shiboken6
from PySide6.QtCore import QObject, QThreadPool, Slot

from sagrada_desktop.engine import legal_actions
from sagrada_desktop.ui.game import computer
from sagrada_desktop.ui.game.computer import ComputerDriver
from tests.ui.conftest import make_session


@pytest.fixture
def deaths(monkeypatch) -> list[str]:
    """The thread each QObject of computer.py's own classes dies on, from now on."""
    died: list[str] = []
    for _name, cls in inspect.getmembers(computer, inspect.isclass):
        if issubclass(cls, QObject) and cls.__module__ == computer.__name__:
            made = cls.__init__

            def init(self, *args, _made=made, **kwargs) -> None:
                _made(self, *args, **kwargs)
                weakref.finalize(self, lambda: died.append(threading.current_thread().name))

            monkeypatch.setattr(cls, "__init__", init)
    return died


def _settle() -> None:
    QThreadPool.globalInstance().waitForDone(10_000)


def test_decisions_reach_the_window_and_nothing_dies_on_a_worker(qtbot, deaths) -> None:
    session = make_session(kinds=("greedy", "greedy"))
    before = session.state.round
    driver = ComputerDriver(session, pace_ms=0, seed=1)
    driver.schedule()
    qtbot.waitUntil(lambda: session.state.round > before, timeout=30_000)  # a whole round
    driver.set_paused(True)
    qtbot.waitUntil(lambda d=driver: not d.thinking, timeout=10_000)
    _settle()
    del driver
    qtbot.waitUntil(lambda: bool(deaths))  # its deferred deletion, on the window's thread
    assert deaths, "the driver itself is one of the module's QObjects and has died"
    assert set(deaths) == {threading.main_thread().name}


class _Arrivals(QObject):
    """Counts the decisions that reach the window's thread (a queued slot, as the driver's)."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    @Slot(object, object)
    def take(self, *_decision: object) -> None:
        self.count += 1


class _SlowPlayer:
    """A computer player that decides only when the test lets it."""

    def __init__(self) -> None:
        self.started, self.go = threading.Event(), threading.Event()

    def choose(self, state):
        self.started.set()
        self.go.wait(10)
        return legal_actions(state)[0]


def test_a_game_closed_while_a_computer_decides(qtbot, deaths) -> None:
    session = make_session(kinds=("greedy", "greedy"))
    holder = QObject()
    driver = ComputerDriver(session, pace_ms=0, seed=2, parent=holder)
    slow = _SlowPlayer()
    driver._players = {0: slow, 1: slow}  # type: ignore[dict-item]
    driver.schedule()
    qtbot.waitUntil(slow.started.is_set, timeout=10_000)
    state = session.state
    arrived = _Arrivals()  # connected after the driver: its slot runs after the driver's would
    computer.decisions().done.connect(arrived.take)
    shiboken6.delete(holder)  # the game's screen is closed while the worker decides
    del driver, holder
    slow.go.set()
    _settle()
    qtbot.waitUntil(lambda: arrived.count == 1)  # the decision's signal arrived: no driver takes it
    computer.decisions().done.disconnect(arrived.take)
    assert session.state is state
    assert set(deaths) == {threading.main_thread().name}
