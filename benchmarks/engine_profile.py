"""Where the engine's time goes inside the running games: each perf sample charged to the
innermost Python function on its stack (the C work it called included).

Run: .venv/bin/python benchmarks/engine_profile.py --python PYTHON3.12 [--seats 4] [--glory]
     [--games 2000] [--top 30]

Needs Linux `perf` and a Python of 3.12 or later with attrs (and cattrs, for --glory) to play
the games: that Python's `-X perf` names each Python function in the samples, and perf's DWARF
unwinding finds them on the stack. Timing each call inside the games costs more than the
calls, and counting bytecodes leaves out the C work (allocation, dictionaries, tuples); this
does neither. The games are benchmarks/engine.py's (its window and tools, random players).
"""

from __future__ import annotations

import argparse
import collections
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent

GAMES = """
import random, sys
sys.path.insert(0, {root!r}); sys.path.insert(0, {bench!r})
import sagrada_desktop.engine as e
from engine_side_by_side import design_of
design = design_of(e)
seats, glory, games = {seats}, {glory}, {games}
modules = e.Modules(strife=glory, pioneer=glory, flourish=glory, rivalry=glory)
decks = {{}}
if glory:
    from sagrada_desktop.content import load_content
    decks = {{"glory": load_content().glory}}
legal, apply = e.legal_actions, e.apply
for g in range(games):
    s = e.new_game(e.GameSetup(design, tuple(e.SeatSetup(f"Bot {{i}}") for i in range(seats)),
                               seed=g, modules=modules, **decks))
    rnd = random.Random(g)
    while not s.is_over:
        s = apply(s, rnd.choice(legal(s)))
    e.final_scores(s)
"""


def innermost_python(script: str) -> collections.Counter[str]:
    """perf script's output (ip and symbol per frame, a blank line between samples) as
    samples per innermost Python function ('py::name:file')."""
    counts: collections.Counter[str] = collections.Counter()
    stack: list[str] = []
    for line in [*script.splitlines(), ""]:
        parts = line.split(None, 1)
        if parts:
            if len(parts) == 2:
                stack.append(parts[1].split("+")[0])
            continue
        if stack:
            counts[next((f for f in stack if f.startswith("py::")), "(no Python frame)")] += 1
        stack = []
    return counts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--python", required=True, help="a Python 3.12+ with attrs")
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--glory", action="store_true")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--top", type=int, default=30)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        games = Path(tmp) / "games.py"
        games.write_text(GAMES.format(root=str(HERE), bench=str(HERE / "benchmarks"),
                                      seats=args.seats, glory=args.glory, games=args.games))
        data = Path(tmp) / "perf.data"
        subprocess.run(["perf", "record", "-q", "-F", "999", "--call-graph", "dwarf,16384",
                        "-o", str(data), args.python, "-X", "perf", str(games)], check=True)
        script = subprocess.run(["perf", "script", "-i", str(data), "-F", "ip,sym"],
                                check=True, capture_output=True, text=True).stdout
    counts = innermost_python(script)
    total = sum(counts.values()) or 1
    print(f"{args.seats} seats, Glory {'on' if args.glory else 'off'}, {args.games} games, "
          f"{total} samples; share of samples by innermost Python function:")
    for name, n in counts.most_common(args.top):
        print(f"{100 * n / total:5.1f}%  {name.removeprefix('py::')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
