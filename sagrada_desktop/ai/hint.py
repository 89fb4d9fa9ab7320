"""A hint for the person whose turn it is: the die Hard would draft, the space the one-turn
judge would then fill, and one line saying why. Decided from the seat's observation only."""

from __future__ import annotations

from attrs import frozen

from ..engine import Action, DraftDie, FillSpace, GameState, Stage, apply, observe
from .hard import HARD, HardPlayer
from .heuristic import WindowJudge
from .plans import turn_plans

HINT_SIMULATIONS = 48


@frozen
class Hint:
    draft: DraftDie
    steps: tuple[Action, ...]   # abilities or tools to use, then the fill (or LoseDie)
    gain: float                 # the judged value the turn adds to the seat's window


def hint(state: GameState, seed: int = 0) -> Hint | None:
    """None outside a turn's draft."""
    if state.stage is not Stage.DRAFT or not state.pool:
        return None
    seat = state.active_seat
    seen = observe(state, seat)
    # no time budget, a fixed number of samples: the same hint every time, quickly
    choice = HardPlayer(seed, simulations=HINT_SIMULATIONS, budget_ms=float("inf")).choose(seen)
    assert isinstance(choice, DraftDie)
    judge = WindowJudge(seen, seat)
    before = judge.value(seen.seats[seat].window)
    # as Hard plans it (an ability used as often as it gains: plans.py, chain)
    best = max(turn_plans(apply(seen, choice), judge, HARD.plan_depth, HARD.chain),
               key=lambda p: p.value)
    return Hint(choice, best.actions, best.value - before)


def fill_of(h: Hint) -> FillSpace | None:
    last = h.steps[-1] if h.steps else None
    return last if isinstance(last, FillSpace) else None
