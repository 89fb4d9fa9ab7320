"""The ways a hand takes from a Cathedral Board die to a window space: straight, arriving
moving down-right or up-left (diagonal), curved, overshooting the space and coming back, with
a rest on the way (hesitation) or on the space before letting go."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

Point = tuple[int, int]
SHAPES = ("straight", "down-right", "up-left", "curved", "overshoot")


@dataclass(frozen=True)
class Path:
    shape: str
    points: tuple[Point, ...]   # after the press, in order; the last is on the target
    rest_at: int | None         # the index of a point the hand rests on (None: no rest)
    rest_writes: int            # how long the rest is, in probe writes (100 ms each)
    rest_before_release: int    # the rest on the target before letting go, in probe writes


def _line(a: Point, b: Point, steps: int) -> list[Point]:
    (x0, y0), (x1, y1) = a, b
    return [(round(x0 + (x1 - x0) * i / steps), round(y0 + (y1 - y0) * i / steps))
            for i in range(1, steps + 1)]


Box = tuple[int, int, int, int]  # x, y, width, height: the program's window on the screen


def _clamp(p: Point, box: Box) -> Point:
    """Within the program's window (a pointer outside it is no longer the program's to see)."""
    x, y, w, h = box
    return (min(max(p[0], x + 2), x + w - 3), min(max(p[1], y + 2), y + h - 3))


def path(shape: str, start: Point, end: Point, rng: random.Random, screen: Box,
         cell: int) -> Path:
    """A hand's path of 10-16 moves (and a little more for an overshoot) from `start` (the
    pressed die) to `end` (the space's centre), within `screen`: the program's window."""
    steps = rng.randint(10, 16)
    away = max(cell, 40)
    if shape == "straight":
        points = _line(start, end, steps)
    elif shape in ("down-right", "up-left"):  # the last part of the way diagonal
        sign = -1 if shape == "down-right" else 1
        corner = _clamp((end[0] + sign * away * 2, end[1] + sign * away * 2), screen)
        first = steps // 2
        points = _line(start, corner, first) + _line(corner, end, steps - first)
    elif shape == "curved":
        (x0, y0), (x1, y1) = start, end
        bend = rng.choice((-1, 1)) * rng.randint(away, 3 * away)
        length = math.hypot(x1 - x0, y1 - y0) or 1.0
        nx, ny = -(y1 - y0) / length, (x1 - x0) / length
        cx, cy = (x0 + x1) / 2 + nx * bend, (y0 + y1) / 2 + ny * bend
        points = [_clamp((round((1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t * t * x1),
                          round((1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t * t * y1)), screen)
                  for t in (i / steps for i in range(1, steps + 1))]
        points[-1] = end
    elif shape == "overshoot":
        (x0, y0), (x1, y1) = start, end
        length = math.hypot(x1 - x0, y1 - y0) or 1.0
        past = rng.randint(cell // 2 + 5, cell + 20)
        beyond = _clamp((round(x1 + (x1 - x0) / length * past),
                         round(y1 + (y1 - y0) / length * past)), screen)
        points = _line(start, beyond, steps) + _line(beyond, end, rng.randint(2, 4))
    else:
        raise ValueError(shape)
    rest_at = rng.randrange(len(points) - 1) if rng.random() < 0.4 else None
    return Path(shape, tuple(points), rest_at, rng.randint(3, 9), rng.choice((0, 0, 2, 4, 8)))
