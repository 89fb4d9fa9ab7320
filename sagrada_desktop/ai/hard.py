"""Hard: a search player. Which die to draft is the decision that shapes a game of Sagrada
(what is left for the others, what is left for this seat's second turn of the round), so Hard
tries out its best-looking drafts against many plausible games behind what it sees.

For each decision to draft: the CANDIDATES dice whose best turn the one-turn judge values most
are kept. Then, until SIMULATIONS games or the time budget are used: one plausible game is
dealt from the observation (engine.determinize: the bag's future, re-rolls and the other seats'
private cards sampled), a candidate is picked by UCB1, and the game is played on to the end of
the round by one-turn players on every seat. The value of a playout is this seat's judged
window and tools minus the best other seat's. The candidate with the best mean is drafted.
Placing the drafted die, Cathedral Construction and the Flourish choice follow the one-turn
player's judgement.
"""

from __future__ import annotations

import math
import random
import time

from ..engine import Action, DraftDie, GameState, Stage, apply, determinize, observe
from ..engine.observation import observation_key
from .greedy import GreedyPlayer
from .heuristic import WindowJudge, resource_value
from .plans import turn_plans

CANDIDATES = 3
SIMULATIONS = 24
BUDGET_MS = 100.0
EXPLORE = 2.0  # UCB1's exploration constant, in judged points


def judged(state: GameState, seat: int) -> float:
    s = state.seats[seat]
    return WindowJudge(state, seat).value(s.window) + resource_value(state, s)


def playout_value(state: GameState, seat: int) -> float:
    own = judged(state, seat)
    others = [judged(state, i) for i in range(len(state.seats)) if i != seat]
    return own - max(others, default=0.0)


class HardPlayer:
    def __init__(self, seed: int = 0, simulations: int = SIMULATIONS,
                 budget_ms: float = BUDGET_MS, candidates: int = CANDIDATES) -> None:
        self.seed = seed
        self.simulations = simulations
        self.budget_ms = budget_ms
        self.candidates = candidates
        self._greedy = GreedyPlayer(seed)
        self._playout = GreedyPlayer(seed, depth=1, draft_depth=0)

    def choose(self, state: GameState) -> Action:
        seat = state.active_seat
        seen = observe(state, seat)
        if seen.stage is not Stage.DRAFT or len(seen.pool) < 2:
            return self._greedy.choose(seen)
        return self._draft(seen, seat)

    def _draft(self, seen: GameState, seat: int) -> Action:
        start = time.perf_counter()
        judge = WindowJudge(seen, seat)
        ranked = sorted(
            ((max(p.value for p in turn_plans(apply(seen, DraftDie(d)), judge, 1)), i)
             for i, d in enumerate(seen.pool)), reverse=True)
        drafts = [DraftDie(seen.pool[i]) for _, i in ranked[: self.candidates]]
        if len(drafts) == 1:
            return drafts[0]
        rng = random.Random(f"hard:{self.seed}:{observation_key(seen)}")
        totals = [0.0] * len(drafts)
        counts = [0] * len(drafts)
        for n in range(self.simulations):
            if n >= len(drafts) and (time.perf_counter() - start) * 1000 > self.budget_ms:
                break
            k = n if n < len(drafts) else max(
                range(len(drafts)), key=lambda j: totals[j] / counts[j]
                + EXPLORE * math.sqrt(math.log(n) / counts[j]))
            world = determinize(seen, seat, rng)
            totals[k] += self._play_round(apply(world, drafts[k]), seat)
            counts[k] += 1
        best = max(range(len(drafts)), key=lambda j: (totals[j] / counts[j] if counts[j]
                                                      else -math.inf, -j))
        return drafts[best]

    def _play_round(self, state: GameState, seat: int) -> float:
        round_now = state.round
        while not state.is_over and state.round == round_now and state.stage is not Stage.FLOURISH:
            state = apply(state, self._playout.choose(state))
        return playout_value(state, seat)
