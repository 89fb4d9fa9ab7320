"""`sagrada-artisans replay FILE`: check a saved game by replaying it and print a summary.

Exit 0 when the file replays to its snapshot; a damaged file prints why on stderr, exit 1.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from .engine import ROUNDS, Stage, final_scores
from .engine.edition_numbers import RULES_EDITION
from .saves import LoadedGame, SaveError, load_game
from .wording import message, tie_break_text
from .wording.command_words import help_words

_NEXT = {
    Stage.DRAFT: "drafts a die",
    Stage.PLACE: "fills a space with the drafted die",
    Stage.CONSTRUCT: "constructs a Cathedral Board space",
    Stage.FLOURISH: "keeps or discards their Flourish Cards",
    Stage.OVER: "nobody (the game is over)",
}


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    p: argparse.ArgumentParser = subparsers.add_parser(
        "replay", help=help_words("check a saved game by replaying it, and print a summary"),
        description=help_words("Replay a saved game's actions from its setup, check them against its "
                    "snapshot and print a summary (exit 1 if the file is damaged)."),
    )
    p.add_argument("file", metavar="FILE", help=help_words("a saved game (.json)"))
    return p


def summary(game: LoadedGame) -> list[str]:
    state = game.state
    design = game.setup.window
    lines = [
        f"window: {design.name} ({design.id})",
        "seats: " + ", ".join(s.name for s in state.seats),
        "objectives: " + ", ".join(state.objectives),
    ]
    if state.is_over:
        lines.append(f"over after {ROUNDS} rounds and {len(game.actions)} actions")
        for card in sorted(final_scores(state), key=lambda c: c.place):
            public = " + ".join(str(p) for p in card.public)
            tie = f"; {tie_break_text(card.tie_break)}" if card.tie_break else ""
            lines.append(
                f"  {card.place}. {card.name} {card.total} (public {public}, private "
                f"{card.private}, tools {card.tools}, broken/empty {card.broken_empty}, "
                f"extra {card.extra}, starting tools {card.starting_tools}{tie})"
            )
    else:
        seat = state.seats[state.active_seat].name
        lines.append(f"round {state.round} of {ROUNDS}, {len(game.actions)} actions; "
                     f"next: {seat} {_NEXT[state.stage]}")
    edition = game.setup.rules_edition
    lines.append(f"rules edition {edition}" + (
        "" if edition == RULES_EDITION else " (older rules: the game is played by them to its end)"))
    return lines


def run(args: argparse.Namespace) -> int:
    try:
        game = load_game(args.file)
    except SaveError as e:
        print(f"replay: {e}", file=sys.stderr)
        return 1
    print(message("{file}: replays to its snapshot", file=args.file))
    for line in summary(game):
        print(line)
    return 0
