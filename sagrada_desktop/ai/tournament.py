"""Seat-rotated tournaments between computer players: who wins, by how much, how fast.

Game k (from 0) of a tournament with seed S is set up with seed S + k; seat i is played by
players[(i + k) % len(players)], so every player sits in every seat in turn. With several
windows, game k is played on windows[(k // seats) % len(windows)]: each window in turn for
`seats` games running, so that every player sits in every seat of every window. A run of
seats x windows games (or a multiple) with seed S followed by one with seed S + that many is
one longer run. Each player's decisions are timed (wall-clock). Games can be played in
parallel processes; the result is the same (time budgets aside).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import TypeVar

from attrs import field, frozen

from ..engine import (
    Action,
    GameState,
    GloryCards,
    Modules,
    WindowDesign,
    final_scores,
    new_game,
)
from ..engine import apply as apply_action
from .expert import WORKERS
from .factory import SEARCH_KINDS, make_player
from .simulation import simulation_setup


@frozen
class Entrant:
    """One player of a tournament: its level, and a search level's time budget (None: its
    own). Its name in the table is the level's, with the budget when one is given."""

    kind: str
    budget_ms: float | None = None

    @property
    def name(self) -> str:
        if self.budget_ms is None or self.kind not in SEARCH_KINDS:
            return self.kind
        return f"{self.kind}@{self.budget_ms:g}"


@frozen
class Tournament:
    entrants: tuple[Entrant, ...]
    seats: int
    windows: tuple[WindowDesign, ...]
    modules: Modules = Modules()
    glory: GloryCards = GloryCards()  # the decks a module on deals from
    workers: int = WORKERS  # the processes an Expert samples in

    def window_of_game(self, k: int) -> WindowDesign:
        return self.windows[(k // self.seats) % len(self.windows)]


@frozen
class GameOutcome:
    window: str                 # the window's id
    seats: tuple[str, ...]      # the player of each seat, by name
    scores: tuple[int, ...]
    winner: int                 # the seat placed first
    # each player's decision times in seconds, in order
    decisions: tuple[tuple[str, tuple[float, ...]], ...] = field(default=())


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
    p99_ms: float = 0.0
    decisions: int = 0


T = TypeVar("T")


def seats_of_game(players: Sequence[T], seats: int, k: int) -> tuple[T, ...]:
    return tuple(players[(i + k) % len(players)] for i in range(seats))


def play_one(tournament: Tournament, seed: int, k: int) -> GameOutcome:
    entrants = seats_of_game(tournament.entrants, tournament.seats, k)
    bots = [make_player(e.kind, 10 * (seed + k) + i, e.budget_ms, tournament.workers)
            for i, e in enumerate(entrants)]
    names = tuple(e.name for e in entrants)
    window = tournament.window_of_game(k)
    state: GameState = new_game(simulation_setup(window, tournament.seats, seed + k,
                                                 tournament.modules, tournament.glory))
    spent: dict[str, list[float]] = {name: [] for name in names}
    while not state.is_over:
        t = time.perf_counter()
        action: Action = bots[state.active_seat].choose(state)
        spent[names[state.active_seat]].append(time.perf_counter() - t)
        state = apply_action(state, action)
    cards = final_scores(state)
    winner = next(i for i, c in enumerate(cards) if c.place == 1)
    return GameOutcome(window.id, names, tuple(c.total for c in cards), winner,
                       tuple((name, tuple(times)) for name, times in spent.items()))


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def games_of(tournament: Tournament, games: int, seed: int, jobs: int = 1
             ) -> Iterator[GameOutcome]:
    """The games one by one, in order, as they finish (in `jobs` processes)."""
    if jobs <= 1:
        for k in range(games):
            yield play_one(tournament, seed, k)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(play_one, [tournament] * games, [seed] * games, range(games))


def play_tournament(tournament: Tournament, games: int, seed: int, jobs: int = 1,
                    each: Callable[[GameOutcome], None] | None = None) -> list[GameOutcome]:
    """Every game's outcome; `each` is told of each game as it finishes, in order."""
    out = []
    for outcome in games_of(tournament, games, seed, jobs):
        if each is not None:
            each(outcome)
        out.append(outcome)
    return out


def percentile(values: Sequence[float], share: float) -> float:
    """The value below which `share` of the values lie (nearest rank); 0 for none."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(share * len(ordered)))
    return ordered[rank - 1]


def standings(players: Sequence[str], outcomes: Sequence[GameOutcome]) -> list[Standing]:
    """Each player's (by name) record over the outcomes, in the order of `players`."""
    out = []
    for name in dict.fromkeys(players):
        played = [o for o in outcomes if name in o.seats]
        wins = sum(1 for o in played if o.seats[o.winner] == name)
        scores = [s for o in played for seat, s in zip(o.seats, o.scores, strict=True)
                  if seat == name]
        times = [t for o in played for who, ts in o.decisions if who == name for t in ts]
        n = len(played)
        out.append(Standing(
            name=name, games=n, wins=wins, win_rate=wins / n if n else 0.0,
            ci95=wilson(wins, n), mean_score=sum(scores) / len(scores) if scores else 0.0,
            ms_per_decision=1000 * sum(times) / len(times) if times else 0.0,
            worst_ms=1000 * max(times, default=0.0), p99_ms=1000 * percentile(times, 0.99),
            decisions=len(times)))
    return out


def by_window(players: Sequence[str], outcomes: Sequence[GameOutcome]
              ) -> list[tuple[str, list[Standing]]]:
    """standings() on each window's games, windows in the order first played."""
    windows = dict.fromkeys(o.window for o in outcomes)
    return [(w, standings(players, [o for o in outcomes if o.window == w])) for w in windows]
