"""The `sagrada-artisans` command: the desktop program, plus headless subcommands."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from . import __version__


def build_parser(wanted: str | None = None) -> argparse.ArgumentParser:
    """The command's parser; `wanted` names the one subcommand whose module is imported."""
    parser = argparse.ArgumentParser(
        prog="sagrada-artisans",
        description="Sagrada: Artisans on the desktop. With no subcommand, starts the program.",
    )
    parser.add_argument("--version", action="version", version=f"sagrada-artisans {__version__}")
    parser.add_argument("--smoke", action="store_true",
                        help="open the main window, play a short demo game with computer "
                             "seats, exit 0")
    parser.add_argument("--screenshot", metavar="FILE.png",
                        help="save the main window of a game in progress to FILE.png and exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    from . import commands

    commands.register(sub, wanted)
    return parser


def _subcommand(argv: Sequence[str]) -> str | None:
    from .commands import SUBCOMMANDS

    for arg in argv:
        if not arg.startswith("-"):
            return arg if arg in SUBCOMMANDS else None
    return None


def _writable_folder(path: str) -> bool:
    return os.path.isdir(os.path.dirname(os.path.abspath(path)))


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    wanted = _subcommand(argv)
    parser = build_parser(wanted or "")
    args = parser.parse_args(argv)
    if args.command is None:
        if args.screenshot and not _writable_folder(args.screenshot):
            print(f"sagrada-artisans: --screenshot {args.screenshot}: the folder does not "
                  "exist", file=sys.stderr)
            return 1
        from .ui.app import run_app

        return run_app(smoke=args.smoke, screenshot=args.screenshot)
    try:
        return int(args.run(args))
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:  # Ctrl-C: stop quietly, with the shell's status for it
        return 130


if __name__ == "__main__":
    sys.exit(main())
