"""Engine speed: whole random 4-seat games per second, and placement checks per second.

Run: .venv/bin/python benchmarks/engine.py [--games N]
Uses the first campaign window of the shipped content (three window tools in play).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sagrada_desktop.engine import (  # noqa: E402
    Color,
    Die,
    GameSetup,
    SeatSetup,
    WindowDesign,
    apply,
    final_scores,
    legal_actions,
    new_game,
    parse_window,
    placement_errors,
)
from sagrada_desktop.engine.placement import can_fill  # noqa: E402


def window_design() -> WindowDesign:
    from sagrada_desktop.content import load_content

    return next(iter(load_content().windows.values())).design


def games_per_second(design: WindowDesign, games: int, seats: int = 4) -> float:
    start = time.perf_counter()
    for g in range(games):
        state = new_game(GameSetup(design, tuple(SeatSetup(f"Bot {i}") for i in range(seats)),
                                   seed=g))
        rnd = random.Random(g)
        while not state.is_over:
            state = apply(state, rnd.choice(legal_actions(state)))
        final_scores(state)
    return games / (time.perf_counter() - start)


def placement_checks_per_second(n: int = 200_000) -> tuple[float, float]:
    w = parse_window("""
    .=R1  2     .=G3  Y     .     *
    .     .=B2  .     .=P5  M1    .
    B     .     .=Y6  .     5     .
    *     .     2     .     Y     .
    """)
    dice = [Die(c, v) for c in (Color.RED, Color.GREEN, Color.BLUE) for v in range(1, 7)]
    start = time.perf_counter()
    k = 0
    while k < n:
        for d in dice:
            for i in range(24):
                can_fill(w, i, d)
            k += 24
    fast = k / (time.perf_counter() - start)
    start = time.perf_counter()
    k = 0
    while k < n // 4:
        for d in dice:
            for i in range(24):
                placement_errors(w, i // 6, i % 6, d)
            k += 24
    explained = k / (time.perf_counter() - start)
    return fast, explained


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=500)
    args = parser.parse_args()
    design = window_design()
    gps = games_per_second(design, args.games)
    fast, explained = placement_checks_per_second()
    print(f"window: {design.name}")
    print(f"random 4-seat games per second (one core): {gps:,.0f}")
    print(f"placement checks per second (yes/no): {fast:,.0f}")
    print(f"placement checks per second (with reasons): {explained:,.0f}")


if __name__ == "__main__":
    main()
