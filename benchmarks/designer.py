"""How fast does the window designer answer "can this window be filled whole?" on the largest
grids it draws? The goal (issue 36): within a second for a 5 x 6 window, on every stroke.

Run: .venv/bin/python benchmarks/designer.py [--runs N] [--seed K]

Times, on 5 x 6 and 6 x 6 grids, the solver alone (`designer.solver.solve`) and everything the
screen asks after a stroke (`designer.checks.findings`: the content's own window checks, the
solver, the Magic Square, the counts), over cases from easy to the worst the designer can be
given: a blank grid, random prints of rising density (every space printed, at the end), a
checkerboard of clashes, one colour everywhere (the most blocks to find, one by one), the
campaign's own tall windows. Each case runs N times (default 20); the figures are the median
and the slowest run in milliseconds, and the slowest as a share of the one-second budget.
CPU time of this process (time.process_time), so a busy machine slows it less than the wall.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sagrada_desktop.content import load_content
from sagrada_desktop.designer.checks import findings, orange_uses, square_counts
from sagrada_desktop.designer.draft import WindowDraft
from sagrada_desktop.designer.solver import solve
from sagrada_desktop.engine import STANDARD_COLORS, Color, Window, WindowTool
from sagrada_desktop.engine.window import NO_SPACE, Space

BUDGET_MS = 1000.0


def _random(rows: int, cols: int, density: float, rng: random.Random, absent: int = 0) -> Window:
    prints = [*(Space(color=c) for c in STANDARD_COLORS), *(Space(value=v) for v in range(1, 7))]
    spaces = [rng.choice(prints) if rng.random() < density else Space()
              for _ in range(rows * cols)]
    for i in rng.sample(range(rows * cols), absent):
        spaces[i] = NO_SPACE
    return Window.empty(rows, cols, tuple(spaces))


def _checker(rows: int, cols: int) -> Window:
    """Every other space red, the rest blue, then a clash at the start of each row."""
    spaces = [Space(color=Color.RED if (r + c) % 2 else Color.BLUE)
              for r in range(rows) for c in range(cols)]
    for r in range(rows):
        spaces[r * cols] = spaces[r * cols + 1]
    return Window.empty(rows, cols, tuple(spaces))


def cases(seed: int) -> list[tuple[str, Window, tuple[WindowTool, ...], int]]:
    """(name, pattern, the window tools it is drawn with, the dice they can make orange)."""
    content = load_content()
    tools = next(iter(content.booster_windows.values())).design.tools
    rng = random.Random(seed)
    out: list[tuple[str, Window]] = [("5x6 blank", Window.empty(5, 6)), ("5x6 blank, 6 no-space", _random(5, 6, 0, rng, 6))]
    for density in (0.3, 0.6, 1.0):
        out.append((f"5x6 {density:.0%} printed, 6 no-space", _random(5, 6, density, rng, 6)))
        out.append((f"6x6 {density:.0%} printed", _random(6, 6, density, rng)))
    out.append(("5x6 checkerboard of clashes", _checker(5, 6)))
    out.append(("5x6 all red", Window.empty(5, 6, (Space(color=Color.RED),) * 30)))
    out.append(("6x6 all red", Window.empty(6, 6, (Space(color=Color.RED),) * 36)))
    drawn = [(name, pattern, tools, orange_uses(tools)) for name, pattern in out]
    for card in content.windows.values():
        design = card.design
        if design.pattern.rows * design.pattern.cols >= 30:
            drawn.append((f"{design.id} ({design.pattern.rows}x{design.pattern.cols})",
                          design.pattern, design.tools, orange_uses(design.tools, design.rules)))
    return drawn


def _time(run: Callable[[], object], runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        start = time.process_time()
        run()
        times.append((time.process_time() - start) * 1000)
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--seed", type=int, default=36)
    args = parser.parse_args()
    content = load_content()
    square = square_counts(content.magic_square.numbers)
    print(f"{'case':38} {'solve ms':>9} {'worst':>7} {'checks ms':>10} {'worst':>7} "
          f"{'of 1 s':>7}  verdict")
    worst_share = 0.0
    for name, pattern, tools, uses in cases(args.seed):
        draft = WindowDraft("own-bench", "Bench", pattern, tools=tools)
        solved = _time(lambda p=pattern, u=uses: solve(p, orange_uses=u), args.runs)
        checked = _time(lambda d=draft, u=uses: findings(d, square, verdict=solve(
            d.pattern, orange_uses=u)), args.runs)
        verdict = solve(pattern, orange_uses=uses)
        said = "fill found" if verdict.completable else f"{len(verdict.blocks)} blocks"
        share = max(checked) / BUDGET_MS
        worst_share = max(worst_share, share)
        print(f"{name:38} {statistics.median(solved):9.2f} {max(solved):7.2f} "
              f"{statistics.median(checked):10.2f} {max(checked):7.2f} {share:7.1%}  {said}")
    print(f"slowest check of any case: {worst_share:.1%} of the one-second budget")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
