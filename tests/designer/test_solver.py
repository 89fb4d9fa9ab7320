"""The solver against a brute force on small grids, its fills checked by the engine's own
placement rules, its blocks checked to be real and smallest; and every shipped window (the
campaign's and the Window Booster Pack's) found completable."""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

import pytest

from sagrada_desktop.content import load_content
from sagrada_desktop.designer.checks import orange_uses
from sagrada_desktop.designer.solver import DICE_PER_GAME, Verdict, solve
from sagrada_desktop.engine import Color, Die, Window, parse_window, placement_errors
from sagrada_desktop.engine.window import NO_SPACE, Space

COLOURS = (Color.RED, Color.YELLOW)   # small dice sets, so that blocks arise beyond clashes
VALUES = (1, 2)
SHAPES = [(1, 2), (1, 3), (1, 4), (2, 2), (2, 3), (3, 2), (1, 5)]
PRINTS = [Space(), Space(), Space(), Space(color=Color.RED), Space(color=Color.YELLOW),
          Space(color=Color.GREEN), Space(value=1), Space(value=2), Space(value=3), NO_SPACE]


def _edges(window: Window) -> list[tuple[int, int]]:
    out = []
    for i in range(len(window.spaces)):
        r, c = divmod(i, window.cols)
        for j in (i + 1 if c + 1 < window.cols else None, i + window.cols):
            if j is not None and j < len(window.spaces):
                out.append((i, j))
    return out


def _touch(window: Window, i: int, j: int) -> bool:
    (r1, c1), (r2, c2) = divmod(i, window.cols), divmod(j, window.cols)
    return max(abs(r1 - r2), abs(c1 - c2)) == 1


def brute_dice(window: Window, colours: Sequence[Color], values: Sequence[int]) -> bool:
    """Is there a die for every space (any order)? Every combination of dice, tried."""
    cells = [i for i, s in enumerate(window.spaces) if s.exists]
    choices = []
    for i in cells:
        s = window.spaces[i]
        cs = [s.color] if s.color is not None else list(colours)
        vs = [s.value] if s.value is not None else list(values)
        choices.append([Die(c, v) for c in cs for v in vs])
    edges = [(cells.index(i), cells.index(j)) for i, j in _edges(window)
             if i in cells and j in cells]
    for dice in itertools.product(*choices):
        if all(dice[a].color is not dice[b].color and dice[a].value != dice[b].value
               for a, b in edges):
            return True
    return False


def brute_order(window: Window) -> bool:
    """Is there an order in which each space after the first touches an earlier one? Every
    order, tried."""
    cells = [i for i, s in enumerate(window.spaces) if s.exists]
    for order in itertools.permutations(cells):
        if all(any(_touch(window, order[k], order[m]) for m in range(k))
               for k in range(1, len(order))):
            return True
    return not cells


def brute(window: Window, colours: Sequence[Color] = COLOURS,
          values: Sequence[int] = VALUES) -> bool:
    count = sum(1 for s in window.spaces if s.exists)
    return count <= DICE_PER_GAME and brute_order(window) and brute_dice(window, colours, values)


def _random_window(rng: random.Random) -> Window:
    rows, cols = rng.choice(SHAPES)
    spaces = tuple(rng.choice(PRINTS) for _ in range(rows * cols))
    if not any(s.exists for s in spaces):
        spaces = (Space(), *spaces[1:])
    return Window.empty(rows, cols, spaces)


def assert_fill_is_legal(pattern: Window, verdict: Verdict) -> None:
    """The fill, placed die by die in its order by the engine's own rules, breaks nothing."""
    assert verdict.fill is not None
    placed = pattern
    for r, c in verdict.order:
        die = verdict.fill.die_at(r, c)
        assert die is not None
        assert placement_errors(placed, r, c, die) == [], (r, c, die)
        placed = placed.with_fill(r, c, die)
    assert sorted(verdict.order) == sorted(divmod(i, pattern.cols)
                                           for i, s in enumerate(pattern.spaces) if s.exists)


def _without_restrictions(pattern: Window, keep: set[tuple[int, int]]) -> Window:
    spaces = tuple(s if not s.exists or divmod(i, pattern.cols) in keep else Space()
                   for i, s in enumerate(pattern.spaces))
    return Window.empty(pattern.rows, pattern.cols, spaces)


@pytest.mark.parametrize("seed", range(6))
def test_the_solver_agrees_with_a_brute_force_on_small_grids(seed: int) -> None:
    rng = random.Random(seed)
    blocked = completable = 0
    for _ in range(40):
        pattern = _random_window(rng)
        verdict = solve(pattern, colours=COLOURS, values=VALUES)
        assert verdict.completable == brute(pattern), pattern
        if verdict.completable:
            completable += 1
            assert_fill_is_legal(pattern, verdict)
            continue
        blocked += 1
        restricted = {divmod(i, pattern.cols) for i, s in enumerate(pattern.spaces)
                      if s.is_restricted}
        for block in verdict.blocks:
            if block.kind not in ("colours", "values"):
                continue
            alone = _without_restrictions(pattern, set(block.spaces))
            assert not brute_dice(alone, COLOURS, VALUES), (pattern, block)
            for cell in block.spaces:  # each restriction of the block is needed
                lighter = _without_restrictions(pattern, set(block.spaces) - {cell})
                assert brute_dice(lighter, COLOURS, VALUES), (pattern, block, cell)
        named = {cell for b in verdict.blocks if b.kind in ("colours", "values")
                 for cell in b.spaces}
        rest = _without_restrictions(pattern, restricted - named)
        assert brute_dice(rest, COLOURS, VALUES), "a block left unnamed"
    assert blocked and completable  # both answers were exercised


def test_the_solver_agrees_with_a_brute_force_with_the_real_dice() -> None:
    """Five colours and six values, on grids small enough to try every die."""
    rng = random.Random(7)
    prints = [Space(), Space(), *(Space(color=c) for c in Color if c is not Color.GRAY
                                  and c is not Color.ORANGE),
              *(Space(value=v) for v in range(1, 7)), NO_SPACE]
    colours = (Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE, Color.PURPLE)
    for _ in range(30):
        rows, cols = rng.choice([(1, 2), (1, 3), (2, 2)])
        spaces = tuple(rng.choice(prints) for _ in range(rows * cols))
        pattern = Window.empty(rows, cols, (Space(), *spaces[1:]))
        verdict = solve(pattern)
        assert verdict.completable == brute(pattern, colours, range(1, 7)), pattern
        if verdict.completable:
            assert_fill_is_legal(pattern, verdict)


def test_a_clash_is_named_by_its_two_spaces() -> None:
    verdict = solve(parse_window("R R .\n. 4 4\n. . ."))
    assert not verdict.completable
    assert {(b.kind, b.spaces) for b in verdict.blocks} == {
        ("colours", ((0, 0), (0, 1))), ("values", ((1, 1), (1, 2)))}


def test_more_spaces_than_dice_cannot_be_filled_whole() -> None:
    verdict = solve(Window.empty(5, 6))
    assert [(b.kind, b.count) for b in verdict.blocks] == [("too-many", 30)]
    assert solve(parse_window("\n".join([". . . . . ."] * 4))).completable


def test_a_piece_cut_off_from_the_shape_is_named() -> None:
    verdict = solve(parse_window(". . - .\n. . - ."))
    assert [(b.kind, b.spaces) for b in verdict.blocks] == [("cut-off", ((0, 3), (1, 3)))]
    assert solve(parse_window(". . - -\n- - . .")).completable  # corners touch


def test_orange_spaces_need_a_use_of_an_orange_tool_each() -> None:
    pattern = parse_window("O . O\n. . .")
    assert [(b.kind, b.count) for b in solve(pattern, orange_uses=1).blocks] == [("orange", 1)]
    verdict = solve(pattern, orange_uses=2)
    assert verdict.fill is not None
    corner = verdict.fill.die_at(0, 0)
    assert corner is not None and corner.color is Color.ORANGE
    assert_fill_is_legal(pattern, verdict)


def test_every_shipped_window_is_found_completable() -> None:
    content = load_content()
    cards = [*content.windows.values(), *content.booster_windows.values()]
    assert len(cards) == 16
    for card in cards:
        design = card.design
        verdict = solve(design.pattern, orange_uses=orange_uses(design.tools, design.rules))
        assert verdict.completable, (design.id, verdict.blocks)
        assert_fill_is_legal(design.pattern, verdict)
