"""`sagrada-artisans simulate`: whole games between computer players, with no user interface.

    sagrada-artisans simulate --seats 4 --bots greedy --games 10 --seed 1 [--json] [--window ID]
    sagrada-artisans simulate --campaign --seats 4 --bots greedy --seed 1 [--json]

Text: one line per game ("game 1: Bot 1 41, Bot 2 37 -> winner Bot 1"), then the wins and mean
scores of each seat. JSON: one object per line and game, with each seat's scoring steps. The
same arguments always print the same output.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator, Sequence
from typing import Any

from .ai import PLAYER_KINDS, GameResult, seat_name, simulate_games
from .engine import WindowDesign
from .saves import dumps
from .wording import message, tie_break_text
from .wording.command_words import help_words

MAX_SEATS = 6
MAX_GAMES = 1_000_000
MAX_SEED = (1 << 64) - 1  # as a saved game's seed (saves/setup_checks.py)


def shown(text: str, most: int = 40) -> str:
    """A value as a message repeats it: a long one (a number of 4,300 digits) shortened."""
    if len(text) <= most:
        return text
    return f"{text[:20]}…{text[-10:]}"


def _int_in(low: int, high: int | None, what: str) -> Any:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(message(
                "{what} must be a whole number, not {text!r}", what=what,
                text=shown(text))) from None
        if high is not None and not low <= value <= high:
            raise argparse.ArgumentTypeError(message(
                "{what} must be {low} to {high}, not {value}", what=what, low=low, high=high,
                value=shown(str(value))))
        if value < low:
            raise argparse.ArgumentTypeError(message(
                "{what} must be at least {low}, not {value}", what=what, low=low,
                value=shown(str(value))))
        return value

    return parse


def comma_names(text: str, what: str) -> tuple[str, ...]:
    """The names of a comma-separated option value, none of them empty ("greedy,,random" is
    refused, never read as two names)."""
    names = tuple(k.strip() for k in text.split(","))
    if any(not n for n in names):
        raise argparse.ArgumentTypeError(message(
            "{what} {text!r}: a name is empty (two commas together, or one at an end)",
            what=what, text=shown(text)))
    return names


def _bots(text: str) -> tuple[str, ...]:
    kinds = comma_names(text, "--bots")
    for kind in kinds:
        if kind not in PLAYER_KINDS:
            raise argparse.ArgumentTypeError(message(
                "unknown computer player {kind!r}; choose from {kinds} (one for every seat, or "
                "one per seat separated by commas)", kind=kind, kinds=", ".join(PLAYER_KINDS)))
    return kinds


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The simulate options (a separate function so that other modes can add to them)."""
    p.add_argument("--seats", type=_int_in(1, MAX_SEATS, "--seats"), default=2,
                   help=help_words("seats at the table, 1 to {most} (default 2)", most=MAX_SEATS))
    p.add_argument("--bots", type=_bots, default=("greedy",), metavar="KIND[,KIND...]",
                   help=help_words("computer player of every seat (easy, medium, hard, expert; "
                                   "random or greedy for testing), or one per seat separated "
                                   "by commas (default greedy)"))
    p.add_argument("--games", type=_int_in(1, MAX_GAMES, "--games"), default=1,
                   help=help_words("number of games (default 1)"))
    p.add_argument("--seed", type=_int_in(0, MAX_SEED, "--seed"), default=1,
                   help=help_words("seed of the first game; game k uses seed + k - 1 (default 1)"))
    p.add_argument("--json", action="store_true",
                   help=help_words("print one JSON object per game and line, with every scoring step"))
    p.add_argument("--window", metavar="ID",
                   help=help_words("window id from the content (default: the first campaign window)"))
    p.add_argument("--campaign", action="store_true",
                   help=help_words("play a whole 10-window campaign (1 to 4 families) and print each "
                        "game's result and the final Legacy Point table"))


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    p: argparse.ArgumentParser = subparsers.add_parser(
        "simulate", help=help_words("play whole games between computer players and print the scores"),
        description=help_words("Play whole games between computer players without opening the program, "
                    "and print each game's scores and winner. The same arguments always print "
                    "the same output."),
    )
    add_arguments(p)
    p.set_defaults(simulate_parser=p)
    return p


def seat_bots(parser: argparse.ArgumentParser, bots: Sequence[str], seats: int) -> tuple[str, ...]:
    if len(bots) == 1:
        return tuple(bots) * seats
    if len(bots) != seats:
        parser.error(message("--bots names {bots} computer players for {seats} seats",
                             bots=len(bots), seats=seats))
    return tuple(bots)


def choose_window(parser: argparse.ArgumentParser, window_id: str | None) -> WindowDesign:
    """The window design of `window_id` (default: the first campaign window) from the content.

    Unknown ids are usage errors (exit 2); content that does not load raises ContentError.
    """
    from .content import load_content

    content = load_content()
    cards = {**content.windows, **content.booster_windows}
    if window_id is None:
        if not content.windows:
            parser.error(message("the content has no campaign window; name one with --window"))
        return next(iter(content.windows.values())).design
    card = cards.get(window_id)
    if card is None:
        parser.error(message("unknown window {window!r}; known: {known}", window=window_id,
                             known=", ".join(cards) or message("none")))
    return card.design


def bot_name(seat: int) -> str:
    """A simulated seat's name in the command's language: 'Bot 1' ('電腦 1'; the games
    name their seats so, ai.simulation.seat_name, and the JSON keeps that name)."""
    return message("Bot {n}", n=seat + 1)


def text_line(result: GameResult) -> str:
    scores = message(", ").join(message("{name} {total}", name=bot_name(c.seat), total=c.total)
                                for c in result.cards)
    winner = result.winner
    tie = message(" ({tie})", tie=tie_break_text(winner.tie_break)) if winner.tie_break else ""
    return message("game {number}: {scores} -> winner {name}{tie}", number=result.number,
                   scores=scores, name=bot_name(winner.seat), tie=tie)


def json_object(result: GameResult) -> dict[str, Any]:
    return {
        "game": result.number,
        "seed": result.seed,
        "window": result.window.id,
        "objectives": list(result.objectives),
        "start_seat": seat_name(result.start_seat),
        "actions": result.actions,
        "seats": [
            {
                "name": c.name,
                "bot": result.bots[c.seat],
                "steps": {
                    "starting_tools": c.starting_tools,
                    "public": list(c.public),
                    "private": c.private,
                    "tools": c.tools,
                    "broken_empty": c.broken_empty,
                    "extra": c.extra,
                },
                "total": c.total,
                "place": c.place,
                "tie_break": tie_break_text(c.tie_break, "en"),
            }
            for c in result.cards
        ],
        "winner": result.winner.name,
    }


def summary_line(results: Sequence[GameResult]) -> str:
    seats = len(results[0].cards)
    wins = [sum(1 for r in results if r.winner.seat == i) for i in range(seats)]
    means = [sum(r.cards[i].total for r in results) / len(results) for i in range(seats)]
    kinds = results[0].bots
    parts = [message("{seat} ({kind}) {wins}, mean {mean:.1f}", seat=bot_name(i),
                     kind=message(kinds[i]),
                     wins=_count(wins[i], "{n} win", "{n} wins"), mean=means[i])
             for i in range(seats)]
    return message("{games}: {seats}", games=_count(len(results), "{n} game", "{n} games"),
                   seats=message("; ").join(parts))


def _count(n: int, one: str, more: str) -> str:
    return message(one if n == 1 else more, n=n)


def simulate(window: WindowDesign, bots: Sequence[str], games: int, seed: int,
             as_json: bool) -> list[str]:
    """The printed lines, in order (run prints each as soon as its game ends)."""
    return list(_lines(window, bots, games, seed, as_json))


def _lines(window: WindowDesign, bots: Sequence[str], games: int, seed: int,
           as_json: bool) -> Iterator[str]:
    results: list[GameResult] = []
    for result in simulate_games(window, bots, games, seed):
        results.append(result)
        yield dumps(json_object(result), compact=True) if as_json else text_line(result)
    if not as_json:
        yield summary_line(results)


def run_campaign(parser: argparse.ArgumentParser, args: argparse.Namespace,
                 bots: Sequence[str]) -> int:
    from .campaign import result_json_lines, result_lines, simulate_campaign

    if args.seats > 4:
        parser.error(message("a campaign has 1 to 4 families, not {seats}", seats=args.seats))
    if args.window is not None or args.games != 1:
        parser.error(message(
            "--campaign plays the 10 campaign windows once: drop --window and --games"))
    result = simulate_campaign(args.seats, ",".join(bots), args.seed)
    lines = result_json_lines(result) if args.json else result_lines(result)
    for line in lines:
        print(line, flush=True)
    return 0


def run(args: argparse.Namespace) -> int:
    parser: argparse.ArgumentParser = args.simulate_parser
    bots = seat_bots(parser, args.bots, args.seats)
    from .content import ContentError

    if args.campaign:
        try:
            return run_campaign(parser, args, bots)
        except ContentError as e:
            print(message("{prog}: {problem}", prog="simulate",
                          problem=message("the content does not load:\n{error}", error=e)),
                  file=sys.stderr)
            return 1

    try:
        window = choose_window(parser, args.window)
    except ContentError as e:
        print(message("{prog}: {problem}", prog="simulate",
                      problem=message("the content does not load:\n{error}", error=e)),
              file=sys.stderr)
        return 1
    for line in _lines(window, bots, args.games, args.seed, args.json):
        print(line, flush=True)
    return 0
