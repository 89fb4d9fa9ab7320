"""The whole lesson played without a screen: the Easy computer in its seat as the program
plays it, and the person doing what each step suggests (and, between steps, what a one-turn
player would), pressing Next whenever it is offered. scripts/lesson_seed.py runs it over
seeds to choose the lesson's; the tests run it, and drive the program the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from attrs import frozen

from ..ai import GreedyPlayer, make_player
from ..engine import (
    Action,
    DraftDie,
    FillSpace,
    GameSetup,
    GameState,
    LoseDie,
    Stage,
    apply,
    legal_actions,
    new_game,
    way_to_place,
)
from ..engine.legacy_types import CampaignContent
from .progress import Lesson, Progress
from .setup import COMPUTER, PERSON, PLANS, lesson_setup
from .situations import after, spaces


def computer(setup: GameSetup) -> Callable[[GameState], Action]:
    """The Easy computer of the lesson's seat, as the program's driver makes it."""
    return make_player(PLANS[COMPUTER].kind, setup.seed + COMPUTER).choose


def person_move(s: GameState, lesson: Lesson) -> Action:
    """What the person does next: the way the step on show suggests; else a one-turn
    player's choice (one the step does not refuse)."""
    step = lesson.current(s)
    if step is not None and step.ready(s):
        way = step.way(s)
        if way is not None:
            if s.stage is Stage.DRAFT:
                return DraftDie(way.die)
            return way.effects[0] if way.effects else FillSpace(*way.space)
    choice = GreedyPlayer(s.setup.seed + PERSON, depth=0, draft_depth=0).choose(s)
    if isinstance(choice, LoseDie) and (rescue := way_to_place(s)):  # never a die that fits
        return rescue[0]
    if lesson.refusal(s, choice) is None:
        return choice
    return next(a for a in _placeable_first(s) if lesson.refusal(s, a) is None)


def _placeable_first(s: GameState) -> list[Action]:
    """The legal actions, a draft of a die with somewhere to go first."""
    actions = legal_actions(s)

    def fits(a: Action) -> bool:
        held = after(s, a) if isinstance(a, DraftDie) else None
        return held is not None and bool(spaces(held))

    return sorted(actions, key=lambda a: (not fits(a), isinstance(a, LoseDie)))


@frozen
class Moment:
    """When a step came up: the round and turn, whether the game was over, how many actions
    had been played and where the lesson stood."""

    step: str
    round: int
    turn: int
    over: bool
    played: int
    progress: Progress


@frozen
class Rehearsal:
    state: GameState
    actions: tuple[Action, ...]
    lesson: Lesson
    shown: tuple[Moment, ...]  # each step as it came up, in order

    @property
    def missed(self) -> list[str]:
        return self.lesson.missed(self.state)


def rehearse(content: CampaignContent, seed: int | None = None,
             skip: Iterable[str] = ()) -> Rehearsal:
    """Play the whole lesson (seed: the lesson's own by default), skipping the steps named."""
    setup = lesson_setup(content, "You", "Easy") if seed is None \
        else lesson_setup(content, "You", "Easy", seed)
    s = new_game(setup)
    easy, lesson = computer(setup), Lesson()
    skipping = set(skip)
    actions: list[Action] = []
    shown: list[Moment] = []

    def follow(state: GameState) -> None:
        lesson.observe(state)
        while True:
            step = lesson.current(state)
            if step is not None and (not shown or shown[-1].step != step.id):
                shown.append(Moment(step.id, state.round, state.turn, state.is_over,
                                    len(actions), lesson.progress))
            if step is not None and step.id in skipping:
                lesson.skip(state)
            elif not lesson.next(state):
                return

    follow(s)
    while not s.is_over:
        action = easy(s) if s.active_seat == COMPUTER else person_move(s, lesson)
        if lesson.refusal(s, action) is not None:
            raise AssertionError(f"the lesson refuses its own suggestion {action}")
        s = apply(s, action)
        actions.append(action)
        follow(s)
    return Rehearsal(s, tuple(actions), lesson, tuple(shown))
