"""The bitmask answer (window_bits) agrees with the space-by-space rules (placement.can_fill)
everywhere: random windows with shapes, restrictions, dice of values -1..8 and broken spaces."""

from __future__ import annotations

import random

import pytest

from sagrada_desktop.engine import BROKEN, Color, Die, Space, Window, parse_window
from sagrada_desktop.engine.glory.strife_boards import STRIFE_BOARDS, board_allows
from sagrada_desktop.engine.glory.strife_placement import board_mask
from sagrada_desktop.engine.placement import can_fill

COLORS = tuple(Color)


def random_window(rnd: random.Random) -> Window:
    rows, cols = rnd.randint(1, 5), rnd.randint(1, 7)
    spaces = []
    for _ in range(rows * cols):
        roll = rnd.random()
        if roll < 0.1:
            spaces.append(Space(exists=False))
        elif roll < 0.3:
            spaces.append(Space(color=rnd.choice(COLORS[:6])))
        elif roll < 0.5:
            spaces.append(Space(value=rnd.randint(1, 6)))
        else:
            spaces.append(Space(star=rnd.random() < 0.1))
    window = Window.empty(rows, cols, tuple(spaces))
    for _ in range(rnd.randint(0, rows * cols)):
        i = rnd.randrange(rows * cols)
        if spaces[i].exists and window.fills[i] is None:
            fill = BROKEN if rnd.random() < 0.1 else Die(rnd.choice(COLORS), rnd.randint(-1, 8))
            window = window.with_fill(i // cols, i % cols, fill)
    return window


@pytest.mark.parametrize("seed", range(40))
def test_bits_agree_with_can_fill(seed: int) -> None:
    rnd = random.Random(seed)
    for _ in range(10):
        window = random_window(rnd)
        fresh = Window(window.rows, window.cols, window.spaces, window.fills)  # bits from scratch
        for _ in range(8):
            die = Die(rnd.choice(COLORS), rnd.randint(-1, 8))
            ignore, gray_on = rnd.random() < 0.3, rnd.random() < 0.3
            want = sum(1 << i for i in range(len(window.spaces))
                       if can_fill(window, i, die, ignore, gray_on_colors=gray_on))
            assert window.bits.legal_fill_mask(die, ignore, gray_on) == want
            assert fresh.bits.legal_fill_mask(die, ignore, gray_on) == want


def test_the_outer_edge_includes_spaces_beside_the_shape() -> None:
    """New Rules "first die on the outer edge": the border, and spaces touching a missing one."""
    window = parse_window("""
    .  .  .  .  .
    .  -  .  .  .
    .  .  .  .  .
    .  .  .  .  .
    .  .  .  .  .
    """)
    edge = window.bits.pattern.edge & window.bits.pattern.exists
    inner = [(r, c) for r in range(5) for c in range(5) if not edge >> (r * 5 + c) & 1]
    assert inner == [(1, 1), (1, 3), (2, 3), (3, 1), (3, 2), (3, 3)]  # (1, 1): no space


@pytest.mark.parametrize("seed", range(20))
def test_board_masks_agree_with_board_allows(seed: int) -> None:
    """Each Strife Board's bitmask (board_mask) says what board_allows says space by space."""
    rnd = random.Random(1000 + seed)
    for _ in range(10):
        window = random_window(rnd)
        for board in STRIFE_BOARDS:
            want = sum(1 << i for i in range(len(window.spaces))
                       if window.spaces[i].exists and board_allows(board.id, window, i))
            got = board_mask(board.id, window.bits) & window.bits.pattern.exists
            assert got == want, board.id


@pytest.mark.parametrize("seed", range(20))
def test_a_space_judged_as_if_empty_agrees_with_can_fill(seed: int) -> None:
    """can_fill_at (Strife Tool III's swap) answers as can_fill on the window with i emptied."""
    rnd = random.Random(2000 + seed)
    for _ in range(10):
        window = random_window(rnd)
        for i, fill in enumerate(window.fills):
            if not isinstance(fill, Die):
                continue
            emptied = window.with_fill(i // window.cols, i % window.cols, None)
            fresh = Window(window.rows, window.cols, window.spaces, emptied.fills)
            assert emptied.bits.filled == fresh.bits.filled
            assert emptied.bits.dice == fresh.bits.dice
            for _ in range(4):
                die = Die(rnd.choice(COLORS), rnd.randint(-1, 8))
                gray_on = rnd.random() < 0.3
                assert window.bits.can_fill_at(i, die, gray_on) == can_fill(
                    emptied, i, die, gray_on_colors=gray_on)
