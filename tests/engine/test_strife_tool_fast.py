"""The Strife Tools' quick answers against the plain ones, on random windows holding orange dice
and values outside 1-6 as well as the usual ones, every Strife Board: Strife Tool III's count
(swap_count: every window die taken as a real face at once, unless the window's colour or value
keys say an ability made one otherwise) and its one swap asked for (nth_swap) against
swap_options; Strife Tool I's values read from the window's masks (window_gray_values) against
gray_values of the window's dice."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from attrs import evolve

from sagrada_desktop.engine import Die, InHand
from sagrada_desktop.engine.glory.strife_tool_choices import (
    gray_values,
    nth_swap,
    swap_count,
    swap_options,
    window_gray_values,
)

from .fixtures import STRIFE_BOARDS
from .glory_fixtures import dice, game_on


@pytest.mark.parametrize("odd", ["none", "orange", "values", "both"])
def test_swap_count_matches_the_swaps_with_odd_faces_in_the_window(odd: str) -> None:
    rnd = random.Random(f"swap-{odd}")
    letters = "RYGBPS" + ("O" if odd in ("orange", "both") else "")
    values = list(range(1, 7)) + ([0, 7, 8] if odd in ("values", "both") else [])
    boards = [None, *(b.id for b in STRIFE_BOARDS)]
    saw: Counter[bool] = Counter()
    for _ in range(300):
        rows, cols = rnd.choice([(4, 5), (3, 4), (4, 6)])
        dense = rnd.random()
        spaces = []
        for _ in range(rows * cols):
            where = rnd.choice([".", ".", ".", *"RYGBP", *"123456"])
            fill = f"={rnd.choice(letters)}{rnd.choice(values)}" if rnd.random() < dense else ""
            spaces.append(where + fill)
        text = "\n".join(" ".join(spaces[r * cols:(r + 1) * cols]) for r in range(rows))
        pool = " ".join(f"{rnd.choice('RYGBPS')}{rnd.randint(1, 6)}"
                        for _ in range(rnd.randint(1, 9)))
        s = game_on(text, pool, strife_tool_id="strife-tool-iii",
                    strife_board_id=rnd.choice(boards))
        swaps = swap_options(s)
        n = len(swaps)
        assert swap_count(s) == n, (text, pool, s.strife_board)
        assert [nth_swap(s, k) for k in range(-1, n + 2)] == [None, *swaps, None, None]
        assert s.in_hand is None
        for current in dice("R3 S1 G6 O0"):
            hand = InHand(current, current)
            held = evolve(s, in_hand=hand)
            fills = [f for f in held.seats[held.active_seat].window.fills if isinstance(f, Die)]
            assert window_gray_values(held) == gray_values(fills, current), text
        saw[n > 0] += 1
    assert saw[True] > 30 and saw[False] > 30, saw
