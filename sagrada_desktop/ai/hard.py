"""Hard: a search player. Which die to draft is the decision that shapes a game of Sagrada
(what is left for the others, what is left for this seat's second turn of the round), so Hard
tries out its best-looking drafts against many plausible games behind what it sees.

For each decision to draft: the CANDIDATES dice whose best turn the one-turn judge values most
are kept. Then, until SIMULATIONS games or the time budget are used: one plausible game is
dealt from the observation (engine.determinize: the bag's future, re-rolls and the other seats'
private cards sampled), and every candidate is played in it (the same sample for each, so the
comparison is fair) to the end of the round by one-turn players on every seat. The value of a playout is this seat's judged
window and tools minus the best other seat's. The candidate with the best mean is drafted.
Placing the drafted die, Cathedral Construction and the Flourish choice follow the one-turn
player's judgement.
"""

from __future__ import annotations

import random
import time

from ..engine import Action, DraftDie, GameState, Stage, apply, determinize, observe
from ..engine.observation import observation_key
from .greedy import GreedyPlayer
from .heuristic import WindowJudge, resource_value
from .plans import turn_plans

CANDIDATES = 4
SIMULATIONS = 48
BUDGET_MS = 100.0
MARGIN = 1.0  # judged points per sampled game by which a playout must beat the favourite


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
        worlds = max(1, self.simulations // len(drafts))
        played = 0
        for n in range(worlds):
            if n and (time.perf_counter() - start) * 1000 > self.budget_ms:
                break
            played += 1
            # every candidate is tried in the same sampled game (common random numbers): the
            # other seats' sampled private cards move every candidate's value alike
            world = determinize(seen, seat, rng)
            for k, draft in enumerate(drafts):
                totals[k] += self._play_round(apply(world, draft), seat)
        # the one-turn judge's favourite stays unless the playouts find another clearly better
        best = max(range(len(drafts)), key=lambda j: (totals[j], -j))
        if totals[best] - totals[0] < MARGIN * played:
            best = 0
        return drafts[best]

    def _play_round(self, state: GameState, seat: int) -> float:
        round_now = state.round
        while not state.is_over and state.round == round_now and state.stage is not Stage.FLOURISH:
            state = apply(state, self._playout.choose(state))
        return playout_value(state, seat)
