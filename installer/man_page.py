"""The man page sagrada-artisans(6), written from the program's own --help: the options, the
saved-game argument and every subcommand with its options come from the argparse parser of
sagrada_desktop/cli.py, so the page cannot fall behind the program.

  .venv/bin/python installer/man_page.py > sagrada-artisans.6
"""

from __future__ import annotations

import argparse
import datetime
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

NAME_LINE = "Sagrada: Artisans legacy dice-drafting game for the desktop"
DESCRIPTION = (
    "plays the Sagrada: Artisans campaign, with the Great Facades \\- Glory modules, for one "
    "to four families at one computer or against computer players, and prints journal sheets "
    "as PDF. Started without a subcommand it opens its window; given the file of a saved game "
    "it opens that game. The subcommands below work without a display."
)
FILES = (
    ("~/.local/share/Sagrada Artisans Desktop/Sagrada Artisans/",
     "the autosave of an unfinished game and the campaigns (campaigns/*.json)"),
    ("~/.config/Sagrada Artisans Desktop/Sagrada Artisans.conf", "the settings"),
)


def escape(text: str) -> str:
    """Text as roff reads it: backslashes and hyphens escaped, no control character at the start
    of a line."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    lines = [("\\&" + line if line.startswith((".", "'")) else line) for line in text.split("\n")]
    return "\n".join(lines)


def _invocation(action: argparse.Action) -> str:
    if not action.option_strings:
        return f"\\fI{escape(action.metavar or action.dest)}\\fR"  # type: ignore[arg-type]
    names = ", ".join(f"\\fB{escape(name)}\\fR" for name in action.option_strings)
    if action.nargs == 0:
        return names
    metavar = action.metavar or action.dest.upper()
    return f"{names} \\fI{escape(str(metavar))}\\fR"


def _arguments(parser: argparse.ArgumentParser, with_help: bool = True) -> list[str]:
    out = []
    for action in parser._actions:  # the documented actions of a parser, as --help lists them
        if isinstance(action, argparse._SubParsersAction) or action.help == argparse.SUPPRESS:
            continue
        if isinstance(action, argparse._HelpAction) and not with_help:
            continue
        out += [".TP", _invocation(action), escape(action.help or "")]
    return out


def _subcommands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


def man_page(version: str, date: datetime.date) -> str:
    sys.path.insert(0, str(ROOT))
    from sagrada_desktop.cli import build_parser

    parser = build_parser(None)  # every subcommand's real parser
    with_game = build_parser("", game=True)
    game = [a for a in with_game._actions if a.dest == "game"]
    lines = [
        f'.TH SAGRADA\\-ARTISANS 6 "{date.isoformat()}" "sagrada\\-artisans {escape(version)}" '
        '"Games"',
        ".SH NAME",
        f"sagrada\\-artisans \\- {escape(NAME_LINE)}",
        ".SH SYNOPSIS",
        ".B sagrada\\-artisans",
        "[\\fIoptions\\fR] [\\fIGAME.sagrada.json\\fR]",
        ".br",
        ".B sagrada\\-artisans",
        "\\fICOMMAND\\fR [\\fIoptions\\fR]",
        ".SH DESCRIPTION",
        f".B sagrada\\-artisans\n{DESCRIPTION}",
        ".SH OPTIONS",
    ]
    for action in game:
        lines += [".TP", _invocation(action), escape(action.help or "")]
    lines += _arguments(parser)
    lines.append(".SH COMMANDS")
    for name, sub in _subcommands(parser).items():
        usage = sub.format_usage().removeprefix("usage: ").strip()
        lines += [".SS " + escape(name), escape(sub.description or ""), ".PP",
                  "\\fB" + escape(" ".join(usage.split())) + "\\fR"]
        lines += _arguments(sub, with_help=False)
    lines.append(".SH FILES")
    for path, what in FILES:
        lines += [".TP", f"\\fI{escape(path)}\\fR", escape(what)]
    lines += [".SH ENVIRONMENT", ".TP", "\\fBQT_QPA_PLATFORM\\fR",
              "the Qt platform plugin: \\fBxcb\\fR (X11), \\fBwayland\\fR, or \\fBoffscreen\\fR "
              "for a run without a display (with \\fB\\-\\-smoke\\fR)."]
    return "\n".join(line for line in lines if line != "") + "\n"


def main() -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import bundle_policy

    sys.stdout.write(man_page(bundle_policy.project_version(ROOT), datetime.date.today()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
