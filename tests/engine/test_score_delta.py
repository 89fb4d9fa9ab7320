"""Scores after one more die, worked out from what the fill changes (engine.score_delta), agree
with scoring the whole filled window, for every objective and private objective, on many
random windows (shapes with missing spaces, broken spaces, gray dice, values outside 1-6)."""

from __future__ import annotations

import random

import pytest

from sagrada_desktop.engine import OBJECTIVES, Color, Die, PrivateObjective, score_private
from sagrada_desktop.engine.objectives import score_objective
from sagrada_desktop.engine.score_delta import FillScores
from sagrada_desktop.engine.window import BROKEN, Fill, Space, Window

PRIVATE_KINDS = (
    PrivateObjective("p-r", "Red", "color-sum", color=Color.RED),
    PrivateObjective("p-v", "Fours", "value-count", value=4, points=2),
    PrivateObjective("p-c", "Blues", "color-count", color=Color.BLUE, points=3),
    PrivateObjective("p-s", "Stars", "star-sum"),
    PrivateObjective("p-m", "Magic", "magic-sum"),
)
DICE = [Die(c, v) for c in Color for v in (0, 1, 2, 3, 4, 5, 6, 7)]


def random_window(rng: random.Random, rows: int, cols: int, shape: Window | None = None
                  ) -> Window:
    if shape is None:
        spaces = tuple(
            Space(exists=rng.random() > 0.1,
                  color=rng.choice([None, None, None, *Color]),
                  value=rng.choice([None, None, None, 1, 2, 3, 4, 5, 6]),
                  star=rng.random() < 0.2,
                  magic=rng.choice([None, None, None, 1, 2]))
            for _ in range(rows * cols))
    else:
        spaces = shape.spaces
    full = rng.random()
    fills: list[Fill] = []
    for s in spaces:
        if not s.exists or rng.random() > full:
            fills.append(None)
        elif rng.random() < 0.05:
            fills.append(BROKEN)
        else:
            fills.append(Die(rng.choice([*Color, *Color]), rng.choice([1, 2, 3, 4, 5, 6, 6, 0, 7])))
    return Window(rows, cols, spaces, tuple(fills))


@pytest.mark.parametrize("seed", range(40))
def test_scores_after_a_fill_agree_with_scoring_the_filled_window(seed: int) -> None:
    rng = random.Random(seed)
    rows, cols = rng.choice([(4, 5), (5, 4), (3, 3), (5, 5), (1, 4)])
    seats = rng.randint(1, 4)
    mine = random_window(rng, rows, cols)
    windows = [random_window(rng, rows, cols, mine) for _ in range(seats)]
    seat = rng.randrange(seats)
    windows[seat] = mine
    objectives = list(OBJECTIVES)
    private = PRIVATE_KINDS[seed % len(PRIVATE_KINDS)]
    scores = FillScores(windows, seat, objectives, private)
    empty = [i for i, (s, f) in enumerate(zip(mine.spaces, mine.fills, strict=True))
             if s.exists and f is None]
    checked = 0
    for i in empty:
        for die in rng.sample(DICE, 12):
            after = list(windows)
            after[seat] = mine.with_fill(i // cols, i % cols, die)
            want = [score_objective(oid, after)[seat] for oid in objectives]
            assert scores.public(i, die) == want, (i, die)
            assert scores.private(i, die) == score_private(private, after[seat])
            checked += 1
    assert checked == 12 * len(empty)


def test_every_objective_is_checked() -> None:
    assert {"row-color-variety", "color-diagonals", "value-link", "gray-matter",
            "border-mosaic"} <= set(OBJECTIVES)
