"""Hard's judgement of a seat's turns, worked out on a worker thread so the review keeps
painting and stepping meanwhile (as game/computer.py works out computer decisions).

One job judges some turns of one seat in order and hands each judgement to the window's
thread as it is ready; a job given up (`stop`: the review closed, another seat chosen, the
program quitting) ends after the turn it is judging. Reviews have a thread pool of their own,
one thread, so a review never holds up a computer player's decision.

The judgement is pure Python, as the screen's painting partly is (the delegates): both take
turns holding the interpreter, and the window's thread would wait up to Python's switch
interval (5 ms) each time it asks for it back, many times a frame. While a review judges, the
interval is SWITCH_S, and back to what it was once no review judges (measured: stepping the
review every 50 ms on a loaded machine took a median 193 ms a step with 5 ms, 120 with 1 ms,
60 with no judgement running; the judgement itself about 9% more CPU).
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Iterable, Iterator

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, Signal

from sagrada_desktop.review.game_turns import ReviewedGame, Turn
from sagrada_desktop.review.judgement import Judging, TurnJudgement, judge_turns

Judge = Callable[[ReviewedGame, Iterable[Turn], Judging, Callable[[], bool]],
                 Iterator[TurnJudgement]]


class _Messenger(QObject):
    """Carries judgements from the worker thread to the window's thread: one for the program,
    made on the window's thread (as game/computer.py's)."""

    judged = Signal(object, object)  # the job, a TurnJudgement
    failed = Signal(object, str)  # the job, what went wrong
    done = Signal(object)  # the job


_MESSENGER: list[_Messenger] = []
_POOL: list[QThreadPool] = []
_JOBS: set[JudgeJob] = set()  # started and not ended (added on the window's thread, ended on
_LOCK = threading.Lock()  # the worker's: under the lock)
_SWITCH: list[float] = []  # Python's switch interval before the first of them started
SWITCH_S = 0.001  # the switch interval while a review judges


def _started(job: JudgeJob) -> None:
    with _LOCK:
        if not _JOBS:
            _SWITCH.append(sys.getswitchinterval())
            sys.setswitchinterval(SWITCH_S)
        _JOBS.add(job)


def _ended(job: JudgeJob) -> None:
    with _LOCK:
        _JOBS.discard(job)
        if not _JOBS and _SWITCH:
            sys.setswitchinterval(_SWITCH.pop())


def messenger() -> _Messenger:
    if not _MESSENGER:
        _MESSENGER.append(_Messenger())
    return _MESSENGER[0]


def pool() -> QThreadPool:
    """The reviews' own thread pool (one thread); every job is given up when the program
    quits, so quitting waits for one turn's judgement at most."""
    if not _POOL:
        p = QThreadPool()
        p.setMaxThreadCount(1)
        _POOL.append(p)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(stop_all)
    return _POOL[0]


def stop_all() -> None:
    """Give up every job and wait for the one running to end its turn."""
    with _LOCK:
        jobs = list(_JOBS)
    for job in jobs:
        job.stop()
    if _POOL:
        _POOL[0].waitForDone()


class JudgeJob(QRunnable):
    def __init__(self, game: ReviewedGame, seat: int, turns: Iterable[Turn], judging: Judging,
                 judge: Judge = judge_turns) -> None:
        super().__init__()
        self.setAutoDelete(False)  # kept by its review until it is done
        self.game, self.seat, self.turns = game, seat, tuple(turns)
        self.judging, self.judge = judging, judge
        self._stop = threading.Event()
        self.thread: int | None = None  # the thread it ran on

    def stop(self) -> None:
        self._stop.set()

    def stopped(self) -> bool:
        return self._stop.is_set()

    def start(self) -> None:
        _started(self)
        pool().start(self)

    def run(self) -> None:
        self.thread = threading.get_ident()
        out = messenger()
        try:
            for judgement in self.judge(self.game, self.turns, self.judging, self.stopped):
                if self.stopped():
                    break
                out.judged.emit(self, judgement)
        except Exception as exc:  # said on the review, never lost on the worker thread
            out.failed.emit(self, f"{type(exc).__name__}: {exc}")
        finally:
            _ended(self)
            out.done.emit(self)
