"""`sagrada-artisans tournament`: seat-rotated games between computer players, with win rates,
their 95% confidence intervals, mean scores and time per decision, over all games and on each
window.

    sagrada-artisans tournament --players hard,medium --seats 2 --games 100 --seed 1 [--jobs 2]
        [--window ID[,ID...] | all | campaign | booster] [--modules strife,pioneer,... | all]
        [--budget-ms MS[,MS...]] [--log FILE] [--json]

The same arguments give the same games (the search levels' time budgets aside: a decision
that reaches its budget stops searching early, and a slower machine may stop it sooner).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from .ai import PLAYER_KINDS
from .ai.expert import WORKERS
from .ai.tournament import (
    Entrant,
    GameOutcome,
    Standing,
    Tournament,
    by_window,
    play_tournament,
    standings,
)
from .content.translations import localize_design
from .engine import GloryCards, Modules, WindowDesign
from .simulate_command import MAX_SEATS, MAX_SEED, _int_in, choose_window, comma_names
from .wording import current_language, message
from .wording.command_words import help_words

MODULE_NAMES = ("strife", "pioneer", "flourish", "rivalry")
WINDOW_GROUPS = ("all", "campaign", "booster")
MOST_BUDGET_MS = 60_000.0


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


def _modules(text: str) -> tuple[str, ...]:
    names = tuple(n.strip() for n in text.split(",") if n.strip())
    if names in (("all",), ("none",)):
        return MODULE_NAMES if names == ("all",) else ()
    for name in names:
        if name not in MODULE_NAMES:
            raise argparse.ArgumentTypeError(message(
                "unknown Glory module {name!r}; choose from {names}, or all or none", name=name,
                names=", ".join(MODULE_NAMES)))
    if not names:
        raise argparse.ArgumentTypeError(message(
            "name the Glory modules, separated by commas: {names}, or all or none",
            names=", ".join(MODULE_NAMES)))
    return tuple(dict.fromkeys(names))


def _budgets(text: str) -> tuple[float, ...]:
    out = []
    for part in text.split(","):
        try:
            ms = float(part)
        except ValueError:
            raise argparse.ArgumentTypeError(message(
                "--budget-ms must be a number of milliseconds, not {text!r}", text=part)) from None
        if not 0 < ms <= MOST_BUDGET_MS:  # also refuses nan
            raise argparse.ArgumentTypeError(message(
                "--budget-ms must be more than 0 and at most {most:g}, not {text!r}",
                most=MOST_BUDGET_MS, text=part))
        out.append(ms)
    return tuple(out)


def _windows(text: str) -> tuple[str, ...]:
    ids = tuple(w.strip() for w in text.split(",") if w.strip())
    if not ids:
        raise argparse.ArgumentTypeError(message(
            "name a window id, several separated by commas, or all, campaign or booster"))
    return tuple(dict.fromkeys(ids))


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
                   help=help_words("games played at once in separate processes (default 1; "
                                   "with 1, an Expert samples in a second process)"))
    p.add_argument("--window", type=_windows, metavar="ID[,ID...]",
                   help=help_words("window ids from the content, separated by commas, or all "
                                   "(every campaign and booster window), campaign or booster; "
                                   "games are spread over them in turn (default: the first "
                                   "campaign window)"))
    p.add_argument("--modules", type=_modules, default=(), metavar="MODULE[,MODULE...]",
                   help=help_words("the Glory modules in play: {names}, separated by commas, "
                                   "or all (default none)", names=", ".join(MODULE_NAMES)))
    p.add_argument("--budget-ms", type=_budgets, metavar="MS[,MS...]",
                   help=help_words("time per decision of the search levels (hard, expert), "
                                   "in milliseconds: one for all, or one per player of "
                                   "--players (default: each level's own)"))
    p.add_argument("--log", metavar="FILE",
                   help=help_words("write each game's result to FILE as one JSON line as soon "
                                   "as it ends"))
    p.add_argument("--json", action="store_true", help=help_words("print one JSON object"))
    p.set_defaults(tournament_parser=p)
    return p


def _chosen_windows(parser: argparse.ArgumentParser, ids: tuple[str, ...] | None
                    ) -> tuple[WindowDesign, ...]:
    if ids is None:
        return (choose_window(parser, None),)
    if len(ids) == 1 and ids[0] in WINDOW_GROUPS:
        from .content import load_content

        content = load_content()
        campaign = tuple(c.design for c in content.windows.values())
        booster = tuple(c.design for c in content.booster_windows.values())
        chosen = {"all": campaign + booster, "campaign": campaign, "booster": booster}[ids[0]]
        if not chosen:
            parser.error(message("the content has no {group} windows", group=ids[0]))
        return chosen
    return tuple(choose_window(parser, w) for w in ids)


def _entrants(parser: argparse.ArgumentParser, args: argparse.Namespace) -> tuple[Entrant, ...]:
    budgets: tuple[float | None, ...]
    if args.budget_ms is None:
        budgets = (None,) * len(args.players)
    elif len(args.budget_ms) == 1:
        budgets = args.budget_ms * len(args.players)
    elif len(args.budget_ms) == len(args.players):
        budgets = args.budget_ms
    else:
        parser.error(message("--budget-ms gives {budgets} budgets for {players} players: give "
                             "one for all, or one per player", budgets=len(args.budget_ms),
                             players=len(args.players)))
    # a level named twice with one budget is one player in the table (a line-up such as
    # medium,easy,easy); with different budgets, two
    return tuple(Entrant(k, b) for k, b in zip(args.players, budgets, strict=True))


def run(args: argparse.Namespace) -> int:
    parser: argparse.ArgumentParser = args.tournament_parser
    windows = _chosen_windows(parser, args.window)
    entrants = _entrants(parser, args)
    modules = Modules(**{name: True for name in args.modules})
    glory = GloryCards()
    if modules.deals:
        from .content import load_content

        glory = load_content().glory
    # games played at once take the cores an Expert would sample in
    tournament = Tournament(entrants, args.seats, windows, modules, glory,
                            workers=1 if args.jobs > 1 else WORKERS)
    log = None
    if args.log is not None:
        try:
            log = open(args.log, "a", encoding="utf-8")  # closed below
        except OSError as e:
            parser.error(message("--log {path}: cannot be written: {error}", path=args.log,
                                 error=e.strerror or e))
    try:
        outcomes = play_tournament(tournament, args.games, args.seed, args.jobs,
                                   None if log is None else lambda o: _log_line(log, args, o))
    except KeyboardInterrupt:
        return 130
    finally:
        if log is not None:
            log.close()
    names = [e.name for e in entrants]
    table = standings(names, outcomes)
    windows_table = by_window(names, outcomes)
    if args.json:
        print(json.dumps({"games": len(outcomes), "seats": args.seats,
                          "window": windows[0].id if len(windows) == 1 else "",
                          "windows": [w.id for w in windows], "modules": list(args.modules),
                          "seed": args.seed, "players": [_json_standing(s) for s in table],
                          "by_window": [{"window": w, "players": [_json_standing(s) for s in rows]}
                                        for w, rows in windows_table]}))
        return 0
    for line in table_lines(args, windows, outcomes, table, windows_table):
        print(line)
    sys.stdout.flush()
    return 0


def _log_line(log: Any, args: argparse.Namespace, o: GameOutcome) -> None:
    log.write(json.dumps({"seed": args.seed, "window": o.window, "seats": list(o.seats),
                          "scores": list(o.scores), "winner": o.winner,
                          "decisions": {name: [round(1000 * t, 3) for t in ts]
                                        for name, ts in o.decisions}}) + "\n")
    log.flush()


def _json_standing(s: Standing) -> dict[str, Any]:
    return {"name": s.name, "games": s.games, "wins": s.wins, "win_rate": round(s.win_rate, 4),
            "ci95": [round(s.ci95[0], 4), round(s.ci95[1], 4)],
            "mean_score": round(s.mean_score, 2), "decisions": s.decisions,
            "ms_per_decision": round(s.ms_per_decision, 3), "p99_ms": round(s.p99_ms, 3),
            "worst_ms": round(s.worst_ms, 3)}


def table_lines(args: argparse.Namespace, windows: tuple[WindowDesign, ...],
                outcomes: list[GameOutcome], table: list[Standing],
                windows_table: list[tuple[str, list[Standing]]]) -> list[str]:
    lang = current_language()
    shown = {w.id: w.id if lang == "en" else localize_design(w, lang).name  # its Chinese name
             for w in windows}
    where = (message("window {window}", window=shown[windows[0].id]) if len(windows) == 1
             else message("{count} windows", count=len(windows)))
    glory = (message("Glory modules: {names}", names=message(", ").join(
                 message(name.capitalize()) for name in args.modules))
             if args.modules else message("no Glory modules"))
    lines = [message("{games} games, {seats} seats, {where}, {glory}, seats rotated",
                     games=len(outcomes), seats=args.seats, where=where, glory=glory)]
    for s in table:
        lines.append(message(
            "{name:>7}: {wins}/{games} wins ({rate:.0f}%, 95% CI {low:.0f}-{high:.0f}%), mean "
            "score {mean:.1f}, {ms:.1f} ms per decision (99% within {p99:.0f} ms, worst "
            "{worst:.0f} ms)", name=message(s.name), wins=s.wins, games=s.games,
            rate=100 * s.win_rate, low=100 * s.ci95[0], high=100 * s.ci95[1],
            mean=s.mean_score, ms=s.ms_per_decision, p99=s.p99_ms, worst=s.worst_ms))
    if len(windows_table) > 1:
        lines.append(message("by window:"))
        for window, rows in windows_table:
            parts = [message("{name} {wins}/{games} ({rate:.0f}%, 95% CI {low:.0f}-{high:.0f}%), "
                             "mean {mean:.1f}", name=message(s.name), wins=s.wins, games=s.games,
                             rate=100 * s.win_rate, low=100 * s.ci95[0], high=100 * s.ci95[1],
                             mean=s.mean_score) for s in rows]
            lines.append(message("  {window}: {players}", window=shown.get(window, window),
                                 players=message("; ").join(parts)))
    return lines
