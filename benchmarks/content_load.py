"""Content load: reading and checking every content file of resources/ (read_content, no
cache) in a fresh process: importing the loader (and with it the engine and the codec), the
first read (which also builds the converter's hooks for the content types) and a later read.

Run: .venv/bin/python benchmarks/content_load.py [--runs N] [--old CHECKOUT]
Each figure is the median of N fresh processes, in process time (CPU of this process, so
other work on a shared machine disturbs it less than wall time); with --old, another checkout
is timed in turns with this one and the ratios new/old printed.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent

_TIMING = """
import sys, time
sys.path.insert(0, ROOT)
t0 = time.process_time()
from sagrada_desktop.content import default_root, read_content
imports = time.process_time() - t0
root = default_root()
t0 = time.process_time()
read_content(root)
first = time.process_time() - t0
again = []
for _ in range(5):
    p0 = time.process_time()
    read_content(root)
    again.append(time.process_time() - p0)
print(f"{imports:.5f} {first:.5f} {min(again):.5f}")
"""


FIGURES = ("import", "first read", "later read")


def once(root: Path) -> list[float]:
    """Seconds of process time (import, first read, later read) in a fresh process."""
    source = f"ROOT = {str(root)!r}\n" + _TIMING
    done = subprocess.run([sys.executable, "-c", source], check=True, capture_output=True,
                          text=True, cwd=root)
    return [float(x) for x in done.stdout.split()]


def medians(runs: list[list[float]]) -> list[float]:
    return [statistics.median(run[i] for run in runs) for i in range(len(FIGURES))]


def shown(figures: list[float]) -> str:
    return ", ".join(f"{name} {value * 1000:5.0f} ms" for name, value in zip(FIGURES, figures,
                                                                           strict=True))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--old", type=Path, help="another checkout to compare with")
    args = parser.parse_args()
    ours: list[list[float]] = []
    old: list[list[float]] = []
    for _ in range(args.runs):
        ours.append(once(HERE))
        if args.old is not None:
            old.append(once(args.old.resolve()))
    new_figures = medians(ours)
    print(f"content load, median of {args.runs} fresh processes (process time)")
    print(f"  this checkout: {shown(new_figures)}")
    if old:
        old_figures = medians(old)
        print(f"  old checkout:  {shown(old_figures)}")
        ratios = ", ".join(f"{name} {n / o:.2f}" for name, n, o in
                           zip(FIGURES, new_figures, old_figures, strict=True))
        print(f"  new/old: {ratios}")


if __name__ == "__main__":
    main()
