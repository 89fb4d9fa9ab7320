"""The bitmask answer (window_bits) agrees with the space-by-space rules (placement.can_fill)
everywhere: random windows with shapes, restrictions, dice of values -1..8 and broken spaces."""

from __future__ import annotations

import random

import pytest

from sagrada_desktop.engine import (
    BROKEN,
    Color,
    Die,
    Modules,
    Space,
    Window,
    apply,
    legal_actions,
    new_game,
    parse_window,
)
from sagrada_desktop.engine.glory.strife_boards import board_allows
from sagrada_desktop.engine.glory.strife_placement import board_mask
from sagrada_desktop.engine.placement import can_fill
from sagrada_desktop.engine.window_bits import COLOR_LANE, LANE_VALUES, VALUE_LANE, VALUES, FillBits
from tests.engine.fixtures import STRIFE_BOARDS, setup

COLORS = tuple(Color)


def random_window(rnd: random.Random, bits_first: bool = False) -> Window:
    """bits_first: the empty window's bits made first, so that every fill passes them on
    (FillBits.with_fill) instead of the last window making them from scratch."""
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
    if bits_first:
        window.bits  # noqa: B018 - made here, passed on fill by fill
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
        window = random_window(rnd, bits_first=seed % 2 == 1)
        fresh = Window(window.rows, window.cols, window.spaces, window.fills)  # bits from scratch
        assert_same_bits(window.bits, fresh.bits)
        for _ in range(8):
            die = Die(rnd.choice(COLORS), rnd.randint(-1, 8))
            ignore, gray_on = rnd.random() < 0.3, rnd.random() < 0.3
            want = sum(1 << i for i in range(len(window.spaces))
                       if can_fill(window, i, die, ignore, gray_on_colors=gray_on))
            assert window.bits.legal_fill_mask(die, ignore, gray_on) == want
            assert fresh.bits.legal_fill_mask(die, ignore, gray_on) == want


def assert_same_bits(got: FillBits, want: FillBits) -> None:
    """The same masks (a colour or value whose dice all left may stay, with no spaces)."""
    assert (got.filled, got.dice, got.near) == (want.filled, want.dice, want.near)
    # the same printed pattern (not always the same object: its cache may have been emptied)
    assert (got.pattern.rows, got.pattern.cols, got.pattern.exists, got.pattern.color_ok,
            got.pattern.value_at) == (want.pattern.rows, want.pattern.cols, want.pattern.exists,
                                      want.pattern.color_ok, want.pattern.value_at)
    assert {k: m for k, m in got.by_color.items() if m} == {
        k: m for k, m in want.by_color.items() if m}
    assert {k: m for k, m in got.by_value.items() if m} == {
        k: m for k, m in want.by_value.items() if m}


def plain_masks(window: Window) -> tuple[dict[str, int], dict[int, int]]:
    """By colour letter and by value, the spaces holding such a die: the fills read one by one."""
    by_color: dict[str, int] = {}
    by_value: dict[int, int] = {}
    for i, f in enumerate(window.fills):
        if isinstance(f, Die):
            by_color[f.color.value] = by_color.get(f.color.value, 0) | 1 << i
            by_value[f.value] = by_value.get(f.value, 0) | 1 << i
    return by_color, by_value


def assert_lanes_read_as_the_fills(window: Window) -> None:
    bits = window.bits
    by_color, by_value = plain_masks(window)
    for c in Color:
        assert bits.color_mask(c.value) == bits.lanes[COLOR_LANE[c.value]] == by_color.get(
            c.value, 0)
    for v in range(-12, 20):
        assert bits.value_mask(v) == by_value.get(v, 0)
    # every lane: a colour's or a value's, each with its dice, then the spaces beside them (a
    # list may be shorter than the values known now)
    assert len(bits.lanes) % 2 == 0 and len(bits.lanes) <= VALUES + 2 * len(LANE_VALUES)
    lanes = dict(zip([*COLOR_LANE, *LANE_VALUES], bits.lanes[::2], strict=False))
    assert {k: m for k, m in lanes.items() if m} == {**by_color, **by_value}
    places = {**COLOR_LANE, **VALUE_LANE}
    for k, m in lanes.items():
        assert bits.lanes[places[k] + 1] == bits.pattern.orth(m)
    # the dicts other readers take (every colour and 1-6 there, 0 for no dice)
    assert {k: m for k, m in bits.by_color.items() if m} == by_color
    assert {k: m for k, m in bits.by_value.items() if m} == by_value
    assert all(bits.by_color.get(c.value, 0) == by_color.get(c.value, 0) for c in Color)
    assert all(bits.by_value.get(v, 0) == by_value.get(v, 0) for v in range(1, 7))
    assert bits.dice == sum(1 << i for i, f in enumerate(window.fills) if isinstance(f, Die))


@pytest.mark.parametrize("seed", range(20))
def test_lanes_agree_with_a_plain_reading_of_the_fills(seed: int) -> None:
    """FillBits.lanes (and color_mask, value_mask, by_color, by_value) say which spaces hold a
    die of each colour and value, as the fills read one by one do: random windows with
    crossed-out spaces, gray dice and odd values (a new odd value gets a lane of its own, the
    lanes made before it read as holding none), through every kind of fill."""
    rnd = random.Random(7000 + seed)
    for k in range(10):
        window = random_window(rnd, bits_first=k % 2 == 0)
        assert_lanes_read_as_the_fills(window)
        for _ in range(12):
            i = rnd.randrange(len(window.spaces))
            if not window.spaces[i].exists:
                continue
            roll = rnd.random()
            value = rnd.choice([rnd.randint(1, 6), rnd.randint(-12, 19)])
            fill = None if roll < 0.15 else BROKEN if roll < 0.25 else Die(
                rnd.choice(COLORS), value)
            if window.fills[i] is None and isinstance(fill, Die) and rnd.random() < 0.5:
                window = window.with_die_at(i, fill)  # turn_end.fill's way
            else:
                window = window.with_fill(i // window.cols, i % window.cols, fill)
            assert_lanes_read_as_the_fills(window)
            fresh = Window(window.rows, window.cols, window.spaces, window.fills)
            assert_lanes_read_as_the_fills(fresh)


@pytest.mark.parametrize("seed", range(10))
def test_bits_passed_on_through_every_kind_of_fill(seed: int) -> None:
    """Dice put in, replaced (die over die, die over a crossed-out space) and taken out,
    spaces crossed out: the bits passed on fill by fill are the bits made from scratch."""
    rnd = random.Random(3000 + seed)
    for _ in range(10):
        window = random_window(rnd, bits_first=True)
        for _ in range(20):
            i = rnd.randrange(len(window.spaces))
            roll = rnd.random()
            fill = None if roll < 0.2 else BROKEN if roll < 0.3 else Die(
                rnd.choice(COLORS), rnd.randint(1, 6))
            window = window.with_fill(i // window.cols, i % window.cols, fill)
            fresh = Window(window.rows, window.cols, window.spaces, window.fills)
            assert_same_bits(window.bits, fresh.bits)


@pytest.mark.parametrize("seed", range(10))
def test_a_die_into_an_empty_space_written_out_is_with_fill(seed: int) -> None:
    """Window.with_die_at (turn_end.fill's way) makes the window with_fill makes: the same
    fills, the bits made from scratch, and the Pioneer memo passed on as grown_by_die does."""
    rnd = random.Random(5000 + seed)
    for k in range(20):
        window = random_window(rnd, bits_first=k % 3 != 0)  # some windows without bits yet
        empty = [i for i, s in enumerate(window.spaces) if s.exists and window.fills[i] is None]
        if not empty:
            continue
        i = rnd.choice(empty)
        die = Die(rnd.choice(COLORS), rnd.randint(1, 6))
        unmet = frozenset({"card"}) if window._bits is not None and k % 2 else None
        if unmet is not None:
            window.bits.unmet = unmet
        had_bits = window._bits is not None
        got = window.with_die_at(i, die)
        want = window.with_fill(i // window.cols, i % window.cols, die)
        assert got == want
        assert type(got) is Window and got.fills[i] is die
        assert (got._bits is not None) == had_bits
        fresh = Window(got.rows, got.cols, got.spaces, got.fills)
        assert_same_bits(got.bits, fresh.bits)
        assert got.bits.pattern is window.bits.pattern
        assert (got.bits.unmet, got.bits.dice_list) == (None, None)
        assert got.bits.grown == (None if unmet is None else (unmet, i))
        assert got.bits.by_color is not window.bits.by_color  # the old window's stay as they were
        assert_same_bits(window.bits, Window(window.rows, window.cols, window.spaces,
                                             window.fills).bits)


@pytest.mark.parametrize("seats", [1, 2, 4])
def test_bits_after_the_fills_of_random_games(seats: int) -> None:
    """apply(FillSpace)'s own way to the filled window (turn_end.fill) leaves the bits made
    from scratch, in every window of every state of random games (Glory on and off)."""
    for seed in range(4):
        rnd = random.Random(seed)
        on = seed % 2 == 1
        state = new_game(setup(seats, seed=seed, modules=Modules(
            strife=on, pioneer=on, flourish=on, rivalry=on)))
        while not state.is_over:
            state = apply(state, rnd.choice(legal_actions(state)))
            for seat in state.seats:
                w = seat.window
                if w._bits is not None:
                    fresh = Window(w.rows, w.cols, w.spaces, w.fills)
                    assert_same_bits(w._bits, fresh.bits)


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
