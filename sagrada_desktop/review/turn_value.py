"""How much better one way of playing a turn is than another, by Hard's own measure, in the
same sampled games (common random numbers).

Each sample is one plausible game behind what the seat saw at its draft (engine.determinize:
the bag's future, re-rolls, the other seats' private cards). In it every way is played, then
every seat goes on as Hard's playouts do (the one-turn player, no look-ahead at the draft) to
the end of the round and AHEAD turns into the next, and the end is valued as Hard values a
playout's end (ai.leaf.leaf_value: this seat's judged window and reserves, with what its
open spaces may still bring, minus the best other seat's). Two ways that lead to the same
state get the same value in every sample.

A step a sample does not allow (after a re-roll that came up otherwise) ends that way's
planned steps in that sample; the one-turn player finishes the turn.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from attrs import frozen

from ..ai.greedy import GreedyPlayer
from ..ai.leaf import leaf_value
from ..engine import Action, GameState, IllegalAction, Stage, apply, determinize
from ..engine.observation import observation_key

AHEAD = 3  # as Hard's playouts: on past the round's end until this many turns followed


@frozen
class Sampled:
    """Each way's value in each sampled game (values[way][sample])."""

    values: tuple[tuple[float, ...], ...]

    def mean(self, way: int) -> float:
        v = self.values[way]
        return sum(v) / len(v) if v else 0.0

    def gain(self, better: int, worse: int) -> tuple[float, float]:
        """The mean of `better`'s value minus `worse`'s over the samples, and its standard
        error (0 with fewer than two samples)."""
        d = [a - b for a, b in zip(self.values[better], self.values[worse], strict=True)]
        n = len(d)
        if n == 0:
            return 0.0, 0.0
        mean = sum(d) / n
        if n < 2:
            return mean, 0.0
        var = sum((x - mean) ** 2 for x in d) / (n - 1)
        return mean, (var / n) ** 0.5


def sampled_values(seen: GameState, seat: int, ways: Sequence[Sequence[Action]], samples: int,
                   seed: int = 0, ahead: int = AHEAD) -> Sampled:
    """Each way (a turn's actions from `seen`, the seat's observation at its draft) played in
    the same `samples` sampled games."""
    rng = random.Random(f"review:{seed}:{observation_key(seen)}")
    values: list[list[float]] = [[] for _ in ways]
    for _ in range(samples):
        world = determinize(seen, seat, rng)
        for k, way in enumerate(ways):
            values[k].append(_played_on(world, way, seat, seed, ahead))
    return Sampled(tuple(tuple(v) for v in values))


def _played_on(world: GameState, way: Sequence[Action], seat: int, seed: int,
               ahead: int) -> float:
    state = world
    round_now = state.round
    for action in way:
        try:
            state = apply(state, action)
        except IllegalAction:
            break
    player = GreedyPlayer(seed, depth=1, draft_depth=0)  # Hard's playout player
    turns = 0
    while not state.is_over and state.stage is not Stage.FLOURISH:
        if state.round != round_now and turns >= ahead:
            break
        if state.stage is Stage.DRAFT:
            turns += 1
        state = apply(state, player.choose(state))
    return leaf_value(state, seat)
