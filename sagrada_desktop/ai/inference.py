"""What the other seats' windows say about their Private Objectives.

A seat does not see the others' Private Objectives, but it sees their windows, and players
fill their windows for their Private Objectives: a window full of high purple dice was most
likely made for purple. So a search level does not deal the others' Private Objectives
uniformly (engine.determinize) but in proportion to exp(BELIEF x points), the points each
Private Objective would score on the seat's window now (relative to the best of them), dealt
seat by seat without repeats. Only the observation is used: the windows are on the table.
"""

from __future__ import annotations

import math
import random

from attrs import evolve

from ..engine import GameState, PrivateObjective, Window, score_private


def weights(candidates: list[PrivateObjective], window: Window, belief: float) -> list[float]:
    points = [score_private(p, window) for p in candidates]
    top = max(points, default=0)
    return [math.exp(belief * (v - top)) for v in points]


def deal_by_windows(world: GameState, seat: int, rng: random.Random, belief: float
                    ) -> GameState:
    """`world` with the other seats' Private Objectives dealt again, each in proportion to
    what it would score on that seat's window (see the module's docstring)."""
    if belief <= 0:
        return world
    own = world.seats[seat].private_objective
    left = [p for p in world.setup.window.private_objectives if p != own]
    if not left:
        return world
    seats = list(world.seats)
    for i, s in enumerate(seats):
        if i == seat or not left:
            continue
        chosen = rng.choices(left, weights(left, s.window, belief))[0]
        left.remove(chosen)
        seats[i] = evolve(s, private_objective=chosen)
    return evolve(world, seats=tuple(seats))
