"""`sagrada-artisans review FILE [--json] [--seat SEAT]`: Hard's judgement of a saved game,
turn by turn, without opening the program.

For each seat a person played (every seat when nobody did; one with --seat): each of its turns
as played, Hard's pick and what the turn cost against it, then the summary, in the words the
program's review shows. `--json` prints it all as one JSON object. The same file always gives
the same judgement (no clock: a fixed number of sampled games). A file that cannot be read
prints why on stderr, exit 1.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from .engine import ROUNDS, Die
from .review.game_turns import ReviewedGame
from .review.hard_pick import HARD_SIMULATIONS
from .review.judgement import SAMPLES, Judging, TurnJudgement, judge_seat
from .review.picks import Pick
from .review.summary import Summary, summary
from .review.words import ReviewWords
from .saves import SaveError, action_to_json, dumps, load_game
from .simulate_command import _int_in as whole_number
from .wording import message
from .wording.command_words import help_words

LEVELS = {"easy": "Easy", "medium": "Medium", "hard": "Hard", "greedy": "Greedy",
          "random": "Random"}


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    p: argparse.ArgumentParser = subparsers.add_parser(
        "review", help=help_words("Hard's judgement of a saved game, turn by turn"),
        description=help_words(
            "Review a saved game: for each turn of a seat a person played, what the Hard "
            "computer player would have taken and where, and how many points the turn played "
            "cost against it (expected over sampled games), then a summary."),
    )
    p.add_argument("file", metavar="FILE", help=help_words("a saved game (.json)"))
    p.add_argument("--seat", metavar="SEAT",
                   help=help_words("review this seat only: its number (from 1) or its name "
                                   "(default: every seat a person played)"))
    p.add_argument("--json", action="store_true",
                   help=help_words("print the judgement as one JSON object"))
    p.add_argument("--simulations", type=whole_number(1, None, "--simulations"),
                   default=HARD_SIMULATIONS, metavar="N",
                   help=help_words("sampled games Hard searches for each pick (default {n})",
                                   n=HARD_SIMULATIONS))
    p.add_argument("--samples", type=whole_number(1, None, "--samples"), default=SAMPLES,
                   metavar="N",
                   help=help_words("sampled games each turn's cost is measured over "
                                   "(default {n})", n=SAMPLES))
    return p


def _seats(game: ReviewedGame, wanted: str | None) -> list[int] | str:
    """The seats to review, or why --seat names none."""
    names = [s.name for s in game.setup.seats]
    if wanted is None:
        return list(game.person_seats()) or list(range(len(names)))
    if wanted.isdigit() and 1 <= int(wanted) <= len(names):
        return [int(wanted) - 1]
    if wanted in names:
        return [names.index(wanted)]
    return message("--seat {seat}: no seat has that number or name (seats: {seats})",
                   seat=wanted, seats=", ".join(f"{i + 1} {n}" for i, n in enumerate(names)))


def _judged(game: ReviewedGame, seat: int, judging: Judging, progress: bool
            ) -> list[TurnJudgement]:
    name = game.setup.seats[seat].name
    total = len(game.seat_turns(seat))
    out = []
    for j in judge_seat(game, seat, judging):
        out.append(j)
        if progress:
            print("\r" + message("judging {name}'s turns: {done} of {total}", name=name,
                                 done=len(out), total=total), end="", file=sys.stderr,
                  flush=True)
    if progress and total:
        print(file=sys.stderr)
    return out


def run(args: argparse.Namespace) -> int:
    try:
        game = ReviewedGame.of(load_game(args.file))
    except SaveError as e:
        print(f"review: {e}", file=sys.stderr)
        return 1
    seats = _seats(game, args.seat)
    if isinstance(seats, str):
        print(message("{prog}: error: {problem}", prog="sagrada-artisans review",
                      problem=seats), file=sys.stderr)
        return 2
    from .content import load_content

    names = {oid: card.name for oid, card in load_content().public_objectives.items()}
    words = ReviewWords(game, names)
    judging = Judging(simulations=args.simulations, samples=args.samples)
    progress = not args.json and sys.stderr.isatty()
    judged = {seat: _judged(game, seat, judging, progress) for seat in seats}
    if args.json:
        print(dumps(_document(args.file, game, words, judging, judged)))
        return 0
    for line in _text(args.file, game, words, judging, judged):
        print(line)
    return 0


def _who(game: ReviewedGame, seat: int) -> str:
    plan, name = game.plans[seat], game.setup.seats[seat].name
    if plan.is_person:
        return message("{name} (a person)", name=name)
    return message("{name} (computer, {level})", name=name,
                   level=message(LEVELS.get(plan.kind, plan.kind)))


def _text(file: str, game: ReviewedGame, words: ReviewWords, judging: Judging,
          judged: dict[int, list[TurnJudgement]]) -> list[str]:
    state = game.states[-1]
    design = game.setup.window
    lines = [
        message("window: {name} ({id})", name=words.window(), id=design.id),
        message("seats: {seats}", seats=message(", ").join(
            _who(game, i) for i in range(len(game.setup.seats)))),
        message("the game is over after {rounds} rounds", rounds=ROUNDS) if state.is_over else
        message("the game is in round {round} of {rounds} (not finished)", round=state.round,
                rounds=ROUNDS),
    ]
    for seat, judgements in judged.items():
        name = game.setup.seats[seat].name
        lines.append("")
        lines.append(message("{name}'s turns, judged by Hard ({simulations} sampled games for "
                             "its pick, {samples} for each cost):", name=name,
                             simulations=judging.simulations, samples=judging.samples))
        lines += ["  " + words.line(j) for j in judgements]
        lines.append(message("{name}: {summary}", name=name,
                             summary=words.summary(summary(seat, judgements))))
    return lines


def _die(die: Die | None) -> str | None:
    return None if die is None else str(die)


def _pick(pick: Pick) -> dict[str, Any]:
    return {
        "die": _die(pick.die),
        "effects": [{"kind": e.kind, "id": e.ident, **({"favor": True} if e.favor else {})}
                    for e in pick.effects],
        "placed": _die(pick.placed),
        "space": list(pick.space) if pick.space is not None else None,
        "actions": [action_to_json(a) for a in pick.actions],
    }


def _turn(j: TurnJudgement, words: ReviewWords) -> dict[str, Any]:
    return {
        "round": j.turn.round, "turn": j.turn.number,
        "played": _pick(j.played), "hard": _pick(j.hard),
        "same": j.same, "cost": round(j.cost, 3), "error": round(j.error, 3),
        "samples": j.samples,
        "reason": None if j.reason is None else {
            "kind": j.reason.kind, **({"objective": j.reason.objective}
                                      if j.reason.objective else {})},
        "words": words.line(j),
    }


def _summary(s: Summary, words: ReviewWords) -> dict[str, Any]:
    big = s.biggest
    return {
        "judged": s.judged, "hard_picks": s.hard_picks, "costly_turns": len(s.costly),
        "points": round(s.points, 3),
        "biggest": None if big is None else {"round": big.turn.round, "turn": big.turn.number},
        "words": words.summary(s),
    }


def _document(file: str, game: ReviewedGame, words: ReviewWords, judging: Judging,
              judged: dict[int, list[TurnJudgement]]) -> dict[str, Any]:
    state = game.states[-1]
    return {
        "file": file,
        "window": {"id": game.setup.window.id, "name": words.window()},
        "over": state.is_over,
        "round": state.round,
        "judging": {"simulations": judging.simulations, "samples": judging.samples,
                    "seed": judging.seed},
        "seats": [{
            "seat": seat + 1, "name": game.setup.seats[seat].name,
            "plays": game.plans[seat].kind,
            "turns": [_turn(j, words) for j in judgements],
            "summary": _summary(summary(seat, judgements), words),
        } for seat, judgements in judged.items()],
    }
