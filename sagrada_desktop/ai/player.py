"""What a computer player is, and the seeded randomness each decision draws from."""

from __future__ import annotations

import random
from typing import Protocol

from ..engine import Action, GameState


class ComputerPlayer(Protocol):
    """Chooses one of legal_actions(state) for the active seat, using only the engine API."""

    def choose(self, state: GameState) -> Action: ...


def decision_rng(seed: int, state: GameState) -> random.Random:
    """A generator fixed by the player's seed and the decision point, not by call history:
    the same seed makes the same choice in the same state, also in a game loaded from a save."""
    hand = state.in_hand
    steps = len(hand.steps) if hand is not None else -1
    key = f"{seed}:{state.rng}:{state.round}:{state.turn}:{state.stage.value}:{steps}"
    return random.Random(key)
