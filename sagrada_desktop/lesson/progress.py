"""Where a lesson stands: the steps done and skipped, what the game was when each step came up
(its baseline), and the step on show. `Lesson` follows a game through the script: the step
on show is the first step of its moment that is ready (Cathedral Construction, the Round
Track, a die that fits nowhere), else the first step in order not done or skipped; it gives
way when its goal is met (or at Next), and refuses the moves it does not ask for.

`Progress` is what a lesson file keeps beside its game (lesson_file.py)."""

from __future__ import annotations

from attrs import evolve, frozen

from ..engine import Action, GameState
from .script import SCRIPT
from .setup import PERSON
from .steps import Advance, LessonStep, Refusal


@frozen
class Baseline:
    """What the game was, for a step's goal, when the step first came up."""

    step: str
    value: int


@frozen
class Progress:
    done: tuple[str, ...] = ()
    skipped: tuple[str, ...] = ()
    baselines: tuple[Baseline, ...] = ()
    met_on_arrival: tuple[str, ...] = ()  # goal steps met as they came up: they wait for Next
    showing: str = ""  # the step on show when last looked at ("" before the first)

    @property
    def closed(self) -> frozenset[str]:
        return frozenset(self.done) | frozenset(self.skipped)

    def baseline(self, step_id: str) -> int | None:
        return next((b.value for b in self.baselines if b.step == step_id), None)


class Lesson:
    """A lesson being followed (mutable: it moves on as the game does)."""

    def __init__(self, progress: Progress | None = None,
                 script: tuple[LessonStep, ...] = SCRIPT) -> None:
        self.progress = progress if progress is not None else Progress()
        self.script = script

    # --- reading ----------------------------------------------------------------------
    def current(self, s: GameState) -> LessonStep | None:
        """The step on show for this state (None: the lesson is over)."""
        closed = self.progress.closed
        for step in self.script:
            if step.when and step.id not in closed and step.moot_after not in closed \
                    and not (s.is_over and step.in_game) and step.ready(s):
                return step
        for step in self.script:
            if step.when or step.id in closed or (s.is_over and step.in_game):
                continue
            return step
        return None

    def baseline(self, step: LessonStep, s: GameState) -> int:
        known = self.progress.baseline(step.id)
        return known if known is not None else step.baseline(s)

    def met(self, step: LessonStep, s: GameState) -> bool:
        return step.met(s, self.baseline(step, s))

    def may_go_on(self, s: GameState) -> bool:
        """Whether Next is offered: a step read (once what it speaks of is reached), or a
        step whose goal was met as it came up."""
        step = self.current(s)
        if step is None:
            return False
        if step.id in self.progress.met_on_arrival:
            return True
        return step.advance is Advance.NEXT and self.met(step, s)

    def refusal(self, s: GameState, action: Action) -> Refusal | None:
        """Why the step on show refuses the person's `action` (None: it does not)."""
        if s.is_over or s.active_seat != PERSON:
            return None
        step = self.current(s)
        if step is None or not step.ready(s):
            return None
        return step.refusal(s, action)

    def missed(self, s: GameState) -> list[str]:
        """The game's steps that did not come up (or were not done) before its end."""
        closed = self.progress.closed
        return [step.id for step in self.script if step.in_game and step.id not in closed
                and step.moot_after not in closed and not self.met(step, s)]

    @property
    def finished(self) -> bool:
        return all(step.id in self.progress.closed for step in self.script
                   if not step.in_game)

    # --- moving on --------------------------------------------------------------------
    def observe(self, s: GameState) -> bool:
        """Follow the game to `s`: the steps met are done, the next one comes up. True when
        the step on show (or what it says) changed."""
        changed = self._shown_step_met(s)
        for _ in range(len(self.script) + 1):
            step = self.current(s)
            if step is None:
                break
            p = self.progress
            if p.showing != step.id:
                self.progress = p = evolve(p, showing=step.id)
                changed = True
            if p.baseline(step.id) is None:
                self.progress = p = evolve(p, baselines=(*p.baselines,
                                                         Baseline(step.id, step.baseline(s))))
                if step.advance is Advance.GOAL and self.met(step, s):
                    self.progress = p = evolve(p, met_on_arrival=(*p.met_on_arrival, step.id))
                changed = True
            if step.advance is Advance.GOAL and step.id not in p.met_on_arrival \
                    and self.met(step, s):
                self.progress = evolve(p, done=(*p.done, step.id))
                changed = True
                continue
            break
        return changed

    def _shown_step_met(self, s: GameState) -> bool:
        """The step on show until now is done when its goal is met (a step of a moment, such
        as Cathedral Construction, is not ready any more once it has been done)."""
        p = self.progress
        shown = next((step for step in self.script if step.id == p.showing), None)
        if shown is None or shown.id in p.closed or shown.id in p.met_on_arrival \
                or shown.advance is not Advance.GOAL or not self.met(shown, s):
            return False
        self.progress = evolve(p, done=(*p.done, shown.id))
        return True

    def next(self, s: GameState) -> bool:
        """Next: the step on show is done (when Next is offered)."""
        step = self.current(s)
        if step is None or not self.may_go_on(s):
            return False
        self.progress = evolve(self.progress, done=(*self.progress.done, step.id))
        self.observe(s)
        return True

    def skip(self, s: GameState) -> bool:
        """Skip: the step on show is left undone; the next one comes up."""
        step = self.current(s)
        if step is None:
            return False
        self.progress = evolve(self.progress, skipped=(*self.progress.skipped, step.id))
        self.observe(s)
        return True
