"""Hard: a search player. Which die to draft and where it goes shape a game of Sagrada (what
is left for the others, what is left for this seat's next turns), so Hard tries out its
best-looking turns against many plausible games behind what it sees.

At each decision of a turn (the draft, then each step of placing the drafted die), the
one-turn judge (greedy.py) lists every way to finish the turn; the CANDIDATES best, at most
PER_DIE for any one die and none judged more than CLOSE points below the best, are kept.
Then, until SIMULATIONS sampled games or the time budget are used, one plausible game is dealt
from the observation (engine.determinize: the bag's future, re-rolls and the other seats'
private cards sampled) and every candidate turn is played in it (the same sample for each:
common random numbers) and on by one-turn players on every seat to the end of the round, and
on into the next round until AHEAD turns have followed it (so a turn late in a round sees what
the next round's first drafts make of it). The value of a playout is this seat's judged
window and tools minus the best other seat's, each with the expected worth of its open spaces
(leaf_value). The judge's favourite is kept unless another candidate beats it by MARGIN points per sample;
sampling stops early once, after CLEAR samples, the favourite leads every other by twice that.
The budget is kept by never starting a sample that would end past it (at the pace so far).

Cathedral Construction and the Flourish choice (flourish.py: by value) follow the one-turn
player; so do the placing steps when only one way is left. Hard decides from the observation
only (engine.observe).
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from ..engine import (
    Action,
    DraftDie,
    GameState,
    IllegalAction,
    Stage,
    apply,
    determinize,
    observe,
)
from ..engine.observation import observation_key
from .greedy import GreedyPlayer
from .heuristic import WindowJudge, killers, resource_value
from .plans import Plan, turn_plans

CANDIDATES = 6
PER_DIE = 2
SIMULATIONS = 96
BUDGET_MS = 100.0
MARGIN = 1.0  # judged points per sampled game by which a playout must beat the favourite
CLOSE = 3.0  # only turns judged within this many points of the favourite are tried out
AHEAD = 3  # the playout goes on past the round's end until this many turns followed
CLEAR = 4  # sampled games after which a favourite ahead of every other by 2 MARGIN stays
OPEN_SPACE = 0.5  # the worth of an open space any die may still fill, beyond its -1 now
NARROW_SPACE = 0.25  # ... of one only one colour or one value may still fill


def open_space_worth(state: GameState, seat: int) -> float:
    """What the seat's open spaces are likely to bring: at the end every empty space scores -1
    (counted by the judge); a space still open is likely to be filled, the less so when its
    neighbours leave it one colour or one value only. Worth nothing after the last round."""
    if state.is_over:
        return 0.0
    total = 0.0
    for k in killers(state.seats[seat].window):
        if k is None or k[2]:
            continue
        total += NARROW_SPACE if (k[0] is not None or k[1] is not None) else OPEN_SPACE
    return total


def judged(state: GameState, seat: int) -> float:
    s = state.seats[seat]
    return (WindowJudge(state, seat).value(s.window) + resource_value(state, s)
            + open_space_worth(state, seat))


def leaf_value(state: GameState, seat: int) -> float:
    own = judged(state, seat)
    others = [judged(state, i) for i in range(len(state.seats)) if i != seat]
    return own - max(others, default=0.0)


def _distinct_dice(pool: Sequence[object]) -> list[int]:
    seen: set[object] = set()
    out = []
    for i, d in enumerate(pool):
        if d not in seen:
            seen.add(d)
            out.append(i)
    return out


class HardPlayer:
    def __init__(self, seed: int = 0, simulations: int = SIMULATIONS,
                 budget_ms: float = BUDGET_MS, candidates: int = CANDIDATES,
                 search_placing: bool = True, ahead: int = AHEAD) -> None:
        self.seed = seed
        self.ahead = ahead
        self.search_placing = search_placing
        self.simulations = simulations
        self.budget_ms = budget_ms
        self.candidates = candidates
        self._greedy = GreedyPlayer(seed)
        self._playout = GreedyPlayer(seed, depth=1, draft_depth=0)

    def choose(self, state: GameState) -> Action:
        seat = state.active_seat
        seen = observe(state, seat)
        if seen.stage is Stage.DRAFT and seen.pool:
            turns = self._draft_turns(seen, seat)
        elif seen.stage is Stage.PLACE and self.search_placing:
            turns = self._place_turns(seen, seat)
        else:
            return self._greedy.choose(seen)
        if len({t[0] for t in turns}) == 1:
            # one way on: the one-turn player takes it (and re-rolls a die that fits nowhere)
            return turns[0][0] if seen.stage is Stage.DRAFT else self._greedy.choose(seen)
        return self._search(seen, seat, turns)

    def _draft_turns(self, seen: GameState, seat: int) -> list[tuple[Action, ...]]:
        """The best whole turns (draft, abilities or tools, fill) by the one-turn judge."""
        judge = WindowJudge(seen, seat)
        ranked: list[tuple[float, int, tuple[Action, ...]]] = []
        for i in _distinct_dice(seen.pool):
            draft = DraftDie(seen.pool[i])
            plans = sorted(turn_plans(apply(seen, draft), judge, 1), key=lambda p: -p.value)
            ranked.extend((p.value, -i, (draft, *p.actions)) for p in plans[:PER_DIE])
        ranked.sort(key=lambda r: (-r[0], -r[1]))
        top = ranked[0][0]
        return [r[2] for r in ranked[: self.candidates] if r[0] >= top - CLOSE]

    def _place_turns(self, seen: GameState, seat: int) -> list[tuple[Action, ...]]:
        plans: list[Plan] = sorted(turn_plans(seen, WindowJudge(seen, seat), 2),
                                   key=lambda p: -p.value)
        out: list[tuple[Action, ...]] = []
        for p in plans:  # one candidate for each different first step, best first
            if p.value < plans[0].value - CLOSE:
                break
            if all(p.actions[0] != o[0] for o in out):
                out.append(p.actions)
            if len(out) == self.candidates:
                break
        return out

    def _search(self, seen: GameState, seat: int, turns: list[tuple[Action, ...]]) -> Action:
        start = time.perf_counter()
        rng = random.Random(f"hard:{self.seed}:{observation_key(seen)}")
        totals = [0.0] * len(turns)
        played = 0
        spent_per_world = 0.0
        for n in range(max(1, self.simulations // len(turns))):
            elapsed = (time.perf_counter() - start) * 1000
            if n and elapsed + spent_per_world > self.budget_ms:
                break
            played += 1
            # every candidate is tried in the same sampled game (common random numbers): the
            # other seats' sampled private cards move every candidate's value alike
            world = determinize(seen, seat, rng)
            for k, turn in enumerate(turns):
                totals[k] += self._play_round(world, turn, seat)
            spent_per_world = (time.perf_counter() - start) * 1000 / played
            if played >= CLEAR and all(totals[0] - t > 2 * MARGIN * played for t in totals[1:]):
                break  # the favourite is clearly best: no more samples needed
        # the one-turn judge's favourite stays unless the playouts find another clearly better
        best = max(range(len(turns)), key=lambda j: (totals[j], -j))
        if totals[best] - totals[0] < MARGIN * played:
            best = 0
        return turns[best][0]

    def _play_round(self, world: GameState, turn: tuple[Action, ...], seat: int) -> float:
        state = world
        round_now = state.round
        for action in turn:
            try:
                state = apply(state, action)
            except IllegalAction:  # a step that this sampled game does not allow
                break
        # on to the end of the round, and on into the next until at least AHEAD other turns
        # have followed this one (a turn late in a round sees the next round's first ones)
        ahead = 0
        while not state.is_over and state.stage is not Stage.FLOURISH:
            if state.round != round_now and ahead >= self.ahead:
                break
            if state.stage is Stage.DRAFT:
                ahead += 1
            state = apply(state, self._playout.choose(state))
        return leaf_value(state, seat)
