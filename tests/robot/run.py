"""Runs the robot: each game on a fresh virtual screen of the size asked for, with the real
program started on it (its settings: computer seats at the pace asked for), and the tally.

    python -m tests.robot.run [--size 1280x720] [--games quick|long] [--seed 1] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path

from tests.ui.xserver import Program, virtual_screen

from .hands import Hands, Stuck
from .pages import Game, campaign, free_play
from .tally import Tally

QUICK = (Game(seats=("person", "medium")),)
LONG = (
    Game(),
    Game(modules=("strife",)),
    Game(modules=("pioneer",), seats=("person", "hard")),
    Game(modules=("flourish",), seats=("person", "person")),  # hot-seat: the hand-over
    Game(modules=("rivalry",), seats=("person", "easy", "medium")),
    Game(modules=("strife", "pioneer", "flourish", "rivalry"), seats=("person", "medium", "easy")),
    Game(campaign_windows=2, seats=("person", "easy")),
)


def play(game: Game, size: tuple[int, int], seed: int, pace: str = "fast",
         log: Path | None = None) -> Tally:
    """One robot game (a campaign: its windows) on a new virtual screen."""
    tally = Tally()
    with tempfile.TemporaryDirectory(prefix="robot-") as home, virtual_screen(*size) as display:
        program = Program(display, Path(home), settings={"play": {"pace": pace}})
        hands = Hands(program, tally, random.Random(seed), size)
        try:
            if game.campaign_windows:
                campaign(hands, game)
            else:
                free_play(hands, game)
        except Stuck as exc:
            tally.incomplete.append(f"{game.name} at {size[0]}x{size[1]}: {exc}")
        finally:
            text = program.stop()
            if log is not None:
                log.write_text(text)
    return tally


def run(games: Iterable[Game], sizes: Iterable[tuple[int, int]], seed: int,
        pace: str = "fast") -> tuple[Tally, list[dict[str, object]]]:
    total, rows = Tally(), []
    for size in sizes:
        for k, game in enumerate(games):
            began = time.monotonic()
            tally = play(game, size, seed + k, pace)
            total.add(tally)
            rows.append({"game": game.name, "size": f"{size[0]}x{size[1]}",
                         "seconds": round(time.monotonic() - began, 1), **tally.summary()})
    return total, rows


def _size(text: str) -> tuple[int, int]:
    w, h = text.lower().split("x")
    return int(w), int(h)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", action="append", type=_size)
    parser.add_argument("--games", choices=("quick", "long"), default="quick")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pace", default="fast")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    sizes = args.size or [(1280, 720)]
    total, rows = run(QUICK if args.games == "quick" else LONG, sizes, args.seed, args.pace)
    if args.json:
        print(json.dumps({"games": rows, "total": total.summary(),
                          "problems": total.problems()}, indent=1))
    else:
        for row in rows:
            print(row)
        print("total", total.summary())
        for problem in total.problems():
            print(" ", problem)
    return 0 if not total.problems() else 1


if __name__ == "__main__":
    sys.exit(main())
