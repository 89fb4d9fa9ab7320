"""Engine speed, two checkouts in one process: the same random games, game by game alternating.

Run: .venv/bin/python benchmarks/engine_side_by_side.py OLD_CHECKOUT [NEW_CHECKOUT] [--games N]

benchmarks/engine.py runs each engine in its own process, turn about; on a shared machine two
such runs can differ by more than a round of speed work gains. Here both engines play in one
process, game by game, the order swapped every game, so whatever else the machine does falls on
both alike. Each checkout's `sagrada_desktop/engine/` is copied under a name of its own into a
temporary folder and imported from there (the engine imports nothing else of ours). CPU time
of this process; the window and tools are benchmarks/engine.py's, written with each engine's
own API. NEW_CHECKOUT defaults to this one.
"""

from __future__ import annotations

import argparse
import importlib
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType
from typing import Any

HERE = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(HERE / "benchmarks"))
from engine import CASES, WINDOW  # noqa: E402 (benchmarks/engine.py: the same games)


def load(root: Path, name: str, into: Path) -> ModuleType:
    shutil.copytree(root / "sagrada_desktop" / "engine", into / name)
    return importlib.import_module(name)


def design_of(e: Any) -> Any:
    return e.WindowDesign(
        id="bench", name="Benchmark", pattern=e.parse_window(WINDOW),
        tools=(e.WindowTool("Hake Brush", e.SetValue(to=(1,)), (1, 2)),
               e.WindowTool("Grinding Stone", e.FlipValue(), (2,)),
               e.WindowTool("Straight-Edge", e.IgnoreAdjacency(), (1, 1, 2))),
        private_objectives=tuple(e.PrivateObjective(f"p-{c.letter}", c.label, "color-sum", color=c)
                                 for c in (e.Color.RED, e.Color.YELLOW, e.Color.GREEN,
                                           e.Color.BLUE)),
    )


def play(e: Any, setup: Any, seed: int) -> tuple[float, int]:
    """CPU seconds and actions of one random game."""
    legal, apply, rnd = e.legal_actions, e.apply, random.Random(seed)
    start = time.process_time()
    state = e.new_game(setup)
    actions = 0
    while not state.is_over:
        state = apply(state, rnd.choice(legal(state)))
        actions += 1
    e.final_scores(state)
    return time.process_time() - start, actions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("old", type=Path, help="the checkout to compare with")
    parser.add_argument("new", type=Path, nargs="?", default=HERE)
    parser.add_argument("--games", type=int, default=300, help="games a case for each engine")
    args = parser.parse_args()
    sys.path.insert(0, str(HERE))
    import attrs

    from sagrada_desktop.content import load_content

    decks = load_content().glory
    with tempfile.TemporaryDirectory() as folder:
        sys.path.insert(0, folder)
        engines = {"old": load(args.old.resolve(), "engine_old", Path(folder)),
                   "new": load(args.new.resolve(), "engine_new", Path(folder))}
        designs = {k: design_of(e) for k, e in engines.items()}
        print(f"random games, {args.games} a case, one process, game by game alternating "
              "(CPU time)")
        for seats, glory in CASES:
            spent = {"old": 0.0, "new": 0.0}
            actions = {"old": 0, "new": 0}
            for g in range(-5, args.games):  # five unmeasured games first
                order = ("old", "new") if g % 2 else ("new", "old")
                for k in order:
                    e = engines[k]
                    extra = {"glory": decks} if "glory" in attrs.fields_dict(e.GameSetup) else {}
                    setup = e.GameSetup(
                        designs[k], tuple(e.SeatSetup(f"Bot {i}") for i in range(seats)),
                        seed=g % 1000, modules=e.Modules(strife=glory, pioneer=glory,
                                                         flourish=glory, rivalry=glory),
                        **extra)
                    t, n = play(e, setup, g)
                    if g >= 0:
                        spent[k] += t
                        actions[k] += n
            old, new = spent["old"], spent["new"]
            print(f"{seats} seats, Glory {'on ' if glory else 'off'}: "
                  f"new {args.games / new:6,.0f} games/s {1e6 * new / actions['new']:5.2f} "
                  f"µs/action   old {args.games / old:6,.0f} games/s "
                  f"{1e6 * old / actions['old']:5.2f} µs/action   new/old {old / new:.2f}x")


if __name__ == "__main__":
    main()
