"""The objectives counted with bitmasks give what a space-by-space reading of each objective
gives, on random windows (shapes with holes, restrictions, stars, magic numbers, broken
spaces, dice of every colour and of values -1..8)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from attrs import evolve

from sagrada_desktop.engine import BROKEN, Color, Die, PrivateObjective, Space, Window
from sagrada_desktop.engine.definitions import WindowRule
from sagrada_desktop.engine.objectives import base, rivalry, score_private
from sagrada_desktop.engine.scoring import extra_points
from sagrada_desktop.engine.state import SeatState

COLORS = tuple(Color)


def random_window(rnd: random.Random) -> Window:
    rows, cols = rnd.randint(1, 5), rnd.randint(1, 7)
    spaces = []
    for _ in range(rows * cols):
        roll = rnd.random()
        if roll < 0.1:
            spaces.append(Space(exists=False))
        else:
            spaces.append(Space(star=rnd.random() < 0.2,
                                magic=rnd.randint(1, 9) if rnd.random() < 0.2 else None))
    window = Window.empty(rows, cols, tuple(spaces))
    for _ in range(rnd.randint(0, 2 * rows * cols)):
        i = rnd.randrange(rows * cols)
        if spaces[i].exists and window.fills[i] is None:
            fill = BROKEN if rnd.random() < 0.1 else Die(rnd.choice(COLORS), rnd.randint(-1, 8))
            window = window.with_fill(i // cols, i % cols, fill)
    return window


# --- the objectives read space by space ------------------------------------------------------

def grid(window: Window) -> dict[tuple[int, int], Die]:
    """Each die by (row, column); spaces outside the shape, empty or broken hold none."""
    return {(i // window.cols, i % window.cols): f for i, f in enumerate(window.fills)
            if isinstance(f, Die) and window.spaces[i].exists}


def lines(window: Window, rows: bool) -> list[list[Die]]:
    """Every row (column) whose every space inside the shape holds a die."""
    dice = grid(window)
    out = []
    for k in range(window.rows if rows else window.cols):
        cells = ([(k, c) for c in range(window.cols)] if rows
                 else [(r, k) for r in range(window.rows)])
        cells = [rc for rc in cells if window.space(*rc).exists]
        if cells and all(rc in dice for rc in cells):
            out.append([dice[rc] for rc in cells])
    return out


def all_different(window: Window, rows: bool, by_color: bool) -> int:
    return sum(1 for line in lines(window, rows)
               if len({d.color if by_color else d.value for d in line}) == len(line))


def diagonal_neighbours(window: Window) -> list[tuple[Die, Die, tuple[int, int]]]:
    dice = grid(window)
    return [(d, dice[(r + 1, c + dc)], (r, c)) for (r, c), d in dice.items() for dc in (-1, 1)
            if (r + 1, c + dc) in dice]


def color_diagonals(window: Window) -> int:
    dice = grid(window)
    return sum(1 for (r, c), d in dice.items()
               if any(dice.get((r + dr, c + dc), Die(Color.RED, 99)).color is d.color
                      and (r + dr, c + dc) in dice for dr in (-1, 1) for dc in (-1, 1)))


def vertical_balance(window: Window) -> int:
    dice = grid(window)
    half = window.rows // 2
    return sum(1 for (r, c), d in dice.items()
               if r < half and (r + half, c) in dice and dice[(r + half, c)].color is d.color)


def on_border(window: Window) -> int:
    dice = grid(window)

    def outside(r: int, c: int) -> bool:
        return not window.in_grid(r, c) or not window.space(r, c).exists

    return sum(1 for (r, c) in dice
               if any(outside(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)))


@pytest.mark.parametrize("seed", range(30))
def test_base_and_rivalry_objectives_by_bits(seed: int) -> None:
    rnd = random.Random(seed)
    for _ in range(20):
        w = random_window(rnd)
        dice = list(grid(w).values())
        values = Counter(d.value for d in dice)
        colors = Counter(d.color for d in dice)
        for rows in (True, False):
            for by_color in (True, False):
                assert base.lines_all_different(w, rows=rows, by_color=by_color) == \
                    all_different(w, rows, by_color)
        for wanted in ((1, 2), (3, 4), (5, 6), (1, 2, 3, 4, 5, 6)):
            assert base.value_sets(w, wanted) == min(values[v] for v in wanted)
        assert base.color_sets(w) == min(colors[c] for c in COLORS[:5])
        assert base.color_diagonals(w) == color_diagonals(w)
        assert base.vertical_color_balance(w) == vertical_balance(w)
        assert base.filled_stars(w) == sum(1 for i, f in enumerate(w.fills)
                                           if isinstance(f, Die) and w.spaces[i].star)
        assert base.filled_border(w) == on_border(w)
        assert rivalry.low_dice(w) == sum(1 for d in dice if 1 <= d.value <= 3)
        assert rivalry.high_dice(w) == sum(1 for d in dice if 4 <= d.value <= 6)
        pairs = diagonal_neighbours(w)
        assert rivalry.diagonal_value_pairs(w) == sum(1 for a, b, _ in pairs if a.value == b.value)
        assert rivalry.diagonal_color_pairs(w) == sum(1 for a, b, _ in pairs if a.color is b.color)


@pytest.mark.parametrize("seed", range(20))
def test_private_objectives_and_rule_points_by_bits(seed: int) -> None:
    rnd = random.Random(1000 + seed)
    for _ in range(20):
        w = random_window(rnd)
        placed = [(w.spaces[i], f) for i, f in enumerate(w.fills) if isinstance(f, Die)]
        color = rnd.choice(COLORS)
        value = rnd.randint(-1, 8)
        cases = {
            PrivateObjective("a", "A", "color-sum", color=color):
                sum(d.value for _, d in placed if d.color is color),
            PrivateObjective("b", "B", "value-count", value=value, points=2):
                2 * sum(1 for _, d in placed if d.value == value),
            PrivateObjective("c", "C", "color-count", color=color, points=3):
                3 * sum(1 for _, d in placed if d.color is color),
            PrivateObjective("d", "D", "star-sum"): sum(d.value for s, d in placed if s.star),
            PrivateObjective("e", "E", "magic-sum"):
                sum(d.value for s, d in placed if s.magic is not None),
        }
        for objective, want in cases.items():
            assert score_private(objective, w) == want, objective.kind
        seat = SeatState("Ana", w, PrivateObjective("a", "A", "color-sum", color=color), (), (),
                         constructed=(Die(Color.RED, 1),))
        rules = (WindowRule("star-points", points=2), WindowRule("magic-points", points=3),
                 WindowRule("color-points", points=1, color=color))
        want = (1 + 2 * sum(1 for s, _ in placed if s.star)
                + 3 * sum(1 for s, _ in placed if s.magic is not None)
                + sum(1 for _, d in placed if d.color is color))
        assert extra_points(rules, seat) == want
        assert extra_points((), evolve(seat, constructed=())) == 0
