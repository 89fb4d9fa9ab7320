"""Computer players: time per decision of each level and the win-rate table between levels.

    python benchmarks/ai.py [--games N] [--seats 2,3,4] [--jobs J] [--seed S]
    python benchmarks/ai.py --greedy [--baseline OTHER_CHECKOUT]
    python benchmarks/ai.py --summary LOG [LOG ...]

Seat-rotated games on the first campaign window (the tournament command's games). At N seats
a pairing is one stronger player against N - 1 copies of the weaker one (2 seats: one each),
seats rotated, so the stronger player's fair share of wins is 1/N. Prints one table row per
pairing and table size: the stronger player's wins with a 95% interval and its fair share,
both mean scores, the mean and worst milliseconds per decision, and the load average before
and after. Figures, not assertions: the machine's load changes them (Hard's budget is
wall-clock time, so on a loaded machine it samples less).

--greedy times the one-turn (greedy) player: the decision points of a few 2-seat greedy games
are recorded, then the greedy player, Medium (the same on the seat's observation) and Hard's
playout player decide at every one of them, best of five passes (CPU time); and it counts
Hard's playouts per decision over a few decisions (its budget is wall-clock time). With
--baseline, another checkout of the program (an older commit) is timed the same way in the
same run, and the ratios printed.

--summary reads the game logs of `sagrada-artisans tournament --log FILE` (one JSON line per
game; several runs, e.g. of consecutive seeds, may share a file or be given as several) and
prints the table the tournament would have printed for all those games together, with the
99th percentile of each player's decision times.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sagrada_desktop.ai.tournament import (  # noqa: E402
    Entrant,
    GameOutcome,
    Tournament,
    by_window,
    play_tournament,
    standings,
)
from sagrada_desktop.content import load_content  # noqa: E402
from sagrada_desktop.engine import Modules, WindowDesign  # noqa: E402

PAIRINGS = (("hard", "medium"), ("medium", "easy"), ("easy", "random"))

# Uses only what every version of the program has, so that an older checkout runs it too.
GREEDY_TIMING = """
import sys, time
sys.path.insert(0, sys.argv[1])
from sagrada_desktop.ai.greedy import GreedyPlayer
try:  # older checkouts have the greedy player only
    from sagrada_desktop.ai.hard import HardPlayer
    from sagrada_desktop.ai.levels import FairPlayer
except ImportError:
    HardPlayer = FairPlayer = None
from sagrada_desktop.ai.simulation import simulation_setup
from sagrada_desktop.content import load_content
from sagrada_desktop.engine import Stage, apply, new_game
window = next(iter(load_content().windows.values())).design
states = []
for g in range(int(sys.argv[2])):
    state = new_game(simulation_setup(window, 2, 100 + g))
    players = [GreedyPlayer(10 * g + i) for i in range(2)]
    while not state.is_over:
        states.append(state)
        state = apply(state, players[state.active_seat].choose(state))
makers = {
    "greedy": lambda: GreedyPlayer(3),
    "medium": lambda: FairPlayer(GreedyPlayer(3)),
    "playout": lambda: GreedyPlayer(3, depth=1, draft_depth=0),  # Hard's playout player
}
if FairPlayer is None:
    del makers["medium"]
best = dict.fromkeys(("greedy", "medium", "playout"), float("nan"))
best.update(dict.fromkeys(makers, float("inf")))
for _ in range(int(sys.argv[3])):  # passes, taken in turn: the machine's load moves all alike
    for name, make in makers.items():
        player = make()
        t = time.process_time()
        for s in states:
            player.choose(s)
        best[name] = min(best[name], 1000 * (time.process_time() - t) / len(states))
# Hard: playouts per decision within its time budget, over the first decisions of one game
searched = [s for s in states if s.stage in (Stage.DRAFT, Stage.PLACE)][:int(sys.argv[4])]
played = [float("nan") if HardPlayer is None else 0]
if HardPlayer is not None:
    hard = HardPlayer(3)
    play_round = hard._play_round
    def counted(*args):
        played[0] += 1
        return play_round(*args)
    hard._play_round = counted
    for s in searched:
        hard.choose(s)
print(best["greedy"], best["medium"], best["playout"], played[0] / max(1, len(searched)),
      len(states))
"""


def greedy_ms(checkout: Path, games: int, passes: int = 5, hard_decisions: int = 20
              ) -> list[float]:
    """[greedy, medium, Hard's playout player] ms per decision, Hard's playouts per decision,
    and the number of decisions timed."""
    out = subprocess.run([sys.executable, "-c", GREEDY_TIMING, str(checkout), str(games),
                          str(passes), str(hard_decisions)],
                         check=True, capture_output=True, text=True, cwd=checkout).stdout
    return [float(x) for x in out.split()]


LABELS = ("greedy", "medium (greedy on the observation)", "Hard's playout player")


def time_greedy(baseline: Path | None, games: int) -> None:
    now = greedy_ms(ROOT, games)
    old = greedy_ms(baseline, games) if baseline is not None else None
    print(f"best of 5 passes over {int(now[4])} decisions of {games} 2-seat greedy games, "
          "CPU time")
    for k, label in enumerate(LABELS):
        line = f"{label}: {now[k]:.3f} ms per decision"
        if old is not None and math.isnan(old[k]):
            line += " (the baseline has no such player)"
        elif old is not None:
            line += f" (baseline {old[k]:.3f} ms; {old[k] / now[k]:.2f}x faster now)"
        print(line)
    line = f"Hard: {now[3]:.1f} playouts per decision (wall-clock budget; load-dependent)"
    if old is not None and not math.isnan(old[3]):
        line += f" (baseline {old[3]:.1f})"
    print(line)


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
    parser.add_argument("--summary", type=Path, nargs="+", metavar="LOG",
                        help="the table of the games in tournament --log files")
    args = parser.parse_args()
    if args.greedy:
        time_greedy(args.baseline, min(args.games, 6))
        return
    if args.summary:
        summary(args.summary)
        return
    window = next(iter(load_content().windows.values())).design
    print(HEADER)
    print("| " + " | ".join("---" for _ in HEADER.split("|")[1:-1]) + " |")
    for seats in (int(s) for s in args.seats.split(",")):
        for pair in PAIRINGS:
            print(win_row(window, pair, seats, args.games, args.seed, args.jobs))
            sys.stdout.flush()


HEADER = ("| seats | line-up | games | stronger's wins (95% CI) | fair share | mean scores | "
          "ms per decision, mean (worst) | load average |")


def line_up(pair: tuple[str, str], seats: int) -> tuple[str, ...]:
    """One stronger player, the other seats the weaker one."""
    return (pair[0],) + (pair[1],) * (seats - 1)


def win_row(window: WindowDesign, pair: tuple[str, str], seats: int, games: int, seed: int,
            jobs: int) -> str:
    """One row of the win table (the docs' Measuring section has the same columns)."""
    players = line_up(pair, seats)
    load_before = os.getloadavg()[0]
    tournament = Tournament(tuple(Entrant(p) for p in players), seats, (window,), Modules())
    outcomes = play_tournament(tournament, games, seed, jobs)
    strong, weak = standings(players, outcomes)
    return (f"| {seats} | {' + '.join(players)} | {len(outcomes)} | {strong.wins}, "
            f"{100 * strong.win_rate:.1f}% ({100 * strong.ci95[0]:.1f}-"
            f"{100 * strong.ci95[1]:.1f}%) | {100 / seats:.0f}% | {strong.mean_score:.1f} / "
            f"{weak.mean_score:.1f} | {strong.ms_per_decision:.1f} ({strong.worst_ms:.0f}) / "
            f"{weak.ms_per_decision:.1f} ({weak.worst_ms:.0f}) | "
            f"{load_before:.1f}-{os.getloadavg()[0]:.1f} |")


def summary(logs: list[Path]) -> None:
    outcomes = []
    names: list[str] = []
    for log in logs:
        for line in log.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            g = json.loads(line)
            names.extend(n for n in g["seats"] if n not in names)
            outcomes.append(GameOutcome(
                g["window"], tuple(g["seats"]), tuple(g["scores"]), g["winner"],
                tuple((n, tuple(ms / 1000 for ms in t)) for n, t in g["decisions"].items())))
    print(f"{len(outcomes)} games")
    for s in standings(names, outcomes):
        print(f"{s.name:>10}: {s.wins}/{s.games} wins ({100 * s.win_rate:.1f}%, 95% CI "
              f"{100 * s.ci95[0]:.1f}-{100 * s.ci95[1]:.1f}%), mean score {s.mean_score:.1f}, "
              f"{s.ms_per_decision:.1f} ms per decision over {s.decisions} (99th percentile "
              f"{s.p99_ms:.0f} ms, worst {s.worst_ms:.0f})")
    for window, rows in by_window(names, outcomes):
        print(f"  {window}: " + "; ".join(
            f"{s.name} {s.wins}/{s.games} ({100 * s.win_rate:.0f}%), mean {s.mean_score:.1f}"
            for s in rows))


if __name__ == "__main__":
    main()
