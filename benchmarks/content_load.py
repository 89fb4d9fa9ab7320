"""Content load: reading and checking every content file of resources/ (read_content, no
cache), and the first load in a fresh process (importing the loader and the engine too).

Run: .venv/bin/python benchmarks/content_load.py [--runs N] [--old CHECKOUT]
Each figure is the median of N runs, each in a fresh process (process time of the read, wall
time of import + read); with --old, another checkout is timed in turns with this one and the
ratio new/old printed.
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
t0 = time.perf_counter()
from sagrada_desktop.content import default_root, read_content
root = default_root()
read_content(root)
first = time.perf_counter() - t0
again = []
for _ in range(5):
    p0 = time.process_time()
    read_content(root)
    again.append(time.process_time() - p0)
print(f"{first:.5f} {min(again):.5f}")
"""


def once(root: Path) -> tuple[float, float]:
    """(first load with imports, wall; a later read, process time) in a fresh process."""
    source = f"ROOT = {str(root)!r}\n" + _TIMING
    done = subprocess.run([sys.executable, "-c", source], check=True, capture_output=True,
                          text=True, cwd=root)
    first, again = done.stdout.split()
    return float(first), float(again)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--old", type=Path, help="another checkout to compare with")
    args = parser.parse_args()
    ours: list[tuple[float, float]] = []
    old: list[tuple[float, float]] = []
    for _ in range(args.runs):
        ours.append(once(HERE))
        if args.old is not None:
            old.append(once(args.old.resolve()))
    first = statistics.median(f for f, _ in ours)
    again = statistics.median(a for _, a in ours)
    print(f"content load, median of {args.runs} fresh processes")
    print(f"  this checkout: first load (imports + read) {first * 1000:6.0f} ms wall; "
          f"a later read {again * 1000:6.0f} ms")
    if old:
        old_first = statistics.median(f for f, _ in old)
        old_again = statistics.median(a for _, a in old)
        print(f"  old checkout:  first load (imports + read) {old_first * 1000:6.0f} ms wall; "
              f"a later read {old_again * 1000:6.0f} ms")
        print(f"  new/old: first load {first / old_first:.2f}, later read {again / old_again:.2f}")


if __name__ == "__main__":
    main()
