"""Seat-rotated tournaments between computer players: who wins, by how much, how fast.

Game k (from 0) of a tournament with seed S is set up with seed S + k; seat i is played by
players[(i + k) % len(players)], so every player sits in every seat in turn. Each player's
decisions are timed. Games can be played in parallel processes; the result is the same.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor

from attrs import frozen

from ..engine import Action, GameState, WindowDesign, final_scores, new_game
from ..engine import apply as apply_action
from .factory import make_player
from .simulation import simulation_setup


@frozen
class GameOutcome:
    seats: tuple[str, ...]      # the player of each seat
    scores: tuple[int, ...]
    winner: int                 # the seat placed first
    decisions: tuple[tuple[str, int, float, float], ...]  # (player, count, seconds, worst)


@frozen
class Standing:
    name: str
    games: int
    wins: int
    win_rate: float
    ci95: tuple[float, float]
    mean_score: float
    ms_per_decision: float
    worst_ms: float


def seats_of_game(players: Sequence[str], seats: int, k: int) -> tuple[str, ...]:
    return tuple(players[(i + k) % len(players)] for i in range(seats))


def play_one(window: WindowDesign, players: tuple[str, ...], seats: int, seed: int, k: int
             ) -> GameOutcome:
    kinds = seats_of_game(players, seats, k)
    bots = [make_player(kind, 10 * (seed + k) + i) for i, kind in enumerate(kinds)]
    state: GameState = new_game(simulation_setup(window, seats, seed + k))
    spent = {kind: [0, 0.0, 0.0] for kind in kinds}
    while not state.is_over:
        kind = kinds[state.active_seat]
        t = time.perf_counter()
        action: Action = bots[state.active_seat].choose(state)
        dt = time.perf_counter() - t
        record = spent[kind]
        record[0] += 1
        record[1] += dt
        record[2] = max(record[2], dt)
        state = apply_action(state, action)
    cards = final_scores(state)
    winner = next(i for i, c in enumerate(cards) if c.place == 1)
    return GameOutcome(kinds, tuple(c.total for c in cards), winner,
                       tuple((k_, int(r[0]), r[1], r[2]) for k_, r in spent.items()))


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def play_tournament(window: WindowDesign, players: Sequence[str], seats: int, games: int,
                    seed: int, jobs: int = 1) -> list[GameOutcome]:
    args = [(window, tuple(players), seats, seed, k) for k in range(games)]
    if jobs <= 1:
        return [play_one(*a) for a in args]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(play_one, *zip(*args, strict=True)))


def standings(players: Sequence[str], outcomes: Sequence[GameOutcome]) -> list[Standing]:
    out = []
    for name in dict.fromkeys(players):
        played = [o for o in outcomes if name in o.seats]
        wins = sum(1 for o in played if o.seats[o.winner] == name)
        scores = [s for o in played for seat, s in zip(o.seats, o.scores, strict=True)
                  if seat == name]
        count = sum(d[1] for o in played for d in o.decisions if d[0] == name)
        seconds = sum(d[2] for o in played for d in o.decisions if d[0] == name)
        worst = max((d[3] for o in played for d in o.decisions if d[0] == name), default=0.0)
        n = len(played)
        out.append(Standing(
            name=name, games=n, wins=wins, win_rate=wins / n if n else 0.0,
            ci95=wilson(wins, n), mean_score=sum(scores) / len(scores) if scores else 0.0,
            ms_per_decision=1000 * seconds / count if count else 0.0, worst_ms=1000 * worst))
    return out
