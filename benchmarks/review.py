"""How long a game's review takes: Hard's judgement of every turn of one seat of a finished
2-seat game (24 turns), as `sagrada-artisans review` and the program's review screen work it
out (the same Judging: Hard's pick searched with 96 sampled games, each cost measured over 48).

Run: .venv/bin/python benchmarks/review.py [--runs N] [FILE ...]
(default: the two 2-seat games of tests/review/games/). Prints, for each game, the wall-clock
and CPU seconds of the whole review (the median of N runs) and per turn, the share of turns that
were Hard's pick (those need no sampling), and the machine's load average while it ran: the
review runs on one thread, so on a shared machine its wall time is its CPU time stretched by
the other work.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(HERE))

from sagrada_desktop.review.game_turns import ReviewedGame  # noqa: E402
from sagrada_desktop.review.judgement import Judging, judge_seat  # noqa: E402
from sagrada_desktop.saves import load_game  # noqa: E402

GAMES = sorted((HERE / "tests" / "review" / "games").glob("*.sagrada.json"))


def review_once(game: ReviewedGame, seat: int, judging: Judging) -> tuple[float, float, int]:
    wall, cpu = time.perf_counter(), time.process_time()
    judged = list(judge_seat(game, seat, judging))
    return time.perf_counter() - wall, time.process_time() - cpu, sum(j.same for j in judged)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*", type=Path, default=GAMES)
    parser.add_argument("--runs", type=int, default=1)
    args = parser.parse_args()
    judging = Judging()
    print(f"Judging: Hard's pick {judging.simulations} sampled games, each cost "
          f"{judging.samples}; {args.runs} run(s) each, the median")
    for path in args.files:
        game = ReviewedGame.of(load_game(path))
        persons = game.person_seats()
        seat = persons[0] if persons else 0
        turns = len(game.seat_turns(seat))
        load_before = os.getloadavg()[0]
        runs = [review_once(game, seat, judging) for _ in range(args.runs)]
        load_after = os.getloadavg()[0]
        wall = statistics.median(r[0] for r in runs)
        cpu = statistics.median(r[1] for r in runs)
        same = runs[0][2]
        print(f"{path.name}: {len(game.setup.seats)} seats, {turns} turns of "
              f"{game.setup.seats[seat].name} ({same} Hard's pick): {wall:.1f} s wall, "
              f"{cpu:.1f} s CPU ({1000 * wall / turns:.0f} / {1000 * cpu / turns:.0f} ms a "
              f"turn); load average {load_before:.1f} -> {load_after:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
