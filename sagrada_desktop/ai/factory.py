"""Computer players by name, as the simulate command and the seat setup choose them."""

from __future__ import annotations

from typing import Literal

from .greedy import GreedyPlayer
from .player import ComputerPlayer
from .random_player import RandomPlayer

PlayerKind = Literal["random", "greedy"]
PLAYER_KINDS: tuple[PlayerKind, ...] = ("random", "greedy")


def make_player(kind: str, seed: int = 0) -> ComputerPlayer:
    if kind == "random":
        return RandomPlayer(seed)
    if kind == "greedy":
        return GreedyPlayer(seed)
    raise ValueError(f"unknown computer player {kind!r}; expected one of {', '.join(PLAYER_KINDS)}")
