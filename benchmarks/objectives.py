"""Can every public objective score? Over seeded greedy games on every window of the shipped
content, how often does each base public objective score above 0 for some seat, in the games
where it is dealt with that window?

Run: .venv/bin/python benchmarks/objectives.py [--games N] [--seats S] [--seed K] [--windows IDS]

Each window plays N games (default 13) between S greedy seats (default 2, the fewest seats of
a contest: the hardest case). The three objectives of game g are the window's dealable
objectives g*3, g*3+1 and g*3+2 (cycling), so each dealable objective is dealt about 3N/k
times per window. Seats bring the window's own rules and abilities but no family abilities
(a campaign family may have more). An objective that a window leaves out
(objectives_left_out) is never dealt with it and is not played there.

Prints one table: per objective, per window, "scored/dealt" (some seat above 0), and the
share over all windows that deal it. The goal: at least 20% for every objective.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sagrada_desktop.ai import make_player
from sagrada_desktop.ai.play import play_game
from sagrada_desktop.engine import (
    BASE_OBJECTIVES,
    GameSetup,
    SeatSetup,
    WindowDesign,
    dealable_objectives,
    final_scores,
)

GOAL = 0.20


def play(design: WindowDesign, objectives: tuple[str, ...], seats: int, seed: int
         ) -> tuple[int, ...]:
    """One greedy game with these objectives; each objective's best score of any seat."""
    setup = GameSetup(window=design, seats=tuple(SeatSetup(f"Bot {i + 1}") for i in range(seats)),
                      seed=seed, public_objectives=objectives)
    players = [make_player("greedy", 10 * seed + i) for i in range(seats)]
    state, _ = play_game(setup, players)
    cards = final_scores(state)
    return tuple(max(c.public[k] for c in cards) for k in range(3))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=13, help="games per window (default 13)")
    p.add_argument("--seats", type=int, default=2, help="greedy seats per game (default 2)")
    p.add_argument("--seed", type=int, default=1, help="first game's seed (default 1)")
    p.add_argument("--windows", default="", help="window ids, comma separated (default all)")
    args = p.parse_args(argv)
    from sagrada_desktop.content import load_content

    content = load_content()
    wanted = [w for w in args.windows.split(",") if w]
    windows = [c for c in content.windows.values() if not wanted or c.design.id in wanted]
    windows += [c for c in content.booster_windows.values()
                if not wanted or c.design.id in wanted]
    dealt: dict[tuple[str, str], int] = defaultdict(int)
    scored: dict[tuple[str, str], int] = defaultdict(int)
    started = time.perf_counter()
    for card in windows:
        design = card.design
        pool = sorted(dealable_objectives(design, BASE_OBJECTIVES))
        for g in range(args.games):
            objectives = tuple(pool[(3 * g + k) % len(pool)] for k in range(3))
            best = play(design, objectives, args.seats, args.seed + g)
            for oid, points in zip(objectives, best, strict=True):
                dealt[oid, design.id] += 1
                scored[oid, design.id] += points > 0
        print(f"# {design.id} done ({time.perf_counter() - started:.0f} s)", file=sys.stderr)
    ids = [c.design.id for c in windows]
    names = {o.id: o.name for o in content.public_objectives.values()}
    print(f"{args.games} greedy games of {args.seats} seats per window, seeds "
          f"{args.seed}..{args.seed + args.games - 1}; cells: games where some seat scored > 0 "
          "/ games dealt ('-': not dealt with that window)")
    print(f"| objective | {' | '.join(ids)} | share |")
    print(f"|---|{'---|' * len(ids)}---|")
    failing = []
    for oid in sorted(BASE_OBJECTIVES):
        cells = []
        for w in ids:
            cells.append(f"{scored[oid, w]}/{dealt[oid, w]}" if dealt[oid, w] else "-")
        total = sum(dealt[oid, w] for w in ids)
        share = sum(scored[oid, w] for w in ids) / total if total else 0.0
        if share < GOAL:
            failing.append(oid)
        print(f"| {names.get(oid, oid)} | {' | '.join(cells)} | {share:.0%} |")
    print(f"Below {GOAL:.0%}: {', '.join(failing) if failing else 'none'}; "
          f"{time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
