"""The judge keeps an objective's points after a fill per space and die colour (or value, or
space alone) where the objective looks at nothing more: each such entry is checked here
against scoring filled windows whole, for every die, on many windows."""

from __future__ import annotations

import random

from sagrada_desktop.ai.heuristic import _LOOKS_AT, _PRIVATE_DIE_ONLY
from sagrada_desktop.engine import (
    OBJECTIVES,
    Color,
    Die,
    PrivateObjective,
    score_objective,
    score_private,
)
from tests.engine.test_score_delta import random_window

ALL_DICE = [Die(c, v) for c in Color for v in range(1, 7)]


def test_every_kept_objective_looks_only_at_what_its_table_says() -> None:
    rng = random.Random(12)
    checked = 0
    for oid, looks_at in _LOOKS_AT.items():
        assert oid in OBJECTIVES, oid
        for _ in range(25):
            windows = [random_window(rng, 4, 5) for _ in range(3)]
            window = windows[1]
            empty = [i for i, (s, f) in enumerate(zip(window.spaces, window.fills, strict=True))
                     if s.exists and f is None]
            for i in empty[:6]:
                row, col = divmod(i, window.cols)
                seen: dict[object, int] = {}
                for die in ALL_DICE:
                    filled = [windows[0], window.with_fill(row, col, die), windows[2]]
                    points = score_objective(oid, filled)[1]
                    key = {"color": die.color, "value": die.value, "space": None}[looks_at]
                    assert seen.setdefault(key, points) == points, (oid, i, die)
                    checked += 1
    assert checked > 20_000


def test_a_private_objective_kept_per_die_scores_a_die_alike_on_every_space() -> None:
    rng = random.Random(13)
    objectives = [
        PrivateObjective("p-c", "Shades of Red", "color-sum", color=Color.RED),
        PrivateObjective("p-v", "Fours", "value-count", value=4, points=2),
        PrivateObjective("p-k", "Blues", "color-count", color=Color.BLUE, points=1),
    ]
    assert {o.kind for o in objectives} == _PRIVATE_DIE_ONLY
    checked = 0
    for objective in objectives:
        for _ in range(25):
            window = random_window(rng, 4, 5)
            empty = [divmod(i, window.cols) for i, (s, f)
                     in enumerate(zip(window.spaces, window.fills, strict=True))
                     if s.exists and f is None]
            for die in ALL_DICE:
                points = {score_private(objective, window.with_fill(r, c, die)) for r, c in empty}
                assert len(points) <= 1, (objective.kind, die)
                checked += 1
    assert checked > 2_000
