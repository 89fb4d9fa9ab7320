"""`sagrada-artisans tournament`: seat-rotated games between computer players, with win rates,
their 95% confidence intervals, mean scores and time per decision.

    sagrada-artisans tournament --players hard,medium --seats 2 --games 100 --seed 1 [--jobs 2]
        [--window ID] [--json]

The same arguments give the same games (Hard's time budget aside: a decision that reaches
it stops searching early, and a slower machine may stop it sooner).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from .ai import PLAYER_KINDS
from .content.translations import localize_design
from .simulate_command import MAX_SEATS, MAX_SEED, _int_in, choose_window, comma_names
from .wording import current_language, message
from .wording.command_words import help_words


def _players(text: str) -> tuple[str, ...]:
    kinds = comma_names(text, "--players")  # "greedy,,random" refused, as simulate does
    if len(kinds) < 2:
        raise argparse.ArgumentTypeError(message("name at least two players, separated by commas"))
    for kind in kinds:
        if kind not in PLAYER_KINDS:
            raise argparse.ArgumentTypeError(message(
                "unknown computer player {kind!r}; choose from {kinds}", kind=kind,
                kinds=", ".join(PLAYER_KINDS)))
    return kinds


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    p: argparse.ArgumentParser = subparsers.add_parser(
        "tournament", help=help_words("seat-rotated games between computer players, with win rates"),
        description=help_words("Play seat-rotated games between computer players and print each "
                    "player's wins (with a 95% confidence interval), mean score and time "
                    "per decision."))
    p.add_argument("--players", type=_players, required=True, metavar="KIND,KIND[,...]",
                   help=help_words("the players, from: {kinds}", kinds=", ".join(PLAYER_KINDS)))
    p.add_argument("--seats", type=_int_in(2, MAX_SEATS, "--seats"), default=2,
                   help=help_words("seats at the table, 2 to {most} (default 2)", most=MAX_SEATS))
    p.add_argument("--games", type=_int_in(1, 1_000_000, "--games"), default=20,
                   help=help_words("number of games (default 20)"))
    p.add_argument("--seed", type=_int_in(0, MAX_SEED, "--seed"), default=1,
                   help=help_words("seed of the first game; game k uses seed + k (default 1)"))
    p.add_argument("--jobs", type=_int_in(1, 64, "--jobs"), default=1,
                   help=help_words("games played at once in separate processes (default 1)"))
    p.add_argument("--window", metavar="ID",
                   help=help_words("window id from the content (default: the first campaign window)"))
    p.add_argument("--json", action="store_true", help=help_words("print one JSON object"))
    p.set_defaults(tournament_parser=p)
    return p


def run(args: argparse.Namespace) -> int:
    from .ai.tournament import play_tournament, standings

    window = choose_window(args.tournament_parser, args.window)
    try:
        outcomes = play_tournament(window, args.players, args.seats, args.games, args.seed,
                                   args.jobs)
    except KeyboardInterrupt:
        return 130
    table = standings(args.players, outcomes)
    if args.json:
        print(json.dumps({"games": len(outcomes), "seats": args.seats, "window": window.id,
                          "players": [{
                              "name": s.name, "games": s.games, "wins": s.wins,
                              "win_rate": round(s.win_rate, 4),
                              "ci95": [round(s.ci95[0], 4), round(s.ci95[1], 4)],
                              "mean_score": round(s.mean_score, 2),
                              "ms_per_decision": round(s.ms_per_decision, 3),
                              "worst_ms": round(s.worst_ms, 3)} for s in table]}))
        return 0
    shown = window.id if current_language() == "en" else localize_design(
        window, current_language()).name  # the window's name in Chinese
    print(message("{games} games, {seats} seats, window {window}, seats rotated",
                  games=len(outcomes), seats=args.seats, window=shown))
    for s in table:
        print(message("{name:>7}: {wins}/{games} wins ({rate:.0f}%, 95% CI {low:.0f}-{high:.0f}%), "
                      "mean score {mean:.1f}, {ms:.1f} ms per decision (worst {worst:.0f} ms)",
                      name=message(s.name), wins=s.wins, games=s.games, rate=100 * s.win_rate,
                      low=100 * s.ci95[0], high=100 * s.ci95[1], mean=s.mean_score,
                      ms=s.ms_per_decision, worst=s.worst_ms))
    sys.stdout.flush()
    return 0
