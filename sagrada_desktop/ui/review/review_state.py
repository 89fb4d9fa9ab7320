"""What a review holds apart from its screen: the game, the moment on show, whose turns are
judged (the reviewing seat), and Hard's judgements as they come from the worker thread. The
screen can be built again (a new language) on the same review: nothing is judged twice."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from sagrada_desktop.review.game_turns import Moment, ReviewedGame, Turn
from sagrada_desktop.review.judgement import Judging, TurnJudgement, judge_turns
from sagrada_desktop.review.summary import Summary, summary

from .judge_worker import Judge, JudgeJob, messenger


class ReviewState(QObject):
    moved = Signal()  # another moment, or another reviewing seat
    judged = Signal(object)  # a TurnJudgement of the reviewing seat
    finished = Signal()  # every turn of the reviewing seat is judged
    failed = Signal(str)  # the judgement stopped: why

    def __init__(self, game: ReviewedGame, seat: int, judging: Judging | None = None,
                 judge: Judge | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.seat = seat
        self.index = 0
        self.judging = judging if judging is not None else Judging()
        self._judge = judge if judge is not None else judge_turns
        self.judgements: dict[int, dict[int, TurnJudgement]] = {}  # seat -> turn index -> it
        self.job: JudgeJob | None = None
        self.problem = ""
        m = messenger()
        m.judged.connect(self._judged)
        m.failed.connect(self._failed)
        m.done.connect(self._done)

    # --- where the review is ----------------------------------------------------------------
    @property
    def moment(self) -> Moment:
        return self.game.moments[self.index]

    @property
    def last(self) -> int:
        return len(self.game.moments) - 1

    def go(self, index: int) -> None:
        index = max(0, min(self.last, index))
        if index != self.index:
            self.index = index
            self.moved.emit()

    def step(self, by: int) -> None:
        self.go(self.index + by)

    def round_step(self, by: int) -> None:
        """To the first moment of the next (by 1) or this or the previous round (by -1)."""
        starts = [i for _, i in self.game.round_starts()]
        if by > 0:
            later = [i for i in starts if i > self.index]
            self.go(later[0] if later else self.last)
        else:
            earlier = [i for i in starts if i < self.index]
            self.go(earlier[-1] if earlier else 0)

    def set_seat(self, seat: int) -> None:
        if seat != self.seat:
            self.seat = seat
            self.judge()
            self.moved.emit()

    # --- the judgement ----------------------------------------------------------------------
    @property
    def turns(self) -> tuple[Turn, ...]:
        return self.game.seat_turns(self.seat)

    def judged_turns(self) -> dict[int, TurnJudgement]:
        return self.judgements.get(self.seat, {})

    def judgement(self, turn: Turn | None) -> TurnJudgement | None:
        return None if turn is None else self.judged_turns().get(turn.index)

    @property
    def done(self) -> bool:
        return len(self.judged_turns()) == len(self.turns)

    def summary(self) -> Summary | None:
        if not self.done:
            return None
        judged = self.judged_turns()
        return summary(self.seat, [judged[t.index] for t in self.turns])

    def judge(self) -> None:
        """Judge the reviewing seat's turns in the background: those not judged yet (a seat
        chosen again goes on where it was), unless they are under way."""
        if self.job is not None and self.job.seat == self.seat and not self.job.stopped():
            return
        self.stop()
        self.problem = ""
        known = self.judgements.setdefault(self.seat, {})
        left = [t for t in self.turns if t.index not in known]
        if not left:
            self.finished.emit()
            return
        self.job = JudgeJob(self.game, self.seat, left, self.judging, self._judge)
        self.job.start()

    def stop(self) -> None:
        if self.job is not None:
            self.job.stop()
            self.job = None

    def _judged(self, job: object, judgement: TurnJudgement) -> None:
        if job is not self.job or self.job is None:
            return
        self.judgements.setdefault(self.job.seat, {})[judgement.turn.index] = judgement
        self.judged.emit(judgement)
        if self.done:
            self.finished.emit()

    def _failed(self, job: object, why: str) -> None:
        if job is self.job:
            self.problem = why
            self.failed.emit(why)

    def _done(self, job: object) -> None:
        if job is self.job:
            self.job = None
