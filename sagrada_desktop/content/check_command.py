"""`sagrada-artisans content check [--json] [--root DIR]`: validate the content files."""

from __future__ import annotations

import argparse
import json
import unicodedata
from pathlib import Path
from typing import Any

from ..wording import listed, message
from ..wording.command_words import help_words
from .check import check_content
from .loader import default_root

_LABELS = (
    ("campaign_windows", "Campaign windows"),
    ("booster_windows", "Booster windows"),
    ("story_cards", "Story Cards"),
    ("envelopes", "Envelopes"),
    ("tool_cards", "Tool Cards"),
    ("public_objectives", "Public objectives"),
    ("private_objectives", "Private objectives"),
    ("abilities", "Abilities"),
    ("family_crest_abilities", "Family Crest abilities"),
    ("dedication_abilities", "Dedication Abilities"),
    ("market_tracks", "Market tracks"),
    ("magic_square_spaces", "Magic Square spaces"),
)


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "content", help=help_words("work with the game's content files"),
        description=help_words("Work with the game's content files (windows, stories, envelopes, tools)."),
    )
    actions = parser.add_subparsers(dest="content_command", metavar="ACTION", required=True)
    check = actions.add_parser(
        "check", help=help_words("load and validate every content file, then print what it holds"),
        description=help_words("Load and validate every content file. Exit status 0 when valid, 1 when not."),
    )
    check.add_argument("--json", action="store_true", help=help_words("print the result as JSON"))
    check.add_argument("--root", type=Path, default=None, metavar="DIR",
                       help=help_words("the content folder to check (default: the installed resources)"))
    return parser


def run(args: argparse.Namespace) -> int:
    root: Path = args.root or default_root()
    ok, counts, errors = check_content(root)
    if args.json:
        print(json.dumps({"ok": ok, "root": str(root), "counts": counts, "errors": errors},
                         indent=2))
        return 0 if ok else 1
    if not ok:
        print(message("Content in {root} has {count} problem(s):", root=root, count=len(errors)))
        for line in errors:
            print(f"  {line}")
        return 1
    print(message("Content in {root} is valid.", root=root))
    for key, label in _LABELS:
        print(_row(message(label), f"{counts[key]:>4}"))
    print(_row(message("Public objectives by set"), _pairs(counts["public_objectives_by_set"])))
    print(_row(message("Abilities by type"), _pairs(counts["abilities_by_type"])))
    by_number = counts["magic_square_spaces_by_number"]
    print(_row(message("Magic Square by number"),
               listed(message("M{number} x{count}", number=n, count=count)
                      for n, count in by_number.items())))
    for lang, done in counts.get("translations", {}).items():
        texts = message("{done} of {total} texts", done=done["translated"], total=done["total"])
        print(_row(message("Translated ({language})", language=lang), texts))
    return 0


def _row(label: str, value: str) -> str:
    """A label and its value, the values lined up (a CJK character takes two columns)."""
    text = label + message(":")
    width = sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)
    return "  " + text + " " * max(1, 27 - width) + value


def _pairs(counts: dict[str, int]) -> str:
    """'base 13, rivalry 6' ('基本 13、競逐 6'): each set's or type's name in words."""
    return listed(f"{message(key)} {value}" for key, value in counts.items())
