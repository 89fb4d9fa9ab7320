"""Choose the seed of "Learn to play": the dice of the guided first game.

    .venv/bin/python scripts/lesson_seed.py [--first 0] [--count 400] [--show 10]

Plays the whole lesson without a screen for each seed (sagrada_desktop.lesson.rehearsal: the
Easy computer as the program plays it, the person doing what each step suggests) and keeps
the seeds where every lesson comes up and the scoring table has something to show for each
objective; of those it ranks first the ones where the turn's lessons are over soonest,
Cathedral Construction comes earliest and the person wins. The chosen seed is
sagrada_desktop/lesson/setup.py's LESSON_SEED; tests/lesson checks that it still teaches
every step.
"""

from __future__ import annotations

import argparse
import sys

from sagrada_desktop.content import load_content
from sagrada_desktop.engine import final_scores
from sagrada_desktop.lesson.rehearsal import Rehearsal, rehearse
from sagrada_desktop.lesson.script import SCRIPT
from sagrada_desktop.lesson.setup import PERSON


def shown_round(r: Rehearsal, step: str) -> int:
    return next((m.round for m in r.shown if m.step == step), 99)


def rank(r: Rehearsal) -> tuple[int, ...] | None:
    """The seed's rank (lower is better), None when some lesson does not come up."""
    shown = {m.step for m in r.shown}
    closed = r.lesson.progress.closed
    if r.missed or any(step.id not in shown for step in SCRIPT
                       if step.moot_after not in closed):
        return None
    cards = {c.seat: c for c in final_scores(r.state)}
    mine = cards[PERSON]
    if min(mine.public) <= 0 or mine.private <= 0:
        return None
    lost = mine.place != 1
    return (shown_round(r, "play_on"), shown_round(r, "cathedral_build"), int(lost),
            shown_round(r, "give_up"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--count", type=int, default=400)
    parser.add_argument("--show", type=int, default=10)
    args = parser.parse_args()
    content = load_content()
    found = []
    for seed in range(args.first, args.first + args.count):
        got = rank(rehearse(content, seed))
        if got is not None:
            found.append((got, seed))
    found.sort()
    print(f"{len(found)} of {args.count} seeds teach every lesson")
    print("seed  turn's lessons over by round, Cathedral Construction in round, lost, "
          "die given up in round")
    for got, seed in found[:args.show]:
        print(seed, *got)
    return 0 if found else 1


if __name__ == "__main__":
    sys.exit(main())
