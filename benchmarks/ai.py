"""Computer players: time per decision of each level and the win-rate table between levels.

    python benchmarks/ai.py [--games N] [--seats 2,3,4] [--jobs J] [--seed S]

Seat-rotated games on the first campaign window (the tournament command's games); prints,
for each pairing and table size, each player's wins with a 95% interval, mean score and mean
and worst milliseconds per decision. Figures, not assertions: the machine's load changes them.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sagrada_desktop.ai.tournament import play_tournament, standings  # noqa: E402
from sagrada_desktop.content import load_content  # noqa: E402

PAIRINGS = (("hard", "medium"), ("medium", "easy"), ("easy", "random"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seats", default="2")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    window = next(iter(load_content().windows.values())).design
    for seats in (int(s) for s in args.seats.split(",")):
        for pair in PAIRINGS:
            outcomes = play_tournament(window, pair, seats, args.games, args.seed, args.jobs)
            print(f"{seats} seats, {pair[0]} vs {pair[1]}, {len(outcomes)} games:")
            for s in standings(pair, outcomes):
                print(f"  {s.name:>7}: {s.wins:4d} wins ({100 * s.win_rate:5.1f}%, 95% CI "
                      f"{100 * s.ci95[0]:.0f}-{100 * s.ci95[1]:.0f}%), mean score "
                      f"{s.mean_score:6.1f}, {s.ms_per_decision:7.2f} ms per decision "
                      f"(worst {s.worst_ms:.0f})")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
