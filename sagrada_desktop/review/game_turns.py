"""A finished (or saved) game's log stepped through into its turns and the moments between
them, each with the state it led to, as the engine plays it.

The states are the engine's own: new_game(setup) and apply, one action after the other, under
the rules edition the setup names (a loaded game was checked against its snapshot by
saves.load_game already; `ReviewedGame.of` checks its last state against that snapshot too).

A turn is the run of actions one seat takes from its draft to the fill (or the die given up),
or a single Cathedral Construction at a round's end, or a Flourish choice before round 1. A
moment is the game before the first turn or right after a turn: what the review steps through.

What a seat may see at a moment (`seen_by`): the engine's observation (engine.observe: the
other seats' Private Objectives and Flourish Cards hidden, the bag's future unknown) until the
game is over, when the table shows every card anyway.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from attrs import frozen

from ..engine import (
    Action,
    ChooseFlourish,
    ConstructSpace,
    FillSpace,
    GameSetup,
    GameState,
    LoseDie,
    Stage,
    apply,
    new_game,
    observe,
)
from ..saves import LoadedGame, SeatPlan, everyone_a_person

TURN_ENDS = (FillSpace, LoseDie, ConstructSpace, ChooseFlourish)
TurnKind = Literal["draft", "construct", "flourish"]


@frozen
class Turn:
    """One turn of the log: actions[start:end], played by `seat` in `round` (turn `number`
    of the round's draft, from 1; 0 for a construction or a Flourish choice)."""

    index: int  # among the game's turns, from 0
    start: int
    end: int
    seat: int
    round: int
    number: int
    kind: TurnKind


@frozen
class Moment:
    """The game after `step` actions: before the first turn (`turn` None) or after one."""

    index: int
    step: int
    turn: Turn | None


@frozen
class ReviewedGame:
    setup: GameSetup
    actions: tuple[Action, ...]
    plans: tuple[SeatPlan, ...]
    states: tuple[GameState, ...]  # the state after each number of actions, 0 to all
    turns: tuple[Turn, ...]
    moments: tuple[Moment, ...]

    @classmethod
    def of(cls, loaded: LoadedGame) -> ReviewedGame:
        game = cls.play(loaded.setup, loaded.actions, loaded.plans)
        if game.states[-1] != loaded.state:
            raise ValueError("the log does not lead to the saved game's state")
        return game

    @classmethod
    def play(cls, setup: GameSetup, actions: Sequence[Action],
             plans: Sequence[SeatPlan] | None = None) -> ReviewedGame:
        """The game of `setup` and its log (raises the engine's IllegalAction on a log it
        refuses: a file's log is checked by saves.load_game before it comes here)."""
        states = [new_game(setup)]
        for action in actions:
            states.append(apply(states[-1], action))
        turns = tuple(_turns(states, tuple(actions)))
        moments = (Moment(0, 0, None),) + tuple(
            Moment(t.index + 1, t.end, t) for t in turns)
        return cls(setup, tuple(actions),
                   tuple(plans) if plans is not None else everyone_a_person(len(setup.seats)),
                   tuple(states), turns, moments)

    @property
    def is_over(self) -> bool:
        return self.states[-1].is_over

    def state_at(self, moment: Moment) -> GameState:
        return self.states[moment.step]

    def before(self, turn: Turn) -> GameState:
        """The state the turn was played from."""
        return self.states[turn.start]

    def turn_actions(self, turn: Turn) -> tuple[Action, ...]:
        return self.actions[turn.start:turn.end]

    def seen_by(self, moment: Moment, seat: int) -> GameState:
        """The game at `moment` as `seat` saw it: its observation, until the game is over."""
        state = self.state_at(moment)
        return state if state.is_over else observe(state, seat)

    def seat_turns(self, seat: int) -> tuple[Turn, ...]:
        """The seat's drafting turns, in order: the turns the review judges."""
        return tuple(t for t in self.turns if t.seat == seat and t.kind == "draft")

    def moment_after(self, turn: Turn) -> Moment:
        return self.moments[turn.index + 1]

    def round_starts(self) -> tuple[tuple[int, int], ...]:
        """(round, the moment it begins at: before its first turn) for each round played."""
        out: list[tuple[int, int]] = []
        for m in self.moments[:-1]:
            turn = self.moments[m.index + 1].turn
            assert turn is not None
            if not out or out[-1][0] != turn.round:
                out.append((turn.round, m.index))
        return tuple(out)

    def person_seats(self) -> tuple[int, ...]:
        return tuple(i for i, p in enumerate(self.plans) if p.is_person)


def _turns(states: Sequence[GameState], actions: tuple[Action, ...]) -> list[Turn]:
    out: list[Turn] = []
    start = 0
    for i, action in enumerate(actions):
        if not isinstance(action, TURN_ENDS):
            continue
        before = states[start]
        kind: TurnKind = ("construct" if isinstance(action, ConstructSpace)
                          else "flourish" if isinstance(action, ChooseFlourish) else "draft")
        number = before.turn + 1 if kind == "draft" and before.stage is Stage.DRAFT else 0
        out.append(Turn(len(out), start, i + 1, before.active_seat, before.round, number, kind))
        start = i + 1
    return out
