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
from .wording import current_language, listed, message, tie_break_text
from .wording.command_words import help_words

_NEXT = {  # worded by message()
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
    """The game's window (its name in the language of the command), seats, objectives and
    where it stands: the final scores, or the round and whose turn it is."""
    from .content.translations import localize_design

    state = game.state
    design = localize_design(game.setup.window, current_language())
    lines = [
        message("window: {name} ({id})", name=design.name, id=design.id),
        message("seats: {names}", names=listed(s.name for s in state.seats)),
        message("objectives: {names}", names=listed(state.objectives)),
    ]
    if state.is_over:
        lines.append(message("over after {rounds} rounds and {actions} actions",
                             rounds=ROUNDS, actions=len(game.actions)))
        for card in sorted(final_scores(state), key=lambda c: c.place):
            public = " + ".join(str(p) for p in card.public)
            tie = message("; ") + tie_break_text(card.tie_break) if card.tie_break else ""
            lines.append(message(
                "  {place}. {name} {total} (public {public}, private {private}, tools {tools}, "
                "broken/empty {broken}, extra {extra}, starting tools {starting}{tie})",
                place=card.place, name=card.name, total=card.total, public=public,
                private=card.private, tools=card.tools, broken=card.broken_empty,
                extra=card.extra, starting=card.starting_tools, tie=tie))
    else:
        seat = state.seats[state.active_seat].name
        lines.append(message("round {round} of {rounds}, {actions} actions; next: {seat} {next}",
                             round=state.round, rounds=ROUNDS, actions=len(game.actions),
                             seat=seat, next=message(_NEXT[state.stage])))
    edition = game.setup.rules_edition
    lines.append(message("rules edition {edition}", edition=edition) + (
        "" if edition == RULES_EDITION
        else message(" (older rules: the game is played by them to its end)")))
    return lines


def run(args: argparse.Namespace) -> int:
    try:
        game = load_game(args.file)
    except SaveError as e:
        print(message("{prog}: {problem}", prog="replay", problem=e),
              file=sys.stderr)
        return 1
    print(message("{file}: replays to its snapshot", file=args.file))
    for line in summary(game):
        print(line)
    return 0
