"""One search player dropped into the windows of greedy-against-greedy campaigns: how often it
wins there, window by window, when both families are as alike as the campaign makes them.

    python benchmarks/campaign_windows.py [--player hard] [--budget-ms MS] [--campaigns N]
        [--seed S] [--first-window W] [--log FILE]

Campaign c has seed S + c and is played whole by two greedy families, both judging their
Tool Cards. From window W on, each window is also played twice from the same start, the
player in one family and then in the other (a greedy player in the other family), and the
player's place and score margin are logged; the campaign goes on from the greedy game. The
same seed gives the same starts, so runs with two budgets can be paired game by game.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sagrada_desktop.ai import make_player  # noqa: E402
from sagrada_desktop.ai.player import ComputerPlayer  # noqa: E402
from sagrada_desktop.ai.tournament import wilson  # noqa: E402
from sagrada_desktop.campaign import Campaign, FamilySetup, new_campaign  # noqa: E402
from sagrada_desktop.campaign.simulate import (  # noqa: E402
    FAMILY_NAMES,
    MEMBER_NAMES,
    game_results,
    play_on,
)
from sagrada_desktop.content import load_content  # noqa: E402
from sagrada_desktop.engine.legacy_types import CAMPAIGN_WINDOWS  # noqa: E402

JUDGED = (True, True)  # both families judge their Tool Cards


def window_of(campaign: Campaign) -> int:
    return len(campaign.families[0].journal) + 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--player", default="hard")
    parser.add_argument("--budget-ms", type=float)
    parser.add_argument("--campaigns", type=int, default=10)
    parser.add_argument("--seed", type=int, default=900)
    parser.add_argument("--first-window", type=int, default=1)
    parser.add_argument("--log", type=Path)
    args = parser.parse_args()
    content = load_content()
    rows: list[tuple[int, bool, int]] = []  # (window, won, margin)
    for seed in range(args.seed, args.seed + args.campaigns):
        families = [FamilySetup(FAMILY_NAMES[i], content.family_colors[i], MEMBER_NAMES[i])
                    for i in range(2)]
        campaign = new_campaign(content, families, seed)
        greedy: list[ComputerPlayer] = [make_player("greedy", seed * 10 + i) for i in range(2)]
        while not campaign.is_over:
            w = window_of(campaign)
            for seat in range(2) if args.first_window <= w <= CAMPAIGN_WINDOWS else ():
                players = list(greedy)
                players[seat] = make_player(args.player, seed * 10 + 5, budget_ms=args.budget_ms)
                played = play_on(campaign, content, players, JUDGED, window=w)
                result = game_results(played, content)[w - 1]
                mine = next(f for f in result.families if f.family == FAMILY_NAMES[seat])
                other = next(f for f in result.families if f.family != FAMILY_NAMES[seat])
                rows.append((w, mine.place == 1, mine.score - other.score))
                if args.log is not None:
                    with args.log.open("a", encoding="utf-8") as f:
                        f.write(json.dumps({"seed": seed, "window": w, "seat": seat,
                                            "won": mine.place == 1,
                                            "margin": mine.score - other.score}) + "\n")
            campaign = play_on(campaign, content, greedy, JUDGED, window=w)
    print(f"{args.player} in {args.campaigns} greedy campaigns from seed {args.seed}")
    for w in sorted({window for window, _, _ in rows}):
        games = [(won, margin) for window, won, margin in rows if window == w]
        wins = sum(1 for won, _ in games if won)
        low, high = wilson(wins, len(games))
        margin = sum(m for _, m in games) / len(games)
        print(f"  window {w}: first in {wins} of {len(games)} ({100 * wins / len(games):.0f}%, "
              f"95% CI {100 * low:.0f}-{100 * high:.0f}%), margin {margin:+.1f}")


if __name__ == "__main__":
    main()
