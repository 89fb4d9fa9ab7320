"""The `sagrada-artisans` command: the desktop program, plus headless subcommands."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from . import __version__
from .wording import language_of_command, message, set_language
from .wording.command_words import (
    LANG_HELP,
    add_language_option,
    help_words,
    install_argparse_words,
)

# The command lines that only start the program, in a language or the Settings' one, read as
# argparse reads them without building the parser and its subcommands (the first paint would
# wait on them).
_STARTS = {(): None, ("--lang", "en"): "en", ("--lang", "zh_TW"): "zh_TW"}


def build_parser(wanted: str | None = None, game: bool = False) -> argparse.ArgumentParser:
    """The command's parser; `wanted` names the one subcommand whose module is imported;
    `game`: the command line names a saved game to open instead of a subcommand."""
    parser = argparse.ArgumentParser(
        prog="sagrada-artisans",
        usage=help_words("%(prog)s [options] [GAME.sagrada.json]\n       %(prog)s COMMAND ..."),
        description=help_words("Sagrada: Artisans on the desktop. With no subcommand, starts the program; "
                    "given a saved game (GAME.sagrada.json), opens that game."),
    )
    parser.add_argument("--version", action="version", version=version_text(),
                        help=help_words("show the program's version, rules edition and "
                                        "content edition, and exit"))
    parser.add_argument("--smoke", action="store_true",
                        help=help_words("open the main window, play a short demo game with computer "
                             "seats, exit 0"))
    parser.add_argument("--screenshot", metavar="FILE.png",
                        help=help_words("save the main window of a game in progress to FILE.png and exit"))
    add_language_option(parser, LANG_HELP, top=True)
    if game:
        parser.add_argument("game", metavar="GAME.sagrada.json", help=help_words("the saved game to open"))
        parser.set_defaults(command=None)
        return parser
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", prog="sagrada-artisans")
    from . import commands

    commands.register(sub, wanted)
    return parser


def version_text() -> str:
    """The program's version and the newest rules and content editions it plays (a game or a
    campaign is played under its own: docs/rules.md, "Editions")."""
    from .engine.edition_numbers import CONTENT_EDITION, RULES_EDITION

    editions = message("rules edition {rules}, content edition {content}", rules=RULES_EDITION,
                       content=CONTENT_EDITION)
    return message("sagrada-artisans {version} ({editions})", version=__version__,
                   editions=editions)


def _subcommand(argv: Sequence[str]) -> str | None:
    from .commands import SUBCOMMANDS

    for i, arg in enumerate(argv):
        if not arg.startswith("-") and (i == 0 or argv[i - 1] != "--lang"):
            return arg if arg in SUBCOMMANDS else None
    return None


def _writable_folder(path: str) -> bool:
    return os.path.isdir(os.path.dirname(os.path.abspath(path)))


def _names_a_file(argv: Sequence[str]) -> bool:
    """Whether a word that is not an option (nor the value of --screenshot or --lang) is on
    the command line."""
    return any(not arg.startswith("-") and (i == 0 or argv[i - 1] not in ("--screenshot", "--lang"))
               for i, arg in enumerate(argv))


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    # our messages, the help and argparse's own words in the language of --lang, else
    # LANG / LC_ALL
    set_language(language_of_command(argv, os.environ))
    if tuple(argv) in _STARTS:  # what argparse would read them as: no subcommand, no game
        from .ui.app import run_app

        return run_app(lang=_STARTS[tuple(argv)])
    install_argparse_words()
    wanted = _subcommand(argv)
    game = wanted is None and _names_a_file(argv)
    parser = build_parser(wanted or "", game=game)
    args = parser.parse_args(argv)
    if args.command is None:
        if args.screenshot and not _writable_folder(args.screenshot):
            text = message("--screenshot {path}: the folder does not exist",
                           path=args.screenshot)
            print(message("{prog}: {problem}", prog="sagrada-artisans", problem=text),
                  file=sys.stderr)
            return 1
        from .ui.app import run_app

        path = getattr(args, "game", None)
        if path is not None and not os.path.isfile(path):
            parser.error(message("{path}: no such saved game", path=path))
        return run_app(smoke=args.smoke, screenshot=args.screenshot, game=path,
                       lang=args.lang)
    try:
        return int(args.run(args))
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:  # Ctrl-C: stop quietly, with the shell's status for it
        return 130


if __name__ == "__main__":
    sys.exit(main())
