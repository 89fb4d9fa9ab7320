"""Save fuzzing, the long run: thousands of damaged and crafted variants of valid game saves
(1-6 seats, Glory on and off, every stage) and campaign saves (1-4 families, from setup to
the end) through every headless load path, with the same checks as
tests/saves/test_fuzz_loading.py.

Run: .venv/bin/python benchmarks/save_fuzz.py [--per-source 100] [--seed 1] [--print-every 10]
Prints tried / clear error / accepted / broken per kind, and the first broken cases.
"""

from __future__ import annotations

import argparse
import random
import shutil
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sagrada_desktop.content import load_content
from tests.saves.fuzz_saves import (
    check_campaign_file,
    check_game_file,
    mutants,
    write_mutant,
)
from tests.saves.sources import campaign_saves, game_saves


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-source", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--print-every", type=int, default=10,
                        help="send every Nth variant through `print` too (it renders a PDF)")
    parser.add_argument("--keep", metavar="DIR", help="copy each broken variant into DIR")
    args = parser.parse_args()
    content = load_content()
    sources = [("game", label, text) for label, text in game_saves()]
    for families in range(1, 5):
        sources += [("campaign", label, text)
                    for label, text in campaign_saves(content, families, seed=families)]
    rng = random.Random(args.seed)
    figures: Counter[tuple[str, str]] = Counter()
    broken: list[str] = []
    start = time.process_time()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        for kind, label, text in sources:
            for k, variant in enumerate(mutants(text, rng, kind, args.per_source)):
                folder = Path(tempfile.mkdtemp(dir=root))
                out = Path(tempfile.mkdtemp(dir=root))
                path = folder / f"{kind}.json"
                write_mutant(path, variant)
                with_print = k % args.print_every == 0
                try:
                    result = (check_game_file(path, out, with_print) if kind == "game" else
                              check_campaign_file(path, content, out, with_print))
                except BaseException as exc:  # count it and go on
                    result = "broken"
                    broken.append(f"{label}, variant {k}: {type(exc).__name__}: "
                                  f"{str(exc)[:200]}")
                    if args.keep:
                        Path(args.keep).mkdir(parents=True, exist_ok=True)
                        shutil.copyfile(path, Path(args.keep) / f"{kind}-{len(broken)}.json")
                figures[kind, result] += 1
    cpu = time.process_time() - start
    print(f"sources: {sum(1 for s in sources if s[0] == 'game')} game saves, "
          f"{sum(1 for s in sources if s[0] == 'campaign')} campaign saves")
    for kind in ("game", "campaign"):
        tried = sum(n for (k, _), n in figures.items() if k == kind)
        print(f"{kind}: {tried} tried, {figures[kind, 'error']} clear errors, "
              f"{figures[kind, 'accepted']} accepted, {figures[kind, 'broken']} broken")
    for line in broken[:20]:
        print(f"  {line}")
    print(f"CPU time: {cpu:.0f} s")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
