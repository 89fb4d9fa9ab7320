"""Hard's judgement of each of a seat's turns: what Hard would have taken and where, and how
many points the turn played cost against it, expected over sampled games.

For a turn the seat played from its draft (`judge_turn`):
1. Hard's pick (hard_pick.py): the turn Hard plays from the seat's observation, searched with
   a fixed number of sampled games.
2. When the turn played leads to the very state Hard's pick leads to, it was Hard's pick: it
   costs 0 and nothing is sampled.
3. Otherwise both are played in the same `samples` sampled games (turn_value.py) and the cost
   is the mean of Hard's value minus the played turn's, in judged points (about points of the
   final score, counted against the best other seat), with its standard error. A negative
   cost: the turn played did better than Hard's pick in those games.
4. What Hard's pick does better, in a word of the game (pick_reason.py).

Everything is decided from what the seat saw at the time (engine.observe) and is the same on
every run: no clock, seeded samples.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence

from attrs import frozen

from ..engine import Action, GameState, IllegalAction, apply, observe
from .game_turns import ReviewedGame, Turn
from .hard_pick import HARD_SIMULATIONS, hard_turn
from .pick_reason import Reason, reason_for
from .picks import Pick, pick_of
from .turn_value import sampled_values

SAMPLES = 48  # sampled games in which a turn played is measured against Hard's pick


@frozen
class Judging:
    """How hard the review looks: Hard's sampled games per pick, the samples a turn's cost is
    measured over, and the seed of both."""

    simulations: int = HARD_SIMULATIONS
    samples: int = SAMPLES
    seed: int = 0


@frozen
class TurnJudgement:
    turn: Turn
    played: Pick
    hard: Pick
    same: bool  # the turn played was Hard's pick
    cost: float  # judged points Hard's pick was worth more (0 when the same)
    error: float  # the standard error of the cost over the samples
    samples: int  # sampled games measured (0 when the same)
    reason: Reason | None  # what Hard's pick does better


def judge_turn(game: ReviewedGame, turn: Turn, judging: Judging = Judging()) -> TurnJudgement:
    if turn.kind != "draft":
        raise ValueError("only drafting turns are judged")
    before = game.before(turn)
    seat = turn.seat
    seen = observe(before, seat)
    played = game.turn_actions(turn)
    hard = hard_turn(seen, seat, judging.simulations, judging.seed)
    played_pick, hard_pick = pick_of(before, played), pick_of(seen, hard)
    if _leads_to(before, hard) == game.states[turn.end]:
        return TurnJudgement(turn, played_pick, hard_pick, True, 0.0, 0.0, 0, None)
    sampled = sampled_values(seen, seat, (hard, played), judging.samples, judging.seed)
    cost, error = sampled.gain(0, 1)
    return TurnJudgement(turn, played_pick, hard_pick, False, cost, error, judging.samples,
                         reason_for(seen, seat, hard, played))


def judge_turns(game: ReviewedGame, turns: Iterable[Turn], judging: Judging = Judging(),
                stop: Callable[[], bool] = lambda: False) -> Iterator[TurnJudgement]:
    """Each turn judged, in order (a worker thread reads them one at a time; `stop`, asked
    before each turn, ends it early)."""
    for turn in turns:
        if stop():
            return
        yield judge_turn(game, turn, judging)


def judge_seat(game: ReviewedGame, seat: int, judging: Judging = Judging(),
               stop: Callable[[], bool] = lambda: False) -> Iterator[TurnJudgement]:
    """Each of the seat's drafting turns judged, in order."""
    return judge_turns(game, game.seat_turns(seat), judging, stop)


def _leads_to(state: GameState, actions: Sequence[Action]) -> GameState | None:
    """The state Hard's turn leads to in the real game (None if the game refuses a step: a
    planned step after a re-roll that came up otherwise)."""
    try:
        for action in actions:
            state = apply(state, action)
    except IllegalAction:
        return None
    return state
