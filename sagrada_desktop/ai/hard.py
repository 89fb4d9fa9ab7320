"""Hard: a search player. Which die to draft and where it goes shape a game of Sagrada (what
is left for the others, what is left for this seat's next turns), so Hard tries out its
best-looking turns against many plausible games behind what it sees.

At a draft, the one-turn judge (greedy.py) lists every way to take a die and finish the turn
(abilities or tools up to `plan_depth` steps, then the fill), each valued with what its
window's open spaces may still bring (leaf.open_space_worth); the `candidates` best, at most
`per_die` for any one die and none more than `close` points below the best, are kept. Then,
until `simulations` playouts or the time budget are used, one plausible game is dealt from
the observation (engine.determinize: the bag's future, re-rolls and the other seats' private
cards sampled) and every candidate turn is played in it (the same sample for each: common
random numbers) and on by one-turn players on every seat to the end of the round, and on
into the next round until `ahead` turns have followed it (so a turn late in a round sees
what the next round's first drafts make of it). The value of a playout is this seat's judged
window and tools minus the best other seat's, each with what its open spaces may still bring
(leaf.py). A candidate that trails the favourite by `drop` points per sample after
`race_after` samples is tried no more; the favourite is kept unless another candidate beats
it by `margin` points per sample, and sampling stops early once, after `clear` samples, it
leads every other by twice that. The budget (wall-clock time from the decision's start) is
kept by never starting a playout that would end past it (at the pace so far): on a machine
too busy for one sample, the favourite is played.

With `follow`, the draft's search has the budget of the whole turn (`turn_share` decisions:
the draft and the fill) and the placing steps follow the turn it chose; a placing step
without such a plan (a game loaded there) is searched like the draft, over the ways on from
there. The settings are one Search value: HARD here, EXPERT in expert.py.

Cathedral Construction and the Flourish choice (flourish.py: by value) follow the one-turn
player; so do the placing steps when only one way is left. Hard decides from the observation
only (engine.observe).
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from typing import Any

from attrs import define, evolve, frozen

from ..engine import (
    Action,
    DraftDie,
    GameState,
    IllegalAction,
    Stage,
    apply,
    determinize,
    legal_actions,
    observe,
)
from ..engine.observation import observation_key
from .greedy import GreedyPlayer
from .heuristic import WindowJudge
from .leaf import glory_points, leaf_value, open_space_worth
from .plans import Plan, turn_plans


@frozen
class Search:
    """How a search level searches: Hard's settings (HARD), Expert's (expert.py)."""

    budget_ms: float = 100.0  # wall-clock time per decision
    simulations: int = 96  # playouts per decision at most (all candidates together)
    candidates: int = 6
    per_die: int = 2
    close: float = 3.0  # only turns judged within this many points of the favourite are tried
    margin: float = 1.0  # judged points per sampled game by which a turn must beat the favourite
    ahead: int = 3  # the playout goes on past the round's end until this many turns followed
    clear: int = 4  # samples after which a favourite ahead of every other by 2 margins stays
    race_after: int = 2  # samples after which a candidate far behind the favourite is dropped
    drop: float = 4.0  # judged points per sample behind the favourite that drop a candidate
    follow: bool = True  # the placing steps follow the turn chosen at the draft
    turn_share: float = 1.7  # ... and then the draft's search has this many decisions' budget
    plan_depth: int = 2  # effect steps (abilities, tools) of the candidate turns at a draft
    chain: bool = True  # ... and then every free ability use on (plans.py: chain)
    search_placing: bool = True  # a placing step without a plan is searched too
    playout_depth: int = 1  # effect steps the one-turn players of the playouts plan at a fill
    playout_draft_depth: int = 0  # ... and for each die on offer at a draft
    prior_open: bool = True  # the turns are ranked with what the leaf adds to the judge
    leaf_glory: bool = True  # the leaf counts the Pioneer and kept Flourish Cards' points


HARD = Search()


@define
class Samples:
    """What the sampled games found: each candidate's gain over the favourite (candidate 0),
    summed over the `count` samples it was played in, the candidates still in the race, and
    the number of samples."""

    gain: list[float]
    count: list[int]
    alive: list[int]
    played: int
    square: list[float] | None = None  # the gains' squares summed (for their spread)


def _distinct_dice(pool: Sequence[object]) -> list[int]:
    seen: set[object] = set()
    out = []
    for i, d in enumerate(pool):
        if d not in seen:
            seen.add(d)
            out.append(i)
    return out


class HardPlayer:
    """A search level: Hard with the HARD settings; each keyword given replaces one."""

    def __init__(self, seed: int = 0, simulations: int | None = None,
                 budget_ms: float | None = None, candidates: int | None = None,
                 search_placing: bool | None = None, ahead: int | None = None,
                 settings: Search = HARD) -> None:
        self.seed = seed
        given: dict[str, Any] = {"simulations": simulations, "budget_ms": budget_ms,
                                 "candidates": candidates, "search_placing": search_placing,
                                 "ahead": ahead}
        self.settings = evolve(settings, **{k: v for k, v in given.items() if v is not None})
        self._greedy = GreedyPlayer(seed)
        self._playout = GreedyPlayer(seed, depth=self.settings.playout_depth,
                                     draft_depth=self.settings.playout_draft_depth)
        # the rest of the turn chosen at the draft, and the observation it goes on from
        self._plan: tuple[int, tuple[Action, ...]] | None = None

    @property
    def budget_ms(self) -> float:
        return self.settings.budget_ms

    def choose(self, state: GameState) -> Action:
        start = time.perf_counter()  # the budget counts from here: listing the turns too
        settings = self.settings
        seat = state.active_seat
        seen = observe(state, seat)
        if settings.follow and seen.stage is Stage.PLACE:
            step = self._follow(seen)
            if step is not None:
                return step
        self._plan = None
        if seen.stage is Stage.DRAFT and seen.pool:
            turns = self._draft_turns(seen, seat)
        elif seen.stage is Stage.PLACE and settings.search_placing:
            turns = self._place_turns(seen, seat)
        else:
            return self._greedy.choose(seen)
        if len({t[0] for t in turns}) == 1:
            # one way on: the one-turn player takes it (and re-rolls a die that fits nowhere)
            if seen.stage is not Stage.DRAFT:
                return self._greedy.choose(seen)
            turn = turns[0]
        else:
            # following the plan, the draft's search has the budget of the whole turn
            drafting = settings.follow and seen.stage is Stage.DRAFT
            share = settings.turn_share if drafting else 1.0
            turn = self._search(seen, seat, turns, start + settings.budget_ms * share / 1000,
                                round(settings.simulations * share))
        if settings.follow and seen.stage is Stage.DRAFT:
            self._plan = (observation_key(apply(seen, turn[0])), turn[1:])
        return turn[0]

    def _follow(self, seen: GameState) -> Action | None:
        """The next step of the turn chosen at the draft, if this is where it goes on."""
        plan = self._plan
        self._plan = None
        if plan is None or not plan[1] or plan[0] != observation_key(seen):
            return None
        step, rest = plan[1][0], plan[1][1:]
        if step not in legal_actions(seen):
            return None
        if rest:
            try:
                self._plan = (observation_key(apply(seen, step)), rest)
            except IllegalAction:
                pass
        return step

    def _draft_turns(self, seen: GameState, seat: int) -> list[tuple[Action, ...]]:
        """The best whole turns (draft, abilities or tools, fill) by the one-turn judge."""
        settings = self.settings
        judge = WindowJudge(seen, seat)
        ranked: list[tuple[float, int, tuple[Action, ...]]] = []
        for i in _distinct_dice(seen.pool):
            draft = DraftDie(seen.pool[i])
            plans = sorted(turn_plans(apply(seen, draft), judge, settings.plan_depth,
                                      settings.chain), key=lambda p: -p.value)
            ranked.extend((p.value, -i, (draft, *p.actions)) for p in plans[:settings.per_die])
        ranked.sort(key=lambda r: (-r[0], -r[1]))
        if settings.prior_open:
            wider = ranked[: 2 * settings.candidates]
            ranked = sorted(((v + self._after_turn(seen, seat, t), i, t) for v, i, t in wider),
                            key=lambda r: (-r[0], -r[1]))
        top = ranked[0][0]
        return [r[2] for r in ranked[: settings.candidates] if r[0] >= top - settings.close]

    def _after_turn(self, seen: GameState, seat: int, turn: tuple[Action, ...]) -> float:
        """What the leaf adds to the judge after `turn`: its open spaces' worth and (with
        `leaf_glory`) what the turn makes the Pioneer and kept Flourish Cards score."""
        state = seen
        for action in turn:
            state = apply(state, action)
        s = state.seats[seat]
        worth = open_space_worth(s.window, s.private_objective)
        if self.settings.leaf_glory:
            worth += glory_points(state, seat) - glory_points(seen, seat)
        return worth

    def _place_turns(self, seen: GameState, seat: int) -> list[tuple[Action, ...]]:
        plans: list[Plan] = sorted(turn_plans(seen, WindowJudge(seen, seat), 2,
                                              self.settings.chain), key=lambda p: -p.value)
        out: list[tuple[Action, ...]] = []
        for p in plans:  # one candidate for each different first step, best first
            if p.value < plans[0].value - self.settings.close:
                break
            if all(p.actions[0] != o[0] for o in out):
                out.append(p.actions)
            if len(out) == self.settings.candidates:
                break
        return out

    def _search(self, seen: GameState, seat: int, turns: list[tuple[Action, ...]],
                deadline: float, simulations: int) -> tuple[Action, ...]:
        """The turn to play: the one-turn judge's favourite (turns[0]) unless the sampled
        games find another clearly better (by `margin` points per sample both were played in);
        sampling stops at `deadline` (time.perf_counter) or after `simulations` playouts."""
        rng = random.Random(f"hard:{self.seed}:{observation_key(seen)}")
        samples = self._sample(seen, seat, turns, deadline, simulations, rng)
        margin = self.settings.margin
        best = 0
        for k in samples.alive:
            n = samples.count[k]
            if n and samples.gain[k] >= margin * n and samples.gain[k] / n > (
                    samples.gain[best] / samples.count[best] if best else 0.0):
                best = k
        return turns[best]

    def _sample(self, seen: GameState, seat: int, turns: Sequence[tuple[Action, ...]],
                deadline: float, simulations: int, rng: random.Random) -> Samples:
        """Sampled games, each with every candidate still in the race played in it."""
        settings = self.settings
        margin = settings.margin
        start = time.perf_counter()
        # gain[k]: candidate k's playout value minus the favourite's, summed over the sampled
        # games both were played in (common random numbers: the same sample for both)
        gain = [0.0] * len(turns)
        square = [0.0] * len(turns)
        count = [0] * len(turns)
        alive = list(range(1, len(turns)))
        played = playouts = 0
        per_playout = 0.0  # wall-clock seconds a playout takes, so far
        while True:
            if playouts and playouts + 1 + len(alive) > simulations:
                break
            # a sample is begun only if the favourite and one other turn fit in the budget;
            # none is begun once the budget is spent (listing the turns may have spent it)
            if time.perf_counter() + 2 * per_playout > deadline:
                break
            played += 1
            world = determinize(seen, seat, rng)
            base = self._play_round(world, turns[0], seat)
            playouts += 1
            out_of_time = False
            for k in alive:
                per_playout = (time.perf_counter() - start) / playouts
                if time.perf_counter() + per_playout > deadline:
                    out_of_time = True  # the turns played in this sample so far count
                    break
                diff = self._play_round(world, turns[k], seat) - base
                gain[k] += diff
                square[k] += diff * diff
                count[k] += 1
                playouts += 1
            per_playout = (time.perf_counter() - start) / playouts
            if out_of_time:
                break
            if played >= settings.race_after:
                # a candidate far behind the favourite is tried no more
                alive = [k for k in alive if gain[k] > -settings.drop * count[k]]
            if not alive or (played >= settings.clear
                             and all(gain[k] < -2 * margin * count[k] for k in alive)):
                break  # the favourite is clearly best: no more samples needed
        return Samples(gain, count, alive, played, square)

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
            if state.round != round_now and ahead >= self.settings.ahead:
                break
            if state.stage is Stage.DRAFT:
                ahead += 1
            state = apply(state, self._playout.choose(state))
        return leaf_value(state, seat, self.settings.leaf_glory)
