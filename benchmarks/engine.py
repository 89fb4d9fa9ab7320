"""Engine speed: random games per second, microseconds per applied action and per turn, for 2
and 4 seats with the Glory modules off and on; placement checks per second.

Run: .venv/bin/python benchmarks/engine.py [--games N] [--old CHECKOUT]
With --old (another checkout of this repository, e.g. made by `git worktree add`), both engines
play the very same games, each in its own process, taking turns, and the old/new ratios are
printed. Times are CPU time of the measuring process (steady on a busy machine). The window is
written here with the engine's own API (three window tools), so every checkout plays it alike.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
CASES = ((2, False), (2, True), (4, False), (4, True))
WINDOW = """
.   R   .   3   .   *
4   .   G   .   M1  .
.   B   .   .   5   .
*   .   2   .   Y   .
"""


def measure(root: Path, games: int) -> dict[str, list[float]]:
    """{case: [games/s, µs per action, µs per turn]} with the engine found under root."""
    sys.path.insert(0, str(root))
    import random

    from sagrada_desktop.engine import (
        Color,
        FillSpace,
        FlipValue,
        GameSetup,
        IgnoreAdjacency,
        LoseDie,
        Modules,
        PrivateObjective,
        SeatSetup,
        SetValue,
        WindowDesign,
        WindowTool,
        apply,
        final_scores,
        legal_actions,
        new_game,
        parse_window,
    )

    design = WindowDesign(
        id="bench", name="Benchmark", pattern=parse_window(WINDOW),
        tools=(WindowTool("Hake Brush", SetValue(to=(1,)), (1, 2)),
               WindowTool("Grinding Stone", FlipValue(), (2,)),
               WindowTool("Straight-Edge", IgnoreAdjacency(), (1, 1, 2))),
        private_objectives=tuple(PrivateObjective(f"p-{c.letter}", c.label, "color-sum", color=c)
                                 for c in (Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE)),
    )
    out: dict[str, list[float]] = {}
    turn_ends = (FillSpace, LoseDie)
    for seats, glory in CASES:
        modules = Modules(strife=glory, pioneer=glory, flourish=glory, rivalry=glory)
        actions = turns = 0
        start = time.process_time()
        for g in range(games):
            state = new_game(GameSetup(design, tuple(SeatSetup(f"Bot {i}") for i in range(seats)),
                                       seed=g, modules=modules))
            rnd = random.Random(g)
            while not state.is_over:
                action = rnd.choice(legal_actions(state))
                state = apply(state, action)
                actions += 1
                turns += isinstance(action, turn_ends)
            final_scores(state)
        spent = time.process_time() - start
        out[f"{seats} seats, Glory {'on' if glory else 'off'}"] = [
            games / spent, 1e6 * spent / actions, 1e6 * spent / turns]
    return out


def placement_checks_per_second(n: int = 200_000) -> tuple[float, float]:
    sys.path.insert(0, str(HERE))
    from sagrada_desktop.engine import Color, Die, parse_window, placement_errors
    from sagrada_desktop.engine.placement import can_fill

    w = parse_window("""
    .=R1  2     .=G3  Y     .     *
    .     .=B2  .     .=P5  M1    .
    B     .     .=Y6  .     5     .
    *     .     2     .     Y     .
    """)
    dice = [Die(c, v) for c in (Color.RED, Color.GREEN, Color.BLUE) for v in range(1, 7)]
    start = time.process_time()
    k = 0
    while k < n:
        for d in dice:
            for i in range(24):
                can_fill(w, i, d)
            k += 24
    fast = k / (time.process_time() - start)
    start = time.process_time()
    k = 0
    while k < n // 4:
        for d in dice:
            for i in range(24):
                placement_errors(w, i // 6, i % 6, d)
            k += 24
    return fast, k / (time.process_time() - start)


def run_child(root: Path, games: int) -> dict[str, list[float]]:
    done = subprocess.run(
        [sys.executable, __file__, "--measure", str(root), "--games", str(games)],
        check=True, capture_output=True, text=True)
    result: dict[str, list[float]] = json.loads(done.stdout)
    return result


def best(runs: list[dict[str, list[float]]]) -> dict[str, list[float]]:
    """Per case the fastest run (least disturbed by other work on the machine)."""
    return {case: max((r[case] for r in runs), key=lambda v: v[0]) for case in runs[0]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--old", type=Path, help="another checkout to compare with")
    parser.add_argument("--rounds", type=int, default=3, help="alternating runs of each engine")
    parser.add_argument("--measure", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure is not None:
        print(json.dumps(measure(args.measure, args.games)))
        return
    new_runs, old_runs = [], []
    for _ in range(args.rounds):
        if args.old is not None:
            old_runs.append(run_child(args.old.resolve(), args.games))
        new_runs.append(run_child(HERE, args.games))
    new = best(new_runs)
    print(f"random games, {args.games} a case, best of {args.rounds} (CPU time, one core)")
    for case, (gps, per_action, per_turn) in new.items():
        line = (f"{case:>22}: {gps:8,.0f} games/s  {per_action:6.2f} µs/action  "
                f"{per_turn:6.1f} µs/turn")
        if old_runs:
            o = best(old_runs)[case]
            line += (f"   old {o[0]:6,.0f} games/s {o[1]:6.2f} µs/action {o[2]:6.1f} µs/turn"
                     f"   new/old games/s: {gps / o[0]:.2f}x")
        print(line)
    fast, explained = placement_checks_per_second()
    print(f"placement checks per second: {fast:,.0f} yes/no, {explained:,.0f} with reasons")


if __name__ == "__main__":
    main()
