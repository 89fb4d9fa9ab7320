"""A window played at the table: what entering the families' results costs, beside what the
same game costs on screen. Figures from one run, never assertions.

    python benchmarks/table.py [--families 4] [--seed 3]

For one window of a new campaign (greedy games, as tests/table plays them) it prints, best of
three (CPU time): each entry step space by space (every family's window, its tools, its
Cathedral spaces) with the step's checks, the window closed into the End of Game, and the
same game recorded on screen action by action with its End of Game; their ratio; and the
campaign file's size at the table with every entry kept, beside the file of the same campaign
once the window is closed.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sagrada_desktop.campaign import FamilySetup, new_campaign  # noqa: E402
from sagrada_desktop.campaign.campaign_file import campaign_document  # noqa: E402
from sagrada_desktop.campaign.game_setup import play_at_table  # noqa: E402
from sagrada_desktop.content import load_content  # noqa: E402
from tests.table.helpers import (  # noqa: E402
    decide_all,
    enter_at_table,
    entered_at_table,
    greedy_game,
    play_on_screen,
)

CONTENT = load_content()


def _best(run, repeat: int = 3) -> tuple[float, object]:
    best, out = float("inf"), None
    for _ in range(repeat):
        start = time.process_time()
        out = run()
        best = min(best, time.process_time() - start)
    return best, out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--families", type=int, default=4)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args(argv)
    families = [FamilySetup(f"Family {i + 1}", CONTENT.family_colors[i], f"Member {i + 1}")
                for i in range(args.families)]
    screen = decide_all(new_campaign(CONTENT, families, args.seed), CONTENT)
    table = decide_all(play_at_table(new_campaign(CONTENT, families, args.seed), True), CONTENT)
    assert screen.game is not None and table.table is not None
    game = greedy_game(screen.game.setup, args.seed)
    steps = sum(sum(1 for f in s.window.fills if f is not None) for s in game.final.seats)
    at_table, closed = _best(lambda: enter_at_table(table, CONTENT, game, space_by_space=True))
    on_screen, _ = _best(lambda: play_on_screen(screen, CONTENT, game))
    print(f"{args.families} families, {steps} spaces entered one step each")
    print(f"at the table (entries, checks, End of Game): {at_table * 1000:8.1f} ms")
    print(f"on screen ({len(game.actions)} actions, End of Game): {on_screen * 1000:8.1f} ms")
    print(f"table / screen: {at_table / on_screen:.2f}")
    entered = entered_at_table(table, CONTENT, game, space_by_space=True)
    open_size = len(json.dumps(campaign_document(entered), ensure_ascii=False))
    closed_size = len(json.dumps(campaign_document(closed), ensure_ascii=False))
    print(f"campaign file at the table, every entry kept: {open_size / 1024:.1f} KiB; "
          f"once the window is closed: {closed_size / 1024:.1f} KiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
