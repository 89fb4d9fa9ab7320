"""Playing a whole game with computer players on every seat."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Action, GameSetup, GameState, new_game
from ..engine import apply as apply_action
from .player import ComputerPlayer


def play_game(setup: GameSetup, players: Sequence[ComputerPlayer]
              ) -> tuple[GameState, list[Action]]:
    """Play from new_game(setup) until it is over; returns the final state and the action log."""
    if len(players) != len(setup.seats):
        raise ValueError(f"{len(players)} players for {len(setup.seats)} seats")
    state = new_game(setup)
    log: list[Action] = []
    while not state.is_over:
        action = players[state.active_seat].choose(state)
        state = apply_action(state, action)
        log.append(action)
    return state, log
