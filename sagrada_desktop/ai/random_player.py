"""A computer player that picks uniformly among the legal actions."""

from __future__ import annotations

from ..engine import Action, GameState, legal_actions
from .player import decision_rng


class RandomPlayer:
    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, state: GameState) -> Action:
        actions = legal_actions(state)
        if not actions:
            raise ValueError("there is nothing to choose: the game is over")
        return decision_rng(self.seed, state).choice(actions)
