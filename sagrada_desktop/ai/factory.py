"""Computer players by name, as the simulate command and the seat setup choose them: the four
levels a person picks (easy, medium, hard, expert), plus random and greedy for testing (greedy
is the one-turn player that Medium is, but looking at the whole state)."""

from __future__ import annotations

from typing import Literal

from .expert import WORKERS, ExpertPlayer
from .greedy import GreedyPlayer
from .hard import HardPlayer
from .levels import EasyPlayer, FairPlayer
from .player import ComputerPlayer
from .random_player import RandomPlayer

PlayerKind = Literal["easy", "medium", "hard", "expert", "random", "greedy"]
LEVELS: tuple[PlayerKind, ...] = ("easy", "medium", "hard", "expert")
PLAYER_KINDS: tuple[PlayerKind, ...] = (*LEVELS, "random", "greedy")
SEARCH_KINDS: tuple[PlayerKind, ...] = ("hard", "expert")  # the levels with a time budget


def make_player(kind: str, seed: int = 0, budget_ms: float | None = None,
                workers: int = WORKERS) -> ComputerPlayer:
    """The player of `kind`; `budget_ms` is a search level's time per decision (None: its
    own), `workers` the processes Expert samples in; the other levels ignore both."""
    if kind == "easy":
        return EasyPlayer(seed)
    if kind == "medium":
        return FairPlayer(GreedyPlayer(seed))
    if kind == "hard":
        return HardPlayer(seed, budget_ms=budget_ms)
    if kind == "expert":
        return ExpertPlayer(seed, budget_ms=budget_ms, workers=workers)
    if kind == "random":
        return RandomPlayer(seed)
    if kind == "greedy":
        return GreedyPlayer(seed)
    raise ValueError(f"unknown computer player {kind!r}; expected one of {', '.join(PLAYER_KINDS)}")
