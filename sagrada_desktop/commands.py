"""The headless subcommands; each lives in its own module with add_parser(subparsers) and run(args).

Only the module of the subcommand being run is imported: starting the desktop program
imports none of them.
"""

from __future__ import annotations

import argparse
import importlib
from typing import Any

from .wording.command_words import add_language_option, help_words

# name -> (module, one-line help for the command list)
SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "simulate": ("sagrada_desktop.simulate_command",
                 "play whole games or a campaign between computer players"),
    "tournament": ("sagrada_desktop.tournament_command",
                   "seat-rotated games between computer players, with win rates"),
    "replay": ("sagrada_desktop.replay_command", "verify a saved game and summarise it"),
    "review": ("sagrada_desktop.review_command",
               "Hard's judgement of a saved game, turn by turn"),
    "content": ("sagrada_desktop.content.check_command", "check the content files"),
    "print": ("printing.print_command", "print-and-play sheets as PDF, windows as SVG"),
}


def _has_language(parser: argparse.ArgumentParser) -> bool:
    return any("--lang" in action.option_strings for action in parser._actions)


def register(sub: Any, wanted: str | None = None) -> None:
    """Add every subcommand; only `wanted` (or all, when None) gets its real parser, with the
    one --lang (and on each of its own subcommands: `content check --lang zh_TW`)."""
    for name, (module_name, help_text) in SUBCOMMANDS.items():
        if wanted is None or wanted == name:
            module = importlib.import_module(module_name)
            p: argparse.ArgumentParser = module.add_parser(sub)
            p.set_defaults(run=module.run)
            for parser in (p, *_subparsers(p)):
                if not _has_language(parser):
                    add_language_option(parser)
        else:
            sub.add_parser(name, help=help_words(help_text))


def _subparsers(parser: argparse.ArgumentParser) -> list[argparse.ArgumentParser]:
    return [child for action in parser._actions
            if isinstance(action, argparse._SubParsersAction)
            for child in action.choices.values()]
