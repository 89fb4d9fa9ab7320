"""Computer players: time per decision of each level and the win-rate table between levels.

    python benchmarks/ai.py [--games N] [--seats 2,3,4] [--jobs J] [--seed S]
    python benchmarks/ai.py --greedy [--baseline OTHER_CHECKOUT]

Seat-rotated games on the first campaign window (the tournament command's games); prints,
for each pairing and table size, each player's wins with a 95% interval, mean score and mean
and worst milliseconds per decision. Figures, not assertions: the machine's load changes them.

--greedy times the one-turn (greedy) player alone: the decision points of a few 2-seat greedy
games are recorded, then the player decides at every one of them, best of five passes (CPU
time). With --baseline, another checkout of the program (an older commit) is timed the same
way in the same run, and the ratio printed.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sagrada_desktop.ai.tournament import play_tournament, standings  # noqa: E402
from sagrada_desktop.content import load_content  # noqa: E402

PAIRINGS = (("hard", "medium"), ("medium", "easy"), ("easy", "random"))

# Uses only what every version of the program has, so that an older checkout runs it too.
GREEDY_TIMING = """
import sys, time
sys.path.insert(0, sys.argv[1])
from sagrada_desktop.ai.greedy import GreedyPlayer
from sagrada_desktop.ai.simulation import simulation_setup
from sagrada_desktop.content import load_content
from sagrada_desktop.engine import apply, new_game
window = next(iter(load_content().windows.values())).design
states = []
for g in range(int(sys.argv[2])):
    state = new_game(simulation_setup(window, 2, 100 + g))
    players = [GreedyPlayer(10 * g + i) for i in range(2)]
    while not state.is_over:
        states.append(state)
        state = apply(state, players[state.active_seat].choose(state))
player = GreedyPlayer(3)
passes = []
for _ in range(5):
    t = time.process_time()
    for s in states:
        player.choose(s)
    passes.append(1000 * (time.process_time() - t) / len(states))
print(min(passes), len(states))
"""


def greedy_ms(checkout: Path, games: int) -> tuple[float, int]:
    out = subprocess.run([sys.executable, "-c", GREEDY_TIMING, str(checkout), str(games)],
                         check=True, capture_output=True, text=True, cwd=checkout).stdout
    ms, count = out.split()
    return float(ms), int(count)


def time_greedy(baseline: Path | None, games: int) -> None:
    ms, count = greedy_ms(ROOT, games)
    print(f"greedy: {ms:.3f} ms per decision (best of 5 passes over {count} decisions)")
    if baseline is not None:
        old, old_count = greedy_ms(baseline, games)
        print(f"baseline greedy ({baseline}): {old:.3f} ms per decision over {old_count} "
              f"decisions; {old / ms:.2f}x faster now")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seats", default="2")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--greedy", action="store_true",
                        help="time the greedy player's decisions only")
    parser.add_argument("--baseline", type=Path,
                        help="with --greedy: another checkout to time the same way")
    args = parser.parse_args()
    if args.greedy:
        time_greedy(args.baseline, min(args.games, 6))
        return
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
