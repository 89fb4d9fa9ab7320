"""The turn Hard would have played: its draft, searched as in play, then the steps of the turn
it chose (abilities, tools, the fill), asked of it one by one as a game asks a computer seat.

No time budget: a fixed number of sampled games (`simulations`), so the same game always gets
the same pick, on a busy machine too. Decided from the seat's observation only.
"""

from __future__ import annotations

from ..ai.hard import HardPlayer
from ..engine import Action, GameState, Stage, apply, observe
from .game_turns import TURN_ENDS

HARD_SIMULATIONS = 96  # Hard's own number of sampled games per decision, at most


def hard_turn(state: GameState, seat: int, simulations: int = HARD_SIMULATIONS,
              seed: int = 0) -> tuple[Action, ...]:
    """Hard's whole turn for `seat`, at its draft in `state` (the seat's observation)."""
    if state.stage is not Stage.DRAFT or state.active_seat != seat:
        raise ValueError("Hard's turn is asked at the seat's draft")
    hard = HardPlayer(seed, simulations=simulations, budget_ms=float("inf"))
    now = observe(state, seat)
    actions: list[Action] = []
    while True:
        action = hard.choose(now)
        actions.append(action)
        now = apply(now, action)
        if isinstance(action, TURN_ENDS) or now.stage is not Stage.PLACE:
            return tuple(actions)
