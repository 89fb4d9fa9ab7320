"""Expert: Hard's search (hard.py) with ten times its time, for strong players. About a second
a decision buys many more sampled games, so Expert tries more turns, trusts smaller
differences between them, plays each sampled game further on (`ahead`: at least 12 turns
after the candidate's, three rounds at two seats, against Hard's 3), and may use a second
core: with `workers` = 2 the samples are shared with one other process (its own seed, the
same candidates), and what both found is added up. It decides from the observation only, as
every level.
"""

from __future__ import annotations

import atexit
import multiprocessing
import random
import time
from collections.abc import Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout

from attrs import evolve

from ..engine import Action, GameState
from .hard import HARD, HardPlayer, Samples, Search

EXPERT = evolve(HARD, budget_ms=1000.0, simulations=1000, candidates=10, per_die=3, close=5.0,
                margin=0.5, clear=8, race_after=4, ahead=12)
WORKERS = 2  # processes sampling at once (this one and WORKERS - 1 others)
LATE = 0.5  # seconds a worker's share may come after the deadline before it is left out

_POOL: list[ProcessPoolExecutor] = []


def _pool() -> ProcessPoolExecutor:
    """The processes that sample for Expert (started at the first decision, for the program's
    life); spawned, not forked, as the program may be running threads."""
    if not _POOL:
        pool = ProcessPoolExecutor(max_workers=WORKERS - 1,
                                   mp_context=multiprocessing.get_context("spawn"))
        _POOL.append(pool)
        atexit.register(pool.shutdown, wait=False, cancel_futures=True)
    return _POOL[0]


def sample_share(seed: int, settings: Search, seen: GameState, seat: int,
                 turns: Sequence[tuple[Action, ...]], until: float, simulations: int,
                 rng_seed: int) -> Samples:
    """One process's share of the samples: until the wall-clock time `until` (time.time(),
    the one clock all processes share), at most `simulations`; none once it is past."""
    left = until - time.time()
    if left <= 0:
        return Samples([0.0] * len(turns), [0] * len(turns), [], 0)
    player = HardPlayer(seed, settings=settings)
    return player._sample(seen, seat, turns, time.perf_counter() + left, simulations,
                          random.Random(rng_seed))


def _started() -> None:
    """Nothing: a first task, so that the process starts (and imports) before it is needed."""


class ExpertPlayer(HardPlayer):
    def __init__(self, seed: int = 0, budget_ms: float | None = None, workers: int = WORKERS,
                 settings: Search = EXPERT, simulations: int | None = None) -> None:
        super().__init__(seed, budget_ms=budget_ms, simulations=simulations, settings=settings)
        self.workers = max(1, min(workers, WORKERS))
        if self.workers > 1:
            _pool().submit(_started)

    def _sample(self, seen: GameState, seat: int, turns: Sequence[tuple[Action, ...]],
                deadline: float, simulations: int, rng: random.Random) -> Samples:
        if self.workers == 1:
            return super()._sample(seen, seat, turns, deadline, simulations, rng)
        share = max(1, simulations // self.workers)
        until = time.time() + (deadline - time.perf_counter())
        others: list[Future[Samples]] = [
            _pool().submit(sample_share, self.seed, self.settings, seen, seat, tuple(turns),
                           until, share, rng.getrandbits(64))
            for _ in range(self.workers - 1)]
        found = [super()._sample(seen, seat, turns, deadline, share, rng)]
        for other in others:
            try:
                found.append(other.result(timeout=max(0.0, deadline - time.perf_counter()) + LATE))
            except FutureTimeout:  # late (the first decision starts the process): left out
                other.cancel()
            except Exception:  # a process that failed: its share is left out,
                _POOL.clear()  # and the next decision starts another)
                break
        return _added(found, len(turns))


def _added(found: list[Samples], candidates: int) -> Samples:
    gain = [sum(s.gain[k] for s in found) for k in range(candidates)]
    count = [sum(s.count[k] for s in found) for k in range(candidates)]
    alive = sorted({k for s in found for k in s.alive})
    squares = [s.square for s in found]
    square = None if None in squares else [sum(q[k] for q in squares if q is not None)
                                           for k in range(candidates)]
    return Samples(gain, count, alive, sum(s.played for s in found), square)
